//! Broom Service at the table: which screen shows. Behind the curtain, one seat at a time: the secret
//! choice of role cards, a lead, a compulsory follow (only when play reaches a seat holding the led
//! role; a "Next!" needs no screen), The Upper Hand's fist. In the open, for the table to watch: each
//! action (the moves listed as buttons and lit on the board) and The Works!. Everyone sees the pause
//! once all have chosen and when the fists open. Every screen shows the board, the event, the
//! bewitched roles, the turn so far and every seat; a player's screen, the coach mark of the rule
//! situation it is in just before the decision, and the hint.

use super::board::Spot;
use super::end::end_screen;
use super::news::{self, line, stance};
use super::pieces::{self, role_card};
use super::text::{text, BroomText};
use crate::ui::coach;
use crate::ui::context::Play;
use crate::ui::contract::{replay, Drawn};
use crate::ui::model::session::{self, Session, Stage};
use crate::ui::table::curtain::curtain;
use crate::ui::table::kit;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::ev::MouseEvent;
use leptos::prelude::*;
use rules::broom::action::Step;
use rules::broom::map::BroomMap;
use rules::broom::role::{Role, Roles, Stance};
use rules::broom::stock::{Resource, Stock};
use rules::broom::view::BroomView;
use rules::broom::{Broom, BroomAction, BroomIllegal, Phase};
use rules::json;
use rules::PlayerId;
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// The screen for the game in progress, whatever it shows now.
pub fn screen(s: &Session<Broom>, lang: Lang) -> AnyView {
    let t = text(lang);
    let v = s.view();
    let progress = (v.phase != Phase::Over).then(|| fill(super::shelf(lang).progress, &[&v.round.to_string()]));
    let body = match s.stage() {
        Stage::Curtain(seat) => {
            let map = map(s);
            let news = s.news_for(seat).iter().filter_map(|e| line(t, &map, s.names(), e)).collect();
            let play = Play::get();
            let reveal = Callback::new(move |_| play.update::<Broom>(Session::reveal));
            let undo = kit::undo_button(s, |name| fill(text(lang).undo(), &[name]));
            curtain(s.name(seat).to_string(), news, s.handing_back(), undo, reveal).into_any()
        }
        Stage::Over => end_screen(s, &v, &map(s), lang),
        Stage::Bot(bot) => bot_screen(s, &v, bot, lang),
        stage => table(s, &v, stage, lang),
    };
    view! { {kit::game_bar::<Broom>(lang, progress)} {body} }.into_any()
}

/// The board the game is played on (its options passed their check when the game was set up; the
/// designed map is read once per page).
fn map(s: &Session<Broom>) -> Arc<BroomMap> {
    s.options().check().unwrap_or_else(|_| Arc::new(BroomMap::designed()))
}

/// One step of a finished game's replay: the move, the realm, and every seat's cards and fist face
/// up (the cards it chose, those set aside, and what it held in The Upper Hand).
pub fn replay(step: &session::Step<Broom>, lang: Lang) -> Drawn {
    let t = text(lang);
    let s = &step.at;
    let (v, map) = (step.table(), map(s));
    let mut lines: Vec<String> = step.events().iter().filter_map(|e| line(t, &map, s.names(), e)).collect();
    // A move that changes nothing on the board (a step skipped) is said by its button's words; the
    // cards chosen in secret are said too (nothing is secret once the game is over).
    match (step.mover, step.action) {
        (Some(seat), Some(BroomAction::Choose(hand))) => {
            let roles: Vec<&str> = hand.iter().map(|r| t.roles()[r.index()]).collect();
            lines.push(format!("{}: {}", s.name(seat), roles.join(lang.t().list_sep)));
        }
        (Some(seat), Some(action)) if lines.is_empty() => {
            lines.push(format!("{}: {}", s.name(seat), news::label(t, &map, action)));
        }
        _ => {}
    }
    let hands = (0..s.names().len() as u8).map(PlayerId::new).map(|seat| {
        let own = step.view_of(seat);
        let cards = own.held.map(|held| {
            let aside = |_| view! { <small class="aside">{t.aside()}</small> }.into_any();
            let hand = held.hand.iter().map(|r| role_card(t, r, v.bewitched, ().into_any()));
            let set = held.aside.iter().map(|r| role_card(t, r, v.bewitched, aside(r)));
            hand.chain(set).collect_view()
        });
        let fist = own.fist.map(|f| view! { <p class="fist">{pieces::stock(t, f.fist)}</p> });
        replay::hand(seat, s.name(seat), view! { <div class="roles">{cards}</div> {fist} }.into_any())
    });
    let board = view! {
        {pieces::realm_of(t, &v, &map, s.names())}
        <div class="hands">{hands.collect_view()}</div>
    };
    Drawn { lines, board: board.into_any() }
}

