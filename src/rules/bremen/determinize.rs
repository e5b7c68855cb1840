//! What one seat cannot tell apart: the other hands, dealt again from the tiles it has not seen.
//!
//! Everything else is public: every tile played (face up, 遊び方), the hand sizes, the middle tile with
//! 3 players, and what follows from them:
//! - a seat that did not follow the led animal holds none of it (フォロー: follow if you can);
//! - the first leader held the key donkey (donkey 1; with 3 players donkey 4, or 5 when 4 is the
//!   middle tile), so while it is unplayed it is still in that hand;
//! - no hand was dealt 8 or more chickens (注意: such a deal is redealt).

use super::tile::{Animal, Tile, TileSet};
use super::{Bremen, REDEAL_CHICKENS};
use crate::rng::{Rng, RngCore};
use crate::{Determinize, Game, PerPlayer, PlayerId, Twin};

/// Attempts at a deal that keeps every inference before the voids are dropped (never the truth).
const ATTEMPTS: u32 = 150;

/// What the table knows about each seat's hand without seeing it.
struct Known {
    /// Animals each seat has shown it lacks.
    voids: PerPlayer<[bool; 4]>,
    /// Chickens each seat has played (a dealt hand had at most 7).
    chickens_played: PerPlayer<u8>,
    /// The key donkey and the seat that must hold it, while it is unplayed.
    key: Option<(Tile, PlayerId)>,
}

impl Bremen {
    fn known(&self) -> Known {
        let players = self.players();
        let mut voids = PerPlayer::from_fn(players, |_| [false; 4]);
        let mut chickens_played = PerPlayer::from_fn(players, |_| 0);
        for trick in self.tricks() {
            let led = trick.led();
            let plays = (0..players).map(PlayerId::new).filter_map(|seat| trick.played_by(seat).map(|t| (seat, t)));
            for (seat, tile) in plays {
                if tile.animal() == Animal::Chicken {
                    chickens_played[seat] += 1;
                }
                match led {
                    Some(animal) if animal != tile.animal() => voids[seat][animal as usize] = true,
                    _ => {}
                }
            }
        }
        let first = self.done.first().map_or(&self.trick, |d| &d.trick).leader();
        let donkey = Bremen::key_donkey(players, self.middle);
        let key = (!self.played().contains(donkey)).then_some((donkey, first));
        Known { voids, chickens_played, key }
    }

    /// The tiles `observer` has not seen: neither in its hand, nor played, nor the middle tile.
    fn unseen(&self, observer: PlayerId) -> Vec<Tile> {
        let mut tiles = TileSet::for_players(self.players());
        for tile in self.played().iter().chain(self.hands[observer].iter()).chain(self.middle) {
            tiles.remove(tile);
        }
        tiles.to_vec()
    }

    /// One deal of the tiles in `order` to the seats other than `observer`, each getting as many as
    /// it holds, within what is `known`; `None` on a dead end. (Counted on the stack: a strong
    /// move's search deals thousands of worlds.)
    fn deal_unseen(
        &self,
        observer: PlayerId,
        order: &[Tile],
        known: &Known,
        keep_voids: bool,
        rng: &mut Rng<impl RngCore>,
    ) -> Option<PerPlayer<TileSet>> {
        let mut hands = [TileSet::EMPTY; 4];
        let mut room = [0u8; 4];
        let mut chickens = [0u8; 4];
        for (seat, hand) in self.hands.iter() {
            if seat == observer {
                hands[seat.index()] = *hand;
            } else {
                room[seat.index()] = hand.len();
                chickens[seat.index()] = known.chickens_played[seat];
            }
        }
        let seats = || (0..self.players()).map(PlayerId::new);
        for &tile in order {
            let animal = tile.animal();
            let pinned = known.key.filter(|&(key, _)| key == tile).map(|(_, seat)| seat);
            let mut weights = [0u32; 4];
            for seat in seats() {
                let void = keep_voids && known.voids[seat][animal as usize];
                let too_many_chickens = animal == Animal::Chicken && chickens[seat.index()] + 1 >= REDEAL_CHICKENS;
                weights[seat.index()] = match pinned {
                    Some(holder) if holder != seat => 0,
                    _ if void || too_many_chickens => 0,
                    _ => u32::from(room[seat.index()]),
                };
            }
            let total: u32 = weights.iter().sum();
            if total == 0 {
                return None;
            }
            let mut at = rng.below(total);
            let mut seat = observer;
            for other in seats() {
                let w = weights[other.index()];
                if at < w {
                    seat = other;
                    break;
                }
                at -= w;
            }
            hands[seat.index()].insert(tile);
            room[seat.index()] -= 1;
            chickens[seat.index()] += u8::from(animal == Animal::Chicken);
        }
        Some(PerPlayer::from_fn(self.players(), |seat| hands[seat.index()]))
    }
}

/// What a seat's worlds are drawn from: the tiles it has not seen, and what the table knows of who
/// holds them.
pub struct Unseen {
    observer: PlayerId,
    known: Known,
    /// The unseen tiles by how many seats may hold them (0 for the key donkey, which one seat must):
    /// a deal gives out the most constrained first, so it seldom runs into a tile no seat has room
    /// for (mid-game, dealing in a random order took about 8 tries a world).
    by_holders: [Vec<Tile>; 4],
}

impl Unseen {
    /// Every unseen tile in `order`, each group of [`by_holders`](Unseen::by_holders) shuffled in
    /// turn (the most constrained first).
    fn shuffle(&self, order: &mut Vec<Tile>, rng: &mut Rng<impl RngCore>) {
        order.clear();
        for group in &self.by_holders {
            let start = order.len();
            order.extend_from_slice(group);
            rng.shuffle(&mut order[start..]);
        }
    }
}

