//! Broom Service's moves and events said in words: the news lines (what each public event of the
//! seed's turn order — played, passed, overtaken, moved, delivered, charmed, scored — did), a move's
//! button label, an area's name. All text: the screens put it in elements as it is, players' names
//! as they were typed.

use super::text::BroomText;
use crate::ui::words::fill;
use rules::broom::map::{AreaId, BroomMap};
use rules::broom::role::Stance;
use rules::broom::scoring::{Entry, Why};
use rules::broom::stock::{Resource, Stock};
use rules::broom::{BroomAction, BroomEvent};
use rules::PlayerId;

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
pub fn charm(t: &BroomText, map: &BroomMap, tile: u8, at: Option<AreaId>) -> String {
    let c = &map.clouds[usize::from(tile)];
    let at = at.map(|a| area(t, map, a)).unwrap_or_default();
    fill(t.charm(), &[&at, &c.stars.to_string(), &c.lightning.to_string()])
}

/// A public event as a line of news (`None` for what needs no line).
pub fn line(t: &BroomText, map: &BroomMap, names: &[String], e: &BroomEvent) -> Option<String> {
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
pub fn scored(t: &BroomText, map: &BroomMap, names: &[String], e: &Entry) -> String {
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
