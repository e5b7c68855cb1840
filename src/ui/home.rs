//! The home screen: the saved games (resume, export, delete with confirmation; a damaged one is
//! reported alone), every registered game as a card with its rules and "Learn to play" (marked
//! "Learned" once this device has played it to its end; the ones not built yet are compact, marked
//! "coming soon" and cannot be started), then importing a game from a file, how long a private
//! screen may stay up untouched, how long a bot's move shows, and whether the rules are explained
//! as they first matter and hints are offered in every game.

use super::context::{said, Language, Nav, Play, Pref, Prefs, Route, Saves};
use super::contract::GameEntry;
use super::model::save::{game_of, LoadError};
use super::parts::{self, Part};
use super::storage::prefs;
use super::storage::saves::{self, ImportError, Saved};
use super::table::bar::top_bar;
use super::table::files::{chosen_file, download_text};
use super::table::notices::WeekNotice;
use super::teaching::learn;
use super::words::{Lang, Strings};
use leptos::prelude::*;
use wasm_bindgen::JsValue;

/// What the home says under its import: how it went (true when it went well).
type Notice = RwSignal<Option<(bool, String)>>;

/// The home screen.
#[component]
pub fn Home() -> impl IntoView {
    let (lang, nav, play, saves) = (Language::get(), Nav::get(), Play::get(), Saves::get());
    let t = move || lang.now().t();
    let notice: Notice = RwSignal::new(None);
    // The games' parts come in the background once the home has shown a moment (the timer is the
    // home's: dropped with it).
    let all = saves.games().all().filter(|g| g.play.is_some()).map(Part::Game).chain(nav.room_parts()).collect();
    StoredValue::new_local(parts::fetch_when_idle(all, move || nav.route_untracked() == Route::Home));
    view! {
        {top_bar("Hotseat".to_string(), false)}
        <main class="home">
            <p class="tagline">{said(|t| t.tagline)}</p>
            <WeekNotice />
            {move || {
                saves.track();
                play.with(|_| ());
                let saved = saves.store().list();
                (!saved.is_empty()).then(|| view! {
                    <h2>{t().saved_games}</h2>
                    <ul class="saved">
                        {saved.into_iter().map(|s| saved_row(s, lang.now(), notice)).collect_view()}
                    </ul>
                })
            }}
            {move || {
                saves.track();
                super::storage::history::any().then(|| view! {
                    <div class="actions history-link">
                        <button class="ghost" on:click=move |_| nav.go(Route::History)>{t().history}</button>
                    </div>
                })
            }}
            <h1>{said(|t| t.choose_game)}</h1>
            <ul class="cards">
                {move || saves.games().all().map(|game| game_card(game, lang.now())).collect_view()}
            </ul>
            <label class="file-button">
                <input type="file" accept=".json,application/json" class="visually-hidden"
                    on:change=move |ev| import_file(ev, notice) />
                <span>{said(|t| t.import)}</span>
            </label>
            {move || notice.get().map(|(ok, text)| view! {
                <p class=if ok { "notice" } else { "warning" } role="status">{text}</p>
            })}
            {setting(Pref::IdleMinutes, |t| t.idle_setting, |t, m| (t.minutes)(m))}
            {setting(Pref::BotPace, |t| t.bot_pace_setting, |t, ms| (t.seconds)(ms))}
            {setting(Pref::Marks, |t| t.marks_setting, |t, n| t.on_off[n as usize].to_string())}
            {setting(Pref::Hints, |t| t.hints_setting, |t, n| t.on_off[n as usize].to_string())}
            <p class="credit">{said(|t| t.art_credit)}</p>
        </main>
    }
}

