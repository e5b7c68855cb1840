//! Bremen's screen words: the fields of [`BremenText`], in English and Japanese, are data in its words
//! files (`public/learn/bremen.<lang>.json`, under `"screen"`: [`crate::ui::words::screen`]); the home
//! card, the new-game screen's words and the trick count ("Trick {0} of {1}") stay here, shown before
//! the game's words are fetched. Japanese follows the rulebook's terms (ニワトリ, ロバ, 音楽隊…).
//! Sentences with blanks are templates filled by [`fill`].

use crate::ui::contract::{GameCard, Shelf};
use crate::ui::words::fill;
use crate::ui::words::Lang;
use rules::bremen::scoring::Title;
use rules::bremen::tile::{Animal, Tile};

crate::screen_words! {
    /// All Bremen text in one language.
    pub struct BremenText for "bremen" {
        memory_aid,
        undo_mine,
        /// In [`Animal`] order.
        animals[4],
        turn_of,
        your_hand,
        lead_any,
        follow_if_you_can,
        captured,
        tiles_in_hand,
        can_reach,
        reach_none,
        targets,
        counts_lost,
        see_result,
        play_on,
        stopped_after,
        middle_tile,
        leads,
        /// Marks the tile taking the trick so far.
        taking,
        /// A played tile's place in the trick, for screen readers: 1st, 2nd, 3rd, later (`{0}`).
        played_nth[4],
        no_numbers,
        redealt,
        played,
        won_trick,
        game_ended,
        trick_won_by,
        history,
        band_wins,
        band_loses,
        counts_failed,
        animals_failed,
        score_is,
        /// Under the score's working: where its two numbers come from.
        score_rule,
        /// Who kept a number in the score's working ("Aiko (24)").
        kept_by,
        all_titles,
        last_tile,
        dealt_hands,
        tricks_replay,
        winner,
    }
}

impl BremenText {
    /// An animal's name.
    pub fn animal(&self, animal: Animal) -> &'static str {
        self.animals()[animal as usize]
    }

    /// "Donkey 7" / "ロバ 7".
    pub fn tile(&self, tile: Tile) -> String {
        format!("{} {}", self.animal(tile.animal()), tile.number())
    }

    /// A played tile's place in the trick ("played 2nd"), counted from 1.
    pub fn played_at(&self, n: usize) -> String {
        fill(self.played_nth()[n.clamp(1, 4) - 1], &[&n.to_string()])
    }
}

/// The band's title (the rulebook's score table), kept in the page: the history names it beside the
/// band's points before the game's words are fetched.
pub fn title(lang: Lang, title: Title) -> &'static str {
    lang.pick(&TITLES_EN, &TITLES_JA)[title as usize]
}

/// In [`Title`] order.
static TITLES_EN: [&str; 6] = [
    "The finest band in town",
    "A band that moves the heart",
    "A thrilling band",
    "A band on the rise",
    "A stylish little band",
    "A band with dreams",
];

static TITLES_JA: [&str; 6] = [
    "とびきり素敵な町一番の音楽隊",
    "強く胸打つ音楽隊",
    "シビれる音楽隊",
    "勢いのある音楽隊",
    "小粋な音楽隊",
    "夢見る音楽隊",
];

/// The words shown before the words file is fetched, in English.
pub static EN: Shelf = Shelf {
    card: GameCard {
        name: "Bremen",
        facts: "3–4 players · 12 tricks",
        pitch: "Cooperative tricks: end on exactly 24, 16, 8 and 0 tiles.",
    },
    progress: "Trick {0} of {1}",
};

/// The same, in Japanese.
pub static JA: Shelf = Shelf {
    card: GameCard {
        name: "ブレーメン",
        facts: "3〜4人・12ラウンド",
        pitch: "協力トリックテイキング。獲得数をぴったり24・16・8・0に。",
    },
    progress: "{0}/{1}ラウンド",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words::Lang;

    #[test]
    fn a_tiles_place_in_the_trick_is_said_in_order() {
        let t = text(Lang::En);
        assert_eq!([1, 2, 3, 4].map(|n| t.played_at(n)), ["played 1st", "played 2nd", "played 3rd", "played 4th"]);
        assert_eq!(text(Lang::Ja).played_at(2), "2番目に出した");
    }
}
