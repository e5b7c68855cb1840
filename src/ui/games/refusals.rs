//! "Why can't I?": every kind of refusal a game's rules can return (its `Illegal`, and the shell's
//! not-your-turn and game-over) has words for the player in English and in Japanese, said through
//! the same [`kit::refusal_text`] the screens use. Each list below holds one value of every kind; the
//! `match` beside it names them all, so a new kind of refusal does not compile here until it is
//! listed, and then fails here until it has words in both languages.

use crate::rules::bierfest::card::Kind;
use crate::rules::bierfest::BierfestIllegal;
use crate::rules::bremen::tile::{Animal, Tile};
use crate::rules::bremen::BremenIllegal;
use crate::rules::broom::BroomIllegal;
use crate::rules::dog::stick::Stick;
use crate::rules::dog::DogIllegal;
use crate::rules::mzebs::field::PlaceError;
use crate::rules::mzebs::MzebsIllegal;
use crate::rules::{PlayerId, RuleError, ToAct};
use crate::ui::i18n::Lang;
use crate::ui::kit;
use std::fmt::Debug;

/// Checks that every refusal in `every` (and the shell's) has words in both languages: not empty, the
/// Japanese in Japanese, and not the English left untranslated.
fn have_words<E: Debug + Clone>(game: &str, every: &[E], illegal: impl Fn(Lang, &E) -> String) {
    let shell =
        [RuleError::GameOver, RuleError::NotYourTurn { seat: PlayerId::new(1), to_act: ToAct::One(PlayerId::new(0)) }];
    let refusals = every.iter().cloned().map(RuleError::Illegal).chain(shell);
    for refused in refusals {
        let [en, ja] = [Lang::En, Lang::Ja].map(|lang| kit::refusal_text(lang, &refused, |e| illegal(lang, e)));
        assert!(en.trim().len() > 8, "{game}: {refused:?} has no English words: {en:?}");
        assert!(ja.chars().any(|c| c >= '\u{3040}'), "{game}: {refused:?} has no Japanese words: {ja:?}");
        assert_ne!(en, ja, "{game}: {refused:?}");
    }
}

#[cfg(feature = "bremen")]
#[test]
fn bremen() {
    use BremenIllegal::*;
    let _every_kind = |e: BremenIllegal| match e {
        NotInHand(_) | MustFollow(_) | StillWinnable | MidTrick => (),
    };
    let tile = Tile::new(Animal::Cat, 7).expect("a tile");
    let every = [NotInHand(tile), MustFollow(Animal::Chicken), StillWinnable, MidTrick];
    have_words("Bremen", &every, |lang, e| super::bremen::board::illegal_text(super::bremen::text::text(lang), e));
}

#[cfg(feature = "dog")]
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
    have_words("Here Comes the Dog", &every, |lang, e| (super::dog::text::text(lang).refusal)(e));
}

#[cfg(feature = "bierfest")]
#[test]
fn bierfest() {
    use BierfestIllegal::*;
    let _every_kind = |e: BierfestIllegal| match e {
        NotNow | NotInHand(_) | NotASet | NoMoreDraws | NoMoreReturns | NotDrawnThisTurn(_) | NotInArea => (),
    };
    let mut every = vec![NotNow, NotASet, NoMoreDraws, NoMoreReturns, NotInArea];
    every.extend(Kind::ALL.into_iter().flat_map(|kind| [NotInHand(kind), NotDrawnThisTurn(kind)]));
    have_words("Willkommen, Bierfest!", &every, |lang, e| (super::bierfest::text::text(lang).refusal)(e).to_string());
}

#[cfg(feature = "mzebs")]
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
    have_words("M&ZEB-S", &every, |lang, e| (super::mzebs::text::text(lang).illegal)(*e).to_string());
}

#[cfg(feature = "broom")]
#[test]
fn broom() {
    use BroomIllegal::*;
    let _every_kind = |e: BroomIllegal| match e {
        NotNow | HandSize | NotInHand | CannotMove | CannotDeliver | CannotCharm | CannotTake | NotHeld => (),
    };
    let every = [NotNow, HandSize, NotInHand, CannotMove, CannotDeliver, CannotCharm, CannotTake, NotHeld];
    have_words("Broom Service", &every, |lang, e| super::broom::text::text(lang).illegal(*e).to_string());
}
