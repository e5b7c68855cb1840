//! Every path of the rulebook forced with scripted rolls (the dice are a chance step, so a test lands
//! them however it needs), plus the rulebook's two worked examples (in [`village`]'s tests).

use super::*;
use Stick::{Charcoal as C, Fire as F, Meat as M};

fn p(i: u8) -> PlayerId {
    PlayerId::new(i)
}

/// A game of `players` where `first` starts and each seat already holds `hands` (taken from the bonfire).
fn table(players: u8, first: u8, hands: &[Sticks]) -> Dog {
    table_with(DogVariant::default(), players, first, hands)
}

fn table_with(variant: DogVariant, players: u8, first: u8, hands: &[Sticks]) -> Dog {
    let mut g = Dog::new(DogOptions { players, first: p(first), variant }, 1).unwrap();
    for (seat, &hand) in hands.iter().enumerate() {
        g.bonfire = g.bonfire.minus(hand).expect("in the bonfire");
        g.seats[p(seat as u8)].hand = hand;
    }
    g
}

fn hand(g: &Dog, seat: u8) -> Sticks {
    g.seats[p(seat)].hand
}

fn seat_to_act(g: &Dog) -> PlayerId {
    match g.to_act() {
        ToAct::One(s) => s,
        other => panic!("no single seat to act: {other:?}"),
    }
}

/// The player to act rolls and the dice land as given.
fn roll(g: &mut Dog, dice: [Stick; 3]) -> Vec<DogEvent> {
    let seat = seat_to_act(g);
    g.apply(seat, DogAction::Roll).unwrap();
    assert_eq!(g.to_act(), ToAct::Chance(seat));
    g.apply(seat, DogAction::Dice(Dice(dice))).unwrap()
}

fn act(g: &mut Dog, action: DogAction) -> Vec<DogEvent> {
    let seat = seat_to_act(g);
    g.apply(seat, action).unwrap_or_else(|e| panic!("{action:?} refused: {e:?}"))
}

fn refused(g: &mut Dog, action: DogAction) -> DogIllegal {
    let before = g.clone();
    let seat = seat_to_act(g);
    let e = g.apply(seat, action).expect_err("should be refused");
    assert_eq!(*g, before, "a refused action changed nothing");
    match e {
        RuleError::Illegal(why) => why,
        other => panic!("not a rule refusal: {other:?}"),
    }
}

fn take(sticks: Sticks) -> DogAction {
    DogAction::Take(sticks)
}

#[test]
fn setup_matches_the_rulebook() {
    let g = table(4, 0, &[]);
    assert_eq!(g.bonfire, Sticks::new(9, 7, 5));
    assert_eq!(g.round(), 1);
    assert!(g.seats.values().iter().all(|s| s.village.standing == 3 && s.hand == Sticks::NONE));
    assert_eq!(g.legal_actions(p(0)), vec![DogAction::Roll], "no sticks yet: nothing to exchange");
    let five = DogOptions { players: 5, ..DogOptions::default() };
    assert_eq!(Dog::new(five, 0).unwrap_err(), SetupError::PlayerCount { min: 2, max: 4, got: 5 });
    for faces in [Sticks::new(3, 3, 3), Sticks::new(6, 0, 0), Sticks::new(0, 6, 0), Sticks::new(0, 0, 6)] {
        // Nine faces are no die; one colour only makes every roll a triple, and the game never ends.
        let variant = DogVariant { faces: Faces(faces), ..DogVariant::default() };
        let options = DogOptions { variant, ..DogOptions::default() };
        assert_eq!(Dog::new(options, 0).unwrap_err(), SetupError::DiceFaces, "{faces:?}");
    }
}

#[test]
fn a_pair_and_one_takes_two_matching_sticks_of_the_rollers_choice() {
    let mut g = table(3, 0, &[]);
    roll(&mut g, [M, M, F]);
    assert_eq!(g.legal_actions(p(0)), vec![take(Sticks::new(2, 0, 0)), take(Sticks::new(1, 0, 1))]);
    assert_eq!(refused(&mut g, take(Sticks::new(1, 0, 0))), DogIllegal::MustTakeTwo);
    assert_eq!(refused(&mut g, take(Sticks::new(0, 2, 0))), DogIllegal::NotOnDice);
    assert_eq!(refused(&mut g, DogAction::Roll), DogIllegal::NotNow);
    let events = act(&mut g, take(Sticks::new(1, 0, 1)));
    assert_eq!(events, vec![DogEvent::Took { seat: p(0), sticks: Sticks::new(1, 0, 1) }]);
    assert_eq!((hand(&g, 0), g.bonfire), (Sticks::new(1, 0, 1), Sticks::new(8, 7, 4)));
    assert_eq!(g.to_act(), ToAct::One(p(1)));
}

