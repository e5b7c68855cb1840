//! The spec's test scenarios ("Engine notes", 1–20, area and tower ids from the designed map), the
//! events, the settings, and the invariants over many seeded random games.

use super::event::EventCard as E;
use super::options::{BraveFairy, BraveGather, CowardlyGather, EmptyHands, NextLeader};
use super::role::Role::*;
use super::scoring::Why;
use super::*;
use crate::{PerPlayer, PlayerId, SetupError, Viewer};
use BroomAction as A;
use Stance::{Brave, Cowardly};

fn p(seat: u8) -> PlayerId {
    PlayerId::new(seat)
}

fn roles(rs: &[Role]) -> Roles {
    rs.iter().fold(Roles::default(), |h, &r| h.with(r))
}

fn area(g: &Broom, id: &str) -> AreaId {
    g.map.area(id).unwrap_or_else(|| panic!("{id} is on the designed map"))
}

fn tower(g: &Broom, id: &str) -> TowerId {
    g.map.tower(id).unwrap_or_else(|| panic!("{id} is on the designed map"))
}

/// Round 1 of a game at `players` with `event` as this round's event, nothing bewitched.
fn table_with(options: BroomOptions, event: EventCard) -> Broom {
    let mut g = Broom::new(options, 7).unwrap();
    for s in g.seats.values_mut() {
        let aside = std::mem::take(&mut s.aside);
        s.stock.put(aside);
    }
    let current = g.revealed.pop().unwrap();
    for pile in [&mut g.deck, &mut g.removed] {
        pile.iter_mut().filter(|e| **e == event).for_each(|e| *e = current);
    }
    g.revealed.push(event);
    g.bewitched = Roles::default();
    g.phase = Phase::Choose(g.seat_order(g.leader).collect());
    g
}

fn table(players: u8, event: EventCard) -> Broom {
    table_with(BroomOptions { players, ..BroomOptions::default() }, event)
}

fn act(g: &mut Broom, seat: u8, action: BroomAction) -> Vec<BroomEvent> {
    g.apply(p(seat), action).unwrap_or_else(|e| panic!("{action:?} by {seat}: {e:?}"))
}

/// Everyone chooses, seat by seat in the order asked.
fn choose(g: &mut Broom, hands: &[&[Role]]) -> Vec<BroomEvent> {
    let ToAct::Simultaneous(seats) = g.to_act() else { panic!("not choosing: {:?}", g.phase) };
    seats.into_iter().flat_map(|s| act(g, s.index() as u8, A::Choose(roles(hands[s.index()])))).collect()
}

fn vp(g: &Broom, seat: u8) -> i16 {
    g.seats[p(seat)].vp
}

const FILL: [Role; 4] = [HerbGatherer, FruitGatherer, RootGatherer, WeatherFairy];

#[test]
fn s01_wands_by_seat_vp_potions_and_pawns_at_the_start() {
    for (players, first, wands) in [
        (4, 0, vec![1, 2, 2, 1]),
        (3, 0, vec![1, 2, 1]),
        (2, 0, vec![1, 1]),
        (5, 0, vec![1, 2, 2, 2, 1]),
        (4, 1, vec![1, 1, 2, 2]),
    ] {
        let g = Broom::new(BroomOptions { players, first: p(first), ..BroomOptions::default() }, 3).unwrap();
        let v = g.view(Viewer::Table);
        let got: Vec<u8> =
            v.seats.values().iter().map(|s| s.stock.of(Resource::Wand) + s.aside.of(Resource::Wand)).collect();
        assert_eq!(got, wands, "{players} players, first {first}");
        for s in v.seats.values() {
            assert_eq!(s.vp, 10);
            let mut all = s.stock;
            all.put(s.aside);
            assert_eq!(all.0[..3], [1, 1, 1]);
            assert_eq!(s.pawns, [area(&g, "A25"), area(&g, "A26")]);
        }
        assert_eq!(v.clouds.len(), 18, "18 of the 24 clouds face up");
        assert_eq!((v.events.len(), v.events_left), (1, 6), "7 of 10 events, the first revealed");
    }
}

/// Plays every seat's first (or with `last`, last) legal action until `stop` holds.
fn drive(g: &mut Broom, last: bool, stop: impl Fn(&Broom) -> bool) -> Vec<BroomEvent> {
    let mut events = Vec::new();
    while !stop(g) {
        let seat = match g.to_act() {
            ToAct::One(s) => s,
            ToAct::Simultaneous(s) => s[0],
            other => panic!("{other:?}"),
        };
        let legal = g.legal_actions(seat);
        let pick = if last { legal[legal.len() - 1] } else { legal[0] };
        events.extend(g.apply(seat, pick).unwrap());
    }
    events
}

#[test]
fn s02_bewitched_cards_per_round_and_the_two_player_reshuffle() {
    for players in 2..=5u8 {
        let mut g = Broom::new(BroomOptions { players, ..BroomOptions::default() }, 11).unwrap();
        let mut rounds = vec![g.bewitched];
        for e in drive(&mut g, false, |g| g.phase == Phase::Over) {
            if let BroomEvent::RoundStarted { bewitched, .. } = e {
                rounds.push(bewitched);
            }
        }
        assert_eq!(rounds.len(), 7);
        assert!(rounds.iter().all(|r| r.len() == usize::from(5 - players)), "{players}: {rounds:?}");
        if players == 2 {
            let first_three = Roles(rounds[0].0 | rounds[1].0 | rounds[2].0);
            assert_eq!(first_three.len(), 9, "rounds 1–3 reveal 9 different roles");
            let tenth = Roles(Roles::ALL.0 & !first_three.0);
            assert_eq!(rounds[3].0 & tenth.0, tenth.0, "round 4 reveals the 10th");
        }
    }
}

