//! What a played card does (spec "Actions"; seed "役割"): witches move a pawn (brave: then may deliver
//! where they arrive), druids deliver from where a pawn stands (brave: +3 VP), gatherers take from the
//! supply, the Weather Fairy charms a cloud next to a pawn (brave: +3 VP). Every action may be
//! declined ([`BroomAction::Skip`]); one with nothing to do is passed over at once. After a cowardly
//! action actually carried out, Black Market and Black Distillery offer their extra.

use super::event::EventCard;
use super::map::{AreaId, Landscape, Potion, Shape};
use super::options::{BraveFairy, BraveGather, CowardlyGather};
use super::role::{Kind, Role};
use super::scoring::{Why, BRAVE_BONUS};
use super::stock::{Resource, Stock};
use super::{Broom, BroomAction, BroomEvent, Phase};
use crate::PlayerId;
use serde::Serialize;

/// The part of an action under way (public).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Step {
    /// A witch of this landscape moves a pawn into an adjacent area of it without a cloud.
    Move { landscape: Landscape, brave: bool },
    /// A brave witch, having moved, may deliver from the area she entered.
    Deliver { from: AreaId },
    /// A druid delivers from an area of these landscapes holding the player's pawn.
    Druid { landscapes: [Landscape; 2], brave: bool },
    /// A gatherer of this colour takes from the supply.
    Gather { colour: Potion, brave: bool },
    /// The fairy charms a cloud; `charmed` once a brave fairy charming any number has charmed one.
    Charm { brave: bool, charmed: bool },
    /// Black Market: exchange one resource.
    Market,
    /// Black Distillery: take a potion.
    Distil,
}

impl Broom {
    /// The card's action starts: cowardly at once, brave after the last seat.
    pub(super) fn begin(&mut self, seat: PlayerId, role: Role, brave: bool, events: &mut Vec<BroomEvent>) {
        let step = match role.kind() {
            Kind::Witch(landscape) => Step::Move { landscape, brave },
            Kind::Druid(landscapes) => Step::Druid { landscapes, brave },
            Kind::Gatherer(colour) => Step::Gather { colour, brave },
            Kind::Fairy => Step::Charm { brave, charmed: false },
        };
        self.enter(seat, step, events);
    }

    /// Waits for `seat`'s choice at `step`, or passes over it when declining is all there is.
    fn enter(&mut self, seat: PlayerId, step: Step, events: &mut Vec<BroomEvent>) {
        self.phase = Phase::Act(seat, step);
        if self.step_actions(seat, step).len() == 1 {
            if !matches!(step, Step::Market | Step::Distil | Step::Charm { charmed: true, .. }) {
                events.push(BroomEvent::Idle { seat });
            }
            self.resolve(seat, step, BroomAction::Skip, events);
        }
    }

    /// Every choice at `step`, declining last.
    pub(super) fn step_actions(&self, seat: PlayerId, step: Step) -> Vec<BroomAction> {
        let s = &self.seats[seat];
        let map = &self.map;
        let mut all = Vec::new();
        match step {
            Step::Move { landscape, .. } => {
                let [a, b] = s.pawns;
                let from = if a == b { vec![a] } else { vec![a, b] };
                for from in from {
                    for &to in &map.areas[usize::from(from)].neighbours {
                        if self.landscape(to) == landscape && !self.clouded(to) {
                            all.push(BroomAction::Move { from, to });
                        }
                    }
                }
            }
            Step::Deliver { from } => all = self.deliveries(seat, &[from]),
            Step::Druid { landscapes, .. } => {
                let from: Vec<AreaId> =
                    s.pawns.into_iter().filter(|&a| landscapes.contains(&self.landscape(a))).collect();
                all = self.deliveries(seat, &from);
            }
            Step::Gather { colour, brave } => {
                all.push(BroomAction::Take(Resource::potion(colour)));
                if !brave && self.options.gatherer_cowardly == CowardlyGather::PotionOrWand {
                    all.push(BroomAction::Take(Resource::Wand));
                }
            }
            Step::Charm { .. } => {
                for &(area, cloud) in &self.board {
                    let stars = map.clouds[usize::from(cloud)].stars;
                    if stars <= s.stock.of(Resource::Wand) && s.pawns.iter().any(|&p| map.adjacent(p, area)) {
                        all.push(BroomAction::Charm(cloud));
                    }
                }
            }
            Step::Market => {
                for give in Resource::ALL.into_iter().filter(|&r| s.stock.of(r) > 0) {
                    all.extend(
                        Resource::ALL
                            .into_iter()
                            .filter(|&r| r != give)
                            .map(|take| BroomAction::Exchange { give, take }),
                    );
                }
            }
            Step::Distil => all.extend(Potion::ALL.map(BroomAction::Distil)),
        }
        all.push(BroomAction::Skip);
        all
    }

