//! Arbitrary input against every game's rules: from random reachable states, actions of every variant
//! with fields anywhere in their types' range (off the board, past the deck, more than exist) are sent
//! by any seat, present or not. Each one is applied — and then it was one of the seat's legal actions
//! (or chance's outcomes) — or refused with the state unchanged; `view`, `legal_actions` and
//! `can_undo` answer for any seat without panicking (a panic is a dead page in the release build).

use proptest::prelude::*;
use rules::bierfest::area::SetPlay;
use rules::bierfest::card::Kind;
use rules::bierfest::{Bierfest, BierfestAction, BierfestOptions};
use rules::bremen::tile::{Animal, Tile};
use rules::bremen::{Bremen, BremenAction, BremenOptions};
use rules::broom::map::Potion;
use rules::broom::options::BroomOptions;
use rules::broom::role::{Role, Roles, Stance};
use rules::broom::stock::{Resource, Stock};
use rules::broom::{Broom, BroomAction};
use rules::dog::dice::Dice;
use rules::dog::stick::{Stick, Sticks};
use rules::dog::village::Repel;
use rules::dog::{Dog, DogAction, DogOptions, Exchange};
use rules::mzebs::token::{Colour, Token};
use rules::mzebs::{Mzebs, MzebsAction, MzebsOptions};
use rules::{Game, PlayerId, ToAct, Viewer};
use std::fmt::Debug;

/// Walks a game along `picks` (the `pick % n`-th legal action, or chance's seeded draw), and before
/// each step sends the next of `probes` — (seat, action) — checking that it is applied only if legal
/// and otherwise changes nothing. Every seat number is asked for its view, moves and undo on the way.
fn fuzz<G: Game + PartialEq + Debug>(mut game: G, picks: &[u16], probes: &[(u8, G::Action)]) {
    for (step, pick) in picks.iter().enumerate() {
        if let Some((seat, action)) = probes.get(step) {
            probe(&game, PlayerId::new(*seat), action.clone());
        }
        let seat = match game.to_act() {
            ToAct::GameOver => break,
            ToAct::One(p) => p,
            ToAct::Simultaneous(ps) => ps[usize::from(*pick) % ps.len()],
            ToAct::Chance(roller) => {
                let draw = game.chance_draw().expect("chance has a seeded draw");
                game.apply(roller, draw).expect("the seeded draw applies");
                continue;
            }
        };
        let legal = game.legal_actions(seat);
        let action = legal[usize::from(*pick) % legal.len()].clone();
        game.apply(seat, action).expect("a legal action applies");
    }
    for (seat, action) in probes.iter().skip(picks.len()) {
        probe(&game, PlayerId::new(*seat), action.clone());
    }
}

/// One arbitrary action by one seat (see [`fuzz`]).
fn probe<G: Game + PartialEq + Debug>(game: &G, seat: PlayerId, action: G::Action) {
    let _ = game.view(Viewer::Seat(seat));
    let _ = game.can_undo(seat);
    let legal = game.legal_actions(seat);
    let mut tried = game.clone();
    match tried.apply(seat, action.clone()) {
        Ok(_) => {
            let chance = game.to_act() == ToAct::Chance(seat) && game.chance_outcomes().contains(&action);
            assert!(legal.contains(&action) || chance, "{seat:?} made {action:?}, not among its moves {legal:?}");
        }
        Err(_) => assert_eq!(&tried, game, "{seat:?}'s refused {action:?} changed the game"),
    }
}

/// Seats from the table's and far beyond it, the seats at the table most often.
fn seat() -> impl Strategy<Value = u8> {
    prop_oneof![3 => 0u8..6, 1 => any::<u8>()]
}

/// A count: small ones, the edges of the type (and where a signed byte turns over), anything.
fn count() -> impl Strategy<Value = u8> {
    prop_oneof![3 => 0u8..16, 1 => prop::sample::select(vec![126, 127, 128, 129, 254, 255]), 1 => any::<u8>()]
}

