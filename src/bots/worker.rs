//! The bots' side of the page: a question is a game's save as the app stores it (the same JSON:
//! its options, seed, moves and who plays each seat), asked while a bot is to move; the answer is
//! that bot's move, as JSON, searched at its level from the seed [`search_seed`] gives the move. In
//! the browser this runs in a Web Worker (`src/bin/bot_worker.rs`), so the page never waits for a
//! search; natively the same program answers one question per line of standard input.

use super::{bot_to_move, chosen, move_tree, search_seed, BotGame, Player, Root};
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
/// when the game has no such move, or it is chance's. A move's or a hint's question may ask one
/// tree of its search ([`tree_question`]; answered with the tree's root as text), or give the roots
/// of every tree ([`trees_question`]; answered as the question alone would be, and the same).
pub fn answer(question: &str) -> Option<String> {
    let question = json::parse(question).ok()?;
    let ask = Ask {
        hint: field(&question, "hint")?,
        review: field(&question, "review")?,
        tree: field(&question, "tree")?,
        trees: field(&question, "trees")?,
    };
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

/// What a question asks besides the save: a hint, a review's judgement, or (neither) a bot's move;
/// of a move or a hint, all of its search, one tree of it, or the move from its trees' roots.
struct Ask {
    hint: Option<PlayerId>,
    review: Option<usize>,
    /// Only this tree of the search: answered with its root as text ([`Root::write`]).
    tree: Option<u32>,
    /// The roots of every tree of the search, grown elsewhere ([`tree_question`]): answered as the
    /// whole search would be.
    trees: Option<Vec<String>>,
}

/// A question for the bots' workers, and how many trees its search grows: a pool of workers asks a
/// question of several trees tree by tree ([`tree_question`]), each of its own worker, then the
/// answer from their roots ([`trees_question`]); one worker answers it whole, the same.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    pub text: String,
    pub trees: u32,
}

impl Question {
    /// The question to move the bot whose turn it is in `G`'s game saved as `save`, at `level`.
    pub fn for_move<G: BotGame>(save: String, level: super::Level) -> Question {
        Question { text: save, trees: level.trees::<G>() }
    }

    /// The question for a hint to `seat` in `G`'s game saved as `save`.
    pub fn for_hint<G: BotGame>(save: &str, seat: PlayerId) -> Question {
        Question { text: hint_question(save, seat), trees: G::TREES }
    }