/// Four players who all chose: A (0) holds Forest Witch, B and C too, D not.
fn overtaking_table() -> Broom {
    let mut g = table(4, E::WandHoard);
    choose(
        &mut g,
        &[
            &[ForestWitch, PrairieWitch, HillWitch, MountainWitch],
            &[ForestWitch, ValleyDruid, PeakDruid, HerbGatherer],
            &[ForestWitch, FruitGatherer, RootGatherer, WeatherFairy],
            &[PrairieWitch, HillWitch, MountainWitch, ValleyDruid],
        ],
    );
    g
}

#[test]
fn s03_a_later_brave_claim_knocks_out_the_earlier_one() {
    let mut g = overtaking_table();
    let (a16, a25) = (area(&g, "A16"), area(&g, "A25"));
    act(&mut g, 0, A::Lead(ForestWitch, Brave));
    assert_eq!(g.phase, Phase::Follow(p(1)));
    let events = act(&mut g, 1, A::Follow(Brave));
    assert!(events.contains(&BroomEvent::Overtaken { seat: p(0) }));
    act(&mut g, 2, A::Follow(Cowardly));
    // C's cowardly move happens at once, before D is reached.
    assert!(matches!(g.phase, Phase::Act(s, Step::Move { brave: false, .. }) if s == p(2)));
    let events = act(&mut g, 2, A::Move { from: a25, to: a16 });
    assert!(events.contains(&BroomEvent::Passed { seat: p(3) }));
    // B acts last; A gets nothing.
    assert!(matches!(g.phase, Phase::Act(s, Step::Move { brave: true, .. }) if s == p(1)));
    act(&mut g, 1, A::Move { from: a25, to: a16 });
    let t01 = tower(&g, "T01");
    act(&mut g, 1, A::Deliver(t01));
    assert_eq!(g.phase, Phase::Lead(p(1)), "B leads the next turn");
    assert_eq!(g.seats[p(0)].pawns, g.map.castles, "A did not move");
    assert_eq!((vp(&g, 0), vp(&g, 1)), (10, 13));
    let turn = &g.turns[0];
    assert_eq!(turn.plays.iter().map(|p| p.out).collect::<Vec<_>>(), [true, false, false]);
}

/// Two players with a pawn on A16 each.
fn on_a16(players: u8) -> Broom {
    let mut g = table(players, E::WandHoard);
    let a16 = area(&g, "A16");
    for s in g.seats.values_mut() {
        s.pawns[0] = a16;
    }
    g
}

#[test]
fn s04_a_cowardly_follower_fills_the_tower_before_the_brave_leader() {
    let mut g = on_a16(2);
    let t01 = tower(&g, "T01");
    choose(
        &mut g,
        &[&[ValleyDruid, HerbGatherer, FruitGatherer, RootGatherer], &[ValleyDruid, ForestWitch, HillWitch, PeakDruid]],
    );
    act(&mut g, 0, A::Lead(ValleyDruid, Brave));
    act(&mut g, 1, A::Follow(Cowardly));
    assert!(g.legal_actions(p(1)).contains(&A::Deliver(t01)));
    let events = act(&mut g, 1, A::Deliver(t01));
    assert_eq!(g.towers[usize::from(t01)], Some(p(1)));
    // A's brave druid finds T01 occupied and nothing else green to supply: passed over, no +3.
    assert!(events.contains(&BroomEvent::Idle { seat: p(0) }));
    assert_eq!((vp(&g, 0), vp(&g, 1), g.phase.clone()), (10, 13, Phase::Lead(p(0))));
    assert_eq!(g.apply(p(0), A::Deliver(t01)), Err(RuleError::Illegal(BroomIllegal::NotNow)));
}

#[test]
fn s05_all_cowardly_the_leader_again_and_a_leader_without_cards_passes_the_lead_on() {
    let mut g = overtaking_table();
    act(&mut g, 0, A::Lead(ForestWitch, Cowardly));
    act(&mut g, 0, A::Skip);
    act(&mut g, 1, A::Follow(Cowardly));
    act(&mut g, 1, A::Skip);
    act(&mut g, 2, A::Follow(Cowardly));
    act(&mut g, 2, A::Skip);
    assert_eq!(g.phase, Phase::Lead(p(0)), "all cowardly: the same leader");
    // A plays out: the others follow or pass.
    for role in [PrairieWitch, HillWitch, MountainWitch] {
        act(&mut g, 0, A::Lead(role, Cowardly));
        drive(&mut g, true, |g| matches!(g.phase, Phase::Lead(_)));
    }
    assert!(g.seats[p(0)].hand.is_empty());
    assert_eq!(g.phase, Phase::Lead(p(1)), "A has no cards: the next clockwise with cards leads");
}

#[test]
fn s06_the_last_brave_player_who_skips_still_leads() {
    let mut g = overtaking_table();
    act(&mut g, 0, A::Lead(ForestWitch, Cowardly));
    act(&mut g, 0, A::Skip);
    act(&mut g, 1, A::Follow(Brave));
    act(&mut g, 2, A::Follow(Cowardly));
    act(&mut g, 2, A::Skip);
    act(&mut g, 1, A::Skip);
    assert_eq!(g.phase, Phase::Lead(p(1)));
}

