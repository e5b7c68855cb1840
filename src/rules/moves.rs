//! A finished game's moves in a few characters each: who moved at each step, and which of their legal
//! moves (or of chance's outcomes) it was. A move is one of a short list that
//! [`Game::legal_actions`] — the single source of truth — gives in a fixed order, so its place in that
//! list is a small number; kept as base-64 digits, a move takes about two characters where its JSON
//! takes thirty to sixty. Only a finished game is kept so ([`crate::Game`]'s order of legal moves
//! may change between versions of a game; a game in progress keeps its moves whole): its history and
//! replay then take a fraction of the device's storage.
//!
//! Reading a packed list replays it, so a list that does not fit the game (damaged, edited, or from a
//! version whose legal moves came in another order) is refused, never guessed at.

use super::{Game, PlayerId, ToAct};
use crate::json::{object, Json, Tree};

/// The 64 digits of a pick, as in URL-safe base 64. A digit's value below 32 ends a number; from 32 on,
/// its low five bits are followed by more digits.
const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/// The seat mark of a step chance took (its seat is the one [`ToAct::Chance`] names).
const CHANCE: char = '*';

/// A finished game's moves, packed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packed {
    /// One character a step: the seat's digit for a seat's choice, [`CHANCE`] for chance's.
    seats: String,
    /// Each step's place in its list of choices, as base-64 digits.
    picks: String,
}

/// Kept as `{"seats": "0123*0…", "picks": "BAC…"}`.
impl Tree for Packed {
    fn to_tree(&self) -> Json {
        object(vec![("seats", Json::Str(self.seats.clone())), ("picks", Json::Str(self.picks.clone()))])
    }
    fn from_tree(tree: &Json) -> Option<Packed> {
        Some(Packed { seats: crate::json::field(tree, "seats")?, picks: crate::json::field(tree, "picks")? })
    }
}

/// Where a step's choices come from when `seat` is recorded as its mover: chance's outcomes when
/// chance rolls for `seat`, the seat's legal moves when it may choose, nothing otherwise.
fn choices<G: Game>(game: &G, seat: PlayerId) -> Option<(bool, Vec<G::Action>)> {
    match game.to_act() {
        ToAct::Chance(roller) if roller == seat => Some((true, game.chance_outcomes())),
        to_act if to_act.includes(seat) => Some((false, game.legal_actions(seat))),
        _ => None,
    }
}

/// The moves `actions` played from these options and seed, packed; `None` if one of them is not among
/// its step's choices (the list then stays as it is).
pub fn pack<G: Game>(options: G::Options, seed: u64, actions: &[(PlayerId, G::Action)]) -> Option<Packed> {
    let mut game = G::new(options, seed).ok()?;
    let mut packed = Packed { seats: String::new(), picks: String::new() };
    for (seat, action) in actions {
        let (chance, choices) = choices(&game, *seat)?;
        let pick = choices.iter().position(|choice| choice == action)?;
        let mark = if chance { CHANCE } else { char::from_digit(u32::try_from(seat.index()).ok()?, 10)? };
        packed.seats.push(mark);
        push_number(&mut packed.picks, pick);
        game.apply(*seat, action.clone()).ok()?;
    }
    Some(packed)
}

/// The moves a packed list holds, replayed from these options and seed; `None` if the list does not
/// fit the game: a seat that may not move, a place past its step's choices, a digit of no number.
pub fn unpack<G: Game>(options: G::Options, seed: u64, packed: &Packed) -> Option<Vec<(PlayerId, G::Action)>> {
    let mut game = G::new(options, seed).ok()?;
    let mut picks = packed.picks.bytes();
    let mut actions = Vec::with_capacity(packed.seats.len());
    for mark in packed.seats.chars() {
        let seat = match (mark, game.to_act()) {
            (CHANCE, ToAct::Chance(roller)) => roller,
            (CHANCE, _) => return None,
            (digit, _) => PlayerId::new(u8::try_from(digit.to_digit(10)?).ok()?),
        };
        let (chance, choices) = choices(&game, seat)?;
        if chance != (mark == CHANCE) {
            return None;
        }
        let action = choices.get(next_number(&mut picks)?)?.clone();
        game.apply(seat, action.clone()).ok()?;
        actions.push((seat, action));
    }
    // Every digit belongs to a step.
    picks.next().is_none().then_some(actions)
}

/// The moves a save's session holds (the JSON the app stores): packed for a finished game, whole for
/// one in progress; `None` if they do not read or do not fit the game. For readers of a save that are
/// not the app (the bots' worker, the tools).
pub fn of_save<G: Game>(session: &Json, options: G::Options, seed: u64) -> Option<Vec<(PlayerId, G::Action)>> {
    match crate::json::field::<Option<Packed>>(session, "moves")? {
        Some(moves) => unpack::<G>(options, seed, &moves),
        None => crate::json::field(session, "actions"),
    }
}

/// Writes `n` as base-64 digits, five bits a digit, lowest first.
fn push_number(out: &mut String, mut n: usize) {
    loop {
        let low = n & 31;
        n >>= 5;
        let more = if n > 0 { 32 } else { 0 };
        out.push(char::from(DIGITS[low | more]));
        if n == 0 {
            return;
        }
    }
}

