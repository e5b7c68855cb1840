//! The review of a finished game, in the replay room (the judge is [`rules::bots::review`], and what
//! it says of a move is [`Judgement`]):
//! started by a button, every move a person made is asked of the bots' workers at once (each judges
//! one at a time, side by side), so a bar shows how far it is and a cancel stops it at once. Each move gets the win chance with the strong
//! bot's move and with the move made, and a mark at 10 / 20 / 30 points lost beyond the judge's own
//! uncertainty (in a game the table plays together, also at a third, two thirds or nine tenths of
//! the band's chance given up), said as "clearly" or "a little" worse ("about the same" when the
//! loss is within it); each player a line of their chance over the game and a summary. A finished
//! review is kept in the game's save, so it is made once; a save changed since (a move taken back),
//! or one kept before the judge gave its uncertainty (2026-12-03), drops it.
//!
//! The questions belong to the room: they are dropped when the room closes or the review is
//! cancelled.

use crate::ui::context::Play;
use crate::ui::model::judgement::{fits, percent, summaries, Judgement};
use crate::ui::model::session::Reviewed;
use crate::ui::storage::saves;
use crate::ui::table::pool::{Asking, Pool};
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::bots::review::Sure;
use rules::bots::worker::Question;

/// Where a review stands in the room.
#[derive(Clone, Debug, PartialEq)]
pub enum Progress {
    /// Not asked for (or cancelled).
    Idle,
    /// Under way: the moves judged so far, of how many.
    Running(Vec<Judgement>, usize),
    /// Done (now or before, kept in the save).
    Done(Vec<Judgement>),
    /// The worker could not answer.
    Failed,
}

/// The moves asked of the bots' workers for a review: dropping it drops the questions not yet
/// answered (the workers on them end).
pub struct Reviewer {
    pool: Pool,
    asked: Vec<Asking>,
}

impl Drop for Reviewer {
    fn drop(&mut self) {
        for asking in &self.asked {
            self.pool.cancel(*asking);
        }
    }
}

/// The review of `moves` kept in the save of the game on the table, if it is whole.
pub fn kept(play: Play, moves: &[Reviewed]) -> Progress {
    let judged = play.id().as_deref().and_then(saves::review_of);
    match judged {
        Some(judged) if !moves.is_empty() && fits(&judged, moves) => Progress::Done(judged),
        _ => Progress::Idle,
    }
}

/// Starts reviewing `moves` of the game on the table: every move is asked of the `pool` at once (each
/// of its workers judges one at a time), `progress` following as they come; the whole review is kept
/// in the save. The questions are kept in `reviewer` until the review is done or fails; nothing is
/// asked (and `progress` says it failed) when there is nothing to review.
pub fn start(
    play: Play,
    pool: Pool,
    progress: RwSignal<Progress>,
    reviewer: StoredValue<Option<Reviewer>, LocalStorage>,
    moves: Vec<Reviewed>,
) {
    let save = play.with_untracked(|g| g.as_ref().map(|g| g.encode(0.0))).filter(|_| !moves.is_empty());
    let Some(save) = save else { return progress.set(Progress::Failed) };
    let of = moves.len();
    progress.set(Progress::Running(Vec::new(), of));
    let judged = move |reviewed: Reviewed, reply: Option<String>| {
        let Progress::Running(mut judged, _) = progress.get_untracked() else { return };
        let Some(judgement) = reply.and_then(|r| Judgement::read(&r, reviewed)) else {
            reviewer.set_value(None);
            return progress.set(Progress::Failed);
        };
        judged.push(judgement);
        if judged.len() < of {
            return progress.set(Progress::Running(judged, of));
        }
        // In the order of the game, as they are kept and shown.
        judged.sort_by_key(|j| j.step);
        if let Some(id) = play.id() {
            // Kept to open at once next time; one the device is too full to keep is judged again.
            let _ = saves::keep_review(&id, &judged);
        }
        reviewer.set_value(None);
        progress.set(Progress::Done(judged));
    };
    let asked = moves
        .into_iter()
        .map(|reviewed| pool.ask(Question::for_review(&save, reviewed.at), move |reply| judged(reviewed, reply)))
        .collect();
    reviewer.set_value(Some(Reviewer { pool, asked }));
}

/// The review's part of the room for a game of `last` steps: the button, or the bar and its cancel,
/// or each player's summary and chance over the game (a dot per marked move, pressed to go to it).
/// A marked move pressed sets `at`, the step the room shows.
pub fn panel(
    lang: Lang,
    last: usize,
    at: RwSignal<usize>,
    progress: RwSignal<Progress>,
    reviewer: StoredValue<Option<Reviewer>, LocalStorage>,
    moves: StoredValue<Vec<Reviewed>>,
) -> AnyView {
    let (play, pool) = (Play::get(), Pool::get());
    let t = lang.t();
    let last = last.max(1);
    let begin = move |_| start(play, pool, progress, reviewer, moves.get_value());
    let cancel = move |_| {
        reviewer.set_value(None);
        progress.set(Progress::Idle);
    };
    (move || match progress.get() {
        Progress::Idle => view! { <button class="ghost review-start" on:click=begin>{t.review}</button> }.into_any(),
        Progress::Failed => view! {
            <p class="refusal" role="alert">{t.review_failed}</p>
            <button class="ghost review-start" on:click=begin>{t.review}</button>
        }
        .into_any(),
        Progress::Running(judged, of) => view! {
            <div class="review-progress" role="status">
                <progress max=of value=judged.len()></progress>
                <span>{(t.reviewing)(judged.len() + 1, of)}</span>
                <button class="ghost" on:click=cancel>{t.cancel}</button>
            </div>
        }
        .into_any(),
        Progress::Done(judged) => players(lang, &judged, last, at),
    })
    .into_any()
}

