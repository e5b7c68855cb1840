//! The app's own tests, over every game it lists: a save of each reads back as it was, old formats
//! still open, a damaged or foreign save is refused with its reason, and each game's rules page shows
//! a picture exactly when its words give it a caption.

use super::GAMES;
use crate::ui::contract::AnySession;
use crate::ui::model::save::{review_of_same_moves, LoadError};
use crate::ui::model::session::{Player, Session, Stage};
use crate::ui::storage::saves::Store;
use rules::bremen::{Bremen, BremenAction, BremenOptions};
use rules::dog::{Dog, DogAction, DogOptions};

/// Reads a save's text as the app does.
fn decode(text: &str) -> Result<(AnySession, f64), LoadError> {
    Store::new(&GAMES).decode(text)
}

/// True when two saves hold the same game at the same point.
fn same_game(a: &AnySession, b: &AnySession) -> bool {
    a.encode(0.0) == b.encode(0.0)
}

fn bremen() -> AnySession {
    let names = vec!["A".into(), "B".into(), "C".into()];
    let mut s: Session<Bremen> =
        Session::start(names, vec![Player::Person; 3], BremenOptions { players: 3, ..BremenOptions::default() }, 5)
            .unwrap();
    s.reveal();
    let tile = s.view().legal[0];
    s.act(BremenAction::Play(tile)).unwrap();
    Box::new(s)
}

fn dog() -> AnySession {
    let names = vec!["A".into(), "B".into()];
    let mut s: Session<Dog> =
        Session::start(names, vec![Player::Person; 2], DogOptions { players: 2, ..DogOptions::default() }, 5).unwrap();
    s.act(DogAction::Roll).unwrap();
    Box::new(s)
}

#[test]
fn a_save_of_each_game_round_trips() {
    let (back, saved_at) = decode(&bremen().encode(1234.0)).unwrap();
    assert_eq!(saved_at, 1234.0);
    assert_eq!(back.entry().id, "bremen");
    assert!(matches!(back.stage(), Stage::Curtain(_)));
    assert_eq!(back.typed::<Bremen>().unwrap().moves(), 1);
    let (back, _) = decode(&dog().encode(0.0)).unwrap();
    assert_eq!(back.typed::<Dog>().expect("a Dog save").moves(), 2, "the roll and the dice it landed");
}

#[test]
fn a_kept_review_stays_with_the_same_moves_and_goes_with_others() {
    let game = bremen();
    let old = game.encode(1.0);
    let reviewed = format!("{},\"review\":[]}}", old.strip_suffix('}').unwrap());
    let again = review_of_same_moves(&reviewed, &game.encode(2.0)).expect("the same moves keep it");
    assert!(again.contains("\"review\":[]") && again.contains("\"saved_at\":2"), "{again}");
    assert!(decode(&again).is_ok(), "a save with its review still opens");
    let mut other = game;
    other.undo();
    assert_eq!(review_of_same_moves(&reviewed, &other.encode(3.0)), None, "a move taken back drops it");
    assert_eq!(review_of_same_moves(&old, &old), None, "no review, nothing to keep");
    assert_eq!(review_of_same_moves("{", &old), None);
}

#[test]
fn a_save_holds_the_moves_not_the_game() {
    let text = bremen().encode(0.0);
    assert!(text.contains("\"options\":") && text.contains("\"actions\":"));
    assert!(!text.contains("\"hands\"") && !text.contains("\"rng\""), "no snapshot of the game: {text}");
}

#[test]
fn saves_of_the_first_format_still_open_where_they_stood() {
    let (bremen, saved_at) = decode(include_str!("../../../tests/fixtures/v1-bremen.json")).unwrap();
    assert_eq!(saved_at, 1_700_000_000_000.0);
    let b = bremen.typed::<Bremen>().unwrap();
    assert_eq!((b.names(), b.moves(), b.seed()), (&["Aiko".into(), "Ben".into(), "Chie".into()][..], 4, 7));
    assert_eq!(b.options().players, 3);
    assert!(matches!(b.stage(), Stage::Curtain(_)), "behind its curtain");
    let (dog, _) = decode(include_str!("../../../tests/fixtures/v1-dog.json")).unwrap();
    assert!(dog.typed::<Dog>().unwrap().moves() >= 6);
    // Written back, it is in the current format.
    assert!(bremen.encode(0.0).starts_with("{\"schema\":3,"));
}

