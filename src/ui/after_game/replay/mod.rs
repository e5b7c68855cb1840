//! The replay room: a finished game stepped through again, move by move — forward, back, to the deal
//! or the end, to the start of any round or trick, or played at the table's bot pace — with the board
//! as it stood and every hand and secret choice face up under its owner's name, and the move in the
//! game's own words, with its review ([`review`]). Each game draws its step with its own pieces
//! ([`Seated::replay`](crate::ui::contract::Seated::replay)); this room is the same for all. Only a
//! finished game opens it (DESIGN.md "Teaching, replay and review"): the session gives a game in
//! progress no step at all, and the room then shows nothing of it.

pub mod review;

use crate::ui::context::{GameWords, Language, Nav, Play, Pref, Prefs, Route};
use crate::ui::contract::Shown;
use crate::ui::table::bar::top_bar;
use crate::ui::table::timeout;
use crate::ui::words::Lang;
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::time::Duration;

/// The room for the finished game on the table, whichever game it is.
#[component]
pub fn Replay() -> impl IntoView {
    let (lang, play, prefs) = (Language::get(), Play::get(), Prefs::get());
    let Some(last) = play.with_untracked(|g| g.as_ref().and_then(|g| g.replay_len())) else {
        return view! { <main class="replay"></main> }.into_any();
    };
    // The step showing: the room's own, from the deal.
    let at = RwSignal::new(0usize);
    let playing = RwSignal::new(false);
    // The pace's timer belongs to this room: dropped with it, or when the next one replaces it.
    let timer = StoredValue::new_local(None::<Timeout>);
    Effect::new(move |_| {
        let (now, on) = (at.get(), playing.get());
        let next = (on && now < last).then(|| {
            let pace = Duration::from_millis(u64::from(prefs.untracked(Pref::BotPace)) * 2);
            timeout(pace, move || at.set(now + 1))
        });
        if next.is_none() && on {
            playing.set(false);
        }
        timer.set_value(next);
    });
    // The review: kept in the save, or made here by a worker that belongs to this room.
    let moves = play.with_untracked(|g| g.as_ref().and_then(|g| g.reviewed_moves())).unwrap_or_default();
    let (reviewable, progress) = (!moves.is_empty(), RwSignal::new(review::kept(play, &moves)));
    let moves = StoredValue::new(moves);
    let reviewer = StoredValue::new_local(None::<review::Reviewer>);
    on_cleanup(move || reviewer.set_value(None));
    let chapters = Memo::new(move |_| {
        let lang = lang.now();
        play.with(|g| g.as_ref().map(|g| g.chapters(lang)).unwrap_or_default())
    });
    // A step is in the game's words: drawn again once they are here, so a language switch keeps the
    // room as it is — its place, and a review under way.
    let words = GameWords::get();
    let step = move || {
        let lang = lang.now();
        match words.state() {
            Some(Some(_)) => {}
            Some(None) => return view! { <p class="warning" role="alert">{lang.t().words_unavailable}</p> }.into_any(),
            None => return view! { <section class="move-line" aria-busy="true"></section> }.into_any(),
        }
        let now = at.get().min(last);
        let Some(Shown { index, last, mover, drawn }) = play.with(|g| g.as_ref()?.replay_step(now, lang)) else {
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
    let game = play.with_untracked(|g| g.as_ref().map(|g| g.entry()));
    view! {
        {move || top_bar(game.map(|g| (g.card)(lang.now()).name.to_string()).unwrap_or_default(), true)}
        <main class=format!("{} replay", game.map(|g| g.id).unwrap_or_default()) data-steps=last>
            {move || controls(lang.now(), last, at, playing, chapters)}
            {step}
            {move || reviewable.then(|| review::panel(lang.now(), last, at, progress, reviewer, moves))}
        </main>
    }
    .into_any()
}

/// The way through the game: to the deal, back, forward, to the end, play or pause; the step as a
/// slider; the rounds to jump to; and back to the result. Drawn again only when the language
/// changes, so a control keeps its focus from one step to the next.
fn controls(
    lang: Lang,
    last: usize,
    step: RwSignal<usize>,
    playing: RwSignal<bool>,
    chapters: Memo<Vec<(usize, String)>>,
) -> AnyView {
    let nav = Nav::get();
    let t = lang.t();
    let at = move || step.get().min(last);
    let go = move |to: fn(usize, usize) -> usize| move |_| step.set(to(at(), last).min(last));
    let jump = move |ev| {
        if let Ok(to) = event_target_value(&ev).parse::<usize>() {
            step.set(to.min(last));
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
            <button class="ghost" on:click=move |_| nav.go(Route::Play)>{t.to_result}</button>
        </nav>
    }
    .into_any()
}
