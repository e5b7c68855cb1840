//! The review of a finished game, in the replay room (issue 30; the judge is [`crate::bots::review`]):
//! started by a button, each move a person made is sent to the bots' worker one at a time, so a bar
//! shows how far it is and a cancel stops it at once. Each move gets the win chance with the strong
//! bot's move and with the move made, and a mark at 10 / 20 / 30 points lost beyond the judge's own
//! uncertainty (in a game the table plays together, also at a third, two thirds or nine tenths of
//! the band's chance given up), said as "clearly" or "a little" worse ("about the same" when the
//! loss is within it); each player a line of their chance over the game and a summary. A finished
//! review is kept in the game's save, so it is made once; a save changed since (a move taken back),
//! or one kept before the judge gave its uncertainty (2026-12-03), drops it.
//!
//! The worker belongs to the room: it ends when the room closes or the review is cancelled.

use crate::bots::review::{Mark, Sure};
use crate::bots::worker::review_question;
use crate::json::{field, object, Json, Tree};
use crate::rules::PlayerId;
use crate::ui::i18n::Lang;
use crate::ui::table::bot_turns::{Asker, BotWorker, Heard};
use crate::ui::table::session::Reviewed;
use crate::ui::{storage, AppState};
use leptos::prelude::*;

/// One judged move, as the review keeps it (and the save stores it).
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    /// The move's step in the replay, and whose it was.
    pub step: usize,
    pub seat: PlayerId,
    /// The win chance in tenths of a percent with the strong bot's move and with the move made.
    pub before: u16,
    pub after: u16,
    /// The half-width of the 95 % interval of their difference, in tenths of a percent.
    pub margin: u16,
    /// The strong bot's move, as the game's action in JSON, when it would have done better.
    pub better: Option<Json>,
}

/// Kept without the bot's move where it had none better (most moves).
impl Tree for Judgement {
    fn to_tree(&self) -> Json {
        let mut fields = vec![
            ("step", self.step.to_tree()),
            ("seat", self.seat.to_tree()),
            ("before", self.before.to_tree()),
            ("after", self.after.to_tree()),
            ("margin", self.margin.to_tree()),
        ];
        fields.extend(self.better.clone().map(|better| ("better", better)));
        object(fields)
    }
    fn from_tree(tree: &Json) -> Option<Judgement> {
        Some(Judgement {
            step: field(tree, "step")?,
            seat: field(tree, "seat")?,
            before: field(tree, "before")?,
            after: field(tree, "after")?,
            margin: field(tree, "margin")?,
            better: field(tree, "better")?,
        })
    }
}

impl Judgement {
    /// The worker's answer for `of` (`before after margin [better]`); `None` if it is not one.
    pub fn read(reply: &str, of: Reviewed) -> Option<Judgement> {
        let mut parts = reply.splitn(4, ' ');
        let before: u16 = parts.next()?.parse().ok()?;
        let after: u16 = parts.next()?.parse().ok()?;
        let margin: u16 = parts.next()?.parse().ok()?;
        let better = match parts.next() {
            Some(action) => Some(crate::json::parse(action).ok()?),
            None => None,
        };
        let judgement = Judgement { step: of.step, seat: of.seat, before, after, margin, better };
        judgement.sound().then_some(judgement)
    }

    /// True when its numbers can be a judgement: chances of at most 100 %, the move made's no higher
    /// than the judge's, an interval no wider than the whole scale.
    fn sound(&self) -> bool {
        self.after <= self.before && self.before <= 1000 && self.margin <= 1000
    }

    /// Tenths of a percent of win chance the move lost.
    pub fn lost(&self) -> u16 {
        self.before - self.after.min(self.before)
    }

    /// Whole points of win chance lost, as the percentages shown differ.
    pub fn points_lost(&self) -> u16 {
        percent(self.before) - percent(self.after)
    }

    /// Its mark, if it lost 10 points or more of the chances shown (so "55 % → 45 %" is marked
    /// even when the tenths behind it differ by 9.9) and more than its uncertainty; in a game the
    /// table plays `together`, or a share of the band's chance ([`Mark::by_share`]).
    pub fn mark(&self, together: bool) -> Option<Mark> {
        Mark::of_move(10 * self.points_lost(), self.before, self.lost(), self.margin, together)
    }

