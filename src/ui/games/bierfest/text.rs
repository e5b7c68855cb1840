//! Willkommen, Bierfest!'s screen words: the fields of [`BierfestText`], in English and Japanese, are
//! data in its words files (`public/learn/bierfest.<lang>.json`, under `"screen"`:
//! [`crate::ui::words::screen`]); the home card, the new-game screen's words and the saved list's
//! progress stay here, shown before the game's words are fetched. Japanese uses the rulebook's terms:
//! ビール, フード, 乾杯, 山札, 手札, 場, そろい. The beer and food names come from the game's card values.
//! Sentences with blanks are templates filled by [`fill`]; one that counts is a list of its forms.

use crate::ui::contract::{GameCard, Shelf};
use crate::ui::words::fill;
use crate::ui::words::Lang;
use rules::bierfest::card::Kind;
use rules::bierfest::values::{CardValues, Language, Row, ValuesError};

crate::screen_words! {
    /// All Bierfest text in one language.
    pub struct BierfestText for "bierfest" {
        turn_of,
        toast_part,
        final_toast_part,
        /// The toasts so far, short enough for the bar on a phone.
        toasts_short,
        /// The toasts so far (`{0}`), and the cards in the deck.
        toasts,
        deck,
        toast,
        your_hand,
        empty_hand,
        pairs_with,
        hand_count,
        penalty,
        /// Points: one (or minus one), more.
        points[2],
        no_sets,
        do_draw,
        draw,
        do_choose,
        draw_more,
        end_turn,
        play,
        /// One card, more.
        do_more[2],
        do_return,
        put_back,
        deck_top,
        drawn_first,
        returned_drawn,
        do_decline,
        decline,
        keep,
        do_toast_play,
        pass,
        /// One card, more.
        do_pay[2],
        remove,
        with_set,
        /// Cards declined this turn: one, more.
        declined[2],
        drew,
        played,
        returned,
        ended,
        toast_started,
        final_toast_started,
        toasts_out,
        passed,
        declined_one,
        /// A card given up: alone, with the one other card of its set, with the `{2}` others.
        removed[3],
        /// Toast cards after a toast: one or more back into the deck, one or more out of the game.
        toasts_back[4],
        penalty_cards,
        /// Over the set a player put out at a toast.
        toast_raised,
        toast_ended,
        game_ended,
        undo,
        continue_after_toast,
        sheet,
        place,
        player,
        beer_col,
        food_col,
        penalty_col,
        bonus_col,
        total_col,
        /// One winner, several (joined by " & ").
        wins[2],
        areas,
        values_heading,
        values_hint,
        beers,
        foods,
        name_en,
        name_ja,
        /// A set's size: one card, more.
        cards_n[2],
        mixed_food,
        defaults,
        /// The card values' languages, in [`Language`] order.
        languages[2],
        /// Why card values are refused, in [`ValuesError`] order: `{0}` a row's name, `{1}` a language.
        values_errors[5],
    }
}

impl BierfestText {
    /// Points, "1 pt" or "3 pts".
    pub fn points_of(&self, n: i32) -> String {
        fill(self.points()[usize::from(n.abs() != 1)], &[&n.to_string()])
    }

    /// A set of `n` cards.
    pub fn cards_of(&self, n: usize) -> String {
        fill(self.cards_n()[usize::from(n != 1)], &[&n.to_string()])
    }

    /// Who won: the names joined by " & ".
    pub fn wins_of(&self, names: &[String]) -> String {
        fill(self.wins()[usize::from(names.len() > 1)], &[&names.join(" & ")])
    }

    /// Why the card values `v` are refused, in `lang` (the language of these words).
    pub fn values_error(&self, e: &ValuesError, v: &CardValues, lang: Lang) -> String {
        let language = |l: Language| self.languages()[usize::from(l != Language::En)];
        let (at, row, l) = match *e {
            ValuesError::TooHigh(row) => (0, row, None),
            ValuesError::Decreasing(row) => (1, row, None),
            ValuesError::NoPairing(f) => (2, Row::Food(f), None),
            ValuesError::EmptyName(row, l) => (3, row, Some(l)),
            ValuesError::SameName(_, row, l) => (4, row, Some(l)),
        };
        fill(self.values_errors()[at], &[&row_name(v, row, lang), l.map(language).unwrap_or_default()])
    }
}

/// A kind's name in a language: the beer and food names are the game's card values.
pub fn kind_name(values: &CardValues, kind: Kind, lang: Lang) -> &str {
    let ja = lang == Lang::Ja;
    match kind {
        Kind::Beer(b) => {
            let b = &values.beers[usize::from(b)];
            if ja {
                &b.ja
            } else {
                &b.en
            }
        }
        Kind::Food(f) => {
            let f = &values.foods[usize::from(f)];
            if ja {
                &f.ja
            } else {
                &f.en
            }
        }
        Kind::Toast => text(lang).toast(),
    }
}

/// A row of the card values, named as the table knows it.
fn row_name(values: &CardValues, row: Row, lang: Lang) -> String {
    let kind = match row {
        Row::Beer(b) => Kind::Beer(b),
        Row::Food(f) => Kind::Food(f),
    };
    let name = kind_name(values, kind, lang).trim();
    if name.is_empty() {
        let n = match row {
            Row::Beer(n) | Row::Food(n) => n + 1,
        };
        format!("#{n}")
    } else {
        name.to_string()
    }
}

/// The words shown before the words file is fetched, in English.
pub static EN: Shelf = Shelf {
    card: GameCard {
        name: "Willkommen, Bierfest!",
        facts: "3–5 players · 20 min",
        pitch: "Collect beer sets and pair them with food before the toast.",
    },
    progress: "Toasts: {0} of 3 · Deck: {1} cards",
};

/// The same, in Japanese.
pub static JA: Shelf = Shelf {
    card: GameCard {
        name: "ようこそ、ビールまつり!",
        facts: "3〜5人・20分",
        pitch: "ビールをそろえてフードと合わせる。乾杯に気をつけて。",
    },
    progress: "乾杯:{0}/3 · 山札:{1}枚",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words::Lang;

    #[test]
    fn points_cards_and_winners_are_said_in_their_forms() {
        let t = text(Lang::En);
        assert_eq!([-1, 1, 3].map(|n| t.points_of(n)), ["-1 pt", "1 pt", "3 pts"]);
        assert_eq!([1, 2].map(|n| t.cards_of(n)), ["1 card", "2 cards"]);
        assert_eq!(t.wins_of(&["A".into(), "B".into()]), "A & B win the Bierfest!");
        assert_eq!(t.wins_of(&["A".into()]), "A wins the Bierfest!");
        let v = CardValues::default();
        let e = ValuesError::EmptyName(Row::Beer(0), Language::Ja);
        assert_eq!(t.values_error(&e, &v, Lang::En), format!("{}: its Japanese name is empty.", v.beers[0].en));
        assert_eq!(text(Lang::Ja).values_error(&e, &v, Lang::Ja), format!("{}:日本語名が空です。", v.beers[0].ja));
    }
}