fn bremen_action() -> impl Strategy<Value = BremenAction> {
    let tile = (0usize..4, 1u8..=13).prop_map(|(a, n)| Tile::new(Animal::ALL[a], n).expect("1 to 13"));
    prop_oneof![4 => tile.prop_map(BremenAction::Play), 1 => Just(BremenAction::StopLost)]
}

fn stick() -> impl Strategy<Value = Stick> {
    (0usize..3).prop_map(|i| Stick::ALL[i])
}

fn dog_action() -> impl Strategy<Value = DogAction> {
    prop_oneof![
        Just(DogAction::Roll),
        (0usize..3).prop_map(|i| DogAction::Exchange(Exchange::ALL[i])),
        [stick(), stick(), stick()].prop_map(|d| DogAction::Dice(Dice(d))),
        (count(), count(), count()).prop_map(|(m, c, f)| DogAction::Take(Sticks::new(m, c, f))),
        (seat(), stick()).prop_map(|(from, stick)| DogAction::Steal { from: PlayerId::new(from), stick }),
        (count(), count()).prop_map(|(meat_pairs, fire_pairs)| DogAction::Repel(Repel { meat_pairs, fire_pairs })),
    ]
}

fn kind() -> impl Strategy<Value = Kind> {
    prop_oneof![count().prop_map(Kind::Beer), count().prop_map(Kind::Food), Just(Kind::Toast)]
}

fn bierfest_action() -> impl Strategy<Value = BierfestAction> {
    use BierfestAction::*;
    prop_oneof![
        Just(Draw),
        Just(End),
        Just(Pass),
        Just(Keep),
        (count(), count(), count(), count()).prop_map(|(beer, beers, f0, f1)| Play(SetPlay {
            beer,
            beers,
            food: [f0, f1]
        })),
        kind().prop_map(Return),
        kind().prop_map(Decline),
        (count(), kind()).prop_map(|(set, kind)| Remove { set, kind }),
    ]
}

fn colour() -> impl Strategy<Value = Colour> {
    (0usize..4).prop_map(|i| Colour::ALL[i])
}

fn mzebs_action() -> impl Strategy<Value = MzebsAction> {
    use MzebsAction::*;
    prop_oneof![
        (colour(), colour()).prop_map(|(wanted, unwanted)| Choose { wanted, unwanted }),
        (colour(), colour()).prop_map(|(wanted, unwanted)| Guess { wanted, unwanted }),
        count().prop_map(|n| Collect(Token(n))),
        (count(), count(), count()).prop_map(|(orientation, x, y)| Place { orientation, x, y }),
        (any::<u8>(), any::<u8>(), any::<u8>()).prop_map(|(orientation, x, y)| Place { orientation, x, y }),
    ]
}

fn resource() -> impl Strategy<Value = Resource> {
    (0usize..4).prop_map(|i| Resource::ALL[i])
}

fn stance() -> impl Strategy<Value = Stance> {
    prop_oneof![Just(Stance::Brave), Just(Stance::Cowardly)]
}