#[test]
fn one_stick_when_no_two_can_be_had() {
    // Seat 1 holds every fire and all but 2 meat.
    let mut g = table(2, 0, &[Sticks::NONE, Sticks::new(7, 0, 5)]);
    roll(&mut g, [F, M, F]);
    assert_eq!(g.legal_actions(p(0)), vec![take(Sticks::new(1, 0, 0))], "no fire: meat + fire and fire + fire fail");
    act(&mut g, take(Sticks::new(1, 0, 0)));
    assert_eq!(g.bonfire, Sticks::new(1, 7, 0));
}

#[test]
fn three_different_steals_a_stick_of_the_rollers_choice() {
    let mut g = table(3, 0, &[Sticks::NONE, Sticks::new(1, 0, 1), Sticks::NONE]);
    roll(&mut g, [M, C, F]);
    let steal = |from, stick| DogAction::Steal { from: p(from), stick };
    assert_eq!(g.legal_actions(p(0)), vec![steal(1, M), steal(1, F)]);
    assert_eq!(refused(&mut g, steal(0, M)), DogIllegal::CannotRob(p(0)));
    assert_eq!(refused(&mut g, steal(1, C)), DogIllegal::NotHeld { from: p(1), stick: C });
    let bonfire = g.bonfire;
    assert_eq!(act(&mut g, steal(1, F)), vec![DogEvent::Stole { seat: p(0), from: p(1), stick: F }]);
    assert_eq!((hand(&g, 0), hand(&g, 1), g.bonfire), (Sticks::new(0, 0, 1), Sticks::new(1, 0, 0), bonfire));
    assert_eq!(g.to_act(), ToAct::One(p(1)), "the turn ends and the round goes on");
}

#[test]
fn three_different_with_nobody_to_rob_rolls_again() {
    let mut g = table(2, 0, &[Sticks::new(0, 1, 0)]);
    let events = roll(&mut g, [F, M, C]);
    assert_eq!(events.last(), Some(&DogEvent::NobodyToRob { seat: p(0) }));
    assert_eq!(g.legal_actions(p(0)), vec![DogAction::Roll], "rolling again, not exchanging");
    assert_eq!(refused(&mut g, DogAction::Exchange(Exchange::CharcoalForMeat)), DogIllegal::MustRoll);
}

#[test]
fn triple_meat_feeds_everyone_and_the_meat_used_goes_back() {
    let mut g = table(3, 0, &[Sticks::new(5, 0, 0), Sticks::new(2, 1, 0), Sticks::new(1, 0, 0)]);
    let events = roll(&mut g, [M, M, M]);
    assert_eq!(
        events[1..],
        [
            DogEvent::Happening { seat: p(0), happening: Happening::Feeding },
            DogEvent::Fed { seat: p(0), dogs: 2, meat: 4 },
            DogEvent::Fed { seat: p(1), dogs: 1, meat: 2 },
            DogEvent::RollAgain { seat: p(0) },
        ]
    );
    assert_eq!(
        [hand(&g, 0), hand(&g, 1), hand(&g, 2)],
        [Sticks::new(1, 0, 0), Sticks::new(0, 1, 0), Sticks::new(1, 0, 0)]
    );
    assert_eq!(g.bonfire, Sticks::new(7, 6, 5));
    assert_eq!(g.legal_actions(p(0)), vec![DogAction::Roll]);
}

