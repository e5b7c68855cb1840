//! The session's pass-and-play flow, played through natively with every game.

use super::*;
use rules::bremen::{Bremen, BremenEvent, BremenOptions};
use rules::json;

fn names(n: usize) -> Vec<String> {
    ["Aiko", "Ben", "Chie", "Dan"][..n].iter().map(|s| s.to_string()).collect()
}

fn people(n: usize) -> Vec<Player> {
    vec![Player::Person; n]
}

fn session() -> Session<Bremen> {
    bremen([Player::Person; 4], 42)
}

fn play_first(s: &mut Session<Bremen>) {
    if let Stage::Curtain(_) = s.stage() {
        s.reveal();
    }
    assert!(matches!(s.stage(), Stage::Private(_)), "not private: {:?}", s.stage());
    let tile = s.view().legal[0];
    s.act(rules::bremen::BremenAction::Play(tile)).unwrap();
}

#[test]
fn starts_behind_the_curtain_of_the_first_leader() {
    let mut s = session();
    let any = rules::bremen::tile::Tile::new(rules::bremen::tile::Animal::Donkey, 1).unwrap();
    let play = rules::bremen::BremenAction::Play(any);
    assert_eq!(s.act(play), Err(ActError::NobodyRevealed), "nobody may act while the curtain is up");
    assert_eq!(s.moves(), 0);
    assert!(matches!(s.stage(), Stage::Curtain(_)));
    assert!(s.view().hands.values().iter().all(|h| matches!(h, rules::bremen::view::HandView::Hidden { .. })));
}

#[test]
fn each_play_hands_over_and_a_won_trick_pauses_for_everyone() {
    let mut s = session();
    for _ in 0..3 {
        play_first(&mut s);
        assert!(matches!(s.stage(), Stage::Curtain(_)), "a different player is next");
    }
    play_first(&mut s);
    assert_eq!(s.stage(), Stage::Pause);
    s.resume();
    assert!(matches!(s.stage(), Stage::Curtain(_) | Stage::Private(_)));
}

#[test]
fn undo_only_before_the_next_curtain_is_dismissed() {
    let mut s = session();
    s.reveal();
    let Stage::Private(first) = s.stage() else { panic!() };
    play_first(&mut s);
    assert_eq!(s.undoable_by(), Some(first));
    assert!(s.undo());
    assert_eq!(s.stage(), Stage::Curtain(first), "the hand comes back only behind its owner's curtain");
    assert!(s.handing_back());
    assert!(s.view().legal.is_empty(), "nothing private while the device is handed back");
    assert_eq!(s.moves(), 0);
    s.reveal();
    assert_eq!(s.stage(), Stage::Private(first));
    assert!(!s.handing_back());
    play_first(&mut s);
    s.reveal();
    assert_eq!(s.undoable_by(), None, "the next player has seen their screen");
    assert!(!s.undo());
}

#[test]
fn refused_actions_change_nothing_and_say_why() {
    use rules::bremen::{view::HandView, BremenAction};
    let mut s = session();
    loop {
        match s.stage() {
            Stage::Curtain(_) => s.reveal(),
            Stage::Pause => s.resume(),
            Stage::Over | Stage::Bot(_) => panic!("no refusable tile in a whole game"),
            Stage::Private(seat) => {
                let view = s.view();
                let HandView::Known(hand) = &view.hands[seat] else { panic!("own hand hidden") };
                if let Some(&blocked) = hand.iter().find(|t| !view.legal.contains(t)) {
                    let before = s.moves();
                    assert!(s.act(BremenAction::Play(blocked)).is_err());
                    assert_eq!((s.moves(), s.stage()), (before, Stage::Private(seat)));
                    assert!(s.refusal().is_some());
                    return;
                }
                play_first(&mut s);
            }
        }
    }
}

#[test]
fn news_is_what_happened_since_the_seat_last_looked() {
    let mut s = session();
    s.reveal();
    let Stage::Private(first) = s.stage() else { panic!() };
    play_first(&mut s);
    play_first(&mut s);
    let news = s.news_for(first);
    assert_eq!(news.len(), 1, "the first player saw their own play");
    assert!(matches!(news[0], BremenEvent::Played { .. }));
}

#[test]
fn lock_and_reload_bring_the_curtain_back() {
    let mut s = session();
    s.reveal();
    let Stage::Private(seat) = s.stage() else { panic!() };
    s.lock();
    assert_eq!(s.stage(), Stage::Curtain(seat));
    s.reveal();
    let json = json::to_string(&s.record());
    let back = Session::<Bremen>::restore(json::from_str(&json).unwrap()).unwrap();
    assert_eq!(back.stage(), Stage::Curtain(seat));
}