fn broom_action() -> impl Strategy<Value = BroomAction> {
    use BroomAction::*;
    prop_oneof![
        any::<u16>().prop_map(|r| Choose(Roles(r))),
        ((0usize..10), stance()).prop_map(|(r, s)| Lead(Role::ALL[r], s)),
        stance().prop_map(Follow),
        (count(), count()).prop_map(|(from, to)| Move { from, to }),
        (0u8..60).prop_map(|from| Move { from, to: from.wrapping_add(1) }),
        count().prop_map(Deliver),
        resource().prop_map(Take),
        count().prop_map(Charm),
        (resource(), resource()).prop_map(|(give, take)| Exchange { give, take }),
        (0usize..3).prop_map(|p| Distil(Potion::ALL[p])),
        [count(), count(), count(), count()].prop_map(|s| Fist(Stock(s))),
        Just(HandIn),
        Just(Skip),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn bremen_takes_any_action_from_any_seat(seed in any::<u64>(), players in 3u8..=4,
        picks in prop::collection::vec(any::<u16>(), 0..52), probes in prop::collection::vec((seat(), bremen_action()), 0..60)) {
        let game = Bremen::new(BremenOptions { players, ..BremenOptions::default() }, seed).expect("valid");
        fuzz(game, &picks, &probes);
    }

    #[test]
    fn dog_takes_any_action_from_any_seat(seed in any::<u64>(), players in 2u8..=4,
        picks in prop::collection::vec(any::<u16>(), 0..300), probes in prop::collection::vec((seat(), dog_action()), 0..300)) {
        let game = Dog::new(DogOptions { players, ..DogOptions::default() }, seed).expect("valid");
        fuzz(game, &picks, &probes);
    }

    #[test]
    fn bierfest_takes_any_action_from_any_seat(seed in any::<u64>(), players in 3u8..=5,
        picks in prop::collection::vec(any::<u16>(), 0..400), probes in prop::collection::vec((seat(), bierfest_action()), 0..400)) {
        let options = BierfestOptions { players, first: PlayerId::new(0), values: Default::default() };
        let game = Bierfest::new(options, seed).expect("valid");
        fuzz(game, &picks, &probes);
    }

    #[test]
    fn mzebs_takes_any_action_from_any_seat(seed in any::<u64>(), side in 12u8..=20,
        picks in prop::collection::vec(any::<u16>(), 0..90), probes in prop::collection::vec((seat(), mzebs_action()), 0..90)) {
        let game = Mzebs::new(MzebsOptions { side, ..MzebsOptions::default() }, seed).expect("valid");
        fuzz(game, &picks, &probes);
    }

    #[test]
    fn broom_takes_any_action_from_any_seat(seed in any::<u64>(), players in 2u8..=5,
        picks in prop::collection::vec(any::<u16>(), 0..300), probes in prop::collection::vec((seat(), broom_action()), 0..300)) {
        let game = Broom::new(BroomOptions { players, ..BroomOptions::default() }, seed).expect("valid");
        fuzz(game, &picks, &probes);
    }
}

/// The two panics first found by hand: a view asked for a seat not at the table, and a token placed
/// at a column where a signed byte turns over.
#[test]
fn an_absent_seat_sees_the_table_and_a_corner_far_off_the_board_is_refused() {
    use rules::mzebs::field::PlaceError;
    use rules::mzebs::{MzebsIllegal, Phase};
    use rules::RuleError;
    let options = BierfestOptions { players: 3, first: PlayerId::new(0), values: Default::default() };
    let bierfest = Bierfest::new(options, 1).expect("valid");
    for seat in [3, 5, 255] {
        assert_eq!(bierfest.view(Viewer::Seat(PlayerId::new(seat))), bierfest.view(Viewer::Table));
    }
    let mut mzebs = Mzebs::new(MzebsOptions::default(), 1).expect("valid");
    while !matches!(mzebs.phase(), Phase::Place(..)) {
        let seat = match mzebs.to_act() {
            ToAct::One(seat) => seat,
            ToAct::Simultaneous(seats) => seats[0],
            other => panic!("{other:?} before the first placement"),
        };
        let first = mzebs.legal_actions(seat)[0];
        mzebs.apply(seat, first).expect("legal");
    }
    let &Phase::Place(seat, _) = mzebs.phase() else { unreachable!() };
    for (x, y) in [(126, 0), (0, 127), (128, 128), (255, 3)] {
        let refused = mzebs.apply(seat, MzebsAction::Place { orientation: 0, x, y });
        assert_eq!(refused, Err(RuleError::Illegal(MzebsIllegal::Placement(PlaceError::OffBoard))), "({x}, {y})");
    }
}
