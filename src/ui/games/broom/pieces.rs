//! The pieces Broom Service's screens are built from: resources as chips, a role card, the buttons of
//! the moves at hand, the round's state (the event, the bewitched roles, the turn so far), every seat,
//! a list of news, and the realm (the board beside the state and the seats) that every screen shows.

use super::board::{self, Marks, Spot};
use super::news::stance;
use super::text::BroomText;
use crate::ui::words::fill;
use leptos::prelude::*;
use rules::broom::action::Step;
use rules::broom::map::BroomMap;
use rules::broom::role::{Kind, Role, Roles};
use rules::broom::stock::{Resource, Stock};
use rules::broom::view::BroomView;
use rules::broom::{BroomAction, Phase};
use rules::PlayerId;
use std::sync::Arc;

/// Resources as chips ("2 green potion …"); `none` when empty.
pub fn stock(t: &'static BroomText, s: Stock) -> AnyView {
    if s.total() == 0 {
        return t.none().into_any();
    }
    let chips = Resource::ALL.into_iter().filter(move |&r| s.of(r) > 0).map(move |r| {
        let k = r as usize;
        view! { <span class=format!("res r{k}") title=t.resources()[k]>{s.of(r)}</span> }
    });
    chips.collect_view().into_any()
}

/// A role card: its name and what it does, coloured by its kind and landscape or potion, marked when
/// bewitched; `inside` goes at its foot (a checkbox, the stance buttons, "set aside").
pub fn role_card(t: &'static BroomText, r: Role, bewitched: Roles, inside: AnyView) -> AnyView {
    let (kind, what) = match r.kind() {
        Kind::Witch(l) => (format!("witch {}", l.name()), t.kinds()[0]),
        Kind::Druid(_) => ("druid".to_string(), t.kinds()[1]),
        Kind::Gatherer(c) => (format!("gatherer p{}", c as usize), t.kinds()[2]),
        Kind::Fairy => ("fairy".to_string(), t.kinds()[3]),
    };
    view! {
        <div class=format!("role {kind}") class:bewitched=bewitched.contains(r) data-role=r.index()>
            <b>{t.roles()[r.index()]}</b><small>{what}</small>{inside}
        </div>
    }
    .into_any()
}

/// The buttons of every legal move but the choices drawn elsewhere (the stance buttons on the
/// cards), each making its move with `act`.
pub fn moves(
    t: &'static BroomText,
    v: &BroomView,
    map: &BroomMap,
    act: impl Fn(BroomAction) + Copy + 'static,
) -> AnyView {
    let done = matches!(v.phase, Phase::Act(_, Step::Charm { charmed: true, .. }));
    let buttons = v.legal.iter().enumerate().map(|(i, &a)| {
        let words = match a {
            BroomAction::Charm(tile) => {
                super::news::charm(t, map, tile, v.clouds.iter().find(|&&(_, c)| c == tile).map(|&(a, _)| a))
            }
            BroomAction::Skip if done => t.done().to_string(),
            a => super::news::label(t, map, a),
        };
        let class = if a == BroomAction::Skip { "ghost" } else { "legal" };
        view! { <button class=class data-move=i on:click=move |_| act(a)>{words}</button> }
    });
    view! { <div class="moves">{buttons.collect_view()}</div> }.into_any()
}

/// This round's event and bewitched roles, and the turn under way: the led role, each card played
/// (a knocked-out claim struck through) and each "Next!".
fn status(t: &'static BroomText, v: &BroomView, names: &[String]) -> AnyView {
    let event = v.events.last().map(|&e| {
        let e = e as usize;
        view! { <p class="event"><b>{t.event()}</b>" "{t.events()[e]}" "<small>{t.event_rules()[e]}</small></p> }
    });
    let cursed: Vec<&str> = v.bewitched.iter().map(|r| t.roles()[r.index()]).collect();
    let cursed = if cursed.is_empty() { t.none().to_string() } else { cursed.join(", ") };
    let turn = v.turns.last().filter(|_| !matches!(v.phase, Phase::Choose(_))).map(|turn| {
        // Plays and passes in the order play reached them, clockwise from the leader.
        let n = v.seats.len() as u8;
        let lines = (0..n).map(|k| turn.leader.after(k, n)).filter_map(|seat| {
            let name = &names[seat.index()];
            let words = match turn.plays.iter().find(|p| p.seat == seat) {
                Some(p) => {
                    let play = fill(t.turn(), &[name, t.roles()[turn.role.index()], stance(t, p.stance)]);
                    (if p.out { "out" } else { "" }, if p.out { format!("{play} — {}", t.out()) } else { play })
                }
                None if turn.passes.contains(&seat) => ("pass", fill(t.passed(), &[name])),
                None => return None,
            };
            Some(view! { <li class=words.0 data-seat=seat.index()>{words.1}</li> })
        });
        view! { <ol class="plays" aria-label=t.roles()[turn.role.index()]>{lines.collect_view()}</ol> }
    });
    view! {
        <section class="status">
            {event}
            <p class="cursed"><b>{t.bewitched()}</b>" "{cursed}</p>
            {turn}
        </section>
    }
    .into_any()
}

