//! The home screen: the saved games (resume, export, delete with confirmation; a damaged one is
//! reported alone), every registered game as a card with its rules and "Learn to play" (marked
//! "Learned" once this device has played it to its end; the ones not built yet are compact, marked
//! "coming soon" and cannot be started), then importing a game from a file, how long a private
//! screen may stay up untouched, how long a bot's move shows, and whether the rules are explained
//! as they first matter and hints are offered in every game.

use super::games::{self, GAMES};
use super::i18n::{said, Lang, Strings};
use super::storage::{self, ImportError, LoadError, Saved};
use super::table::GameEntry;
use super::{parts, storage::keeping, table::kit, teaching::learn, top_bar, AppState, Route};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// The home screen.
#[component]
pub fn Home() -> impl IntoView {
    let state = AppState::get();
    let t = move || state.lang.get().t();
    let notice = RwSignal::new(None::<(bool, String)>);
    // The games' parts come in the background once the home has shown a moment (the timer is the
    // home's: dropped with it).
    StoredValue::new_local(parts::fetch_when_idle(state));
    view! {
        {top_bar("Hotseat".to_string(), false)}
        <main class="home">
            <p class="tagline">{said(|t| t.tagline)}</p>
            <keeping::WeekNotice />
            {move || {
                state.saves.track();
                state.game.track();
                let saved = storage::list();
                (!saved.is_empty()).then(|| view! {
                    <h2>{t().saved_games}</h2>
                    <ul class="saved">
                        {saved.into_iter().map(|s| saved_row(s, state.lang.get(), notice)).collect_view()}
                    </ul>
                })
            }}
            {move || {
                state.saves.track();
                storage::has_history().then(|| view! {
                    <div class="actions history-link">
                        <button class="ghost" on:click=move |_| parts::then_room(state, parts::Room::History, move || state.route.set(Route::History))>{t().history}</button>
                    </div>
                })
            }}
            <h1>{said(|t| t.choose_game)}</h1>
            <ul class="cards">
                {move || GAMES.iter().map(|game| game_card(game, state.lang.get())).collect_view()}
            </ul>
            <label class="file-button">
                <input type="file" accept=".json,application/json" class="visually-hidden"
                    on:change=move |ev| import_file(ev, state, notice) />
                <span>{said(|t| t.import)}</span>
            </label>
            {move || notice.get().map(|(ok, text)| view! {
                <p class=if ok { "notice" } else { "warning" } role="status">{text}</p>
            })}
            {setting(|t| t.idle_setting, &storage::IDLE_MINUTES, state.idle_minutes, storage::remember_idle_minutes, |t, m| (t.minutes)(m))}
            {setting(|t| t.bot_pace_setting, &storage::BOT_PACES, state.bot_pace, storage::remember_bot_pace, |t, ms| (t.seconds)(ms))}
            {setting(|t| t.marks_setting, &ON_OFF, state.marks, |n| storage::Teaching::Marks.remember(n == 1), |t, n| t.on_off[n as usize].to_string())}
            {setting(|t| t.hints_setting, &ON_OFF, state.hints, |n| storage::Teaching::Hints.remember(n == 1), |t, n| t.on_off[n as usize].to_string())}
            <p class="credit">{said(|t| t.art_credit)}</p>
        </main>
    }
}

/// A game's card: what it is, its rules, and a new game (or "coming soon").
fn game_card(game: &'static GameEntry, lang: Lang) -> AnyView {
    let state = AppState::get();
    let (t, card) = (lang.t(), (game.card)(lang));
    let rules = view! {
        <button class="ghost" on:click=move |_| state.rules.set(Some(game.id))
            aria-label=format!("{}: {}", card.name, t.rules)>{t.rules}</button>
    };
    let start = match game.play {
        Some(_) => view! {
            <button class="primary" on:click=move |_| state.route.set(Route::Setup(game.id))
                aria-label=format!("{}: {}", card.name, t.new_game)>{t.new_game}</button>
            <button class="learn" on:click=move |_| learn::learn(game)
                aria-label=format!("{}: {}", card.name, t.learn)>{t.learn}</button>
        }
        .into_any(),
        None => view! { <span class="card-badge">{t.coming_soon}</span> }.into_any(),
    };

    view! {
        <li><div class="card" class:playable=game.play.is_some() class:soon=game.play.is_none() data-game=game.id>
            <span class="card-name">
                <span class="art" style=format!("--art:url({})", game.art) aria-hidden="true"></span>{card.name}
            </span>
            <span class="card-facts">
                {card.facts}
                {(game.play.is_some() && storage::learned(game.id)).then(|| view! { <span class="card-badge learned">{t.learned}</span> })}
            </span>
            <span class="card-pitch">{card.pitch}</span>
            <span class="card-buttons">{start}{rules}</span>
        </div></li>
    }
    .into_any()
}