#[test]
fn s07_one_player_left_plays_alone() {
    let mut g = table(3, E::WandHoard);
    choose(
        &mut g,
        &[
            &[ForestWitch, PrairieWitch, HillWitch, MountainWitch],
            &FILL,
            &[ValleyDruid, PeakDruid, HerbGatherer, FruitGatherer],
        ],
    );
    g.seats[p(1)].hand = Roles::default();
    g.seats[p(2)].hand = Roles::default();
    g.seats[p(0)].hand = roles(&[ForestWitch, PrairieWitch]);
    for role in [ForestWitch, PrairieWitch] {
        let events = act(&mut g, 0, A::Lead(role, Cowardly));
        assert!(!events.iter().any(|e| matches!(e, BroomEvent::Played { seat, .. } if *seat != p(0))));
        act(&mut g, 0, A::Skip);
    }
    assert_eq!(g.turns.len(), 0, "two turns alone, then the round ended");
    assert_eq!(g.round, 2);
}

#[test]
fn s08_every_play_of_a_bewitched_role_costs_3_vp_even_knocked_out() {
    let mut g = overtaking_table();
    g.bewitched = roles(&[ForestWitch]);
    g.seats[p(2)].vp = 2;
    act(&mut g, 0, A::Lead(ForestWitch, Brave));
    act(&mut g, 1, A::Follow(Brave));
    act(&mut g, 2, A::Follow(Cowardly));
    act(&mut g, 2, A::Skip);
    act(&mut g, 1, A::Skip);
    assert_eq!((vp(&g, 0), vp(&g, 1), vp(&g, 2), vp(&g, 3)), (7, 7, -1, 10));
    assert_eq!(g.log.iter().filter(|e| e.why == Why::Bewitched(ForestWitch)).count(), 3, "once per card");
}

#[test]
fn s09_a_brave_druid_or_fairy_with_nothing_done_gains_no_bonus() {
    let mut g = table(2, E::WandHoard);
    choose(
        &mut g,
        &[
            &[PeakDruid, WeatherFairy, HerbGatherer, FruitGatherer],
            &[ForestWitch, PrairieWitch, HillWitch, MountainWitch],
        ],
    );
    // Pawns on the castles: A26 is hill, but no tower there takes a potion of a colour A lacks.
    g.seats[p(0)].stock = Stock([0, 0, 0, 0]);
    let events = act(&mut g, 0, A::Lead(PeakDruid, Brave));
    assert!(events.contains(&BroomEvent::Idle { seat: p(0) }), "nothing to deliver: passed over");
    assert_eq!(vp(&g, 0), 10);
    // The fairy: a cloud next to a pawn, one wand short.
    let (a15, a14) = (area(&g, "A15"), area(&g, "A14"));
    g.seats[p(0)].pawns[0] = a15;
    let cloud = g.map.clouds.iter().position(|c| c.stars == 2).unwrap() as u8;
    g.board = vec![(a14, cloud)];
    g.seats[p(0)].stock = Stock([0, 0, 0, 1]);
    act(&mut g, 0, A::Lead(WeatherFairy, Brave));
    assert_eq!(vp(&g, 0), 10);
    assert_eq!(g.board, vec![(a14, cloud)]);
}

#[test]
fn s10_the_fairy_charms_a_cloud_next_to_a_pawn_only() {
    let mut g = table(2, E::WandHoard);
    let [a23, a14, a31, a13] = ["A23", "A14", "A31", "A13"].map(|id| area(&g, id));
    g.board = vec![(a14, 0), (a31, 1), (a13, 2)];
    g.seats[p(0)].pawns = [a23, a23];
    g.seats[p(0)].stock = Stock([0, 0, 0, 9]);
    choose(
        &mut g,
        &[
            &[WeatherFairy, HerbGatherer, FruitGatherer, RootGatherer],
            &[ForestWitch, PrairieWitch, HillWitch, MountainWitch],
        ],
    );
    act(&mut g, 0, A::Lead(WeatherFairy, Cowardly));
    assert_eq!(g.legal_actions(p(0)), [A::Charm(0), A::Charm(1), A::Skip]);
    assert_eq!(g.apply(p(0), A::Charm(2)), Err(RuleError::Illegal(BroomIllegal::CannotCharm)));
    let stars = g.map.clouds[1].stars;
    act(&mut g, 0, A::Charm(1));
    assert_eq!(g.seats[p(0)].clouds, [1]);
    assert_eq!(g.seats[p(0)].stock.of(Resource::Wand), 9 - stars);
    assert_eq!(g.board.len() + 1, 3, "clouds on the board + charmed stay the same");
}

#[test]
fn s11_a_clouded_area_blocks_a_witch_but_not_a_tower_on_its_border() {
    let mut g = table(2, E::WandHoard);
    let [a15, a14] = ["A15", "A14"].map(|id| area(&g, id));
    let t21 = tower(&g, "T21");
    g.board = vec![(a14, 0)];
    g.seats[p(0)].pawns = [a15, a15];
    g.seats[p(0)].stock = Stock([0, 0, 1, 9]);
    choose(
        &mut g,
        &[
            &[MountainWitch, ValleyDruid, WeatherFairy, HerbGatherer],
            &[ForestWitch, PrairieWitch, HillWitch, FruitGatherer],
        ],
    );
    act(&mut g, 0, A::Lead(MountainWitch, Cowardly));
    assert!(g.phase == Phase::Lead(p(0)), "no mountain to enter: passed over");
    // The Valley Druid supplies T21 from A15 while A14 is clouded.
    act(&mut g, 0, A::Lead(ValleyDruid, Cowardly));
    assert!(g.legal_actions(p(0)).contains(&A::Deliver(t21)));
    act(&mut g, 0, A::Skip);
    act(&mut g, 0, A::Lead(WeatherFairy, Cowardly));
    act(&mut g, 0, A::Charm(0));
    assert!(!g.clouded(a14));
    // Now a Mountain Witch may enter A14 (next round's hand).
    let step = Step::Move { landscape: Landscape::Mountain, brave: false };
    assert_eq!(g.step_actions(p(0), step), [A::Move { from: a15, to: a14 }, A::Skip]);
}

