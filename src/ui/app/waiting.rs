//! What shows over the screen while a tap waits for a part of the page: its name, busy, with a
//! cancel; or why it did not come, with a retry and the way back. The screen it was asked from stays
//! under it, as it was.

use crate::ui::context::Language;
use crate::ui::parts::{self, Fetching};
use leptos::prelude::*;

/// The part a tap waits for, over the screen.
#[component]
pub fn Waiting() -> impl IntoView {
    let lang = Language::get();
    move || {
        let fetching = parts::waiting()?;
        let lang = lang.now();
        let t = lang.t();
        Some(match fetching {
            Fetching::Coming(part) => view! {
                <div class="overlay part-coming" role="status" aria-busy="true">
                    <section class="part-box">
                        <p class="part-name">{part.name(lang)}</p>
                        <p>{t.part_coming}</p>
                        <progress aria-label=t.part_coming></progress>
                        <button class="ghost" on:click=move |_| parts::give_up()>{t.cancel}</button>
                    </section>
                </div>
            }
            .into_any(),
            Fetching::Failed(part) => view! {
                <div class="overlay part-failed">
                    <section class="part-box" role="alert">
                        <p class="part-name">{part.name(lang)}</p>
                        <p>{t.part_failed}</p>
                        <div class="actions">
                            <button class="primary" on:click=move |_| parts::try_again(lang)>{t.try_again}</button>
                            <button class="ghost" on:click=move |_| parts::give_up()>{t.back}</button>
                        </div>
                    </section>
                </div>
            }
            .into_any(),
        })
    }
}