#[test]
fn triple_charcoal_attacks_everyone_each_choosing_how_to_repel() {
    // Seat 1 rolls. Seat 1: 1 meat, nothing to repel with. Seat 2: nothing. Seat 3: 2 meat. Seat 0: 3
    // meat, 1 charcoal, 1 fire.
    let hands = [Sticks::new(3, 1, 1), Sticks::new(1, 0, 0), Sticks::NONE, Sticks::new(2, 0, 0)];
    let mut g = table(4, 1, &hands);
    let events = roll(&mut g, [C, C, C]);
    let fell_one = Fall { unrepelled: 1, fell: 1, dogs_lost: 0, standing: 2, reset: false, out: false };
    assert_eq!(
        events.last(),
        Some(&DogEvent::Attacked { seat: p(1), dogs: 1, repel: Repel::default(), fall: fell_one })
    );
    assert_eq!(hand(&g, 1), Sticks::new(1, 0, 0), "③ a: the meat not used to repel stays in hand");
    assert_eq!(g.to_act(), ToAct::One(p(3)), "seat 3 chooses next, clockwise from the roller");
    let meat_pair = Repel { meat_pairs: 1, fire_pairs: 0 };
    assert_eq!(g.legal_actions(p(3)), vec![DogAction::Repel(Repel::default()), DogAction::Repel(meat_pair)]);
    // Repelling fewer than possible is allowed: seat 3 keeps both meat and loses 2 villagers.
    act(&mut g, DogAction::Repel(Repel::default()));
    assert_eq!((g.seats[p(3)].village.standing, hand(&g, 3)), (1, Sticks::new(2, 0, 0)));
    assert_eq!(g.to_act(), ToAct::One(p(0)));
    let best = Repel { meat_pairs: 1, fire_pairs: 1 };
    let PhaseView::Repel { dogs, proposed, outcomes } = g.view(Viewer::Table).phase else { panic!("not repelling") };
    assert_eq!((dogs, proposed), (3, best));
    let falls: Vec<(Repel, u8)> = outcomes.iter().map(|(r, f)| (*r, f.fell)).collect();
    assert_eq!(falls.len(), Repel::options(hand(&g, 0)).len(), "every choice says what it costs");
    assert!(falls.contains(&(best, 1)) && falls.contains(&(Repel::default(), 3)));
    assert_eq!(refused(&mut g, DogAction::Repel(Repel { meat_pairs: 0, fire_pairs: 2 })), DogIllegal::CannotRepel);
    let bonfire = g.bonfire;
    let events = act(&mut g, DogAction::Repel(best));
    assert_eq!(hand(&g, 0), Sticks::new(1, 0, 0));
    assert_eq!(g.bonfire, bonfire.plus(Sticks::new(2, 1, 1)), "the sticks used to repel go back");
    assert_eq!(g.seats[p(0)].village.standing, 2);
    assert_eq!(events.last(), Some(&DogEvent::RollAgain { seat: p(1) }));
    assert_eq!(g.to_act(), ToAct::One(p(1)));
}

#[test]
fn triple_fire_is_a_fire_festival_and_happenings_chain_until_a_normal_roll() {
    let mut g = table(2, 0, &[Sticks::new(2, 0, 2), Sticks::new(0, 1, 3)]);
    let events = roll(&mut g, [F, F, F]);
    assert!(events.contains(&DogEvent::FireReturned { seat: p(0), fire: 2 }));
    assert!(events.contains(&DogEvent::FireReturned { seat: p(1), fire: 3 }));
    assert_eq!((hand(&g, 0).fire, hand(&g, 1).fire, g.bonfire.fire), (0, 0, 5));
    let events = roll(&mut g, [M, M, M]);
    assert!(events.contains(&DogEvent::Fed { seat: p(0), dogs: 1, meat: 2 }));
    roll(&mut g, [C, M, C]);
    act(&mut g, take(Sticks::new(0, 2, 0)));
    assert_eq!(g.to_act(), ToAct::One(p(1)), "a normal roll ends the chain and the turn");
}

#[test]
fn a_happening_nobody_is_affected_by_just_rolls_again() {
    let mut g = table(3, 2, &[]);
    let events = roll(&mut g, [C, C, C]);
    assert_eq!(
        events[1..],
        [DogEvent::Happening { seat: p(2), happening: Happening::Attack }, DogEvent::RollAgain { seat: p(2) }]
    );
}

