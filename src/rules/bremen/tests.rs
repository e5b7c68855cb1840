//! Every worked example of the Bremen rulebook, and one test per rule edge case.

use super::scoring::{AnimalsFailure, BremenOutcome, CountsFailure, Score, Title};
use super::*;
use crate::{replay, RuleError};

pub(crate) fn p(i: u8) -> PlayerId {
    PlayerId::new(i)
}
pub(crate) fn tile(a: Animal, n: u8) -> Tile {
    Tile::new(a, n).unwrap()
}
pub(crate) fn ch(n: u8) -> Tile {
    tile(Animal::Chicken, n)
}
pub(crate) fn dk(n: u8) -> Tile {
    tile(Animal::Donkey, n)
}
pub(crate) fn dg(n: u8) -> Tile {
    tile(Animal::Dog, n)
}
pub(crate) fn ct(n: u8) -> Tile {
    tile(Animal::Cat, n)
}

/// A game in the middle of play with exactly these hands (chance forced, as the rulebook's examples do).
pub(crate) fn table(hands: &[&[Tile]], middle: Option<Tile>, leader: u8) -> Bremen {
    let players = hands.len() as u8;
    Bremen {
        options: BremenOptions { players, ..BremenOptions::default() },
        rng: Rng::from_seed(0),
        redeals: 0,
        hands: PerPlayer::from_fn(players, |s| hands[s.index()].iter().copied().collect()),
        middle,
        trick: Trick::new(p(leader)),
        done: Vec::new(),
        stopped: false,
        counts: [0; 4],
        played: TileSet::EMPTY,
    }
}

fn play_all(game: &mut Bremen, tiles: &[Tile]) -> Vec<BremenEvent> {
    let mut events = Vec::new();
    for &t in tiles {
        let ToAct::One(seat) = game.to_act() else { panic!("game over mid-trick") };
        events.extend(game.apply(seat, BremenAction::Play(t)).unwrap());
    }
    events
}

#[test]
fn rulebook_example_1_off_animal_ten_never_wins() {
    // A (leads) donkey 7, B donkey 4, C dog 10 (has no donkey), D donkey 8 → D takes all four.
    let mut g = table(&[&[dk(7), ch(2)], &[dk(4), ct(3)], &[dg(10), ct(5)], &[dk(8), dk(2)]], None, 0);
    let events = play_all(&mut g, &[dk(7), dk(4), dg(10), dk(8)]);
    assert!(events.contains(&BremenEvent::TrickWon { number: 1, winner: p(3), tiles: 4 }));
    assert_eq!(g.captured().values(), &[0, 0, 0, 4]);
    assert_eq!(g.to_act(), ToAct::One(p(3)), "the winner leads the next trick");
}

#[test]
fn rulebook_example_2_highest_chicken_wins() {
    // A (leads) donkey 6, B chicken 3, C chicken 1, D cat 8 → B (highest chicken).
    let mut g = table(&[&[dk(6), ch(9)], &[ch(3), ct(3)], &[ch(1), ct(5)], &[ct(8), dg(2)]], None, 0);
    let events = play_all(&mut g, &[dk(6), ch(3), ch(1), ct(8)]);
    assert!(events.contains(&BremenEvent::TrickWon { number: 1, winner: p(1), tiles: 4 }));
    assert_eq!(g.to_act(), ToAct::One(p(1)));
}

#[test]
fn rulebook_scoring_example_scores_10() {
    // A 24 captured, last tile 6; B 16, 2; C 8, 10; D 0, 8 → 6 − 8 + 12 = 10 (勢いのある音楽隊).
    let captured = PerPlayer::from_fn(4, |s| [24, 16, 8, 0][s.index()]);
    let last = PerPlayer::from_fn(4, |s| [ch(6), dk(2), dg(10), ct(8)][s.index()]);
    let o = BremenOutcome::judge(captured, last, None);
    assert_eq!(o.score, Some(Score { top: 6, bottom: 8, points: 10, title: Title::OnTheRise }));
    assert!(o.won());
}

#[test]
fn must_follow_the_led_animal_when_holding_it() {
    let mut g = table(&[&[dk(7), ch(2)], &[dk(4), ct(3)], &[dg(10)], &[dk(8)]], None, 0);
    play_all(&mut g, &[dk(7)]);
    assert_eq!(g.legal_actions(p(1)), vec![BremenAction::Play(dk(4))]);
    let before = g.clone();
    let err = g.apply(p(1), BremenAction::Play(ct(3))).unwrap_err();
    assert_eq!(err, RuleError::Illegal(BremenIllegal::MustFollow(Animal::Donkey)));
    assert_eq!(g, before, "a refused tile changes nothing");
}

