//! Here Comes the Dog's variant panel in the new-game screen: every value the rulebook's lost pictures
//! held (`shared/rules/here-comes-the-dog.md`, [reconstructed]) as a setting, defaulting to the spec.
//! The rules page links here (`#variant`).

use super::text::{text, DogText};
use crate::ui::context::GameWords;
use crate::ui::context::Language;
use crate::ui::words::fill;
use leptos::prelude::*;
use rules::dog::dice::Faces;
use rules::dog::stick::Stick;
use rules::dog::village::Overflow;
use rules::dog::{AllDifferent, DogVariant, Happening};

/// Dogs in the box when the supply is limited (the rulebook's count).
const BOX_DOGS: u8 = 25;

/// The panel editing `variant`; closed unless asked for (the rules page opens it). It is drawn again
/// only when the language changes; the inputs follow `variant` (so "back to the defaults" shows).
pub fn variant_panel(variant: RwSignal<DogVariant>) -> impl IntoView {
    let (language, words) = (Language::get(), GameWords::get());
    move || {
        let lang = language.now();
        panel(text(lang), words.setup("variant"), variant)
    }
}

fn panel(d: &'static DogText, title: String, variant: RwSignal<DogVariant>) -> impl IntoView {
    let face = move |stick: Stick| {
        view! {
            <label class="face">
                <span>{d.stick(stick)}</span>
                <input type="number" min="0" max="6" inputmode="numeric"
                    prop:value=move || variant.with(|v| v.faces.get(stick)).to_string()
                    on:input=move |ev| {
                        let n = event_target_value(&ev).parse::<u8>().unwrap_or(0).min(Faces::PER_DIE);
                        variant.update(|v| v.faces.set(stick, n));
                    } />
            </label>
        }
    };
    let happening = move |i: usize| {
        view! {
            <label class="triple">
                <span>{fill(d.triple_of(), &[d.sticks()[i]])}</span>
                <select on:change=move |ev| {
                    let chosen = HAPPENINGS[event_target_value(&ev).parse::<usize>().unwrap_or(0).min(2)];
                    variant.update(|v| v.happenings[i] = chosen);
                }>
                    {HAPPENINGS.iter().enumerate().map(|(k, &h)| view! {
                        <option value=k.to_string() selected=move || variant.with(|v| v.happenings[i] == h)>
                            {d.happening()[h as usize]}
                        </option>
                    }).collect_view()}
                </select>
            </label>
        }
    };
    let exchange = move |i: usize| {
        view! {
            <label class="check">
                <input type="checkbox" prop:checked=move || variant.with(|v| v.exchanges[i])
                    on:change=move |ev| variant.update(|v| v.exchanges[i] = event_target_checked(&ev)) />
                <span>{d.exchange()[i]}</span>
            </label>
        }
    };
    // One radio of a group: checked while `is` holds for the variant; choosing it applies `set`.
    let radio =
        move |group: &'static str, label: &'static str, is: fn(&DogVariant) -> bool, set: fn(&mut DogVariant)| {
            view! {
                <label class="check">
                    <input type="radio" name=group prop:checked=move || variant.with(is)
                        on:change=move |_| variant.update(set) />
                    <span>{label}</span>
                </label>
            }
        };
    view! {
        <details class="variant" id="variant">
            <summary>{title}</summary>
            <p class="hint">{d.variant_hint()}</p>

            <fieldset>
                <legend>{d.faces()}</legend>
                <div class="faces">{Stick::ALL.map(face).into_iter().collect_view()}</div>
                {move || variant.with(|v| !v.faces.is_valid()).then(|| view! { <p class="error" role="alert">{d.faces_bad()}</p> })}
            </fieldset>

            <fieldset>
                <legend>{d.all_different()}</legend>
                {radio("all-different", d.steal(), |v| v.all_different == AllDifferent::Steal, |v| v.all_different = AllDifferent::Steal)}
                {radio("all-different", d.take_two(), |v| v.all_different == AllDifferent::Take, |v| v.all_different = AllDifferent::Take)}
            </fieldset>

            <fieldset>
                <legend>{d.exchanges()}</legend>
                {(0..3).map(exchange).collect_view()}
            </fieldset>

            <fieldset>
                <legend>{d.happenings()}</legend>
                {(0..3).map(happening).collect_view()}
            </fieldset>

            <fieldset>
                <legend>{d.overflow()}</legend>
                {radio("overflow", d.overflow_choice()[Overflow::Lost as usize], |v| v.overflow == Overflow::Lost, |v| v.overflow = Overflow::Lost)}
                {radio("overflow", d.overflow_choice()[Overflow::CarryOver as usize], |v| v.overflow == Overflow::CarryOver, |v| v.overflow = Overflow::CarryOver)}
            </fieldset>

            <fieldset>
                <legend>{d.supply_limit()}</legend>
                <label class="check">
                    <input type="checkbox" prop:checked=move || variant.with(|v| v.dog_supply.is_none())
                        on:change=move |ev| {
                            let unlimited = event_target_checked(&ev);
                            variant.update(|v| v.dog_supply = (!unlimited).then_some(BOX_DOGS));
                        } />
                    <span>{d.unlimited()}</span>
                </label>
                {move || variant.with(|v| v.dog_supply).map(|n| view! {
                    <label class="face">
                        <span>{d.dogs_col()}</span>
                        <input type="number" min="0" max="99" inputmode="numeric" prop:value=n.to_string()
                            on:change=move |ev| {
                                let n = event_target_value(&ev).parse::<u8>().unwrap_or(BOX_DOGS).min(99);
                                variant.update(|v| v.dog_supply = Some(n));
                            } />
                    </label>
                })}
            </fieldset>

            <button on:click=move |_| variant.set(DogVariant::default())>{d.defaults()}</button>
        </details>
    }
}

/// The happenings in the order the selects list them.
const HAPPENINGS: [Happening; 3] = [Happening::Feeding, Happening::Attack, Happening::FireFestival];
