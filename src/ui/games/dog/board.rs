//! Here Comes the Dog at the table. Everything is public, so there is no curtain: a banner names whose
//! turn it is. The board shows the bonfire's sticks, the three dice (they roll when thrown, still
//! under reduced motion), every player's sticks, villagers and dogs, and only the moves the rules
//! allow now as big buttons (rulebook: roll, or exchange once instead), the coach mark of each rule
//! situation beside what it explains, and the hint. A round's end pauses on a summary for everyone.
//! Nothing is decided here.

use super::end::{end_screen, round_summary};
use super::news::{news_line, news_list};
use super::shelf;
use super::table::{dice_view, moved_sticks, seats_view, stick_counts, stick_icon, sticks_text};
use super::text::{counted, text, DogText};
use crate::ui::coach;
use crate::ui::context::Play;
use crate::ui::contract::Drawn;
use crate::ui::model::session::{Session, Stage, Step};
use crate::ui::table::kit;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::dog::situation::DogSituation;
use rules::dog::stick::Stick;
use rules::dog::view::{DogView, PhaseView};
use rules::dog::village::Repel;
use rules::dog::{Dog, DogAction, DogEvent, DogIllegal, Exchange, ROUNDS};
use rules::PlayerId;

/// The screen for the game in progress, whatever it shows now.
pub fn screen(s: &Session<Dog>, lang: Lang) -> AnyView {
    let d = text(lang);
    let v = s.view();
    let body = match s.stage() {
        Stage::Private(seat) => board(s, &v, seat, lang),
        Stage::Bot(bot) => {
            let news = s.since_people().iter().filter_map(|e| news_line(d, s, e)).collect();
            let (undo, table) = (kit::undo_button(s, |name| fill(d.undo(), &[name])), camp(s, &v, d));
            kit::bot_turn(
                lang,
                kit::BotTurn { bot, name: s.name(bot).into(), moves: s.moves(), game: "dog", news, undo, table },
            )
        }
        Stage::Pause => round_summary(s, d),
        Stage::Over => end_screen(s, &v, lang),
        // Never shown: this game has no curtain.
        Stage::Curtain(_) => ().into_any(),
    };
    view! { {kit::game_bar::<Dog>(lang, Some(fill(shelf(lang).progress, &[&v.round.to_string(), &ROUNDS.to_string()])))} {body} }.into_any()
}

fn act(action: DogAction) {
    Play::get().update::<Dog>(|s| {
        let _ = s.act(action);
    });
}

/// What the player to act is asked to do, in one line.
fn instruction(d: &'static DogText, v: &DogView) -> String {
    match v.phase {
        PhaseView::Turn { reroll: true } => d.do_reroll().to_string(),
        PhaseView::Turn { reroll: false } => d.do_turn().to_string(),
        PhaseView::Take => d.do_take().to_string(),
        PhaseView::Steal => d.do_steal().to_string(),
        PhaseView::Repel { dogs, .. } => counted(d.do_repel(), dogs),
        PhaseView::Rolling | PhaseView::Over => String::new(),
    }
}