#[test]
fn the_three_exchanges_and_never_the_reverse() {
    let mut g = table(2, 0, &[Sticks::new(1, 1, 1)]);
    let exchanges: Vec<DogAction> = Exchange::ALL.map(DogAction::Exchange).into();
    assert_eq!(g.legal_actions(p(0))[1..], exchanges[..]);
    let events = act(&mut g, DogAction::Exchange(Exchange::FireForTwoCharcoal));
    assert_eq!(events, vec![DogEvent::Exchanged { seat: p(0), exchange: Exchange::FireForTwoCharcoal }]);
    assert_eq!((hand(&g, 0), g.bonfire), (Sticks::new(1, 3, 0), Sticks::new(8, 4, 5)));
    assert_eq!(g.to_act(), ToAct::One(p(1)), "one exchange, then the turn ends");
    // Seat 1 has nothing to give: only the roll.
    assert_eq!(g.legal_actions(p(1)), vec![DogAction::Roll]);
    assert_eq!(refused(&mut g, DogAction::Exchange(Exchange::CharcoalForMeat)), DogIllegal::NothingToGive(C));
}

#[test]
fn an_exchange_needs_the_bonfire_to_have_the_sticks_and_may_not_end_the_round() {
    // Bonfire: 2 meat, 2 charcoal. Seat 0 holds the rest.
    let mut g = table(2, 0, &[Sticks::new(7, 5, 5)]);
    assert_eq!(refused(&mut g, DogAction::Exchange(Exchange::FireForTwoMeat)), DogIllegal::WouldEndRound);
    assert_eq!(refused(&mut g, DogAction::Exchange(Exchange::FireForTwoCharcoal)), DogIllegal::WouldEndRound);
    assert_eq!(g.legal_actions(p(0)), vec![DogAction::Roll, DogAction::Exchange(Exchange::CharcoalForMeat)]);
    let mut short = table(2, 0, &[Sticks::new(8, 1, 5)]);
    assert_eq!(refused(&mut short, DogAction::Exchange(Exchange::FireForTwoMeat)), DogIllegal::BonfireShort(M));
    assert_eq!(refused(&mut short, DogAction::Exchange(Exchange::CharcoalForMeat)), DogIllegal::WouldEndRound);
    let variant = DogVariant { exchanges: [false, true, true], ..DogVariant::default() };
    let mut house = table_with(variant, 2, 0, &[Sticks::new(0, 1, 0)]);
    assert_eq!(refused(&mut house, DogAction::Exchange(Exchange::CharcoalForMeat)), DogIllegal::ExchangeNotPlayed);
}

#[test]
fn no_meat_left_ends_the_round_with_a_feeding_and_the_next_round_starts_after_the_roller() {
    let mut g = table(3, 1, &[Sticks::new(4, 0, 0), Sticks::new(3, 0, 0), Sticks::new(1, 0, 0)]);
    roll(&mut g, [M, M, C]);
    assert_eq!(g.legal_actions(p(1)), vec![take(Sticks::new(1, 1, 0))], "one meat left: meat + charcoal");
    let events = act(&mut g, take(Sticks::new(1, 1, 0)));
    assert_eq!(
        events[1..],
        [
            DogEvent::RoundEnded { round: 1, end: RoundEnd::Feeding },
            DogEvent::Fed { seat: p(1), dogs: 2, meat: 4 },
            DogEvent::Fed { seat: p(0), dogs: 2, meat: 4 },
            DogEvent::RoundStarted { round: 2, first: p(2) },
        ]
    );
    assert_eq!(g.bonfire, Sticks::BONFIRE, "every stick goes back");
    assert!(g.seats.values().iter().all(|s| s.hand == Sticks::NONE));
    assert_eq!(g.to_act(), ToAct::One(p(2)));
}

#[test]
fn no_charcoal_left_ends_the_round_with_an_attack_repelled_as_well_as_possible() {
    // Seat 0 will hold 6 meat, 3 charcoal, 2 fire: 6 dogs, 3 meat pairs + 2 fire pairs repel 5, 1 falls.
    let mut g = table(2, 0, &[Sticks::new(5, 2, 2), Sticks::new(0, 4, 0)]);
    roll(&mut g, [C, M, C]);
    let events = act(&mut g, take(Sticks::new(1, 1, 0)));
    let repel = Repel { meat_pairs: 3, fire_pairs: 2 };
    let fall = Fall { unrepelled: 1, fell: 1, dogs_lost: 0, standing: 2, reset: false, out: false };
    assert_eq!(events[1], DogEvent::RoundEnded { round: 1, end: RoundEnd::Attack });
    assert_eq!(events[2], DogEvent::Attacked { seat: p(0), dogs: 6, repel, fall });
    assert_eq!(events.len(), 4, "seat 1 holds no meat: no dogs come");
    assert_eq!(g.round(), 2);
}

