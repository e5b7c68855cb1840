//! Broom Service's screens written as markup text (set as a container's inner HTML, drawn once per
//! screen: text costs the page far less code than a component per piece). Every move on screen is a
//! button or a board target carrying `data-move`, its index in the view's legal list, so one tap handler
//! serves them all ([`super::screen`]). Players' names are escaped.

use super::board::{svg, Marks};
use super::text::{fill, BroomText};
use crate::rules::broom::action::Step;
use crate::rules::broom::map::{AreaId, BroomMap};
use crate::rules::broom::role::{Kind, Role, Roles, Stance};
use crate::rules::broom::scoring::{Entry, Why};
use crate::rules::broom::stock::{Resource, Stock};
use crate::rules::broom::view::BroomView;
use crate::rules::broom::{BroomAction, BroomEvent, Phase};
use crate::rules::PlayerId;
use crate::ui::kit::escape;
use std::fmt::Write;

/// The names of the seats, escaped for markup.
pub type Names = Vec<String>;

/// An area's name: its landscape and id ("forest A12").
pub fn area(t: &BroomText, map: &BroomMap, a: AreaId) -> String {
    let area = &map.areas[usize::from(a)];
    fill(t.area(), &[t.lands()[area.landscape as usize], &area.id])
}

/// A stance's word.
pub fn stance(t: &BroomText, s: Stance) -> &'static str {
    match s {
        Stance::Brave => t.brave(),
        Stance::Cowardly => t.cowardly(),
    }
}

/// Resources as chips ("2 green potion …"); `none` when empty.
pub fn stock(t: &BroomText, s: Stock) -> String {
    let mut out = String::new();
    for r in Resource::ALL {
        let n = s.of(r);
        if n > 0 {
            let _ =
                write!(out, "<span class=\"res r{}\" title=\"{}\">{n}</span>", r as usize, t.resources()[r as usize]);
        }
    }
    if out.is_empty() {
        out.push_str(t.none());
    }
    out
}

/// The word for a stock in a sentence ("green potion ×2, wand").
fn stock_words(t: &BroomText, s: Stock) -> String {
    let parts: Vec<String> = Resource::ALL
        .iter()
        .filter(|&&r| s.of(r) > 0)
        .map(|&r| match s.of(r) {
            1 => t.resources()[r as usize].to_string(),
            n => format!("{} ×{n}", t.resources()[r as usize]),
        })
        .collect();
    parts.join(", ")
}

/// A role card: its name and what it does, coloured by its kind and landscape or potion, marked when
/// bewitched; `inside` goes at its foot (a checkbox or the stance buttons).
pub fn role_card(t: &BroomText, r: Role, bewitched: Roles, inside: &str) -> String {
    let (kind, what) = match r.kind() {
        Kind::Witch(l) => (format!("witch {}", l.name()), t.kinds()[0]),
        Kind::Druid(_) => ("druid".to_string(), t.kinds()[1]),
        Kind::Gatherer(c) => (format!("gatherer p{}", c as usize), t.kinds()[2]),
        Kind::Fairy => ("fairy".to_string(), t.kinds()[3]),
    };
    let cursed = if bewitched.contains(r) { " bewitched" } else { "" };
    format!(
        "<div class=\"role {kind}{cursed}\" data-role=\"{}\"><b>{}</b><small>{what}</small>{inside}</div>",
        r.index(),
        t.roles()[r.index()]
    )
}

/// A move's button label.
pub fn label(t: &BroomText, map: &BroomMap, a: BroomAction) -> String {
    match a {
        BroomAction::Move { from, to } => fill(t.mv(), &[&area(t, map, from), &area(t, map, to)]),
        BroomAction::Deliver(k) => {
            let tower = &map.towers[usize::from(k)];
            fill(t.deliver(), &[&tower.id, &tower.vp.to_string()])
        }
        BroomAction::Take(r) => fill(t.take(), &[t.resources()[r as usize]]),
        BroomAction::Distil(p) => fill(t.take(), &[t.resources()[p as usize]]),
        BroomAction::Charm(tile) => charm(t, map, tile, None),
        BroomAction::Exchange { give, take } => {
            fill(t.exchange(), &[t.resources()[give as usize], t.resources()[take as usize]])
        }
        BroomAction::HandIn => t.hand_in().to_string(),
        BroomAction::Lead(_, s) | BroomAction::Follow(s) => stance(t, s).to_string(),
        BroomAction::Skip => t.skip().to_string(),
        BroomAction::Choose(_) | BroomAction::Fist(_) => String::new(),
    }
}

