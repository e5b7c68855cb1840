//! The history room: each person's record on this device ([`records`]: games played in each game,
//! wins, the average score and place, the best result and a small plot of their places over time,
//! with the way to merge two spellings of one person or forget a name); then every finished game,
//! newest first, to replay, to deal again, or to delete, and the whole history to export as one file.
//! The records come from the summaries alone ([`crate::ui::model::history`]), so the room opens
//! without replaying a single game; the list shows a page of games at a time.

mod records;

use crate::ui::context::{said, Language, Play, Saves};
use crate::ui::contract::Games;
use crate::ui::model::history::{self, Finished};
use crate::ui::model::save::LoadError;
use crate::ui::storage::{history as kept, saves};
use crate::ui::table::bar::top_bar;
use crate::ui::table::notices::{export_history, KeptLine};
use crate::ui::words::{Lang, Strings};
use leptos::prelude::*;

/// How many finished games the list shows at first, and adds at each "show more".
const PAGE: usize = 10;

/// The history room.
#[component]
pub fn History() -> impl IntoView {
    let (lang, saves) = (Language::get(), Saves::get());
    let changed = RwSignal::new(0u32);
    let all = Memo::new(move |_| {
        changed.track();
        kept::all()
    });
    let names = Memo::new(move |_| all.with(|a| history::names(whole(a))));
    let chosen = RwSignal::new(None::<String>);
    let shown = RwSignal::new(PAGE);
    let refused = RwSignal::new(false);
    let t = move || lang.now().t();
    view! {
        {move || top_bar(t().history.to_string(), true)}
        <main class="history-room">
            <h1>{said(|t| t.players)}</h1>
            {move || {
                let lang = lang.now();
                let names = names.get();
                let name = chosen.get().filter(|n| names.iter().any(|(m, _)| m == n)).or(names.first().map(|(n, _)| n.clone()));
                match name {
                    Some(name) => all.with(|a| records::player(lang, &name, &names, a, chosen, changed, refused)).into_any(),
                    None => view! { <p class="hint">{lang.t().no_history}</p> }.into_any(),
                }
            }}
            {move || refused.get().then(|| view! { <p class="warning" role="alert">{t().names_refused}</p> })}
            <h2>{said(|t| t.finished_games)}</h2>
            <KeptLine />
            <div class="actions">
                <button class="ghost" on:click=move |_| export_history()>{said(|t| t.export_history)}</button>
            </div>
            <ul class="saved history-list">
                {move || {
                    let lang = lang.now();
                    let games = saves.games();
                    all.with(|a| a.iter().take(shown.get()).map(|(id, f)| game_row(games, lang, id.clone(), f.clone(), changed)).collect_view())
                }}
            </ul>
            {move || (all.with(|a| a.len()) > shown.get()).then(|| view! {
                <div class="actions"><button on:click=move |_| shown.update(|n| *n += PAGE)>{t().show_more}</button></div>
            })}
        </main>
    }
}

/// The whole summaries among the history's entries.
fn whole(all: &[(String, Result<Finished, LoadError>)]) -> impl Iterator<Item = &Finished> {
    all.iter().filter_map(|(_, f)| f.as_ref().ok())
}

/// One finished game: which, when, how each seat came out, and its replay, its deal again, delete.
fn game_row(
    games: &'static Games,
    lang: Lang,
    id: String,
    finished: Result<Finished, LoadError>,
    changed: RwSignal<u32>,
) -> impl IntoView {
    let t: &'static Strings = lang.t();
    let play = Play::get();
    let (replay_id, again_id, delete_id) = (id.clone(), id.clone(), id.clone());
    let replayable = saves::has_replay(&id);
    let delete = view! {
        <button class="ghost" on:click=move |_| { play.delete(&delete_id); changed.update(|n| *n += 1); }>{t.delete}</button>
    };
    let Ok(f) = finished else {
        return view! {
            <li class="saved-game damaged" data-history=id>
                <p class="warning" role="alert">{(t.damaged_save)(t.load_unreadable)}</p>
                <div class="saved-actions">{delete}</div>
            </li>
        }
        .into_any();
    };
    let game = games.name(&f.game, lang);
    let result = match (games.band(&f.game), f.standings.first()) {
        // Played as one band: whether it won, its title and its points, then who played in it.
        (Some(title), Some(band)) => {
            let names = f.names.iter().filter(|n| !n.is_empty()).cloned().collect::<Vec<_>>().join(t.list_sep);
            let players = u8::try_from(f.names.len()).unwrap_or(u8::MAX);
            let said =
                if band.won { (t.band_won)(title(lang, players, band.score), band.score) } else { t.band_lost.into() };
            format!("{said} · {names}")
        }
        _ => f
            .names
            .iter()
            .zip(&f.standings)
            .map(|(n, s)| (t.placed)(n, s.place, s.score))
            .collect::<Vec<_>>()
            .join(" · "),
    };
    view! {
        <li class="saved-game" data-history=id>
            <div class="saved-info">
                <span class="card-name">{game}</span>
                <span class="result">{result}</span>
                <span class="card-facts">{day(f.at)}" · "{(t.seed_was)(f.seed)}</span>
            </div>
            <div class="saved-actions">
                {if replayable {
                    view! {
                        <button class="primary" on:click=move |_| play.replay(replay_id.clone())>{t.replay}</button>
                        <button class="ghost" on:click=move |_| play.same_deal_as(again_id.clone())>{t.same_deal}</button>
                    }.into_any()
                } else {
                    view! { <span class="hint dropped">{t.replay_dropped}</span> }.into_any()
                }}
                {delete}
            </div>
        </li>
    }
    .into_any()
}

/// "2026-11-26 09:30", in the device's time zone (read from the clock's parts: a list of games
/// does not wait for a locale's formatting, row by row).
fn day(ms: f64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    format!(
        "{}-{:02}-{:02} {:02}:{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date(),
        d.get_hours(),
        d.get_minutes()
    )
}
