//! Here Comes the Dog's screen words: the fields of [`DogText`], in English and Japanese, are data in
//! its words files (`public/learn/dog.<lang>.json`, under `"screen"`: [`crate::ui::words::screen`]);
//! the home card, the new-game screen's words and the saved list's progress line stay here, shown
//! before the game's words are fetched. Japanese uses the rulebook's terms: 場, 肉, 炭, 火, 村人,
//! イヌの餌づけ, イヌの襲来, 火祭り, ハプニング, 強奪, 負け抜け. Sentences with blanks are templates
//! filled by [`fill`]; a sentence that counts is a list of its forms (for one, for more).

use crate::ui::contract::{GameCard, Shelf};
use crate::ui::words::fill;
use rules::dog::stick::Stick;
use rules::dog::village::{Fall, Repel};
#[cfg(doc)]
use rules::dog::{ranking::Decider, village::Overflow, Exchange, Happening, RoundEnd};

crate::screen_words! {
    /// All Here Comes the Dog text in one language.
    pub struct DogText for "dog" {
        /// Meat, charcoal, fire (in [`Stick::ALL`] order), as names and inside sentences.
        sticks[3],
        bonfire,
        dice,
        dice_not_rolled,
        roll_of,
        turn_of,
        do_turn,
        do_reroll,
        do_take,
        do_steal,
        /// Dogs coming: for one, for more (`{0}` how many).
        do_repel[2],
        roll,
        roll_again,
        or_exchange,
        /// In [`Exchange::ALL`] order.
        exchange[3],
        take,
        steal_from,
        /// A way to repel: none, meat pairs only (`{0}`), fire pairs only (`{1}`), both.
        repel_how[4],
        repel_out,
        /// Every villager falls and the dogs run: by one villager or more, then one dog or more.
        repel_reset[4],
        /// Villagers falling: none, one, more (`{0}`).
        falls[3],
        /// A way to repel (`{0}`) and what it costs (`{1}`).
        option_cost,
        proposed,
        players,
        hand,
        villagers,
        /// One dog, more (`{0}`): plurals are lists of each form, read by [`counted`].
        dogs[2],
        out,
        supply,
        latest,
        undo,
        /// In [`Happening`] order.
        happening[3],
        /// In [`RoundEnd`] order.
        round_end[3],
        /// `{0}` sticks of kind `{1}`, joined by `sticks_join`; `nothing` for none.
        stick_count,
        sticks_join,
        nothing,
        rolled,
        took,
        exchanged,
        stole,
        nobody_to_rob,
        happening_by,
        /// By one dog or more: name, dogs, meat.
        fed[2],
        /// By one dog or more, then one villager or more: name, dogs, repelled, fell.
        attacked[4],
        /// By one dog or more, then one villager or more: name, dogs, villagers standing.
        lost_dogs[4],
        went_out,
        fire_returned,
        rolls_again,
        round_ended,
        round_started,
        game_ended,
        summary_title,
        nothing_happened,
        next_round,
        ranking,
        place,
        sticks_held,
        player,
        dogs_col,
        villagers_col,
        decided,
        /// In [`Decider`] order.
        decider[6],
        wins,
        lone_survivor,
        variant_hint,
        faces,
        faces_bad,
        supply_limit,
        unlimited,
        all_different,
        steal,
        take_two,
        exchanges,
        happenings,
        triple_of,
        overflow,
        /// In [`Overflow`] order.
        overflow_choice[2],
        defaults,
    }
}

/// `n` in the form of `forms` for one or for more.
pub fn counted(forms: &[&str; 2], n: u8) -> String {
    fill(forms[usize::from(n != 1)], &[&n.to_string()])
}

/// Of a sentence's four forms (one or more of `a`, then one or more of `b`), the one for `a` and `b`.
fn form<'a>(forms: &[&'a str; 4], a: u8, b: u8) -> &'a str {
    forms[2 * usize::from(a != 1) + usize::from(b != 1)]
}