#[test]
fn without_the_led_animal_any_tile_may_be_played() {
    let mut g = table(&[&[dk(7)], &[ch(5), ct(3), dg(1)], &[dg(10)], &[dk(8)]], None, 0);
    play_all(&mut g, &[dk(7)]);
    assert_eq!(g.legal_actions(p(1)).len(), 3);
}

#[test]
fn the_leader_may_lead_any_tile() {
    let g = table(&[&[dk(1), ch(13), ct(2)], &[dk(4)], &[dg(10)], &[dk(8)]], None, 0);
    assert_eq!(g.legal_actions(p(0)).len(), 3);
    assert!(g.legal_actions(p(1)).is_empty(), "nobody else may act before the leader");
}

#[test]
fn chicken_led_is_won_by_the_highest_chicken() {
    let mut g = table(&[&[ch(2)], &[ch(11)], &[dk(13)], &[ch(7)]], None, 0);
    let events = play_all(&mut g, &[ch(2), ch(11), dk(13), ch(7)]);
    assert!(events.contains(&BremenEvent::TrickWon { number: 1, winner: p(1), tiles: 4 }));
}

#[test]
fn a_low_chicken_beats_the_highest_led_tile() {
    let mut g = table(&[&[ct(13)], &[ct(12)], &[ch(1)], &[ct(11)]], None, 0);
    let events = play_all(&mut g, &[ct(13), ct(12), ch(1), ct(11)]);
    assert!(events.contains(&BremenEvent::TrickWon { number: 1, winner: p(2), tiles: 4 }));
}

#[test]
fn three_player_trick_captures_three_tiles() {
    let mut g = table(&[&[dg(5)], &[dg(9)], &[dk(13)]], Some(ct(4)), 2);
    play_all(&mut g, &[dk(13), dg(5), dg(9)]);
    assert_eq!(g.captured().values(), &[0, 0, 3]);
}

#[test]
fn out_of_turn_missing_tile_and_finished_game_are_refused() {
    let mut g = table(&[&[dk(7), ch(2)], &[dk(4)], &[dg(10)], &[dk(8)]], None, 0);
    let before = g.clone();
    assert!(matches!(g.apply(p(2), BremenAction::Play(dg(10))), Err(RuleError::NotYourTurn { .. })));
    assert_eq!(g.apply(p(0), BremenAction::Play(ct(1))), Err(RuleError::Illegal(BremenIllegal::NotInHand(ct(1)))));
    assert_eq!(g, before);

    let mut finished = Bremen::new(BremenOptions::default(), 5).unwrap();
    while let ToAct::One(seat) = finished.to_act() {
        let first = finished.legal_actions(seat)[0];
        finished.apply(seat, first).unwrap();
    }
    let done = finished.clone();
    assert_eq!(finished.apply(p(0), BremenAction::Play(ch(1))), Err(RuleError::GameOver));
    assert_eq!(finished, done);
}

#[test]
fn four_player_deal_and_first_leader_holds_donkey_1() {
    for seed in 0..200 {
        let g = Bremen::new(BremenOptions::default(), seed).unwrap();
        assert!(g.hands.values().iter().all(|h| h.len() == HAND_SIZE));
        assert_eq!(g.middle, None);
        let ToAct::One(leader) = g.to_act() else { panic!() };
        assert!(g.hands[leader].contains(dk(1)), "seed {seed}");
    }
}

#[test]
fn three_player_deal_removes_low_tiles_and_shows_the_middle_tile() {
    let opts = BremenOptions { players: 3, ..BremenOptions::default() };
    for seed in 0..200 {
        let g = Bremen::new(opts.clone(), seed).unwrap();
        let middle = g.middle.expect("3 players leave one tile face up");
        assert!(g.hands.values().iter().all(|h| h.len() == HAND_SIZE && h.iter().all(|t| t.number() >= 4)));
        assert!(middle.number() >= 4);
        let ToAct::One(leader) = g.to_act() else { panic!() };
        let key = if middle == dk(4) { dk(5) } else { dk(4) };
        assert!(g.hands[leader].contains(key), "seed {seed}");
        assert_eq!(g.view(Viewer::Table).middle, Some(middle), "the middle tile is public");
    }
}

