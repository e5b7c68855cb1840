//! Broom Service's rules in our own words, in English and Japanese, as the app shows them (from the home
//! card and from inside a game). Points resting on values lost from the rulebook are marked
//! reconstructed (`shared/rules/`).

use crate::ui::i18n::Lang;
use crate::ui::rulebook::{p, r, Page, Section};

/// The rules page in a language.
pub fn page(lang: Lang) -> &'static Page {
    lang.pick(&EN, &JA)
}

static EN: Page = Page {
        intro: "Witches and druids deliver potions across the kingdom over 7 rounds. Each round everyone secretly picks 4 of their 10 role cards — and plays each one brave or cowardly.",
        sections: &[
            Section { heading: "Roles", points: &[
                p("Everyone chooses 4 roles at once, in secret. The leader plays a role; everyone holding the same role must play it too."),
                p("Cowardly: take the small, safe action at once. Brave: announce the big action, but a later brave player of the same role steals it."),
                p("The last brave player of a role performs it and leads the next turn."),
            ] },
            Section { heading: "Winning", points: &[
                r("Potions delivered to towers and clouds cleared score points; events change each round. The board and card values were lost from our copy of the rulebook."),
                p("After 7 rounds the most points wins."),
            ] },
        ],
    };

static JA: Page = Page {
        intro: "魔女やドルイドになり、7ラウンドで王国中に薬を届けます。毎ラウンド、10枚の役割カードから4枚をこっそり選び、勇敢か臆病かでプレイします。",
        sections: &[
            Section { heading: "役割", points: &[
                p("全員が同時にこっそり4枚を選びます。手番の人が役割を1枚出し、同じ役割を持つ人は必ず出します。"),
                p("臆病:小さく安全なアクションをすぐ行う。勇敢:大きなアクションを宣言するが、あとから同じ役割で勇敢を選んだ人に奪われます。"),
                p("最後に勇敢を宣言した人がアクションを行い、次の手番を始めます。"),
            ] },
            Section { heading: "勝利", points: &[
                r("塔に薬を届けたり雲を晴らしたりして得点。イベントは毎ラウンド変わります。盤面とカードの値は手元のルールから失われています。"),
                p("7ラウンド後、最も得点の多い人が勝ちです。"),
            ] },
        ],
    };
