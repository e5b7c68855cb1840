//! The card-values editor in the new-game screen (spec: the names, score tables and pairings were lost
//! with the rulebook's pictures, so they are a setting stored with each game, checked before it
//! starts). The rules page links here (`#variant`).

use super::text::{text, BierfestText};
use crate::rules::bierfest::card::{BEER_TYPES, FOOD_TYPES};
use crate::rules::bierfest::values::{CardValues, MAX_VALUE};
use crate::ui::i18n::Lang;
use crate::ui::AppState;
use leptos::prelude::*;

/// A score field: its label, its value, and how an edit sets it.
fn score_field(
    values: RwSignal<CardValues>,
    label: String,
    get: impl Fn(&CardValues) -> u8 + Send + Sync + 'static,
    set: impl Fn(&mut CardValues, u8) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <label class="score-field">
            <span>{label}</span>
            <input type="number" min="0" max=MAX_VALUE inputmode="numeric"
                prop:value=move || values.with(&get).to_string()
                on:input=move |ev| {
                    let n = event_target_value(&ev).parse::<u8>().unwrap_or(0);
                    values.update(|v| set(v, n));
                } />
        </label>
    }
}

/// A name field.
fn name_field(
    values: RwSignal<CardValues>,
    label: &'static str,
    get: impl Fn(&CardValues) -> String + Send + Sync + 'static,
    set: impl Fn(&mut CardValues, String) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <label class="name-field">
            <span>{label}</span>
            <input type="text" maxlength="20" prop:value=move || values.with(&get)
                on:input=move |ev| values.update(|v| set(v, event_target_value(&ev))) />
        </label>
    }
}

fn panel(t: &'static BierfestText, lang: Lang, values: RwSignal<CardValues>) -> impl IntoView {
    let beer = move |b: usize| {
        let scores = (0..5).map(|i| {
            score_field(values, (t.cards_n)(i + 2), move |v| v.beers[b].table[i], move |v, n| v.beers[b].table[i] = n)
        });
        view! {
            <fieldset class="value-row" data-beer=b>
                <legend>{move || values.with(|v| if lang == Lang::Ja { v.beers[b].ja.clone() } else { v.beers[b].en.clone() })}</legend>
                {name_field(values, t.name_en, move |v| v.beers[b].en.clone(), move |v, s| v.beers[b].en = s)}
                {name_field(values, t.name_ja, move |v| v.beers[b].ja.clone(), move |v, s| v.beers[b].ja = s)}
                <div class="scores">{scores.collect_view()}</div>
            </fieldset>
        }
    };
    let food = move |f: usize| {
        let scores = (0..3).map(|i| {
            score_field(values, (t.cards_n)(i + 1), move |v| v.foods[f].table[i], move |v, n| v.foods[f].table[i] = n)
        });
        let pairs = (0..usize::from(BEER_TYPES)).map(|b| {
            view! {
                <label class="check pair">
                    <input type="checkbox" prop:checked=move || values.with(|v| v.foods[f].pairs[b])
                        on:change=move |ev| values.update(|v| v.foods[f].pairs[b] = event_target_checked(&ev)) />
                    <span>{move || values.with(|v| if lang == Lang::Ja { v.beers[b].ja.clone() } else { v.beers[b].en.clone() })}</span>
                </label>
            }
        });
        view! {
            <fieldset class="value-row" data-food=f>
                <legend>{move || values.with(|v| if lang == Lang::Ja { v.foods[f].ja.clone() } else { v.foods[f].en.clone() })}</legend>
                {name_field(values, t.name_en, move |v| v.foods[f].en.clone(), move |v, s| v.foods[f].en = s)}
                {name_field(values, t.name_ja, move |v| v.foods[f].ja.clone(), move |v, s| v.foods[f].ja = s)}
                <div class="scores">{scores.collect_view()}</div>
                <div class="pairs">{pairs.collect_view()}</div>
            </fieldset>
        }
    };
    view! {
        <details class="variant" id="variant">
            <summary>{t.values_heading}</summary>
            <p class="hint">{t.values_hint}</p>
            <h3>{t.beers}</h3>
            {(0..usize::from(BEER_TYPES)).map(beer).collect_view()}
            <h3>{t.foods}</h3>
            {(0..usize::from(FOOD_TYPES)).map(food).collect_view()}
            <label class="check">
                <input type="checkbox" prop:checked=move || values.with(|v| v.mixed_food)
                    on:change=move |ev| values.update(|v| v.mixed_food = event_target_checked(&ev)) />
                <span>{t.mixed_food}</span>
            </label>
            {move || values.with(|v| v.validate().err().map(|e| view! { <p class="error" role="alert">{(t.values_error)(&e, v)}</p> }))}
            <button on:click=move |_| values.set(CardValues::default())>{t.defaults}</button>
        </details>
    }
}

/// The editor over `values`; drawn again only when the language changes.
pub fn values_panel(values: RwSignal<CardValues>) -> impl IntoView {
    let state = AppState::get();
    move || {
        let lang = state.lang.get();
        panel(text(lang), lang, values)
    }
}