#[test]
fn s12_a_brave_witch_may_move_without_delivering_and_never_delivers_where_she_started() {
    let mut g = on_a16(2);
    let [a16, a17, a25] = ["A16", "A17", "A25"].map(|id| area(&g, id));
    g.seats[p(0)].pawns = [a16, a25];
    choose(
        &mut g,
        &[
            &[ForestWitch, PrairieWitch, HerbGatherer, FruitGatherer],
            &[HillWitch, MountainWitch, PeakDruid, RootGatherer],
        ],
    );
    act(&mut g, 0, A::Lead(PrairieWitch, Brave));
    // From A16 (T01 green there) she goes to A17: only A17's towers may be supplied.
    act(&mut g, 0, A::Move { from: a16, to: a17 });
    let legal = g.legal_actions(p(0));
    assert!(!legal.contains(&A::Deliver(tower(&g, "T01"))), "not from the area she left: {legal:?}");
    act(&mut g, 0, A::Skip);
    assert_eq!(g.seats[p(0)].pawns, [a17, a25]);
    assert_eq!(g.phase, Phase::Lead(p(0)));
}

#[test]
fn s13_a_round_tower_takes_one_potion_and_pays_its_wands_a_square_one_takes_any() {
    let mut g = table(2, E::WandHoard);
    let [a08, a17] = ["A08", "A17"].map(|id| area(&g, id));
    let (t11, s2) = (tower(&g, "T11"), tower(&g, "S2"));
    for s in g.seats.values_mut() {
        s.pawns = [a08, a17];
        s.stock = Stock([0, 2, 2, 0]);
    }
    choose(
        &mut g,
        &[
            &[ValleyDruid, ForestWitch, HerbGatherer, FruitGatherer],
            &[ValleyDruid, PrairieWitch, PeakDruid, RootGatherer],
        ],
    );
    act(&mut g, 0, A::Lead(ValleyDruid, Cowardly));
    act(&mut g, 0, A::Deliver(t11));
    assert_eq!(g.towers[usize::from(t11)], Some(p(0)));
    assert_eq!((vp(&g, 0), g.seats[p(0)].stock), (14, Stock([0, 1, 2, 1])), "T11: 4 VP and 1 wand");
    act(&mut g, 1, A::Follow(Cowardly));
    assert_eq!(g.apply(p(1), A::Deliver(t11)), Err(RuleError::Illegal(BroomIllegal::CannotDeliver)), "occupied");
    act(&mut g, 1, A::Deliver(s2));
    assert_eq!((vp(&g, 1), g.seats[p(1)].stock), (12, Stock([0, 2, 1, 0])), "S2: 2 VP, the potion to the supply");
    assert_eq!(g.towers[usize::from(s2)], None, "a square tower is never occupied");
}

#[test]
fn s13_two_players_deliver_to_the_same_square_tower_in_one_turn() {
    let mut g = table(2, E::WandHoard);
    let a17 = area(&g, "A17");
    let s2 = tower(&g, "S2");
    for s in g.seats.values_mut() {
        s.pawns = [a17, a17];
    }
    choose(
        &mut g,
        &[
            &[ValleyDruid, ForestWitch, HerbGatherer, FruitGatherer],
            &[ValleyDruid, PrairieWitch, PeakDruid, RootGatherer],
        ],
    );
    act(&mut g, 0, A::Lead(ValleyDruid, Cowardly));
    act(&mut g, 0, A::Deliver(s2));
    act(&mut g, 1, A::Follow(Cowardly));
    act(&mut g, 1, A::Deliver(s2));
    assert_eq!((vp(&g, 0), vp(&g, 1)), (12, 12));
    assert_eq!(g.seats[p(1)].stock.of(Resource::Orange), 0);
}

/// Ends the round at once: every hand emptied, then the last turn's end.
fn end_round_now(g: &mut Broom) -> Vec<BroomEvent> {
    let mut events = Vec::new();
    g.end_round(&mut events);
    events
}

#[test]
fn s14_perilous_places_by_the_landscape_under_each_pawn() {
    let mut g = table(2, E::PerilousPlaces);
    let [a33, a34, a16, a17] = ["A33", "A34", "A16", "A17"].map(|id| area(&g, id));
    g.seats[p(0)].pawns = [a33, a34];
    g.seats[p(1)].pawns = [a16, a17];
    end_round_now(&mut g);
    assert_eq!((vp(&g, 0), vp(&g, 1)), (10, 12));
}

#[test]
fn s15_flock_together_two_pawns_on_one_landscape() {
    let mut g = table(2, E::FlockTogether);
    let [a19, a33, a34] = ["A19", "A33", "A34"].map(|id| area(&g, id));
    g.seats[p(0)].pawns = [a19, a33];
    g.seats[p(1)].pawns = [a33, a34];
    end_round_now(&mut g);
    assert_eq!((vp(&g, 0), vp(&g, 1)), (13, 10));
}