    /// The question for the judgement of move number `move_at` of the finished game saved as
    /// `save`: asked whole (its trees grown where it is asked; a review keeps every worker busy
    /// with moves of its own).
    pub fn for_review(save: &str, move_at: usize) -> Question {
        Question { text: review_question(save, move_at), trees: 1 }
    }
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

/// A question for one tree of the search `question` asks (a bot's move or a hint): a pool of
/// workers asks each tree of a search apart, then the move from them all ([`trees_question`]).
pub fn tree_question(question: &str, tree: u32) -> String {
    format!("{{\"tree\":{tree},{}", question.strip_prefix('{').unwrap_or(question))
}

/// A question for the move (or hint) from the roots of the trees of the search `question` asks, as
/// the answers to its [`tree_question`]s gave them, in tree order.
pub fn trees_question(question: &str, roots: &[String]) -> String {
    format!("{{\"trees\":{},{}", json::to_string(&roots.to_vec()), question.strip_prefix('{').unwrap_or(question))
}

/// What a search asked of a worker comes to: the root of the one tree asked, or the whole search's.
enum Searched<A> {
    /// One tree's root, as text ([`Root::write`]): the answer itself.
    Tree(String),
    /// The roots of every tree summed: what the move (or hint) is chosen from.
    Whole(Root<A>),
}

/// The search `ask` asks of `seat`'s, which grows `of` trees (tree `t` as `tree` grows it): the one
/// tree asked, or the sum of the roots given (as many as it grows), or of every tree grown here;
/// `None` for a tree past the last, or roots that do not read.
fn searched<G: BotGame>(
    game: &G,
    seat: PlayerId,
    ask: &Ask,
    of: u32,
    tree: impl Fn(u32) -> Root<G::Action>,
) -> Option<Searched<G::Action>> {
    let legal = game.legal_actions(seat);
    match (ask.tree, &ask.trees) {
        (Some(t), None) if t < of => tree(t).write(&legal).map(Searched::Tree),
        (Some(_), _) => None,
        (None, Some(roots)) if roots.len() == of as usize => {
            let read: Option<Vec<_>> = roots.iter().map(|r| Root::read(r, &legal)).collect();
            Some(Searched::Whole(Root::merge(read?)))
        }
        (None, Some(_)) => None,
        (None, None) => Some(Searched::Whole(Root::merge((0..of).map(tree)))),
    }
}

/// The answer from a save's `session`: its options, seed and moves replay the game, and its players
/// say which seats bots play.
fn reply<G: BotGame>(session: &Json, ask: Ask) -> Option<String> {
    let options: G::Options = field(session, "options")?;
    let seed: u64 = field(session, "seed")?;
    let mut actions = moves::of_save::<G>(session, options.clone(), seed)?;
    let players: Vec<Player> = field(session, "players")?;
    if let Some(at) = ask.review {
        // A review's judgement is asked whole: its trees are grown where it is asked.
        if ask.tree.is_some() || ask.trees.is_some() {
            return None;
        }
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
    let moves = actions.len();
    if let Some(seat) = ask.hint {
        if !game.to_act().includes(seat) {
            return None;
        }
        let tree = |t| super::hint_tree(&game, seat, moves, t);
        let root = match searched(&game, seat, &ask, G::TREES, tree)? {
            Searched::Whole(root) => root,
            Searched::Tree(text) => return Some(text),
        };
        let (action, share) = super::hinted(&game, seat, &root);
        let place = game.legal_actions(seat).iter().position(|a| *a == action)?;
        return Some(format!("{} {place} {}", (share * 100.0).round() as u8, json::to_string(&action)));
    }
    let seat = bot_to_move(&game.to_act(), &players)?;
    let Player::Bot(level) = players[seat.index()] else { return None };
    let seed = search_seed(seed, moves, seat);
    let tree = |t| move_tree(&game, seat, level, seed, t);
    let root = match searched(&game, seat, &ask, level.trees::<G>(), tree)? {
        Searched::Whole(root) => root,
        Searched::Tree(text) => return Some(text),
    };
    Some(json::to_string(&chosen(&game, seat, level, seed, &root)))
}

/// What the worker says once it listens, so that no question is sent before it can be heard.
pub const READY: &str = "ready";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::{choose, Level};
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

    /// A move or a hint asked tree by tree of a pool's workers (in any order) and then from the
    /// trees' roots is the move asked whole of one worker: the same move on one core and on four.
    #[test]
    fn a_search_asked_tree_by_tree_gives_the_move_asked_whole() {
        let game = Bremen::new(BremenOptions::default(), 7).unwrap();
        let ToAct::One(first) = game.to_act() else { panic!("Bremen starts with one leader") };
        let mut players = [Player::Person; 4];
        players[first.index()] = Player::Bot(Level::Strong);
        let save = question("bremen", &[], &players);
        let trees = Level::Strong.trees::<Bremen>();
        assert!(trees > 1, "a strong search grows several trees");
        for asked in [save.clone(), hint_question(&save, first)] {
            let whole = answer(&asked).expect("an answer");
            // The trees answered out of order (as a pool's workers finish), kept in tree order.
            let mut roots = vec![String::new(); trees as usize];
            for tree in (0..trees).rev() {
                roots[tree as usize] = answer(&tree_question(&asked, tree)).expect("a tree's root");
            }
            assert_ne!(roots[0], roots[1], "each tree its own seed");
            assert_eq!(answer(&trees_question(&asked, &roots)), Some(whole), "{asked}");
            assert_eq!(answer(&tree_question(&asked, trees)), None, "no tree past the last");
            assert_eq!(answer(&trees_question(&asked, &roots[1..])), None, "a tree missing");
            let mut damaged = roots.clone();
            damaged[2] = "9999 1 0 0".to_string();
            assert_eq!(answer(&trees_question(&asked, &damaged)), None, "a root that does not read");
        }
        assert_eq!(
            answer(&question("bremen", &[], &players)).and_then(|r| json::from_str::<BremenAction>(&r).ok()),
            Some(choose(&game, first, Level::Strong, search_seed(7, 0, first))),
            "the worker's move is the native one"
        );
        assert_eq!(answer(&tree_question(&review_question(&save, 0), 0)), None, "a review is asked whole");
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
