//! Here Comes the Dog's public results: the summary after each round (rulebook: feeding, or the dogs'
//! attack, at the round's end) and the end screen with the ranking and the tie-break that decided
//! each place (rulebook: most dogs, then most villagers, then most sticks).

use super::news::news_list;
use super::table::seats_view;
use super::text::{text, DogText};
use crate::ui::model::session::Session;
use crate::ui::table::kit;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::dog::ranking::DogOutcome;
use rules::dog::view::DogView;
use rules::dog::{Dog, DogEvent, ROUNDS};

/// The public pause after a round: what the round's end did to each player.
pub fn round_summary(s: &Session<Dog>, d: &'static DogText) -> AnyView {
    let events = s.last_events();
    let from = events.iter().position(|e| matches!(e, DogEvent::RoundEnded { .. })).unwrap_or(0);
    let (ended, next) = match events[from..].iter().find_map(|e| match *e {
        DogEvent::RoundStarted { round, .. } => Some(round),
        _ => None,
    }) {
        Some(next) => (next - 1, next),
        None => (ROUNDS, ROUNDS),
    };
    let affected = events[from..].iter().any(|e| matches!(e, DogEvent::Fed { .. } | DogEvent::Attacked { .. }));
    view! {
        <main class="dog pause" data-round-ended=ended>
            {kit::banner(fill(d.summary_title(), &[&ended.to_string()]), None)}
            {news_list(d, s, &events[from..], "summary")}
            {(!affected).then(|| view! { <p class="hint">{d.nothing_happened()}</p> })}
            {seats_view(s, &s.view(), d)}
            <div class="actions">{kit::resume_button::<Dog>(fill(d.next_round(), &[&next.to_string()]))}</div>
        </main>
    }
    .into_any()
}

pub fn end_screen(s: &Session<Dog>, v: &DogView, lang: Lang) -> AnyView {
    let d = text(lang);
    let Some(outcome) = s.outcome() else { return view! { <main></main> }.into_any() };
    let winners: Vec<String> = outcome.winners().map(|p| s.name(p).to_string()).collect();
    let lone = v.seats.values().iter().filter(|seat| !seat.out).count() == 1 && v.seats.values().iter().any(|x| x.out);
    let rows = ranking_rows(s, d, &outcome);
    let last = s.last_events();
    let from = last.iter().position(|e| matches!(e, DogEvent::RoundEnded { .. } | DogEvent::Happening { .. }));
    let body = view! {
        {lone.then(|| view! { <p>{d.lone_survivor()}</p> })}
        <h2>{d.ranking()}</h2>
        <table class="ranking" data-winners=winners.join(",")>
            <thead><tr>
                <th>{d.place()}</th><th>{d.player()}</th><th>{d.dogs_col()}</th><th>{d.villagers_col()}</th>
                <th>{d.sticks_held()}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table>
    };
    view! {
        <main class="dog end">
            {kit::result_panel(true, fill(d.wins(), &[&winners.join(" & ")]), body.into_any())}
            {kit::play_again(lang, s.seed())}
            {from.map(|i| view! { <section class="latest">{news_list(d, s, &last[i..], "summary")}</section> })}
        </main>
    }
    .into_any()
}

fn ranking_rows(s: &Session<Dog>, d: &'static DogText, outcome: &DogOutcome) -> AnyView {
    outcome
        .placings
        .iter()
        .map(|p| {
            let st = p.standing;
            view! {
                <tr data-seat=p.seat.index() data-place=p.place>
                    <td class="place">{p.place}</td>
                    <td class="who">
                        {s.name(p.seat).to_string()}
                        {p.by.map(|b| view! { <span class="decider">{d.decided()}": "{d.decider()[b as usize]}</span> })}
                    </td>
                    <td class="dogs">{st.dogs}</td>
                    <td>{st.villagers}</td>
                    <td>{st.sticks}</td>
                </tr>
            }
        })
        .collect_view()
        .into_any()
}