#[test]
fn s16_more_or_less_hands_of_one_to_five_scored_when_shown_together() {
    let mut g = table(2, E::MoreOrLess);
    assert_eq!(g.legal_actions(p(0)).len(), 637);
    assert_eq!(g.view(Viewer::Seat(p(0))).hand_sizes, [1, 5], "the choice screen says how many cards");
    act(&mut g, 0, A::Choose(roles(&[WeatherFairy])));
    assert_eq!(g.view(Viewer::Seat(p(1))).seats[p(0)].cards, None, "the size stays secret until all have chosen");
    assert_eq!(vp(&g, 0), 10);
    let events = act(&mut g, 1, A::Choose(roles(&[ForestWitch, PrairieWitch, HillWitch, MountainWitch, ValleyDruid])));
    assert!(events.contains(&BroomEvent::HandsShown { cards: PerPlayer::from_fn(2, |s| [1, 5][s.index()]) }));
    assert_eq!((vp(&g, 0), vp(&g, 1)), (19, 7));
    assert_eq!(g.apply(p(0), A::Choose(roles(&[])),), Err(RuleError::Illegal(BroomIllegal::NotNow)));
    act(&mut g, 0, A::Lead(WeatherFairy, Cowardly));
    assert!(g.seats[p(0)].hand.is_empty());
    // Outside More or Less, a hand is exactly 4.
    let mut h = table(2, E::WandHoard);
    assert_eq!(h.legal_actions(p(0)).len(), 210);
    assert_eq!(h.view(Viewer::Table).hand_sizes, [4, 4]);
    assert_eq!(h.apply(p(0), A::Choose(roles(&[WeatherFairy]))), Err(RuleError::Illegal(BroomIllegal::HandSize)));
}

#[test]
fn s18_ties_go_to_more_resources_then_are_shared() {
    let o = BroomOutcome::of(PerPlayer::from_fn(3, |_| 40), PerPlayer::from_fn(3, |s| [3, 5, 5][s.index()]));
    assert_eq!(o.places.values(), [3, 1, 1]);
    assert_eq!(o.winners().collect::<Vec<_>>(), [p(1), p(2)]);
    let o =
        BroomOutcome::of(PerPlayer::from_fn(2, |s| [41, 40][s.index()]), PerPlayer::from_fn(2, |s| [0, 9][s.index()]));
    assert_eq!(o.winners().collect::<Vec<_>>(), [p(0)]);
}

#[test]
fn s19_the_next_round_is_led_by_the_last_brave_else_the_last_to_play() {
    for (options, brave, leader) in
        [(NextLeader::LastToPlay, true, 1), (NextLeader::LastToPlay, false, 2), (NextLeader::TurnLeader, false, 0)]
    {
        let mut g =
            table_with(BroomOptions { players: 3, next_leader: options, ..BroomOptions::default() }, E::WandHoard);
        choose(
            &mut g,
            &[
                &[ForestWitch, PrairieWitch, HillWitch, MountainWitch],
                &[ForestWitch, ValleyDruid, PeakDruid, HerbGatherer],
                &[ForestWitch, FruitGatherer, RootGatherer, WeatherFairy],
            ],
        );
        for s in g.seats.values_mut() {
            s.hand = roles(&[ForestWitch]);
        }
        act(&mut g, 0, A::Lead(ForestWitch, Cowardly));
        act(&mut g, 0, A::Skip);
        act(&mut g, 1, A::Follow(if brave { Brave } else { Cowardly }));
        if !brave {
            act(&mut g, 1, A::Skip);
        }
        act(&mut g, 2, A::Follow(Cowardly));
        act(&mut g, 2, A::Skip);
        if brave {
            act(&mut g, 1, A::Skip);
        }
        assert_eq!((g.round, g.leader), (2, p(leader)), "{options:?}, brave {brave}");
        assert_eq!(g.phase, Phase::Choose(g.seat_order(p(leader)).collect()));
    }
}

#[test]
fn s20_a_later_seats_pass_or_holding_is_not_shown_before_play_reaches_it() {
    // Two tables alike but for seat 3 holding the led role or not.
    let tables = [true, false].map(|holds| {
        let mut g = table(4, E::WandHoard);
        let d: &[Role] = if holds {
            &[HerbGatherer, PrairieWitch, HillWitch, MountainWitch]
        } else {
            &[ValleyDruid, PrairieWitch, HillWitch, MountainWitch]
        };
        choose(
            &mut g,
            &[
                &[HerbGatherer, ForestWitch, PeakDruid, WeatherFairy],
                &[HerbGatherer, FruitGatherer, RootGatherer, ValleyDruid],
                &[ForestWitch, PrairieWitch, HillWitch, MountainWitch],
                d,
            ],
        );
        act(&mut g, 0, A::Lead(HerbGatherer, Brave));
        g
    });
    for viewer in [Viewer::Table, Viewer::Seat(p(0)), Viewer::Seat(p(1)), Viewer::Seat(p(2))] {
        assert_eq!(tables[0].view(viewer), tables[1].view(viewer), "{viewer:?}");
    }
    let after = tables.map(|mut g| {
        act(&mut g, 1, A::Follow(Cowardly));
        act(&mut g, 1, A::Take(Resource::Green));
        g
    });
    // Seat 2 passed when reached; seat 3 decides now (or passed).
    assert_eq!(after[0].phase, Phase::Follow(p(3)));
    assert_eq!(after[1].turns[0].passes, [p(2), p(3)]);
    assert_ne!(after[0].view(Viewer::Table), after[1].view(Viewer::Table));
}