/// A bot's turn: the moves since a person last played, and the realm.
fn bot_screen(s: &Session<Broom>, v: &BroomView, bot: PlayerId, lang: Lang) -> AnyView {
    let t = text(lang);
    let map = map(s);
    let news = s.since_people().iter().filter_map(|e| line(t, &map, s.names(), e)).collect();
    let table = pieces::realm_of(t, v, &map, s.names());
    let undo = kit::undo_button(s, |name| fill(text(lang).undo(), &[name]));
    kit::bot_turn(
        lang,
        kit::BotTurn { bot, name: s.name(bot).into(), moves: s.moves(), game: "broom", news, undo, table },
    )
}

/// What, when it changes, draws Broom Service's screen anew (see [`kit::board_in_parts`]): the stage
/// and, for a seat's decision or a pause, what the game waits for and whether it is private; on a
/// curtain, a bot's turn or the end, every move. So a seat's decision (several steps of an action
/// among them) follows the game in parts (see [`table`]).
pub type Frame = (Stage, usize);

/// See [`Frame`].
pub fn frame(s: &Session<Broom>) -> Frame {
    match s.stage() {
        stage @ (Stage::Private(_) | Stage::Pause) => {
            (stage, waits_for(&s.view().phase) * 2 + usize::from(s.showing_private()))
        }
        _ => s.screen_key(),
    }
}

/// A part of a screen that follows the game while the screen it was `built` for shows (see
/// [`kit::follow`]).
fn follow(built: Frame, draw: impl Fn(&Session<Broom>, &BroomView) -> AnyView + Send + Sync + 'static) -> kit::Part {
    kit::follow(frame, built, draw)
}

/// A screen at the table: a pause everybody reads, a private decision, or an action in the open. It is
/// drawn once for its [`Frame`]: the board's landscapes, borders, castles and towers stay, and its
/// parts (the hint; the headline, decision, refusal and undo; the board's marks; the round's state and
/// the seats) are drawn again as the game changes.
fn table(s: &Session<Broom>, v: &BroomView, stage: Stage, lang: Lang) -> AnyView {
    let t = text(lang);
    let map = map(s);
    // The app's state is read while drawing: a tap is handled outside the component's scope.
    let play = Play::get();
    let act = move |a: BroomAction| {
        play.update::<Broom>(|s| {
            let _ = s.act(a);
        })
    };
    let seat = match stage {
        Stage::Private(seat) => Some(seat),
        _ => None,
    };
    let built = frame(s);
    // The headline, a coach mark just before the decision it explains (a private one, or an action
    // in the open), the decision or the pause's news, a refusal and the undo.
    let on = map.clone();
    let decide = follow(built, move |s, v| {
        let (headline, panel) = match seat {
            Some(seat) => (headline(t, v, s.names(), seat), decision(t, v, &on, seat, act)),
            None => {
                let (headline, lines) = paused(t, &on, s);
                (headline, pieces::news(lines))
            }
        };
        view! {
            {kit::banner(headline, seat)}
            {seat.and_then(|_| coach::coach(s, v, |_| "decide").at("decide"))}
            <div class="decide">{panel}</div>
            {kit::refusal(lang, s.refusal(), reason)}
            <div class="actions">{kit::undo_button(s, |name| fill(t.undo(), &[name]))}</div>
        }
        .into_any()
    });
    // A tap on the board makes the move to that target, or the one the action at hand would make
    // there, which the rules refuse with the reason ("This witch cannot move there.").
    let tap = Callback::new(move |spot| {
        let tapped = kit::live::<Broom, _>(|s| {
            let v = s.view();
            let target = v.legal.iter().copied().find(|&a| pieces::spot_of(a) == Some(spot));
            target.or_else(|| aim(&v).and_then(|aim| aimed(spot, aim)))
        });
        if let Some(a) = tapped {
            act(a)
        }
    });
    let marks =
        move || kit::live::<Broom, _>(|s| (frame(s) == built).then(|| pieces::marks(&s.view()))).unwrap_or_default();
    let side = follow(built, move |s, v| pieces::side(t, v, s.names()));
    let realm = pieces::realm(t, map, Arc::new(marks), side.into_any(), Some(tap));
    // A screen behind the curtain is marked private (with its seat), one in the open a turn (with the
    // seat to act).
    let private = s.showing_private().then(|| seat.map(PlayerId::index)).flatten();
    let class = match stage {
        Stage::Pause => "broom pause",
        _ if private.is_some() => "broom private",
        _ => "broom turn",
    };
    // The way on from a pause stays at the foot of the screen while the table reads the board.
    let go_on = (stage == Stage::Pause).then(|| kit::resume_button::<Broom>(t.go_on().to_string()));
    view! {
        {follow(built, move |s, _| coach::hint(s, lang, Some(Box::new(hinted_form))).into_any())}
        <main class=class data-seat=seat.map(PlayerId::index) data-private-seat=private data-phase=phase_name(&v.phase)>
            {decide}
            {realm}
            {go_on}
        </main>
    }
    .into_any()
}

