//! Broom Service's settings on the new-game screen: every value the rulebook's lost pictures held
//! (spec "Reconstructed settings"), defaulting to the spec, and the board — the designed stand-in or
//! a map file of the group's own. The rules page links here (`#variant`). Each input changes its
//! own setting; what the rules would refuse is said at once, in the panel, before the game starts.

use super::text::{text, BroomText};
use crate::ui::context::GameWords;
use crate::ui::context::Language;
use crate::ui::words::fill;
use leptos::ev::Event;
use leptos::prelude::*;
use rules::broom::map::MapError;
use rules::broom::options::{BraveFairy, BraveGather, BroomOptions, CowardlyGather, EmptyHands, NextLeader};
use rules::SetupError;

/// The panel editing `options`; closed unless asked for. It is drawn again (open) when the defaults
/// come back or a map file has been read, and when the language changes; its two lines of news
/// follow every change.
pub fn panel(options: RwSignal<BroomOptions>) -> impl IntoView {
    let language = Language::get();
    let redrawn = RwSignal::new(0u32);
    let defaults = move |_| {
        options.update(|o| *o = BroomOptions { players: o.players, first: o.first, ..BroomOptions::default() });
        redrawn.update(|n| *n += 1);
    };
    move || {
        let lang = language.now();
        let t = text(lang);
        view! {
            <details class="variant" id="variant" open={redrawn.get() > 0}>
                <summary>{GameWords::get().setup("variant")}</summary>
                <p class="hint">{t.settings_hint()}</p>
                {inputs(t, options, redrawn)}
                <div class="news">{move || options.with(|o| news(t, o))}</div>
                <button type="button" on:click=defaults>{t.defaults()}</button>
            </details>
        }
    }
}

/// The board the options play on, and why the rules would refuse them, if they would.
fn news(t: &'static BroomText, o: &BroomOptions) -> impl IntoView {
    let board = if o.map.is_some() { t.own_map() } else { t.designed_map() };
    let problem = o.check().err().and_then(|e| problem(t, &e)).unwrap_or_default();
    view! { <p class="hint map-now">{board}</p><p class="refusal" role="alert">{problem}</p> }
}

/// A setting that is one of two choices: the second chosen or not.
type Pick = fn(&mut BroomOptions, bool);
/// A number setting, at an index of its list.
type Set = fn(&mut BroomOptions, usize, i8);

