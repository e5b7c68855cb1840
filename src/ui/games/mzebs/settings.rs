//! M&ZEB-S's settings on the new-game screen: every value the rulebook leaves open
//! (`shared/rules/mzebs.md`, "Reconstructed settings"), defaulting to the spec. The rules page links
//! here (`#variant`).

use super::text::{text, MzebsText};
use crate::ui::context::GameWords;
use crate::ui::context::Language;
use leptos::ev::Event;
use leptos::prelude::*;
use rules::mzebs::scoring::{SixPlus, Ties};
use rules::mzebs::{MzebsOptions, SIDES, VISIBLE};

/// The tie rules in the order the radios list them.
const TIES: [Ties; 3] = [Ties::Shared, Ties::Dense, Ties::Worse];

/// The panel editing `options`; closed unless asked for. Its inputs are drawn again when the
/// language changes and when the defaults come back.
pub fn panel(options: RwSignal<MzebsOptions>) -> impl IntoView {
    let language = Language::get();
    let reset = RwSignal::new(0u32);
    let defaults = move |_| {
        options.set(MzebsOptions::default());
        reset.update(|n| *n += 1);
    };
    move || {
        let t = text(language.now());
        reset.track();
        view! {
            <details class="variant" id="variant">
                <summary>{GameWords::get().setup("variant")}</summary>
                <p class="hint">{t.settings_hint()}</p>
                <div>{inputs(t, options)}</div>
                <button on:click=defaults>{t.defaults()}</button>
            </details>
        }
    }
}

/// The inputs, showing `options` as they are and changing them.
fn inputs(t: &'static MzebsText, options: RwSignal<MzebsOptions>) -> impl IntoView {
    let o = options.get_untracked();
    type Field = fn(&mut MzebsOptions) -> &mut u8;
    let sides: Field = |o| &mut o.side;
    let visible: Field = |o| &mut o.visible;
    let numbers = [("side", t.side(), SIDES, o.side, sides), ("visible", t.visible(), VISIBLE, o.visible, visible)]
        .map(|(name, label, range, value, field)| {
            let (lo, hi) = (*range.start(), *range.end());
            let change = move |ev: Event| {
                let typed = event_target_value(&ev).parse::<u8>().unwrap_or(lo).clamp(lo, hi);
                options.update(|o| *field(o) = typed);
            };
            view! {
                <label class="face">
                    <span>{label}</span>
                    <input type="number" name=name min=lo max=hi inputmode="numeric" value=value on:change=change />
                </label>
            }
        });
    type Flag = fn(&mut MzebsOptions) -> &mut bool;
    let open_box: Flag = |o| &mut o.open_box;
    let guesses_differ: Flag = |o| &mut o.guesses_differ;
    let both_tallies: Flag = |o| &mut o.both_tallies;
    let checks = [
        ("open-box", t.open_box_setting(), o.open_box, open_box),
        ("guesses-differ", t.guesses_differ(), o.guesses_differ, guesses_differ),
        ("both-tallies", t.both_tallies(), o.both_tallies, both_tallies),
    ]
    .map(|(name, label, on, field)| {
        let change = move |ev: Event| options.update(|o| *field(o) = event_target_checked(&ev));
        view! { <label class="check"><input type="checkbox" name=name checked=on on:change=change /><span>{label}</span></label> }
    });
    let radios = |name: &'static str,
                  legend: &'static str,
                  labels: &[&'static str],
                  chosen: usize,
                  pick: fn(&mut MzebsOptions, usize)| {
        let radio = labels.iter().enumerate().map(|(i, &label)| {
            let change = move |_| options.update(|o| pick(o, i));
            view! { <label class="check"><input type="radio" name=name value=i checked=i == chosen on:change=change /><span>{label}</span></label> }
        });
        view! { <fieldset><legend>{legend}</legend>{radio.collect_view()}</fieldset> }
    };
    view! {
        <fieldset>{numbers.into_iter().collect_view()}{checks.into_iter().collect_view()}</fieldset>
        {radios("six-plus", t.six_plus(), &[t.per_token(), t.beyond()], usize::from(o.six_plus == SixPlus::Beyond), |o, i| {
            o.six_plus = if i == 1 { SixPlus::Beyond } else { SixPlus::PerToken }
        })}
        {radios("ties", t.ties(), t.ties_choice(), TIES.iter().position(|&x| x == o.ties).unwrap_or(0), |o, i| o.ties = TIES[i])}
    }
}