#[test]
fn gatherers_give_what_the_settings_say() {
    for (cowardly, brave, brave_gets) in [
        (CowardlyGather::Potion, BraveGather::PotionsAndWand, Stock([0, 2, 0, 1])),
        (CowardlyGather::PotionOrWand, BraveGather::ThreePotions, Stock([0, 3, 0, 0])),
    ] {
        let options =
            BroomOptions { players: 2, gatherer_cowardly: cowardly, gatherer_brave: brave, ..BroomOptions::default() };
        let mut g = table_with(options, E::WandHoard);
        for s in g.seats.values_mut() {
            s.stock = Stock::default();
        }
        choose(
            &mut g,
            &[
                &[FruitGatherer, ForestWitch, HerbGatherer, RootGatherer],
                &[FruitGatherer, PrairieWitch, PeakDruid, HillWitch],
            ],
        );
        act(&mut g, 0, A::Lead(FruitGatherer, Cowardly));
        let wand = cowardly == CowardlyGather::PotionOrWand;
        let expected: &[BroomAction] = if wand {
            &[A::Take(Resource::Purple), A::Take(Resource::Wand), A::Skip]
        } else {
            &[A::Take(Resource::Purple), A::Skip]
        };
        assert_eq!(g.legal_actions(p(0)), expected);
        act(&mut g, 0, expected[0]);
        act(&mut g, 1, A::Follow(Brave));
        assert_eq!(g.legal_actions(p(1)), [A::Take(Resource::Purple), A::Skip]);
        act(&mut g, 1, A::Take(Resource::Purple));
        assert_eq!(g.seats[p(0)].stock, Stock([0, 1, 0, 0]));
        assert_eq!(g.seats[p(1)].stock, brave_gets);
    }
}

#[test]
fn black_market_and_black_distillery_follow_a_cowardly_action_actually_carried_out() {
    for event in [E::BlackMarket, E::BlackDistillery] {
        let mut g = table(2, event);
        choose(
            &mut g,
            &[
                &[HerbGatherer, ForestWitch, HillWitch, FruitGatherer],
                &[HerbGatherer, PrairieWitch, PeakDruid, RootGatherer],
            ],
        );
        act(&mut g, 0, A::Lead(HerbGatherer, Cowardly));
        act(&mut g, 0, A::Take(Resource::Green));
        let stock = g.seats[p(0)].stock;
        match event {
            E::BlackMarket => {
                assert_eq!(g.legal_actions(p(0)).len(), 4 * 3 + 1, "every kind held for every other, or not");
                act(&mut g, 0, A::Exchange { give: Resource::Green, take: Resource::Wand });
                assert_eq!(g.seats[p(0)].stock, Stock([stock.0[0] - 1, 1, 1, 2]));
            }
            _ => {
                assert_eq!(
                    g.legal_actions(p(0)),
                    [A::Distil(Potion::Green), A::Distil(Potion::Purple), A::Distil(Potion::Orange), A::Skip]
                );
                act(&mut g, 0, A::Distil(Potion::Orange));
                assert_eq!(g.seats[p(0)].stock, Stock([2, 1, 2, 1]));
            }
        }
        // A brave action, or a cowardly one declined, gives nothing.
        act(&mut g, 1, A::Follow(Cowardly));
        act(&mut g, 1, A::Skip);
        assert_eq!(g.phase, Phase::Lead(p(0)), "{event:?}: declined, no offer");
        act(&mut g, 0, A::Lead(FruitGatherer, Brave));
        act(&mut g, 0, A::Take(Resource::Purple));
        assert_eq!(g.phase, Phase::Lead(p(0)), "{event:?}: brave, no offer");
    }
}

#[test]
fn empty_hands_sets_resources_aside_for_the_round() {
    for (setting, kept) in [(EmptyHands::Everything, Stock::default()), (EmptyHands::PotionsOnly, Stock([0, 0, 0, 1]))]
    {
        let mut g =
            table_with(BroomOptions { players: 2, empty_hands: setting, ..BroomOptions::default() }, E::WandHoard);
        // Round 2's event is Empty Hands.
        g.deck.retain(|&e| e != E::EmptyHands);
        g.removed.retain(|&e| e != E::EmptyHands);
        g.removed.push(E::WandHoard);
        g.deck.push(E::EmptyHands);
        g.revealed = vec![E::CloudKeepers];
        end_round_now(&mut g);
        assert_eq!(g.event(), E::EmptyHands);
        assert_eq!(g.seats[p(0)].stock, kept, "{setting:?}");
        let v = g.view(Viewer::Table);
        assert_eq!(v.seats[p(0)].aside.total() + kept.total(), 4, "set aside in public");
        // Resources gained work; the set-aside ones come back after the round's last turn.
        choose(
            &mut g,
            &[
                &[HerbGatherer, ForestWitch, HillWitch, FruitGatherer],
                &[RootGatherer, PrairieWitch, PeakDruid, MountainWitch],
            ],
        );
        act(&mut g, 0, A::Lead(HerbGatherer, Cowardly));
        act(&mut g, 0, A::Take(Resource::Green));
        assert_eq!(g.seats[p(0)].stock.of(Resource::Green), 1);
        drive(&mut g, true, |g| g.round == 3);
        assert_eq!(g.seats[p(0)].stock, Stock([2, 1, 1, 1]));
    }
}

#[test]
fn the_upper_hand_fists_open_together_and_the_largest_pays_for_5_vp() {
    let mut g = table(3, E::UpperHand);
    g.seats[p(2)].stock = Stock::default();
    end_round_now(&mut g);
    assert_eq!(g.phase, Phase::Fist(vec![p(0), p(1)]), "only players with resources make a fist");
    act(&mut g, 0, A::Fist(Stock([1, 0, 0, 1])));
    assert_eq!(g.view(Viewer::Seat(p(1))).fist, None);
    assert!(g.view(Viewer::Seat(p(0))).fist.is_some());
    assert_eq!(g.apply(p(1), A::Fist(Stock([0, 0, 0, 3]))), Err(RuleError::Illegal(BroomIllegal::NotHeld)));
    let events = act(&mut g, 1, A::Fist(Stock([1, 1, 0, 0])));
    assert!(events.iter().any(|e| matches!(e, BroomEvent::FistsOpened { .. })));
    assert_eq!((vp(&g, 0), vp(&g, 1), vp(&g, 2)), (15, 15, 10), "equal largest fists both win");
    assert_eq!(g.seats[p(0)].stock, Stock([0, 1, 1, 0]));
    assert_eq!(g.round, 2);
}