/// The inputs, showing `options` as they are and changing them (a map file read draws them again).
fn inputs(t: &'static BroomText, options: RwSignal<BroomOptions>, redrawn: RwSignal<u32>) -> impl IntoView {
    let o = options.get_untracked();
    let gc: Pick = |o, on| o.gatherer_cowardly = if on { CowardlyGather::PotionOrWand } else { CowardlyGather::Potion };
    let gb: Pick = |o, on| o.gatherer_brave = if on { BraveGather::ThreePotions } else { BraveGather::PotionsAndWand };
    let fairy: Pick = |o, on| o.fairy_brave = if on { BraveFairy::AnyClouds } else { BraveFairy::OneCloud };
    let next: Pick = |o, on| o.next_leader = if on { NextLeader::TurnLeader } else { NextLeader::LastToPlay };
    let empty: Pick = |o, on| o.empty_hands = if on { EmptyHands::PotionsOnly } else { EmptyHands::Everything };
    let choices = [
        ("gc", o.gatherer_cowardly == CowardlyGather::PotionOrWand, gc),
        ("gb", o.gatherer_brave == BraveGather::ThreePotions, gb),
        ("fairy", o.fairy_brave == BraveFairy::AnyClouds, fairy),
        ("next", o.next_leader == NextLeader::TurnLeader, next),
        ("empty", o.empty_hands == EmptyHands::PotionsOnly, empty),
    ];
    let choices = choices.into_iter().zip(t.choices().as_chunks::<3>().0).map(|((name, second, pick), &[legend, a, b])| {
        let radios = [a, b].into_iter().enumerate().map(move |(value, label)| {
            let on = value == 1;
            view! {
                <label class="check">
                    <input type="radio" name=name value=value checked={on == second} on:change=move |_| options.update(|o| pick(o, on)) />
                    <span>{label}</span>
                </label>
            }
        });
        view! { <fieldset><legend>{legend}</legend>{radios.collect_view()}</fieldset> }
    });
    let number = move |name: String, label: String, value: i8, min: i8, (set, k): (Set, usize)| {
        let change = move |ev: Event| {
            let n: i8 = event_target_value(&ev).parse().unwrap_or(0);
            options.update(|o| set(o, k, n.clamp(min, 20)));
        };
        view! {
            <label class="face">
                <span>{label}</span>
                <input type="number" name=name min=min max="20" inputmode="numeric" value=value on:change=change />
            </label>
        }
    };
    let more: Set = |o, k, n| o.more_or_less[k] = n;
    let perilous: Set = |o, k, n| o.perilous[k] = n;
    let bonus: Set = |o, k, n| {
        let n = n as u8;
        *[&mut o.upper_hand, &mut o.works, &mut o.flock, &mut o.wand_hoard, &mut o.cloud_keepers][k] = n;
    };
    let more = o
        .more_or_less
        .iter()
        .enumerate()
        .map(|(k, &v)| number(format!("m{k}"), fill(t.hand_of(), &[&(k + 1).to_string()]), v, -20, (more, k)));
    let perilous = o
        .perilous
        .iter()
        .enumerate()
        .map(|(k, &v)| number(format!("p{k}"), t.lands()[k].into(), v, -20, (perilous, k)));
    let bonuses = [o.upper_hand, o.works, o.flock, o.wand_hoard, o.cloud_keepers].into_iter().enumerate();
    let bonuses = bonuses.map(|(k, v)| number(format!("e{}", k + 5), t.events()[k + 5].into(), v as i8, 0, (bonus, k)));
    // A file that can't be read as text is refused like a broken map.
    let read = move |ev: Event| {
        let then = move |map: Option<String>| {
            options.update(|o| o.map = Some(map.unwrap_or_default()));
            redrawn.update(|n| *n += 1);
        };
        crate::ui::table::files::chosen_file(&ev, Box::new(then));
    };
    view! {
        {choices.collect_view()}
        <fieldset><legend>{t.events()[0]}</legend>{more.collect_view()}</fieldset>
        <fieldset><legend>{t.events()[4]}</legend>{perilous.collect_view()}</fieldset>
        <fieldset><legend>{t.bonuses()}</legend>{bonuses.collect_view()}</fieldset>
        <fieldset>
            <legend>{t.map_legend()}</legend>
            <label class="check">
                <input type="radio" name="designed" checked=o.map.is_none() on:change=move |_| options.update(|o| o.map = None) />
                <span>{t.designed_map()}</span>
            </label>
            <label class="file-button">
                <input type="file" name="map" accept=".json,application/json" class="visually-hidden" on:change=read />
                <span>{t.map_file()}</span>
            </label>
        </fieldset>
    }
}

/// Why the rules would refuse these settings, in the players' words (`None` if they wouldn't).
fn problem(t: &BroomText, e: &SetupError) -> Option<String> {
    Some(match e {
        SetupError::PerilousExample => t.perilous_example().to_string(),
        SetupError::Setting { min, max, .. } => fill(t.out_of_range(), &[&min.to_string(), &max.to_string()]),
        SetupError::Map(m) => {
            let (k, what) = match m {
                MapError::Unreadable | MapError::Format => (0, String::new()),
                MapError::DuplicateId(id) | MapError::UnknownArea(id) => (1, id.clone()),
                MapError::OutOfRange(_, id)
                | MapError::LakeWithCastleOrCloud(id)
                | MapError::SharedCell(id)
                | MapError::CellsApart(id)
                | MapError::Neighbours(id)
                | MapError::LandApart(id)
                | MapError::CloudTooClose(id) => (2, id.clone()),
                MapError::Tower(id) => (3, id.clone()),
                MapError::Castles(_) | MapError::NoLakeBetweenCastles => (4, String::new()),
                MapError::CloudCount(..) => (5, String::new()),
                MapError::TooFewTowers(..) | MapError::Unreachable(_) => (6, String::new()),
            };
            fill(t.map_problems()[k], &[&what])
        }
        _ => return None,
    })
}
