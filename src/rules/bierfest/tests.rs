//! The spec's worked scenarios with their numbers, and an edge case per rule.

use super::area::{Set, SetPlay};
use super::card::{Card, Kind};
use super::values::CardValues;
use super::*;
use crate::{Audit, Game, PerPlayer, PlayerId, RuleError, ToAct, Viewer};

const PILS: Kind = Kind::Beer(0);
const HELLES: Kind = Kind::Beer(1);
const WEIZEN: Kind = Kind::Beer(2);
const DUNKEL: Kind = Kind::Beer(3);
const BOCK: Kind = Kind::Beer(4);
const SAUSAGE: Kind = Kind::Food(0);
const PRETZEL: Kind = Kind::Food(1);
const TOAST: Kind = Kind::Toast;

fn p(i: u8) -> PlayerId {
    PlayerId::new(i)
}

/// A player's sets in a position: (beer type, its cards).
type Area<'a> = Vec<(u8, &'a [(Kind, usize)])>;

/// Hands out distinct cards of each kind; what is left at the end is out of the game.
struct Pool(Vec<Card>);

impl Pool {
    fn new() -> Pool {
        Pool(Card::all().collect())
    }

    fn take(&mut self, kinds: &[(Kind, usize)]) -> Vec<Card> {
        let mut cards = Vec::new();
        for &(kind, n) in kinds {
            for _ in 0..n {
                let at = self.0.iter().position(|c| c.kind() == kind).expect("enough cards of the kind");
                cards.push(self.0.remove(at));
            }
        }
        cards
    }

    fn set(&mut self, beer: u8, kinds: &[(Kind, usize)]) -> Set {
        Set { beer, cards: self.take(kinds) }
    }
}

/// A position: hands, areas, the deck's top cards (top first) over `more` other cards, the rest out
/// of the game; `active` is to make the mandatory draw.
fn position(hands: &[&[(Kind, usize)]], areas: Vec<Area>, top: &[Kind], more: usize, active: PlayerId) -> Bierfest {
    let players = hands.len() as u8;
    let options = BierfestOptions { players, first: active, values: CardValues::default() };
    let mut g = Bierfest::new(options, 1).expect("valid options");
    let mut pool = Pool::new();
    g.hands = PerPlayer::from_fn(players, |s| pool.take(hands[s.index()]));
    g.areas =
        PerPlayer::from_fn(players, |s| areas[s.index()].iter().map(|(beer, kinds)| pool.set(*beer, kinds)).collect());
    let mut deck: Vec<Card> = top.iter().flat_map(|&k| pool.take(&[(k, 1)])).collect();
    let filler: Vec<Card> = pool.0.iter().filter(|c| !c.is_toast()).take(more).copied().collect();
    pool.0.retain(|c| !filler.contains(c));
    deck.extend(filler);
    deck.reverse();
    g.deck = deck.into_iter().map(|card| DeckCard { card, returned_by: None }).collect();
    g.out = pool.0;
    g.phase = Phase::Draw(active);
    g
}

fn act(g: &mut Bierfest, seat: PlayerId, action: BierfestAction) -> Vec<BierfestEvent> {
    g.apply(seat, action).unwrap_or_else(|e| panic!("{action:?} by {seat:?} refused: {e:?}"))
}

fn set(beer: Kind, beers: u8) -> BierfestAction {
    let Kind::Beer(beer) = beer else { panic!("a beer") };
    BierfestAction::Play(SetPlay { beer, beers, food: [0, 0] })
}

fn remove(set: u8, kind: Kind) -> BierfestAction {
    BierfestAction::Remove { set, kind }
}

fn total(g: &Bierfest, seat: PlayerId) -> i32 {
    g.score(seat).total
}

fn top_cards(g: &Bierfest, n: usize) -> Vec<Card> {
    g.deck.iter().rev().take(n).map(|d| d.card).collect()
}

