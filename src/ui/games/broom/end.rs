//! Broom Service's end (seed "ゲームの終了"): after round 7 the lightning on charmed clouds and the
//! resources left in sets are scored; the most VP wins, a tie goes to more resources left, then the win
//! is shared. The result, the final table (place, VP, resources left), play again, every VP change,
//! and the board as it ended.

use super::markup;
use super::text::{fill, text};
use crate::rules::broom::map::BroomMap;
use crate::rules::broom::view::BroomView;
use crate::rules::broom::Broom;
use crate::ui::i18n::Lang;
use crate::ui::kit;
use crate::ui::session::Session;
use leptos::prelude::*;
use std::fmt::Write;

/// The result at the top, the score table, play again, then how every VP came.
pub fn end_screen(s: &Session<Broom>, v: &BroomView, map: &BroomMap, lang: Lang) -> AnyView {
    let t = text(lang);
    let Some(outcome) = s.outcome() else { return view! { <main class="end"></main> }.into_any() };
    let names = markup::names(s.names());
    let winners: Vec<&str> = outcome.winners().map(|p| s.name(p)).collect();
    let headline = match winners.as_slice() {
        [one] => fill(t.wins(), &[one]),
        all => fill(t.shared(), &[&all.join(" & ")]),
    };
    let mut sheet = format!(
        "<table class=\"sheet\" data-winners=\"{}\"><thead><tr><th scope=\"col\">#</th><th scope=\"col\"></th><th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>",
        outcome.winners().map(|p| p.index().to_string()).collect::<Vec<_>>().join(","),
        t.vp(),
        t.left()
    );
    // Best place first; equal places in seat order.
    let players = outcome.places.len() as u8;
    let order = (1..=players).flat_map(|place| outcome.places.iter().filter(move |(_, &p)| p == place));
    for (p, &place) in order {
        let _ = write!(
            sheet,
            "<tr data-seat=\"{}\" data-vp=\"{}\"><td class=\"place\">{place}</td><th scope=\"row\">{}</th><td class=\"total\">{}</td><td>{}</td></tr>",
            p.index(),
            outcome.vp[p],
            names[p.index()],
            outcome.vp[p],
            outcome.resources[p]
        );
    }
    sheet.push_str("</tbody></table>");
    // How every VP came, folded, then the board as the game ended.
    let mut after = String::new();
    let lines: Vec<String> = v.log.iter().map(|e| markup::scored(t, map, &names, e)).collect();
    let _ = write!(
        after,
        "<details class=\"history\"><summary>{}</summary>{}</details><div class=\"realm\">{}</div>",
        t.history(),
        markup::news(&lines),
        markup::board(t, v, map)
    );
    let sheet = format!("<h2>{}</h2>{sheet}", t.final_scores());
    view! {
        <main class="broom end">
            {kit::result_panel(true, headline, view! { <div inner_html=sheet></div> }.into_any())}
            {kit::play_again(lang, s.seed())}
            <div inner_html=after></div>
        </main>
    }
    .into_any()
}
