//! What a game in progress has taught its table (DESIGN.md "Teaching, replay and review"): whether it
//! is a guided game (coach marks, the three screens before the first move, hints always on), and which
//! coach marks have shown, each with the screen it first showed on — a mark shows once per game, and
//! stays on the screen that first showed it until that screen moves on or the player dismisses it.
//! Kept with the game's save, so a reload or an undo shows no mark twice. Plain Rust, tested natively.

/// The mark that stands for the three screens before the first move of a guided game.
pub const INTRO: &str = "intro";

/// A screen number no screen has: a mark shown there was dismissed.
const DISMISSED: usize = usize::MAX;

/// A game's teaching so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lessons {
    /// A guided game: started to learn the game, with bots in the other seats.
    pub guided: bool,
    /// Each mark shown so far, with the screen (see [`crate::ui::model::session::Session::screen_key`]) it
    /// first showed on.
    taught: Vec<(String, usize)>,
}

rules::tree_struct!(Lessons { guided, taught });

impl Lessons {
    /// A guided game's teaching, before anything is shown.
    pub fn guided() -> Lessons {
        Lessons { guided: true, taught: Vec::new() }
    }

    /// True once `mark` has shown in this game.
    pub fn taught(&self, mark: &str) -> bool {
        self.taught.iter().any(|(k, _)| k == mark)
    }

    /// The mark to show on screen `screen` of the marks whose situations hold there (most pressing
    /// first): one showing on this screen already, else the first never shown, which the caller then
    /// records with [`Lessons::teach`].
    pub fn showing<'a>(&self, holding: &[&'a str], screen: usize) -> Option<&'a str> {
        holding.iter().copied().find(|&mark| match self.taught.iter().find(|(k, _)| k == mark) {
            Some(&(_, at)) => at == screen,
            None => true,
        })
    }

    /// Records that `mark` shows on screen `screen` (once: a mark already shown keeps its screen).
    pub fn teach(&mut self, mark: &str, screen: usize) {
        if !self.taught(mark) {
            self.taught.push((mark.to_string(), screen));
        }
    }

    /// The player has read `mark`: it shows no more.
    pub fn dismiss(&mut self, mark: &str) {
        match self.taught.iter_mut().find(|(k, _)| k == mark) {
            Some(entry) => entry.1 = DISMISSED,
            None => self.taught.push((mark.to_string(), DISMISSED)),
        }
    }

    /// True while a guided game's three screens before the first move are still to be read.
    pub fn intro_due(&self) -> bool {
        self.guided && !self.taught(INTRO)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mark_shows_once_on_the_screen_that_first_showed_it() {
        let mut l = Lessons::guided();
        assert_eq!(l.showing(&["lead", "counts"], 4), Some("lead"), "the most pressing first");
        l.teach("lead", 4);
        assert_eq!(l.showing(&["lead", "counts"], 4), Some("lead"), "drawn again, the same screen keeps it");
        assert_eq!(l.showing(&["lead", "counts"], 6), Some("counts"), "a later screen: the next one never shown");
        l.teach("counts", 6);
        l.teach("counts", 8);
        assert_eq!(l.showing(&["lead", "counts"], 8), None, "each shows once");
        assert_eq!(l.showing(&["counts"], 6), Some("counts"), "a mark keeps the screen it first showed on");
    }

    #[test]
    fn a_dismissed_mark_goes_at_once_and_the_intro_is_due_until_read() {
        let mut l = Lessons::guided();
        assert!(l.intro_due());
        l.dismiss(INTRO);
        assert!(!l.intro_due());
        l.teach("lead", 2);
        l.dismiss("lead");
        assert_eq!(l.showing(&["lead"], 2), None);
        assert!(!Lessons::default().intro_due(), "an ordinary game has no intro");
    }
}