/// A game's card: what it is, its rules, and a new game (or "coming soon").
fn game_card(game: &'static GameEntry, lang: Lang) -> AnyView {
    let nav = Nav::get();
    let (t, card) = (lang.t(), (game.card)(lang));
    let rules = view! {
        <button class="ghost" on:click=move |_| nav.show_rules(Some(game.id))
            aria-label=format!("{}: {}", card.name, t.rules)>{t.rules}</button>
    };
    let start = match game.play {
        Some(_) => view! {
            <button class="primary" on:click=move |_| nav.go(Route::Setup(game.id))
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
                {(game.play.is_some() && prefs::learned(game.id)).then(|| view! { <span class="card-badge learned">{t.learned}</span> })}
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
fn saved_row(saved: Saved, lang: Lang, notice: Notice) -> impl IntoView {
    let (play, saves) = (Play::get(), Saves::get());
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
                            <button class="danger" on:click=move |_| { notice.set(None); play.delete(&id); }>{t.delete}</button>
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
                let replay = move |_| play.replay(replay_id.clone());
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
                            if let Some(Ok(session)) = saves.store().load(&open_id) {
                                play.open(open_id.clone(), session);
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
            let entry = saves.games().find(game);
            let retry = move |_| {
                leptos::task::spawn_local(async move {
                    if let Some(entry) = entry {
                        parts::fetch(entry).await;
                    }
                    saves.changed();
                });
            };
            let name = entry.map(|g| (g.card)(lang).name).unwrap_or_default();
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
    if let Some(text) = saves::export(id) {
        download_text(&text, &format!("hotseat-{id}.json"));
    }
}

/// Reads a chosen file and imports it if it is a complete, valid save; says what happened either way.
fn import_file(ev: leptos::ev::Event, notice: Notice) {
    let (lang, saves) = (Language::get(), Saves::get());
    let imported = move |text: Option<String>| {
        let t = lang.untracked().t();
        // A history file holds many games: each is imported as a game of its own, read by its game's
        // code, so every game's part comes first.
        if text.as_deref().is_some_and(|text| game_of(text).is_none()) {
            leptos::task::spawn_local(async move {
                parts::fetch_these(saves.games().all().collect()).await;
                match text.as_deref().and_then(|text| saves.store().import_history(text)) {
                    Some(Ok((new, here))) => notice.set(Some((new > 0, (t.history_imported)(new, here)))),
                    _ => import_one(lang, saves, notice, text.as_deref()),
                }
                saves.changed();
            });
            return;
        }
        // A game's save is read by its game's code: its part comes first if it is not here.
        let game = text.as_deref().and_then(game_of).and_then(|id| saves.games().playable(&id));
        match game {
            Some(game) => {
                parts::then_game(game, lang.untracked(), move |_| import_one(lang, saves, notice, text.as_deref()))
            }
            None => import_one(lang, saves, notice, text.as_deref()),
        }
    };
    chosen_file(&ev, Box::new(imported));
}

/// Imports one game's save from a file's text, and says how it went.
fn import_one(lang: Language, saves: Saves, notice: Notice, text: Option<&str>) {
    let t = lang.untracked().t();
    let result = match text {
        Some(text) => saves.store().import(text),
        None => Err(ImportError::Invalid(LoadError::Unreadable)),
    };
    notice.set(Some(match result {
        Ok(_) => (true, t.imported.to_string()),
        Err(ImportError::Invalid(why)) => (false, (t.import_failed)(load_error_text(t, &why))),
        Err(ImportError::AlreadyHere(_)) => (false, t.import_already_here.to_string()),
        Err(ImportError::Refused) => (false, t.import_refused.to_string()),
    }));
    saves.changed();
}

/// One of this device's settings, a choice among its values (`said` words each), remembered.
fn setting(pref: Pref, label: fn(&Strings) -> &'static str, said: fn(&Strings, u32) -> String) -> impl IntoView {
    let (lang, prefs) = (Language::get(), Prefs::get());
    let t = move || lang.now().t();
    view! {
        <label class="idle-setting">
            <span>{move || label(t())}</span>
            <select on:change=move |ev| {
                if let Ok(n) = event_target_value(&ev).parse() {
                    prefs.set(pref, n);
                }
            }>
                {pref.choices().iter().map(|&n| view! {
                    <option value=n.to_string() selected=move || prefs.now(pref) == n>{move || said(t(), n)}</option>
                }).collect_view()}
            </select>
        </label>
    }
}
