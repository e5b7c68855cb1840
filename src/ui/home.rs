//! The home screen: the game to continue, then the five games as cards (the ones not built yet are
//! shown as "coming soon" and are not buttons).

use super::{storage, top_bar, AppState, Route};
use leptos::prelude::*;

/// The home screen.
#[component]
pub fn Home() -> impl IntoView {
    let state = AppState::get();
    let t = move || state.lang.get().t();
    view! {
        {top_bar("Hotseat".to_string(), false)}
        <main class="home">
            <p class="tagline">{move || t().tagline}</p>
            {move || state.damaged.get().map(|why| view! {
                <div class="warning" role="alert">
                    <p>{(t().damaged_save)(&why)}</p>
                    <button on:click=move |_| { storage::discard(); state.damaged.set(None); }>
                        {t().discard_save}
                    </button>
                </div>
            })}
            {move || state.game.with(|g| g.as_ref().filter(|s| s.outcome().is_none()).map(|s| {
                let detail = (t().continue_detail)(t().games[0].name, s.moves(), &s.names().join(", "));
                view! {
                    <button class="continue card" on:click=move |_| state.route.set(Route::Play)>
                        <span class="card-name">{t().continue_game}</span>
                        <span class="card-facts">{detail}</span>
                    </button>
                }
            }))}
            <h1>{move || t().choose_game}</h1>
            <ul class="cards">
                {move || t().games.iter().enumerate().map(|(i, card)| {
                    let body = view! {
                        <span class="card-name">{card.name}</span>
                        <span class="card-facts">{card.facts}</span>
                        <span class="card-pitch">{card.pitch}</span>
                    };
                    if i == 0 {
                        view! {
                            <li><button class="card playable" on:click=move |_| state.route.set(Route::Setup)>
                                {body}<span class="card-cta">{t().new_game}</span>
                            </button></li>
                        }.into_any()
                    } else {
                        view! {
                            <li><div class="card soon" aria-disabled="true">
                                {body}<span class="card-badge">{t().coming_soon}</span>
                            </div></li>
                        }.into_any()
                    }
                }).collect_view()}
            </ul>
        </main>
    }
}