/// A pause's headline ("Everyone has chosen", "The fists open") and its news.
fn paused(t: &'static BroomText, map: &BroomMap, s: &Session<Broom>) -> (String, Vec<String>) {
    let lines: Vec<String> = s.last_events().iter().filter_map(|e| line(t, map, s.names(), e)).collect();
    let headline = lines.iter().rev().find(|l| *l == t.all_chose() || *l == t.fists()).cloned();
    (headline.unwrap_or_else(|| t.all_chose().to_string()), lines)
}

/// Why the rules refused a move: its sentence in the game's words.
pub(in crate::ui::games) fn reason(why: &BroomIllegal) -> kit::Reason {
    const KEYS: [&str; 8] = [
        "not_now",
        "hand_size",
        "not_in_hand",
        "cannot_move",
        "cannot_deliver",
        "cannot_charm",
        "cannot_take",
        "not_held",
    ];
    (KEYS[*why as usize], "")
}

/// What a hint fills in on a secret choice's form: the role cards ticked, or the fist's numbers, with the
/// button that sends it (the moves on buttons and the board are numbered, and lit as any game's).
fn hinted_form(action: &str) -> Vec<coach::Lit> {
    let mut lits = Vec::new();
    let send = match json::from_str(action) {
        Ok(BroomAction::Choose(hand)) => {
            for r in Role::ALL {
                lits.push((
                    format!("input[name=r{}]", r.index()),
                    Some(if hand.contains(r) { "on" } else { "off" }.into()),
                ));
            }
            "choose"
        }
        Ok(BroomAction::Fist(Stock(counts))) => {
            for (k, n) in counts.iter().enumerate() {
                lits.push((format!("input[name=f{k}]"), Some(n.to_string())));
            }
            "fist"
        }
        _ => return lits,
    };
    lits.push((format!("[data-go={send}]"), None));
    lits
}

/// What a tap on the board may aim at during an action: the step and the player's first pawn, so that
/// a tap on a place the action cannot reach says why.
type Aim = (Step, rules::broom::map::AreaId);

/// The [`Aim`] of an action under way.
fn aim(v: &BroomView) -> Option<Aim> {
    let Phase::Act(seat, step) = v.phase else { return None };
    Some((step, v.seats[seat].pawns[0]))
}

/// The move a tap on the board outside the lit targets stands for: a witch's move to that area, or
/// a delivery to that tower.
fn aimed(spot: Spot, (step, pawn): Aim) -> Option<BroomAction> {
    match (step, spot) {
        (Step::Move { .. }, Spot::Area(to)) => Some(BroomAction::Move { from: pawn, to }),
        (Step::Deliver { .. } | Step::Druid { .. }, Spot::Tower(k)) => Some(BroomAction::Deliver(k)),
        _ => None,
    }
}

/// What the game waits for, for the page's tests and styles.
fn phase_name(p: &Phase) -> &'static str {
    ["choose", "lead", "follow", "act", "fist", "works", "over"][waits_for(p)]
}

/// What the game waits for, numbered.
fn waits_for(p: &Phase) -> usize {
    match p {
        Phase::Choose(_) => 0,
        Phase::Lead(_) => 1,
        Phase::Follow(_) => 2,
        Phase::Act(..) => 3,
        Phase::Fist(_) => 4,
        Phase::Works(_) => 5,
        Phase::Over => 6,
    }
}

/// The headline of `seat`'s decision.
fn headline(t: &BroomText, v: &BroomView, names: &[String], seat: PlayerId) -> String {
    let name = names[seat.index()].as_str();
    match &v.phase {
        Phase::Choose(_) => fill(t.choose_title(), &[name]),
        Phase::Lead(_) | Phase::Follow(_) => match led(v) {
            Some(r) => fill(t.follow_title(), &[name, t.roles()[r.index()]]),
            None => fill(t.lead_title(), &[name]),
        },
        Phase::Act(_, step) => {
            let brave = matches!(
                step,
                Step::Move { brave: true, .. }
                    | Step::Druid { brave: true, .. }
                    | Step::Gather { brave: true, .. }
                    | Step::Charm { brave: true, .. }
                    | Step::Deliver { .. }
            );
            let role = v.turns.last().map_or("", |turn| t.roles()[turn.role.index()]);
            let stance = stance(t, if brave { Stance::Brave } else { Stance::Cowardly });
            fill(t.act_title(), &[name, &format!("{role} ({stance})")])
        }
        Phase::Fist(_) => fill(t.fist_title(), &[name]),
        Phase::Works(_) => fill(t.works_title(), &[name]),
        Phase::Over => String::new(),
    }
}

