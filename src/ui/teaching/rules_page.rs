//! A game's rules page, over whatever is showing (home or a game in progress), so reading them never
//! leaves the game; from home, "Learn to play" starts a guided game of it. Reconstructed values carry
//! a visible mark, not just a colour. The words come from the game's words file ([`file::load`]).

use super::learn;
use crate::ui::context::{Language, Nav, Route, Saves};
use crate::ui::contract::GameEntry;
use crate::ui::parts;
use crate::ui::words::{file, Lang, Words};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The rules of the game with id `id` as a modal dialog; Escape or "Close" returns.
#[component]
pub fn RulesPage(id: &'static str) -> impl IntoView {
    let (lang, nav) = (Language::get(), Nav::get());
    let game = Saves::get().games().find(id);
    let close = move || nav.show_rules(None);
    // Escape closes the dialog wherever focus is (it may not have reached "Close" yet).
    let escape = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" {
            close();
        }
    });
    on_cleanup(move || escape.remove());
    request_animation_frame(|| {
        let button = document().query_selector(".rules .close").ok().flatten();
        if let Some(b) = button.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = b.focus();
        }
    });
    // The words are fetched when first opened (precached, so offline too), again if the language
    // changes: `None` while they come, then the page or `None` if it can't be had. An answer for
    // another language, or for a dialog closed meanwhile, is dropped.
    let page = RwSignal::new(None);
    // The game's picture is its part's: fetched with the page's words if not here yet.
    if let Some(game) = game.filter(|g| parts::here(g).is_none()) {
        leptos::task::spawn_local(async move {
            parts::fetch(game).await;
        });
    }
    Effect::new(move |_| {
        let lang_now = lang.now();
        page.set(None);
        leptos::task::spawn_local(async move {
            let read = file::load(id, lang_now).await;
            if lang.untracked() == lang_now {
                page.try_set(Some(read));
            }
        });
    });
    move || {
        let lang = lang.now();
        let t = lang.t();
        let game = game?;
        // A game with variant settings links to them from its rules (not while it is being played).
        let variant = match page.get() {
            Some(Some(words)) if game.play.is_some() => words.setup("variant").map(str::to_string),
            _ => None,
        }
        .filter(|_| nav.route() != Route::Play);
        // "Learn to play" starts a guided game (not while one is being played: it stays saved).
        let learn = game.play.is_some() && nav.route() != Route::Play;
        let body = match page.get() {
            None => view! { <p class="intro" role="status">{t.rules_loading}</p> }.into_any(),
            Some(None) => view! { <p class="intro" role="alert">{t.rules_unavailable}</p> }.into_any(),
            Some(Some(words)) => page_view(game, &words, lang).into_any(),
        };
        Some(view! {
            <div class="overlay">
                <section class="rules" role="dialog" aria-modal="true" aria-labelledby="rules-title">
                    <div class="rules-head">
                        <h1 id="rules-title">{(t.rules_of)((game.card)(lang).name)}</h1>
                        <button class="close" on:click=move |_| close()>{t.close}</button>
                    </div>
                    {body}
                    {learn.then(|| view! {
                        <button class="primary learn" on:click=move |_| learn::learn(game)>{t.learn}</button>
                    })}
                    {variant.map(|label| view! {
                        <button class="primary" on:click=move |_| open_variant(game)>{label}</button>
                    })}
                </section>
            </div>
        })
    }
}

/// A rules page: the intro, the game's picture, the rules with their reconstructed marks, and what
/// those marks mean.
fn page_view(game: &'static GameEntry, words: &Words, lang: Lang) -> impl IntoView {
    let t = lang.t();
    let mut any_reconstructed = false;
    let sections = words
        .sections()
        .into_iter()
        .map(|(heading, points)| {
            let points = points
                .into_iter()
                .map(|(text, reconstructed)| {
                    any_reconstructed |= reconstructed;
                    view! {
                        <li class:reconstructed=reconstructed>
                            {text.to_string()}
                            {reconstructed.then(|| view! { " " <span class="mark">{t.reconstructed}</span> })}
                        </li>
                    }
                })
                .collect_view();
            view! { <h2>{heading.to_string()}</h2><ul>{points}</ul> }
        })
        .collect_view();
    let figure = parts::coming(game).and_then(|part| part.figure).zip(words.figure()).map(|(picture, caption)| {
        view! { <figure class="board-figure">{picture(caption)}<figcaption>{caption.to_string()}</figcaption></figure> }
    });
    view! {
        <p class="intro">{words.intro_text().to_string()}</p>
        {figure}
        {sections}
        {any_reconstructed.then(|| view! { <p class="hint">{t.reconstructed_note}</p> })}
    }
}

/// Closes the rules and opens the new-game screen of `game` with its variant settings unfolded (once
/// the game's part, whose panel they are, is here).
fn open_variant(game: &'static GameEntry) {
    let (lang, nav) = (Language::get(), Nav::get());
    nav.show_rules(None);
    parts::then_game(game, lang.untracked(), move |_| {
        nav.go(Route::Setup(game.id));
        request_animation_frame(unfold_variant);
    });
}

/// Unfolds the new-game screen's variant settings and brings them into view.
fn unfold_variant() {
    let panel = document().get_element_by_id("variant");
    if let Some(details) = panel.and_then(|e| e.dyn_into::<web_sys::HtmlDetailsElement>().ok()) {
        details.set_open(true);
        details.scroll_into_view();
    }
}
