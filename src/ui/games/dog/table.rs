//! Here Comes the Dog's things on the table, as pictures with their words and counts: sticks (meat,
//! charcoal, fire — rulebook: the bonfire holds 9, 7 and 5), the three dice, each player's villagers
//! (standing, fallen, gone) and the seats with their dogs and sticks.

use super::text::{counted, DogText};
use crate::ui::model::session::Session;
use crate::ui::table::kit;
use crate::ui::words::fill;
use leptos::prelude::*;
use rules::dog::dice::Dice;
use rules::dog::stick::{Stick, Sticks};
use rules::dog::view::{DogView, SeatView};
use rules::dog::{Dog, DogEvent};
use rules::PlayerId;

/// A stick's picture: a shape per kind as well as a colour (Game Icons: a ham shank, a log, a flame),
/// next to its word.
pub fn stick_icon(stick: Stick) -> AnyView {
    view! { <span class=format!("stick {}", key(stick)) aria-hidden="true"><span class="art"></span></span> }.into_any()
}

/// A stick kind's class and test hook.
pub fn key(stick: Stick) -> &'static str {
    match stick {
        Stick::Meat => "meat",
        Stick::Charcoal => "charcoal",
        Stick::Fire => "fire",
    }
}

/// Whose sticks the last move changed (`None` for the bonfire's), so their counts tick.
pub fn moved_sticks(events: &[DogEvent]) -> Vec<Option<PlayerId>> {
    let mut moved = Vec::new();
    for event in events {
        match *event {
            DogEvent::Took { seat, .. }
            | DogEvent::Exchanged { seat, .. }
            | DogEvent::Fed { seat, .. }
            | DogEvent::FireReturned { seat, .. } => moved.extend([Some(seat), None]),
            DogEvent::Stole { seat, from, .. } => moved.extend([Some(seat), Some(from)]),
            _ => {}
        }
    }
    moved
}

/// The three kinds with their counts, icon + word + number; `moved` when the last move changed them.
pub fn stick_counts(d: &'static DogText, sticks: Sticks, class: &'static str, moved: bool) -> AnyView {
    view! {
        <ul class=format!("sticks {class}") class:moved=moved>
            {Stick::ALL.map(|stick| view! {
                <li class=key(stick) data-stick=key(stick) data-count=sticks.get(stick)>
                    {stick_icon(stick)}
                    <span class="word">{d.stick(stick)}</span>
                    <span class="count">{sticks.get(stick)}</span>
                </li>
            }).into_iter().collect_view()}
        </ul>
    }
    .into_any()
}

/// "2 meat + 1 fire".
pub fn sticks_text(d: &DogText, sticks: Sticks) -> String {
    d.sticks_list(&Stick::ALL.map(|s| (s, sticks.get(s))))
}

pub fn dice_view(s: &Session<Dog>, d: &'static DogText, dice: Option<(PlayerId, Dice)>, rolling: bool) -> AnyView {
    view! {
        <section class="dice" aria-label=d.dice()>
            {match dice {
                Some((roller, Dice(faces))) => view! {
                    <p class="roller">{fill(d.roll_of(), &[s.name(roller)])}</p>
                    <div class="faces-row">
                        {faces.iter().enumerate().map(|(i, &stick)| view! {
                            <span class="die" class:rolling=rolling style=format!("--i:{i}") data-face=key(stick)>
                                {stick_icon(stick)}<span class="word">{d.stick(stick)}</span>
                            </span>
                        }).collect_view()}
                    </div>
                }.into_any(),
                None => view! { <span class="hint">{d.dice_not_rolled()}</span> }.into_any(),
            }}
        </section>
    }
    .into_any()
}

fn villagers(d: &'static DogText, seat: &SeatView) -> AnyView {
    let figures = (0..rules::dog::village::VILLAGERS)
        .map(|i| {
            let class = if i < seat.standing {
                "villager standing"
            } else if i < seat.life {
                "villager fallen"
            } else {
                "villager gone"
            };
            view! { <span class=format!("art {class}") aria-hidden="true"></span> }
        })
        .collect_view();
    view! {
        <span class="villagers" data-standing=seat.standing data-life=seat.life>
            {figures}<span class="word">{fill(d.villagers(), &[&seat.standing.to_string(), &seat.life.to_string()])}</span>
        </span>
    }
    .into_any()
}

/// A seat's dogs: one picture per dog, and the count in words.
fn dogs(d: &'static DogText, dogs: u8) -> AnyView {
    let pictures = (0..dogs).map(|_| view! { <span class="art dog-icon" aria-hidden="true"></span> }).collect_view();
    view! { <span class="dogs">{pictures}<span class="word">{counted(d.dogs(), dogs)}</span></span> }.into_any()
}

pub fn seats_view(s: &Session<Dog>, v: &DogView, d: &'static DogText) -> AnyView {
    let moved = moved_sticks(s.last_events());
    let rows = v
        .seats
        .iter()
        .map(|(p, seat)| {
            let moved = moved.contains(&Some(p));
            let body = view! { {villagers(d, seat)} {stick_counts(d, seat.hand, "small", moved)} };
            kit::SeatPanel {
                seat: p,
                name: s.name(p).to_string(),
                lit: seat.to_act,
                dimmed: seat.out,
                badges: if seat.out { vec![("out", d.out())] } else { Vec::new() },
                aside: Some(dogs(d, seat.dogs)),
                body: body.into_any(),
            }
            .view()
        })
        .collect_view();
    view! { <ul class="dog-seats" aria-label=d.players()>{rows}</ul> }.into_any()
}
