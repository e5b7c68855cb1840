//! M&ZEB-S's screen words: the fields of [`MzebsText`], in English and Japanese, are data in its words
//! files (`public/learn/mzebs.<lang>.json`, under `"screen"`: [`crate::ui::words::screen`]); the home
//! card, the new-game screen's words and the saved list's progress stay here, shown before the game's
//! words are fetched. Japanese uses the rulebook's terms: キューブトークン, 集める, メモ, 配置する,
//! 共通の場, 集めたい色, 集めたくない色, and the memo sheet's colour names. Sentences with blanks are
//! templates filled by [`fill`]; one that counts is a list of its forms.

use crate::ui::contract::{GameCard, Shelf};
use crate::ui::words::fill;
use rules::mzebs::token::{Colour, Token};
#[cfg(doc)]
use rules::mzebs::{scoring::Ties, token::Shape};

crate::screen_words! {
    /// All M&ZEB-S text in one language.
    pub struct MzebsText for "mzebs" {
        /// The colours' names, in [`Colour::ALL`] order.
        colours[4],
        /// One letter per colour, printed on every piece (colour-blind safe).
        letters[4],
        /// The shapes' names, in [`Shape::ALL`] order.
        shapes[4],
        /// A token: its colour (`{0}`) and shape (`{1}`).
        token,
        turn_of,
        do_collect,
        do_place,
        box_top,
        in_box,
        open_box,
        tally_of,
        tally_hint,
        holding,
        scene,
        view_left,
        view_right,
        view_high,
        map,
        /// An area's size: one column, more.
        area_cols[2],
        fits,
        fits_count,
        turn,
        tip_forward,
        tip_sideways,
        moves[4],
        place,
        keys,
        choose_title,
        choose_hint,
        want,
        not_want,
        keep_secret,
        your_colours,
        guess_title,
        guess_hint,
        they_want,
        they_not_want,
        write_guess,
        my_memo,
        memo_title,
        back_to_turn,
        /// What a player wanted, and what the other guessed ("Ben wants yellow; Aiko guessed green:").
        truly_wants,
        truly_not_wants,
        undo,
        chose,
        /// A replay's line for a token collected from the box.
        collected,
        placed,
        guessed,
        reveal,
        steps[6],
        show_next,
        show_all,
        guessed_of,
        right,
        wrong,
        cut,
        no_cut,
        /// A rank: 1st, 2nd, 3rd, later.
        rank[4],
        penalty,
        wins,
        draw,
        settings_hint,
        side,
        visible,
        open_box_setting,
        guesses_differ,
        six_plus,
        per_token,
        beyond,
        ties,
        /// In [`Ties`] order.
        ties_choice[3],
        both_tallies,
        defaults,
    }
}

impl MzebsText {
    /// A colour's name.
    pub fn colour(&self, c: Colour) -> &'static str {
        self.colours()[c.index()]
    }

    /// A token's colour and shape ("red bar").
    pub fn token_name(&self, t: Token) -> String {
        fill(self.token(), &[self.colour(t.colour()), self.shapes()[t.shape() as usize]])
    }

    /// An area of `n` columns.
    pub fn area_of(&self, n: u8) -> String {
        fill(self.area_cols()[usize::from(n != 1)], &[&n.to_string()])
    }

    /// A rank, counted from 1 ("2nd").
    pub fn rank_of(&self, r: u8) -> String {
        fill(self.rank()[usize::from(r.clamp(1, 4)) - 1], &[&r.to_string()])
    }
}

/// The words shown before the words file is fetched, in English.
pub static EN: Shelf = Shelf {
    card: GameCard {
        name: "M&ZEB-S",
        facts: "2 players · 15–30 min",
        pitch: "Stack coloured blocks and hide which colour you want.",
    },
    progress: "Token {0}/40",
};

/// The same, in Japanese.
pub static JA: Shelf = Shelf {
    card: GameCard {
        name: "M&ZEB-S",
        facts: "2人・15〜30分",
        pitch: "色のブロックを積み上げ、集めたい色を相手に隠し通す。",
    },
    progress: "{0}/40個目",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words::Lang;

    #[test]
    fn ranks_and_areas_are_said_in_their_forms() {
        let t = text(Lang::En);
        assert_eq!([1, 2, 3, 4, 11].map(|r| t.rank_of(r)), ["1st", "2nd", "3rd", "4th", "11th"]);
        assert_eq!([1, 3].map(|n| t.area_of(n)), ["1 column", "3 columns"]);
        assert_eq!(text(Lang::Ja).rank_of(2), "2位");
    }
}