#[test]
fn three_player_leader_is_donkey_5_when_donkey_4_is_in_the_middle() {
    let opts = BremenOptions { players: 3, ..BremenOptions::default() };
    let seed = (0..10_000).find(|&s| Bremen::new(opts.clone(), s).unwrap().middle == Some(dk(4))).unwrap();
    let g = Bremen::new(opts, seed).unwrap();
    let ToAct::One(leader) = g.to_act() else { panic!() };
    assert!(g.hands[leader].contains(dk(5)));
}

#[test]
fn eight_chickens_force_a_redeal_until_nobody_has_them() {
    let opts = BremenOptions { players: 3, ..BremenOptions::default() };
    let seed = (0..100_000).find(|&s| Bremen::new(opts.clone(), s).unwrap().redeals > 0).unwrap();
    let g = Bremen::new(opts, seed).unwrap();
    assert!(g.hands.values().iter().all(|h| h.of_animal(Animal::Chicken).len() < REDEAL_CHICKENS));
    assert!(g.view(Viewer::Table).redeals >= 1, "the table is told about the redeal");
    // The first deal from this seed really did give someone 8+ chickens: redo it without the check.
    let mut rng = Rng::from_seed(seed);
    let mut circle = TileSet::for_players(3).to_vec();
    rng.shuffle(&mut circle);
    let most = (0..3).map(|s| circle[..39].iter().skip(s).step_by(3).filter(|t| t.animal() == Animal::Chicken).count());
    assert!(most.max().unwrap() >= REDEAL_CHICKENS as usize);
}

#[test]
fn the_first_taker_changes_who_gets_which_tiles() {
    let a = Bremen::new(BremenOptions::default(), 9).unwrap();
    let b = Bremen::new(BremenOptions { first_taker: p(1), ..BremenOptions::default() }, 9).unwrap();
    assert_eq!(a.hands[p(0)], b.hands[p(1)], "the same circle, taken one seat later");
}

#[test]
fn bad_options_are_setup_errors() {
    let two = BremenOptions { players: 2, ..BremenOptions::default() };
    assert_eq!(Bremen::new(two, 1).unwrap_err(), SetupError::PlayerCount { min: 3, max: 4, got: 2 });
    let seat = BremenOptions { players: 3, first_taker: p(3), memory_aid: false };
    assert_eq!(Bremen::new(seat, 1).unwrap_err(), SetupError::NoSuchSeat(p(3)));
}

#[test]
fn loss_on_counts_names_the_counts() {
    let captured = PerPlayer::from_fn(4, |s| [28, 12, 8, 0][s.index()]);
    let last = PerPlayer::from_fn(4, |s| [ch(6), dk(2), dg(10), ct(8)][s.index()]);
    let o = BremenOutcome::judge(captured, last, None);
    assert_eq!(o.counts_failure, Some(CountsFailure { needed: vec![24, 16, 8, 0], got: vec![28, 12, 8, 0] }));
    assert_eq!(o.animals_failure, None);
    assert!(!o.won());
    assert_eq!(o.score, None, "no score on a loss");
}

#[test]
fn loss_on_animals_names_the_repeated_animal() {
    let captured = PerPlayer::from_fn(4, |s| [0, 8, 16, 24][s.index()]);
    let last = PerPlayer::from_fn(4, |s| [ch(6), dk(2), dk(10), ct(8)][s.index()]);
    let o = BremenOutcome::judge(captured, last, None);
    assert_eq!(o.counts_failure, None);
    assert_eq!(o.animals_failure, Some(AnimalsFailure { repeated: vec![Animal::Donkey] }));
}

#[test]
fn three_players_the_middle_tile_counts_for_the_animals() {
    let captured = PerPlayer::from_fn(3, |s| [24, 12, 0][s.index()]);
    let last = PerPlayer::from_fn(3, |s| [ch(13), dk(9), dg(4)][s.index()]);
    let lost = BremenOutcome::judge(captured.clone(), last.clone(), Some(dg(11)));
    assert_eq!(lost.animals_failure, Some(AnimalsFailure { repeated: vec![Animal::Dog] }));
    let won = BremenOutcome::judge(captured, last, Some(ct(11)));
    // 13 − 4 + 12 = 21: the best 3-player title.
    assert_eq!(won.score, Some(Score { top: 13, bottom: 4, points: 21, title: Title::FinestInTown }));
}

#[test]
fn both_conditions_can_fail_together() {
    let captured = PerPlayer::from_fn(4, |s| [12, 12, 12, 12][s.index()]);
    let last = PerPlayer::from_fn(4, |s| [ch(6), ch(2), dk(10), dk(8)][s.index()]);
    let o = BremenOutcome::judge(captured, last, None);
    assert!(o.counts_failure.is_some());
    assert_eq!(o.animals_failure, Some(AnimalsFailure { repeated: vec![Animal::Chicken, Animal::Donkey] }));
}