/// Each reviewed player: name, summary line and chance over the game.
fn players(lang: Lang, judged: &[Judgement], last: usize, at: RwSignal<usize>) -> AnyView {
    let play = Play::get();
    let t = lang.t();
    let chapters = play.with_untracked(|g| g.as_ref().map(|g| g.chapters(lang))).unwrap_or_default();
    let team = together(play);
    let rows = summaries(judged, team).into_iter().map(|summary| {
        let seat = summary.seat;
        let (name, costliest) = play.with_untracked(|g| {
            let g = g.as_ref()?;
            let name = g.names().get(seat.index())?.clone();
            let costliest = summary.costliest.and_then(|c| {
                let j = &judged[c];
                let line = g.replay_step(j.step, lang)?.drawn.lines.into_iter().next().unwrap_or_default();
                Some((t.costliest)(chapter_of(&chapters, j.step), &line, j.points_lost()))
            });
            Some((name, costliest))
        })?;
        let line = match costliest {
            Some(worst) => format!("{}{worst}", (t.marked)(summary.marks)),
            None => (t.marked)(summary.marks),
        };
        // In thousandths of the width, and a quarter of that for the height (no float is printed:
        // its formatting would cost the page kilobytes).
        let x = |step: usize| (1000 * step / last).to_string();
        let y = |chance: u16| ((1000 - chance) / 4).to_string();
        let mine: Vec<&Judgement> = judged.iter().filter(|j| j.seat == seat).collect();
        let points: Vec<String> = mine.iter().map(|j| format!("{},{}", x(j.step), y(j.after))).collect();
        let marked: Vec<(usize, usize, &Judgement)> =
            mine.iter().filter_map(|j| Some((j.mark(team)? as usize, j.step, *j))).collect();
        let dots = marked
            .iter()
            .map(|&(mark, step, j)| view! { <circle class=format!("mark-{mark}") cx=x(step) cy=y(j.after) r="18" /> })
            .collect_view();
        // Each marked move as a button that goes to it (the graph's dots show where they fall).
        let list = marked
            .iter()
            .map(|&(mark, step, j)| {
                let label = format!("{} · {} (−{})", chapter_of(&chapters, step), t.marks[mark], j.points_lost());
                view! {
                    <li><button class=format!("ghost mark-{mark}") on:click=move |_| at.set(step)>{label}</button></li>
                }
            })
            .collect_view();
        Some(view! {
            <li class="review-player" data-seat=seat.index()>
                <h2>{name}</h2>
                <p class="review-summary">{line}</p>
                <svg class="review-graph" viewBox="0 0 1000 250" role="img" aria-label=t.review>
                    <line class="even" x1="0" y1="125" x2="1000" y2="125" />
                    <polyline points=points.join(" ") />
                    {dots}
                </svg>
                <ol class="review-marks">{list}</ol>
            </li>
        })
    });
    view! {
        <section class="review" aria-label=t.review>
            <p class="hint">{t.review_note}</p>
            <ul class="review-players">{rows.collect_view()}</ul>
        </section>
    }
    .into_any()
}

/// True when the game on the table is one the table wins or loses together (its band's).
fn together(play: Play) -> bool {
    play.with_untracked(|g| g.as_ref().and_then(|g| g.entry().play.as_ref()).is_some_and(|p| p.band.is_some()))
}

/// The part of the game (a round, a trick) step `step` is in, of the replay's `chapters`.
fn chapter_of(chapters: &[(usize, String)], step: usize) -> &str {
    chapters.iter().rfind(|(from, _)| *from <= step).map_or("", |(_, w)| w.as_str())
}

/// The judgement of the step on screen, if it is a reviewed move: the chance before and after, its
/// mark, and the strong bot's move in the game's words when it would have done better.
pub fn verdict(lang: Lang, progress: RwSignal<Progress>, at: usize) -> AnyView {
    let play = Play::get();
    let t = lang.t();
    let judged = progress.with(|p| match p {
        Progress::Done(judged) | Progress::Running(judged, _) => judged.iter().find(|j| j.step == at).cloned(),
        Progress::Idle | Progress::Failed => None,
    });
    let Some(j) = judged else { return ().into_any() };
    let team = together(play);
    let better = play.with_untracked(|g| {
        j.better.as_ref().and_then(|b| g.as_ref()?.instead_lines(at, b, lang)).and_then(|l| l.into_iter().next())
    });
    let mark = j.mark(team).map(|m| m as usize);
    view! {
        <div class="verdict" data-mark=mark>
            <p>{(t.chance)(team, percent(j.before), percent(j.after))}
                {match mark {
                    Some(m) => {
                        let (share, clearly) = (team.then(|| j.share_lost()), j.sure(team) == Sure::Clearly);
                        let said = (t.worse)(t.marks[m], j.points_lost(), percent(j.margin), share, clearly);
                        view! { <strong class=format!("mark-{m}")>{said}</strong> }.into_any()
                    }
                    None if j.better.is_some() && j.lost() <= j.margin => t.about_the_same.into_any(),
                    None => ().into_any(),
                }}
            </p>
            {better.map(|line| view! { <p class="better">{t.better}" "{line}</p> })}
        </div>
    }
    .into_any()
}
