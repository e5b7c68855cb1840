//! The spec's test scenarios (`../shared/rules/mzebs.md` "Test scenarios" 1–6), the rotation group's
//! laws, and the whole game's flow.

use super::field::{Cell, Field, PlaceError};
use super::rotation::{canonical, orientation_of, orientations, stands, Rotation};
use super::scoring::{ranks, wanted_points, Score, SixPlus, Ties, RANK_POINTS};
use super::token::{Colour, Shape, Token};
use super::*;
use crate::rng::Rng;

const A: PlayerId = PlayerId::new(0);
const B: PlayerId = PlayerId::new(1);
use Colour::{Green as G, Purple as P, Red as R, Yellow as Y};

#[test]
fn the_rotations_form_a_group_of_24() {
    let all = Rotation::all();
    assert_eq!(all.len(), 24);
    assert_eq!(all[0], Rotation::IDENTITY);
    for (i, r) in all.iter().enumerate() {
        assert!(!all[..i].contains(r), "{r:?} twice");
        assert_eq!(r.after(r.inverse()), Rotation::IDENTITY);
        assert_eq!(r.inverse().after(*r), Rotation::IDENTITY);
        for s in &all {
            assert!(all.contains(&r.after(*s)), "closed under composition");
            let v = [1, 2, 3];
            assert_eq!(r.after(*s).apply(v), r.apply(s.apply(v)), "composition applies in order");
        }
    }
    // Four quarter turns are the identity; the three generators reach every rotation.
    let four = |q: Rotation| q.after(q).after(q.after(q));
    for q in [Rotation::TURN, Rotation::TIP_FORWARD, Rotation::TIP_SIDEWAYS] {
        assert_eq!(four(q), Rotation::IDENTITY);
    }
    let mut reached = vec![Rotation::IDENTITY];
    while let Some(r) = reached
        .iter()
        .flat_map(|r| [Rotation::TURN.after(*r), Rotation::TIP_FORWARD.after(*r)])
        .find(|r| !reached.contains(r))
    {
        reached.push(r);
    }
    assert_eq!(reached.len(), 24, "turning and tipping reach all 24 rotations");
}

#[test]
fn canonical_form_ignores_position_and_order() {
    assert_eq!(canonical(vec![[5, 3, 2], [4, 3, 2]]), vec![[0, 0, 0], [1, 0, 0]]);
    assert_eq!(orientation_of(Shape::Bar, Rotation::IDENTITY), 0);
    assert_eq!(orientation_of(Shape::Bar, Rotation::TURN.after(Rotation::TURN)), 0, "a half turn of a bar");
}

/// Scenario 1: orientations, those that stand on an empty table, and first placements on 12 × 12.
#[test]
fn scenario_1_orientations_and_first_placements() {
    let counts: Vec<(usize, usize)> = Shape::ALL
        .iter()
        .map(|&s| {
            let all = orientations(s);
            (all.len(), all.iter().filter(|o| stands(o)).count())
        })
        .collect();
    assert_eq!(counts, vec![(1, 1), (3, 3), (12, 8), (12, 6)]);
    let field = Field::new(12);
    let first: Vec<usize> = [0, 4, 7, 9].iter().map(|&n| Mzebs::placements(&field, Token(n)).len()).collect();
    assert_eq!(first, vec![144, 408, 1012, 680]);
}

