//! What the device says about keeping its games (DESIGN.md "Storage, languages, offline"; what the
//! browser is asked is [`keeping`]'s): whether it keeps them, on the history screen; Safari's week,
//! once on the home screen; and on a new game's setup, a device too full to save one, with the way
//! out.

use super::files::download_text;
use crate::ui::context::{said, Language, Play, Saves};
use crate::ui::storage::{keeping, prefs, saves};
use leptos::prelude::*;

/// Whether this device keeps the games, said on the history screen beside its export.
#[component]
pub fn KeptLine() -> impl IntoView {
    let kept = LocalResource::new(keeping::kept);
    move || {
        let line = match kept.get().flatten() {
            Some(true) => said(|t| t.kept_here).into_any(),
            _ => said(|t| t.may_clear).into_any(),
        };
        view! { <p class="hint kept">{line}</p> }
    }
}

/// Safari's week, said once on the home screen of a device with games saved.
#[component]
pub fn WeekNotice() -> impl IntoView {
    let saves = Saves::get();
    let shown = RwSignal::new(!prefs::told_of_the_week() && keeping::clears_in_a_week());
    move || {
        (shown.get() && {
            saves.track();
            saves::has_games()
        })
        .then(|| {
            view! {
                <div class="notice week" role="status">
                    <p>{said(|t| t.clears_in_a_week)}</p>
                    <button class="ghost" on:click=move |_| {
                        prefs::remember_told_of_the_week();
                        shown.set(false);
                    }>{said(|t| t.understood)}</button>
                </div>
            }
        })
    }
}

/// Offers the whole history (see [`saves::export_history`]) as one file to save.
pub fn export_history() {
    download_text(&saves::export_history(), "hotseat-history.json");
}

/// On a new game's setup, when this device has no room for one more game: says so, with the way
/// out — the history's export, and room made by dropping the oldest replays — and what it made.
#[component]
pub fn RoomForAGame() -> impl IntoView {
    let (lang, play, saves) = (Language::get(), Play::get(), Saves::get());
    let full = RwSignal::new(!saves::has_room_for(1));
    let made = RwSignal::new(None::<usize>);
    let make_room = move |_| {
        made.set(Some(saves::drop_oldest_replays(play.id().as_deref())));
        full.set(!saves::has_room_for(1));
        saves.changed();
    };
    move || {
        let t = lang.now().t();
        let said_made = made.get().map(|n| match n {
            0 => view! { <p class="warning" role="alert">{t.no_room_left}</p> }.into_any(),
            n => view! { <p class="hint made-room" role="status">{(t.made_room)(n)}</p> }.into_any(),
        });
        let warning = full.get().then(|| {
            view! {
                <div class="warning room" role="alert">
                    <p>{t.device_full}</p>
                    <div class="actions">
                        <button class="ghost" on:click=move |_| export_history()>{t.export_history}</button>
                        <button class="ghost" on:click=make_room>{t.drop_old_replays}</button>
                    </div>
                </div>
            }
        });
        view! { {warning}{said_made} }
    }
}