#[test]
fn the_works_one_full_set_each_in_seat_order_from_the_next_leader() {
    let mut g = table(3, E::Works);
    g.leader = p(1);
    g.seats[p(0)].stock = Stock([1, 1, 1, 0]);
    g.seats[p(2)].stock = Stock([2, 2, 2, 2]);
    end_round_now(&mut g);
    assert_eq!(g.phase, Phase::Works(vec![p(1), p(2)]));
    act(&mut g, 1, A::Skip);
    act(&mut g, 2, A::HandIn);
    assert_eq!((vp(&g, 1), vp(&g, 2), g.seats[p(2)].stock), (10, 16, Stock([1, 1, 1, 1])));
    assert_eq!(g.round, 2);
}

#[test]
fn wand_hoard_and_cloud_keepers() {
    let mut g = table(3, E::WandHoard);
    g.seats[p(0)].stock = Stock([0, 0, 0, 3]);
    g.seats[p(1)].stock = Stock([0, 0, 0, 3]);
    end_round_now(&mut g);
    assert_eq!((vp(&g, 0), vp(&g, 1), vp(&g, 2)), (13, 13, 10));
    let mut g = table(2, E::CloudKeepers);
    g.seats[p(1)].clouds = vec![3, 4];
    end_round_now(&mut g);
    assert_eq!((vp(&g, 0), vp(&g, 1)), (10, 12));
}

#[test]
fn a_brave_fairy_may_charm_any_number_under_that_setting_with_3_vp_once() {
    let options = BroomOptions { players: 2, fairy_brave: BraveFairy::AnyClouds, ..BroomOptions::default() };
    let mut g = table_with(options, E::WandHoard);
    let [a23, a14, a31] = ["A23", "A14", "A31"].map(|id| area(&g, id));
    g.board = vec![(a14, 0), (a31, 1)];
    g.seats[p(0)].pawns = [a23, a23];
    g.seats[p(0)].stock = Stock([0, 0, 0, 20]);
    choose(
        &mut g,
        &[
            &[WeatherFairy, HerbGatherer, FruitGatherer, RootGatherer],
            &[ForestWitch, PrairieWitch, HillWitch, MountainWitch],
        ],
    );
    act(&mut g, 0, A::Lead(WeatherFairy, Brave));
    act(&mut g, 0, A::Charm(0));
    act(&mut g, 0, A::Charm(1));
    assert_eq!(vp(&g, 0), 13);
    assert_eq!(g.seats[p(0)].clouds, [0, 1]);
    assert_eq!(g.phase, Phase::Lead(p(0)));
}

#[test]
fn final_scoring_adds_lightning_and_resource_sets() {
    let mut g = table(2, E::BlackMarket);
    g.round = ROUNDS;
    let bolts = g.map.clouds.iter().position(|c| c.lightning == 3).unwrap() as u8;
    g.seats[p(0)].clouds = vec![bolts];
    g.seats[p(0)].stock = Stock([3, 1, 1, 1]);
    g.seats[p(1)].stock = Stock([0, 0, 0, 0]);
    let events = end_round_now(&mut g);
    assert_eq!(events.last(), Some(&BroomEvent::GameOver));
    let o = g.outcome().unwrap();
    assert_eq!(o.vp.values(), [10 + 3 + 4, 10]);
    assert_eq!(o.winners().collect::<Vec<_>>(), [p(0)]);
}

#[test]
fn settings_are_checked_and_a_broken_map_is_refused() {
    let new = |o: BroomOptions| Broom::new(o, 1).map(|_| ());
    assert_eq!(
        new(BroomOptions { players: 6, ..BroomOptions::default() }),
        Err(SetupError::PlayerCount { min: 2, max: 5, got: 6 })
    );
    assert_eq!(
        new(BroomOptions { perilous: [1, 1, 2, -1], ..BroomOptions::default() }),
        Err(SetupError::PerilousExample)
    );
    assert_eq!(new(BroomOptions { perilous: [2, 0, 0, 0], ..BroomOptions::default() }), Ok(()));
    assert_eq!(
        new(BroomOptions { works: 21, ..BroomOptions::default() }),
        Err(SetupError::Setting { min: 0, max: 20, got: 21 })
    );
    assert_eq!(
        new(BroomOptions { more_or_less: [9, 6, 3, 0, -30], ..BroomOptions::default() }),
        Err(SetupError::Setting { min: -20, max: 20, got: -30 })
    );
    assert_eq!(
        new(BroomOptions { map: Some("{}".into()), ..BroomOptions::default() }),
        Err(SetupError::Map(map::MapError::Unreadable))
    );
    assert_eq!(new(BroomOptions { map: Some(map::DESIGNED.into()), ..BroomOptions::default() }), Ok(()));
}

#[test]
fn undo_only_while_nothing_new_was_shown() {
    let mut g = overtaking_table();
    act(&mut g, 0, A::Lead(ForestWitch, Cowardly));
    assert!(g.can_undo(p(0)), "a cowardly lead waits for its own action");
    act(&mut g, 0, A::Skip);
    assert!(!g.can_undo(p(0)), "B's decision shows B holds the role");
    let mut g = table(3, E::WandHoard);
    act(&mut g, 0, A::Choose(roles(&FILL)));
    assert!(g.can_undo(p(0)));
    act(&mut g, 1, A::Choose(roles(&FILL)));
    act(&mut g, 2, A::Choose(roles(&FILL)));
    assert!(!g.can_undo(p(2)), "the hands were shown");
}

