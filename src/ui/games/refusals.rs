//! "Why can't I?": every kind of refusal a game's rules can return (its `Illegal`, and the shell's
//! not-your-turn and game-over) has words for the player in English and in Japanese — the game's in
//! its words files — said through the same [`kit::refusal_words`] the screens use. Each list below
//! holds one value of every kind; the `match` beside it names them all, so a new kind of refusal does
//! not compile here until it is listed, and then fails here until it has words in both languages.

use crate::ui::table::kit::{self, Reason};
use crate::ui::words::Lang;
use crate::ui::words::{file::words_file, Words};
use rules::bierfest::card::Kind;
use rules::bierfest::BierfestIllegal;
use rules::bremen::tile::{Animal, Tile};
use rules::bremen::BremenIllegal;
use rules::broom::BroomIllegal;
use rules::dog::stick::Stick;
use rules::dog::DogIllegal;
use rules::mzebs::field::PlaceError;
use rules::mzebs::MzebsIllegal;
use rules::{PlayerId, RuleError, ToAct};
use std::fmt::Debug;

/// The words of game `id` in `lang`, as its words file holds them.
fn words(id: &str, lang: Lang) -> Words {
    let path = format!("{}/public/{}", env!("CARGO_MANIFEST_DIR"), words_file(id, lang));
    Words::read(&std::fs::read_to_string(&path).expect("a words file")).expect("words")
}

/// Checks that every refusal in `every` (and the shell's) of game `id` has words in both languages:
/// not empty, the Japanese in Japanese, and not the English left untranslated.
fn have_words<E: Debug + Clone>(id: &str, every: &[E], reason: impl Fn(Lang, &E) -> Reason) {
    let shell =
        [RuleError::GameOver, RuleError::NotYourTurn { seat: PlayerId::new(1), to_act: ToAct::One(PlayerId::new(0)) }];
    let refusals = every.iter().cloned().map(RuleError::Illegal).chain(shell);
    let [en_words, ja_words] = [Lang::En, Lang::Ja].map(|lang| words(id, lang));
    let game = id;
    for refused in refusals {
        let [en, ja] = [(Lang::En, &en_words), (Lang::Ja, &ja_words)]
            .map(|(lang, w)| kit::refusal_words(lang.t(), Some(w), &refused, |e| reason(lang, e)));
        assert!(en.trim().len() > 8, "{game}: {refused:?} has no English words: {en:?}");
        assert!(ja.chars().any(|c| c >= '\u{3040}'), "{game}: {refused:?} has no Japanese words: {ja:?}");
        assert_ne!(en, ja, "{game}: {refused:?}");
    }
}

#[test]
fn bremen() {
    use BremenIllegal::*;
    let _every_kind = |e: BremenIllegal| match e {
        NotInHand(_) | MustFollow(_) | StillWinnable | MidTrick => (),
    };
    let tile = Tile::new(Animal::Cat, 7).expect("a tile");
    let every = [NotInHand(tile), MustFollow(Animal::Chicken), StillWinnable, MidTrick];
    have_words("bremen", &every, |lang, e| super::bremen::board::reason(super::bremen::text::text(lang), e));
}

#[test]
fn dog() {
    use DogIllegal::*;
    let _every_kind = |e: DogIllegal| match e {
        NotNow
        | MustRoll
        | ExchangeNotPlayed
        | NothingToGive(_)
        | BonfireShort(_)
        | WouldEndRound
        | NotOnDice
        | MustTakeTwo
        | CannotRob(_)
        | NotHeld { .. }
        | CannotRepel
        | NotARoll => (),
    };
    let mut every = vec![NotNow, MustRoll, ExchangeNotPlayed, WouldEndRound, NotOnDice, MustTakeTwo];
    every.extend([CannotRob(PlayerId::new(2)), CannotRepel, NotARoll]);
    for stick in Stick::ALL {
        every.extend([NothingToGive(stick), BonfireShort(stick), NotHeld { from: PlayerId::new(1), stick }]);
    }
    have_words("dog", &every, |lang, e| super::dog::board::reason(super::dog::text::text(lang), e));
}

#[test]
fn bierfest() {
    use BierfestIllegal::*;
    let _every_kind = |e: BierfestIllegal| match e {
        NotNow | NotInHand(_) | NotASet | NoMoreDraws | NoMoreReturns | NotDrawnThisTurn(_) | NotInArea => (),
    };
    let mut every = vec![NotNow, NotASet, NoMoreDraws, NoMoreReturns, NotInArea];
    every.extend(Kind::ALL.into_iter().flat_map(|kind| [NotInHand(kind), NotDrawnThisTurn(kind)]));
    have_words("bierfest", &every, |_, e| super::bierfest::moves::reason(e));
}

#[test]
fn mzebs() {
    use MzebsIllegal::*;
    let _every_kind = |e: MzebsIllegal| match e {
        NotNow | SameColours | SameGuess | NotOnTop | NoSuchOrientation | Placement(_) => (),
    };
    let mut every = vec![NotNow, SameColours, SameGuess, NotOnTop, NoSuchOrientation];
    let _every_place = |e: PlaceError| match e {
        PlaceError::OffBoard | PlaceError::Overlap | PlaceError::OverAir | PlaceError::NoContact => (),
    };
    every
        .extend([PlaceError::OffBoard, PlaceError::Overlap, PlaceError::OverAir, PlaceError::NoContact].map(Placement));
    have_words("mzebs", &every, |_, e| super::mzebs::help::reason(e));
}

#[test]
fn broom() {
    use BroomIllegal::*;
    let _every_kind = |e: BroomIllegal| match e {
        NotNow | HandSize | NotInHand | CannotMove | CannotDeliver | CannotCharm | CannotTake | NotHeld => (),
    };
    let every = [NotNow, HandSize, NotInHand, CannotMove, CannotDeliver, CannotCharm, CannotTake, NotHeld];
    have_words("broom", &every, |_, e| super::broom::screen::reason(e));
}