/// The role a follower must answer (none when leading).
fn led(v: &BroomView) -> Option<Role> {
    v.turns.last().filter(|_| matches!(v.phase, Phase::Follow(_))).map(|turn| turn.role)
}

/// The panel of `seat`'s decision, each control making its move with `act`: the role cards to tick
/// in secret, the hand with a stance button on each card that may be played, the fist's numbers, or
/// an action's moves as buttons (and lit on the board).
fn decision(
    t: &'static BroomText,
    v: &BroomView,
    map: &BroomMap,
    seat: PlayerId,
    act: impl Fn(BroomAction) + Copy + 'static,
) -> AnyView {
    let owner = seat.index();
    // A secret choice is sent with what its form holds (ticked, or typed, or filled in by the hint).
    let send = move |choose| {
        move |ev: MouseEvent| {
            if let Some(a) = form(&ev, choose) {
                act(a)
            }
        }
    };
    match &v.phase {
        Phase::Choose(_) => {
            let [least, most] = v.hand_sizes;
            let (hint, sizes) = match least == most {
                true => (t.choose_hint(), most.to_string()),
                false => (t.choose_any(), format!("{least}-{most}")),
            };
            let cards = Roles::ALL.iter().map(|r| {
                let tick =
                    view! { <input type="checkbox" name=format!("r{}", r.index()) aria-label=t.roles()[r.index()] /> };
                view! { <label>{role_card(t, r, v.bewitched, tick.into_any())}</label> }
            });
            view! {
                <section class="hand" data-owner=owner data-sizes=sizes>
                    <p class="hint">{hint}</p>
                    <div class="roles">{cards.collect_view()}</div>
                    <button class="primary big" data-go="choose" on:click=send(true)>{t.choose_go()}</button>
                </section>
            }
            .into_any()
        }
        Phase::Lead(_) | Phase::Follow(_) => {
            let led = led(v);
            let Some(held) = v.held else { return ().into_any() };
            let cards = held.hand.iter().map(|r| {
                let buttons = v.legal.iter().enumerate().filter_map(|(i, &a)| {
                    let st = match a {
                        BroomAction::Lead(x, st) if x == r => st,
                        BroomAction::Follow(st) if led == Some(r) => st,
                        _ => return None,
                    };
                    let class = if st == Stance::Brave { "legal brave" } else { "legal cowardly" };
                    Some(view! { <button class=class data-move=i on:click=move |_| act(a)>{stance(t, st)}</button> })
                });
                role_card(t, r, v.bewitched, view! { <span class="stances">{buttons.collect_view()}</span> }.into_any())
            });
            let aside: Vec<&str> = held.aside.iter().map(|r| t.roles()[r.index()]).collect();
            view! {
                <section class="hand" data-owner=owner>
                    <h2>{t.hand()}</h2>
                    <p class="hint">{if led.is_some() { t.follow_hint() } else { t.lead_hint() }}</p>
                    <div class="roles">{cards.collect_view()}</div>
                    <p class="aside"><b>{t.aside()}</b>" "{aside.join(", ")}</p>
                </section>
            }
            .into_any()
        }
        Phase::Fist(_) => {
            let held = v.seats[seat].stock;
            let inputs = Resource::ALL.map(|r| {
                let k = r as usize;
                view! {
                    <label>
                        <span class=format!("res r{k}")></span>{t.resources()[k]}
                        <input type="number" name=format!("f{k}") min="0" max=held.of(r) value="0" inputmode="numeric" />
                    </label>
                }
            });
            view! {
                <section class="hand fist" data-owner=owner>
                    <p class="hint">{t.fist_hint()}</p>
                    <div class="fist-inputs">{inputs.into_iter().collect_view()}</div>
                    <button class="primary big" data-go="fist" on:click=send(false)>{t.fist_go()}</button>
                </section>
            }
            .into_any()
        }
        Phase::Act(_, step) => {
            let hint = match *step {
                Step::Move { landscape, .. } => fill(t.steps()[0], &[t.lands()[landscape as usize]]),
                Step::Deliver { .. } => t.steps()[1].to_string(),
                Step::Druid { .. } => t.steps()[2].to_string(),
                Step::Gather { .. } => t.steps()[3].to_string(),
                Step::Charm { .. } => t.steps()[4].to_string(),
                Step::Market => t.steps()[5].to_string(),
                Step::Distil => t.steps()[6].to_string(),
            };
            view! { <p class="hint">{hint}</p>{pieces::moves(t, v, map, act)} }.into_any()
        }
        Phase::Works(_) => view! { <p class="hint">{t.works_hint()}</p>{pieces::moves(t, v, map, act)} }.into_any(),
        Phase::Over => ().into_any(),
    }
}

