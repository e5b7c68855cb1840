//! The history screen: each person's record on this device — games played in each game, wins, the
//! average score and place, the best result and a small plot of their places over time — with the
//! way to merge two spellings of one person or forget a name; then every finished game, newest
//! first, to replay, to deal again, or to delete, and the whole history to export as one file. The
//! records come from the summaries alone ([`crate::ui::storage::history`]), so the screen opens without replaying
//! a single game; the list shows a page of games at a time.

use crate::ui::games::GAMES;
use crate::ui::i18n::{said, Lang, Strings};
use crate::ui::storage::history::{self, Finished, Record};
use crate::ui::storage::{self, LoadError};
use crate::ui::{after_game::replay, storage::keeping, top_bar, AppState, Deal};
use leptos::prelude::*;

/// How many finished games the list shows at first, and adds at each "show more".
const PAGE: usize = 10;

/// The history screen.
pub fn history_screen() -> AnyView {
    let state = AppState::get();
    let changed = RwSignal::new(0u32);
    let all = Memo::new(move |_| {
        changed.track();
        storage::history()
    });
    let names = Memo::new(move |_| all.with(|a| history::names(whole(a))));
    let chosen = RwSignal::new(None::<String>);
    let shown = RwSignal::new(PAGE);
    let refused = RwSignal::new(false);
    let t = move || state.lang.get().t();
    view! {
        {move || top_bar(t().history.to_string(), true)}
        <main class="history-room">
            <h1>{said(|t| t.players)}</h1>
            {move || {
                let lang = state.lang.get();
                let names = names.get();
                let name = chosen.get().filter(|n| names.iter().any(|(m, _)| m == n)).or(names.first().map(|(n, _)| n.clone()));
                match name {
                    Some(name) => all.with(|a| player(lang, &name, &names, a, chosen, changed, refused)).into_any(),
                    None => view! { <p class="hint">{lang.t().no_history}</p> }.into_any(),
                }
            }}
            {move || refused.get().then(|| view! { <p class="warning" role="alert">{t().names_refused}</p> })}
            <h2>{said(|t| t.finished_games)}</h2>
            <keeping::KeptLine />
            <div class="actions">
                <button class="ghost" on:click=move |_| keeping::export_history()>{said(|t| t.export_history)}</button>
            </div>
            <ul class="saved history-list">
                {move || {
                    let lang = state.lang.get();
                    all.with(|a| a.iter().take(shown.get()).map(|(id, f)| game_row(lang, id.clone(), f.clone(), changed)).collect_view())
                }}
            </ul>
            {move || (all.with(|a| a.len()) > shown.get()).then(|| view! {
                <div class="actions"><button on:click=move |_| shown.update(|n| *n += PAGE)>{t().show_more}</button></div>
            })}
        </main>
    }
    .into_any()
}

/// The whole summaries among the history's entries.
fn whole(all: &[(String, Result<Finished, LoadError>)]) -> impl Iterator<Item = &Finished> {
    all.iter().filter_map(|(_, f)| f.as_ref().ok())
}

/// One person's record: the name to show (any of `names`), a table by game, merging and forgetting.
fn player(
    lang: Lang,
    name: &str,
    names: &[(String, u32)],
    all: &[(String, Result<Finished, LoadError>)],
    chosen: RwSignal<Option<String>>,
    changed: RwSignal<u32>,
    refused: RwSignal<bool>,
) -> impl IntoView {
    let t = lang.t();
    let ids: Vec<&str> = GAMES.iter().map(|g| g.id).collect();
    let rows = history::records(whole(all), name, &ids).into_iter().map(|r| record_row(lang, r)).collect_view();
    let others: Vec<String> = names.iter().map(|(n, _)| n.clone()).filter(|n| n != name).collect();
    let (merge_from, confirming) = (RwSignal::new(others.first().cloned()), RwSignal::new(false));
    let (me, me2, label) = (name.to_string(), name.to_string(), (t.forget_name)(name));
    let merge = move |_| {
        if let Some(from) = merge_from.get_untracked() {
            rename(|h| history::merge(h, &from, &me), refused);
            changed.update(|n| *n += 1);
        }
    };
    view! {
        <label class="idle-setting">
            <span>{t.name_label}</span>
            <select on:change=move |ev| chosen.set(Some(event_target_value(&ev)))>
                {names.iter().map(|(n, games)| view! {
                    <option value=n.clone() selected=n == name>{format!("{n} ({games})")}</option>
                }).collect_view()}
            </select>
        </label>
        <div class="records-wrap"><table class="records" data-player=name.to_string()>
            <thead><tr>
                <th>{t.game_col}</th><th>{t.played_col}</th><th>{t.wins_col}</th><th>{t.score_col}</th>
                <th>{t.place_col}</th><th>{t.best_col}</th><th>{t.trend_col}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table></div>
        {(!others.is_empty()).then(|| view! {
            <div class="actions merge">
                <label class="idle-setting">
                    <span>{t.same_person}</span>
                    <select on:change=move |ev| merge_from.set(Some(event_target_value(&ev)))>
                        {others.iter().map(|n| view! { <option value=n.clone()>{n.clone()}</option> }).collect_view()}
                    </select>
                </label>
                <button on:click=merge>{(t.merge_into)(name)}</button>
            </div>
        })}
        <div class="actions">
            {move || if confirming.get() {
                let me = me2.clone();
                let forget = move |_| {
                    rename(|h| history::forget(h, &me), refused);
                    chosen.set(None);
                    changed.update(|n| *n += 1);
                };
                view! {
                    <span class="confirm" role="group">
                        <span>{t.confirm_forget}</span>
                        <button class="danger" on:click=forget>{t.forget}</button>
                        <button on:click=move |_| confirming.set(false)>{t.keep}</button>
                    </span>
                }.into_any()
            } else {
                view! { <button class="ghost" on:click=move |_| confirming.set(true)>{label.clone()}</button> }.into_any()
            }}
        </div>
    }
}

