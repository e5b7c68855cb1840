//! Bremen's tricks as the table sees them: the result of the trick just won, shown to everybody
//! before the device moves on (rulebook: the highest chicken, else the highest of the led animal,
//! takes the trick), and the list of finished tricks for the memory aid and the end screen.

use super::seats::{table, table_tile};
use super::text::{text, BremenText};
use crate::ui::coach;
use crate::ui::context::Play;
use crate::ui::model::session::Session;
use crate::ui::table::kit;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::bremen::situation::BremenSituation;
use rules::bremen::trick::CompletedTrick;
use rules::bremen::view::BremenView;
use rules::bremen::{Bremen, BremenAction, TRICKS};

/// A finished trick's tiles in the order played, each under its player's name, the winner's marked.
fn trick_plays(s: &Session<Bremen>, t: &'static BremenText, done: &CompletedTrick) -> AnyView {
    let players = s.names().len() as u8;
    let plays = done.trick.plays(players).into_iter().map(|(p, tile)| {
        view! {
            <li class="play" class:winner=p == done.winner>
                <span class="who">{s.name(p).to_string()}</span>{table_tile(t, tile)}
            </li>
        }
    });
    plays.collect_view().into_any()
}

/// The finished tricks, each with its plays in order and who won it.
pub fn trick_list(s: &Session<Bremen>, t: &'static BremenText, tricks: &[CompletedTrick]) -> AnyView {
    let items = tricks
        .iter()
        .enumerate()
        .map(|(i, done)| {
            view! {
                <li class="trick-line">
                    <span class="trick-no">{i + 1}</span>
                    <ol class="plays">{trick_plays(s, t, done)}</ol>
                    <span class="won-by">{t.winner()}": "{s.name(done.winner).to_string()}</span>
                </li>
            }
        })
        .collect_view();
    view! { <ol class="tricks">{items}</ol> }.into_any()
}

/// The public result of the trick just won, before the device moves on; once the counts can no
/// longer come out, the table may see the result now rather than play the rest out.
pub fn trick_result(s: &Session<Bremen>, v: &BremenView, lang: Lang) -> AnyView {
    let t = text(lang);
    let done = v.last_trick.as_ref();
    let headline =
        done.map(|d| fill(t.trick_won_by(), &[s.name(d.winner), &finished_tricks(v).to_string()])).unwrap_or_default();
    let stop = move |_| {
        Play::get().update::<Bremen>(|s| {
            let _ = s.act_for_table(BremenAction::StopLost);
        })
    };
    let way_on = if v.can_stop { t.play_on() } else { lang.t().continue_ };
    // The way on sits under the headline, away from the hand that played the last tile (lower down)
    // and from the next curtain's "I am X"; taking the tile back is at the bottom.
    view! {
        <main class="bremen pause">
            {kit::banner(headline, None)}
            {coach::coach(s, v, spot).at("result")}
            <div class="actions">
                {v.can_stop.then(|| view! { <button class="big see-result" on:click=stop>{t.see_result()}</button> })}
                {kit::resume_button::<Bremen>(way_on.to_string())}
            </div>
            <ol class="result-plays">{done.map(|d| trick_plays(s, t, d))}</ol>
            {table(s, v, t)}
            {kit::undo_button(s, |name| fill(t.undo_mine(), &[name])).map(|button| view! { <div class="actions">{button}</div> })}
        </main>
    }
    .into_any()
}

/// How many tricks have been won so far.
pub(super) fn finished_tricks(v: &BremenView) -> u8 {
    if v.outcome.is_some() {
        TRICKS
    } else {
        v.trick_number - 1
    }
}

/// Where each rule situation's coach mark sits: beside the hand, the seats' counts, or a trick's result.
pub(super) fn spot(situation: BremenSituation) -> &'static str {
    match situation {
        BremenSituation::Counts => "seats",
        BremenSituation::CanStop => "result",
        _ => "hand",
    }
}
