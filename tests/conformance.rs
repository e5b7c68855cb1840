//! The conformance harness: one generic check run over every game the same way, on thousands of
//! seeded random games (proptest over `(seed, picks)`).
//!
//! For each game: something is legal until the end and nothing twice; every legal action applies and
//! only the mover can act; illegal ones fail and change nothing; state survives serde; the same seed and
//! picks give the same game; components are conserved; the game ends; no view shows another seat's secret.

use hotseat::rules::bremen::{Bremen, BremenOptions};
use hotseat::rules::{replay, Audit, Game, PlayerId, ToAct, Viewer};
use proptest::prelude::*;

/// Upper bound on moves in any game we ship; a game still running past it does not terminate.
const MAX_MOVES: usize = 10_000;

/// Plays one game, choosing the `picks[i] % n`-th legal action at step i (0 once the picks run out),
/// checking every invariant after every step. Returns the finished game.
fn check_game<G: Audit + PartialEq + std::fmt::Debug>(
    options: G::Options,
    seed: u64,
    picks: &[u16],
    illegal_probes: &[G::Action],
) -> G {
    let mut game = G::new(options.clone(), seed).expect("valid options set up");
    let start = game.components();
    let mut history = Vec::new();
    for step in 0..MAX_MOVES {
        let seats = match game.to_act() {
            ToAct::GameOver => {
                assert!(game.outcome().is_some(), "a finished game has an outcome");
                let (again, _) = replay::<G>(options, seed, &history).expect("the game's own actions replay");
                assert_eq!(again, game, "determinism: same seed and actions, same game");
                return game;
            }
            ToAct::One(p) => vec![p],
            ToAct::Simultaneous(ps) => ps,
        };
        assert!(game.outcome().is_none(), "no outcome before the end");
        let seat = seats[step % seats.len()];
        let legal = game.legal_actions(seat);
        assert!(!legal.is_empty(), "step {step}: {seat:?} must have a legal action");
        for (i, a) in legal.iter().enumerate() {
            assert!(!legal[..i].contains(a), "duplicate legal action {a:?}");
        }

        check_refusals(&mut game, seat, &legal, illegal_probes);
        check_privacy(&game);

        let action = legal[picks.get(step).copied().unwrap_or(0) as usize % legal.len()].clone();
        game.apply(seat, action.clone()).unwrap_or_else(|e| panic!("legal {action:?} refused: {e:?}"));
        history.push((seat, action));

        assert_eq!(game.components(), start, "conservation after step {step}");
        let back: G = serde_json::from_str(&json(&game)).expect("state deserializes");
        assert_eq!(back, game, "serde round-trip");
    }
    panic!("no end after {MAX_MOVES} moves");
}

fn json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).expect("serializes")
}

/// Illegal actions (by a seat not to act, or not in the legal list) are refused and change nothing.
fn check_refusals<G: Audit + PartialEq + std::fmt::Debug>(
    game: &mut G,
    seat: PlayerId,
    legal: &[G::Action],
    probes: &[G::Action],
) {
    let before = game.clone();
    let players = game.players();
    let to_act = game.to_act();
    for other in (0..players).map(PlayerId::new).filter(|&p| !to_act.includes(p)) {
        assert!(game.legal_actions(other).is_empty(), "{other:?} is not to act");
        assert!(game.apply(other, legal[0].clone()).is_err(), "out-of-turn action accepted");
        assert_eq!(*game, before, "a refused action changed the state");
    }
    for probe in probes.iter().filter(|a| !legal.contains(a)) {
        assert!(game.apply(seat, probe.clone()).is_err(), "illegal {probe:?} accepted");
        assert_eq!(*game, before, "a refused action changed the state");
    }
}

/// No seat's view (nor the table's) contains another seat's secrets.
fn check_privacy<G: Audit>(game: &G) {
    let players = game.players();
    let seats: Vec<PlayerId> = (0..players).map(PlayerId::new).collect();
    let viewers = seats.iter().map(|&s| Viewer::Seat(s)).chain([Viewer::Table]);
    for viewer in viewers {
        let seen = json(&game.view(viewer));
        for &owner in seats.iter().filter(|&&s| viewer != Viewer::Seat(s)) {
            for secret in game.secrets(owner) {
                assert!(!seen.contains(&json(&secret)), "{viewer:?} sees {owner:?}'s {secret:?}");
            }
        }
    }
}

fn bremen_options(players: u8) -> BremenOptions {
    BremenOptions { players, ..BremenOptions::default() }
}

/// Every tile of the game, as probes for "not in your hand" and "must follow".
fn every_bremen_tile() -> Vec<hotseat::rules::bremen::BremenAction> {
    use hotseat::rules::bremen::{tile::TileSet, BremenAction};
    TileSet::for_players(4).iter().map(BremenAction::Play).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn bremen_conforms(seed in any::<u64>(), players in 3u8..=4, picks in prop::collection::vec(any::<u16>(), 0..52)) {
        let probes = every_bremen_tile();
        let g: Bremen = check_game(bremen_options(players), seed, &picks, &probes);
        let outcome = g.outcome().unwrap();
        prop_assert_eq!(outcome.captured.values().iter().map(|&c| c as u32).sum::<u32>(), 12 * players as u32);
        prop_assert_eq!(outcome.won(), outcome.counts_failure.is_none() && outcome.animals_failure.is_none());
    }
}

#[test]
fn bremen_thousands_of_seeded_games_end_in_a_valid_outcome() {
    for seed in 0..4000u64 {
        let players = 3 + (seed % 2) as u8;
        let picks: Vec<u16> = (0..52).map(|i| (seed.wrapping_mul(31).wrapping_add(i * 7) % 13) as u16).collect();
        let g: Bremen = check_game(bremen_options(players), seed, &picks, &[]);
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome.captured.values().iter().map(|&c| c as u32).sum::<u32>(), 12 * players as u32);
        assert_eq!(outcome.last_tiles.len(), players as usize);
    }
}
