//! Bremen at the table: which screen shows (the curtain with the news since your last turn, your
//! board, a trick's result, the end), and the private board itself — your hand sorted by animal and
//! number, the tiles the rules allow highlighted, the others disabled with the reason on tap
//! (rulebook: follow the led animal if you hold one), the coach mark of each rule situation beside
//! what it explains, and the hint. Rules come only from the session's view.

use super::end::end_screen;
use super::seats::{animal_class, table, tile_code, tile_face};
use super::shelf;
use super::text::{text, BremenText};
use super::tricks::{finished_tricks, spot, trick_list, trick_result};
use crate::ui::coach;
use crate::ui::context::Play;
use crate::ui::contract::{replay, Drawn};
use crate::ui::model::session::{Session, Stage, Step};
use crate::ui::table::curtain::curtain;
use crate::ui::table::kit;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::bremen::view::{BremenView, HandView};
use rules::bremen::{Bremen, BremenAction, BremenEvent, BremenIllegal, TRICKS};
use rules::PlayerId;

/// The screen for the game in progress, whatever it shows now.
pub fn screen(s: &Session<Bremen>, lang: Lang) -> AnyView {
    let play = Play::get();
    let t = text(lang);
    let view = s.view();
    // The trick being played; on a result, the trick just won; at the end, just the game.
    let trick = match s.stage() {
        Stage::Pause => Some(finished_tricks(&view)),
        Stage::Over => None,
        _ => Some(view.trick_number),
    };
    let stands = trick.map(|n| fill(shelf(lang).progress, &[&n.to_string(), &TRICKS.to_string()]));
    let body = match s.stage() {
        Stage::Curtain(seat) => {
            let news = s.news_for(seat).iter().map(|e| news_line(t, s, e)).collect();
            let reveal = Callback::new(move |_| play.update::<Bremen>(Session::reveal));
            let undo = kit::undo_button(s, |name| fill(t.undo_mine(), &[name]));
            curtain(s.name(seat).to_string(), news, s.handing_back(), undo, reveal).into_any()
        }
        Stage::Private(seat) => board(s, &view, seat, lang),
        Stage::Bot(bot) => {
            let news = s.since_people().iter().map(|e| news_line(t, s, e)).collect();
            let own = s.lone_person().map(|me| own_hand(t, &view, me));
            let table = view! { {table(s, &view, t)} {own} }.into_any();
            let undo = kit::undo_button(s, |name| fill(t.undo_mine(), &[name]));
            kit::bot_turn(
                lang,
                kit::BotTurn { bot, name: s.name(bot).into(), moves: s.moves(), game: "bremen", news, undo, table },
            )
        }
        Stage::Pause => trick_result(s, &view, lang),
        Stage::Over => end_screen(s, &view, lang),
    };
    view! { {kit::game_bar::<Bremen>(lang, stands)} {body} }.into_any()
}

fn news_line(t: &BremenText, s: &Session<Bremen>, event: &BremenEvent) -> String {
    match *event {
        BremenEvent::Played { seat, tile } => fill(t.played(), &[s.name(seat), &t.tile(tile)]),
        BremenEvent::TrickWon { number, winner, tiles } => {
            fill(t.won_trick(), &[s.name(winner), &number.to_string(), &tiles.to_string()])
        }
        BremenEvent::GameEnded { .. } => t.game_ended().to_string(),
    }
}

/// Why the rules refused a move: its sentence in the game's words (rulebook: follow the led animal).
pub(in crate::ui::games) fn reason(t: &BremenText, why: &BremenIllegal) -> kit::Reason {
    match *why {
        BremenIllegal::MustFollow(a) => ("must_follow", t.animal(a)),
        BremenIllegal::NotInHand(_) => ("not_in_hand", ""),
        BremenIllegal::StillWinnable => ("still_winnable", ""),
        BremenIllegal::MidTrick => ("mid_trick", ""),
    }
}