/// Scenario 2: one cube at (5, 5); each placement legal or refused for its reason.
#[test]
fn scenario_2_placements_and_their_reasons() {
    let mut field = Field::new(12);
    field.place(Token(0), &[[5, 5, 0]]);
    let cases: &[(&[Cell], Result<(), PlaceError>)] = &[
        (&[[6, 5, 0], [6, 5, 1]], Ok(())),
        (&[[5, 5, 1]], Ok(())),
        (&[[6, 5, 0], [7, 5, 0], [6, 6, 0]], Ok(())),
        (&[[6, 5, 0], [7, 5, 0], [6, 5, 1]], Ok(())),
        (&[[6, 5, 0], [6, 5, 1], [5, 5, 1]], Ok(())),
        (&[[6, 5, 0], [6, 5, 1], [6, 5, 2], [5, 5, 1]], Ok(())),
        (&[[6, 6, 0]], Err(PlaceError::NoContact)),
        (&[[9, 9, 0]], Err(PlaceError::NoContact)),
        (&[[5, 5, 1], [6, 5, 1], [5, 6, 1]], Err(PlaceError::OverAir)),
        (&[[7, 5, 0], [7, 5, 1], [6, 5, 1], [8, 5, 1]], Err(PlaceError::OverAir)),
        (&[[11, 0, 0], [12, 0, 0]], Err(PlaceError::OffBoard)),
        (&[[5, 5, 0]], Err(PlaceError::Overlap)),
    ];
    for (cells, expected) in cases {
        assert_eq!(field.check(cells), *expected, "{cells:?}");
    }
    // The same placements as moves: an orientation dropped at a corner column lands on the same cells.
    let mut game = game_at_place(Token(7));
    game.field = field.clone();
    let hooked = orientation_with(Shape::L, &[[0, 0, 1], [1, 0, 0], [1, 0, 1]]);
    let legal = MzebsAction::Place { orientation: hooked, x: 5, y: 5 };
    assert!(game.legal_actions(A).contains(&legal));
    let events = game.clone().apply(A, legal).unwrap();
    assert_eq!(
        events,
        vec![MzebsEvent::Placed { seat: A, token: Token(7), cells: vec![[5, 5, 1], [6, 5, 0], [6, 5, 1]] }]
    );
    let flat_on_cube = MzebsAction::Place { orientation: 0, x: 5, y: 5 };
    assert_eq!(game.apply(A, flat_on_cube), Err(RuleError::Illegal(MzebsIllegal::Placement(PlaceError::OverAir))));
    let apart = MzebsAction::Place { orientation: 0, x: 9, y: 9 };
    assert_eq!(game.apply(A, apart), Err(RuleError::Illegal(MzebsIllegal::Placement(PlaceError::NoContact))));
    let off = MzebsAction::Place { orientation: 0, x: 11, y: 0 };
    assert_eq!(game.apply(A, off), Err(RuleError::Illegal(MzebsIllegal::Placement(PlaceError::OffBoard))));
    let odd = MzebsAction::Place { orientation: 12, x: 6, y: 5 };
    assert_eq!(game.apply(A, odd), Err(RuleError::Illegal(MzebsIllegal::NoSuchOrientation)));
}

/// The index of the orientation of `shape` with these (canonical) cells.
fn orientation_with(shape: Shape, cells: &[[i8; 3]]) -> u8 {
    orientations(shape).iter().position(|o| o == cells).expect("an orientation of the shape") as u8
}

/// A game in which A holds `token` and must place it.
fn game_at_place(token: Token) -> Mzebs {
    let mut game = Mzebs::new(MzebsOptions { open_box: true, ..MzebsOptions::default() }, 1).unwrap();
    game.apply(A, MzebsAction::Choose { wanted: R, unwanted: Y }).unwrap();
    game.apply(B, MzebsAction::Choose { wanted: G, unwanted: P }).unwrap();
    game.apply(A, MzebsAction::Collect(token)).unwrap();
    game
}