/// The secret choice the form of the button tapped holds: the role cards ticked (`choose`), or the
/// fist's numbers.
fn form(ev: &MouseEvent, choose: bool) -> Option<BroomAction> {
    let button: web_sys::Element = ev.current_target()?.dyn_into().ok()?;
    let root = button.closest(".hand").ok()??;
    let input = |name: String| {
        root.query_selector(&format!("[name={name}]")).ok().flatten()?.dyn_into::<web_sys::HtmlInputElement>().ok()
    };
    Some(match choose {
        true => {
            let ticked = (0..10).filter(|i| input(format!("r{i}")).is_some_and(|e| e.checked()));
            BroomAction::Choose(Roles(ticked.fold(0, |m, i| m | 1 << i)))
        }
        false => BroomAction::Fist(Stock(std::array::from_fn(|k| {
            input(format!("f{k}")).and_then(|e| e.value().parse().ok()).unwrap_or(0)
        }))),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::broom::options::BroomOptions;
    use rules::{Game, ToAct, Viewer};

    /// Every decision of whole games, at every size of table, in both languages, is headed with its
    /// player's name and offers every legal move: on the form of a secret choice, as a stance
    /// button on a card in hand, or as a button with its words; a move with a place on the board is
    /// made by a tap there; every event has its line of news.
    #[test]
    fn every_decision_of_random_games_offers_its_moves_and_every_event_is_said() {
        for players in 2..=5u8 {
            let mut g = Broom::new(BroomOptions { players, ..BroomOptions::default() }, u64::from(players)).unwrap();
            let names: Vec<String> = (0..players).map(|i| format!("Q<{i}>")).collect();
            let map = g.map().clone();
            let mut k = 0usize;
            loop {
                let seat = match g.to_act() {
                    ToAct::One(seat) => seat,
                    ToAct::Simultaneous(seats) => seats[0],
                    _ => break,
                };
                let v = g.view(Viewer::Seat(seat));
                for lang in [Lang::En, Lang::Ja] {
                    let t = text(lang);
                    let headline = headline(t, &v, &names, seat);
                    assert!(headline.contains(&names[seat.index()]), "{headline}");
                    for &a in &v.legal {
                        let offered = match a {
                            BroomAction::Choose(_) | BroomAction::Fist(_) => true,
                            BroomAction::Lead(r, _) => v.held.is_some_and(|h| h.hand.contains(r)),
                            BroomAction::Follow(_) => {
                                led(&v).is_some_and(|r| v.held.is_some_and(|h| h.hand.contains(r)))
                            }
                            a => !news::label(t, &map, a).is_empty(),
                        };
                        assert!(offered, "{a:?} is not offered");
                    }
                }
                for (i, &a) in v.legal.iter().enumerate() {
                    if let Some(spot) = pieces::spot_of(a) {
                        let first = v.legal.iter().position(|&b| pieces::spot_of(b) == Some(spot));
                        assert!(first.is_some_and(|f| f <= i), "a tap on {a:?}'s place makes a move to it");
                    }
                }
                let legal = g.legal_actions(seat);
                let action = legal[(3 * k + 1) % legal.len()];
                k += 1;
                for e in g.apply(seat, action).unwrap() {
                    assert!(line(text(Lang::En), &map, &names, &e).is_some());
                }
            }
        }
    }

    /// A tap on a place the action at hand cannot reach stands for the move there, for the rules to
    /// refuse with the reason; a tap elsewhere stands for nothing.
    #[test]
    fn a_tap_off_the_targets_aims_the_action_at_hand() {
        let mv = Step::Move { landscape: rules::broom::map::Landscape::Forest, brave: true };
        assert_eq!(aimed(Spot::Area(7), (mv, 3)), Some(BroomAction::Move { from: 3, to: 7 }));
        assert_eq!(aimed(Spot::Tower(2), (mv, 3)), None);
        assert_eq!(aimed(Spot::Cloud(2), (Step::Market, 3)), None);
    }
}
