//! The toast (乾杯) and the final toast. Every player takes part once, leftwards from the toaster:
//! the toaster's three toast cards leave the game; each player plays one beer-only set if they hold
//! one (rulebook; the spec made it optional, which changes nothing for a sensible player), then pays
//! one area card per toast card in hand (spec: a set cut to one beer goes whole and the extra cards
//! are free; a shortfall is forgiven; penalty cards are never taken), puts those toast cards back into
//! the deck below its top two cards (spec), and turns the rest of the hand into penalty cards. At the
//! final toast the player who drew the last card may first decline cards drawn this turn, and toast
//! cards leave the game instead of going back.

use super::area;
use super::card::Kind;
use super::{count, take, Bierfest, BierfestAction, BierfestEvent, DeckCard, Phase, Step, LAST_TOAST, TOAST_HAND};
use crate::{Game, PlayerId};

/// Starts a toast (or, with `last`, the final toast) with `toaster`'s draw.
pub(super) fn start(g: &mut Bierfest, toaster: PlayerId, last: bool, events: &mut Vec<BierfestEvent>) {
    events.push(BierfestEvent::ToastStarted { toaster, last });
    let step = if last {
        Step::Decline
    } else {
        toasts_out(g, toaster, events);
        Step::Play
    };
    g.phase = Phase::Toast { toaster, current: toaster, step, last };
}

/// Step 1: the toaster's three toast cards leave the game.
fn toasts_out(g: &mut Bierfest, seat: PlayerId, events: &mut Vec<BierfestEvent>) {
    for _ in 0..TOAST_HAND {
        let toast = take(&mut g.hands[seat], Kind::Toast).expect("the toaster holds three toasts");
        g.out.push(toast);
    }
    events.push(BierfestEvent::ToastsOut { seat });
}

/// One legal move of the player taking part in the toast now.
pub(super) fn act(g: &mut Bierfest, seat: PlayerId, action: BierfestAction, events: &mut Vec<BierfestEvent>) {
    let Phase::Toast { toaster, last, step, .. } = g.phase else { unreachable!("only during a toast") };
    match (step, action) {
        (_, BierfestAction::Decline(kind)) => {
            let card = take(&mut g.drawn, kind).expect("a legal decline was drawn this turn");
            g.hands[seat].retain(|&c| c != card);
            g.declined[seat].push(card);
            events.push(BierfestEvent::Declined { seat });
            if g.drawn.is_empty() {
                keep(g, seat, toaster, events);
            }
        }
        (_, BierfestAction::Keep) => keep(g, seat, toaster, events),
        (_, BierfestAction::Pass) => {
            events.push(BierfestEvent::Passed { seat });
            pay(g, seat, events);
        }
        (_, BierfestAction::Play(play)) => {
            g.play(seat, play);
            events.push(BierfestEvent::Played { seat, play });
            pay(g, seat, events);
        }
        (Step::Pay { owed }, BierfestAction::Remove { set, kind }) => {
            let gone =
                area::remove(&mut g.areas[seat], usize::from(set), kind).expect("a legal removal is in the area");
            events.push(BierfestEvent::Removed { seat, kind, with: gone.len() as u8 - 1 });
            g.out.extend(gone);
            if owed == 1 || g.areas[seat].is_empty() {
                finish(g, seat, events);
            } else {
                g.phase = Phase::Toast { toaster, current: seat, step: Step::Pay { owed: owed - 1 }, last };
            }
        }
        _ => unreachable!("every legal toast move is handled"),
    }
}

/// The last player is done declining: a third toast card in hand makes it a toast of both kinds.
fn keep(g: &mut Bierfest, seat: PlayerId, toaster: PlayerId, events: &mut Vec<BierfestEvent>) {
    g.drawn.clear();
    if count(&g.hands[seat], Kind::Toast) == TOAST_HAND {
        toasts_out(g, seat, events);
    }
    g.phase = Phase::Toast { toaster, current: seat, step: Step::Play, last: true };
}

/// Step 3 begins: one area card owed per toast card in hand, unless there is nothing to pay or with.
fn pay(g: &mut Bierfest, seat: PlayerId, events: &mut Vec<BierfestEvent>) {
    let Phase::Toast { toaster, last, .. } = g.phase else { unreachable!("only during a toast") };
    let owed = count(&g.hands[seat], Kind::Toast) as u8;
    if owed == 0 || g.areas[seat].is_empty() {
        finish(g, seat, events);
    } else {
        g.phase = Phase::Toast { toaster, current: seat, step: Step::Pay { owed }, last };
    }
}

/// The end of a player's part: toast cards back into the deck below its top two (out of the game
/// at the final toast), the rest of the hand to the penalty pile; then the next player, or the end
/// of the toast.
fn finish(g: &mut Bierfest, seat: PlayerId, events: &mut Vec<BierfestEvent>) {
    let Phase::Toast { toaster, last, .. } = g.phase else { unreachable!("only during a toast") };
    let mut back = 0;
    while let Some(toast) = take(&mut g.hands[seat], Kind::Toast) {
        back += 1;
        if last {
            g.out.push(toast);
        } else {
            // Positions 3 … n + 1 from the top, uniformly (the bottom when n ≤ 2): index 0 … n − 2
            // of the deck, whose top is its last card.
            let n = g.deck.len();
            let at = if n <= 2 { 0 } else { g.rng.below(n as u32 - 1) as usize };
            g.deck.insert(at, DeckCard { card: toast, returned_by: None });
        }
    }
    if back > 0 {
        events.push(BierfestEvent::ToastsBack { seat, count: back, out: last });
    }
    let hand = std::mem::take(&mut g.hands[seat]);
    if !hand.is_empty() {
        events.push(BierfestEvent::Penalty { seat, kinds: hand.iter().map(|c| c.kind()).collect() });
        g.penalties[seat].extend(hand);
    }
    let next = seat.next(g.players());
    if next != toaster {
        g.phase = Phase::Toast { toaster, current: next, step: Step::Play, last };
        return;
    }
    if !last {
        g.toasts += 1;
        events.push(BierfestEvent::ToastEnded { count: g.toasts });
    }
    if last || g.toasts == LAST_TOAST {
        g.phase = Phase::Over;
        events.push(BierfestEvent::GameEnded);
    } else {
        g.end_turn(toaster);
    }
}