    /// How sure the judge is that a marked move was worse.
    pub fn sure(&self, together: bool) -> Sure {
        Sure::of(self.before, self.lost(), self.margin, together)
    }

    /// The share of the chance the move gave up, in whole percent (of the band's, in a game played
    /// together).
    pub fn share_lost(&self) -> u16 {
        (u32::from(self.lost()) * 100 / u32::from(self.before.max(1))) as u16
    }
}

/// Tenths of a percent as a whole percentage, rounded.
pub fn percent(tenths: u16) -> u16 {
    (tenths + 5) / 10
}

/// True when `judged` is a whole review of these moves (a kept review of another version of the
/// game, or a damaged one — a chance above 100 % in an imported file — is not).
pub fn fits(judged: &[Judgement], moves: &[Reviewed]) -> bool {
    judged.len() == moves.len()
        && judged.iter().zip(moves).all(|(j, m)| j.step == m.step && j.seat == m.seat && j.sound())
}

/// A player's review in brief: how many moves got each mark, and the costliest move (by its place
/// among the judgements), if any was marked.
#[derive(Debug, PartialEq)]
pub struct Summary {
    pub seat: PlayerId,
    /// Inaccuracies, mistakes, blunders.
    pub marks: [usize; 3],
    pub costliest: Option<usize>,
}

/// Each reviewed player's summary, by seat, in a game played `together` or not.
pub fn summaries(judged: &[Judgement], together: bool) -> Vec<Summary> {
    let mut seats: Vec<PlayerId> = Vec::new();
    for j in judged {
        if !seats.contains(&j.seat) {
            seats.push(j.seat);
        }
    }
    crate::rules::sort_by(&mut seats, |a, b| a.index() < b.index());
    seats
        .into_iter()
        .map(|seat| {
            let mut summary = Summary { seat, marks: [0; 3], costliest: None };
            for (i, j) in judged.iter().enumerate().filter(|(_, j)| j.seat == seat) {
                if let Some(mark) = j.mark(together) {
                    summary.marks[mark as usize] += 1;
                    if summary.costliest.is_none_or(|c| judged[c].lost() < j.lost()) {
                        summary.costliest = Some(i);
                    }
                }
            }
            summary
        })
        .collect()
}

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

/// The worker judging the moves; ended when dropped.
pub type Reviewer = BotWorker;

/// The review of `moves` kept in the save of the game on the table, if it is whole.
pub fn kept(state: AppState, moves: &[Reviewed]) -> Progress {
    let judged = state.current.with_untracked(|id| id.as_deref().and_then(storage::review_of));
    match judged {
        Some(judged) if !moves.is_empty() && fits(&judged, moves) => Progress::Done(judged),
        _ => Progress::Idle,
    }
}

/// Starts reviewing `moves` of the game on the table: they go to a fresh worker one by one,
/// `progress` following; the whole review is kept in the save. `None` if there is nothing to review
/// or the browser refuses a worker.
pub fn start(state: AppState, progress: RwSignal<Progress>, moves: Vec<Reviewed>) -> Option<Reviewer> {
    let save = state.game.with_untracked(|g| g.as_ref().map(|g| g.encode(0.0))).filter(|_| !moves.is_empty())?;
    let of = moves.len();
    progress.set(Progress::Running(Vec::new(), of));
    let ask = move |to: &Asker, of: Reviewed| to.ask(&review_question(&save, of.at));
    BotWorker::start(move |heard, to| {
        let reply = match heard {
            Heard::Ready => return ask(to, moves[0]),
            Heard::Reply(reply) => reply,
            Heard::Failed => None,
        };
        let Progress::Running(mut judged, _) = progress.get_untracked() else { return };
        match reply.and_then(|r| Judgement::read(&r, moves[judged.len()])) {
            Some(judgement) => judged.push(judgement),
            None => return progress.set(Progress::Failed),
        }
        if judged.len() < of {
            ask(to, moves[judged.len()]);
            progress.set(Progress::Running(judged, of));
        } else {
            if let Some(id) = state.current.get_untracked() {
                // Kept to open at once next time; one the device is too full to keep is judged again.
                let _ = storage::keep_review(&id, &judged);
            }
            progress.set(Progress::Done(judged));
        }
    })
}