#[test]
fn a_save_whose_moves_do_not_replay_or_do_not_fit_is_refused() {
    let mut s = session();
    play_first(&mut s);
    let good: serde_json::Value = serde_json::from_str(&json::to_string(&s.record())).unwrap();
    let restore = |tree: serde_json::Value| Session::<Bremen>::restore(json::from_str(&tree.to_string()).unwrap());
    assert!(restore(good.clone()).is_ok());
    let mut dealt_otherwise = good.clone();
    dealt_otherwise["seed"] = serde_json::json!(43);
    assert_eq!(restore(dealt_otherwise).err(), Some(LoadError::Inconsistent), "the tile played is not in that hand");
    let mut wrong_seat = good.clone();
    let Stage::Curtain(next) = s.stage() else { panic!() };
    wrong_seat["stage"] = serde_json::json!({ "Curtain": (next.index() + 1) % 4 });
    assert_eq!(restore(wrong_seat).err(), Some(LoadError::Inconsistent), "the curtain is up for the wrong seat");
    let mut one_name = good;
    one_name["names"] = serde_json::json!(["Aiko"]);
    assert_eq!(restore(one_name).err(), Some(LoadError::Inconsistent));
}

#[test]
fn a_whole_game_shows_the_last_trick_then_reaches_the_end_stage() {
    let mut s =
        Session::<Bremen>::start(names(3), people(3), BremenOptions { players: 3, ..BremenOptions::default() }, 8)
            .unwrap();
    let mut pauses = 0;
    while s.stage() != Stage::Over {
        if s.stage() == Stage::Pause {
            pauses += 1;
            s.resume();
        } else {
            play_first(&mut s);
        }
    }
    assert_eq!(pauses, 12, "every trick's result is shown, the 12th before the end");
    assert!(s.outcome().is_some());
    assert_eq!(s.undoable_by(), None, "the end reveals every hand: no undo");
}

#[test]
fn a_lost_game_can_be_stopped_from_a_trick_result_and_is_refused_while_winnable() {
    use rules::bremen::{BremenAction, BremenIllegal};
    let mut s = session();
    let mut refused_while_winnable = false;
    loop {
        match s.stage() {
            Stage::Pause if s.view().can_stop => break,
            Stage::Pause => {
                let refused = s.act_for_table(BremenAction::StopLost);
                assert_eq!(refused, Err(ActError::Refused(RuleError::Illegal(BremenIllegal::StillWinnable))));
                refused_while_winnable = true;
                s.resume();
            }
            Stage::Over => panic!("seed 42 was expected to become unwinnable before the end"),
            _ => play_first(&mut s),
        }
    }
    assert!(refused_while_winnable, "the first trick cannot lose the game yet");
    let moves = s.moves();
    s.act_for_table(BremenAction::StopLost).unwrap();
    assert_eq!((s.stage(), s.moves()), (Stage::Over, moves + 1));
    let outcome = s.outcome().unwrap();
    assert!(!outcome.won() && outcome.last_tiles.is_none() && outcome.tricks_played < 12);
    assert!(Session::<Bremen>::restore(s.record()).is_ok(), "the stop is recorded and replays");
    assert_eq!(s.act_for_table(BremenAction::StopLost), Err(ActError::NoPause));
}

#[test]
fn secret_choices_go_behind_the_curtain_and_turns_in_the_open_with_a_look_at_ones_memo() {
    use rules::mzebs::token::Colour;
    use rules::mzebs::{Mzebs, MzebsAction, MzebsOptions};
    let mut s: Session<Mzebs> = Session::start(names(2), people(2), MzebsOptions::default(), 5).unwrap();
    let (a, b) = (PlayerId::new(0), PlayerId::new(1));
    for seat in [a, b] {
        assert_eq!(s.stage(), Stage::Curtain(seat), "each secret choice behind its owner's curtain");
        s.reveal();
        s.act(MzebsAction::Choose { wanted: Colour::Red, unwanted: Colour::Green }).unwrap();
    }
    assert_eq!(s.stage(), Stage::Private(a), "the turns are played in the open");
    assert!(s.view().mine.is_none(), "an open screen shows no secret");
    assert!(!s.showing_private());
    s.lock();
    assert_eq!(s.stage(), Stage::Private(a), "nothing to hide: no curtain on idle");

    s.peek();
    assert_eq!(s.stage(), Stage::Curtain(a), "a look at one's memo goes through the curtain");
    assert!(s.view().mine.is_none());
    s.reveal();
    assert!(s.showing_private());
    assert_eq!(s.view().mine.and_then(|m| m.secret).map(|m| m.wanted), Some(Colour::Red));
    s.unpeek();
    assert_eq!(s.stage(), Stage::Private(a));
    assert!(s.view().mine.is_none());

    let token = s.view().top[0];
    s.act(MzebsAction::Collect(token)).unwrap();
    assert_eq!(s.undoable_by(), None, "a collected token never goes back");
    let place = Mzebs::placements(&s.view().field, token)[0];
    s.act(place).unwrap();
    assert_eq!(s.stage(), Stage::Private(b), "straight to the other player");
    assert_eq!(s.undoable_by(), Some(a), "a placement can be taken back until the next move");
    assert!(s.undo());
    assert_eq!(s.stage(), Stage::Private(a), "and comes straight back, without a curtain");
    assert!(!s.handing_back());
}

