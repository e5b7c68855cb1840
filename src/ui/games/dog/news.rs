//! Here Comes the Dog's public news, one line per event (a roll, a take, a steal, a happening, a
//! round's end — rulebook "ラウンドの終了"), shown to the player whose turn it is and on the round's
//! summary.

use super::table::sticks_text;
use super::text::DogText;
use crate::ui::model::session::Session;
use crate::ui::words::fill;
use leptos::prelude::*;
use rules::dog::{Dog, DogEvent};
use rules::PlayerId;

/// One line of public news.
pub fn news_line(d: &DogText, s: &Session<Dog>, event: &DogEvent) -> Option<String> {
    let name = |p: PlayerId| s.name(p).to_string();
    Some(match *event {
        DogEvent::Rolled { seat, dice } => {
            format!("{}: {}", fill(d.rolled(), &[&name(seat)]), dice.0.map(|st| d.stick(st)).join(" · "))
        }
        DogEvent::Took { seat, sticks } => fill(d.took(), &[&name(seat), &sticks_text(d, sticks)]),
        DogEvent::Exchanged { seat, exchange } => fill(d.exchanged(), &[&name(seat), d.exchange()[exchange as usize]]),
        DogEvent::Stole { seat, from, stick } => fill(d.stole(), &[&name(seat), d.stick(stick), &name(from)]),
        DogEvent::NobodyToRob { seat } => fill(d.nobody_to_rob(), &[&name(seat)]),
        DogEvent::Happening { seat, happening } => {
            fill(d.happening_by(), &[&name(seat), d.happening()[happening as usize]])
        }
        DogEvent::Fed { seat, dogs, meat } => d.fed_line(&name(seat), dogs, meat),
        DogEvent::Attacked { seat, dogs, repel, fall } => {
            let mut line = d.attacked_line(&name(seat), dogs, repel.dogs(), fall.fell);
            if fall.out {
                line = format!("{line} {}", fill(d.went_out(), &[&name(seat)]));
            } else if fall.reset {
                line = format!("{line} {}", d.lost_dogs_line(&name(seat), fall.dogs_lost, fall.standing));
            }
            line
        }
        DogEvent::FireReturned { seat, fire } => fill(d.fire_returned(), &[&name(seat), &fire.to_string()]),
        DogEvent::RollAgain { seat } => fill(d.rolls_again(), &[&name(seat)]),
        DogEvent::RoundEnded { round, end } => {
            fill(d.round_ended(), &[&round.to_string(), d.round_end()[end as usize]])
        }
        DogEvent::RoundStarted { round, first } => fill(d.round_started(), &[&round.to_string(), &name(first)]),
        DogEvent::GameEnded => d.game_ended().to_string(),
    })
}

pub fn news_list(d: &'static DogText, s: &Session<Dog>, events: &[DogEvent], class: &'static str) -> AnyView {
    let lines: Vec<(String, &'static str)> = events
        .iter()
        .filter_map(|e| {
            let kind = match e {
                DogEvent::Happening { .. } => "happening",
                DogEvent::Stole { .. } => "steal",
                DogEvent::Exchanged { .. } => "exchange",
                DogEvent::Attacked { fall, .. } if fall.out || fall.reset => "reset",
                DogEvent::RoundEnded { .. } | DogEvent::RoundStarted { .. } => "round",
                _ => "",
            };
            news_line(d, s, e).map(|line| (line, kind))
        })
        .collect();
    view! {
        <ul class=format!("news-list {class}")>
            {lines.into_iter().map(|(line, kind)| view! { <li class=kind data-kind=kind>{line}</li> }).collect_view()}
        </ul>
    }
    .into_any()
}
