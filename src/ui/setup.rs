//! Setting up a new game, the same frame for every game: player count, names (remembered, each
//! different, so "Pass the device to X" is never ambiguous) in seat order, and the game's own
//! settings, and who plays each seat — a person or a bot (easy, normal, strong), remembered too —
//! (from its folder: Bremen's memory aid, Here Comes the Dog's variant panel for the values
//! its rulebook lost); under "More options", whether it is a guided game (coach marks and hints, see
//! `crate::ui::teaching::learn`), who starts and a seed to replay. The seed is secret by
//! default (a deal depends only on it, so whoever saw it could work out every hand): it is drawn at
//! the start and shown on the end screen.
//!
//! The screen opens at once, before the game's part of the page is here ([`parts`]): its frame is
//! the shell's, and only the game's own settings panel is the part's, drawn in its place when the
//! part arrives — so the part comes while the table types its names. "Start" tapped before it came
//! says the game is coming (or could not come, with a retry) and starts once it is here.

use super::context::{random_seed, said, GameWords, Language, Nav, Play, Route};
use super::contract::{GameEntry, GamePart, Seating, Settings, Start};
use super::model::lessons::Lessons;
use super::model::session::Player;
use super::parts;
use super::storage::{prefs, saves};
use super::table::bar::top_bar;
use super::table::notices::RoomForAGame;
use super::words::Strings;
use leptos::prelude::*;
use rules::bots::Level;
use rules::PlayerId;