#[test]
fn a_game_without_secrets_goes_round_without_a_curtain_and_rolls_its_dice() {
    use rules::dog::{Dog, DogAction, DogEvent, DogOptions};
    let options = DogOptions { players: 2, ..DogOptions::default() };
    let mut s = Session::<Dog>::start(names(2), people(2), options, 3).unwrap();
    assert_eq!(s.stage(), Stage::Private(PlayerId::new(0)), "no curtain to lift");
    s.act(DogAction::Roll).unwrap();
    assert!(matches!(s.last_events()[0], DogEvent::Rolled { .. }), "the dice landed with the roll");
    assert_eq!(s.moves(), 2, "the roll and its dice are both recorded, so the game replays");
    assert!(Session::<Dog>::restore(s.record()).is_ok());
    s.lock();
    assert!(matches!(s.stage(), Stage::Private(_)), "nothing private to hide");
    // Play on until someone exchanges: the next player's screen is up, and the exchange can still
    // be taken back until they act.
    while s.stage() != Stage::Over {
        match s.stage() {
            Stage::Pause => s.resume(),
            Stage::Private(seat) => {
                let view = s.view();
                let exchange = view.legal.iter().copied().find(|a| matches!(a, DogAction::Exchange(_)));
                if let Some(e) = exchange {
                    s.act(e).unwrap();
                    assert!(matches!(s.stage(), Stage::Private(next) if next != seat));
                    assert_eq!(s.undoable_by(), Some(seat));
                    assert!(s.undo());
                    assert_eq!(s.stage(), Stage::Private(seat));
                    assert!(s.view().legal.contains(&e));
                    return;
                }
                s.act(view.legal[0]).unwrap();
            }
            Stage::Curtain(_) | Stage::Over | Stage::Bot(_) => panic!("unexpected {:?}", s.stage()),
        }
    }
    panic!("nobody could exchange in a whole game");
}

#[test]
fn a_round_end_pauses_for_everyone() {
    use rules::dog::{Dog, DogEvent, DogOptions};
    let mut s =
        Session::<Dog>::start(names(3), people(3), DogOptions { players: 3, ..DogOptions::default() }, 11).unwrap();
    while s.stage() != Stage::Pause {
        let Stage::Private(_) = s.stage() else { panic!("no round ended: {:?}", s.stage()) };
        let first = s.view().legal[0];
        s.act(first).unwrap();
    }
    assert!(s.last_events().iter().any(|e| matches!(e, DogEvent::RoundEnded { round: 1, .. })));
    s.resume();
    assert!(matches!(s.stage(), Stage::Private(_)));
}

