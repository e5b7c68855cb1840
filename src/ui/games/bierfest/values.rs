//! The card-values editor in the new-game screen (spec: the names, score tables and pairings were lost
//! with the rulebook's pictures, so they are a setting stored with each game, checked before it
//! starts). The rules page links here (`#variant`).

use super::text::{kind_name, text, BierfestText};
use crate::ui::context::Language;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::bierfest::card::Kind;
use rules::bierfest::card::{BEER_TYPES, FOOD_TYPES};
use rules::bierfest::values::{CardValues, MAX_VALUE};

/// A row of the card values: a beer type or a food type.
#[derive(Clone, Copy)]
enum Row {
    Beer(usize),
    Food(usize),
}

/// A row's score table, to read.
fn table_of(v: &CardValues, row: Row) -> &[u8] {
    match row {
        Row::Beer(b) => &v.beers[b].table,
        Row::Food(f) => &v.foods[f].table,
    }
}

/// A row's score table, to edit.
fn table(v: &mut CardValues, row: Row) -> &mut [u8] {
    match row {
        Row::Beer(b) => &mut v.beers[b].table,
        Row::Food(f) => &mut v.foods[f].table,
    }
}

/// A row's name in English or (`ja`) Japanese, to read.
fn name_of(v: &CardValues, row: Row, ja: bool) -> String {
    let lang = if ja { Lang::Ja } else { Lang::En };
    let kind = match row {
        Row::Beer(b) => Kind::Beer(b as u8),
        Row::Food(f) => Kind::Food(f as u8),
    };
    kind_name(v, kind, lang).to_string()
}

/// A row's name in English or (`ja`) Japanese, to edit.
fn name(v: &mut CardValues, row: Row, ja: bool) -> &mut String {
    match (row, ja) {
        (Row::Beer(b), false) => &mut v.beers[b].en,
        (Row::Beer(b), true) => &mut v.beers[b].ja,
        (Row::Food(f), false) => &mut v.foods[f].en,
        (Row::Food(f), true) => &mut v.foods[f].ja,
    }
}

/// The score for the `i`-th size in a row's table.
fn score_field(values: RwSignal<CardValues>, label: String, row: Row, i: usize) -> impl IntoView {
    view! {
        <label class="score-field">
            <span>{label}</span>
            <input type="number" min="0" max=MAX_VALUE inputmode="numeric"
                prop:value=move || values.with(|v| table_of(v, row)[i]).to_string()
                on:input=move |ev| {
                    let n = event_target_value(&ev).parse::<u8>().unwrap_or(0);
                    values.update(|v| table(v, row)[i] = n);
                } />
        </label>
    }
}

/// A row's name in one language.
fn name_field(values: RwSignal<CardValues>, label: &'static str, row: Row, ja: bool) -> impl IntoView {
    view! {
        <label class="name-field">
            <span>{label}</span>
            <input type="text" maxlength="20" prop:value=move || values.with(|v| name_of(v, row, ja))
                on:input=move |ev| values.update(|v| *name(v, row, ja) = event_target_value(&ev)) />
        </label>
    }
}

fn panel(t: &'static BierfestText, lang: Lang, values: RwSignal<CardValues>) -> impl IntoView {
    let beer = move |b: usize| {
        let scores = (0..5).map(|i| score_field(values, t.cards_of(i + 2), Row::Beer(b), i));
        view! {
            <fieldset class="value-row" data-beer=b>
                <legend>{move || values.with(|v| kind_name(v, Kind::Beer(b as u8), lang).to_string())}</legend>
                {name_field(values, t.name_en(), Row::Beer(b), false)}
                {name_field(values, t.name_ja(), Row::Beer(b), true)}
                <div class="scores">{scores.collect_view()}</div>
            </fieldset>
        }
    };
    let food = move |f: usize| {
        let scores = (0..3).map(|i| score_field(values, t.cards_of(i + 1), Row::Food(f), i));
        let pairs = (0..usize::from(BEER_TYPES)).map(|b| {
            view! {
                <label class="check pair">
                    <input type="checkbox" prop:checked=move || values.with(|v| v.foods[f].pairs[b])
                        on:change=move |ev| values.update(|v| v.foods[f].pairs[b] = event_target_checked(&ev)) />
                    <span>{move || values.with(|v| kind_name(v, Kind::Beer(b as u8), lang).to_string())}</span>
                </label>
            }
        });
        view! {
            <fieldset class="value-row" data-food=f>
                <legend>{move || values.with(|v| kind_name(v, Kind::Food(f as u8), lang).to_string())}</legend>
                {name_field(values, t.name_en(), Row::Food(f), false)}
                {name_field(values, t.name_ja(), Row::Food(f), true)}
                <div class="scores">{scores.collect_view()}</div>
                <div class="pairs">{pairs.collect_view()}</div>
            </fieldset>
        }
    };
    view! {
        <details class="variant" id="variant">
            <summary>{t.values_heading()}</summary>
            <p class="hint">{t.values_hint()}</p>
            <h3>{t.beers()}</h3>
            {(0..usize::from(BEER_TYPES)).map(beer).collect_view()}
            <h3>{t.foods()}</h3>
            {(0..usize::from(FOOD_TYPES)).map(food).collect_view()}
            <label class="check">
                <input type="checkbox" prop:checked=move || values.with(|v| v.mixed_food)
                    on:change=move |ev| values.update(|v| v.mixed_food = event_target_checked(&ev)) />
                <span>{t.mixed_food()}</span>
            </label>
            {move || values.with(|v| v.validate().err().map(|e| view! { <p class="error" role="alert">{t.values_error(&e, v, lang)}</p> }))}
            <button on:click=move |_| values.set(CardValues::default())>{t.defaults()}</button>
        </details>
    }
}

/// The editor over `values`; drawn again only when the language changes.
pub fn values_panel(values: RwSignal<CardValues>) -> impl IntoView {
    let language = Language::get();
    move || {
        let lang = language.now();
        panel(text(lang), lang, values)
    }
}