/// The new-game screen for `game` (a playable one).
#[component]
pub fn Setup(game: &'static GameEntry) -> impl IntoView {
    let (lang, nav, play, words) = (Language::get(), Nav::get(), Play::get(), GameWords::get());
    let t = move || lang.now().t();
    let word = move |key: &str| words.setup(key);
    let Some(playable) = game.play.as_ref() else { return ().into_any() };
    let counts = playable.players;
    parts::fetch_ahead(game);
    // The game's own settings, made once its part is here (the panel then shown is the one whose
    // choices the start reads).
    let settings = StoredValue::new(None::<Start>);
    let ready = Memo::new(move |_| parts::coming(game).is_some());
    let panel = move || {
        let part = ready.get().then(|| parts::here(game)).flatten()?;
        let Settings { view, start } = untrack(|| (part.settings)());
        settings.set_value(Some(start));
        Some(view)
    };
    let mut remembered = prefs::remembered_names();
    let most = counts[counts.len() - 1];
    let count = RwSignal::new(counts.iter().copied().find(|&n| usize::from(n) == remembered.len()).unwrap_or(most));
    remembered.resize(usize::from(most), String::new());
    let names = RwSignal::new(remembered);
    let mut seats = prefs::remembered_players();
    seats.resize(usize::from(most), Player::Person);
    let kinds = RwSignal::new(seats);
    let first_taker = RwSignal::new(0usize);
    let seed = RwSignal::new(String::new());
    let guided = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);

    let default_name = move |i: usize| match kinds.with(|p| p[i]) {
        Player::Person => (t().default_name)(i + 1),
        Player::Bot(_) => (t().bot_name)(i + 1),
    };
    let name_or_default = move |i: usize| {
        let n = names.with(|n| n[i].trim().to_string());
        if n.is_empty() {
            default_name(i)
        } else {
            n
        }
    };
    let swap = move |a: usize, b: usize| {
        names.update(|n| n.swap(a, b));
        kinds.update(|p| p.swap(a, b));
    };

    // The table's choices, or why they can't start a game.
    let seating = move || -> Result<Seating, String> {
        let typed = seed.with(|s| s.trim().to_string());
        let typed = if typed.is_empty() { random_seed().to_string() } else { typed };
        let seed = typed.parse::<u64>().map_err(|_| t().bad_seed.to_string())?;
        let players = count.get_untracked();
        let names: Vec<String> = (0..players as usize).map(name_or_default).collect();
        let seats = kinds.with_untracked(|p| p[..players as usize].to_vec());
        if let Some(twice) = repeated_name(&names, name_key) {
            return Err((t().same_name)(twice));
        }
        let first = PlayerId::new(first_taker.get_untracked().min(players as usize - 1) as u8);
        Ok(Seating { names, seats, players, first, seed })
    };
    // Starts the game with the settings shown (or, if its part came only after "Start", untouched).
    let begin = move |part: &'static GamePart| {
        let Ok(seating) = seating().map_err(|e| error.set(Some(e))) else { return };
        let start = settings.get_value().unwrap_or_else(|| (part.settings)().start);
        let (names, seats) = (seating.names.clone(), seating.seats.clone());
        match start(seating) {
            Ok(mut session) => {
                if guided.get_untracked() {
                    *session.lessons_mut() = Lessons::guided();
                }
                prefs::remember_names(&names);
                prefs::remember_players(&seats);
                play.open(saves::new_id(game.id), session);
            }
            Err(_) => error.set(Some(t().setup_refused.to_string())),
        }
    };
    // The choices are checked before any wait for the part: a mistake is said at once.
    let start = move |_| match seating() {
        Ok(_) => parts::then_game(game, lang.untracked(), begin),
        Err(e) => error.set(Some(e)),
    };

    let row = move |i: usize| {
        let last = move || i + 1 == count.get() as usize;
        view! {
            <li class="seat-row">
                <label class="seat-label">
                    <span class="seat-no">{i + 1}</span>
                    <input type="text" maxlength="16" autocomplete="off"
                        placeholder=move || default_name(i)
                        prop:value=move || names.with(|n| n[i].clone())
                        on:input=move |ev| { names.update(|n| n[i] = event_target_value(&ev)); error.set(None); } />
                </label>
                <select class="seat-player" aria-label=move || (t().who_plays)(i + 1)
                    on:change=move |ev| kinds.update(|p| p[i] = player_of(&event_target_value(&ev)))>
                    {PLAYER_CHOICES.iter().map(|&(key, player)| view! {
                        <option value=key selected=move || kinds.with(|p| p[i] == player)>{move || player_label(t(), player)}</option>
                    }).collect_view()}
                </select>
                <button class="icon" disabled=move || i == 0 aria-label=move || (t().move_up)(&name_or_default(i))
                    on:click=move |_| swap(i, i - 1)>"↑"</button>
                <button class="icon" disabled=last aria-label=move || (t().move_down)(&name_or_default(i))
                    on:click=move |_| swap(i, i + 1)>"↓"</button>
            </li>
        }
    };
    // Who starts, by name, in seat order.
    let starter = move |i: usize| {
        view! {
            <label class="starter">
                <input type="radio" name="first-taker" prop:checked=move || first_taker.get() == i
                    on:change=move |_| first_taker.set(i) />
                <span>{move || name_or_default(i)}</span>
            </label>
        }
    };

    view! {
        {top_bar("Hotseat".to_string(), true)}
        <main class="setup">
            <h1>{move || (t().setup_title)((game.card)(lang.now()).name)}</h1>
            <RoomForAGame />

            <fieldset>
                <legend>{said(|t| t.player_count)}</legend>
                <div class="toggle">
                    {counts.iter().copied().map(|n| view! {
                        <button aria-pressed=move || (count.get() == n).to_string()
                            class:selected=move || count.get() == n
                            on:click=move |_| count.set(n)>{move || (t().players_n)(n)}</button>
                    }).collect_view()}
                </div>
            </fieldset>

            <fieldset>
                <legend>{said(|t| t.names_and_seats)}</legend>
                <p class="hint">{said(|t| t.seats_hint)}</p>
                <ol class="seats">{move || (0..count.get() as usize).map(row).collect_view()}</ol>
            </fieldset>

            <div class="game-settings" aria-busy=move || (!ready.get()).to_string()>{panel}</div>

            <details class="advanced">
                <summary>{said(|t| t.more_options)}</summary>
                <label class="check guided">
                    <input type="checkbox" prop:checked=move || guided.get() on:change=move |ev| guided.set(event_target_checked(&ev)) />
                    <span>{said(|t| t.guided)}</span>
                </label>
                <fieldset class="starters">
                    <legend>{move || word("first")}</legend>
                    <p class="hint">{move || word("first_hint")}</p>
                    <div class="starter-list">{move || (0..count.get() as usize).map(starter).collect_view()}</div>
                    <button class="small" on:click=move |_| first_taker.set(random_seat(count.get()))>{said(|t| t.pick_random)}</button>
                </fieldset>
                <fieldset>
                    <legend>{said(|t| t.replay_seed)}</legend>
                    <div class="seed-row">
                        <input type="text" inputmode="numeric" name="seed" aria-label=move || t().seed
                            placeholder=move || t().seed_random
                            prop:value=move || seed.get()
                            on:input=move |ev| { seed.set(event_target_value(&ev)); error.set(None); } />
                    </div>
                    <p class="hint">{said(|t| t.seed_hint)}</p>
                </fieldset>
            </details>

            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}

            <div class="actions">
                <button class="ghost" on:click=move |_| nav.go(Route::Home)>{said(|t| t.back)}</button>
                <button class="primary" on:click=start>{move || word("start")}</button>
            </div>
        </main>
    }
    .into_any()
}

