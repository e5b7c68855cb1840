//! The conformance harness: one generic check run over every game the same way, on thousands of
//! seeded random games (proptest over `(seed, picks)`).
//!
//! For each game: something is legal until the end and nothing twice; every legal action applies and
//! only the mover can act; illegal ones fail and change nothing; what a save keeps (options and actions)
//! survives serde, and packed as a finished game's, and replays to the same game; components are
//! conserved; the game ends; no view shows another seat's secret.

use proptest::prelude::*;
use rules::bierfest::area::SetPlay;
use rules::bierfest::card::Kind;
use rules::bierfest::values::CardValues;
use rules::bierfest::{Bierfest, BierfestAction, BierfestOptions};
use rules::bots::review::{judge, Judged};
use rules::bots::{settle, BotGame, Search};
use rules::bremen::{Bremen, BremenOptions};
use rules::broom::options::BroomOptions;
use rules::broom::{Broom, BroomAction};
use rules::dog::stick::{Stick, Sticks};
use rules::dog::village::Repel;
use rules::dog::{Dog, DogAction, DogOptions, DogVariant, Exchange};
use rules::moves::{pack, unpack};
use rules::mzebs::scoring::{SixPlus, Ties};
use rules::mzebs::token::{Colour, Token};
use rules::mzebs::{Mzebs, MzebsAction, MzebsOptions, Phase as MzebsPhase};
use rules::rng::Rng;
use rules::{replay, Audit, Determinize, Game, PlayerId, Situation, Teach, ToAct, Twin, Viewer};

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
                let (again, _) = replay::<G>(options.clone(), seed, &history).expect("the game's own actions replay");
                assert_eq!(again, game, "determinism: same seed and actions, same game");
                let (options, history): (G::Options, Vec<(PlayerId, G::Action)>) =
                    rules::json::from_str(&rules::json::to_string(&(options, history)))
                        .expect("a save's options and actions read back");
                let (saved, _) = replay::<G>(options.clone(), seed, &history).expect("the saved actions replay");
                assert_eq!(saved, game, "a save rebuilds the same game");
                let packed = pack::<G>(options.clone(), seed, &history).expect("every move is among its choices");
                let unpacked = unpack::<G>(options, seed, &packed).expect("a packed game unpacks");
                assert!(unpacked == history, "a finished game's moves, packed, read back the same");
                return game;
            }
            ToAct::One(p) => vec![p],
            ToAct::Simultaneous(ps) => ps,
            ToAct::Chance(roller) => {
                let outcome = check_chance(&mut game, roller, picks.get(step).copied());
                history.push((roller, outcome));
                assert_eq!(game.components(), start, "conservation after chance at step {step}");
                continue;
            }
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

