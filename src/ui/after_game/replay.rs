//! The replay room: a finished game stepped through again, move by move — forward, back, to the deal
//! or the end, to the start of any round or trick, or played at the table's bot pace — with the board
//! as it stood and every hand and secret choice face up under its owner's name, and the move in the
//! game's own words. Each game draws its step with its own pieces ([`Seated::replay`]); this room is
//! the same for all. Only a finished game opens it (DESIGN.md "Teaching, replay and review"): the
//! session gives a game in progress no step at all ([`Session::replay_step`]).

use crate::rules::PlayerId;
use crate::ui::home::Home;
use crate::ui::i18n::Lang;
use crate::ui::table::session::Session;
use crate::ui::table::Seated;
use crate::ui::{after_game::review, timeout, top_bar, AppState, Route};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::time::Duration;

/// A game's drawing of one step of its replay: the move in the game's own log lines, and the board
/// with every hand face up.
pub struct Drawn {
    pub lines: Vec<String>,
    pub board: AnyView,
}

/// One step of a finished game's replay as the room shows it.
pub struct Shown {
    /// Which step, of how many after the deal.
    pub index: usize,
    pub last: usize,
    /// Whose move it was (none for the deal), and their name.
    pub mover: Option<(PlayerId, String)>,
    pub drawn: Drawn,
}