#[test]
fn scenario_1_a_toast() {
    let (a, b, c, d) = (p(0), p(1), p(2), p(3));
    let mut g = position(
        &[
            &[(TOAST, 2), (PILS, 3), (PRETZEL, 1), (BOCK, 1)],
            &[(TOAST, 1), (WEIZEN, 2), (DUNKEL, 1)],
            &[(TOAST, 2)],
            &[(HELLES, 7)],
        ],
        vec![
            vec![(1, &[(HELLES, 4)])],
            vec![(3, &[(DUNKEL, 2), (SAUSAGE, 1)]), (4, &[(BOCK, 5)])],
            vec![(0, &[(PILS, 2)]), (2, &[(WEIZEN, 3)])],
            vec![],
        ],
        &[TOAST],
        29,
        a,
    );
    let toasts_out = g.out.iter().filter(|c| c.is_toast()).count();
    let events = act(&mut g, a, BierfestAction::Draw);
    assert!(events.contains(&BierfestEvent::ToastStarted { toaster: a, last: false }));
    assert!(events.contains(&BierfestEvent::ToastsOut { seat: a }));
    let top_after_draw = top_cards(&g, 2);

    // A: Pils×3 (no food in a toast; holding a set, A must play one), nothing owed, Pretzel and
    // Bock become penalty cards.
    assert!(!g.legal_actions(a).iter().any(|x| matches!(x, BierfestAction::Play(s) if s.food != [0, 0])));
    assert_eq!(g.apply(a, BierfestAction::Pass), Err(RuleError::Illegal(BierfestIllegal::NotNow)));
    act(&mut g, a, set(PILS, 3));
    assert_eq!(total(&g, a), 7);

    // B: Weizen×2, then the Sausage pays the one toast; the Dunkel is a penalty card.
    act(&mut g, b, set(WEIZEN, 2));
    assert_eq!(g.phase, Phase::Toast { toaster: a, current: b, step: Step::Pay { owed: 1 }, last: false });
    let events = act(&mut g, b, remove(0, SAUSAGE));
    assert!(events.contains(&BierfestEvent::Removed { seat: b, kind: SAUSAGE, with: 0 }));
    assert_eq!(total(&g, b), 11);

    // C owes 2: a Pils takes its pair (the cascade is free), then a Weizen (3 → 2).
    act(&mut g, c, BierfestAction::Pass);
    let events = act(&mut g, c, remove(0, PILS));
    assert!(events.contains(&BierfestEvent::Removed { seat: c, kind: PILS, with: 1 }));
    assert_eq!(g.phase, Phase::Toast { toaster: a, current: c, step: Step::Pay { owed: 1 }, last: false });
    act(&mut g, c, remove(0, WEIZEN));
    assert_eq!(total(&g, c), 1);

    // D: Helles×6, the seventh is a penalty card.
    assert!(!g.legal_actions(d).contains(&set(HELLES, 7)));
    let events = act(&mut g, d, set(HELLES, 6));
    assert!(events.contains(&BierfestEvent::ToastEnded { count: 1 }));
    assert_eq!(total(&g, d), 14);

    assert_eq!(g.toasts, 1);
    assert!(g.hands.values().iter().all(Vec::is_empty));
    assert_eq!(g.out.iter().filter(|c| c.is_toast()).count(), toasts_out + 3, "A's three toasts are out");
    assert_eq!(g.deck.len(), 32);
    assert_eq!(top_cards(&g, 2), top_after_draw, "the top two never change in a toast");
    assert_eq!(g.phase, Phase::Draw(b));
}

#[test]
fn scenario_1_the_costs_of_each_removal() {
    // B's choices, as (cards that leave, B's area score after): the Sausage; a Weizen, taking its
    // pair; a Dunkel, taking its set and the Sausage; a Bock, cutting 5 → 4. Each costs one toast.
    let cost = |set_no: u8, kind: Kind| {
        let mut area = vec![
            Set { beer: 3, cards: Pool::new().take(&[(DUNKEL, 2), (SAUSAGE, 1)]) },
            Set { beer: 4, cards: Pool::new().take(&[(BOCK, 5)]) },
            Set { beer: 2, cards: Pool::new().take(&[(WEIZEN, 2)]) },
        ];
        let gone = area::remove(&mut area, usize::from(set_no), kind).expect("in the area");
        (gone.len(), Score::of(&area, 0, &CardValues::default()).total)
    };
    use super::scoring::Score;
    assert_eq!(cost(2, WEIZEN), (2, 12));
    assert_eq!(cost(0, DUNKEL), (3, 11));
    assert_eq!(cost(1, BOCK), (1, 9));
    assert_eq!(cost(0, SAUSAGE), (1, 12));
}

