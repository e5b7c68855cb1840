//! The game on the table, whichever it is, split by who asks: the screens and the app ([`Table`]),
//! storage ([`Kept`]), the bots' worker ([`Asked`]) and the replay with its review ([`Replayed`]).
//! Every [`Seated`] game's session is all four, so the shell holds one [`AnySession`].

use super::{Drawn, GameEntry, Seated, Shown};
use crate::ui::model::history::Finished;
use crate::ui::model::lessons::Lessons;
use crate::ui::model::save;
use crate::ui::model::session::{Reviewed, Session, Stage};
use crate::ui::words::Lang;
use rules::bots::worker::Question;
use rules::json::{self, Json, Tree};
use rules::PlayerId;
use std::any::Any;

/// What the app and the screens ask of the game on the table.
pub trait Table: Kept + Asked + Replayed + Send + Sync + 'static {
    /// Its registry entry.
    fn entry(&self) -> &'static GameEntry;
    /// What the device shows.
    fn stage(&self) -> Stage;
    /// Changes whenever the screen shows something new (see [`Session::screen_key`]).
    fn screen_key(&self) -> (Stage, usize);
    /// True once the game has ended.
    fn is_over(&self) -> bool;
    /// The players' names, by seat.
    fn names(&self) -> &[String];
    /// Puts the curtain back over a private screen.
    fn lock(&mut self);
    /// True while a private screen is showing (a game with secrets, after "I am X").
    fn showing_private(&self) -> bool;
    /// Where it stands, for the saved-games list.
    fn progress(&self, lang: Lang) -> String;
    /// What the game has taught so far.
    fn lessons(&self) -> &Lessons;
    /// What the game has taught, to record more.
    fn lessons_mut(&mut self) -> &mut Lessons;
    /// Takes back the last move, if its player still may (see [`Session::undo`]).
    fn undo(&mut self);
    /// A new game with the same players and options, dealt from `seed`; with the players moved one
    /// seat on if `rotate` (each name and each person or bot with it).
    fn again(&self, seed: u64, rotate: bool) -> Option<AnySession>;
    /// The seed the game was dealt from.
    fn seed(&self) -> u64;
    /// The typed session, for its own board.
    fn as_any(&self) -> &dyn Any;
    /// The typed session to change, for its own board.
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

/// What storage asks of the game on the table.
pub trait Kept {
    /// Its stored text, last played at `saved_at` (ms since 1970).
    fn encode(&self, saved_at: f64) -> String;
    /// The history's summary of the game, once it has ended (at `at`, ms since 1970).
    fn finished(&self, at: f64) -> Option<Finished>;
}

/// What the bots' worker is asked of the game on the table, and what its answer does.
pub trait Asked {
    /// True when a bot plays a seat.
    fn has_bots(&self) -> bool;
    /// The question for the bots' worker while a bot thinks: the game as its save keeps it (see
    /// [`rules::bots::worker`]), and whether the move before can still be taken back.
    fn bot_question(&self) -> Option<(Question, bool)>;
    /// The bot whose turn it is makes the move the worker answered (as JSON); false if it can't.
    fn bot_answer(&mut self, answer: &str) -> bool;
    /// The seat a hint may be shown to now (see [`Session::hint_seat`]).
    fn hint_seat(&self) -> Option<PlayerId>;
    /// The question for the bots' workers when that seat asks for a hint.
    fn hint_question(&self) -> Option<Question>;
}

/// What the replay and its review ask of a finished game.
pub trait Replayed {
    /// How many steps its replay has after the deal; `None` while it is in progress.
    fn replay_len(&self) -> Option<usize>;
    /// Step `at` of its replay, drawn (see [`super::replay`]); `None` while it is in progress.
    fn replay_step(&self, at: usize, lang: Lang) -> Option<Shown>;
    /// Where each round or trick begins, for a replay's "jump to".
    fn chapters(&self, lang: Lang) -> Vec<(usize, String)>;
    /// The moves its review judges (see [`Session::reviewed_moves`]); `None` while it is in progress.
    fn reviewed_moves(&self) -> Option<Vec<Reviewed>>;
    /// The game's own lines for `action` (JSON) made in place of step `at`'s move; `None` if it is no
    /// move there.
    fn instead_lines(&self, at: usize, action: &Json, lang: Lang) -> Option<Vec<String>>;
}

/// A game's session, whichever the game.
pub type AnySession = Box<dyn Table>;