/// "Charm the cloud in forest A12: 2★ 1⚡" (the area found on the board unless given).
fn charm(t: &BroomText, map: &BroomMap, tile: u8, at: Option<AreaId>) -> String {
    let c = &map.clouds[usize::from(tile)];
    let at = at.map(|a| area(t, map, a)).unwrap_or_default();
    fill(t.charm(), &[&at, &c.stars.to_string(), &c.lightning.to_string()])
}

/// The buttons of every legal move but the choices drawn elsewhere (the stance buttons on the cards).
pub fn moves(t: &BroomText, v: &BroomView, map: &BroomMap) -> String {
    let mut out = String::from("<div class=\"moves\">");
    for (i, &a) in v.legal.iter().enumerate() {
        let text = match a {
            BroomAction::Charm(tile) => {
                charm(t, map, tile, v.clouds.iter().find(|&&(_, c)| c == tile).map(|&(a, _)| a))
            }
            BroomAction::Skip if matches!(v.phase, Phase::Act(_, Step::Charm { charmed: true, .. })) => {
                t.done().to_string()
            }
            a => label(t, map, a),
        };
        let class = if a == BroomAction::Skip { "ghost" } else { "legal" };
        let _ = write!(out, "<button class=\"{class}\" data-move=\"{i}\">{text}</button>");
    }
    out + "</div>"
}

/// The board with the pawns, clouds and towers, and this view's legal targets.
pub fn board(t: &BroomText, v: &BroomView, map: &BroomMap) -> String {
    let mut marks = Marks {
        clouds: &v.clouds,
        towers: &v.towers,
        pawns: v.seats.values().iter().map(|s| s.pawns).collect(),
        ..Marks::default()
    };
    for (i, &a) in v.legal.iter().enumerate() {
        match a {
            BroomAction::Move { to, .. } if !marks.areas.iter().any(|&(x, _)| x == to) => marks.areas.push((to, i)),
            BroomAction::Deliver(k) => marks.tower_targets.push((k, i)),
            BroomAction::Charm(tile) => marks.cloud_targets.push((tile, i)),
            _ => {}
        }
    }
    format!("<div class=\"board-frame\">{}</div>", svg(map, t.board(), &marks))
}

/// This round's event and bewitched roles, and the turn under way: the led role, each card played
/// (a knocked-out claim struck through) and each "Next!".
pub fn status(t: &BroomText, v: &BroomView, names: &Names) -> String {
    let mut out = String::from("<section class=\"status\">");
    if let Some(&e) = v.events.last() {
        let _ = write!(
            out,
            "<p class=\"event\"><b>{}</b> {} <small>{}</small></p>",
            t.event(),
            t.events()[e as usize],
            t.event_rules()[e as usize]
        );
    }
    let cursed: Vec<&str> = v.bewitched.iter().map(|r| t.roles()[r.index()]).collect();
    let cursed = if cursed.is_empty() { t.none().to_string() } else { cursed.join(", ") };
    let _ = write!(out, "<p class=\"cursed\"><b>{}</b> {cursed}</p>", t.bewitched());
    let turn = v.turns.last().filter(|_| !matches!(v.phase, Phase::Choose(_)));
    if let Some(turn) = turn {
        // Plays and passes in the order play reached them, clockwise from the leader.
        let n = v.seats.len() as u8;
        let mut lines = String::new();
        for k in 0..n {
            let seat = turn.leader.after(k, n);
            if let Some(p) = turn.plays.iter().find(|p| p.seat == seat) {
                let play = fill(t.turn(), &[&names[seat.index()], t.roles()[turn.role.index()], stance(t, p.stance)]);
                let (class, knocked) = if p.out { ("out", format!(" — {}", t.out())) } else { ("", String::new()) };
                let _ = write!(lines, "<li class=\"{class}\" data-seat=\"{}\">{play}{knocked}</li>", seat.index());
            } else if turn.passes.contains(&seat) {
                let _ = write!(lines, "<li class=\"pass\">{}</li>", fill(t.passed(), &[&names[seat.index()]]));
            }
        }
        let _ = write!(out, "<ol class=\"plays\" aria-label=\"{}\">", t.roles()[turn.role.index()]);
        out.push_str(&lines);
        out.push_str("</ol>");
    }
    out + "</section>"
}

