//! Who sits at the table and what the device shows: the part of a session that is the same in every
//! game (see [`super::Session`]), apart from its game so that the page carries its code once.

use super::Stage;
use crate::ui::model::lessons::Lessons;
use rules::bots::{bot_to_move, is_bot, Player};
use rules::{PlayerId, SetupError, ToAct};

/// Who sits at the table and where the hand-over stands: the part of a session that is the same in
/// every game, apart from its game so that the page carries its code once, not once per game.
#[derive(Clone, Debug)]
pub(super) struct HandOver {
    /// The players' names, by seat (clockwise).
    pub(super) names: Vec<String>,
    /// Who plays each seat.
    pub(super) players: Vec<Player>,
    /// For each seat, how much of the log they have seen (news since their last turn is the rest).
    pub(super) seen: Vec<usize>,
    pub(super) stage: Stage,
    /// True from an action until the next curtain is dismissed: the window in which undo is allowed.
    pub(super) undo_open: bool,
    /// Where in the log the last action's events begin.
    pub(super) last_start: usize,
    /// True while the curtain is up because its player took an action back: it asks for the device
    /// to be given back, not passed on.
    pub(super) handing_back: bool,
    /// True while the player of a move made in the open looks at their secrets (behind the curtain).
    pub(super) peeking: bool,
    /// What the game has taught (a guided game, the coach marks shown).
    pub(super) lessons: Lessons,
}

impl HandOver {
    /// Seats these players, one name and one player per seat of a game of `seats`; the stage is set
    /// once the game is known.
    pub(super) fn new(names: Vec<String>, players: Vec<Player>, seats: u8) -> Result<HandOver, SetupError> {
        for given in [names.len(), players.len()] {
            let got = u8::try_from(given).unwrap_or(u8::MAX);
            if got != seats {
                return Err(SetupError::PlayerCount { min: seats, max: seats, got });
            }
        }
        let seen = vec![0; names.len()];
        let (stage, undo_open, last_start, handing_back, peeking) = (Stage::Over, false, 0, false, false);
        let lessons = Lessons::default();
        Ok(HandOver { names, players, seen, stage, undo_open, last_start, handing_back, peeking, lessons })
    }

    /// True when a bot plays this seat.
    pub(super) fn is_bot(&self, seat: PlayerId) -> bool {
        is_bot(&self.players, seat)
    }

    /// The one person among bots (see [`Session::lone_person`]).
    pub(super) fn lone_person(&self) -> Option<PlayerId> {
        let mut people = (0..self.players.len()).filter(|&i| !self.players[i].is_bot());
        match (people.next(), people.next()) {
            (Some(one), None) => Some(PlayerId::new(one as u8)),
            _ => None,
        }
    }

    /// True when the screen is one behind the curtain: it shows a player's secrets (`own_screen`),
    /// and the device goes round more than one person.
    pub(super) fn curtained(&self, own_screen: bool) -> bool {
        own_screen && self.lone_person().is_none()
    }

    /// Where in the log the news of a bot's turn starts: the most any person has seen, or the last
    /// move's events if nobody has.
    pub(super) fn people_seen(&self) -> usize {
        let people = (0..self.players.len()).filter(|&i| !self.players[i].is_bot());
        people.map(|i| self.seen[i]).max().unwrap_or(self.last_start)
    }

    /// The curtain's person confirmed who they are, having seen a log of `log_len`: their private
    /// screen shows. False if no curtain was up.
    pub(super) fn reveal(&mut self, log_len: usize) -> bool {
        let Stage::Curtain(seat) = self.stage else { return false };
        self.stage = Stage::Private(seat);
        self.seen[seat.index()] = log_len;
        self.undo_open = false;
        self.handing_back = false;
        true
    }

    /// `seat` moved, and the log now runs from `start` (its events) to `log_len`, all of which it saw.
    pub(super) fn moved(&mut self, seat: PlayerId, start: usize, log_len: usize) {
        self.last_start = start;
        self.seen[seat.index()] = log_len;
    }

    /// True when `seat`, who made the last move, may still take it back as far as the hand-over goes:
    /// a person's move, in the window that closes when the next curtain is dismissed. Without a
    /// curtain (no secrets, or a move made in the open) the window lasts until the next action;
    /// while a bot thinks, until its move shows.
    pub(super) fn may_take_back(&self, seat: PlayerId, curtained: bool) -> bool {
        let window = matches!(self.stage, Stage::Curtain(_) | Stage::Pause | Stage::Bot(_)) || !curtained;
        self.undo_open && window && !self.is_bot(seat)
    }

    /// `seat`'s move was taken back, leaving a log of `log_len`: their curtain comes up if the screen
    /// is `curtained` ("give the device back"), else their screen comes straight back.
    pub(super) fn taken_back(&mut self, seat: PlayerId, log_len: usize, curtained: bool) {
        self.last_start = self.last_start.min(log_len);
        for s in &mut self.seen {
            *s = (*s).min(log_len);
        }
        self.stage = if curtained { Stage::Curtain(seat) } else { Stage::Private(seat) };
        self.handing_back = curtained;
        self.undo_open = false;
    }

    /// The stage for a game waiting for `to_act`: a bot's turn for a bot (see [`bot_to_move`]), else
    /// the seat's curtain when the screen is `curtained`; `actor` is the seat that just acted behind
    /// its own curtain, whose screen may stay up for its next private move.
    pub(super) fn next_stage(&self, to_act: &ToAct, curtained: bool, actor: Option<PlayerId>) -> Stage {
        if let Some(bot) = bot_to_move(to_act, &self.players) {
            return Stage::Bot(bot);
        }
        let seat = match to_act {
            ToAct::GameOver => return Stage::Over,
            ToAct::One(seat) => *seat,
            ToAct::Simultaneous(seats) => seats[0],
            // Only reached if a game's draw is refused by its own rules; the roller's screen stays up.
            ToAct::Chance(seat) => return Stage::Private(*seat),
        };
        if Some(seat) == actor || !curtained {
            Stage::Private(seat)
        } else {
            Stage::Curtain(seat)
        }
    }

    /// True when the stage can be showing in a game waiting for `to_act`: a bot's turn only for a
    /// bot, a person's screen only for a person.
    pub(super) fn stage_fits(&self, to_act: &ToAct) -> bool {
        match (self.stage, to_act) {
            (Stage::Pause, _) | (Stage::Over, ToAct::GameOver) => true,
            (Stage::Curtain(seat) | Stage::Private(seat), ToAct::Chance(roller)) => {
                seat == *roller && !self.is_bot(seat)
            }
            (Stage::Curtain(seat) | Stage::Private(seat), to_act) => to_act.includes(seat) && !self.is_bot(seat),
            (Stage::Bot(seat), to_act) => to_act.includes(seat) && self.is_bot(seat),
            (Stage::Over, _) => false,
        }
    }
}