impl<G: Seated> Table for Session<G> {
    fn entry(&self) -> &'static GameEntry {
        G::entry()
    }
    fn stage(&self) -> Stage {
        Session::stage(self)
    }
    fn screen_key(&self) -> (Stage, usize) {
        Session::screen_key(self)
    }
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }
    fn names(&self) -> &[String] {
        Session::names(self)
    }
    fn lock(&mut self) {
        Session::lock(self)
    }
    fn showing_private(&self) -> bool {
        Session::showing_private(self)
    }
    fn progress(&self, lang: Lang) -> String {
        G::progress(self, lang)
    }
    fn lessons(&self) -> &Lessons {
        Session::lessons(self)
    }
    fn lessons_mut(&mut self) -> &mut Lessons {
        Session::lessons_mut(self)
    }
    fn undo(&mut self) {
        Session::undo(self);
    }
    fn again(&self, seed: u64, rotate: bool) -> Option<AnySession> {
        let (mut names, mut players) = (self.names().to_vec(), self.players().to_vec());
        if rotate {
            names.rotate_right(1);
            players.rotate_right(1);
        }
        Session::<G>::start(names, players, self.options().clone(), seed).ok().map(|s| Box::new(s) as AnySession)
    }
    fn seed(&self) -> u64 {
        Session::seed(self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

impl<G: Seated> Kept for Session<G> {
    fn encode(&self, saved_at: f64) -> String {
        save::encode(G::entry().id, &self.record(), saved_at)
    }
    fn finished(&self, at: f64) -> Option<Finished> {
        let standings = G::standings(&self.outcome()?);
        let people = self.players().iter().map(|p| !p.is_bot()).collect();
        let game = G::entry().id.to_string();
        Some(Finished { game, at, seed: self.seed(), names: self.names().to_vec(), people, standings })
    }
}

impl<G: Seated> Asked for Session<G> {
    fn has_bots(&self) -> bool {
        self.players().iter().any(|p| p.is_bot())
    }
    fn bot_question(&self) -> Option<(Question, bool)> {
        // A guided game's bots wait while its first screens are read.
        if self.lessons().intro_due() {
            return None;
        }
        let (_, level, _) = self.bot_turn()?;
        Some((Question::for_move::<G>(self.encode(0.0), level), self.undoable_by().is_some()))
    }
    fn bot_answer(&mut self, answer: &str) -> bool {
        json::from_str::<G::Action>(answer).is_ok_and(|action| self.bot_act(action).is_ok())
    }
    fn hint_seat(&self) -> Option<PlayerId> {
        Session::hint_seat(self)
    }
    fn hint_question(&self) -> Option<Question> {
        Some(Question::for_hint::<G>(&self.encode(0.0), self.hint_seat()?))
    }
}

impl<G: Seated> Replayed for Session<G> {
    fn replay_len(&self) -> Option<usize> {
        Session::replay_len(self)
    }
    fn replay_step(&self, at: usize, lang: Lang) -> Option<Shown> {
        super::replay::shown(self, at, lang)
    }
    fn chapters(&self, lang: Lang) -> Vec<(usize, String)> {
        super::replay::chapters(self, lang)
    }
    fn reviewed_moves(&self) -> Option<Vec<Reviewed>> {
        Session::reviewed_moves(self)
    }
    fn instead_lines(&self, at: usize, action: &Json, lang: Lang) -> Option<Vec<String>> {
        let action = G::Action::from_tree(action)?;
        let Drawn { lines, .. } = G::replay(&self.instead(at, &action)?, lang);
        Some(lines)
    }
}

impl dyn Table {
    /// The session, if this is a game of `G`.
    pub fn typed<G: Seated>(&self) -> Option<&Session<G>> {
        self.as_any().downcast_ref()
    }

    /// The session to change, if this is a game of `G`.
    pub fn typed_mut<G: Seated>(&mut self) -> Option<&mut Session<G>> {
        self.as_any_mut().downcast_mut()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::model::session::Player;
    use rules::bots::BotGame;
    use rules::bremen::Bremen;
    use rules::{PlayerId, Viewer};

    #[test]
    fn the_same_deal_again_deals_every_seat_the_same_cards_with_the_players_kept_or_moved_on() {
        let names: Vec<String> = ["Aiko", "Ben", "Chie"].map(String::from).to_vec();
        let players = vec![Player::Person, Player::Bot(rules::bots::Level::Easy), Player::Person];
        let options = Bremen::options_for(3, PlayerId::new(1));
        let first = Session::<Bremen>::start(names.clone(), players.clone(), options, 77).unwrap();
        // Each seat's cards, as the game the session's options and seed deal.
        let hands = |s: &dyn Table| {
            let s = s.typed::<Bremen>().unwrap();
            let game = <Bremen as rules::Game>::new(s.options().clone(), s.seed()).unwrap();
            (0..3).map(|p| rules::Game::view(&game, Viewer::Seat(PlayerId::new(p)))).collect::<Vec<_>>()
        };
        let kept = first.again(first.seed(), false).unwrap();
        let moved = first.again(first.seed(), true).unwrap();
        assert_eq!(hands(&first), hands(&*kept), "the same deal, seat by seat");
        assert_eq!(hands(&first), hands(&*moved), "the same deal, seat by seat");
        assert_eq!(kept.names(), &names[..]);
        assert_eq!(moved.names(), &["Chie", "Aiko", "Ben"].map(String::from)[..]);
        let moved = moved.typed::<Bremen>().unwrap();
        assert_eq!(moved.players(), &[Player::Person, Player::Person, Player::Bot(rules::bots::Level::Easy)][..]);
        assert_eq!(moved.options(), first.options());
        let fresh = first.again(first.seed() + 1, false).unwrap();
        assert_ne!(hands(&first), hands(&*fresh), "another seed deals another game");
    }
}
