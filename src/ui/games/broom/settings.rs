//! Broom Service's settings on the new-game screen: every value the rulebook's lost pictures held
//! (spec "Reconstructed settings"), defaulting to the spec, and the board — the designed stand-in or
//! a map file of the group's own. The rules page links here (`#variant`). The inputs are markup with
//! one change handler that reads each input's name; what the rules would refuse is said at once, in
//! the panel, before the game starts.

use super::text::{fill, shelf, text, BroomText};
use crate::rules::broom::map::MapError;
use crate::rules::broom::options::{BraveFairy, BraveGather, BroomOptions, CowardlyGather, EmptyHands, NextLeader};
use crate::rules::SetupError;
use crate::ui::{kit, AppState};
use leptos::ev::{Event, MouseEvent};
use leptos::prelude::*;
use std::fmt::Write;
use wasm_bindgen::JsCast;

/// The panel editing `options`; closed unless asked for. It is drawn again (open) when the defaults
/// come back or a map file has been read, and when the language changes; a change to an input
/// updates the options and the panel's two lines of news in place.
pub fn panel(options: RwSignal<BroomOptions>) -> impl IntoView {
    let state = AppState::get();
    let redrawn = RwSignal::new(0u32);
    let change = move |ev: Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let name = input.name();
        if name == "map" {
            // A file that can't be read as text is refused like a broken map.
            return kit::chosen_file(
                &ev,
                Box::new(move |map| {
                    options.update(|o| o.map = Some(map.unwrap_or_default()));
                    redrawn.update(|n| *n += 1);
                }),
            );
        }
        let n: i8 = input.value().parse().unwrap_or(0);
        let (vp, bonus, on) = (n.clamp(-20, 20), n.clamp(0, 20) as u8, n == 1);
        options.update(|o| match name.as_str() {
            "gc" => o.gatherer_cowardly = if on { CowardlyGather::PotionOrWand } else { CowardlyGather::Potion },
            "gb" => o.gatherer_brave = if on { BraveGather::ThreePotions } else { BraveGather::PotionsAndWand },
            "fairy" => o.fairy_brave = if on { BraveFairy::AnyClouds } else { BraveFairy::OneCloud },
            "next" => o.next_leader = if on { NextLeader::TurnLeader } else { NextLeader::LastToPlay },
            "empty" => o.empty_hands = if on { EmptyHands::PotionsOnly } else { EmptyHands::Everything },
            "designed" => o.map = None,
            "e5" => o.upper_hand = bonus,
            "e6" => o.works = bonus,
            "e7" => o.flock = bonus,
            "e8" => o.wand_hoard = bonus,
            "e9" => o.cloud_keepers = bonus,
            other => match other.split_at(1) {
                ("m", k) => o.more_or_less[k.parse::<usize>().unwrap_or(0).min(4)] = vp,
                (_, k) => o.perilous[k.parse::<usize>().unwrap_or(0).min(3)] = vp,
            },
        });
        let t = text(state.lang.get_untracked());
        let root = ev.current_target().and_then(|r| r.dyn_into::<web_sys::Element>().ok());
        let news = options.with_untracked(|o| news(t, o));
        if let Some(line) = root.and_then(|r| r.query_selector(".news").ok().flatten()) {
            line.set_inner_html(&news);
        }
    };
    let defaults = move |ev: MouseEvent| {
        if kit::clicked(&ev, "data-go").is_some() {
            options.update(|o| *o = BroomOptions { players: o.players, first: o.first, ..BroomOptions::default() });
            redrawn.update(|n| *n += 1);
        }
    };
    move || {
        let t = text(state.lang.get());
        let open = if redrawn.get() > 0 { " open" } else { "" };
        let html = options.with_untracked(|o| {
            format!(
                "<details class=\"variant\" id=\"variant\"{open}><summary>{}</summary><p class=\"hint\">{}</p>{}<div class=\"news\">{}</div><button type=\"button\" data-go=\"defaults\">{}</button></details>",
                shelf(state.lang.get()).setup.variant.unwrap_or_default(),
                t.settings_hint(),
                inputs(t, o),
                news(t, o),
                t.defaults()
            )
        });
        view! { <div on:change=change on:click=defaults inner_html=html></div> }
    }
}

/// The board the options play on, and why the rules would refuse them, if they would.
fn news(t: &BroomText, o: &BroomOptions) -> String {
    let board = if o.map.is_some() { t.own_map() } else { t.designed_map() };
    let problem = o.check().err().and_then(|e| problem(t, &e)).unwrap_or_default();
    format!("<p class=\"hint map-now\">{board}</p><p class=\"refusal\" role=\"alert\">{problem}</p>")
}

/// The inputs, showing `o`.
fn inputs(t: &BroomText, o: &BroomOptions) -> String {
    let mut out = String::new();
    let choices = [
        ("gc", o.gatherer_cowardly == CowardlyGather::PotionOrWand),
        ("gb", o.gatherer_brave == BraveGather::ThreePotions),
        ("fairy", o.fairy_brave == BraveFairy::AnyClouds),
        ("next", o.next_leader == NextLeader::TurnLeader),
        ("empty", o.empty_hands == EmptyHands::PotionsOnly),
    ];
    for ((name, second), &[legend, a, b]) in choices.into_iter().zip(t.choices().as_chunks::<3>().0) {
        let _ = write!(out, "<fieldset><legend>{legend}</legend>");
        for (value, label) in [a, b].into_iter().enumerate() {
            let checked = if (value == 1) == second { " checked" } else { "" };
            let _ = write!(out, "<label class=\"check\"><input type=\"radio\" name=\"{name}\" value=\"{value}\"{checked}><span>{label}</span></label>");
        }
        out.push_str("</fieldset>");
    }
    let number = |out: &mut String, name: String, label: &str, value: i8, min: i8| {
        let _ = write!(out, "<label class=\"face\"><span>{label}</span><input type=\"number\" name=\"{name}\" min=\"{min}\" max=\"20\" inputmode=\"numeric\" value=\"{value}\"></label>");
    };
    let _ = write!(out, "<fieldset><legend>{}</legend>", t.events()[0]);
    for (k, &v) in o.more_or_less.iter().enumerate() {
        number(&mut out, format!("m{k}"), &fill(t.hand_of(), &[&(k + 1).to_string()]), v, -20);
    }
    let _ = write!(out, "</fieldset><fieldset><legend>{}</legend>", t.events()[4]);
    for (k, &v) in o.perilous.iter().enumerate() {
        number(&mut out, format!("p{k}"), t.lands()[k], v, -20);
    }
    let _ = write!(out, "</fieldset><fieldset><legend>{}</legend>", t.bonuses());
    let bonuses = [o.upper_hand, o.works, o.flock, o.wand_hoard, o.cloud_keepers];
    for (k, v) in bonuses.into_iter().enumerate() {
        number(&mut out, format!("e{}", k + 5), t.events()[k + 5], v as i8, 0);
    }
    let designed = if o.map.is_none() { " checked" } else { "" };
    let _ = write!(
        out,
        "</fieldset><fieldset><legend>{}</legend><label class=\"check\"><input type=\"radio\" name=\"designed\"{designed}><span>{}</span></label><label class=\"file-button\"><input type=\"file\" name=\"map\" accept=\".json,application/json\" class=\"visually-hidden\"><span>{}</span></label></fieldset>",
        t.map_legend(), t.designed_map(), t.map_file()
    );
    out
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
