//! M&ZEB-S at the table: which screen shows. The secret choices (colours at the start, guesses at the
//! end) come one player at a time behind the curtain; the turns between them are played in the open,
//! straight from one player to the other; the end is the reveal.

use super::end::end_screen;
use super::memo::{choose_screen, guess_screen, memo_screen};
use super::text::text;
use super::turn::{bot_table, turn_screen};
use crate::rules::mzebs::{Mzebs, MzebsEvent, Phase};
use crate::ui::curtain::curtain;
use crate::ui::i18n::Lang;
use crate::ui::kit;
use crate::ui::session::{Session, Stage};
use crate::ui::AppState;
use leptos::prelude::*;

/// The screen for the game in progress, whatever it shows now.
pub fn screen(s: &Session<Mzebs>, lang: Lang) -> AnyView {
    let state = AppState::get();
    let t = text(lang);
    let v = s.view();
    let body = match (s.stage(), &v.phase) {
        (Stage::Curtain(seat), _) => {
            let news = s.news_for(seat).iter().filter_map(|e| line(s, e, lang)).collect();
            let reveal = Callback::new(move |_| state.update::<Mzebs>(Session::reveal));
            curtain(s.name(seat).to_string(), news, s.handing_back(), kit::undo_button(s, t.undo), reveal).into_any()
        }
        (Stage::Private(seat), Phase::Choose(_)) => choose_screen(s, &v, seat, lang),
        (Stage::Private(seat), Phase::Guess(_)) => guess_screen(s, &v, seat, lang),
        (Stage::Private(seat), _) if s.peeking() => memo_screen(s, &v, seat, lang),
        (Stage::Private(seat), _) => turn_screen(s, &v, seat, lang),
        (Stage::Bot(bot), _) => {
            let news = s.since_people().iter().filter_map(|e| line(s, e, lang)).collect();
            let (undo, table) = (kit::undo_button(s, t.undo), bot_table(s, &v, bot, lang));
            kit::bot_turn(
                lang,
                kit::BotTurn { bot, name: s.name(bot).into(), moves: s.moves(), game: "mzebs", news, undo, table },
            )
        }
        (Stage::Pause | Stage::Over, _) => end_screen(s, &v, lang),
    };
    let progress = (v.phase != Phase::Over).then(|| <Mzebs as crate::ui::table::Seated>::progress(s, lang));
    view! { {kit::game_bar::<Mzebs>(lang, progress)} {body} }.into_any()
}

/// A public event as one line of news (the curtain's "since your last turn").
pub fn line(s: &Session<Mzebs>, e: &MzebsEvent, lang: Lang) -> Option<String> {
    let t = text(lang);
    Some(match e {
        MzebsEvent::Chose { seat } => (t.chose)(s.name(*seat)),
        MzebsEvent::Collected { .. } => return None,
        MzebsEvent::Placed { seat, token, .. } => (t.placed)(s.name(*seat), &t.token_name(*token)),
        MzebsEvent::Guessed { seat } => (t.guessed)(s.name(*seat)),
        MzebsEvent::Revealed => return None,
    })
}