    /// Deliveries from any of `from` (spec "Delivery" 1): a tower those areas supply, round ones
    /// still empty, and a potion of its colour in hand.
    fn deliveries(&self, seat: PlayerId, from: &[AreaId]) -> Vec<BroomAction> {
        let stock = self.seats[seat].stock;
        (0..self.map.towers.len())
            .filter(|&t| {
                let tower = &self.map.towers[t];
                tower.areas.iter().any(|a| from.contains(a))
                    && (tower.shape == Shape::Square || self.towers[t].is_none())
                    && stock.of(Resource::potion(tower.colour)) > 0
            })
            .map(|t| BroomAction::Deliver(t as u8))
            .collect()
    }

    /// Carries out `action` (legal at `step`), then moves the game on.
    pub(super) fn resolve(&mut self, seat: PlayerId, step: Step, action: BroomAction, events: &mut Vec<BroomEvent>) {
        let none = Stock::default();
        let role = self.turn().role;
        match action {
            BroomAction::Move { from, to } => {
                let pawns = &mut self.seats[seat].pawns;
                let i = usize::from(pawns[0] != from);
                pawns[i] = to;
                events.push(BroomEvent::Moved { seat, from, to });
                if let Step::Move { brave: true, .. } = step {
                    return self.enter(seat, Step::Deliver { from: to }, events);
                }
            }
            BroomAction::Deliver(t) => {
                let tower = &self.map.towers[usize::from(t)];
                let (vp, wands, round) = (tower.vp, tower.wands, tower.shape == Shape::Round);
                let potion = Resource::potion(tower.colour);
                events.push(BroomEvent::Delivered { seat, tower: t });
                // A round tower keeps the potion for good; a square one returns it to the supply.
                if round {
                    self.towers[usize::from(t)] = Some(seat);
                    self.seats[seat].stock.remove(potion, 1);
                    self.supply(seat, none.plus(Resource::Wand, wands), none, events);
                } else {
                    self.supply(seat, none, none.plus(potion, 1), events);
                }
                self.score(seat, Why::Tower(t), vp.into(), events);
                if let Step::Druid { brave: true, .. } = step {
                    self.score(seat, Why::Brave(role), BRAVE_BONUS, events);
                }
            }
            BroomAction::Take(r) => {
                let got = match (step, self.options.gatherer_brave) {
                    (Step::Gather { brave: false, .. }, _) => none.plus(r, 1),
                    (_, BraveGather::PotionsAndWand) => none.plus(r, 2).plus(Resource::Wand, 1),
                    (_, BraveGather::ThreePotions) => none.plus(r, 3),
                };
                self.supply(seat, got, none, events);
            }
            BroomAction::Charm(cloud) => {
                self.board.retain(|&(_, c)| c != cloud);
                self.seats[seat].clouds.push(cloud);
                events.push(BroomEvent::Charmed { seat, cloud });
                let stars = self.map.clouds[usize::from(cloud)].stars;
                self.supply(seat, none, Stock([0, 0, 0, stars]), events);
                if let Step::Charm { brave: true, charmed } = step {
                    if !charmed {
                        self.score(seat, Why::Brave(role), BRAVE_BONUS, events);
                    }
                    if self.options.fairy_brave == BraveFairy::AnyClouds {
                        return self.enter(seat, Step::Charm { brave: true, charmed: true }, events);
                    }
                }
            }
            BroomAction::Exchange { give, take } => self.supply(seat, none.plus(take, 1), none.plus(give, 1), events),
            BroomAction::Distil(colour) => self.supply(seat, none.plus(Resource::potion(colour), 1), none, events),
            _ => {}
        }
        let brave = match step {
            Step::Move { brave, .. }
            | Step::Druid { brave, .. }
            | Step::Gather { brave, .. }
            | Step::Charm { brave, .. } => brave,
            Step::Deliver { .. } => true,
            Step::Market | Step::Distil => return self.advance(events),
        };
        if brave {
            return self.end_turn(events);
        }
        // Black Market and Black Distillery follow a cowardly action actually carried out.
        match (action != BroomAction::Skip, self.event()) {
            (true, EventCard::BlackMarket) => self.enter(seat, Step::Market, events),
            (true, EventCard::BlackDistillery) => self.enter(seat, Step::Distil, events),
            _ => self.advance(events),
        }
    }
}