/// The spec's invariants, after every move of seeded random games at every table size.
#[test]
fn invariants_hold_in_seeded_random_games() {
    let mut rng = crate::rng::Rng::from_seed(99);
    for game in 0..300u64 {
        let players = 2 + (game % 4) as u8;
        let options = BroomOptions {
            players,
            first: p((game % u64::from(players)) as u8),
            fairy_brave: if game % 3 == 0 { BraveFairy::AnyClouds } else { BraveFairy::OneCloud },
            gatherer_cowardly: if game % 5 == 0 { CowardlyGather::PotionOrWand } else { CowardlyGather::Potion },
            ..BroomOptions::default()
        };
        let mut g = Broom::new(options, game).unwrap();
        // Potions and wands from the supply, net, by kind.
        let mut net = [0i32; 4];
        for s in g.seats.values() {
            for r in Resource::ALL {
                net[r as usize] += i32::from(s.stock.of(r) + s.aside.of(r));
            }
        }
        let mut rounds = 1;
        let mut distinct = Roles::default();
        let mut leads = 0;
        loop {
            let seats = match g.to_act() {
                ToAct::One(s) => vec![s],
                ToAct::Simultaneous(s) => s,
                ToAct::GameOver => break,
                ToAct::Chance(_) => unreachable!("no chance steps: draws come from the stored seed"),
            };
            let seat = seats[rng.below(seats.len() as u32) as usize];
            let legal = g.legal_actions(seat);
            if let Phase::Act(..) = g.phase {
                assert_eq!(legal.last(), Some(&A::Skip), "declining is always there");
            }
            let action = legal[rng.below(legal.len() as u32) as usize];
            let bewitched = g.bewitched;
            leads += i32::from(matches!(action, A::Lead(..)));
            let events = g.apply(seat, action).unwrap();
            let (mut played, mut paid) = (0, 0);
            for e in &events {
                match e {
                    BroomEvent::Supply { got, paid, .. } => {
                        for r in Resource::ALL {
                            net[r as usize] += i32::from(got.of(r)) - i32::from(paid.of(r));
                        }
                    }
                    BroomEvent::HandsShown { .. } => {
                        distinct = Roles(g.seats.values().iter().fold(0, |u, s| u | s.hand.0))
                    }
                    BroomEvent::Played { role, .. } => played += i32::from(bewitched.contains(*role)),
                    BroomEvent::Scored(entry) => paid += i32::from(matches!(entry.why, Why::Bewitched(_))),
                    BroomEvent::RoundStarted { bewitched, .. } => {
                        rounds += 1;
                        assert_eq!(
                            bewitched.len(),
                            usize::from(5 - players),
                            "each round's bewitched roles are distinct"
                        );
                    }
                    _ => {}
                }
                if matches!(e, BroomEvent::RoundStarted { .. } | BroomEvent::GameOver) {
                    assert_eq!(leads as usize, distinct.len(), "turns per round = distinct roles in the hands");
                    leads = 0;
                }
            }
            assert_eq!(played, paid, "the bewitched penalty once per bewitched card played");
            if std::panic::catch_unwind(|| check(&g, &net)).is_err() {
                panic!("after {action:?} by {seat:?}: {events:?}");
            }
        }
        assert_eq!(rounds, 7, "exactly 7 rounds");
    }
}

/// The invariants that hold between any two moves.
fn check(g: &Broom, net: &[i32; 4]) {
    let on_towers =
        |c: Potion| g.map.towers.iter().zip(&g.towers).filter(|(t, who)| t.colour == c && who.is_some()).count() as i32;
    for r in Resource::ALL {
        let held: i32 = g.seats.values().iter().map(|s| i32::from(s.stock.of(r) + s.aside.of(r))).sum();
        let towers = Potion::ALL.iter().filter(|&&c| Resource::potion(c) == r).map(|&c| on_towers(c)).sum::<i32>();
        assert_eq!(net[r as usize], held + towers, "{r:?}: taken − returned = held + on towers");
    }
    let charmed: usize = g.seats.values().iter().map(|s| s.clouds.len()).sum();
    assert_eq!(g.board.len() + charmed, 18);
    for (seat, s) in g.seats.iter() {
        for &a in &s.pawns {
            assert!(g.map.is_land(a) && !g.clouded(a), "a pawn on land, never under a cloud");
        }
        let logged: i16 = g.log.iter().filter(|e| e.seat == seat).map(|e| e.vp).sum();
        assert_eq!(logged, s.vp - 10, "the log explains every VP");
        let played: Vec<Role> =
            g.turns.iter().flat_map(|t| t.plays.iter().filter(|p| p.seat == seat).map(|_| t.role)).collect();
        for r in &played {
            assert!(!s.hand.contains(*r), "a played role is never in hand");
        }
        if !matches!(g.phase, Phase::Choose(_)) {
            assert_eq!(s.hand.len() + played.len(), s.chosen.len(), "hand + played = chosen");
        }
        // Every card in hand can be played: each role led this round is gone from every hand.
        for t in &g.turns {
            let current =
                std::ptr::eq(t, g.turns.last().unwrap()) && matches!(g.phase, Phase::Follow(_) | Phase::Act(..));
            if !current {
                assert!(!s.hand.contains(t.role), "every copy of a role is played in the turn it is led");
            }
        }
    }
}