/// Scenario 2's position: B to draw the Dunkel, then the last card, a Toast.
fn deck_out() -> Bierfest {
    let mut g = position(
        &[&[(TOAST, 1), (BOCK, 3), (SAUSAGE, 1)], &[(TOAST, 1), (WEIZEN, 2)], &[(TOAST, 1), (PILS, 2), (PRETZEL, 1)]],
        vec![
            vec![(0, &[(PILS, 2)]), (1, &[(HELLES, 2)]), (2, &[(WEIZEN, 2)]), (3, &[(DUNKEL, 2)])],
            vec![(1, &[(HELLES, 3)]), (4, &[(BOCK, 2), (SAUSAGE, 1)])],
            vec![(0, &[(PILS, 3), (PRETZEL, 2)])],
        ],
        &[DUNKEL, TOAST],
        0,
        p(1),
    );
    g.toasts = 2;
    g
}

/// B draws both cards and the final toast starts at once.
fn draw_the_last_card(g: &mut Bierfest) {
    let b = p(1);
    act(g, b, BierfestAction::Draw);
    act(g, b, BierfestAction::Draw);
    assert_eq!(g.phase, Phase::Toast { toaster: b, current: b, step: Step::Decline, last: true });
    assert!(g.deck.is_empty());
    let legal = g.legal_actions(b);
    assert!(!legal.contains(&BierfestAction::Draw) && !legal.iter().any(|a| matches!(a, BierfestAction::Return(_))));
    assert_eq!(legal, vec![BierfestAction::Decline(DUNKEL), BierfestAction::Decline(TOAST), BierfestAction::Keep]);
}

#[test]
fn scenario_2_deck_out() {
    let (a, b, c) = (p(0), p(1), p(2));
    let mut g = deck_out();
    draw_the_last_card(&mut g);
    // B declines both: no penalty, no cost; then Weizen×2 and the Sausage pays the old toast.
    act(&mut g, b, BierfestAction::Decline(DUNKEL));
    act(&mut g, b, BierfestAction::Decline(TOAST));
    assert_eq!(g.phase, Phase::Toast { toaster: b, current: b, step: Step::Play, last: true });
    act(&mut g, b, set(WEIZEN, 2));
    let events = act(&mut g, b, remove(1, SAUSAGE));
    assert!(events.contains(&BierfestEvent::ToastsBack { seat: b, count: 1, out: true }));
    assert_eq!(total(&g, b), 5);
    assert_eq!(g.declined[b].len(), 2);

    // C: Pils×2, pays with the new pair, the Pretzel is a penalty card.
    act(&mut g, c, set(PILS, 2));
    act(&mut g, c, remove(1, PILS));
    assert_eq!(total(&g, c), 5);

    // A: Bock×3 completes the five beers; a Bock pays (3 → 2) and keeps the bonus.
    act(&mut g, a, set(BOCK, 3));
    assert!(area::all_beers(&g.areas[a]));
    let events = act(&mut g, a, remove(4, BOCK));
    assert!(events.contains(&BierfestEvent::GameEnded));
    assert_eq!(total(&g, a), 9);

    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.winners().collect::<Vec<_>>(), vec![a]);
    assert_eq!(outcome.places.values(), &[1, 2, 2], "B and C share second place");
    assert!(g.deck.is_empty() && g.hands.values().iter().all(Vec::is_empty));
    assert_eq!(g.to_act(), ToAct::GameOver);
}

#[test]
fn scenario_2_declining_less_scores_less() {
    let b = p(1);
    for (declines, expected) in [(vec![TOAST], 4), (vec![], 3)] {
        let mut g = deck_out();
        draw_the_last_card(&mut g);
        for kind in declines {
            act(&mut g, b, BierfestAction::Decline(kind));
        }
        act(&mut g, b, BierfestAction::Keep);
        act(&mut g, b, set(WEIZEN, 2));
        act(&mut g, b, remove(1, SAUSAGE));
        if g.phase != (Phase::Toast { toaster: b, current: p(2), step: Step::Play, last: true }) {
            act(&mut g, b, remove(2, WEIZEN));
        }
        assert_eq!(total(&g, b), expected);
    }
}

/// One player in a toast holding only `toasts` toast cards, with this area and penalty pile.
fn paying(area: Area, toasts: usize, penalty: usize) -> Bierfest {
    let mut g = position(&[&[(TOAST, toasts)], &[], &[]], vec![area, vec![], vec![]], &[], 30, p(0));
    g.penalties[p(0)] = Pool(g.out.clone()).take(&[(BOCK, penalty)]);
    g.out.retain(|c| !g.penalties[p(0)].contains(c));
    g.phase = Phase::Toast { toaster: p(1), current: p(0), step: Step::Play, last: false };
    g
}

