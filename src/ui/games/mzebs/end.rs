//! The reveal (得点計算): both guesses and memos shown together, then the score built up one step at
//! a time for the table to follow — guesses, the wanted count cut by a right guess, ❶ the collected
//! tokens, ❷ the area ranking from above, the −5 of a right unwanted guess, and the totals with the
//! result. "Show everything" skips ahead; the field stays below.

use super::map::map;
use super::pieces::chip;
use super::text::{text, MzebsText};
use super::turn::{angle, scene};
use crate::ui::model::session::Session;
use crate::ui::table::kit;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::mzebs::scoring::{MzebsOutcome, Score};
use rules::mzebs::token::Colour;
use rules::mzebs::view::MzebsView;
use rules::mzebs::{Mzebs, PLAYERS};
use rules::PlayerId;

/// Steps of the reveal: guesses, cut, ❶, ❷, penalty, total.
const STEPS: u32 = 6;

/// The end screen: the reveal, then the result with "Play again".
pub fn end_screen(s: &Session<Mzebs>, v: &MzebsView, lang: Lang) -> AnyView {
    let t = text(lang);
    let Some(out) = s.outcome() else { return ().into_any() };
    let step = RwSignal::new(0u32);
    let names: Vec<String> = s.names().to_vec();
    let seats = [PlayerId::new(0), PlayerId::new(1)];
    // Each step's row is drawn once, when the reveal reaches it.
    let rows = (0..STEPS).map(|i| {
        let (out, names) = (out.clone(), names.clone());
        let shown = Memo::new(move |_| step.get() >= i);
        move || shown.get().then(|| row(t, &out, &names, i))
    });
    let head = names.iter().map(|n| view! { <th scope="col">{n.clone()}</th> }).collect_view();
    let [a, b] = seats.map(|p| out.scores[p].total);
    let headline = match out.winner {
        Some(w) => fill(t.wins(), &[&names[w.index()], &a.max(b).to_string(), &a.min(b).to_string()]),
        None => fill(t.draw(), &[&a.to_string()]),
    };
    let done = move || step.get() + 1 >= STEPS;
    let next = move |_| step.update(|n| *n = (*n + 1).min(STEPS - 1));
    let all = move |_| step.set(STEPS - 1);
    let last = v.last.as_ref().map(|(_, c)| c.clone());
    view! {
        <main class="mzebs end" class:done=done>
            <div class="outcome">
                {kit::result_panel(out.winner.is_some(), headline, ().into_any())}
                {kit::play_again(lang, s.seed())}
            </div>
            <h1 class="turn revealing">{t.reveal()}</h1>
            <table class="reveal">
                <thead><tr><td></td>{head}</tr></thead>
                <tbody>{rows.collect_view()}</tbody>
            </table>
            <div class="actions revealing">
                <button class="primary big" on:click=next>{t.show_next()}</button>
                <button class="ghost" on:click=all>{t.show_all()}</button>
            </div>
            {scene(t, v.field.clone(), last, None, angle())}
            {map(t, &v.field)}
        </main>
    }
    .into_any()
}

/// One step of the reveal as a table row: its name, then what it shows for each player.
fn row(t: &'static MzebsText, out: &MzebsOutcome, names: &[String], step: u32) -> impl IntoView {
    let verdict =
        |right: bool| view! { <b class=right.then_some("right")>{if right { t.right() } else { t.wrong() }}</b> };
    let cell = |seat: PlayerId| {
        let score: &Score = &out.scores[seat];
        let secret = out.secrets[seat];
        let other = seat.next(PLAYERS);
        let cell = match step {
            0 => {
                let guess = out.guesses[other];
                let (by, of) = (&names[other.index()], &names[seat.index()]);
                // What was true and what was guessed, side by side, then whether they match.
                let said = |template: &str, truth: Colour, guessed: Colour| {
                    fill(template, &[of, t.colour(truth), by, t.colour(guessed)])
                };
                view! {
                    <p class="memo">{chip(t, secret.wanted)}" "{said(t.truly_wants(), secret.wanted, guess.wanted)}" "{verdict(score.wanted_found)}</p>
                    <p class="memo">{chip(t, secret.unwanted)}" "{said(t.truly_not_wants(), secret.unwanted, guess.unwanted)}" "{verdict(score.unwanted_found)}</p>
                }
                .into_any()
            }
            1 => {
                let i = secret.wanted.index();
                let said = match score.wanted_found {
                    true => fill(
                        t.cut(),
                        &[t.colour(secret.wanted), &score.tally[i].to_string(), &score.counts[i].to_string()],
                    ),
                    false => t.no_cut().to_string(),
                };
                said.into_any()
            }
            2 => {
                let parts = Colour::ALL.map(|c| {
                    let (n, pts) = (score.counts[c.index()], score.points[c.index()]);
                    view! { <li>{chip(t, c)}{format!("{n} → {pts:+}")}</li> }
                });
                view! { <ul class="parts">{parts.into_iter().collect_view()}</ul><b>{score.collected}</b> }.into_any()
            }
            3 => view! {
                <p>
                    {chip(t, secret.wanted)}" "{t.rank_of(score.rank)}" · "{t.area_of(out.areas[secret.wanted.index()])}" "
                    <b>{format!("{:+}", score.area)}</b>
                </p>
            }
            .into_any(),
            4 => view! { <b>{score.penalty}</b> }.into_any(),
            _ => view! { <b class="total">{score.total}</b> }.into_any(),
        };
        view! { <td>{cell}</td> }
    };
    view! {
        <tr data-step=step>
            <th scope="row">{t.steps()[step as usize]}</th>
            {cell(PlayerId::new(0))}
            {cell(PlayerId::new(1))}
        </tr>
    }
}