#[test]
fn a_private_move_after_a_move_in_the_open_goes_behind_the_curtain() {
    use rules::broom::options::BroomOptions;
    use rules::broom::role::{Role::*, Roles, Stance};
    use rules::broom::stock::Resource;
    use rules::broom::{Broom, BroomAction as A, Phase};
    let options = BroomOptions { players: 2, ..BroomOptions::default() };
    let mut s = Session::<Broom>::start(names(2), people(2), options, 5).unwrap();
    let hand = |roles: &[rules::broom::role::Role]| A::Choose(roles.iter().fold(Roles::default(), |h, &r| h.with(r)));
    for roles in [
        [HerbGatherer, FruitGatherer, RootGatherer, WeatherFairy],
        [ForestWitch, PrairieWitch, HillWitch, MountainWitch],
    ] {
        let Stage::Curtain(_) = s.stage() else { panic!("each choice behind a curtain: {:?}", s.stage()) };
        s.reveal();
        s.act(hand(&roles)).unwrap();
    }
    assert_eq!(s.stage(), Stage::Pause, "everyone has chosen");
    s.resume();
    assert_eq!(s.stage(), Stage::Curtain(PlayerId::new(0)));
    s.reveal();
    s.act(A::Lead(HerbGatherer, Stance::Cowardly)).unwrap();
    // The gatherer takes in the open, straight after the lead: same player, no secret shown.
    assert_eq!(s.stage(), Stage::Private(PlayerId::new(0)));
    assert!(!s.showing_private());
    s.act(A::Take(Resource::Green)).unwrap();
    // This round's event may offer a cowardly extra (Black Market, Black Distillery): declined.
    while matches!(s.view().phase, Phase::Act(..)) {
        s.act(A::Skip).unwrap();
    }
    // Nobody else holds the role and all were cowardly: the same player leads again, from their hand.
    assert_eq!(s.view().phase, Phase::Lead(PlayerId::new(0)));
    assert_eq!(
        s.stage(),
        Stage::Curtain(PlayerId::new(0)),
        "the table watched the take: the hand waits behind the curtain"
    );
}

/// One step of a game: people take their first legal move (through the curtain), bots their
/// move from the seed the session gives them, and a pause is passed.
fn step<G: TableGame + rules::bots::BotGame>(s: &mut Session<G>) {
    match s.stage() {
        Stage::Curtain(_) => s.reveal(),
        Stage::Pause => s.resume(),
        Stage::Bot(seat) => {
            let (bot, level, seed) = s.bot_turn().expect("a bot's turn");
            assert_eq!(bot, seat);
            let action = rules::bots::choose(&s.game, seat, level, seed);
            s.bot_act(action).unwrap();
        }
        Stage::Private(seat) => {
            let action = s.game.legal_actions(seat)[0].clone();
            s.act(action).unwrap();
        }
        Stage::Over => {}
    }
}

/// Plays a whole game by [`step`]; returns the stages seen, in order.
fn play_out<G: TableGame + rules::bots::BotGame>(s: &mut Session<G>) -> Vec<Stage> {
    let mut stages = Vec::new();
    while s.stage() != Stage::Over {
        stages.push(s.stage());
        step(s);
    }
    stages
}

/// A game of Bremen with these players, dealt from `seed`.
fn bremen(players: [Player; 4], seed: u64) -> Session<Bremen> {
    Session::start(names(4), players.to_vec(), BremenOptions::default(), seed).unwrap()
}

/// One person in seat 0, among three bots.
const ALONE: [Player; 4] =
    [Player::Person, Player::Bot(Level::Easy), Player::Bot(Level::Easy), Player::Bot(Level::Easy)];

/// Plays on to the next bot's turn.
fn to_a_bots_turn<G: TableGame + rules::bots::BotGame>(s: &mut Session<G>) {
    while !matches!(s.stage(), Stage::Bot(_)) {
        step(s);
    }
}

#[test]
fn a_game_starts_only_with_one_name_and_one_player_per_seat() {
    let three = [Player::Person; 3].to_vec();
    let got = |e: Result<Session<Bremen>, SetupError>| match e.err() {
        Some(SetupError::PlayerCount { min: 4, max: 4, got }) => got,
        other => panic!("{other:?}"),
    };
    assert_eq!(got(Session::start(names(3), people(4), BremenOptions::default(), 1)), 3);
    assert_eq!(got(Session::start(names(4), three, BremenOptions::default(), 1)), 3);
}

#[test]
fn one_person_among_bots_never_meets_a_curtain_and_watches_with_their_own_hand() {
    use rules::bremen::view::HandView;
    let mut s = bremen(ALONE, 42);
    let me = PlayerId::new(0);
    assert_eq!(s.lone_person(), Some(me));
    to_a_bots_turn(&mut s);
    assert!(matches!(s.view().hands[me], HandView::Known(_)), "the person's hand stays in view while bots play");
    assert!(s.act(s.game.legal_actions(me).first().copied().unwrap_or(rules::bremen::BremenAction::StopLost)).is_err());
    let stages = play_out(&mut s);
    assert!(stages.iter().all(|st| !matches!(st, Stage::Curtain(_))), "no curtain for a lone person");
    assert!(stages.contains(&Stage::Private(me)));
    assert!(stages.iter().filter(|st| matches!(st, Stage::Bot(_))).count() >= 30, "the bots played their tiles");
    assert!(s.outcome().is_some());
    let back = Session::<Bremen>::restore(s.record()).unwrap();
    assert_eq!(back.players(), s.players(), "a save keeps who plays each seat");
}

