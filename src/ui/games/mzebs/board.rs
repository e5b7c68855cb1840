//! M&ZEB-S at the table: which screen shows. The secret choices (colours at the start, guesses at the
//! end) come one player at a time behind the curtain; the turns between them are played in the open,
//! straight from one player to the other; the end is the reveal.

use super::end::end_screen;
use super::map::map;
use super::memo::{choose_screen, guess_screen, memo_screen};
use super::pieces::{chip, tally};
use super::scene::Camera;
use super::text::text;
use super::turn::{bot_table, scene, turn_screen};
use crate::ui::context::Play;
use crate::ui::contract::{replay, Drawn};
use crate::ui::model::session::{Session, Stage, Step};
use crate::ui::table::curtain::curtain;
use crate::ui::table::kit;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::mzebs::token::Colour;
use rules::mzebs::{Mzebs, MzebsEvent, Phase};
use rules::PlayerId;

/// The screen for the game in progress, whatever it shows now.
pub fn screen(s: &Session<Mzebs>, lang: Lang) -> AnyView {
    let play = Play::get();
    let t = text(lang);
    let v = s.view();
    let body = match (s.stage(), &v.phase) {
        (Stage::Curtain(seat), _) => {
            let news = s.news_for(seat).iter().filter_map(|e| line(s, e, lang)).collect();
            let reveal = Callback::new(move |_| play.update::<Mzebs>(Session::reveal));
            curtain(
                s.name(seat).to_string(),
                news,
                s.handing_back(),
                kit::undo_button(s, |name| fill(t.undo(), &[name])),
                reveal,
            )
            .into_any()
        }
        (Stage::Private(seat), Phase::Choose(_)) => choose_screen(s, &v, seat, lang),
        (Stage::Private(seat), Phase::Guess(_)) => guess_screen(s, &v, seat, lang),
        (Stage::Private(seat), _) if s.peeking() => memo_screen(s, &v, seat, lang),
        (Stage::Private(seat), _) => turn_screen(s, &v, seat, lang),
        (Stage::Bot(bot), _) => {
            let news = s.since_people().iter().filter_map(|e| line(s, e, lang)).collect();
            let (undo, table) = (kit::undo_button(s, |name| fill(t.undo(), &[name])), bot_table(s, &v, bot, lang));
            kit::bot_turn(
                lang,
                kit::BotTurn { bot, name: s.name(bot).into(), moves: s.moves(), game: "mzebs", news, undo, table },
            )
        }
        (Stage::Pause | Stage::Over, _) => end_screen(s, &v, lang),
    };
    let progress = (v.phase != Phase::Over).then(|| <Mzebs as crate::ui::contract::Seated>::progress(s, lang));
    view! { {kit::game_bar::<Mzebs>(lang, progress)} {body} }.into_any()
}

/// One step of a finished game's replay: the move, the field (the placement lit), each player's
/// secret colours and guess face up, both tallies, and the map.
pub fn replay(step: &Step<Mzebs>, lang: Lang) -> Drawn {
    let t = text(lang);
    let s = &step.at;
    let v = step.table();
    // A token collected is said in the replay alone (on a curtain its placement says it all), and
    // so are the secret colours and guesses chosen (nothing is secret once the game is over).
    let said = |e: &MzebsEvent| match e {
        MzebsEvent::Collected { seat, token } => Some(fill(t.collected(), &[s.name(*seat), &t.token_name(*token)])),
        MzebsEvent::Chose { seat } => {
            let (name, secret) = (s.name(*seat), step.view_of(*seat).mine?.secret?);
            let (wanted, unwanted) = (t.colour(secret.wanted), t.colour(secret.unwanted));
            let said = line(s, e, lang)?;
            let (colon, sep) = if lang == Lang::Ja { ("：", "、") } else { (": ", ", ") };
            let chose = said.trim_end_matches(['.', '。']);
            Some(format!(
                "{chose}{colon}{} {wanted}{sep}{} {unwanted}",
                fill(t.they_want(), &[name]),
                fill(t.they_not_want(), &[name])
            ))
        }
        MzebsEvent::Guessed { seat } => {
            let guess = step.view_of(*seat).mine?.guess?;
            let (name, other) = (s.name(*seat), s.name(seat.next(2)));
            Some(fill(t.guessed_of(), &[name, other, t.colour(guess.wanted), t.colour(guess.unwanted)]))
        }
        e => line(s, e, lang),
    };
    let lines = step.events().iter().filter_map(said).collect();
    let seats = [PlayerId::new(0), PlayerId::new(1)];
    let hands = seats.map(|seat| {
        let memo = step.view_of(seat).mine;
        let (name, other) = (s.name(seat), s.name(seat.next(2)));
        let colours = memo.as_ref().and_then(|m| m.secret).map(|m| {
            let pick = |code: &str, c: Colour, words: String| {
                view! { <p data-piece=format!("{code}{}", c.index())><span>{chip(t, c)}</span>" "{words}</p> }
            };
            view! { {pick("want", m.wanted, fill(t.they_want(), &[name]))} {pick("not", m.unwanted, fill(t.they_not_want(), &[name]))} }
        });
        let guess = memo.as_ref().and_then(|m| m.guess).map(|g| {
            let words = fill(t.guessed_of(), &[name, other, t.colour(g.wanted), t.colour(g.unwanted)]);
            view! { <p data-piece=format!("guess{}{}", g.wanted.index(), g.unwanted.index())>{words}</p> }
        });
        replay::hand(seat, name, view! { {colours} {guess} }.into_any())
    });
    let tallies = seats.map(|p| tally(t, s.name(p), v.tallies[p]));
    let last = v.last.as_ref().map(|(_, cells)| cells.clone());
    let board = view! {
        {scene(t, v.field.clone(), last, None, RwSignal::new(Camera::START))}
        <div class="hands">{hands.into_iter().collect_view()}</div>
        <section class="tallies">{tallies.into_iter().collect_view()}</section>
        {map(t, &v.field)}
    };
    Drawn { lines, board: board.into_any() }
}

/// A public event as one line of news (the curtain's "since your last turn").
pub fn line(s: &Session<Mzebs>, e: &MzebsEvent, lang: Lang) -> Option<String> {
    let t = text(lang);
    Some(match e {
        MzebsEvent::Chose { seat } => fill(t.chose(), &[s.name(*seat)]),
        MzebsEvent::Collected { .. } => return None,
        MzebsEvent::Placed { seat, token, .. } => fill(t.placed(), &[s.name(*seat), &t.token_name(*token)]),
        MzebsEvent::Guessed { seat } => fill(t.guessed(), &[s.name(*seat)]),
        MzebsEvent::Revealed => return None,
    })
}