/// Scenario 3: the collected-token score with and without correct guesses, under both 6+ readings.
#[test]
fn scenario_3_collected_token_score() {
    let secret = Secret { owner: A, wanted: R, unwanted: Y };
    let tally = [7, 5, 4, 4];
    // Red ranks 2nd by area.
    let areas = [10, 20, 3, 1];
    let score = |wanted, unwanted, six| {
        let guess = Guess { by: B, wanted: if wanted { R } else { G }, unwanted: if unwanted { Y } else { P } };
        let s = Score::of(secret, tally, guess, areas, six, Ties::Shared);
        assert_eq!((s.rank, s.area, s.knocked), (2, 10, 0));
        (s.counts[0], s.collected, s.total)
    };
    assert_eq!(score(false, false, SixPlus::PerToken), (7, 19, 29));
    assert_eq!(score(true, false, SixPlus::PerToken), (5, 10, 20));
    assert_eq!(score(false, true, SixPlus::PerToken), (7, 19, 24));
    assert_eq!(score(true, true, SixPlus::PerToken), (5, 10, 15));
    assert_eq!(score(false, false, SixPlus::Beyond), (7, 16, 26));
    assert_eq!(score(true, false, SixPlus::Beyond), (5, 10, 20));
    assert_eq!(score(false, true, SixPlus::Beyond).2, 21);
    assert_eq!(score(true, true, SixPlus::Beyond).2, 15);
    // The floor: one red token and a correct wanted guess leave 0, worth 0.
    let one = Score::of(
        secret,
        [1, 0, 0, 0],
        Guess { by: B, wanted: R, unwanted: G },
        areas,
        SixPlus::PerToken,
        Ties::Shared,
    );
    assert_eq!((one.counts[0], one.collected), (0, 0));
    let table: Vec<i32> = (0..=10).map(|n| wanted_points(n, SixPlus::PerToken)).collect();
    assert_eq!(table, vec![0, 1, 3, 6, 10, 12, 18, 21, 24, 27, 30]);
    let table: Vec<i32> = (0..=10).map(|n| wanted_points(n, SixPlus::Beyond)).collect();
    assert_eq!(table, vec![0, 1, 3, 6, 10, 12, 15, 18, 21, 24, 27]);
}

/// Scenario 4: the area ranking under the three tie rules.
#[test]
fn scenario_4_area_ranking() {
    let points = |areas, ties| ranks(areas, ties).map(|r| RANK_POINTS[usize::from(r) - 1]);
    assert_eq!(points([14, 14, 9, 0], Ties::Shared), [12, 12, 6, 1]);
    assert_eq!(points([14, 14, 9, 0], Ties::Dense), [12, 12, 10, 6]);
    assert_eq!(points([14, 14, 9, 0], Ties::Worse), [10, 10, 6, 1]);
    assert_eq!(points([20, 9, 0, 0], Ties::Shared), [12, 10, 6, 6]);
    assert_eq!(points([20, 9, 0, 0], Ties::Dense), [12, 10, 6, 6]);
    assert_eq!(points([20, 9, 0, 0], Ties::Worse), [12, 10, 1, 1]);
    assert_eq!(ranks([0, 0, 0, 0], Ties::Shared), [1; 4], "an empty field: all share first");
}

/// Scenario 5: one colour named as both guesses.
#[test]
fn scenario_5_same_colour_guesses() {
    for differ in [false, true] {
        let mut game = finished_but_guesses(MzebsOptions { guesses_differ: differ, ..MzebsOptions::default() }, 3);
        let same = MzebsAction::Guess { wanted: R, unwanted: R };
        let result = game.apply(A, same);
        if differ {
            assert_eq!(result, Err(RuleError::Illegal(MzebsIllegal::SameGuess)));
            continue;
        }
        result.unwrap();
        game.apply(B, MzebsAction::Guess { wanted: Y, unwanted: G }).unwrap();
        let out = game.outcome().unwrap();
        // B wants red and does not want purple: only A's wanted guess is correct.
        let b = &out.scores[B];
        assert!(b.wanted_found && !b.unwanted_found);
        assert_eq!(b.penalty, 0);
    }
}