/// Every seat: name in its pawn colour, VP, cards left, resources (and those set aside), charmed
/// clouds; the seat to act lit and the next leader marked.
pub fn seats(t: &BroomText, v: &BroomView, names: &Names, to_act: &[PlayerId]) -> String {
    let mut out = String::from("<ul class=\"seats\">");
    for (p, s) in v.seats.iter() {
        let lit = if to_act.contains(&p) { " to-act" } else { "" };
        let lead =
            if p == v.leader { format!("<span class=\"badge lead\">{}</span>", t.leads()) } else { String::new() };
        let cards = match s.cards {
            Some(n) => fill(t.cards_left(), &[&n.to_string()]),
            None => t.choosing().to_string(),
        };
        let aside = if s.aside.total() > 0 { format!(" <s>{}</s>", stock(t, s.aside)) } else { String::new() };
        let _ = write!(
            out,
            "<li class=\"seat{lit}\" data-seat=\"{}\"><span class=\"seat-head\"><span class=\"seat-name\"><i class=\"dot s{}\"></i>{}{lead}</span><span class=\"vp\">{} {}</span></span><span class=\"seat-body\"><span class=\"cards\">{cards}</span><span class=\"stock\">{}{aside}</span><span class=\"charmed\">{} {}</span></span></li>",
            p.index(),
            p.index(),
            names[p.index()],
            s.vp,
            t.vp(),
            stock(t, s.stock),
            t.clouds(),
            s.clouds.len()
        );
    }
    out + "</ul>"
}

/// A public event as a line of news (`None` for what needs no line).
pub fn line(t: &BroomText, map: &BroomMap, names: &Names, e: &BroomEvent) -> Option<String> {
    let name = |p: &PlayerId| names[p.index()].as_str();
    Some(match e {
        BroomEvent::RoundStarted { round, event, .. } => {
            fill(t.started(), &[&round.to_string(), t.events()[*event as usize]])
        }
        BroomEvent::Chose { seat } => fill(t.chose(), &[name(seat)]),
        BroomEvent::HandsShown { .. } => t.all_chose().to_string(),
        BroomEvent::Played { seat, role, stance: s } => {
            fill(t.played(), &[name(seat), t.roles()[role.index()], stance(t, *s)])
        }
        BroomEvent::Passed { seat } => fill(t.passed(), &[name(seat)]),
        BroomEvent::Overtaken { seat } => fill(t.overtaken(), &[name(seat)]),
        BroomEvent::Moved { seat, from, to } => {
            fill(t.moved(), &[name(seat), &area(t, map, *from), &area(t, map, *to)])
        }
        BroomEvent::Delivered { seat, tower } => {
            fill(t.delivered(), &[name(seat), &map.towers[usize::from(*tower)].id])
        }
        BroomEvent::Charmed { seat, cloud } => {
            let c = &map.clouds[usize::from(*cloud)];
            fill(t.charmed(), &[name(seat), &c.stars.to_string(), &c.lightning.to_string()])
        }
        BroomEvent::Supply { seat, got, paid } => {
            let mut out = String::new();
            if got.total() > 0 {
                out = fill(t.got(), &[name(seat), &stock_words(t, *got)]);
            }
            if paid.total() > 0 {
                out = format!("{out} {}", fill(t.paid(), &[name(seat), &stock_words(t, *paid)])).trim().to_string();
            }
            out
        }
        BroomEvent::Idle { seat } => fill(t.idle(), &[name(seat)]),
        BroomEvent::Scored(entry) => scored(t, map, names, entry),
        BroomEvent::FistsOpened { .. } => t.fists().to_string(),
        BroomEvent::GameOver => t.over().to_string(),
    })
}

/// "Ann: +4 VP (tower T03)".
pub fn scored(t: &BroomText, map: &BroomMap, names: &Names, e: &Entry) -> String {
    let why = match e.why {
        Why::Tower(k) => fill(t.why()[0], &[&map.towers[usize::from(k)].id]),
        Why::Brave(r) => fill(t.why()[1], &[t.roles()[r.index()]]),
        Why::Bewitched(r) => fill(t.why()[2], &[t.roles()[r.index()]]),
        Why::Event(ev) => fill(t.why()[3], &[t.events()[ev as usize]]),
        Why::Lightning => t.why()[4].to_string(),
        Why::Resources => t.why()[5].to_string(),
    };
    fill(t.scored(), &[&names[e.seat.index()], &format!("{:+}", e.vp), &why])
}

/// Lines as a list.
pub fn news(lines: &[String]) -> String {
    let mut out = String::from("<ul class=\"news\">");
    for l in lines {
        let _ = write!(out, "<li>{l}</li>");
    }
    out + "</ul>"
}

/// The escaped names of the players.
pub fn names(all: &[String]) -> Names {
    all.iter().map(|n| escape(n)).collect()
}
