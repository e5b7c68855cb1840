//! Saves mangled the ways files and storage get mangled, for every game: real saves from random games
//! (people and bots at the table, stopped anywhere) are cut short anywhere, have fields removed or
//! swapped, numbers out of range or huge, strings of markup, move lists run past the end and values
//! nested deep. Each is read or refused with a reason — never a panic, which in the release page is
//! a dead page — and whatever is read is a game the app can show, save and read back. The bots'
//! worker, which is asked with the same text, answers or declines the same files.

use hotseat::ui::app::GAMES;
use hotseat::ui::contract::{AnySession, Kept, Seated};
use hotseat::ui::model::save::LoadError;
use hotseat::ui::model::session::{Session, Stage};
use hotseat::ui::storage::saves::Store;
use hotseat::ui::words::Lang;
use proptest::prelude::*;
use rules::bierfest::{Bierfest, BierfestOptions};
use rules::bots::{worker, Level, Player};
use rules::bremen::{Bremen, BremenOptions};
use rules::broom::options::BroomOptions;
use rules::broom::Broom;
use rules::dog::{Dog, DogOptions};
use rules::json::{self, Json, Number};
use rules::mzebs::{Mzebs, MzebsOptions};
use rules::{PlayerId, ToAct};

/// Reads a save's text as the app does.
fn decode(text: &str) -> Result<(AnySession, f64), LoadError> {
    Store::new(&GAMES).decode(text)
}

/// The save of a game of `G` played along `picks` (the `pick % n`-th legal move of whoever is to
/// move, bots included) until the picks run out or the game ends; seats whose bit is set in `bots`
/// are bots.
fn save_of<G: Seated>(options: G::Options, seed: u64, bots: u8, picks: &[u16]) -> String {
    let mut game = G::new(options.clone(), seed).expect("valid options");
    let seats = usize::from(game.players());
    let names = (0..seats).map(|i| format!("Player {i}")).collect();
    let players =
        (0..seats).map(|i| if bots >> i & 1 == 1 { Player::Bot(Level::Easy) } else { Player::Person }).collect();
    let mut session = Session::<G>::start(names, players, options, seed).expect("seated");
    for &pick in picks {
        let seat = match session.stage() {
            Stage::Over => break,
            Stage::Curtain(_) => {
                session.reveal();
                continue;
            }
            Stage::Pause => {
                session.resume();
                continue;
            }
            Stage::Private(seat) | Stage::Bot(seat) => seat,
        };
        let legal = game.legal_actions(seat);
        let action = legal[usize::from(pick) % legal.len()].clone();
        match session.stage() {
            Stage::Bot(_) => session.bot_act(action.clone()).expect("a legal bot move"),
            _ => session.act(action.clone()).expect("a legal move"),
        }
        game.apply(seat, action).expect("legal");
        // The session rolls whatever chance waits for from the same seed: so does the game beside it.
        while let (ToAct::Chance(roller), Some(draw)) = (game.to_act(), game.chance_draw()) {
            game.apply(roller, draw).expect("the seeded draw");
        }
    }
    Kept::encode(&session, 1_700_000_000_000.0)
}

/// A real save of one of the five games.
fn real_save(which: u8, seed: u64, bots: u8, picks: &[u16]) -> String {
    let players = |min: u8, max: u8| min + (seed % u64::from(max - min + 1)) as u8;
    match which % 5 {
        0 => save_of::<Bremen>(BremenOptions { players: players(3, 4), ..BremenOptions::default() }, seed, bots, picks),
        1 => save_of::<Dog>(DogOptions { players: players(2, 4), ..DogOptions::default() }, seed, bots, picks),
        2 => {
            let options =
                BierfestOptions { players: players(3, 5), first: PlayerId::new(0), values: Default::default() };
            save_of::<Bierfest>(options, seed, bots, picks)
        }
        3 => save_of::<Mzebs>(MzebsOptions::default(), seed, bots, picks),
        _ => save_of::<Broom>(BroomOptions { players: players(2, 5), ..BroomOptions::default() }, seed, bots, picks),
    }
}

/// How many values the tree holds (itself included).
fn size(tree: &Json) -> usize {
    1 + match tree {
        Json::Arr(items) => items.iter().map(size).sum(),
        Json::Obj(entries) => entries.iter().map(|(_, v)| size(v)).sum(),
        _ => 0,
    }
}

/// The `n`-th value of the tree, in reading order.
fn nth<'a>(tree: &'a mut Json, n: &mut usize) -> Option<&'a mut Json> {
    if *n == 0 {
        return Some(tree);
    }
    *n -= 1;
    match tree {
        Json::Arr(items) => items.iter_mut().find_map(|item| nth(item, n)),
        Json::Obj(entries) => entries.iter_mut().find_map(|(_, value)| nth(value, n)),
        _ => None,
    }
}