/// Reads the next number [`push_number`] wrote; `None` at the end, at a character that is no digit,
/// or at a number too long for any list of choices.
fn next_number(digits: &mut impl Iterator<Item = u8>) -> Option<usize> {
    let mut n = 0usize;
    for shift in (0..30).step_by(5) {
        let digit = digits.next()?;
        let value = DIGITS.iter().position(|d| *d == digit)?;
        n |= (value & 31) << shift;
        if value < 32 {
            return Some(n);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bremen::{Bremen, BremenOptions};
    use crate::dog::{Dog, DogOptions};
    use crate::rng::Rng;

    /// A whole game of `G` played by random legal moves (chance's from its seed), with its actions.
    fn played<G: Game>(options: G::Options, seed: u64) -> Vec<(PlayerId, G::Action)> {
        let mut game = G::new(options, seed).unwrap();
        let mut rng = Rng::from_seed(seed ^ 0x5eed);
        let mut pick = |choices: Vec<G::Action>| choices[rng.below(choices.len() as u32) as usize].clone();
        let mut actions = Vec::new();
        loop {
            let (seat, action) = match game.to_act() {
                ToAct::GameOver => return actions,
                ToAct::Chance(seat) => (seat, game.chance_draw().unwrap()),
                ToAct::One(seat) => (seat, pick(game.legal_actions(seat))),
                ToAct::Simultaneous(seats) => (seats[0], pick(game.legal_actions(seats[0]))),
            };
            game.apply(seat, action.clone()).unwrap();
            actions.push((seat, action));
        }
    }

    #[test]
    fn numbers_read_back_as_written() {
        let numbers = [0, 1, 31, 32, 33, 1023, 1024, 99_999, (1 << 30) - 1];
        let mut text = String::new();
        for n in numbers {
            push_number(&mut text, n);
        }
        let mut digits = text.bytes();
        for n in numbers {
            assert_eq!(next_number(&mut digits), Some(n));
        }
        assert_eq!(next_number(&mut digits), None, "nothing after the last");
        assert_eq!(next_number(&mut "!".bytes()), None, "no digit");
        assert_eq!(next_number(&mut "gggggggA".bytes()), None, "longer than any list");
    }

    #[test]
    fn a_finished_game_packs_small_and_unpacks_to_the_same_moves() {
        for seed in 0..6 {
            let actions = played::<Dog>(DogOptions::default(), seed);
            let packed = pack::<Dog>(DogOptions::default(), seed, &actions).expect("every move is a legal one");
            assert_eq!(packed.seats.chars().count(), actions.len());
            assert_eq!(unpack::<Dog>(DogOptions::default(), seed, &packed), Some(actions.clone()));
            let whole = crate::json::to_string(&actions.to_tree()).len();
            let small = crate::json::to_string(&packed.to_tree()).len();
            assert!(small * 10 < whole, "{small} characters packed against {whole} whole");
        }
        let actions = played::<Bremen>(BremenOptions::default(), 3);
        let packed = pack::<Bremen>(BremenOptions::default(), 3, &actions).unwrap();
        assert_eq!(Packed::from_tree(&packed.to_tree()), Some(packed.clone()));
        assert_eq!(unpack::<Bremen>(BremenOptions::default(), 3, &packed), Some(actions));
    }

    #[test]
    fn a_save_is_read_packed_or_whole() {
        let actions = played::<Bremen>(BremenOptions::default(), 5);
        let packed = pack::<Bremen>(BremenOptions::default(), 5, &actions).unwrap();
        let session = |key: &str, value: Json| object(vec![(key, value)]);
        let read = |tree: &Json| of_save::<Bremen>(tree, BremenOptions::default(), 5);
        assert_eq!(read(&session("moves", packed.to_tree())), Some(actions.clone()));
        assert_eq!(read(&session("actions", actions.to_tree())), Some(actions));
        assert_eq!(read(&session("moves", Json::Str("x".into()))), None, "neither");
    }

    #[test]
    fn a_list_that_does_not_fit_the_game_is_refused() {
        let actions = played::<Dog>(DogOptions::default(), 1);
        let packed = pack::<Dog>(DogOptions::default(), 1, &actions).unwrap();
        let with = |seats: &str, picks: &str| Packed { seats: seats.to_string(), picks: picks.to_string() };
        let unpacked = |p: &Packed| unpack::<Dog>(DogOptions::default(), 1, p);
        assert_eq!(unpacked(&with(&packed.seats, &format!("{}A", packed.picks))), None, "a digit too many");
        assert_eq!(unpacked(&with(&packed.seats[1..], &packed.picks)), None, "a step too few");
        assert_eq!(unpacked(&with("9", "A")), None, "a seat not at the table");
        assert_eq!(unpacked(&with("x", "A")), None, "no seat at all");
        assert_eq!(unpacked(&with(&packed.seats[..1], "_")), None, "a number cut short");
        assert_eq!(unpacked(&with(&packed.seats[..1], "ggggB")), None, "past the choices");
        // A move that is no legal one stays as it is.
        let mut changed = actions.clone();
        changed[0].0 = changed[0].0.next(4);
        assert_eq!(pack::<Dog>(DogOptions::default(), 1, &changed), None);
    }
}