#[test]
fn meat_and_charcoal_out_together_void_the_round_but_it_counts() {
    let mut g = table(2, 0, &[Sticks::new(8, 6, 0)]);
    roll(&mut g, [C, M, M]);
    let events = act(&mut g, take(Sticks::new(1, 1, 0)));
    assert_eq!(
        events[1..],
        [DogEvent::RoundEnded { round: 1, end: RoundEnd::Void }, DogEvent::RoundStarted { round: 2, first: p(1) }]
    );
    assert_eq!(g.seats[p(0)].village.dogs, 0);
}

#[test]
fn fallen_villagers_cost_the_dogs_then_two_stand_then_one_then_the_player_is_out() {
    let mut g = table(3, 0, &[Sticks::NONE, Sticks::new(3, 0, 0), Sticks::new(1, 0, 1)]);
    g.seats[p(1)].village = Village { standing: 1, life: 3, dogs: 4 };
    g.seats[p(2)].village = Village { standing: 1, life: 1, dogs: 0 };
    // Seat 1 must choose (2 meat could repel one): it repels one and the other two dogs get through.
    roll(&mut g, [C, C, C]);
    act(&mut g, DogAction::Repel(Repel { meat_pairs: 1, fire_pairs: 0 }));
    assert_eq!(g.seats[p(1)].village, Village { standing: 2, life: 2, dogs: 0 }, "one dog beyond is simply lost");
    assert!(!g.in_game(p(2)), "seat 2's last villager fell");
    assert_eq!(hand(&g, 2), Sticks::NONE, "their sticks went back to the bonfire");
    assert_eq!(g.components().len(), 21);
    roll(&mut g, [M, M, C]);
    act(&mut g, take(Sticks::new(2, 0, 0)));
    assert_eq!(g.to_act(), ToAct::One(p(1)));
    roll(&mut g, [M, M, C]);
    act(&mut g, take(Sticks::new(2, 0, 0)));
    assert_eq!(g.to_act(), ToAct::One(p(0)), "seat 2 is skipped for the rest of the game");
}

#[test]
fn the_repel_choice_shows_falls_as_the_overflow_variant_counts_them() {
    let variant = DogVariant { overflow: Overflow::CarryOver, ..DogVariant::default() };
    let mut g = table_with(variant, 2, 1, &[Sticks::new(5, 0, 0)]);
    roll(&mut g, [C, C, C]);
    let PhaseView::Repel { outcomes, .. } = g.view(Viewer::Table).phase else { panic!("not repelling") };
    let none = outcomes.iter().find(|(r, _)| *r == Repel::default()).unwrap().1;
    assert_eq!((none.fell, none.standing, none.reset), (5, 1, true), "5 dogs: 3 fall, 2 stand up, 2 fall again");
    assert_eq!(g.seats[p(0)].village, Village::default(), "looking changes nothing");
}

#[test]
fn a_lone_survivor_wins_at_once() {
    let mut g = table(2, 0, &[Sticks::NONE, Sticks::new(1, 0, 0)]);
    g.seats[p(1)].village = Village { standing: 1, life: 1, dogs: 0 };
    g.seats[p(0)].village.dogs = 1;
    let events = roll(&mut g, [C, C, C]);
    assert_eq!(events.last(), Some(&DogEvent::GameEnded));
    assert_eq!(g.to_act(), ToAct::GameOver);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners().collect::<Vec<_>>(), vec![p(0)]);
    assert_eq!(outcome.placings[1].by, Some(ranking::Decider::Out));
}