impl DogText {
    /// A stick's name.
    pub fn stick(&self, s: Stick) -> &'static str {
        self.sticks()[s as usize]
    }

    /// A way to repel an attack, and what it costs.
    pub fn repel_option(&self, repel: Repel, fall: &Fall) -> String {
        let (meat, fire) = (repel.meat_pairs, repel.fire_pairs);
        let how = self.repel_how()[2 * usize::from(fire > 0) + usize::from(meat > 0)];
        let cost = match (fall.fell, fall.out, fall.reset) {
            (_, true, _) => self.repel_out().to_string(),
            (n, _, true) => {
                fill(form(self.repel_reset(), n, fall.dogs_lost), &[&n.to_string(), &fall.dogs_lost.to_string()])
            }
            (n, ..) => fill(self.falls()[usize::from(n.min(2))], &[&n.to_string()]),
        };
        fill(self.option_cost(), &[&fill(how, &[&meat.to_string(), &fire.to_string()]), &cost])
    }

    /// Sticks by kind: "2 meat + 1 fire", "nothing".
    pub fn sticks_list(&self, parts: &[(Stick, u8)]) -> String {
        let shown: Vec<String> = parts
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|&(s, n)| fill(self.stick_count(), &[&n.to_string(), self.stick(s)]))
            .collect();
        if shown.is_empty() {
            self.nothing().to_string()
        } else {
            shown.join(self.sticks_join())
        }
    }

    /// Someone fed their dogs.
    pub fn fed_line(&self, name: &str, dogs: u8, meat: u8) -> String {
        fill(self.fed()[usize::from(dogs != 1)], &[name, &dogs.to_string(), &meat.to_string()])
    }

    /// Dogs attacked someone: how many, how many were repelled, how many villagers fell.
    pub fn attacked_line(&self, name: &str, dogs: u8, repelled: u8, fell: u8) -> String {
        let counts = [dogs, repelled, fell].map(|n| n.to_string());
        fill(form(self.attacked(), dogs, fell), &[name, &counts[0], &counts[1], &counts[2]])
    }

    /// Someone's villagers all fell: the dogs that ran off, the villagers standing again.
    pub fn lost_dogs_line(&self, name: &str, dogs: u8, standing: u8) -> String {
        fill(form(self.lost_dogs(), dogs, standing), &[name, &dogs.to_string(), &standing.to_string()])
    }
}

/// The words shown before the words file is fetched, in English.
pub static EN: Shelf = Shelf {
    card: GameCard {
        name: "Here Comes the Dog",
        facts: "2–4 players · 5 rounds",
        pitch: "Roll for meat, charcoal and fire; tame the most dogs.",
    },
    progress: "Round {0} of {1}",
};

/// The same, in Japanese.
pub static JA: Shelf = Shelf {
    card: GameCard {
        name: "イヌがきた",
        facts: "2〜4人・5ラウンド",
        pitch: "ダイスで肉・炭・火を集めて、イヌを一番多く餌づけしよう。",
    },
    progress: "ラウンド {0}/{1}",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words::Lang;

    #[test]
    fn counts_take_their_form_for_one_or_more() {
        let d = text(Lang::En);
        assert_eq!([0, 1, 2].map(|n| counted(d.dogs(), n)), ["0 dogs", "1 dog", "2 dogs"]);
        assert_eq!(d.fed_line("Ann", 1, 2), "Ann fed 2 meat and tamed 1 dog.");
        assert_eq!(d.sticks_list(&[(Stick::Meat, 2), (Stick::Charcoal, 0), (Stick::Fire, 1)]), "2 meat + 1 fire");
        assert_eq!(d.sticks_list(&[]), "nothing");
        assert_eq!(text(Lang::Ja).sticks_list(&[(Stick::Meat, 2), (Stick::Fire, 1)]), "肉2本+火1本");
        let repel = Repel { meat_pairs: 1, fire_pairs: 2 };
        let fall = Fall { unrepelled: 4, fell: 2, out: false, reset: true, dogs_lost: 1, standing: 3 };
        assert_eq!(d.repel_option(repel, &fall), "1× 2 meat and 2× fire + charcoal — 2 villagers fall, 1 dog runs off");
    }
}
