//! Broom Service's screen words: the fields of [`BroomText`], in English and Japanese, are data in
//! its words files (`public/learn/broom.<lang>.json`, under `"screen"`: [`crate::ui::words::screen`]);
//! the home card, the new-game screen's words and the saved list's progress line stay here, shown
//! before the game's words are fetched. Japanese uses the seed's terms: 役割カード, 勇敢, 臆病,
//! ウィッチ, ドルイド, ギャザラー, ウェザーフェアリー, 薬, 魔法の杖, 雲, 稲妻, 塔. Sentences with blanks are
//! templates filled by [`fill`] (`{0}`, `{1}`, …): one small function instead of a formatter per
//! sentence keeps the page small.

use crate::ui::contract::{GameCard, Shelf};

crate::screen_words! {
    /// All Broom Service text in one language.
    pub struct BroomText for "broom" {
        /// The roles, in card order.
        roles[10],
        /// What each kind of role does: witch, druid, gatherer, fairy.
        kinds[4],
        events[10],
        /// When each event acts and what it does.
        event_rules[10],
        /// Forest, prairie, hill, mountain, lake.
        lands[5],
        /// Green, purple and orange potions, wands.
        resources[4],
        brave,
        cowardly,
        board,
        event,
        bewitched,
        none,
        leads,
        cards_left,
        choosing,
        clouds,
        turn,
        out,

        choose_title,
        choose_hint,
        choose_any,
        choose_go,
        hand,
        aside,
        lead_title,
        lead_hint,
        follow_title,
        follow_hint,
        act_title,
        /// What to do at each step: move, deliver after moving, druid, gather, charm, market, distil.
        steps[7],
        fist_title,
        fist_hint,
        fist_go,
        works_title,
        works_hint,
        hand_in,
        skip,
        done,
        area,
        mv,
        deliver,
        take,
        charm,
        exchange,

        started,
        chose,
        all_chose,
        played,
        passed,
        overtaken,
        moved,
        delivered,
        charmed,
        got,
        paid,
        idle,
        scored,
        /// Why VP changed: a tower, the brave bonus, a bewitched role, the event, lightning, resources.
        why[6],
        fists,
        over,
        go_on,
        undo,

        final_scores,
        wins,
        shared,
        vp,
        left,
        history,

        settings_hint,
        /// Each reconstructed choice: its legend, the spec's default, the other.
        choices[15],
        /// More or Less's VP for a hand of this many cards.
        hand_of,
        bonuses,
        map_legend,
        designed_map,
        own_map,
        map_file,
        defaults,
        perilous_example,
        out_of_range,
        /// What is wrong with a map file: unreadable, ids, an area, a tower, castles, clouds, reach.
        map_problems[7],
    }
}

/// The words shown before the words file is fetched, in English.
pub static EN: Shelf = Shelf {
    card: GameCard {
        name: "Broom Service",
        facts: "2–5 players · 7 rounds",
        pitch: "Witches and druids: play brave and win big, or cowardly and safe.",
    },
    progress: "Round {0} of 7",
};

/// The same, in Japanese.
pub static JA: Shelf = Shelf {
    card: GameCard {
        name: "ブルームサービス",
        facts: "2〜5人・7ラウンド",
        pitch: "魔女とドルイド。勇敢に大きく稼ぐか、臆病に確実に行くか。",
    },
    progress: "ラウンド {0}/7",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words::Lang;

    #[test]
    fn brave_is_said_in_each_language() {
        assert_eq!((text(Lang::En).brave(), text(Lang::Ja).brave()), ("Brave", "勇敢"));
    }
}
