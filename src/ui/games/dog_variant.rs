//! Here Comes the Dog's variant panel in the new-game screen: every value the rulebook's lost pictures
//! held (`shared/rules/here-comes-the-dog.md`, [reconstructed]) as a setting, defaulting to the spec.
//! The rules page links here (`#variant`).

use crate::rules::dog::dice::Faces;
use crate::rules::dog::stick::Stick;
use crate::rules::dog::village::Overflow;
use crate::rules::dog::{AllDifferent, DogVariant, Exchange, Happening};
use crate::ui::AppState;
use leptos::prelude::*;

/// Dogs in the box when the supply is limited (the rulebook's count).
const BOX_DOGS: u8 = 25;

/// The panel editing `variant`; closed unless asked for (the rules page opens it).
pub fn variant_panel(variant: RwSignal<DogVariant>) -> impl IntoView {
    let state = AppState::get();
    let d = move || state.lang.get().dog();
    let faces_ok = move || variant.with(|v| v.faces.is_valid());
    let face = move |stick: Stick| {
        let get = move || variant.with(|v| v.faces.get(stick));
        view! {
            <label class="face">
                <span>{move || (d().stick)(stick)}</span>
                <input type="number" min="0" max="6" inputmode="numeric" prop:value=move || get().to_string()
                    on:input=move |ev| {
                        let n = event_target_value(&ev).parse::<u8>().unwrap_or(0).min(Faces::PER_DIE);
                        variant.update(|v| v.faces.set(stick, n));
                    } />
            </label>
        }
    };
    let happening = move |i: usize| {
        let stick = Stick::ALL[i];
        view! {
            <label class="triple">
                <span>{move || (d().triple_of)(stick)}</span>
                <select on:change=move |ev| {
                    let chosen = HAPPENINGS[event_target_value(&ev).parse::<usize>().unwrap_or(0).min(2)];
                    variant.update(|v| v.happenings[i] = chosen);
                }>
                    {HAPPENINGS.iter().enumerate().map(|(k, &h)| view! {
                        <option value=k.to_string() selected=move || variant.with(|v| v.happenings[i] == h)>
                            {move || (d().happening)(h)}
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
                <span>{move || (d().exchange)(Exchange::ALL[i])}</span>
            </label>
        }
    };
    let choice = move |label: Signal<&'static str>, checked: Signal<bool>, set: Callback<()>, group: &'static str| {
        view! {
            <label class="check">
                <input type="radio" name=group prop:checked=move || checked.get() on:change=move |_| set.run(()) />
                <span>{move || label.get()}</span>
            </label>
        }
    };
    view! {
        <details class="variant" id="variant">
            <summary>{move || d().variant}</summary>
            <p class="hint">{move || d().variant_hint}</p>

            <fieldset>
                <legend>{move || d().faces}</legend>
                <div class="faces">{Stick::ALL.map(face).into_iter().collect_view()}</div>
                {move || (!faces_ok()).then(|| view! { <p class="error" role="alert">{d().faces_bad}</p> })}
            </fieldset>

            <fieldset>
                <legend>{move || d().all_different}</legend>
                {choice(Signal::derive(move || d().steal), Signal::derive(move || variant.with(|v| v.all_different == AllDifferent::Steal)),
                    Callback::new(move |_| variant.update(|v| v.all_different = AllDifferent::Steal)), "all-different")}
                {choice(Signal::derive(move || d().take_two), Signal::derive(move || variant.with(|v| v.all_different == AllDifferent::Take)),
                    Callback::new(move |_| variant.update(|v| v.all_different = AllDifferent::Take)), "all-different")}
            </fieldset>

            <fieldset>
                <legend>{move || d().exchanges}</legend>
                {(0..3).map(exchange).collect_view()}
            </fieldset>

            <fieldset class="triples">
                {(0..3).map(happening).collect_view()}
            </fieldset>

            <fieldset>
                <legend>{move || d().overflow}</legend>
                {[Overflow::Lost, Overflow::CarryOver].map(|o| choice(Signal::derive(move || (d().overflow_choice)(o)),
                    Signal::derive(move || variant.with(|v| v.overflow == o)),
                    Callback::new(move |_| variant.update(|v| v.overflow = o)), "overflow")).into_iter().collect_view()}
            </fieldset>

            <fieldset>
                <legend>{move || d().supply_limit}</legend>
                <label class="check">
                    <input type="checkbox" prop:checked=move || variant.with(|v| v.dog_supply.is_none())
                        on:change=move |ev| {
                            let unlimited = event_target_checked(&ev);
                            variant.update(|v| v.dog_supply = (!unlimited).then_some(BOX_DOGS));
                        } />
                    <span>{move || d().unlimited}</span>
                </label>
                {move || variant.with(|v| v.dog_supply).map(|n| view! {
                    <label class="face">
                        <span>{move || (d().dogs)(n)}</span>
                        <input type="number" min="0" max="99" inputmode="numeric" prop:value=n.to_string()
                            on:change=move |ev| {
                                let n = event_target_value(&ev).parse::<u8>().unwrap_or(BOX_DOGS).min(99);
                                variant.update(|v| v.dog_supply = Some(n));
                            } />
                    </label>
                })}
            </fieldset>

            <button on:click=move |_| variant.set(DogVariant::default())>{move || d().defaults}</button>
        </details>
    }
}

/// The happenings in the order the selects list them.
const HAPPENINGS: [Happening; 3] = [Happening::Feeding, Happening::Attack, Happening::FireFestival];
