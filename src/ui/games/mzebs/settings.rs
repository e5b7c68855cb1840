//! M&ZEB-S's settings on the new-game screen: every value the rulebook leaves open
//! (`shared/rules/mzebs.md`, "Reconstructed settings"), defaulting to the spec. The rules page links
//! here (`#variant`). The inputs are markup with one change handler that reads each input's name
//! (cheaper for the page than a component per input).

use super::text::{shelf, text, MzebsText};
use crate::rules::mzebs::scoring::{SixPlus, Ties};
use crate::rules::mzebs::{MzebsOptions, SIDES, VISIBLE};
use crate::ui::AppState;
use leptos::ev::Event;
use leptos::prelude::*;
use std::fmt::Write;

/// The tie rules in the order the radios list them.
const TIES: [Ties; 3] = [Ties::Shared, Ties::Dense, Ties::Worse];

/// The panel editing `options`; closed unless asked for. Its inputs are drawn again when the
/// language changes and when the defaults come back.
pub fn panel(options: RwSignal<MzebsOptions>) -> impl IntoView {
    let state = AppState::get();
    let reset = RwSignal::new(0u32);
    let inputs = move || {
        reset.track();
        inputs(text(state.lang.get()), &options.get_untracked())
    };
    let change = move |ev: Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let (value, checked) = (input.value(), input.checked());
        let number = |range: std::ops::RangeInclusive<u8>| {
            value.parse::<u8>().unwrap_or(*range.start()).clamp(*range.start(), *range.end())
        };
        options.update(|o| match input.name().as_str() {
            "side" => o.side = number(SIDES),
            "visible" => o.visible = number(VISIBLE),
            "open-box" => o.open_box = checked,
            "guesses-differ" => o.guesses_differ = checked,
            "both-tallies" => o.both_tallies = checked,
            "six-plus" => o.six_plus = if value == "1" { SixPlus::Beyond } else { SixPlus::PerToken },
            "ties" => o.ties = TIES[value.parse::<usize>().unwrap_or(0).min(2)],
            _ => {}
        });
    };
    let defaults = move |_| {
        options.set(MzebsOptions::default());
        reset.update(|n| *n += 1);
    };
    move || {
        let t = text(state.lang.get());
        view! {
            <details class="variant" id="variant">
                <summary>{shelf(state.lang.get()).setup.variant}</summary>
                <p class="hint">{t.settings_hint()}</p>
                <div on:change=change inner_html=inputs></div>
                <button on:click=defaults>{t.defaults()}</button>
            </details>
        }
    }
}

/// The inputs, showing `o`.
fn inputs(t: &MzebsText, o: &MzebsOptions) -> String {
    let mut out = String::from("<fieldset>");
    for (name, label, range, value) in [("side", t.side(), SIDES, o.side), ("visible", t.visible(), VISIBLE, o.visible)]
    {
        let _ = write!(
            out,
            "<label class=\"face\"><span>{label}</span><input type=\"number\" name=\"{name}\" min=\"{}\" max=\"{}\" inputmode=\"numeric\" value=\"{value}\"></label>",
            range.start(),
            range.end()
        );
    }
    let check = [
        ("open-box", t.open_box_setting(), o.open_box),
        ("guesses-differ", t.guesses_differ(), o.guesses_differ),
        ("both-tallies", t.both_tallies(), o.both_tallies),
    ];
    for (name, label, on) in check {
        let checked = if on { " checked" } else { "" };
        let _ = write!(
            out,
            "<label class=\"check\"><input type=\"checkbox\" name=\"{name}\"{checked}><span>{label}</span></label>"
        );
    }
    let radios = |out: &mut String, name: &str, legend: &str, labels: &[&str], chosen: usize| {
        let _ = write!(out, "</fieldset><fieldset><legend>{legend}</legend>");
        for (i, label) in labels.iter().enumerate() {
            let checked = if i == chosen { " checked" } else { "" };
            let _ = write!(out, "<label class=\"check\"><input type=\"radio\" name=\"{name}\" value=\"{i}\"{checked}><span>{label}</span></label>");
        }
    };
    radios(
        &mut out,
        "six-plus",
        t.six_plus(),
        &[t.per_token(), t.beyond()],
        usize::from(o.six_plus == SixPlus::Beyond),
    );
    radios(&mut out, "ties", t.ties(), t.ties_choice(), TIES.iter().position(|&x| x == o.ties).unwrap_or(0));
    out + "</fieldset>"
}