/// Numbers a save never holds where they land: past every seat, card and board; past 32 bits (the
/// page's `usize`); negative; fractions; the largest there are.
const NUMBERS: [Number; 10] = [
    Number::Whole(7),
    Number::Whole(255),
    Number::Whole(256),
    Number::Whole(65_536),
    Number::Whole(u32::MAX as u64 + 1),
    Number::Whole(u64::MAX),
    Number::Negative(-1),
    Number::Negative(i64::MIN),
    Number::Fraction(0.5),
    Number::Fraction(1e300),
];

/// Markup a name or a field could carry into a board drawn as markup.
const MARKUP: &str = "<img src=x onerror=\"window.pwned=1\">&amp;</li><script>alert(1)</script>\"'";

/// One change to the value at `at` (chosen by `pick`).
fn mangle(tree: &mut Json, kind: u8, at: usize, pick: usize) {
    let mut n = at % size(tree);
    let Some(value) = nth(tree, &mut n) else { return };
    match (kind % 8, &mut *value) {
        // A field or an item removed.
        (0, Json::Obj(entries)) if !entries.is_empty() => drop(entries.remove(pick % entries.len())),
        (0, Json::Arr(items)) if !items.is_empty() => drop(items.remove(pick % items.len())),
        // Two fields' values (or two items) swapped.
        (1, Json::Obj(entries)) if entries.len() > 1 => {
            let (a, b) = (pick % entries.len(), (pick / 7 + 1) % entries.len());
            let kept = entries[a].1.clone();
            entries[a].1 = std::mem::replace(&mut entries[b].1, kept);
        }
        (1, Json::Arr(items)) if items.len() > 1 => {
            let (a, b) = (pick % items.len(), (pick / 7 + 1) % items.len());
            items.swap(a, b);
        }
        // A list run past its end: its items again, or one more of its last.
        (2, Json::Arr(items)) if !items.is_empty() => {
            let again: Vec<Json> =
                if pick.is_multiple_of(2) { items.clone() } else { vec![items[items.len() - 1].clone(); 3] };
            items.extend(again);
        }
        (3, _) => *value = Json::Num(NUMBERS[pick % NUMBERS.len()]),
        (4, Json::Str(text)) => text.insert_str(0, MARKUP),
        (4, _) => *value = Json::Str(MARKUP.into()),
        // Nested just inside the reader's limit, or far past it.
        (5, _) => {
            let depth = if pick.is_multiple_of(2) { 20 } else { 200 };
            for _ in 0..depth {
                *value = Json::Arr(vec![std::mem::replace(value, Json::Null)]);
            }
        }
        (6, _) => {
            *value = [Json::Null, Json::Bool(true), Json::Obj(Vec::new()), Json::Arr(Vec::new())][pick % 4].clone()
        }
        // A key renamed (as another version might).
        (7, Json::Obj(entries)) if !entries.is_empty() => {
            let at = pick % entries.len();
            entries[at].0.push('_');
        }
        _ => {}
    }
}

/// Everything the app asks of a game it opened: the screen it shows behind the curtain and after it,
/// the news, where it stands, the bots' question; then its save must read back as the same game.
fn exercise(game: &mut AnySession) {
    assert!(!game.showing_private(), "a save opens behind its curtain");
    let _ = (game.stage(), game.screen_key(), game.is_over(), game.names().len(), game.has_bots());
    let _ = (game.progress(Lang::En), game.progress(Lang::Ja), game.bot_question());
    fn typed<G: Seated>(game: &mut AnySession) {
        let Some(s) = game.typed_mut::<G>() else { return };
        let seats = (0..s.names().len()).map(|i| PlayerId::new(i as u8));
        for seat in seats {
            let _ = (s.name(seat), s.news_for(seat).len(), s.recent_for(seat).len());
        }
        let _ = (s.view(), s.since_people().len(), s.last_events().len(), s.undoable_by(), s.bot_turn());
        s.reveal();
        let _ = (s.view(), s.showing_private(), s.refusal());
        s.lock();
    }
    typed::<Bremen>(game);
    typed::<Dog>(game);
    typed::<Bierfest>(game);
    typed::<Mzebs>(game);
    typed::<Broom>(game);
    let text = game.encode(0.0);
    let (back, _) = decode(&text).expect("a save the app wrote reads back");
    assert_eq!(back.encode(0.0), text, "and is the same game");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn a_mangled_save_is_read_or_refused_never_a_panic(
        which in 0u8..5, seed in any::<u64>(), bots in any::<u8>(), picks in prop::collection::vec(any::<u16>(), 0..120),
        changes in prop::collection::vec((any::<u8>(), any::<usize>(), any::<usize>()), 1..4), cut in any::<Option<usize>>(),
    ) {
        let save = real_save(which, seed, bots, &picks);
        let mut tree = json::parse(&save).expect("a real save parses");
        for (kind, at, pick) in changes {
            mangle(&mut tree, kind, at, pick);
        }
        let mut text = json::to_string(&tree);
        if let Some(cut) = cut.filter(|c| c % 3 == 0) {
            let mut at = cut % (text.len() + 1);
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            text.truncate(at);
        }
        if let Ok((mut game, _)) = decode(&text) {
            exercise(&mut game);
        }
        let _ = worker::answer(&text);
    }
}