#[test]
fn scenario_3_removal_edge_cases() {
    let me = p(0);
    // Five pairs, two toasts: each payment takes a whole pair; no bonus left.
    let pairs: Vec<(u8, &[(Kind, usize)])> =
        vec![(0, &[(PILS, 2)]), (1, &[(HELLES, 2)]), (2, &[(WEIZEN, 2)]), (3, &[(DUNKEL, 2)]), (4, &[(BOCK, 2)])];
    let mut g = paying(pairs, 2, 0);
    assert_eq!(total(&g, me), 10);
    act(&mut g, me, BierfestAction::Pass);
    act(&mut g, me, remove(0, PILS));
    act(&mut g, me, remove(0, HELLES));
    assert_eq!(total(&g, me), 3);

    // One pair, two toasts: the pair goes, the second payment is forgiven (the toast moves on).
    let mut g = paying(vec![(0, &[(PILS, 2)])], 2, 0);
    act(&mut g, me, BierfestAction::Pass);
    let events = act(&mut g, me, remove(0, PILS));
    assert!(events.contains(&BierfestEvent::ToastsBack { seat: me, count: 2, out: false }));
    assert_eq!(total(&g, me), 0);

    // Penalty cards are never taken.
    let mut g = paying(vec![(1, &[(HELLES, 2)])], 2, 3);
    act(&mut g, me, BierfestAction::Pass);
    assert_eq!(g.legal_actions(me), vec![remove(0, HELLES)]);
    act(&mut g, me, remove(0, HELLES));
    assert_eq!(total(&g, me), -3);
}

#[test]
fn scenario_4_returns_allowed_by_cards_drawn() {
    let a = p(0);
    let fresh =
        || position(&[&[(PILS, 1)], &[], &[]], vec![vec![], vec![], vec![]], &[HELLES, WEIZEN, DUNKEL, BOCK], 20, a);
    // Mandatory draw only: nothing may be returned.
    let mut g = fresh();
    act(&mut g, a, BierfestAction::Draw);
    assert!(!g.legal_actions(a).iter().any(|x| matches!(x, BierfestAction::Return(_))));
    // 1 + 1 drawn: one card back, and the turn is over.
    let mut g = fresh();
    act(&mut g, a, BierfestAction::Draw);
    act(&mut g, a, BierfestAction::Draw);
    act(&mut g, a, BierfestAction::Return(PILS));
    assert_eq!(g.phase, Phase::Draw(p(1)));
    // 1 + 3 drawn: no fifth draw; three back, in the order chosen (the first returned on top).
    let mut g = fresh();
    for _ in 0..4 {
        act(&mut g, a, BierfestAction::Draw);
    }
    assert!(!g.legal_actions(a).contains(&BierfestAction::Draw));
    assert_eq!(g.apply(a, BierfestAction::Draw), Err(RuleError::Illegal(BierfestIllegal::NoMoreDraws)));
    for kind in [BOCK, PILS, HELLES] {
        act(&mut g, a, BierfestAction::Return(kind));
    }
    assert_eq!(g.phase, Phase::Draw(p(1)));
    assert_eq!(top_cards(&g, 3).iter().map(|c| c.kind()).collect::<Vec<_>>(), vec![BOCK, PILS, HELLES]);
    assert_eq!(g.hands[a].len(), 2, "the hand grew by one card");
}

#[test]
fn scenario_4_toast_cards_go_below_the_top_two() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..300 {
        for deck in [2usize, 10] {
            let mut g =
                position(&[&[(TOAST, 1)], &[], &[]], vec![vec![(0, &[(PILS, 3)])], vec![], vec![]], &[], deck, p(0));
            g.rng = crate::rng::Rng::from_seed(seed);
            g.phase = Phase::Toast { toaster: p(1), current: p(0), step: Step::Play, last: false };
            act(&mut g, p(0), BierfestAction::Pass);
            act(&mut g, p(0), remove(0, PILS));
            let from_top = g.deck.len() - g.deck.iter().position(|d| d.card.is_toast()).expect("the toast is back");
            if deck == 2 {
                assert_eq!(from_top, 3, "with 2 cards, the bottom");
            } else {
                assert!((3..=11).contains(&from_top));
                seen.insert(from_top);
            }
        }
    }
    assert_eq!(seen.len(), 9, "every position from 3 to 11 happens");
}