impl Determinize for Bremen {
    type Belief = Unseen;

    fn belief(&self, observer: PlayerId) -> Unseen {
        let known = self.known();
        let mut by_holders: [Vec<Tile>; 4] = Default::default();
        for tile in self.unseen(observer) {
            let holders = match known.key {
                Some((key, _)) if key == tile => 0,
                _ => {
                    self.hands.iter().filter(|&(s, _)| s != observer && !known.voids[s][tile.animal() as usize]).count()
                }
            };
            by_holders[holders.min(3)].push(tile);
        }
        Unseen { observer, known, by_holders }
    }

    fn draw<S: RngCore>(&self, belief: &Unseen, rng: &mut Rng<S>) -> Bremen {
        let (observer, known) = (belief.observer, &belief.known);
        let mut order = Vec::with_capacity(belief.by_holders.iter().map(Vec::len).sum());
        let hands = (0..ATTEMPTS)
            .find_map(|_| {
                belief.shuffle(&mut order, rng);
                self.deal_unseen(observer, &order, known, true, rng)
            })
            .or_else(|| {
                (0..ATTEMPTS).find_map(|_| {
                    belief.shuffle(&mut order, rng);
                    self.deal_unseen(observer, &order, known, false, rng)
                })
            })
            .unwrap_or_else(|| self.deal_in_order(observer, &order));
        Bremen { hands, rng: rng.fork(), ..self.clone() }
    }
}

impl Bremen {
    /// The last resort, never reached in play: the unseen tiles in order, the key donkey first to
    /// its holder (a coarser world, still drawn from nothing hidden).
    fn deal_in_order(&self, observer: PlayerId, tiles: &[Tile]) -> PerPlayer<TileSet> {
        let mut hands = self.hands.map(|seat, hand| if seat == observer { *hand } else { TileSet::EMPTY });
        let mut rest = tiles.iter().copied();
        for (seat, hand) in self.hands.iter() {
            if seat != observer {
                for tile in rest.by_ref().take(usize::from(hand.len())) {
                    hands[seat].insert(tile);
                }
            }
        }
        hands
    }
}

impl Twin for Bremen {
    /// Swaps tiles between two other hands where the swap breaks no inference, and reseeds the stream.
    fn twin(&self, observer: PlayerId, rng: &mut Rng) -> Bremen {
        let mut twin = Bremen { rng: rng.fork(), ..self.clone() };
        let known = self.known();
        let others: Vec<PlayerId> = self.hands.iter().map(|(s, _)| s).filter(|&s| s != observer).collect();
        for _ in 0..8 {
            let a = others[rng.below(others.len() as u32) as usize];
            let b = others[rng.below(others.len() as u32) as usize];
            let (ha, hb) = (twin.hands[a].to_vec(), twin.hands[b].to_vec());
            if a == b || ha.is_empty() || hb.is_empty() {
                continue;
            }
            let x = ha[rng.below(ha.len() as u32) as usize];
            let y = hb[rng.below(hb.len() as u32) as usize];
            let pinned = |t: Tile| known.key.is_some_and(|(key, _)| key == t);
            let chickens =
                |seat: PlayerId, hand: TileSet| hand.of_animal(Animal::Chicken).len() + known.chickens_played[seat];
            let mut new_a = twin.hands[a];
            let mut new_b = twin.hands[b];
            new_a.remove(x);
            new_a.insert(y);
            new_b.remove(y);
            new_b.insert(x);
            let fits = !pinned(x)
                && !pinned(y)
                && !known.voids[a][y.animal() as usize]
                && !known.voids[b][x.animal() as usize]
                && chickens(a, new_a) < REDEAL_CHICKENS
                && chickens(b, new_b) < REDEAL_CHICKENS;
            if fits {
                twin.hands[a] = new_a;
                twin.hands[b] = new_b;
            }
        }
        twin
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bremen::BremenOptions;

    /// Sampled worlds keep every public inference: hand sizes, voids, the key donkey with the first
    /// leader and at most 7 chickens dealt to any hand; and the observer's own hand.
    #[test]
    fn worlds_keep_every_inference() {
        for seed in 0..300u64 {
            let players = 3 + (seed % 2) as u8;
            let mut game = Bremen::new(BremenOptions { players, ..BremenOptions::default() }, seed).unwrap();
            let mut rng = Rng::from_seed(seed);
            let mut dropped = 0;
            while let crate::ToAct::One(me) = game.to_act() {
                let belief = game.belief(me);
                let known = &belief.known;
                let mut order = Vec::new();
                let dead_end = |rng: &mut Rng, order: &mut Vec<Tile>| {
                    belief.shuffle(order, rng);
                    game.deal_unseen(me, order, known, true, rng).is_none()
                };
                dropped += u32::from((0..ATTEMPTS).all(|_| dead_end(&mut rng, &mut order)));
                let world = game.determinize(me, &mut rng);
                assert_eq!(world.hands[me], game.hands[me]);
                for (seat, hand) in world.hands.iter() {
                    assert_eq!(hand.len(), game.hands[seat].len());
                    if seat != me {
                        assert!(hand.iter().all(|t| !known.voids[seat][t.animal() as usize]), "a void broken");
                    }
                }
                assert!(world.dealt_hands().values().iter().all(|h| {
                    h.iter().filter(|t| t.animal() == Animal::Chicken).count() < usize::from(REDEAL_CHICKENS)
                }));
                if let Some((key, holder)) = known.key {
                    assert!(world.hands[holder].contains(key), "the key donkey left its holder");
                }
                let legal = game.legal_actions(me);
                game.apply(me, legal[rng.below(legal.len() as u32) as usize]).unwrap();
            }
            assert_eq!(dropped, 0, "seed {seed}: a deal had to drop the voids");
        }
    }
}