/// The moves the rules allow now, as big buttons, in the rules' own order.
fn actions(s: &Session<Dog>, v: &DogView, d: &'static DogText, lang: Lang) -> impl IntoView {
    let mut exchanges = Vec::new();
    let mut steals: Vec<(PlayerId, Vec<(usize, Stick)>)> = Vec::new();
    let mut main = Vec::new();
    for (i, &action) in v.legal.iter().enumerate() {
        let button = |label: String, class: &'static str| {
            view! {
                <button class=class data-move=i on:click=move |_| act(action)>{label}</button>
            }
            .into_any()
        };
        match action {
            DogAction::Roll => {
                let label = if v.phase == (PhaseView::Turn { reroll: true }) { d.roll_again() } else { d.roll() };
                main.push(button(label.to_string(), "primary big roll"));
            }
            // Shown below with those the rules refuse now.
            DogAction::Exchange(_) => {}
            DogAction::Take(sticks) => {
                let label = format!("{} {}", d.take(), sticks_text(d, sticks));
                main.push(
                    view! {
                        <button class="primary big take" data-move=i on:click=move |_| act(action)>
                            {sticks.each().map(stick_icon).collect_view()}<span>{label}</span>
                        </button>
                    }
                    .into_any(),
                );
            }
            DogAction::Steal { from, stick } => match steals.iter_mut().find(|(p, _)| *p == from) {
                Some((_, list)) => list.push((i, stick)),
                None => steals.push((from, vec![(i, stick)])),
            },
            DogAction::Repel(repel) => main.push(repel_button(d, v, i, repel)),
            DogAction::Dice(_) => {}
        }
    }
    // While an exchange could be made, every one the variant plays is shown: one the rules refuse now
    // is marked, and a tap on it says why (too little in the bonfire, nothing to give, it would end the
    // round) and changes nothing.
    if v.phase == (PhaseView::Turn { reroll: false }) {
        for e in Exchange::ALL.into_iter().filter(|&e| s.options().variant.allows(e)) {
            let action = DogAction::Exchange(e);
            let i = v.legal.iter().position(|&a| a == action);
            let class = if i.is_some() { "exchange legal" } else { "exchange blocked" };
            exchanges.push(
                view! {
                    <button class=class data-move=i aria-disabled=i.is_none().then_some("true")
                        on:click=move |_| act(action)>{d.exchange()[e as usize]}</button>
                }
                .into_any(),
            );
        }
    }
    let steals = steals
        .into_iter()
        .map(|(from, list)| {
            view! {
                <div class="steal-from" data-from=from.index()>
                    <h3>{fill(d.steal_from(), &[s.name(from)])}</h3>
                    <div class="choices">
                        {list.into_iter().map(|(i, stick)| view! {
                            <button class="big steal" data-move=i
                                on:click=move |_| act(DogAction::Steal { from, stick })>
                                {stick_icon(stick)}<span>{d.stick(stick)}</span>
                            </button>
                        }).collect_view()}
                    </div>
                </div>
            }
        })
        .collect_view();
    view! {
        <section class="moves">
            // Why a move was refused, beside the moves.
            {kit::refusal(lang, s.refusal(), |why| reason(d, why))}
            <div class="choices">{main}</div>
            {steals}
            {(!exchanges.is_empty()).then(|| view! {
                <p class="hint">{d.or_exchange()}</p>
                <div class="choices exchanges">{exchanges}</div>
            })}
        </section>
    }
}

/// Why the rules refused a move: its sentence in the game's words (rulebook ① B: never the reverse,
/// never short, never ending the round).
pub(in crate::ui::games) fn reason(d: &DogText, why: &DogIllegal) -> kit::Reason {
    match *why {
        DogIllegal::NotNow => ("not_now", ""),
        DogIllegal::MustRoll => ("must_roll", ""),
        DogIllegal::ExchangeNotPlayed => ("exchange_not_played", ""),
        DogIllegal::NothingToGive(s) => ("nothing_to_give", d.stick(s)),
        DogIllegal::BonfireShort(s) => ("bonfire_short", d.stick(s)),
        DogIllegal::WouldEndRound => ("would_end_round", ""),
        DogIllegal::NotOnDice => ("not_on_dice", ""),
        DogIllegal::MustTakeTwo => ("must_take_two", ""),
        DogIllegal::CannotRob(_) => ("cannot_rob", ""),
        DogIllegal::NotHeld { stick, .. } => ("not_held", d.stick(stick)),
        DogIllegal::CannotRepel => ("cannot_repel", ""),
        DogIllegal::NotARoll => ("not_a_roll", ""),
    }
}

fn repel_button(d: &'static DogText, v: &DogView, i: usize, repel: Repel) -> AnyView {
    let (proposed, fall) = match &v.phase {
        PhaseView::Repel { proposed, outcomes, .. } => {
            (*proposed == repel, outcomes.iter().find(|(r, _)| *r == repel).map(|(_, f)| *f))
        }
        _ => (false, None),
    };
    let label = fall.map(|f| d.repel_option(repel, &f)).unwrap_or_default();
    view! {
        <button class=if proposed { "primary big repel" } else { "big repel" } data-move=i
            data-proposed=proposed.to_string() on:click=move |_| act(DogAction::Repel(repel))>
            <span>{label}</span>
            {proposed.then(|| view! { <span class="badge">{d.proposed()}</span> })}
        </button>
    }
    .into_any()
}

/// True when the last move threw the dice (they roll).
fn rolled(s: &Session<Dog>) -> bool {
    s.last_events().iter().any(|e| matches!(e, DogEvent::Rolled { .. }))
}