/// One game's line of a person's record, with their places over time drawn as a line (the top is
/// first place).
fn record_row(lang: Lang, r: Record) -> impl IntoView {
    let name = GAMES.iter().find(|g| g.id == r.game).map_or(r.game.clone(), |g| (g.card)(lang).name.to_string());
    // A band shares its place: its record is its wins and its points (its best only from a win).
    let (place, best) = match band_of(&r.game) {
        Some(_) if r.wins == 0 => ("—".to_string(), "—".to_string()),
        Some(_) => ("—".to_string(), r.best_score.to_string()),
        None => (r.average_place(), format!("{} · {}", r.best_place, r.best_score)),
    };
    let n = r.results.len().max(2) - 1;
    let points: Vec<String> = r
        .results
        .iter()
        .enumerate()
        .map(|(i, &(place, seats))| {
            let y = 2 + u32::from(place.saturating_sub(1)) * 26 / u32::from(seats.max(2) - 1);
            format!("{},{y}", 2 + i * 96 / n)
        })
        .collect();
    view! {
        <tr data-game=r.game.clone()>
            <td>{name}</td><td>{r.played}</td><td>{r.wins}</td><td>{r.average_score()}</td>
            <td>{place}</td><td>{best}</td>
            <td><svg class="trend" viewBox="0 0 100 30" role="img" aria-label=lang.t().trend_col>
                <polyline points=points.join(" ") />
            </svg></td>
        </tr>
    }
}

/// One finished game: which, when, how each seat came out, and its replay, its deal again, delete.
fn game_row(lang: Lang, id: String, finished: Result<Finished, LoadError>, changed: RwSignal<u32>) -> impl IntoView {
    let t: &'static Strings = lang.t();
    let state = AppState::get();
    let (replay_id, again_id, delete_id) = (id.clone(), id.clone(), id.clone());
    let replayable = storage::has_replay(&id);
    let open = move |id: &str| match storage::load(id) {
        Some(Ok(session)) => {
            state.open(id.to_string(), session);
            true
        }
        _ => false,
    };
    let delete = view! {
        <button class="ghost" on:click=move |_| { state.delete(&delete_id); changed.update(|n| *n += 1); }>{t.delete}</button>
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
    let game = GAMES.iter().find(|g| g.id == f.game).map_or(f.game.clone(), |g| (g.card)(lang).name.to_string());
    let result = match (band_of(&f.game), f.standings.first()) {
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
                        <button class="primary" on:click=move |_| replay::open_save(replay_id.clone())>{t.replay}</button>
                        <button class="ghost" on:click=move |_| if open(&again_id) { state.play_again(Deal::Same) }>{t.same_deal}</button>
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

/// The title a band earns, when `game` is played by the whole table as one band.
fn band_of(game: &str) -> Option<fn(Lang, u8, i32) -> &'static str> {
    GAMES.iter().find(|g| g.id == game)?.play.as_ref()?.band
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

/// Changes every summary `change` reports changed, and stores them again; says in `refused` whether
/// the browser would not store one of them (that game keeps its summary as it was).
fn rename(change: impl FnOnce(&mut [Finished]) -> Vec<usize>, refused: RwSignal<bool>) {
    let (ids, mut all): (Vec<String>, Vec<Finished>) =
        storage::history().iter().filter_map(|(id, f)| Some((id.clone(), f.clone().ok()?))).unzip();
    let failed = change(&mut all).into_iter().filter(|&i| storage::rewrite_finished(&ids[i], &all[i]).is_err()).count();
    refused.set(failed > 0);
}