/// A chance step: nobody has a choice; the seeded draw is one of the outcomes; every outcome applies
/// for the roller only. The one applied is chosen by `pick` (so random games reach every roll), or is
/// the seeded draw once the picks run out (a fixed pick could roll the same triple forever).
fn check_chance<G: Audit + PartialEq + std::fmt::Debug>(
    game: &mut G,
    roller: PlayerId,
    pick: Option<u16>,
) -> G::Action {
    let outcomes = game.chance_outcomes();
    assert!(!outcomes.is_empty(), "chance with no outcome");
    for (i, o) in outcomes.iter().enumerate() {
        assert!(!outcomes[..i].contains(o), "duplicate chance outcome {o:?}");
    }
    let draw = game.chance_draw().expect("chance has a seeded draw");
    assert!(outcomes.contains(&draw), "the seeded draw {draw:?} is not a possible outcome");
    let before = game.clone();
    for seat in (0..game.players()).map(PlayerId::new) {
        assert!(game.legal_actions(seat).is_empty(), "{seat:?} chooses during chance");
        if seat != roller {
            assert!(game.apply(seat, draw.clone()).is_err(), "{seat:?} rolled for {roller:?}");
            assert_eq!(*game, before, "a refused roll changed the state");
        }
    }
    for o in &outcomes {
        game.clone().apply(roller, o.clone()).unwrap_or_else(|e| panic!("outcome {o:?} refused: {e:?}"));
    }
    let outcome = pick.map_or(draw, |p| outcomes[p as usize % outcomes.len()].clone());
    game.apply(roller, outcome.clone()).expect("checked above");
    outcome
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
fn every_bremen_tile() -> Vec<rules::bremen::BremenAction> {
    use rules::bremen::{tile::TileSet, BremenAction};
    let mut probes: Vec<BremenAction> = TileSet::for_players(4).iter().map(BremenAction::Play).collect();
    probes.push(BremenAction::StopLost);
    probes
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn bremen_conforms(seed in any::<u64>(), players in 3u8..=4, picks in prop::collection::vec(any::<u16>(), 0..52)) {
        let probes = every_bremen_tile();
        let g: Bremen = check_game(bremen_options(players), seed, &picks, &probes);
        let outcome = g.outcome().unwrap();
        let tiles = u32::from(outcome.tricks_played) * u32::from(players);
        prop_assert_eq!(outcome.captured.values().iter().map(|&c| c as u32).sum::<u32>(), tiles);
        prop_assert_eq!(outcome.won(), outcome.counts_failure.is_none() && outcome.animals_failure.is_none());
        prop_assert_eq!(outcome.last_tiles.is_some(), outcome.tricks_played == 12, "stopped early: no last tiles");
    }
}

#[test]
fn bremen_thousands_of_seeded_games_end_in_a_valid_outcome() {
    for seed in 0..4000u64 {
        let players = 3 + (seed % 2) as u8;
        let picks: Vec<u16> = (0..52).map(|i| (seed.wrapping_mul(31).wrapping_add(i * 7) % 13) as u16).collect();
        let g: Bremen = check_game(bremen_options(players), seed, &picks, &[]);
        let outcome = g.outcome().unwrap();
        let tiles = u32::from(outcome.tricks_played) * u32::from(players);
        assert_eq!(outcome.captured.values().iter().map(|&c| c as u32).sum::<u32>(), tiles);
        match &outcome.last_tiles {
            Some(last) => assert_eq!((last.len(), outcome.tricks_played), (players as usize, 12)),
            None => assert!(outcome.tricks_played < 12 && !outcome.won(), "only a lost game stops early"),
        }
    }
}

/// Moves that are often illegal in Here Comes the Dog, to check they are refused and change nothing.
fn dog_probes() -> Vec<DogAction> {
    let mut probes = vec![DogAction::Roll, DogAction::Repel(Repel { meat_pairs: 3, fire_pairs: 2 })];
    probes.extend(Exchange::ALL.map(DogAction::Exchange));
    probes.extend([Sticks::new(2, 0, 0), Sticks::new(0, 1, 1), Sticks::new(0, 0, 1)].map(DogAction::Take));
    for from in 0..4 {
        probes.extend(Stick::ALL.map(|stick| DogAction::Steal { from: PlayerId::new(from), stick }));
    }
    probes
}

/// Dog's own invariants on a finished game: 21 sticks (checked at every step by the harness), a full
/// ranking, and nobody still in the game unless at most one is or all five rounds were played.
fn check_dog_end(g: &Dog, players: u8) {
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.placings.len(), usize::from(players));
    assert_eq!(outcome.placings[0].place, 1);
    let still_in = outcome.placings.iter().filter(|p| p.standing.out_at.is_none()).count();
    assert!(still_in <= 1 || g.round() == rules::dog::ROUNDS, "ended early with {still_in} still in");
}