/// The packed moves of a finished game (`seats` or `picks`) with one character changed, removed,
/// doubled, or the text cut there.
fn mangle_packed(tree: &mut Json, field: &str, kind: u8, at: usize, pick: usize) {
    let mut value = Some(tree);
    for key in ["session", "moves", field] {
        value = match value {
            Some(Json::Obj(entries)) => entries.iter_mut().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        };
    }
    let Some(Json::Str(text)) = value else { return };
    let mut chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return;
    }
    let at = at % chars.len();
    match kind % 4 {
        0 => chars.truncate(at),
        1 => chars[at] = ['A', '_', 'g', '*', '0', '9', 'x', '!', '\u{e9}'][pick % 9],
        2 => drop(chars.remove(at)),
        _ => chars.insert(at, chars[at]),
    }
    *text = chars.into_iter().collect();
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// A finished game's save keeps its moves packed (`seats` and `picks`): changed anywhere, it is
    /// read as a game the app can show or refused with a reason, never a panic.
    #[test]
    fn a_mangled_finished_game_is_read_or_refused_never_a_panic(
        which in 0u8..5, seed in any::<u64>(), in_seats in any::<bool>(),
        changes in prop::collection::vec((any::<u8>(), any::<usize>(), any::<usize>()), 1..3),
    ) {
        let picks: Vec<u16> = (0..4000u32).map(|i| (i.wrapping_mul(40_503) ^ seed as u32) as u16).collect();
        let save = real_save(which, seed, 0, &picks);
        prop_assert!(save.contains("\"moves\":{"), "a game played out is kept packed");
        let mut tree = json::parse(&save).expect("a real save parses");
        for (kind, at, pick) in changes {
            mangle_packed(&mut tree, if in_seats { "seats" } else { "picks" }, kind, at, pick);
        }
        let text = json::to_string(&tree);
        if let Ok((mut game, _)) = decode(&text) {
            exercise(&mut game);
        }
        let _ = worker::answer(&worker::review_question(&text, 0));
    }
}

/// Every real save reads back as the game it was, for all five games and tables with bots.
#[test]
fn real_saves_read_back() {
    for seed in 0..40u64 {
        let picks: Vec<u16> = (0..(seed * 7 % 150) as u16).map(|i| i.wrapping_mul(40_503)).collect();
        let save = real_save(seed as u8, seed, (seed * 37) as u8, &picks);
        let (mut game, saved_at) = decode(&save).expect("a real save reads");
        assert_eq!(saved_at, 1_700_000_000_000.0);
        exercise(&mut game);
    }
}

/// The shapes of damage named in the issue, each refused with the reason a player is told.
#[test]
fn each_kind_of_damage_is_refused_with_its_reason() {
    let save = real_save(0, 3, 0, &[1, 2, 3, 4, 5, 6]);
    assert_eq!(decode(&save[..save.len() / 3]).err(), Some(LoadError::Unreadable), "cut short");
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert_eq!(decode(&deep).err(), Some(LoadError::Unreadable), "200 KB of brackets");
    let nested = save.replacen("\"seed\":3", &format!("\"seed\":{}3{}", "[".repeat(80), "]".repeat(80)), 1);
    assert_eq!(decode(&nested).err(), Some(LoadError::Unreadable), "a field nested deep");
    let huge = save.replacen("\"names\":[\"Player 0\"", &format!("\"names\":[\"{}\"", "x".repeat(json::MAX_TEXT)), 1);
    assert_eq!(decode(&huge).err(), Some(LoadError::Unreadable), "longer than any save");
    let past_end = save.replacen("\"actions\":[", "\"actions\":[[0,{\"Play\":{\"animal\":\"Cat\",\"number\":13}}],", 1);
    assert_eq!(decode(&past_end).err(), Some(LoadError::Inconsistent), "a move that does not replay");
    let seat = save.replacen("\"actions\":[[", "\"actions\":[[255,", 1);
    assert!(decode(&seat).is_err(), "a move by a seat not at the table");
    let named = save.replacen("\"Player 1\"", &format!("{:?}", MARKUP), 1);
    let (game, _) = decode(&named).expect("markup in a name is only a name");
    assert_eq!(game.names()[1], MARKUP);
}