#[test]
fn a_persons_move_can_be_taken_back_until_the_bots_move_shows() {
    let mut s = bremen(ALONE, 42);
    let me = PlayerId::new(0);
    // On to a move of the person's with a bot to play after it (not the last of a trick).
    let (action, before, bot) = loop {
        while s.stage() != Stage::Private(me) {
            step(&mut s);
        }
        assert!(!s.showing_private(), "nothing to hide from nobody: the idle lock leaves it up");
        let action = s.game.legal_actions(me)[0];
        let before = s.moves();
        s.act(action).unwrap();
        if let Stage::Bot(bot) = s.stage() {
            break (action, before, bot);
        }
    };
    assert_eq!(s.undoable_by(), Some(me), "while the bot thinks");
    assert!(s.undo());
    assert_eq!((s.stage(), s.moves()), (Stage::Private(me), before), "straight back, no curtain");
    assert_eq!(s.bot_act(action), Err(ActError::NoBotTurn));
    s.act(action).unwrap();
    let (_, level, seed) = s.bot_turn().unwrap();
    s.bot_act(rules::bots::choose(&s.game, bot, level, seed)).unwrap();
    assert_eq!(s.undoable_by(), None, "the bot's move has shown");
    assert!(!s.undo());
}

#[test]
fn between_two_people_and_two_bots_the_curtain_goes_up_only_for_a_person() {
    use rules::bierfest::{Bierfest, BierfestOptions};
    let players = vec![Player::Person, Player::Bot(Level::Easy), Player::Person, Player::Bot(Level::Easy)];
    let values = rules::bierfest::values::CardValues::default();
    let options = BierfestOptions { players: 4, first: PlayerId::new(1), values };
    let mut s = Session::<Bierfest>::start(names(4), players, options, 9).unwrap();
    assert_eq!(s.lone_person(), None);
    let stages = play_out(&mut s);
    let seat_of = |st: &Stage| match st {
        Stage::Curtain(p) | Stage::Private(p) | Stage::Bot(p) => Some(*p),
        _ => None,
    };
    for st in &stages {
        match st {
            Stage::Curtain(p) | Stage::Private(p) => {
                assert!(!s.players()[p.index()].is_bot(), "a person's screen for a bot: {st:?}")
            }
            Stage::Bot(p) => assert!(s.players()[p.index()].is_bot()),
            _ => {}
        }
    }
    assert!(stages.iter().any(|st| matches!(st, Stage::Curtain(_))), "people still pass behind the curtain");
    assert!(stages.iter().filter_map(seat_of).any(|p| s.players()[p.index()].is_bot()));
    assert!(s.outcome().is_some());
}

#[test]
fn a_save_showing_a_bots_turn_for_a_person_or_a_persons_screen_for_a_bot_is_refused() {
    let mut s = bremen([Player::Person, Player::Bot(Level::Normal), Player::Person, Player::Person], 3);
    to_a_bots_turn(&mut s);
    assert_eq!(s.stage(), Stage::Bot(PlayerId::new(1)));
    let good: serde_json::Value = serde_json::from_str(&json::to_string(&s.record())).unwrap();
    let restore = |tree: serde_json::Value| Session::<Bremen>::restore(json::from_str(&tree.to_string()).unwrap());
    assert_eq!(restore(good.clone()).map(|b| b.stage()).ok(), Some(Stage::Bot(PlayerId::new(1))));
    let mut person = good.clone();
    person["players"][1] = serde_json::json!("Person");
    assert_eq!(restore(person).err(), Some(LoadError::Inconsistent));
    let mut curtain = good;
    curtain["stage"] = serde_json::json!({ "Curtain": 1 });
    assert_eq!(restore(curtain).err(), Some(LoadError::Inconsistent));
}

#[test]
fn the_save_of_a_bots_turn_is_the_question_the_worker_answers_with_the_bots_move() {
    let mut s = bremen([Player::Person, Player::Bot(Level::Easy), Player::Bot(Level::Normal), Player::Person], 12);
    to_a_bots_turn(&mut s);
    let (seat, level, seed) = s.bot_turn().unwrap();
    let question = crate::ui::model::save::encode("bremen", &s.record(), 0.0);
    let answer = rules::bots::worker::answer(&question).expect("the worker answers a bot's turn");
    let action: rules::bremen::BremenAction = rules::json::from_str(&answer).unwrap();
    assert_eq!(action, rules::bots::choose(&s.game, seat, level, seed));
    s.bot_act(action).unwrap();
}