#[test]
fn a_full_game_ends_after_12_tricks_with_one_tile_each() {
    let mut g = Bremen::new(BremenOptions::default(), 77).unwrap();
    let mut events = Vec::new();
    while let ToAct::One(seat) = g.to_act() {
        let first = g.legal_actions(seat)[0];
        events.extend(g.apply(seat, first).unwrap());
    }
    assert_eq!(events.iter().filter(|e| matches!(e, BremenEvent::TrickWon { .. })).count(), 12);
    assert!(matches!(events.last(), Some(BremenEvent::GameEnded { .. })));
    assert!(g.hands.values().iter().all(|h| h.len() == 1));
    let o = g.outcome().unwrap();
    assert_eq!(o.captured.values().iter().map(|&c| c as u32).sum::<u32>(), 48);
    let v = g.view(Viewer::Table);
    assert!(v.hands.values().iter().all(|h| matches!(h, HandView::Known(t) if t.len() == 1)), "all revealed");
    assert_eq!(v.history.map(|h| h.len()), Some(12), "the debrief shows every trick");
    assert!(v.dealt.unwrap().values().iter().all(|h| h.len() == 13));
}

#[test]
fn views_show_only_the_viewers_own_hand() {
    let g = Bremen::new(BremenOptions::default(), 3).unwrap();
    let v = g.view(Viewer::Seat(p(2)));
    for (seat, hand) in v.hands.iter() {
        match hand {
            HandView::Known(tiles) => assert_eq!((seat, tiles.len()), (p(2), 13)),
            HandView::Hidden { count } => assert_eq!(*count, 13),
        }
    }
    assert!(g.view(Viewer::Table).hands.values().iter().all(|h| matches!(h, HandView::Hidden { .. })));
    assert!(v.history.is_none() && v.dealt.is_none(), "no trick history without the memory aid");
}

#[test]
fn memory_aid_shows_finished_tricks_and_the_last_trick_stays_until_the_next_lead() {
    let opts = BremenOptions { memory_aid: true, ..BremenOptions::default() };
    let mut g = Bremen::new(opts, 3).unwrap();
    for _ in 0..4 {
        let ToAct::One(seat) = g.to_act() else { panic!() };
        let first = g.legal_actions(seat)[0];
        g.apply(seat, first).unwrap();
    }
    let v = g.view(Viewer::Table);
    assert_eq!(v.history.map(|h| h.len()), Some(1));
    assert!(v.last_trick.is_some(), "the won trick is on the table until the next lead");
    let ToAct::One(leader) = g.to_act() else { panic!() };
    let first = g.legal_actions(leader)[0];
    g.apply(leader, first).unwrap();
    assert!(g.view(Viewer::Table).last_trick.is_none());
}

#[test]
fn undo_is_only_for_the_seat_that_just_played_and_never_after_the_end() {
    let mut g = Bremen::new(BremenOptions::default(), 11).unwrap();
    let ToAct::One(leader) = g.to_act() else { panic!() };
    assert!(!g.can_undo(leader), "nothing played yet");
    let first = g.legal_actions(leader)[0];
    g.apply(leader, first).unwrap();
    assert!(g.can_undo(leader));
    assert!(!g.can_undo(leader.next(4)));
    while let ToAct::One(seat) = g.to_act() {
        let first = g.legal_actions(seat)[0];
        g.apply(seat, first).unwrap();
    }
    assert!((0..4).all(|s| !g.can_undo(p(s))), "the final reveal cannot be taken back");
}

#[test]
fn replay_rebuilds_the_same_game_and_reports_a_bad_action() {
    let mut g = Bremen::new(BremenOptions::default(), 21).unwrap();
    let mut actions = Vec::new();
    for _ in 0..10 {
        let ToAct::One(seat) = g.to_act() else { panic!() };
        let a = *g.legal_actions(seat).last().unwrap();
        g.apply(seat, a).unwrap();
        actions.push((seat, a));
    }
    let (again, _) = replay::<Bremen>(BremenOptions::default(), 21, &actions).unwrap();
    assert_eq!(again, g);
    actions[3].0 = actions[3].0.next(4);
    assert!(matches!(
        replay::<Bremen>(BremenOptions::default(), 21, &actions),
        Err(crate::ReplayError::Action { index: 3, .. })
    ));
}