/// Variants cycled through by the seeded games so every setting is played.
fn dog_variant(seed: u64) -> DogVariant {
    use rules::dog::dice::Faces;
    use rules::dog::village::Overflow;
    use rules::dog::{AllDifferent, Happening};
    let mut v = DogVariant::default();
    match seed % 5 {
        1 => v.dog_supply = Some(6),
        2 => v.faces = Faces(Sticks::new(1, 1, 4)),
        3 => {
            v.all_different = AllDifferent::Take;
            v.exchanges = [true, false, true];
        }
        4 => {
            v.happenings = [Happening::Attack, Happening::FireFestival, Happening::Feeding];
            v.overflow = Overflow::CarryOver;
        }
        _ => {}
    }
    v
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn dog_conforms(seed in any::<u64>(), players in 2u8..=4, first in 0u8..4, picks in prop::collection::vec(any::<u16>(), 0..400)) {
        let options = DogOptions { players, first: PlayerId::new(first % players), variant: dog_variant(seed) };
        let g: Dog = check_game(options, seed, &picks, &dog_probes());
        check_dog_end(&g, players);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Every dice setting the rules accept gives a game that ends (one colour only is refused).
    #[test]
    fn every_accepted_dice_setting_ends(meat in 0u8..=6, charcoal in 0u8..=6, seed in any::<u64>(), players in 2u8..=4) {
        use rules::dog::dice::Faces;
        use rules::SetupError;
        let fire = 6u8.saturating_sub(meat + charcoal);
        let faces = Faces(Sticks::new(meat, charcoal, fire));
        let variant = DogVariant { faces, ..DogVariant::default() };
        let options = DogOptions { players, first: PlayerId::new(0), variant };
        let colours = [meat, charcoal, fire].iter().filter(|&&n| n > 0).count();
        if meat + charcoal > 6 || colours < 2 {
            prop_assert_eq!(Dog::new(options, seed).unwrap_err(), SetupError::DiceFaces);
        } else {
            // Chance draws come from the seed (no picks), as at the table.
            let g: Dog = check_game(options, seed, &[], &dog_probes());
            check_dog_end(&g, players);
        }
    }
}

#[test]
fn dog_thousands_of_seeded_games_end_in_a_ranking() {
    let probes = dog_probes();
    for seed in 0..3000u64 {
        let players = 2 + (seed % 3) as u8;
        let options = DogOptions { players, first: PlayerId::new(0), variant: dog_variant(seed / 3) };
        let picks: Vec<u16> =
            (0..600).map(|i| (seed.wrapping_mul(2654435761).wrapping_add(i * 40503) >> 7) as u16).collect();
        let g: Dog = check_game(options, seed, &picks, &probes);
        check_dog_end(&g, players);
    }
}

/// Moves that are often illegal in Willkommen, Bierfest!: every simple move, every kind returned,
/// declined or removed, and sets the hand or the values may not allow.
fn bierfest_probes() -> Vec<BierfestAction> {
    use BierfestAction::*;
    let kinds = [Kind::Beer(0), Kind::Beer(3), Kind::Food(0), Kind::Food(1), Kind::Toast];
    let mut probes = vec![Draw, End, Pass, Keep];
    for kind in kinds {
        probes.extend([Return(kind), Decline(kind), Remove { set: 0, kind }, Remove { set: 7, kind }]);
    }
    probes.extend([[0, 0], [1, 0], [0, 2], [2, 2]].map(|food| Play(SetPlay { beer: 0, beers: 2, food })));
    probes.push(Play(SetPlay { beer: 2, beers: 7, food: [0, 0] }));
    probes
}

/// Card values cycled through by the seeded games: the defaults, mixed food, other tables and pairings.
fn bierfest_values(seed: u64) -> CardValues {
    let mut v = CardValues::default();
    match seed % 3 {
        1 => v.mixed_food = true,
        2 => {
            v.beers[4].table = [0, 0, 2, 20, 40];
            v.foods[0].pairs = [true; 5];
            v.foods[1].table = [5, 5, 5];
        }
        _ => {}
    }
    v
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn bierfest_conforms(seed in any::<u64>(), players in 3u8..=5, first in 0u8..5, picks in prop::collection::vec(any::<u16>(), 0..600)) {
        let options = BierfestOptions { players, first: PlayerId::new(first % players), values: bierfest_values(seed) };
        let g: Bierfest = check_game(options, seed, &picks, &bierfest_probes());
        let outcome = g.outcome().expect("over");
        prop_assert!(outcome.winners().count() >= 1);
        for seat in (0..players).map(PlayerId::new) {
            prop_assert_eq!(g.view(Viewer::Seat(seat)).seats[seat].hand, 0, "every hand is empty at the end");
        }
    }
}

/// Moves that are often illegal in M&ZEB-S: one colour chosen twice, tokens from anywhere in the box,
/// placements off the board, far from the field or in an orientation the token lacks.
fn mzebs_probes() -> Vec<MzebsAction> {
    use MzebsAction::*;
    let mut probes = vec![
        Choose { wanted: Colour::Red, unwanted: Colour::Red },
        Guess { wanted: Colour::Green, unwanted: Colour::Green },
    ];
    probes.extend([0, 9, 17, 39].map(|n| Collect(Token(n))));
    probes.extend(
        [(0, 0, 0), (1, 11, 11), (2, 19, 0), (11, 5, 5), (12, 0, 0), (0, 30, 30)].map(|(orientation, x, y)| Place {
            orientation,
            x,
            y,
        }),
    );
    probes
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn mzebs_conforms(seed in any::<u64>(), first in 0u8..2, side in 12u8..=20, visible in 3u8..=8, flags in 0u8..16, picks in prop::collection::vec(any::<u16>(), 0..90)) {
        let options = MzebsOptions {
            first: PlayerId::new(first),
            side,
            visible,
            open_box: flags & 1 != 0,
            guesses_differ: flags & 2 != 0,
            six_plus: if flags & 4 != 0 { SixPlus::Beyond } else { SixPlus::PerToken },
            ties: [Ties::Shared, Ties::Dense, Ties::Worse][usize::from(flags >> 2) % 3],
            both_tallies: flags & 8 != 0,
        };
        let g: Mzebs = check_game(options, seed, &picks, &mzebs_probes());
        prop_assert_eq!(g.phase(), &MzebsPhase::Over);
        prop_assert_eq!(g.view(Viewer::Table).field.cells(), 80, "all 40 tokens, 80 cells, on the field");
        prop_assert_eq!(g.view(Viewer::Table).in_box, 0);
        let tallied: u32 = g.view(Viewer::Table).tallies.values().iter().flatten().map(|&n| u32::from(n)).sum();
        prop_assert_eq!(tallied, 40, "every token noted once");
    }
}

/// Moves that are often illegal in Broom Service: hands of the wrong size or with unknown cards, roles
/// not in hand, moves and deliveries out of reach, clouds too far or too dear, more than is held.
fn broom_probes() -> Vec<BroomAction> {
    use rules::broom::role::{Role, Roles, Stance};
    use rules::broom::stock::{Resource, Stock};
    use BroomAction::*;
    let mut probes = vec![
        Choose(Roles(0)),
        Choose(Roles(0b111)),
        Choose(Roles(0b1111 << 7)),
        Lead(Role::WeatherFairy, Stance::Brave),
        Lead(Role::ForestWitch, Stance::Cowardly),
        Follow(Stance::Brave),
        Move { from: 0, to: 47 },
        Move { from: 24, to: 15 },
        Take(Resource::Wand),
        Take(Resource::Green),
        Exchange { give: Resource::Wand, take: Resource::Wand },
        Exchange { give: Resource::Green, take: Resource::Orange },
        Distil(rules::broom::map::Potion::Purple),
        Fist(Stock([9, 9, 9, 9])),
        Fist(Stock([0, 0, 0, 1])),
        HandIn,
        Skip,
    ];
    probes.extend([0, 10, 36, 38].map(Deliver));
    probes.extend([0, 5, 23].map(Charm));
    probes
}

/// Settings cycled through by the seeded games so every one is played.
fn broom_options(players: u8, first: u8, variant: u64) -> BroomOptions {
    use rules::broom::options::*;
    let mut o = BroomOptions { players, first: PlayerId::new(first % players), ..BroomOptions::default() };
    match variant % 4 {
        1 => {
            o.gatherer_cowardly = CowardlyGather::PotionOrWand;
            o.gatherer_brave = BraveGather::ThreePotions;
        }
        2 => {
            o.fairy_brave = BraveFairy::AnyClouds;
            o.next_leader = NextLeader::TurnLeader;
        }
        3 => {
            o.empty_hands = EmptyHands::PotionsOnly;
            o.perilous = [2, 0, 3, -3];
            o.more_or_less = [5, 4, 3, 0, -5];
        }
        _ => {}
    }
    o
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn broom_conforms(seed in any::<u64>(), players in 2u8..=5, first in 0u8..5, variant in 0u64..4, picks in prop::collection::vec(any::<u16>(), 0..200)) {
        let g: Broom = check_game(broom_options(players, first, variant), seed, &picks, &broom_probes());
        let outcome = g.outcome().expect("over");
        prop_assert!(outcome.winners().count() >= 1);
        prop_assert_eq!(g.round(), 7);
    }
}

#[test]
fn broom_thousands_of_seeded_games_end_after_seven_rounds() {
    let probes = broom_probes();
    for seed in 0..2000u64 {
        let players = 2 + (seed % 4) as u8;
        let picks: Vec<u16> =
            (0..300).map(|i| (seed.wrapping_mul(2654435761).wrapping_add(i * 40503) >> 5) as u16).collect();
        let g: Broom = check_game(broom_options(players, seed as u8, seed / 4), seed, &picks, &probes);
        assert_eq!(g.round(), 7);
        let view = g.view(Viewer::Table);
        assert!(view.seats.values().iter().all(|s| s.cards == Some(0)), "every hand is empty at the end");
    }
}

/// What went wrong in twin games: a sampler that reads anything the observer cannot see is caught
/// because two games that differ only there give different worlds for the same seed. Plays `games`
/// seeded random games; at each step the seat to act is the observer. Returns how many positions were
/// checked and every finding (none when the sampler is fair); checks along the way that twins really
/// differ and worlds vary.
fn twin_findings<G: Twin + BotGame + PartialEq + std::fmt::Debug>(
    setup: impl Fn(u64) -> G,
    games: u64,
    sampler: impl Fn(&G, PlayerId, &mut Rng) -> G,
) -> (u32, Vec<String>) {
    let mut findings = Vec::new();
    let (mut positions, mut twins_differ, mut worlds_vary) = (0u32, 0u32, 0u32);
    for seed in 0..games {
        let mut game = setup(seed);
        let mut picker = Rng::from_seed(seed);
        for step in 0u32.. {
            let Some(me) = settle(&mut game) else { break };
            let twin = game.twin(me, &mut picker);
            let seen = json(&game.view(Viewer::Seat(me)));
            assert_eq!(json(&twin.view(Viewer::Seat(me))), seen, "the twin generator changed what {me:?} sees");
            assert_eq!(twin.legal_actions(me), game.legal_actions(me), "the twin changed {me:?}'s moves");
            positions += 1;
            twins_differ += u32::from(twin != game);
            let s = u64::from(picker.below(u32::MAX));
            let world = sampler(&game, me, &mut Rng::from_seed(s));
            if world != sampler(&twin, me, &mut Rng::from_seed(s)) {
                findings.push(format!("seed {seed} step {step}: twins gave {me:?} different worlds"));
            }
            if json(&world.view(Viewer::Seat(me))) != seen || world.legal_actions(me) != game.legal_actions(me) {
                findings.push(format!("seed {seed} step {step}: {me:?} can tell the world from the game"));
            }
            worlds_vary += u32::from(world != game);
            if step % 8 == 0 {
                let choice = |g: &G| {
                    let mut search = Search::new(g, me, s);
                    search.run(40);
                    search.best()
                };
                assert_eq!(choice(&game), choice(&twin), "seed {seed} step {step}: the bot chose differently in twins");
            }
            let legal = game.legal_actions(me);
            let pick = legal[picker.below(legal.len() as u32) as usize].clone();
            game.apply(me, pick).expect("legal");
        }
    }
    assert!(twins_differ * 2 > positions, "twins differ in only {twins_differ} of {positions} positions");
    if worlds_vary * 2 <= positions {
        findings.push(format!("worlds differ from the game in only {worlds_vary} of {positions} positions"));
    }
    (positions, findings)
}

#[test]
fn bremen_bots_sample_only_what_their_seat_has_seen() {
    let setup = |seed| Bremen::new(bremen_options(3 + (seed % 2) as u8), seed).expect("valid");
    assert_eq!(twin_findings(setup, 120, Bremen::determinize).1, Vec::<String>::new());
}

#[test]
fn dog_bots_sample_only_what_their_seat_has_seen() {
    let setup =
        |seed| Dog::new(DogOptions { players: 2 + (seed % 3) as u8, ..DogOptions::default() }, seed).expect("valid");
    assert_eq!(twin_findings(setup, 60, Dog::determinize).1, Vec::<String>::new());
}

#[test]
fn bierfest_bots_sample_only_what_their_seat_has_seen() {
    let setup = |seed| {
        let options =
            BierfestOptions { players: 3 + (seed % 3) as u8, first: PlayerId::new(0), values: bierfest_values(seed) };
        Bierfest::new(options, seed).expect("valid")
    };
    assert_eq!(twin_findings(setup, 30, Bierfest::determinize).1, Vec::<String>::new());
}

#[test]
fn mzebs_bots_sample_only_what_their_seat_has_seen() {
    let setup = |seed: u64| {
        let options = MzebsOptions {
            first: PlayerId::new((seed % 2) as u8),
            guesses_differ: seed.is_multiple_of(3),
            ..MzebsOptions::default()
        };
        Mzebs::new(options, seed).expect("valid")
    };
    assert_eq!(twin_findings(setup, 12, Mzebs::determinize).1, Vec::<String>::new());
}

#[test]
fn broom_bots_sample_only_what_their_seat_has_seen() {
    let setup = |seed: u64| Broom::new(broom_options(2 + (seed % 4) as u8, seed as u8, seed / 4), seed).expect("valid");
    assert_eq!(twin_findings(setup, 12, Broom::determinize).1, Vec::<String>::new());
}

/// Hints are fair: at positions of random games, a twin (changed only where the seat to move cannot
/// see) gets the same hint, move and share alike, from the strong bot's full search.
fn same_hints_in_twins<G: Twin + BotGame>(setup: impl Fn(u64) -> G, games: u64, every: u32) {
    let mut checked = 0;
    for seed in 0..games {
        let mut game = setup(seed);
        let mut picker = Rng::from_seed(seed ^ 0xF00D);
        for step in 0u32.. {
            let Some(me) = settle(&mut game) else { break };
            if step % every == 0 {
                let twin = game.twin(me, &mut picker);
                let moves = step as usize;
                let (a, b) = (rules::bots::hint(&game, me, moves), rules::bots::hint(&twin, me, moves));
                assert_eq!(json(&a.0), json(&b.0), "seed {seed} step {step}: twins got different hints");
                assert_eq!(a.1, b.1, "seed {seed} step {step}: the same hint, less sure in a twin");
                checked += 1;
            }
            let legal = game.legal_actions(me);
            let pick = legal[picker.below(legal.len() as u32) as usize].clone();
            game.apply(me, pick).expect("legal");
        }
    }
    assert!(checked >= 8, "only {checked} hints checked");
}

#[test]
fn hints_are_the_same_in_games_their_seat_cannot_tell_apart() {
    same_hints_in_twins(|seed| Bremen::new(bremen_options(3 + (seed % 2) as u8), seed).expect("valid"), 2, 5);
    same_hints_in_twins(|seed| Dog::new(DogOptions::default(), seed).expect("valid"), 2, 12);
    let bierfest = |seed| {
        let options = BierfestOptions { players: 3, first: PlayerId::new(0), values: bierfest_values(seed) };
        Bierfest::new(options, seed).expect("valid")
    };
    same_hints_in_twins(bierfest, 2, 12);
    same_hints_in_twins(|seed| Mzebs::new(MzebsOptions::default(), seed).expect("valid"), 1, 5);
    same_hints_in_twins(|seed| Broom::new(broom_options(3, seed as u8, seed), seed).expect("valid"), 1, 20);
}

/// The review is fair: at positions of random games, the move made is judged the same — chances,
/// their uncertainty and the judge's preferred move alike — in a twin changed only where the seat to move cannot see;
/// and it is deterministic: judged again, the same judgement.
fn same_reviews_in_twins<G: Twin + BotGame>(setup: impl Fn(u64) -> G, games: u64, every: u32) {
    let mut checked = 0;
    for seed in 0..games {
        let mut game = setup(seed);
        let mut picker = Rng::from_seed(seed ^ 0x2E71);
        for step in 0u32.. {
            let Some(me) = settle(&mut game) else { break };
            let legal = game.legal_actions(me);
            let pick = legal[picker.below(legal.len() as u32) as usize].clone();
            if step % every == 0 {
                let twin = game.twin(me, &mut picker);
                let moves = step as usize;
                let judged = judge(&game, me, &pick, moves);
                let twins = judge(&twin, me, &pick, moves);
                let text = |j: &Judged<G::Action>| (j.before, j.after, j.margin, json(&j.better));
                assert_eq!(text(&judged), text(&twins), "seed {seed} step {step}: twins judged differently");
                assert_eq!(
                    text(&judge(&game, me, &pick, moves)),
                    text(&judged),
                    "seed {seed} step {step}: judged again"
                );
                checked += 1;
            }
            game.apply(me, pick).expect("legal");
        }
    }
    assert!(checked >= 6, "only {checked} moves judged");
}

#[test]
fn reviews_judge_a_move_alike_in_games_its_seat_cannot_tell_apart() {
    same_reviews_in_twins(|seed| Bremen::new(bremen_options(3 + (seed % 2) as u8), seed).expect("valid"), 1, 6);
    same_reviews_in_twins(|seed| Dog::new(DogOptions::default(), seed).expect("valid"), 1, 15);
    let bierfest = |seed| {
        let options = BierfestOptions { players: 5, first: PlayerId::new(0), values: bierfest_values(seed) };
        Bierfest::new(options, seed).expect("valid")
    };
    same_reviews_in_twins(bierfest, 1, 20);
    same_reviews_in_twins(|seed| Mzebs::new(MzebsOptions::default(), seed).expect("valid"), 1, 8);
    same_reviews_in_twins(|seed| Broom::new(broom_options(4, seed as u8, seed), seed).expect("valid"), 1, 25);
}

/// Every rule situation a game teaches arises in random games, in the view of the seat to move (or, for
/// a choice the table makes together, the table's), and a situation never holds for a seat that cannot
/// see it: twins the seat cannot tell apart are in the same situations.
fn situations_arise<G: Teach + Twin>(setup: impl Fn(u64) -> G, games: u64) {
    let mut seen = Vec::new();
    for seed in 0..games {
        let mut game = setup(seed);
        let mut picker = Rng::from_seed(seed ^ 0x7EAC);
        while let Some(me) = settle(&mut game) {
            let situations = G::situations(&game.view(Viewer::Seat(me)));
            let twin = game.twin(me, &mut picker);
            assert_eq!(G::situations(&twin.view(Viewer::Seat(me))), situations, "seed {seed}: twins differ");
            seen.extend(situations.into_iter().chain(G::situations(&game.view(Viewer::Table))).map(|s| s.key()));
            let legal = game.legal_actions(me);
            let pick = legal[picker.below(legal.len() as u32) as usize].clone();
            game.apply(me, pick).expect("legal");
        }
    }
    let never: Vec<&str> = G::SITUATIONS.iter().map(|s| s.key()).filter(|k| !seen.contains(k)).collect();
    assert_eq!(never, Vec::<&str>::new(), "situations that never arose in {games} random games");
    let mut keys: Vec<&str> = G::SITUATIONS.iter().map(|s| s.key()).collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), G::SITUATIONS.len(), "every situation has a key of its own");
}

