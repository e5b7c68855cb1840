//! The three screens before a guided game's first move: what the game is about, how you win, what a
//! turn looks like, each with one of the game's pictures, in the game's own words.

use crate::ui::context::{GameWords, Play};
use crate::ui::contract::GameEntry;
use crate::ui::model::lessons::INTRO;
use crate::ui::table::bar::top_bar;
use crate::ui::words::Lang;
use leptos::prelude::*;

/// The screens before a guided game's first move: what the game is about, how you win, what a turn
/// looks like, each with one of the game's pictures; "Skip" or the last screen's "Let's play" starts
/// the game (its bots wait till then).
pub fn intro(game: &'static GameEntry, lang: Lang) -> AnyView {
    let (play, words) = (Play::get(), GameWords::get());
    let t = lang.t();
    let page = RwSignal::new(0usize);
    let done = move |_| play.change(&mut |g| g.lessons_mut().dismiss(INTRO));
    let body = move || match words.state() {
        None => view! { <p class="hint" role="status">{t.rules_loading}</p> }.into_any(),
        Some(None) => view! {
            <p class="warning" role="alert">{t.rules_unavailable}</p>
            <div class="actions"><button class="primary big" on:click=done>{t.lets_play}</button></div>
        }
        .into_any(),
        Some(Some(words)) => {
            let screens = words.intro();
            let i = page.get().min(screens.len().saturating_sub(1));
            let last = i + 1 >= screens.len();
            let screen = screens.get(i);
            let next = move |ev| if last { done(ev) } else { page.set(i + 1) };
            view! {
                <section class="intro-screen" data-step=i>
                    {screen.map(|[art, title, text]| view! {
                        <span class="art intro-art" style=format!("--art:url({art})") aria-hidden="true"></span>
                        <h1>{title.to_string()}</h1>
                        <p>{text.to_string()}</p>
                    })}
                    <div class="actions">
                        <button class="ghost" on:click=done>{t.skip}</button>
                        <button class="primary big" on:click=next>{if last { t.lets_play } else { t.next }}</button>
                    </div>
                </section>
            }
            .into_any()
        }
    };
    view! { {top_bar((game.card)(lang).name.to_string(), true)} <main class="intro">{body}</main> }.into_any()
}