#[test]
fn a_game_lost_on_counts_may_be_stopped_and_shows_every_hand() {
    let mut g = Bremen::new(BremenOptions::default(), 42).unwrap();
    // Play the first legal tile until the captured counts can no longer come out.
    let seat = loop {
        let ToAct::One(seat) = g.to_act() else { panic!("seed 42 plays to the end without losing on counts") };
        let legal = g.legal_actions(seat);
        if legal.contains(&BremenAction::StopLost) {
            break seat;
        }
        let why = if g.trick.is_empty() { BremenIllegal::StillWinnable } else { BremenIllegal::MidTrick };
        assert_eq!(g.clone().apply(seat, BremenAction::StopLost), Err(RuleError::Illegal(why)), "played on");
        g.apply(seat, legal[0]).unwrap();
    };
    assert!(!g.view(Viewer::Table).counts_possible && g.view(Viewer::Table).can_stop);
    let other = seat.next(4);
    assert!(matches!(g.clone().apply(other, BremenAction::StopLost), Err(RuleError::NotYourTurn { .. })));
    let played = g.done.len() as u8;
    assert_eq!(g.apply(seat, BremenAction::StopLost).unwrap(), vec![BremenEvent::GameEnded { won: false }]);
    assert_eq!(g.to_act(), ToAct::GameOver);
    let outcome = g.outcome().unwrap();
    assert_eq!((outcome.tricks_played, outcome.won(), outcome.last_tiles), (played, false, None));
    assert_eq!(outcome.counts_failure.unwrap().needed, vec![24, 16, 8, 0]);
    let view = g.view(Viewer::Table);
    assert!(view.hands.values().iter().all(|h| matches!(h, HandView::Known(_))), "every hand is shown");
    assert_eq!(view.dealt.unwrap().values().iter().map(Vec::len).sum::<usize>(), 52);
    assert_eq!(g.apply(seat, BremenAction::StopLost), Err(RuleError::GameOver));
}

/// The situations a seat's own view puts it in, by key.
fn situations(g: &Bremen, seat: u8) -> Vec<&'static str> {
    use crate::{Situation, Teach};
    Bremen::situations(&g.view(Viewer::Seat(p(seat)))).into_iter().map(|s| s.key()).collect()
}

#[test]
fn the_situations_a_trick_puts_each_seat_in() {
    let mut g = table(&[&[dk(7), ch(2)], &[dk(4), ct(3)], &[ch(5), dg(10)], &[dk(8), dk(3)]], None, 0);
    assert_eq!(situations(&g, 0), ["lead", "last_tiles"], "the leader leads any tile; two tiles left");
    assert_eq!(situations(&g, 1), Vec::<&str>::new(), "not their move: nothing to teach");
    play_all(&mut g, &[dk(7)]);
    assert_eq!(situations(&g, 1), ["must_follow", "last_tiles"], "holding a donkey, B must follow");
    play_all(&mut g, &[dk(4)]);
    assert_eq!(situations(&g, 2), ["free_choice", "last_tiles"], "no donkey: anything, and a chicken wins");
    play_all(&mut g, &[ch(5)]);
    assert_eq!(situations(&g, 3), ["must_follow", "last_tiles"], "all donkeys: still following");
    play_all(&mut g, &[dk(8)]);
    assert!(situations(&g, 2).contains(&"counts"), "a trick captured: the counts matter");
}

/// The captured counts and the tiles played, kept move by move, are what the tricks say, whether
/// the moves come through `apply` or the bots' unchecked `play_legal` (3 and 4 players, many deals).
#[test]
fn the_kept_counts_and_played_tiles_match_the_tricks() {
    for seed in 0..40u64 {
        let players = 3 + (seed % 2) as u8;
        let mut g = Bremen::new(BremenOptions { players, ..BremenOptions::default() }, seed).unwrap();
        let mut rng = Rng::from_seed(seed);
        while let ToAct::One(seat) = g.to_act() {
            let tiles = g.legal_tiles(seat).to_vec();
            let tile = tiles[rng.below(tiles.len() as u32) as usize];
            if seed % 4 < 2 {
                g.apply(seat, BremenAction::Play(tile)).unwrap();
            } else {
                g.play_legal(seat, tile);
            }
            let mut counts = [0u8; 4];
            for done in &g.done {
                counts[done.winner.index()] += players;
            }
            let played: TileSet = g.tricks().flat_map(|t| t.plays(players)).map(|(_, tile)| tile).collect();
            assert_eq!((g.counts(), g.played()), (counts, played), "seed {seed}, after {} tricks", g.done.len());
        }
        assert_eq!(g.played().len(), 12 * players);
    }
}
