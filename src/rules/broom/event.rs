//! The ten event cards (spec "Events"; seed "イベント": one acts before the roles are chosen, three during
//! the round and six at its end). Only More or Less's timing and the clarifications are in the seed;
//! the other effects, timings, Wand Hoard and Cloud Keepers are [reconstructed].

use serde::Serialize;

/// An event card; 7 of the 10 are played, one per round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum EventCard {
    /// Before role choice: hands of 1–5 cards, VP by hand size.
    MoreOrLess,
    /// During the round: after a cowardly action, exchange one resource.
    BlackMarket,
    /// During the round: after a cowardly action, take a potion.
    BlackDistillery,
    /// During the round: everyone's resources set aside until its end.
    EmptyHands,
    /// Round end: VP by the landscape under each pawn.
    PerilousPlaces,
    /// Round end: a secret fist of resources; the largest wins VP and pays it.
    UpperHand,
    /// Round end: a full set of four kinds handed in for VP.
    Works,
    /// Round end: VP for two pawns on one landscape.
    FlockTogether,
    /// Round end: VP for the most wands.
    WandHoard,
    /// Round end: VP per charmed cloud.
    CloudKeepers,
}

impl EventCard {
    pub const ALL: [EventCard; 10] = [
        EventCard::MoreOrLess,
        EventCard::BlackMarket,
        EventCard::BlackDistillery,
        EventCard::EmptyHands,
        EventCard::PerilousPlaces,
        EventCard::UpperHand,
        EventCard::Works,
        EventCard::FlockTogether,
        EventCard::WandHoard,
        EventCard::CloudKeepers,
    ];

    /// True for the six that act at the round's end.
    pub fn at_round_end(self) -> bool {
        self >= EventCard::PerilousPlaces
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_before_the_choice_three_during_six_at_the_end() {
        let end = EventCard::ALL.iter().filter(|e| e.at_round_end()).count();
        assert_eq!((EventCard::ALL.len(), end), (10, 6));
    }
}
