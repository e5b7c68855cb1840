//! The hand-over screen (DESIGN.md "Pass and play"): opaque, names the next player, shows only public
//! news since their last turn, and needs "I am <name>" before anything private is rendered. While it
//! is up, the player who just acted may still take their action back.

use super::AppState;
use leptos::prelude::*;

/// The curtain for `name`, with the public `news` since their last turn. `undo_by` names the player who
/// may still take back their last action (and `on_undo` does it).
pub fn curtain(
    name: String,
    news: Vec<String>,
    undo_by: Option<String>,
    on_reveal: Callback<()>,
    on_undo: Callback<()>,
) -> impl IntoView {
    let state = AppState::get();
    let t = state.lang.get_untracked().t();
    view! {
        <main class="curtain" data-curtain="up">
            <h1 class="pass">{(t.pass_to)(&name)}</h1>
            <p class="only">{(t.only_you)(&name)}</p>
            <section class="news" aria-label=t.since_last_turn>
                <h2>{t.since_last_turn}</h2>
                {if news.is_empty() {
                    view! { <p>{t.nothing_new}</p> }.into_any()
                } else {
                    view! { <ul>{news.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}</ul> }.into_any()
                }}
            </section>
            <button class="primary big" on:click=move |_| on_reveal.run(())>{(t.i_am)(&name)}</button>
            {undo_by.map(|who| view! {
                <button class="ghost undo" on:click=move |_| on_undo.run(())>{(t.undo_mine)(&who)}</button>
            })}
        </main>
    }
}