#[test]
fn returned_cards_are_known_to_their_returner_only_until_drawn() {
    let (a, b) = (p(0), p(1));
    let mut g = position(&[&[(BOCK, 1)], &[], &[]], vec![vec![], vec![], vec![]], &[HELLES, PILS], 20, a);
    act(&mut g, a, BierfestAction::Draw);
    act(&mut g, a, BierfestAction::Draw);
    act(&mut g, a, BierfestAction::Return(BOCK));
    let bock = g.deck.last().expect("on top").card;
    let mine = g.view(Viewer::Seat(a)).mine.expect("a seat's view");
    assert_eq!(mine.returned, vec![(1, bock)]);
    assert!(g.view(Viewer::Seat(b)).mine.expect("b").returned.is_empty());
    assert!(g.view(Viewer::Table).mine.is_none());
    assert_eq!(g.secrets(a).iter().filter(|&&c| c == bock).count(), 1);
    // B draws it: A's view says who, and nobody sees it in the deck any more.
    act(&mut g, b, BierfestAction::Draw);
    let mine = g.view(Viewer::Seat(a)).mine.expect("a");
    assert!(mine.returned.is_empty());
    assert_eq!(mine.returned_drawn, vec![(BOCK, b)]);
    assert!(g.view(Viewer::Seat(b)).mine.expect("b").hand.contains(&bock));
    // It was news until A's next turn began.
    act(&mut g, b, BierfestAction::End);
    act(&mut g, p(2), BierfestAction::Draw);
    act(&mut g, p(2), BierfestAction::End);
    assert_eq!(g.view(Viewer::Seat(a)).mine.expect("a").returned_drawn, vec![(BOCK, b)]);
    act(&mut g, a, BierfestAction::Draw);
    assert!(g.view(Viewer::Seat(a)).mine.expect("a").returned_drawn.is_empty());
}

#[test]
fn a_toast_while_drawing_more_ends_the_turn_with_no_returns() {
    let (a, b) = (p(0), p(1));
    let mut g = position(&[&[(TOAST, 2), (PILS, 2)], &[], &[]], vec![vec![], vec![], vec![]], &[HELLES, TOAST], 20, a);
    act(&mut g, a, BierfestAction::Draw);
    let events = act(&mut g, a, BierfestAction::Draw);
    assert!(events.contains(&BierfestEvent::ToastStarted { toaster: a, last: false }));
    act(&mut g, a, set(PILS, 2));
    for seat in [b, p(2)] {
        act(&mut g, seat, BierfestAction::Pass);
    }
    assert_eq!(g.phase, Phase::Draw(b), "the toaster's turn is over");
    assert_eq!(g.penalties[a].len(), 1, "the Helles");
}

#[test]
fn food_joins_only_a_beer_it_pairs_with_one_type_at_a_time() {
    let a = p(0);
    let mut g = position(
        &[&[(WEIZEN, 2), (PILS, 2), (SAUSAGE, 4), (PRETZEL, 1)], &[], &[]],
        vec![vec![], vec![], vec![]],
        &[BOCK],
        20,
        a,
    );
    act(&mut g, a, BierfestAction::Draw);
    let plays: Vec<SetPlay> = g
        .legal_actions(a)
        .into_iter()
        .filter_map(|x| match x {
            BierfestAction::Play(s) => Some(s),
            _ => None,
        })
        .collect();
    let pils = |food| SetPlay { beer: 0, beers: 2, food };
    let weizen = |food| SetPlay { beer: 2, beers: 2, food };
    assert!(plays.contains(&pils([0, 1])) && !plays.contains(&pils([1, 0])), "sausage does not go with Pils");
    assert!(plays.contains(&weizen([3, 0])) && !plays.contains(&weizen([4, 0])), "at most 3 food");
    assert!(!plays.contains(&weizen([1, 1])), "no mixed food by default");
    let refused = g.apply(a, BierfestAction::Play(pils([1, 0])));
    assert_eq!(refused, Err(RuleError::Illegal(BierfestIllegal::NotASet)));

    // With mixed food on, a set may take both foods (3 at most), each scored on its own table.
    g.options.values.mixed_food = true;
    assert!(g.legal_actions(a).contains(&BierfestAction::Play(weizen([2, 1]))));
    act(&mut g, a, BierfestAction::Play(weizen([1, 1])));
    assert_eq!(total(&g, a), 1 + 1 + 1);
    assert_eq!(g.phase, Phase::Draw(p(1)), "one set per turn, then the turn is over");
}

