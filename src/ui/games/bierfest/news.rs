//! What happened, in words: the news behind the curtain since a player's last turn, and a toast's
//! results for everybody (spec: each toast result is public at once; a drawn, returned or declined
//! card is never named).

use super::table::tally;
use super::text::{kind_name, text};
use crate::ui::model::session::Session;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use rules::bierfest::area::SetPlay;
use rules::bierfest::values::CardValues;
use rules::bierfest::{Bierfest, BierfestEvent};

/// "Pils ×3 + Pretzel ×1".
pub fn set_words(values: &CardValues, play: SetPlay, lang: Lang) -> String {
    play.kinds().map(|(kind, n)| format!("{} ×{n}", kind_name(values, kind, lang))).collect::<Vec<_>>().join(" + ")
}

/// One event as a line of news.
pub fn line(s: &Session<Bierfest>, event: &BierfestEvent, lang: Lang) -> String {
    let t = text(lang);
    let values = &s.options().values;
    let name = |seat| s.name(seat);
    match *event {
        BierfestEvent::Drew { seat, deck } => fill(t.drew(), &[name(seat), &deck.to_string()]),
        BierfestEvent::Played { seat, play } => fill(t.played(), &[name(seat), &set_words(values, play, lang)]),
        BierfestEvent::Returned { seat } => fill(t.returned(), &[name(seat)]),
        BierfestEvent::Ended { seat } => fill(t.ended(), &[name(seat)]),
        BierfestEvent::ToastStarted { toaster, last: false } => fill(t.toast_started(), &[name(toaster)]),
        BierfestEvent::ToastStarted { toaster, last: true } => fill(t.final_toast_started(), &[name(toaster)]),
        BierfestEvent::ToastsOut { seat } => fill(t.toasts_out(), &[name(seat)]),
        BierfestEvent::Passed { seat } => fill(t.passed(), &[name(seat)]),
        BierfestEvent::Declined { seat } => fill(t.declined_one(), &[name(seat)]),
        BierfestEvent::Removed { seat, kind, with } => {
            fill(t.removed()[usize::from(with.min(2))], &[name(seat), kind_name(values, kind, lang), &with.to_string()])
        }
        BierfestEvent::ToastsBack { seat, count, out } => {
            fill(t.toasts_back()[usize::from(out) * 2 + usize::from(count != 1)], &[name(seat), &count.to_string()])
        }
        BierfestEvent::Penalty { seat, ref kinds } => {
            let words: Vec<String> = tally(kinds.iter().copied())
                .into_iter()
                .map(|(k, n)| format!("{} ×{n}", kind_name(values, k, lang)))
                .collect();
            fill(t.penalty_cards(), &[name(seat), &words.join(", ")])
        }
        BierfestEvent::ToastEnded { count } => fill(t.toast_ended(), &[&(count).to_string()]),
        BierfestEvent::GameEnded => t.game_ended().to_string(),
    }
}