/// Plays a whole game to the guesses: A wants yellow, not green; B wants red, not purple; random
/// legal tokens and placements from `seed`.
fn finished_but_guesses(options: MzebsOptions, seed: u64) -> Mzebs {
    let mut game = Mzebs::new(options, seed).unwrap();
    game.apply(A, MzebsAction::Choose { wanted: Y, unwanted: G }).unwrap();
    game.apply(B, MzebsAction::Choose { wanted: R, unwanted: P }).unwrap();
    let mut rng = Rng::from_seed(seed);
    while let ToAct::One(seat) = game.to_act() {
        let legal = game.legal_actions(seat);
        let pick = legal[rng.below(legal.len() as u32) as usize];
        game.apply(seat, pick).unwrap();
    }
    game
}

/// Scenario 6: random games on 12 × 12: every token in the box always has a legal placement; 40
/// placements make 80 cells; a correct wanted guess changes neither the field nor the area score;
/// no view shows the opponent's colours or unrevealed guess.
#[test]
fn scenario_6_properties_of_random_games() {
    for seed in 0..60 {
        let mut game = Mzebs::new(MzebsOptions::default(), seed).unwrap();
        game.apply(A, MzebsAction::Choose { wanted: Y, unwanted: G }).unwrap();
        game.apply(B, MzebsAction::Choose { wanted: Y, unwanted: G }).unwrap();
        let mut rng = Rng::from_seed(seed);
        while let ToAct::One(seat) = game.to_act() {
            if let Phase::Collect(_) = game.phase {
                for shape in Shape::ALL {
                    if let Some(&t) = game.pile.iter().find(|t| t.shape() == shape) {
                        assert!(!Mzebs::placements(&game.field, t).is_empty(), "seed {seed}: no place for {shape:?}");
                    }
                }
                let other = seat.next(PLAYERS);
                let seen = serde_json::to_string(&game.view(Viewer::Seat(seat))).unwrap();
                assert!(!seen.contains(&serde_json::to_string(&game.secrets[other]).unwrap()));
                assert!(seen.contains("\"tallies\""), "the tally is public");
            }
            let legal = game.legal_actions(seat);
            game.apply(seat, legal[rng.below(legal.len() as u32) as usize]).unwrap();
        }
        assert_eq!(game.field.cells(), 80, "seed {seed}");
        let (field, areas) = (game.field.clone(), game.field.areas());
        let mut right = game.clone();
        right.apply(A, MzebsAction::Guess { wanted: Y, unwanted: R }).unwrap();
        right.apply(B, MzebsAction::Guess { wanted: Y, unwanted: R }).unwrap();
        let mut wrong = game.clone();
        wrong.apply(A, MzebsAction::Guess { wanted: R, unwanted: R }).unwrap();
        wrong.apply(B, MzebsAction::Guess { wanted: R, unwanted: R }).unwrap();
        let (r, w) = (right.outcome().unwrap(), wrong.outcome().unwrap());
        assert_eq!(right.field, field);
        assert_eq!((r.areas, w.areas), (areas, areas));
        assert_eq!(r.scores[A].area, w.scores[A].area, "a correct wanted guess leaves the area score");
        assert!(r.scores[A].wanted_found && !w.scores[A].wanted_found);
    }
}

#[test]
fn a_game_goes_choose_collect_place_guess_reveal() {
    let mut game = Mzebs::new(MzebsOptions { first: B, ..MzebsOptions::default() }, 9).unwrap();
    assert_eq!(game.to_act(), ToAct::Simultaneous(vec![B, A]));
    assert_eq!(
        game.apply(A, MzebsAction::Choose { wanted: R, unwanted: R }),
        Err(RuleError::Illegal(MzebsIllegal::SameColours))
    );
    game.apply(A, MzebsAction::Choose { wanted: R, unwanted: Y }).unwrap();
    assert!(game.can_undo(A), "a secret choice reveals nothing");
    assert_eq!(game.to_act(), ToAct::Simultaneous(vec![B]));
    game.apply(B, MzebsAction::Choose { wanted: R, unwanted: Y }).unwrap();
    assert_eq!(game.to_act(), ToAct::One(B), "the first player collects first");
    // Only the top 5 may be collected; a token deeper in the box is refused.
    let top = game.top().to_vec();
    assert_eq!(top.len(), 5);
    let deep = game.pile[0];
    assert_eq!(game.apply(B, MzebsAction::Collect(deep)), Err(RuleError::Illegal(MzebsIllegal::NotOnTop)));
    let token = top[4];
    game.apply(B, MzebsAction::Collect(token)).unwrap();
    assert!(!game.can_undo(B), "a collected token never goes back");
    assert_eq!(game.tallies[B][token.colour().index()], 1, "the tally counts tokens");
    assert_eq!(game.top().len(), 5, "the next hidden token surfaces");
    assert_eq!(
        game.apply(A, MzebsAction::Collect(top[0])),
        Err(RuleError::NotYourTurn { seat: A, to_act: ToAct::One(B) })
    );
    let place = game.legal_actions(B)[0];
    game.apply(B, place).unwrap();
    assert!(game.can_undo(B));
    assert_eq!(game.to_act(), ToAct::One(A));
}