#[test]
fn after_round_five_sticks_held_break_a_tie_of_dogs_and_villagers() {
    let mut g = table(2, 0, &[Sticks::new(4, 0, 1), Sticks::new(4, 0, 0)]);
    g.round = ROUNDS;
    roll(&mut g, [M, C, C]);
    assert_eq!(g.legal_actions(p(0)), vec![take(Sticks::new(1, 1, 0)), take(Sticks::new(0, 2, 0))]);
    act(&mut g, take(Sticks::new(0, 2, 0)));
    // Seat 1 takes the last meat: both tame 2 dogs, both have 3 villagers; seat 0 holds 7 sticks, seat 1 6.
    roll(&mut g, [M, M, C]);
    let events = act(&mut g, take(Sticks::new(1, 1, 0)));
    assert_eq!(events.last(), Some(&DogEvent::GameEnded));
    assert_eq!((hand(&g, 0).total(), hand(&g, 1).total()), (7, 6), "no reset after the last round");
    let o = g.outcome().unwrap();
    let got: Vec<(PlayerId, u8, Option<ranking::Decider>)> =
        o.placings.iter().map(|p| (p.seat, p.place, p.by)).collect();
    assert_eq!(got, vec![(p(0), 1, None), (p(1), 2, Some(ranking::Decider::Sticks))]);
}

#[test]
fn a_limited_dog_supply_runs_out_in_turn_order_from_the_roller() {
    let variant = DogVariant { dog_supply: Some(3), ..DogVariant::default() };
    let mut g = table_with(variant, 2, 1, &[Sticks::new(4, 0, 0), Sticks::new(4, 0, 0)]);
    roll(&mut g, [M, M, M]);
    assert_eq!((g.seats[p(1)].village.dogs, g.seats[p(0)].village.dogs, g.supply), (2, 1, Some(0)));
}

#[test]
fn variants_remap_the_triples_and_let_three_different_take_sticks() {
    let variant = DogVariant {
        happenings: [Happening::FireFestival, Happening::Feeding, Happening::Attack],
        all_different: AllDifferent::Take,
        ..DogVariant::default()
    };
    let mut g = table_with(variant, 2, 0, &[Sticks::new(2, 0, 0)]);
    let events = roll(&mut g, [C, C, C]);
    assert!(events.contains(&DogEvent::Fed { seat: p(0), dogs: 1, meat: 2 }));
    roll(&mut g, [M, C, F]);
    assert_eq!(g.legal_actions(p(0)).len(), 3, "meat+charcoal, meat+fire, charcoal+fire");
}

#[test]
fn the_dice_are_chance_and_a_forced_roll_keeps_the_seeded_stream() {
    let mut g = table(2, 0, &[]);
    g.apply(p(0), DogAction::Roll).unwrap();
    assert!(g.legal_actions(p(0)).is_empty() && g.legal_actions(p(1)).is_empty(), "nobody chooses the dice");
    assert_eq!(g.chance_outcomes().len(), 27);
    let drawn = g.chance_draw().unwrap();
    assert_eq!(g.chance_draw(), Some(drawn), "drawing does not move the stream");
    assert!(matches!(g.apply(p(1), drawn), Err(RuleError::NotYourTurn { .. })));
    let mut forced = g.clone();
    forced.apply(p(0), DogAction::Dice(Dice([M, C, F]))).unwrap();
    g.apply(p(0), drawn).unwrap();
    assert_eq!(forced.rng, g.rng, "the stream moves on the same whatever landed");
}

#[test]
fn only_choices_that_reveal_nothing_random_can_be_taken_back() {
    let mut g = table(2, 0, &[Sticks::new(0, 1, 0)]);
    act(&mut g, DogAction::Exchange(Exchange::CharcoalForMeat));
    assert!(g.can_undo(p(0)) && !g.can_undo(p(1)));
    roll(&mut g, [M, M, C]);
    assert!(!g.can_undo(p(1)), "the dice are out");
    act(&mut g, take(Sticks::new(2, 0, 0)));
    assert!(g.can_undo(p(1)), "which sticks to take is a choice");
}

#[test]
fn everything_is_public_the_table_sees_what_a_seat_sees_except_its_moves() {
    let g = table(3, 0, &[Sticks::new(1, 1, 0)]);
    let mine = g.view(Viewer::Seat(p(0)));
    let table = g.view(Viewer::Table);
    assert_eq!(DogView { legal: Vec::new(), ..mine.clone() }, table);
    assert_eq!(mine.legal.len(), 2);
    assert!(g.secrets(p(0)).is_empty());
}