/// What a seat may be, by the key its choice is sent with.
const PLAYER_CHOICES: [(&str, Player); 4] = [
    ("person", Player::Person),
    ("easy", Player::Bot(Level::Easy)),
    ("normal", Player::Bot(Level::Normal)),
    ("strong", Player::Bot(Level::Strong)),
];

/// The seat chosen by its key.
fn player_of(key: &str) -> Player {
    PLAYER_CHOICES.iter().find(|(k, _)| *k == key).map_or(Player::Person, |&(_, p)| p)
}

/// What a seat's choice says.
fn player_label(t: &Strings, player: Player) -> &'static str {
    match player {
        Player::Person => t.person,
        Player::Bot(level) => t.bot_levels[Level::ALL.iter().position(|&l| l == level).unwrap_or(1)],
    }
}

/// A name as a player reads it: trimmed, in any case. The browser folds the case, so the page carries
/// no Unicode case tables.
fn name_key(name: &str) -> String {
    js_sys::JsString::from(name.trim()).to_lower_case().into()
}

/// A name given to two players (compared by `key`, see [`name_key`]), as the first of them wrote it.
fn repeated_name(names: &[String], key: impl Fn(&str) -> String) -> Option<&str> {
    let keys: Vec<String> = names.iter().map(|n| key(n)).collect();
    let twice = (1..names.len()).find(|&i| keys[..i].contains(&keys[i]))?;
    names.iter().zip(&keys).find(|(_, k)| **k == keys[twice]).map(|(n, _)| n.as_str())
}

/// A seat drawn from the browser's random source, for "pick at random".
fn random_seat(players: u8) -> usize {
    (getrandom::u32().unwrap_or(0) % u32::from(players.max(1))) as usize
}

#[cfg(test)]
mod tests {
    use super::repeated_name;

    /// What the browser's case folding does for these names.
    fn key(name: &str) -> String {
        name.trim().to_lowercase()
    }

    #[test]
    fn a_name_given_twice_is_found_whatever_its_case_and_spaces() {
        let names = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(repeated_name(&names(&["Aiko", "Ben", " aiko "]), key), Some("Aiko"));
        assert_eq!(repeated_name(&names(&["Aiko", "Ben", "Chie"]), key), None);
        assert_eq!(repeated_name(&names(&["あいこ", "あいこ"]), key), Some("あいこ"));
    }
}