/// The room for the finished game on the table, whichever game it is; home for anything else.
pub fn room() -> AnyView {
    let state = AppState::get();
    let Some(last) = state.game.with_untracked(|g| g.as_ref().and_then(|g| g.replay_len())) else {
        return Home().into_any();
    };
    let playing = RwSignal::new(false);
    // The pace's timer belongs to this room: dropped with it, or when the next one replaces it.
    let timer = StoredValue::new_local(None::<Timeout>);
    Effect::new(move |_| {
        let (at, on) = (state.replay_at.get(), playing.get());
        let next = (on && at < last).then(|| {
            let pace = Duration::from_millis(u64::from(state.bot_pace.get_untracked()) * 2);
            timeout(pace, move || state.replay_at.set(at + 1))
        });
        if next.is_none() && on {
            playing.set(false);
        }
        timer.set_value(next);
    });
    // The review: kept in the save, or made here by a worker that belongs to this room.
    let moves = state.game.with_untracked(|g| g.as_ref().and_then(|g| g.reviewed_moves())).unwrap_or_default();
    let (reviewable, progress) = (!moves.is_empty(), RwSignal::new(review::kept(state, &moves)));
    let moves = StoredValue::new(moves);
    let reviewer = StoredValue::new_local(None::<review::Reviewer>);
    on_cleanup(move || reviewer.set_value(None));
    let chapters = Memo::new(move |_| {
        let lang = state.lang.get();
        state.game.with(|g| g.as_ref().map(|g| g.chapters(lang)).unwrap_or_default())
    });
    let step = move || {
        let lang = state.lang.get();
        let at = state.replay_at.get().min(last);
        let Some(Shown { index, last, mover, drawn }) = state.game.with(|g| g.as_ref()?.replay_step(at, lang)) else {
            return ().into_any();
        };
        let t = lang.t();
        let seat = mover.as_ref().map(|(p, _)| p.index());
        view! {
            <section class="move-line" aria-live="polite" data-step=index data-mover=seat>
                <h1 class="turn" data-turn=seat>
                    {match mover {
                        Some((_, name)) => (t.move_by)(index, last, &name),
                        None => t.the_deal.to_string(),
                    }}
                </h1>
                <ul class="news-list">{drawn.lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                {move || review::verdict(lang, progress, index)}
            </section>
            {drawn.board}
        }
        .into_any()
    };
    let game = state.game.with_untracked(|g| g.as_ref().map(|g| g.entry()));
    view! {
        {move || top_bar(game.map(|g| (g.card)(state.lang.get()).name.to_string()).unwrap_or_default(), true)}
        <main class=format!("{} replay", game.map(|g| g.id).unwrap_or_default()) data-steps=last>
            {move || controls(state.lang.get(), last, playing, chapters)}
            {step}
            {move || reviewable.then(|| review::panel(state.lang.get(), last, progress, reviewer, moves))}
        </main>
    }
    .into_any()
}

/// Where each round (or trick, or phase) of a game of `G` begins: the step, and the game's own words
/// for where it stands there ("Round 2 of 4").
pub fn chapters<G: Seated>(s: &Session<G>, lang: Lang) -> Vec<(usize, String)> {
    let mut chapters: Vec<(usize, String)> = Vec::new();
    s.replay_walk(usize::MAX, &mut |step| {
        let stands = G::chapter(&step.at, lang);
        if chapters.last().is_none_or(|(_, before)| *before != stands) {
            chapters.push((step.index, stands));
        }
    });
    chapters
}

/// Step `at` of a finished game of `G`, drawn by the game; `None` while it is in progress.
pub fn shown<G: Seated>(s: &Session<G>, at: usize, lang: Lang) -> Option<Shown> {
    let last = s.replay_len()?;
    let step = s.replay_step(at)?;
    let mover = step.mover.map(|p| (p, s.name(p).to_string()));
    Some(Shown { index: step.index, last, mover, drawn: G::replay(&step, lang) })
}

/// The way through the game: to the deal, back, forward, to the end, play or pause; the step as a
/// slider; the rounds to jump to; and back to the result. Drawn again only when the language
/// changes, so a control keeps its focus from one step to the next.
fn controls(lang: Lang, last: usize, playing: RwSignal<bool>, chapters: Memo<Vec<(usize, String)>>) -> AnyView {
    let state = AppState::get();
    let t = lang.t();
    let at = move || state.replay_at.get().min(last);
    let go = move |to: fn(usize, usize) -> usize| move |_| state.replay_at.set(to(at(), last).min(last));
    let jump = move |ev| {
        if let Ok(to) = event_target_value(&ev).parse::<usize>() {
            state.replay_at.set(to.min(last));
        }
    };
    let chapter =
        move || chapters.with(|c| c.iter().rfind(|(from, _)| *from <= at()).map(|(from, _)| from.to_string()));
    view! {
        <nav class="replay-controls" aria-label=t.replay>
            <div class="actions">
                <button class="ghost" disabled=move || at() == 0 on:click=go(|_, _| 0) aria-label=t.to_start>"«"</button>
                <button class="ghost" disabled=move || at() == 0 on:click=go(|at, _| at.saturating_sub(1)) aria-label=t.back_step>"◀"</button>
                <button class="primary" disabled=move || at() == last on:click=go(|at, _| at + 1) data-next="1">{t.next}" ▶"</button>
                <button class="ghost" disabled=move || at() == last on:click=go(|_, last| last) aria-label=t.to_end>"»"</button>
                <button class="ghost" aria-pressed=move || playing.get().to_string() disabled=move || at() == last
                    on:click=move |_| playing.update(|p| *p = !*p)>
                    {move || if playing.get() { t.pause } else { t.play }}
                </button>
            </div>
            <label class="replay-slider">
                <span class="visually-hidden">{t.replay}</span>
                <input type="range" min="0" max=last prop:value=move || at().to_string() on:input=jump />
            </label>
            <label class="replay-chapter">
                <span>{t.jump_to}</span>
                <select prop:value=chapter on:change=jump>
                    {chapters.with_untracked(|c| c.iter().map(|(from, words)| view! {
                        <option value=from.to_string()>{words.clone()}</option>
                    }).collect_view())}
                </select>
            </label>
            <button class="ghost" on:click=move |_| state.route.set(Route::Play)>{t.to_result}</button>
        </nav>
    }
    .into_any()
}

/// A seat's hand and secret choices face up in a replay, under its owner's name.
pub fn hand(seat: PlayerId, name: &str, pieces: AnyView) -> AnyView {
    view! {
        <section class="hand revealed" data-hand=seat.index()>
            <h2>{name.to_string()}</h2>
            <div class="tiles">{pieces}</div>
        </section>
    }
    .into_any()
}

/// Opens the replay of the game on the table at its deal (a finished game's only).
pub fn open() {
    let state = AppState::get();
    crate::ui::parts::then_room(state, crate::ui::parts::Room::Replay, move || {
        state.replay_at.set(0);
        state.route.set(Route::Replay);
    });
}

/// Opens the saved game `id` in its replay (once the replay's part is here: the game's screen is
/// never shown on the way).
pub fn open_save(id: String) {
    let state = AppState::get();
    crate::ui::parts::then_room(state, crate::ui::parts::Room::Replay, move || {
        if let Some(Ok(session)) = crate::ui::storage::load(&id) {
            state.open(id.clone(), session);
            state.replay_at.set(0);
            state.route.set(Route::Replay);
        }
    });
}