/// The bonfire and the dice (rolling when just thrown).
fn camp_view(s: &Session<Dog>, v: &DogView, d: &'static DogText) -> AnyView {
    let rolling = rolled(s);
    view! {
        <div class="camp">
            <section class="bonfire" aria-label=d.bonfire()>
                <h2><span class="art campfire" aria-hidden="true"></span>{d.bonfire()}</h2>
                {stick_counts(d, v.bonfire, "big", moved_sticks(s.last_events()).contains(&None))}
                {v.supply.map(|n| view! { <p class="hint">{fill(d.supply(), &[&n.to_string()])}</p> })}
            </section>
            {dice_view(s, d, v.dice, rolling)}
        </div>
    }
    .into_any()
}

/// What a bot's turn shows of the table: the camp and every seat.
fn camp(s: &Session<Dog>, v: &DogView, d: &'static DogText) -> AnyView {
    view! { {camp_view(s, v, d)} {seats_view(s, v, d)} }.into_any()
}

/// One step of a finished game's replay: the move, the camp and every seat (nothing of this game is
/// secret, so its seats show all there is).
pub fn replay(step: &Step<Dog>, lang: Lang) -> Drawn {
    let d = text(lang);
    let s = &step.at;
    let lines = step.events().iter().filter_map(|e| news_line(d, s, e)).collect();
    Drawn { lines, board: camp(s, &step.table(), d) }
}

/// Where each rule situation's coach mark sits: beside the bonfire, the seats, or the moves.
fn spot(situation: DogSituation) -> &'static str {
    match situation {
        DogSituation::Bonfire => "camp",
        DogSituation::LastVillager => "seats",
        _ => "moves",
    }
}

/// What, when it changes, draws the screen anew (see [`kit::board_in_parts`]): on a player's turn,
/// the seat and the round, so the turn's steps (a roll, a roll again, an exchange, then the take)
/// follow the game in parts ([`board`]); on any other screen, every move.
pub fn frame(s: &Session<Dog>) -> (Stage, usize) {
    match s.stage() {
        stage @ Stage::Private(_) => (stage, usize::from(s.view().round)),
        _ => s.screen_key(),
    }
}

/// A player's turn, drawn once for its [`frame`]: the banner stays, and the parts follow the game —
/// the instruction, the moves with the hint, the undo and the latest news at every step, the camp
/// and the seats only when what they show changes (a roll leaves the seats as they were).
fn board(s: &Session<Dog>, v: &DogView, seat: PlayerId, lang: Lang) -> AnyView {
    let d = text(lang);
    let built = frame(s);
    let marks = coach::Marks::new(frame, built, spot);
    let instruction = kit::follow(frame, built, move |_, v| view! { <p class="do">{instruction(d, v)}</p> }.into_any());
    let camp = kit::follow_changes(
        frame,
        built,
        move |s, v| {
            (
                v.bonfire,
                v.supply,
                v.dice,
                rolled(s),
                moved_sticks(s.last_events()).contains(&None),
                marks.key_at("camp"),
            )
        },
        move |s, v| marks.place("camp", camp_view(s, v, d), None),
    );
    let moves = kit::follow(frame, built, move |s, v| {
        marks.place("moves", actions(s, v, d, lang).into_any(), coach::hint(s, lang, None))
    });
    let undo = kit::follow(frame, built, move |s, _| kit::undo_button(s, |name| fill(d.undo(), &[name])).into_any());
    let latest = kit::follow(frame, built, move |s, _| {
        let recent = s.recent_for(seat);
        (!recent.is_empty())
            .then(|| {
                view! {
                    <section class="latest" aria-label=d.latest()>
                        <h2>{d.latest()}</h2>
                        {news_list(d, s, recent, "")}
                    </section>
                }
            })
            .into_any()
    });
    let seats = kit::follow_changes(
        frame,
        built,
        move |s, v| (v.seats.clone(), moved_sticks(s.last_events()), marks.key_at("seats")),
        move |s, v| marks.place("seats", seats_view(s, v, d), None),
    );
    view! {
        <main class="dog private" data-seat=seat.index() data-round=v.round>
            {kit::banner(fill(d.turn_of(), &[s.name(seat)]), Some(seat))}
            {instruction}
            {camp}
            {moves}
            {undo}
            {latest}
            {seats}
        </main>
    }
    .into_any()
}
