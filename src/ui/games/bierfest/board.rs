//! Willkommen, Bierfest! at the table: which screen shows (the curtain with the news since your last
//! turn, your screen, a toast's results for everybody, the score sheet) and the revealed player's
//! screen: the table, then their hand and moves. Hands are secret, so the device goes round behind the
//! curtain, in a toast too (spec: each player's choices behind the curtain, each result public). Each
//! rule situation's coach mark sits beside what it explains.

use super::end::end_screen;
use super::moves::{buttons, deck_knowledge, hand, hand_pieces, watching};
use super::news::line;
use super::table::{seats, status};
use super::text::{kind_name, text};
use super::toast::toast_result;
use crate::ui::coach;
use crate::ui::context::Play;
use crate::ui::contract::{replay, Drawn};
use crate::ui::model::session::{Session, Stage, Step};
use crate::ui::table::curtain::curtain;
use crate::ui::table::kit;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::bierfest::situation::BierfestSituation;
use rules::bierfest::view::BierfestView;
use rules::bierfest::{Bierfest, BierfestAction, Phase};
use rules::PlayerId;

/// The screen for the game in progress, whatever it shows now.
pub fn screen(s: &Session<Bierfest>, lang: Lang) -> AnyView {
    let play = Play::get();
    let t = text(lang);
    let v = s.view();
    let body = match s.stage() {
        Stage::Curtain(seat) => {
            let news = s.news_for(seat).iter().map(|e| line(s, e, lang)).collect();
            let reveal = Callback::new(move |_| play.update::<Bierfest>(Session::reveal));
            curtain(
                s.name(seat).to_string(),
                news,
                s.handing_back(),
                kit::undo_button(s, |name| fill(t.undo(), &[name])),
                reveal,
            )
            .into_any()
        }
        Stage::Private(seat) => board(s, &v, seat, lang),
        Stage::Bot(bot) => {
            let news = s.since_people().iter().map(|e| line(s, e, lang)).collect();
            let own = s.lone_person().and_then(|_| watching(s, &v, lang));
            let table = view! { {status(&v, lang)} {own} {seats(s, &v, lang)} }.into_any();
            let undo = kit::undo_button(s, |name| fill(t.undo(), &[name]));
            kit::bot_turn(
                lang,
                kit::BotTurn { bot, name: s.name(bot).into(), moves: s.moves(), game: "bierfest", news, undo, table },
            )
        }
        Stage::Pause => toast_result(s, &v, lang),
        Stage::Over => end_screen(s, &v, lang),
    };
    view! { {kit::game_bar::<Bierfest>(lang, Some(fill(t.toasts_short(), &[&v.toasts.to_string()])))} {body} }
        .into_any()
}

/// What, when it changes, draws the screen anew (see [`kit::board_in_parts`]): on a player's own
/// screen, the seat and whether it is their turn, their part of a toast or of the final toast, so a
/// turn's steps (the draw, drawing more, cards put back, a set played) follow the game in parts
/// ([`board`]); on any other screen, every move.
pub fn frame(s: &Session<Bierfest>) -> (Stage, usize) {
    match s.stage() {
        stage @ Stage::Private(_) => (stage, part_of_turn(s.view().phase)),
        _ => s.screen_key(),
    }
}

/// 0 for a turn, 1 for a part of a toast, 2 for a part of the final toast.
fn part_of_turn(phase: Phase) -> usize {
    match phase {
        Phase::Toast { last, .. } => 1 + usize::from(last),
        _ => 0,
    }
}

/// The revealed player's screen, drawn once for its [`frame`]: the headline stays, and the parts
/// follow the game — the hand and the moves with the hint and the undo at every step, the deck and
/// toasts and the seats only when what they show changes.
fn board(s: &Session<Bierfest>, v: &BierfestView, seat: PlayerId, lang: Lang) -> AnyView {
    let t = text(lang);
    let headline = match v.phase {
        Phase::Toast { last: false, .. } => fill(t.toast_part(), &[s.name(seat)]),
        Phase::Toast { last: true, .. } => fill(t.final_toast_part(), &[s.name(seat)]),
        _ => fill(t.turn_of(), &[s.name(seat)]),
    };
    let toast = matches!(v.phase, Phase::Toast { .. });
    let built = frame(s);
    let marks = coach::Marks::new(frame, built, spot);
    let status = kit::follow_changes(
        frame,
        built,
        move |_, v| (v.deck, v.toasts, marks.key_at("status")),
        move |_, v| marks.place("status", status(v, lang), None),
    );
    let hand = kit::follow(frame, built, move |s, v| match hand(s, v, seat, lang) {
        Some(hand) => marks.place("hand", hand, None),
        None => ().into_any(),
    });
    let moves = kit::follow(frame, built, move |s, v| {
        v.mine.as_ref().map(|_| marks.place("moves", buttons(s, v, lang), coach::hint(s, lang, None))).into_any()
    });
    let undo = kit::follow(frame, built, move |s, _| {
        kit::undo_button(s, |name| fill(t.undo(), &[name])).map(|b| view! { <div class="actions">{b}</div> }).into_any()
    });
    let seats = kit::follow_changes(
        frame,
        built,
        move |_, v| (v.seats.clone(), v.to_act.clone()),
        move |s, v| seats(s, v, lang),
    );
    view! {
        <main class="bierfest private" class:toasting=toast data-seat=seat.index() data-private-seat=seat.index()>
            {kit::banner(headline, Some(seat))}
            {status}
            {hand}
            {moves}
            {undo}
            {seats}
        </main>
    }
    .into_any()
}

/// One step of a finished game's replay: the move, the deck and toasts, every hand face up with the
/// cards its owner put back on the deck, and every seat's sets.
pub fn replay(step: &Step<Bierfest>, lang: Lang) -> Drawn {
    let s = &step.at;
    let values = &s.options().values;
    let mut lines: Vec<String> = step.events().iter().map(|e| line(s, e, lang)).collect();
    // Keeping the rest at the final toast changes nothing on the table: said by its button's words;
    // a card put back and a card declined are said by their kind (nothing is secret once the game
    // is over).
    match (step.mover, step.action) {
        (Some(seat), Some(BierfestAction::Keep)) => lines.push(format!("{}: {}", s.name(seat), text(lang).keep())),
        (Some(_), Some(BierfestAction::Return(kind) | BierfestAction::Decline(kind))) => {
            if let Some(said) = lines.first_mut() {
                let kind = kind_name(values, kind, lang);
                said.push_str(&if lang == Lang::Ja { format!("（{kind}）") } else { format!(" ({kind})") });
            }
        }
        _ => {}
    }
    let v = step.table();
    let hands = (0..s.names().len() as u8).map(PlayerId::new).filter_map(|seat| {
        let own = step.view_of(seat);
        let mine = own.mine.as_ref()?;
        let pieces = view! { {hand_pieces(values, mine, lang)} {deck_knowledge(s, values, mine, lang)} };
        Some(replay::hand(seat, s.name(seat), pieces.into_any()))
    });
    let board = view! { {status(&v, lang)} <div class="hands">{hands.collect_view()}</div> {seats(s, &v, lang)} };
    Drawn { lines, board: board.into_any() }
}

/// Where each rule situation's coach mark sits: beside the deck and toasts, the hand, or the moves.
fn spot(situation: BierfestSituation) -> &'static str {
    match situation {
        BierfestSituation::DeckLow => "status",
        BierfestSituation::TwoToasts => "hand",
        _ => "moves",
    }
}