/// The review's part of the room for a game of `last` steps: the button, or the bar and its cancel,
/// or each player's summary and chance over the game (a dot per marked move, pressed to go to it).
pub fn panel(
    lang: Lang,
    last: usize,
    progress: RwSignal<Progress>,
    reviewer: StoredValue<Option<Reviewer>, LocalStorage>,
    moves: StoredValue<Vec<Reviewed>>,
) -> AnyView {
    let state = AppState::get();
    let t = lang.t();
    let last = last.max(1);
    let begin = move |_| {
        let started = start(state, progress, moves.get_value());
        if started.is_none() {
            progress.set(Progress::Failed);
        }
        reviewer.set_value(started);
    };
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
        Progress::Done(judged) => players(lang, &judged, last),
    })
    .into_any()
}

/// Each reviewed player: name, summary line and chance over the game.
fn players(lang: Lang, judged: &[Judgement], last: usize) -> AnyView {
    let state = AppState::get();
    let t = lang.t();
    let chapters = state.game.with_untracked(|g| g.as_ref().map(|g| g.chapters(lang))).unwrap_or_default();
    let team = together(state);
    let rows = summaries(judged, team).into_iter().map(|summary| {
        let seat = summary.seat;
        let (name, costliest) = state.game.with_untracked(|g| {
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
                    <li><button class=format!("ghost mark-{mark}") on:click=move |_| state.replay_at.set(step)>{label}</button></li>
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
fn together(state: AppState) -> bool {
    state.game.with_untracked(|g| g.as_ref().and_then(|g| g.entry().play.as_ref()).is_some_and(|p| p.band.is_some()))
}

/// The part of the game (a round, a trick) step `step` is in, of the replay's `chapters`.
fn chapter_of(chapters: &[(usize, String)], step: usize) -> &str {
    chapters.iter().rfind(|(from, _)| *from <= step).map_or("", |(_, w)| w.as_str())
}

/// The judgement of the step on screen, if it is a reviewed move: the chance before and after, its
/// mark, and the strong bot's move in the game's words when it would have done better.
pub fn verdict(lang: Lang, progress: RwSignal<Progress>, at: usize) -> AnyView {
    let state = AppState::get();
    let t = lang.t();
    let judged = progress.with(|p| match p {
        Progress::Done(judged) | Progress::Running(judged, _) => judged.iter().find(|j| j.step == at).cloned(),
        Progress::Idle | Progress::Failed => None,
    });
    let Some(j) = judged else { return ().into_any() };
    let team = together(state);
    let better = state.game.with_untracked(|g| {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn judged(step: usize, seat: u8, before: u16, after: u16) -> Judgement {
        Judgement { step, seat: PlayerId::new(seat), before, after, margin: 0, better: None }
    }

    /// A mark follows the chances shown: 55 % → 45 % is an inaccuracy though 9.9 points lie
    /// behind it, and 54 % → 45 % is not one.
    #[test]
    fn a_mark_follows_the_chances_shown() {
        assert_eq!(judged(0, 0, 545, 446).mark(false), Some(Mark::Inaccuracy));
        assert_eq!(judged(0, 0, 544, 449).mark(false), None);
        assert_eq!(judged(0, 0, 800, 500).mark(false), Some(Mark::Blunder));
    }

    /// In a game played together the share of the band's chance counts too: 6 % → 0 % gave up all
    /// of it, 9 % → 6 % a third; said with its share.
    #[test]
    fn a_band_move_is_marked_by_the_share_it_gave_up() {
        let gone = Judgement { margin: 9, ..judged(0, 0, 60, 0) };
        assert_eq!((gone.mark(false), gone.mark(true), gone.share_lost()), (None, Some(Mark::Blunder), 100));
        assert_eq!(gone.sure(true), Sure::Clearly);
        let third = Judgement { margin: 20, ..judged(0, 0, 90, 60) };
        assert_eq!(
            (third.mark(true), third.sure(true), third.share_lost()),
            (Some(Mark::Inaccuracy), Sure::ALittle, 33)
        );
        assert_eq!(judged(0, 0, 545, 446).mark(true), Some(Mark::Inaccuracy), "the points count still");
    }

    #[test]
    fn a_reply_reads_as_a_judgement_and_anything_else_does_not() {
        let of = Reviewed { step: 4, at: 6, seat: PlayerId::new(1) };
        let read = Judgement::read("412 180 61 {\"Play\":3}", of).unwrap();
        assert_eq!(
            (read.step, read.seat, read.before, read.after, read.margin, read.lost()),
            (4, PlayerId::new(1), 412, 180, 61, 232)
        );
        assert_eq!((read.mark(false), read.sure(false)), (Some(Mark::Mistake), Sure::Clearly));
        assert!(read.better.is_some());
        assert_eq!(Judgement::read("500 500 0", of).map(|j| (j.mark(false), j.better)), Some((None, None)));
        let within = Judgement::read("412 180 240 {\"Play\":3}", of).unwrap();
        assert_eq!((within.mark(false), within.mark(true)), (None, None), "a loss within its uncertainty");
        for bad in ["", "500", "500 500", "x 1 0", "1001 0 0", "100 200 0", "500 100 1001", "500 100 9 {", "null"] {
            assert_eq!(Judgement::read(bad, of), None, "{bad}");
        }
    }

    #[test]
    fn a_summary_counts_each_players_marks_and_names_the_costliest() {
        let all = [
            judged(1, 0, 500, 450),
            judged(2, 1, 600, 250),
            judged(3, 0, 700, 500),
            judged(5, 0, 800, 500),
            judged(6, 1, 300, 180),
        ];
        assert_eq!(
            summaries(&all, false),
            vec![
                Summary { seat: PlayerId::new(0), marks: [0, 1, 1], costliest: Some(3) },
                Summary { seat: PlayerId::new(1), marks: [1, 0, 1], costliest: Some(1) },
            ]
        );
        assert_eq!(
            summaries(&all[..1], false),
            vec![Summary { seat: PlayerId::new(0), marks: [0; 3], costliest: None }]
        );
    }

    #[test]
    fn a_kept_review_fits_only_the_same_moves() {
        let moves =
            [Reviewed { step: 1, at: 0, seat: PlayerId::new(0) }, Reviewed { step: 2, at: 3, seat: PlayerId::new(1) }];
        let review = [judged(1, 0, 500, 400), judged(2, 1, 500, 500)];
        assert!(fits(&review, &moves));
        assert!(!fits(&review[..1], &moves), "a part");
        assert!(!fits(&[judged(1, 0, 500, 400), judged(2, 0, 500, 500)], &moves), "another seat");
        assert!(!fits(&[judged(1, 0, 400, 500), judged(2, 1, 500, 500)], &moves), "after above before");
        assert!(!fits(&[judged(1, 0, 65535, 500), judged(2, 1, 500, 500)], &moves), "a chance above 100 %");
        let wide = Judgement { margin: 1001, ..judged(1, 0, 500, 400) };
        assert!(!fits(&[wide, judged(2, 1, 500, 500)], &moves), "an interval wider than the scale");
    }

    /// A review kept before the judge gave its uncertainty does not read (it is made again); one
    /// kept since reads back as it was.
    #[test]
    fn a_review_kept_without_its_uncertainty_is_made_again() {
        let old = crate::json::parse(r#"[{"step":1,"seat":0,"before":500,"after":400}]"#).unwrap();
        assert_eq!(Vec::<Judgement>::from_tree(&old), None);
        let kept = vec![Judgement { margin: 37, ..judged(1, 0, 500, 400) }];
        assert_eq!(Vec::<Judgement>::from_tree(&kept.to_tree()), Some(kept));
    }
}