/// "22/11/2026, 12:30:00" in the reader's language.
fn local_time(ms: f64, lang: Lang) -> String {
    js_sys::Date::new(&JsValue::from_f64(ms)).to_locale_string(lang.tag(), &JsValue::UNDEFINED).into()
}

/// One saved game: what it is and where it stands, with resume / export / delete; or why it is damaged.
fn saved_row(saved: Saved, lang: Lang, notice: RwSignal<Option<(bool, String)>>) -> impl IntoView {
    let state = AppState::get();
    let t: &'static Strings = lang.t();
    let confirming = RwSignal::new(false);
    let id = saved.id.clone();
    let delete = {
        let id = id.clone();
        move || {
            view! {
                {move || if confirming.get() {
                    let id = id.clone();
                    view! {
                        <span class="confirm" role="group" aria-label=t.confirm_delete>
                            <span>{t.confirm_delete}</span>
                            <button class="danger" on:click=move |_| { notice.set(None); state.delete(&id); }>{t.delete}</button>
                            <button on:click=move |_| confirming.set(false)>{t.keep}</button>
                        </span>
                    }.into_any()
                } else {
                    view! { <button class="ghost" on:click=move |_| confirming.set(true)>{t.delete}</button> }.into_any()
                }}
            }
        }
    };
    match saved.game {
        Ok(game) => {
            let status = if game.is_over() { t.finished.to_string() } else { game.progress(lang) };
            let when = (saved.saved_at > 0.0).then(|| (t.last_played)(&local_time(saved.saved_at, lang)));
            let names = game.names().join(", ");
            let (open_id, export_id, replay_id) = (id.clone(), id.clone(), id.clone());
            let replay = game.is_over().then(|| {
                let replay = move |_| super::after_game::replay::open_save(replay_id.clone());
                view! { <button class="ghost" on:click=replay>{t.replay}</button> }
            });
            view! {
                <li class="saved-game" data-save=id.clone()>
                    <div class="saved-info">
                        <span class="card-name">{(game.entry().card)(lang).name}</span>
                        <span>{names}</span>
                        <span class="card-facts">{status}{when.map(|w| format!(" · {w}"))}</span>
                    </div>
                    <div class="saved-actions">
                        <button class="primary" on:click=move |_| {
                            if let Some(Ok(session)) = storage::load(&open_id) {
                                state.open(open_id.clone(), session);
                            }
                        }>{t.resume}</button>
                        {replay}
                        <button class="ghost" on:click=move |_| download(&export_id)>{t.export}</button>
                        {delete()}
                    </div>
                </li>
            }
            .into_any()
        }
        // Not damaged: its game's part did not come. Nothing to delete; a retry.
        Err(LoadError::Unfetched(game)) => {
            let retry = move |_| {
                leptos::task::spawn_local(async move {
                    if let Some(entry) = games::find(game) {
                        parts::fetch(entry).await;
                    }
                    state.saves.update(|n| *n += 1);
                });
            };
            let name = games::find(game).map(|g| (g.card)(lang).name).unwrap_or_default();
            view! {
                <li class="saved-game unfetched" data-save=id>
                    <div class="saved-info"><span class="card-name">{name}</span></div>
                    <p class="warning" role="alert">{t.part_failed}</p>
                    <div class="saved-actions"><button class="primary" on:click=retry>{t.try_again}</button></div>
                </li>
            }
            .into_any()
        }
        Err(e) => view! {
            <li class="saved-game damaged" data-save=id>
                <p class="warning" role="alert">{(t.damaged_save)(load_error_text(t, &e))}</p>
                <div class="saved-actions">{delete()}</div>
            </li>
        }
        .into_any(),
    }
}

