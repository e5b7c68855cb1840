//! The bots' side of the page: a question is a game's save as the app stores it (the same JSON:
//! its options, seed, moves and who plays each seat), asked while a bot is to move; the answer is
//! that bot's move, as JSON, searched at its level from the seed [`search_seed`] gives the move. In
//! the browser this runs in a Web Worker (`src/bin/bot_worker.rs`), so the page never waits for a
//! search; natively the same program answers one question per line of standard input.

use super::{bot_to_move, choose, search_seed, BotGame, Player};
use crate::bierfest::Bierfest;
use crate::bremen::Bremen;
use crate::broom::Broom;
use crate::dog::Dog;
use crate::json::{self, field, Json};
use crate::moves;
use crate::mzebs::Mzebs;
use crate::{replay, PlayerId};

/// The move asked for, as JSON; `None` if the question names no game this worker knows, does not
/// replay, or no bot is to move. A hint is answered as its share of the strong bot's search in
/// percent, the move's place among the seat's legal moves (the screens number their moves so), and
/// the move as JSON, apart by spaces: `62 3 {"Play":…}`; `None` when the seat named may not move.
/// A review's judgement is the win chance in tenths of a percent with the bot's move and with the
/// move made, then the bot's move as JSON if it would have done better: `412 180 {"Play":…}`; `None`
/// when the game has no such move, or it is chance's.
pub fn answer(question: &str) -> Option<String> {
    let question = json::parse(question).ok()?;
    let ask = Ask { hint: field(&question, "hint")?, review: field(&question, "review")? };
    // The parts of a save a question is read from (the rest of it is the page's).
    let session = json::member(&question, "session")?;
    match field::<String>(&question, "game")?.as_str() {
        id if id == Bremen::ID => reply::<Bremen>(session, ask),
        id if id == Dog::ID => reply::<Dog>(session, ask),
        id if id == Bierfest::ID => reply::<Bierfest>(session, ask),
        id if id == Mzebs::ID => reply::<Mzebs>(session, ask),
        id if id == Broom::ID => reply::<Broom>(session, ask),
        _ => None,
    }
}

/// What a question asks besides the save: a hint, a review's judgement, or (neither) a bot's move.
struct Ask {
    hint: Option<PlayerId>,
    review: Option<usize>,
}

/// A hint question: the save `question` asks a bot's move with, asking instead what `seat` might
/// play.
pub fn hint_question(question: &str, seat: PlayerId) -> String {
    format!("{{\"hint\":{},{}", seat.index(), question.strip_prefix('{').unwrap_or(question))
}

/// A review question: the save of a finished game, asking for the judgement of its move number
/// `move_at` (its place among the save's moves).
pub fn review_question(save: &str, move_at: usize) -> String {
    format!("{{\"review\":{move_at},{}", save.strip_prefix('{').unwrap_or(save))
}

/// The answer from a save's `session`: its options, seed and moves replay the game, and its players
/// say which seats bots play.
fn reply<G: BotGame>(session: &Json, ask: Ask) -> Option<String> {
    let options: G::Options = field(session, "options")?;
    let seed: u64 = field(session, "seed")?;
    let mut actions = moves::of_save::<G>(session, options.clone(), seed)?;
    let players: Vec<Player> = field(session, "players")?;
    if let Some(at) = ask.review {
        let (seat, played) = actions.get(at)?.clone();
        actions.truncate(at);
        let (game, _) = replay::<G>(options, seed, &actions).ok()?;
        // Judged only as its seat's legal move (a save may have been changed).
        if !game.to_act().includes(seat) || !game.legal_actions(seat).contains(&played) {
            return None;
        }
        let judged = super::review::judge(&game, seat, &played, at);
        let better = match &judged.better {
            Some(action) => format!(" {}", json::to_string(action)),
            None => String::new(),
        };
        return Some(format!("{} {} {}{better}", judged.before, judged.after, judged.margin));
    }
    let (game, _) = replay::<G>(options, seed, &actions).ok()?;
    if let Some(seat) = ask.hint {
        if !game.to_act().includes(seat) {
            return None;
        }
        let (action, share) = super::hint(&game, seat, actions.len());
        let place = game.legal_actions(seat).iter().position(|a| *a == action)?;
        return Some(format!("{} {place} {}", (share * 100.0).round() as u8, json::to_string(&action)));
    }
    let seat = bot_to_move(&game.to_act(), &players)?;
    let Player::Bot(level) = players[seat.index()] else { return None };
    let action = choose(&game, seat, level, search_seed(seed, actions.len(), seat));
    Some(json::to_string(&action))
}