#[test]
fn a_finished_game_is_kept_with_its_moves_packed_and_opens_as_it_ended() {
    let whole = include_str!("../../../tests/fixtures/bremen-won.json");
    let (won, saved_at) = decode(whole).expect("a finished game of schema 2 opens");
    let packed = won.encode(saved_at);
    assert!(packed.contains("\"moves\":{\"seats\":") && !packed.contains("\"actions\""), "{packed}");
    assert!(packed.len() * 3 < whole.len(), "{} characters packed, {} whole", packed.len(), whole.len());
    let (again, _) = decode(&packed).expect("the packed save opens");
    let (a, b) = (won.typed::<Bremen>().unwrap(), again.typed::<Bremen>().unwrap());
    assert_eq!((a.moves(), format!("{:?}", a.stage())), (b.moves(), format!("{:?}", b.stage())));
    assert_eq!(format!("{:?}", a.outcome()), format!("{:?}", b.outcome()), "the same end");
    // A packed list that no longer fits the game is refused as changed, never guessed at.
    let picks = packed.find("\"picks\":\"").unwrap() + 9;
    let changed = format!("{}_{}", &packed[..picks], &packed[picks + 1..]);
    assert_eq!(decode(&changed).err(), Some(LoadError::Inconsistent));
    // A game in progress keeps its moves whole.
    assert!(bremen().encode(0.0).contains("\"actions\":[["));
}

#[test]
fn damaged_foreign_and_newer_saves_are_refused_with_a_reason() {
    assert_eq!(decode("{not json").err(), Some(LoadError::Unreadable));
    let text = bremen().encode(0.0);
    assert_eq!(decode(&text.replacen("\"schema\":3", "\"schema\":4", 1)).err(), Some(LoadError::Schema(4)));
    assert_eq!(
        decode(&text.replacen("\"game\":\"bremen\"", "\"game\":\"chess\"", 1)).err(),
        Some(LoadError::Foreign("chess".into()))
    );
    assert_eq!(decode(&text.replacen("\"game\":\"bremen\"", "\"game\":\"dog\"", 1)).err(), Some(LoadError::Unreadable));
    // The first tile played by the seat after the one that played it: its moves no longer replay.
    let played_by = |seat: usize| format!("\"actions\":[[{seat},");
    let seat = (0..3).find(|&seat| text.contains(&played_by(seat))).expect("one play saved");
    let tampered = text.replacen(&played_by(seat), &played_by((seat + 1) % 3), 1);
    assert_eq!(decode(&tampered).err(), Some(LoadError::Inconsistent));
    assert_eq!(decode(&text[..text.len() / 2]).err(), Some(LoadError::Unreadable), "a file cut short");
}

#[test]
fn a_renamed_player_is_still_the_same_game() {
    let text = bremen().encode(0.0);
    let renamed = text.replacen("\"names\":[\"A\"", "\"names\":[\"Aiko\"", 1);
    assert_ne!(renamed, text);
    let (game, _) = decode(&renamed).expect("a name is not part of the game's moves");
    assert_eq!(game.names()[0], "Aiko");
    assert!(!same_game(&game, &decode(&text).unwrap().0), "but it is not the very same save");
}

#[test]
fn a_games_rules_page_has_its_picture_exactly_when_its_words_caption_one() {
    use crate::ui::words::{file::words_file, Lang, Words};
    for game in GAMES.all() {
        let path = format!("{}/public/{}", env!("CARGO_MANIFEST_DIR"), words_file(game.id, Lang::En));
        let words = Words::read(&std::fs::read_to_string(&path).expect("a words file")).expect("words");
        let figure = crate::ui::parts::here(game).is_some_and(|part| part.figure.is_some());
        assert_eq!(words.figure().is_some(), figure, "{}: a figure's caption without the figure, or not", game.id);
    }
}