/// Why a save can't be opened, in the players' words (never a parser's).
fn load_error_text(t: &Strings, e: &LoadError) -> &'static str {
    match e {
        LoadError::Unreadable => t.load_unreadable,
        LoadError::Schema(_) => t.load_other_version,
        LoadError::Foreign(_) => t.load_foreign,
        LoadError::Inconsistent => t.load_changed,
        LoadError::Unfetched(_) => t.part_failed,
    }
}

/// Saves one game's stored text to a file the players can carry to another device.
fn download(id: &str) {
    if let Some(text) = storage::export(id) {
        download_text(&text, &format!("hotseat-{id}.json"));
    }
}

/// Offers `text` as a JSON file named `name` to save.
pub fn download_text(text: &str, name: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    if let Some(link) =
        document().create_element("a").ok().and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        link.set_href(&url);
        link.set_download(name);
        link.click();
    }
    // The file's address is the download's, not the screen's: it is let go once the download began.
    super::timeout(std::time::Duration::from_secs(5), move || drop(web_sys::Url::revoke_object_url(&url))).forget();
}

/// Reads a chosen file and imports it if it is a complete, valid save; says what happened either way.
fn import_file(ev: leptos::ev::Event, state: AppState, notice: RwSignal<Option<(bool, String)>>) {
    let imported = move |text: Option<String>| {
        let t = state.lang.get_untracked().t();
        // A history file holds many games: each is imported as a game of its own, read by its game's
        // code, so every game's part comes first.
        if text.as_deref().is_some_and(|text| storage::game_of(text).is_none()) {
            leptos::task::spawn_local(async move {
                parts::fetch_these(&GAMES.iter().map(|g| g.id.to_string()).collect::<Vec<_>>()).await;
                match text.as_deref().and_then(storage::import_history) {
                    Some(Ok((new, here))) => notice.set(Some((new > 0, (t.history_imported)(new, here)))),
                    _ => import_one(state, notice, text.as_deref()),
                }
                state.saves.update(|n| *n += 1);
            });
            return;
        }
        // A game's save is read by its game's code: its part comes first if it is not here.
        let game = text.as_deref().and_then(storage::game_of).and_then(|id| games::find(&id));
        match game.filter(|g| g.play.is_some()) {
            Some(game) => parts::then(state, game, move |_| import_one(state, notice, text.as_deref())),
            None => import_one(state, notice, text.as_deref()),
        }
    };
    kit::chosen_file(&ev, Box::new(imported));
}

/// Imports one game's save from a file's text, and says how it went.
fn import_one(state: AppState, notice: RwSignal<Option<(bool, String)>>, text: Option<&str>) {
    let t = state.lang.get_untracked().t();
    let result = match text {
        Some(text) => storage::import(text),
        None => Err(ImportError::Invalid(LoadError::Unreadable)),
    };
    notice.set(Some(match result {
        Ok(_) => (true, t.imported.to_string()),
        Err(ImportError::Invalid(why)) => (false, (t.import_failed)(load_error_text(t, &why))),
        Err(ImportError::AlreadyHere(_)) => (false, t.import_already_here.to_string()),
        Err(ImportError::Refused) => (false, t.import_refused.to_string()),
    }));
    state.saves.update(|n| *n += 1);
}

/// A setting turned on (1) or off (0).
const ON_OFF: [u32; 2] = [1, 0];

/// One of this device's settings, a choice of numbers (`said` words each), remembered.
fn setting(
    label: fn(&Strings) -> &'static str,
    choices: &'static [u32],
    value: RwSignal<u32>,
    remember: fn(u32),
    said: fn(&Strings, u32) -> String,
) -> impl IntoView {
    let state = AppState::get();
    let t = move || state.lang.get().t();
    view! {
        <label class="idle-setting">
            <span>{move || label(t())}</span>
            <select on:change=move |ev| {
                let chosen = event_target_value(&ev).parse().ok().filter(|n| choices.contains(n));
                if let Some(n) = chosen {
                    remember(n);
                    value.set(n);
                }
            }>
                {choices.iter().map(|&n| view! {
                    <option value=n.to_string() selected=move || value.get() == n>{move || said(t(), n)}</option>
                }).collect_view()}
            </select>
        </label>
    }
}