#[test]
fn the_open_box_shows_every_token_and_the_last_tokens_are_all_visible() {
    let game = Mzebs::new(MzebsOptions { open_box: true, ..MzebsOptions::default() }, 4).unwrap();
    assert_eq!(game.top().len(), 40);
    let mut game = Mzebs::new(MzebsOptions { visible: 8, ..MzebsOptions::default() }, 4).unwrap();
    game.pile.truncate(3);
    assert_eq!(game.top().len(), 3, "fewer than the visible count: all of them");
}

#[test]
fn settings_outside_their_ranges_are_refused() {
    let bad = [
        MzebsOptions { side: 11, ..MzebsOptions::default() },
        MzebsOptions { side: 21, ..MzebsOptions::default() },
        MzebsOptions { visible: 2, ..MzebsOptions::default() },
        MzebsOptions { visible: 9, ..MzebsOptions::default() },
        MzebsOptions { first: PlayerId::new(2), ..MzebsOptions::default() },
    ];
    for options in bad {
        assert!(Mzebs::new(options, 1).is_err());
    }
    assert!(Mzebs::new(MzebsOptions { side: 20, visible: 3, ..MzebsOptions::default() }, 1).is_ok());
}

#[test]
fn the_higher_total_wins_and_the_memos_are_revealed_only_at_the_end() {
    let mut game = finished_but_guesses(MzebsOptions::default(), 11);
    assert!(game.view(Viewer::Table).mine.is_none());
    assert!(game.outcome().is_none());
    game.apply(A, MzebsAction::Guess { wanted: R, unwanted: P }).unwrap();
    game.apply(B, MzebsAction::Guess { wanted: Y, unwanted: G }).unwrap();
    let out = game.outcome().unwrap();
    let (a, b) = (out.scores[A].total, out.scores[B].total);
    assert_eq!(
        out.winner,
        if a > b {
            Some(A)
        } else if b > a {
            Some(B)
        } else {
            None
        }
    );
    assert_eq!(out.secrets[A], Secret { owner: A, wanted: Y, unwanted: G });
    assert!(out.scores[A].wanted_found && out.scores[A].unwanted_found);
    assert_eq!(out.scores[A].penalty, -5);
    assert!(game.secrets(A).is_empty(), "nothing is secret after the reveal");
}

#[test]
fn equal_totals_are_a_draw() {
    let mut game = finished_but_guesses(MzebsOptions::default(), 12);
    // Same colours, same tallies, same guesses: the same score.
    game.secrets[A] = Some(Secret { owner: A, wanted: R, unwanted: P });
    game.tallies[A] = game.tallies[B];
    game.apply(A, MzebsAction::Guess { wanted: R, unwanted: G }).unwrap();
    game.apply(B, MzebsAction::Guess { wanted: R, unwanted: G }).unwrap();
    let out = game.outcome().unwrap();
    assert_eq!(out.scores[A].total, out.scores[B].total);
    assert_eq!(out.winner, None);
}
