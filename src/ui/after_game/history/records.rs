//! A person's record in the history room: a table by game, their places over time, and the way to
//! merge two spellings of one person or forget a name (every summary they played in rewritten, the
//! device saying when it would not keep one).

use super::whole;
use crate::ui::context::Saves;
use crate::ui::contract::Games;
use crate::ui::model::history::{self, Finished, Record};
use crate::ui::model::save::LoadError;
use crate::ui::storage::history as kept;
use crate::ui::words::Lang;
use leptos::prelude::*;

/// One person's record: the name to show (any of `names`), a table by game, merging and forgetting.
pub(super) fn player(
    lang: Lang,
    name: &str,
    names: &[(String, u32)],
    all: &[(String, Result<Finished, LoadError>)],
    chosen: RwSignal<Option<String>>,
    changed: RwSignal<u32>,
    refused: RwSignal<bool>,
) -> impl IntoView {
    let t = lang.t();
    let games = Saves::get().games();
    let ids: Vec<&str> = games.all().map(|g| g.id).collect();
    let rows = history::records(whole(all), name, &ids).into_iter().map(|r| record_row(games, lang, r)).collect_view();
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
fn record_row(games: &'static Games, lang: Lang, r: Record) -> impl IntoView {
    let name = games.name(&r.game, lang);
    // A band shares its place: its record is its wins and its points (its best only from a win).
    let (place, best) = match games.band(&r.game) {
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

/// Changes every summary `change` reports changed, and stores them again; says in `refused` whether
/// the browser would not store one of them (that game keeps its summary as it was).
fn rename(change: impl FnOnce(&mut [Finished]) -> Vec<usize>, refused: RwSignal<bool>) {
    let (ids, mut all): (Vec<String>, Vec<Finished>) =
        kept::all().iter().filter_map(|(id, f)| Some((id.clone(), f.clone().ok()?))).unzip();
    let failed = change(&mut all).into_iter().filter(|&i| kept::rewrite(&ids[i], &all[i]).is_err()).count();
    refused.set(failed > 0);
}
