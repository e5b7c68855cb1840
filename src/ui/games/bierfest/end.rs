//! Willkommen, Bierfest!'s score sheet (rulebook: each set by its tables, −1 per penalty card, +5 for
//! all five beers; spec: equal totals share a place): the winners first, then each player's beer,
//! food, penalty, bonus and total, then everyone's final sets.

use super::table::seats;
use super::text::text;
use crate::ui::model::session::Session;
use crate::ui::table::kit;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::bierfest::view::BierfestView;
use rules::bierfest::Bierfest;

/// The result at the top, the score sheet, play again, then the final areas.
pub fn end_screen(s: &Session<Bierfest>, v: &BierfestView, lang: Lang) -> AnyView {
    let t = text(lang);
    let Some(outcome) = s.outcome() else { return view! { <main class="end"></main> }.into_any() };
    let winners: Vec<String> = outcome.winners().map(|p| s.name(p).to_string()).collect();
    // Best place first; equal places in seat order.
    let players = outcome.places.len() as u8;
    let order = (1..=players)
        .flat_map(|place| outcome.places.iter().filter(move |(_, &p)| p == place).map(move |(p, _)| (place, p)));
    let rows = order
        .map(|(place, p)| {
            let sc = outcome.scores[p];
            view! {
                <tr data-seat=p.index() data-place=place data-total=sc.total>
                    <td class="place">{place}</td>
                    <th scope="row" class="who">{s.name(p).to_string()}</th>
                    <td>{sc.beer}</td>
                    <td>{sc.food}</td>
                    <td>{signed("−", sc.penalty)}</td>
                    <td>{signed("+", sc.bonus)}</td>
                    <td class="total">{sc.total}</td>
                </tr>
            }
        })
        .collect_view();
    let body = view! {
        <h2>{t.sheet()}</h2>
        <table class="sheet" data-winners=winners.join(",")>
            <thead><tr>
                <th scope="col">{t.place()}</th><th scope="col">{t.player()}</th><th scope="col">{t.beer_col()}</th>
                <th scope="col">{t.food_col()}</th><th scope="col">{t.penalty_col()}</th><th scope="col">{t.bonus_col()}</th>
                <th scope="col">{t.total_col()}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table>
    };
    view! {
        <main class="bierfest end">
            {kit::result_panel(true, t.wins_of(&winners), body.into_any())}
            {kit::play_again(lang, s.seed())}
            <h2>{t.areas()}</h2>
            {seats(s, v, lang)}
        </main>
    }
    .into_any()
}

/// "−3", "+5", or "0".
fn signed(sign: &str, n: u32) -> String {
    if n > 0 {
        format!("{sign}{n}")
    } else {
        "0".to_string()
    }
}
