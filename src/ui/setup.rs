//! Setting up a new game of Bremen: player count, names (remembered), seat order, who takes the first
//! tile from the circle, the seed (shown and editable, for replays and bug reports), the memory aid.

use super::session::Session;
use super::{random_seed, storage, top_bar, AppState, Route};
use crate::rules::bremen::BremenOptions;
use crate::rules::PlayerId;
use leptos::prelude::*;

/// The new-game screen.
#[component]
pub fn Setup() -> impl IntoView {
    let state = AppState::get();
    let t = move || state.lang.get().t();
    let mut remembered = storage::remembered_names();
    let count = RwSignal::new(if remembered.len() == 3 { 3u8 } else { 4 });
    remembered.resize(4, String::new());
    let names = RwSignal::new(remembered);
    let first_taker = RwSignal::new(0usize);
    let seed = RwSignal::new(random_seed());
    let memory_aid = RwSignal::new(false);
    let error = RwSignal::new(None::<&'static str>);

    let name_or_default = move |i: usize| {
        let n = names.with(|n| n[i].trim().to_string());
        if n.is_empty() {
            (t().default_name)(i + 1)
        } else {
            n
        }
    };
    let swap = move |a: usize, b: usize| names.update(|n| n.swap(a, b));

    let start = move |_| {
        let Ok(seed) = seed.with(|s| s.trim().parse::<u64>()) else {
            error.set(Some(t().bad_seed));
            return;
        };
        let players = count.get();
        let chosen: Vec<String> = (0..players as usize).map(name_or_default).collect();
        let options = BremenOptions {
            players,
            first_taker: PlayerId::new(first_taker.get().min(players as usize - 1) as u8),
            memory_aid: memory_aid.get(),
        };
        match Session::start(chosen.clone(), options, seed) {
            Ok(session) => {
                storage::remember_names(&chosen);
                state.play(session);
            }
            Err(_) => error.set(Some(t().setup_refused)),
        }
    };

    let row = move |i: usize| {
        let last = move || i + 1 == count.get() as usize;
        view! {
            <li class="seat-row">
                <label class="seat-label">
                    <span class="seat-no">{i + 1}</span>
                    <input type="text" maxlength="16" autocomplete="off"
                        placeholder=move || (t().default_name)(i + 1)
                        prop:value=move || names.with(|n| n[i].clone())
                        on:input=move |ev| names.update(|n| n[i] = event_target_value(&ev)) />
                </label>
                <button class="icon" disabled=move || i == 0 aria-label=move || (t().move_up)(&name_or_default(i))
                    on:click=move |_| swap(i, i - 1)>"↑"</button>
                <button class="icon" disabled=last aria-label=move || (t().move_down)(&name_or_default(i))
                    on:click=move |_| swap(i, i + 1)>"↓"</button>
                <label class="radio">
                    <input type="radio" name="first-taker" prop:checked=move || first_taker.get() == i
                        on:change=move |_| first_taker.set(i) />
                    <span class="visually-hidden">{move || format!("{}: {}", name_or_default(i), t().first_taker)}</span>
                </label>
            </li>
        }
    };

    view! {
        {top_bar("Hotseat".to_string(), true)}
        <main class="setup">
            <h1>{move || (t().setup_title)(t().games[0].name)}</h1>

            <fieldset>
                <legend>{move || t().player_count}</legend>
                <div class="toggle">
                    {[3u8, 4].into_iter().map(|n| view! {
                        <button aria-pressed=move || (count.get() == n).to_string()
                            class:selected=move || count.get() == n
                            on:click=move |_| count.set(n)>{move || (t().players_n)(n)}</button>
                    }).collect_view()}
                </div>
            </fieldset>

            <fieldset>
                <legend>{move || t().names_and_seats}</legend>
                <p class="hint">{move || t().seats_hint}</p>
                <p class="hint radio-legend">"◉ " {move || t().first_taker} " — " {move || t().first_taker_hint}</p>
                <ol class="seats">{move || (0..count.get() as usize).map(row).collect_view()}</ol>
            </fieldset>

            <fieldset>
                <legend>{move || t().seed}</legend>
                <div class="seed-row">
                    <input type="text" inputmode="numeric" name="seed" aria-label=move || t().seed
                        prop:value=move || seed.get()
                        on:input=move |ev| { seed.set(event_target_value(&ev)); error.set(None); } />
                    <button on:click=move |_| seed.set(random_seed())>{move || t().new_seed}</button>
                </div>
                <p class="hint">{move || t().seed_hint}</p>
            </fieldset>

            <label class="check">
                <input type="checkbox" prop:checked=move || memory_aid.get()
                    on:change=move |ev| memory_aid.set(event_target_checked(&ev)) />
                <span>{move || t().memory_aid}</span>
            </label>

            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}

            <div class="actions">
                <button class="ghost" on:click=move |_| state.route.set(Route::Home)>{move || t().back}</button>
                <button class="primary" on:click=start>{move || t().start}</button>
            </div>
        </main>
    }
}
