//! A toast, once it is over, as a moment at the table for everybody (rulebook, 乾杯: a draw that
//! gives a player a third toast card starts it; going round from that player, each puts out one set
//! of beer alone if they hold one, gives up a card of their area for each toast card in hand, and the
//! rest of their hand becomes penalty cards, face up; the toaster's three toast cards leave the
//! game). The toast's start sits in the middle; round it, each seat in the order the toast went, with
//! the set it raised and its penalty cards drawn as cards, and what else happened to it in words.

use super::news::line;
use super::table::{chip, seats, status, tally};
use super::text::text;
use crate::ui::model::session::Session;
use crate::ui::table::kit;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::bierfest::view::BierfestView;
use rules::bierfest::{Bierfest, BierfestEvent};
use rules::PlayerId;

/// The seat an event happened to, if one.
fn seat_of(event: &BierfestEvent) -> Option<PlayerId> {
    match *event {
        BierfestEvent::Played { seat, .. }
        | BierfestEvent::ToastsOut { seat }
        | BierfestEvent::Passed { seat }
        | BierfestEvent::Declined { seat }
        | BierfestEvent::Removed { seat, .. }
        | BierfestEvent::ToastsBack { seat, .. }
        | BierfestEvent::Penalty { seat, .. } => Some(seat),
        _ => None,
    }
}

/// After a toast: the call, then what it did to each seat, then the table, before the next turn.
pub fn toast_result(s: &Session<Bierfest>, v: &BierfestView, lang: Lang) -> AnyView {
    let t = text(lang);
    let values = &s.options().values;
    let log = s.log();
    let toast = &log[log.iter().rposition(|e| matches!(e, BierfestEvent::ToastStarted { .. })).unwrap_or(0)..];
    let mut order: Vec<PlayerId> = Vec::new();
    for seat in toast.iter().filter_map(seat_of) {
        if !order.contains(&seat) {
            order.push(seat);
        }
    }
    let round = order.into_iter().map(|seat| {
        let mut raised = false;
        let mut rows = Vec::new();
        for e in toast.iter().filter(|e| seat_of(e) == Some(seat)) {
            rows.push(match e {
                BierfestEvent::Played { play, .. } => {
                    raised = true;
                    let cards = play.kinds().map(|(kind, n)| chip(values, kind, n.into(), lang)).collect_view();
                    view! { <li class="raised"><span class="what">{t.toast_raised()}</span>{cards}</li> }.into_any()
                }
                BierfestEvent::Penalty { kinds, .. } => {
                    let cards = tally(kinds.iter().copied()).into_iter().map(|(kind, n)| chip(values, kind, n, lang));
                    view! {
                        <li class="lost">
                            <span class="what">{fill(t.penalty(), &[&kinds.len().to_string()])}</span>
                            {cards.collect_view()}
                        </li>
                    }
                    .into_any()
                }
                _ => view! { <li>{line(s, e, lang)}</li> }.into_any(),
            });
        }
        view! {
            <li class="toast-seat" class:raised=raised data-seat=seat.index()>
                <h2><span class="art" aria-hidden="true"></span>{s.name(seat).to_string()}</h2>
                <ul>{rows}</ul>
            </li>
        }
    });
    view! {
        <main class="bierfest pause">
            {kit::banner(fill(t.toast_ended(), &[&v.toasts.to_string()]), None)}
            <div class="actions">{kit::resume_button::<Bierfest>(t.continue_after_toast().to_string())}</div>
            <section class="toast-moment">
                <p class="toast-call"><span class="art" aria-hidden="true"></span>{toast.first().map(|e| line(s, e, lang))}</p>
                <ul class="toast-round">{round.collect_view()}</ul>
            </section>
            {status(v, lang)}
            {seats(s, v, lang)}
        </main>
    }
    .into_any()
}
