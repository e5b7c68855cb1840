//! ④ ゲームの終了と勝利条件: after round 5 the most tamed dogs wins; a tie goes to more villagers
//! standing, then to more sticks in hand at the end of round 5; still tied, the place is shared.
//! Players who went out (負け抜け) rank below everyone still in, the later out above the earlier.

use crate::{PerPlayer, PlayerId};
use serde::Serialize;

/// Where a player stands at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Standing {
    /// Dogs tamed.
    pub dogs: u8,
    /// Villagers standing.
    pub villagers: u8,
    /// Sticks in hand at the end of the last round.
    pub sticks: u8,
    /// The attack in which the player went out, if they did.
    pub out_at: Option<u16>,
}

impl Standing {
    /// Bigger is better, criterion by criterion.
    fn key(self) -> (bool, u16, u8, u8, u8) {
        match self.out_at {
            None => (true, 0, self.dogs, self.villagers, self.sticks),
            Some(at) => (false, at, 0, 0, 0),
        }
    }
}

/// What put a player below the one ranked just above.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Decider {
    /// Fewer dogs.
    Dogs,
    /// Same dogs, fewer villagers standing.
    Villagers,
    /// Same dogs and villagers, fewer sticks in hand.
    Sticks,
    /// Nothing: the place is shared.
    Shared,
    /// Out of the game, while the one above was still in.
    Out,
    /// Went out earlier than the one above.
    OutEarlier,
}

/// One player's place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Placing {
    /// Who.
    pub seat: PlayerId,
    /// 1 for the winner(s); shared places repeat and the next is skipped (1, 1, 3).
    pub place: u8,
    /// What they ended with.
    pub standing: Standing,
    /// Why they are below the player listed before them (`None` for the first).
    pub by: Option<Decider>,
}

/// The final ranking, best first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DogOutcome {
    /// Every player, best first.
    pub placings: Vec<Placing>,
}

impl DogOutcome {
    /// Ranks the players by the rulebook's criteria.
    pub fn rank(standings: PerPlayer<Standing>) -> DogOutcome {
        let mut order: Vec<(PlayerId, Standing)> = standings.iter().map(|(p, s)| (p, *s)).collect();
        // Best first; equals keep seat order.
        crate::sort_by(&mut order, |a, b| a.1.key() > b.1.key());
        let mut placings: Vec<Placing> = Vec::with_capacity(order.len());
        for (i, (seat, standing)) in order.into_iter().enumerate() {
            let (place, by) = match placings.last() {
                None => (1, None),
                Some(above) => match decider(above.standing, standing) {
                    Decider::Shared => (above.place, Some(Decider::Shared)),
                    d => (i as u8 + 1, Some(d)),
                },
            };
            placings.push(Placing { seat, place, standing, by });
        }
        DogOutcome { placings }
    }

    /// The players in first place.
    pub fn winners(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.placings.iter().filter(|p| p.place == 1).map(|p| p.seat)
    }
}

fn decider(above: Standing, below: Standing) -> Decider {
    match (above.out_at, below.out_at) {
        (None, Some(_)) => Decider::Out,
        (Some(a), Some(b)) if a != b => Decider::OutEarlier,
        (Some(_), Some(_)) => Decider::Shared,
        _ if above.dogs != below.dogs => Decider::Dogs,
        _ if above.villagers != below.villagers => Decider::Villagers,
        _ if above.sticks != below.sticks => Decider::Sticks,
        _ => Decider::Shared,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(dogs: u8, villagers: u8, sticks: u8, out_at: Option<u16>) -> Standing {
        Standing { dogs, villagers, sticks, out_at }
    }

    #[test]
    fn dogs_then_villagers_then_sticks_then_shared() {
        let seats = [st(3, 2, 1, None), st(3, 3, 0, None), st(3, 2, 4, None), st(3, 2, 4, None)];
        let outcome = DogOutcome::rank(PerPlayer::from_fn(4, |p| seats[p.index()]));
        let got: Vec<(usize, u8, Option<Decider>)> =
            outcome.placings.iter().map(|p| (p.seat.index(), p.place, p.by)).collect();
        assert_eq!(
            got,
            vec![
                (1, 1, None),
                (2, 2, Some(Decider::Villagers)),
                (3, 2, Some(Decider::Shared)),
                (0, 4, Some(Decider::Sticks)),
            ]
        );
        assert_eq!(outcome.winners().collect::<Vec<_>>(), vec![PlayerId::new(1)]);
    }

    #[test]
    fn players_out_rank_last_the_later_out_first() {
        let seats = [st(0, 0, 0, Some(1)), st(0, 1, 0, None), st(0, 0, 0, Some(2)), st(5, 3, 2, None)];
        let outcome = DogOutcome::rank(PerPlayer::from_fn(4, |p| seats[p.index()]));
        let got: Vec<(usize, Option<Decider>)> = outcome.placings.iter().map(|p| (p.seat.index(), p.by)).collect();
        assert_eq!(
            got,
            vec![(3, None), (1, Some(Decider::Dogs)), (2, Some(Decider::Out)), (0, Some(Decider::OutEarlier))]
        );
    }
}