/// The seats to act.
fn to_act(v: &BroomView) -> Vec<PlayerId> {
    match &v.phase {
        Phase::Choose(p) | Phase::Fist(p) | Phase::Works(p) => p.clone(),
        Phase::Lead(p) | Phase::Follow(p) | Phase::Act(p, _) => vec![*p],
        Phase::Over => Vec::new(),
    }
}

/// Every seat: name in its pawn colour, VP, cards left, resources (and those set aside), charmed
/// clouds; the seats to act lit and the next leader marked.
fn seats(t: &'static BroomText, v: &BroomView, names: &[String]) -> AnyView {
    let to_act = to_act(v);
    let seats = v.seats.iter().map(|(p, s)| {
        let cards = match s.cards {
            Some(n) => fill(t.cards_left(), &[&n.to_string()]),
            None => t.choosing().to_string(),
        };
        let aside = (s.aside.total() > 0).then(|| view! { " "<s>{stock(t, s.aside)}</s> });
        view! {
            <li class="seat" class:to-act=to_act.contains(&p) data-seat=p.index()>
                <span class="seat-head">
                    <span class="seat-name">
                        <i class=format!("dot s{}", p.index())></i>{names[p.index()].clone()}
                        {(p == v.leader).then(|| view! { <span class="badge lead">{t.leads()}</span> })}
                    </span>
                    <span class="vp">{s.vp}" "{t.vp()}</span>
                </span>
                <span class="seat-body">
                    <span class="cards">{cards}</span>
                    <span class="stock">{stock(t, s.stock)}{aside}</span>
                    <span class="charmed">{t.clouds()}" "{s.clouds.len()}</span>
                </span>
            </li>
        }
    });
    view! { <ul class="seats">{seats.collect_view()}</ul> }.into_any()
}

/// Lines as a list.
pub fn news(lines: Vec<String>) -> AnyView {
    view! { <ul class="news">{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul> }.into_any()
}

/// Where on the board a move is made by a tap: a witch's move on the area it goes to, a delivery on
/// its tower, a charm on its cloud.
pub fn spot_of(a: BroomAction) -> Option<Spot> {
    match a {
        BroomAction::Move { to, .. } => Some(Spot::Area(to)),
        BroomAction::Deliver(k) => Some(Spot::Tower(k)),
        BroomAction::Charm(tile) => Some(Spot::Cloud(tile)),
        _ => None,
    }
}

/// What the game adds to the board: clouds, filled towers, pawns and this view's legal targets.
pub fn marks(v: &BroomView) -> Marks {
    let mut marks = Marks {
        clouds: v.clouds.clone(),
        towers: v.towers.clone(),
        pawns: v.seats.values().iter().map(|s| s.pawns).collect(),
        focus: to_act(v).first().map(|&p| v.seats[p].pawns[0]),
        ..Marks::default()
    };
    for (i, spot) in v.legal.iter().enumerate().filter_map(|(i, &a)| Some((i, spot_of(a)?))) {
        // The first move to a target is the one a tap on it makes.
        if !marks.targets.iter().any(|&(s, _)| s == spot) {
            marks.targets.push((spot, i));
        }
    }
    marks
}

/// The round's state and every seat, beside the board.
pub fn side(t: &'static BroomText, v: &BroomView, names: &[String]) -> AnyView {
    view! { {status(t, v, names)}{seats(t, v, names)} }.into_any()
}

/// The board with what `marks` adds (a tap on it goes to `tap`), beside `side`.
pub fn realm(
    t: &'static BroomText,
    map: Arc<BroomMap>,
    marks: Arc<dyn Fn() -> Marks + Send + Sync>,
    side: AnyView,
    tap: Option<Callback<Spot>>,
) -> AnyView {
    view! {
        <div class="realm">
            {board::board(map, t.board().to_string(), marks, tap)}
            <div class="side">{side}</div>
        </div>
    }
    .into_any()
}

/// The realm of one moment (a replay's step, a bot's turn), drawn once from the view `v`.
pub fn realm_of(t: &'static BroomText, v: &BroomView, map: &Arc<BroomMap>, names: &[String]) -> AnyView {
    let marks = marks(v);
    realm(t, map.clone(), Arc::new(move || marks.clone()), side(t, v, names), None)
}