#[test]
fn every_rule_situation_arises_in_random_games() {
    situations_arise(|seed| Bremen::new(bremen_options(3 + (seed % 2) as u8), seed).expect("valid"), 40);
    situations_arise(
        |seed| Dog::new(DogOptions { players: 2 + (seed % 3) as u8, ..DogOptions::default() }, seed).expect("valid"),
        40,
    );
    let bierfest = |seed| {
        let options =
            BierfestOptions { players: 3 + (seed % 3) as u8, first: PlayerId::new(0), values: bierfest_values(seed) };
        Bierfest::new(options, seed).expect("valid")
    };
    situations_arise(bierfest, 40);
    situations_arise(|seed| Mzebs::new(MzebsOptions::default(), seed).expect("valid"), 10);
    situations_arise(
        |seed: u64| Broom::new(broom_options(2 + (seed % 4) as u8, seed as u8, seed / 4), seed).expect("valid"),
        40,
    );
}

/// A sampler that keeps the real hands (or the real dice) is caught in most positions of ten games.
#[test]
fn a_leaky_sampler_is_caught() {
    let bremen = |seed| Bremen::new(bremen_options(4), seed).expect("valid");
    let leaky = |g: &Bremen, _: PlayerId, _: &mut Rng| g.clone();
    let (positions, findings) = twin_findings(bremen, 10, leaky);
    assert!(findings.len() * 4 > positions as usize * 3, "Bremen: the real hands went unnoticed: {findings:?}");
    let dog = |seed| Dog::new(DogOptions::default(), seed).expect("valid");
    let peeks = |g: &Dog, _: PlayerId, _: &mut Rng| g.clone();
    let (positions, findings) = twin_findings(dog, 10, peeks);
    assert!(findings.len() >= positions as usize, "Dog: the real dice went unnoticed: {findings:?}");
}
