//! Willkommen, Bierfest!'s cards on the table, as pictures with their names and counts (rulebook: 5
//! beers, 2 foods, the toast): each seat's played sets kept apart with their current score, penalty
//! pile and hand size, the deck and the toasts so far.

use super::text::{kind_name, text};
use crate::ui::model::session::Session;
use crate::ui::table::kit;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::bierfest::area::Set;
use rules::bierfest::card::{Card, Kind, FOOD_TYPES};
use rules::bierfest::values::CardValues;
use rules::bierfest::view::BierfestView;
use rules::bierfest::Bierfest;
use rules::ToAct;

/// A kind's class, which gives its picture and colour (each beer its own shape as well as colour).
pub fn kind_class(kind: Kind) -> String {
    match kind {
        Kind::Beer(b) => format!("beer b{b}"),
        Kind::Food(f) => format!("food f{f}"),
        Kind::Toast => "toast".to_string(),
    }
}

/// A stable code for a kind ("beer-2"), for tests.
pub fn kind_code(kind: Kind) -> String {
    match kind {
        Kind::Beer(b) => format!("beer-{b}"),
        Kind::Food(f) => format!("food-{f}"),
        Kind::Toast => "toast".to_string(),
    }
}

/// `n` cards of a kind: picture, name, count.
pub fn chip(values: &CardValues, kind: Kind, n: usize, lang: Lang) -> AnyView {
    let name = kind_name(values, kind, lang).to_string();
    view! {
        <span class=format!("chip-card {}", kind_class(kind)) data-kind=kind_code(kind) data-count=n>
            <span class="art" aria-hidden="true"></span>
            <span class="name">{name}</span>
            {(n > 1).then(|| view! { <span class="times">"×"{n}</span> })}
        </span>
    }
    .into_any()
}

/// The kinds among some cards with their counts, in kind order.
pub fn tally(kinds: impl IntoIterator<Item = Kind>) -> Vec<(Kind, usize)> {
    let mut counts = Kind::ALL.map(|k| (k, 0));
    for kind in kinds {
        if let Some((_, n)) = counts.iter_mut().find(|(k, _)| *k == kind) {
            *n += 1;
        }
    }
    counts.into_iter().filter(|&(_, n)| n > 0).collect()
}

/// The kinds of some cards with their counts.
pub fn tally_cards(cards: &[Card]) -> Vec<(Kind, usize)> {
    tally(cards.iter().map(|c| c.kind()))
}

/// One set in an area: its beer and food, and what it scores now.
fn set_view(values: &CardValues, set: &Set, lang: Lang) -> AnyView {
    let t = text(lang);
    let beer = Kind::Beer(set.beer);
    let food = (0..FOOD_TYPES).map(Kind::Food).filter(|&k| set.count(k) > 0);
    view! {
        <li class="set" data-beer=set.beer data-size=set.count(beer)>
            {chip(values, beer, set.count(beer), lang)}
            {food.map(|k| chip(values, k, set.count(k), lang)).collect_view()}
            <span class="set-score">{t.points_of(set.score(values) as i32)}</span>
        </li>
    }
    .into_any()
}

/// The deck and the toasts so far.
pub fn status(v: &BierfestView, lang: Lang) -> AnyView {
    view! {
        <p class="status">
            <span class="deck" data-deck=v.deck><span class="art" aria-hidden="true"></span>{fill(text(lang).deck(), &[&v.deck.to_string()])}</span>
            <span class="toasts" data-toasts=v.toasts><span class="art" aria-hidden="true"></span>{fill(text(lang).toasts(), &[&v.toasts.to_string()])}</span>
        </p>
    }
    .into_any()
}

/// Every seat: name, score now, hand size, sets and penalty pile; the one to act lit.
pub fn seats(s: &Session<Bierfest>, v: &BierfestView, lang: Lang) -> AnyView {
    let t = text(lang);
    let values = &s.options().values;
    let rows = v
        .seats
        .iter()
        .map(|(p, seat)| {
            let sets = if seat.area.is_empty() {
                view! { <p class="hint">{t.no_sets()}</p> }.into_any()
            } else {
                view! { <ul class="sets">{seat.area.iter().map(|set| set_view(values, set, lang)).collect_view()}</ul> }
                    .into_any()
            };
            let body = view! {
                <span class="counts">
                    <span class="in-hand">{fill(t.hand_count(), &[&(seat.hand).to_string()])}</span>
                    {(!seat.penalty.is_empty()).then(|| view! {
                        <span class="penalty" data-penalty=seat.penalty.len()>{fill(t.penalty(), &[&(seat.penalty.len()).to_string()])}</span>
                    })}
                </span>
                {sets}
            };
            kit::SeatPanel {
                seat: p,
                name: s.name(p).to_string(),
                lit: v.to_act == ToAct::One(p),
                dimmed: false,
                badges: Vec::new(),
                aside: Some(
                    view! { <span class="score" data-score=seat.score.total>{t.points_of(seat.score.total)}</span> }
                        .into_any(),
                ),
                body: body.into_any(),
            }
            .view()
        })
        .collect_view();
    view! { <ul class="fest-seats" aria-label=t.areas()>{rows}</ul> }.into_any()
}