/// What the worker says once it listens, so that no question is sent before it can be heard.
pub const READY: &str = "ready";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Level;
    use crate::bremen::{BremenAction, BremenOptions};
    use crate::{Game, ToAct};

    /// A save's text with these moves, and these players.
    fn question(game: &str, actions: &[(PlayerId, BremenAction)], players: &[Player]) -> String {
        let session = format!(
            "{{\"names\":[],\"players\":{},\"options\":{},\"seed\":7,\"actions\":{},\"stage\":\"Over\"}}",
            json::to_string(&players.to_vec()),
            json::to_string(&BremenOptions::default()),
            json::to_string(&actions.to_vec())
        );
        format!("{{\"schema\":3,\"game\":\"{game}\",\"saved_at\":0,\"session\":{session}}}")
    }

    #[test]
    fn a_question_gets_the_move_the_bot_to_move_chooses_and_a_bad_one_gets_none() {
        let game = Bremen::new(BremenOptions::default(), 7).unwrap();
        let ToAct::One(first) = game.to_act() else { panic!("Bremen starts with one leader") };
        let mut players = [Player::Person; 4];
        players[first.index()] = Player::Bot(Level::Easy);
        let reply = answer(&question("bremen", &[], &players)).expect("a move");
        let action: BremenAction = json::from_str(&reply).unwrap();
        assert_eq!(
            action,
            choose(&game, first, Level::Easy, search_seed(7, 0, first)),
            "the bot's own move, from its seed"
        );
        assert!(game.legal_actions(first).contains(&action));

        assert_eq!(answer(&question("bremen", &[], &[Player::Person; 4])), None, "no bot to move");
        assert_eq!(answer(&question("chess", &[], &players)), None, "no such game");
        let other = PlayerId::new((first.index() as u8 + 1) % 4);
        assert_eq!(answer(&question("bremen", &[(other, action)], &players)), None, "moves that do not replay");
        assert_eq!(answer("{"), None, "not a question");
    }

    #[test]
    fn a_hint_question_gets_the_strong_bots_move_for_the_seat_to_move_with_its_share() {
        let game = Bremen::new(BremenOptions::default(), 7).unwrap();
        let ToAct::One(first) = game.to_act() else { panic!("Bremen starts with one leader") };
        let save = question("bremen", &[], &[Player::Person; 4]);
        let reply = answer(&hint_question(&save, first)).expect("a hint");
        let (action, share) = crate::bots::hint(&game, first, 0);
        let place = game.legal_actions(first).iter().position(|a| *a == action).expect("a legal move");
        let sure = (share * 100.0).round() as u8;
        assert_eq!(reply, format!("{sure} {place} {}", json::to_string(&action)));
        assert!(sure > 0 && sure <= 100, "{sure}");
        let other = PlayerId::new((first.index() as u8 + 1) % 4);
        assert_eq!(answer(&hint_question(&save, other)), None, "no hint for a seat that may not move");
    }

    #[test]
    fn a_review_question_gets_the_judgement_of_the_move_at_its_place() {
        let mut game = Bremen::new(BremenOptions::default(), 7).unwrap();
        let ToAct::One(first) = game.to_act() else { panic!("Bremen starts with one leader") };
        let played = game.legal_actions(first)[1];
        let moves = [(first, played)];
        let save = question("bremen", &moves, &[Player::Person; 4]);
        let judged = crate::bots::review::judge(&game, first, &played, 0);
        let better = judged.better.map(|b| format!(" {}", json::to_string(&b))).unwrap_or_default();
        assert_eq!(
            answer(&review_question(&save, 0)),
            Some(format!("{} {} {}{better}", judged.before, judged.after, judged.margin))
        );
        assert_eq!(answer(&review_question(&save, 1)), None, "no such move");
        game.apply(first, played).unwrap();
        let ToAct::One(second) = game.to_act() else { panic!("one seat follows") };
        let illegal = BremenAction::StopLost;
        assert!(!game.legal_actions(second).contains(&illegal));
        let changed = question("bremen", &[(first, played), (second, illegal)], &[Player::Person; 4]);
        assert_eq!(answer(&review_question(&changed, 1)), None, "a move its seat could not make is not judged");
    }
}
