//! Broom Service's end (seed "ゲームの終了"): after round 7 the lightning on charmed clouds and the
//! resources left in sets are scored; the most VP wins, a tie goes to more resources left, then the win
//! is shared. The result, the final table (place, VP, resources left), play again, every VP change,
//! and the board as it ended.

use super::board::board;
use super::news::scored;
use super::pieces::{marks, news};
use super::text::text;
use crate::ui::model::session::Session;
use crate::ui::table::kit;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::broom::map::BroomMap;
use rules::broom::view::BroomView;
use rules::broom::Broom;
use std::sync::Arc;

/// The result at the top, the score table, play again, then how every VP came.
pub fn end_screen(s: &Session<Broom>, v: &BroomView, map: &Arc<BroomMap>, lang: Lang) -> AnyView {
    let t = text(lang);
    let Some(outcome) = s.outcome() else { return view! { <main class="end"></main> }.into_any() };
    let winners: Vec<&str> = outcome.winners().map(|p| s.name(p)).collect();
    let headline = match winners.as_slice() {
        [one] => fill(t.wins(), &[one]),
        all => fill(t.shared(), &[&all.join(" & ")]),
    };
    // Best place first; equal places in seat order.
    let players = outcome.places.len() as u8;
    let order = (1..=players).flat_map(|place| outcome.places.iter().filter(move |(_, &p)| p == place));
    let rows = order.map(|(p, &place)| {
        let vp = outcome.vp[p];
        view! {
            <tr data-seat=p.index() data-vp=vp>
                <td class="place">{place}</td><th scope="row">{s.name(p).to_string()}</th>
                <td class="total">{vp}</td><td>{outcome.resources[p]}</td>
            </tr>
        }
    });
    let winners = outcome.winners().map(|p| p.index().to_string()).collect::<Vec<_>>().join(",");
    let sheet = view! {
        <h2>{t.final_scores()}</h2>
        <table class="sheet" data-winners=winners>
            <thead><tr><th scope="col">"#"</th><th scope="col"></th><th scope="col">{t.vp()}</th><th scope="col">{t.left()}</th></tr></thead>
            <tbody>{rows.collect_view()}</tbody>
        </table>
    };
    // How every VP came, folded, then the board as the game ended.
    let lines = v.log.iter().map(|e| scored(t, map, s.names(), e)).collect();
    let marks = marks(v);
    view! {
        <main class="broom end">
            {kit::result_panel(true, headline, sheet.into_any())}
            {kit::play_again(lang, s.seed())}
            <details class="history"><summary>{t.history()}</summary>{news(lines)}</details>
            <div class="realm">{board(map.clone(), t.board().to_string(), Arc::new(move || marks.clone()), None)}</div>
        </main>
    }
    .into_any()
}
