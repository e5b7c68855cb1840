//! The hint: what the strong bot would play from this seat's own view, asked of the bots' worker
//! ([`BotTurns::ask_hint`]) and shown only on the seat's own screen, by lighting the controls that
//! make the move (and filling in a form's fields), with how sure the search is.

use crate::ui::context::{Pref, Prefs};
use crate::ui::contract::Table;
use crate::ui::table::bot_turns::BotTurns;
use crate::ui::words::Lang;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// What a hint lights: a control that makes the move (a CSS selector), and for a form's field the
/// value it fills in ("on" ticks a box, "off" clears it).
pub type Lit = (String, Option<String>);

/// What a game whose moves are made with a form (or a piece to put in place) lights for a hinted move,
/// given as JSON; the controls numbered by their place among the legal moves (`data-move`) are lit
/// for every game.
pub type Fill = Box<dyn Fn(&str) -> Vec<Lit>>;

/// The hint on the screen showing, while its player may see one (their own screen, in a guided game
/// or with hints on): the button that asks, or the answer, with the move's controls lit once the screen
/// is drawn — the one numbered as the move (`data-move`), and what `fill` adds.
pub fn hint(table: &dyn Table, lang: Lang, fill: Option<Fill>) -> Option<AnyView> {
    table.hint_seat()?;
    if !(table.lessons().guided || Prefs::get().on(Pref::Hints)) {
        return None;
    }
    let t = lang.t();
    let screen = table.screen_key();
    let bots = BotTurns::get();
    // While the worker searches, and if it found no move, the button stays.
    let said = bots.hint().filter(|h| h.screen == screen).and_then(|h| read_hint(h.reply.flatten()?.as_str())).map(
        |(sure, place, action)| {
            request_animation_frame(move || {
                let mut lits = vec![(format!("[data-move=\"{place}\"]"), None)];
                lits.extend(fill.map(|fill| fill(&action)).unwrap_or_default());
                light(&lits);
            });
            (t.hint_said)(sure)
        },
    );
    let ask = said.is_none().then(|| {
        view! {
            <button class="ghost hint-ask" on:click=move |_| bots.ask_hint()>
                <span class="art" aria-hidden="true"></span>{t.hint}
            </button>
        }
    });
    let said = said.map(|text| view! { <p class="hint-said" role="status">{text}</p> });
    Some(view! { <div class="hint-box">{ask}{said}</div> }.into_any())
}

/// The bots' worker's hint (see [`rules::bots::worker::answer`]): how sure, the move's place among the
/// legal moves, and the move as JSON.
fn read_hint(reply: &str) -> Option<(u8, usize, String)> {
    let (sure, rest) = reply.split_once(' ')?;
    let (place, action) = rest.split_once(' ')?;
    Some((sure.parse().ok()?, place.parse().ok()?, action.to_string()))
}

/// Lights every element each selector finds (and the label around a field), filling in a field: a box
/// is ticked or cleared as a player would, by a click the form hears; a number is written in.
fn light(lits: &[Lit]) {
    for (selector, value) in lits {
        let Ok(found) = document().query_selector_all(selector) else { continue };
        for element in (0..found.length()).filter_map(|i| found.item(i)?.dyn_into::<web_sys::Element>().ok()) {
            let on = value.as_deref() != Some("off");
            let Some(input) = element.dyn_ref::<web_sys::HtmlInputElement>() else {
                mark(&element);
                continue;
            };
            match value.as_deref() {
                Some("on" | "off") if input.checked() != on => input.click(),
                Some("on" | "off") | None => {}
                Some(number) => input.set_value(number),
            }
            if let Some(label) = element.closest("label").ok().flatten().filter(|_| on) {
                mark(&label);
            }
        }
    }
}

/// Marks an element as lit by a hint (an SVG shape too, whose class is no plain string).
fn mark(element: &web_sys::Element) {
    let class = element.get_attribute("class").unwrap_or_default();
    let _ = element.set_attribute("class", &format!("{class} hinted"));
}