/// The revealed player's screen: the table and their own hand.
fn board(s: &Session<Bremen>, v: &BremenView, seat: PlayerId, lang: Lang) -> AnyView {
    let play = Play::get();
    let t = text(lang);
    let hand = match &v.hands[seat] {
        HandView::Known(tiles) => tiles.clone(),
        HandView::Hidden { .. } => Vec::new(),
    };
    let hint = match v.trick.led() {
        None => t.lead_any().to_string(),
        Some(a) => fill(t.follow_if_you_can(), &[t.animal(a)]),
    };
    let tiles = hand
        .into_iter()
        .map(|tile| {
            // A legal tile is numbered by its place among the legal moves (a hint lights it so).
            let place = v.legal.iter().position(|&t| t == tile);
            let legal = place.is_some();
            let class = format!("tile {} {}", animal_class(tile.animal()), if legal { "legal" } else { "blocked" });
            let play = move |_| {
                play.update::<Bremen>(|s| {
                    let _ = s.act(BremenAction::Play(tile));
                })
            };
            view! {
                <button class=class aria-disabled=(!legal).to_string() data-hand-tile=tile_code(tile) data-move=place on:click=play>
                    {tile_face(t, tile)}
                </button>
            }
        })
        .collect_view();
    let coach = coach::coach(s, v, spot);
    let hand = kit::Hand {
        owner: seat,
        title: t.your_hand(),
        hint,
        pieces: tiles.into_any(),
        refusal: kit::refusal(lang, s.refusal(), |why| reason(t, why)),
    };
    view! {
        <main class="bremen private" data-seat=seat.index() data-private-seat=seat.index()>
            {kit::banner(fill(t.turn_of(), &[s.name(seat)]), Some(seat))}
            {coach.place("seats", table(s, v, t), None)}
            {coach.place("hand", hand.view(), coach::hint(s, lang, None))}
            <p class="talk-rule">{t.no_numbers()}</p>
            {v.history.clone().filter(|h| !h.is_empty()).map(|h| view! {
                <section class="history"><h2>{t.history()}</h2>{trick_list(s, t, &h)}</section>
            })}
        </main>
    }
    .into_any()
}

/// A lone person's hand while the bots play: to look at, not to play from.
fn own_hand(t: &'static BremenText, v: &BremenView, me: PlayerId) -> Option<AnyView> {
    Some(
        view! {
            <section class="hand watching" aria-label=t.your_hand() data-owner=me.index()>
                <h2>{t.your_hand()}</h2>
                <div class="tiles">{hand_tiles(t, v, me)?}</div>
            </section>
        }
        .into_any(),
    )
}

/// A hand's tiles to look at (not to play from), if the view shows them.
fn hand_tiles(t: &'static BremenText, v: &BremenView, seat: PlayerId) -> Option<AnyView> {
    let HandView::Known(tiles) = &v.hands[seat] else { return None };
    let tiles = tiles.iter().map(|&tile| {
        view! { <span class=format!("tile {}", animal_class(tile.animal())) data-hand-tile=tile_code(tile)>{tile_face(t, tile)}</span> }
    });
    Some(tiles.collect_view().into_any())
}

/// One step of a finished game's replay: the move, the table, and every hand face up.
pub fn replay(step: &Step<Bremen>, lang: Lang) -> Drawn {
    let t = text(lang);
    let s = &step.at;
    let lines = step.events().iter().map(|e| news_line(t, s, e)).collect();
    let hands = (0..s.names().len() as u8).map(PlayerId::new).map(|seat| {
        replay::hand(seat, s.name(seat), hand_tiles(t, &step.view_of(seat), seat).unwrap_or_else(|| ().into_any()))
    });
    Drawn {
        lines,
        board: view! { {table(s, &step.table(), t)} <div class="hands">{hands.collect_view()}</div> }.into_any(),
    }
}