#[test]
fn the_final_toast_lets_only_this_turns_cards_be_declined() {
    let mut g = deck_out();
    let b = p(1);
    draw_the_last_card(&mut g);
    assert_eq!(
        g.apply(b, BierfestAction::Decline(WEIZEN)),
        Err(RuleError::Illegal(BierfestIllegal::NotDrawnThisTurn(WEIZEN)))
    );
    assert_eq!(g.apply(p(2), BierfestAction::Keep), Err(RuleError::NotYourTurn { seat: p(2), to_act: ToAct::One(b) }));
    act(&mut g, b, BierfestAction::Decline(TOAST));
    let declined = g.declined[b][0];
    assert!(g.view(Viewer::Seat(b)).mine.expect("b").declined.contains(&declined));
    assert!(g.secrets(b).contains(&declined));
}

#[test]
fn a_third_toast_as_the_last_card_is_a_toast_of_both_kinds() {
    let a = p(0);
    let mut g = position(&[&[(TOAST, 2), (PILS, 2)], &[], &[]], vec![vec![], vec![], vec![]], &[TOAST], 0, a);
    act(&mut g, a, BierfestAction::Draw);
    assert_eq!(g.phase, Phase::Toast { toaster: a, current: a, step: Step::Decline, last: true });
    let events = act(&mut g, a, BierfestAction::Keep);
    assert!(events.contains(&BierfestEvent::ToastsOut { seat: a }), "step 1 applies");
    act(&mut g, a, set(PILS, 2));
    act(&mut g, p(1), BierfestAction::Pass);
    let events = act(&mut g, p(2), BierfestAction::Pass);
    assert!(events.contains(&BierfestEvent::GameEnded));
    assert_eq!(total(&g, a), 1);
}

#[test]
fn the_third_toast_ends_the_game() {
    let a = p(0);
    let mut g = position(&[&[(TOAST, 2)], &[], &[]], vec![vec![], vec![], vec![]], &[TOAST], 10, a);
    g.toasts = 2;
    act(&mut g, a, BierfestAction::Draw);
    act(&mut g, a, BierfestAction::Pass);
    act(&mut g, p(1), BierfestAction::Pass);
    let events = act(&mut g, p(2), BierfestAction::Pass);
    assert!(events.contains(&BierfestEvent::ToastEnded { count: 3 }) && events.contains(&BierfestEvent::GameEnded));
    assert!(g.outcome().is_some());
    assert_eq!(g.apply(a, BierfestAction::Draw), Err(RuleError::GameOver));
}

#[test]
fn a_draw_cannot_be_taken_back_but_a_set_or_a_return_can() {
    let a = p(0);
    let mut g = position(&[&[(PILS, 2)], &[], &[]], vec![vec![], vec![], vec![]], &[HELLES, WEIZEN], 20, a);
    act(&mut g, a, BierfestAction::Draw);
    assert!(!g.can_undo(a));
    act(&mut g, a, set(PILS, 2));
    assert!(g.can_undo(a) && !g.can_undo(p(1)));
}

#[test]
fn setup_checks_the_table_and_the_card_values() {
    let options = |players, first| BierfestOptions { players, first: p(first), values: CardValues::default() };
    assert!(Bierfest::new(options(2, 0), 1).is_err());
    assert!(Bierfest::new(options(6, 0), 1).is_err());
    assert!(Bierfest::new(options(3, 3), 1).is_err());
    let mut bad = options(4, 0);
    bad.values.foods[1].pairs = [false; 5];
    assert_eq!(Bierfest::new(bad, 1), Err(crate::SetupError::CardValues(super::values::ValuesError::NoPairing(1))));
    let g = Bierfest::new(options(5, 4), 1).expect("valid");
    assert_eq!(g.to_act(), ToAct::One(p(4)));
    assert_eq!(g.deck.len(), 95);
    assert!(g.hands.values().iter().all(Vec::is_empty), "no opening deal");
}
