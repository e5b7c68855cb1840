//! M&ZEB-S's rules in our own words, in English and Japanese, as the app shows them (from the home
//! card and from inside a game). Points resting on values lost from the rulebook are marked
//! reconstructed (`shared/rules/`).

use crate::ui::i18n::Lang;
use crate::ui::rulebook::{p, r, Page, Section};

/// The rules page in a language.
pub fn page(lang: Lang) -> &'static Page {
    lang.pick(&EN, &JA)
}

static EN: Page = Page {
        intro: "Two players take turns picking coloured blocks and stacking them on a shared field, each hiding which colour they want and which they don't.",
        sections: &[
            Section { heading: "Setup", points: &[
                p("Each player secretly picks a colour they want and one they don't want."),
                p("40 tokens in red, yellow, green and purple: cubes, bars, L and T shapes."),
            ] },
            Section { heading: "Your turn", points: &[
                r("Pick one of the tokens visible at the top of the box (5 by default)."),
                p("Note it on your secret tally, then place it on the field touching another token, with nothing hanging over a gap."),
            ] },
            Section { heading: "Scoring", points: &[
                p("At the end each player guesses the other's colours. A right guess of the wanted colour takes 2 of those tokens away; of the unwanted colour, 5 points."),
                r("Wanted colour tokens: 1, 3, 6, 10, 12 points for 1–5, then 3 per token; unwanted −2 each; others +1 each."),
                r("Looking from above, colours are ranked by area; your wanted colour's rank scores 12/10/6/1 (ties share the better rank)."),
            ] },
        ],
    };

static JA: Page = Page {
        intro: "2人で交互に色のブロックを取り、共通の場に積み上げます。集めたい色と集めたくない色は相手に秘密。",
        sections: &[
            Section { heading: "準備", points: &[
                p("各自、集めたい色と集めたくない色をこっそり1色ずつ決めます。"),
                p("赤・黄・緑・紫のトークン40個(キューブ、棒、L字、T字)。"),
            ] },
            Section { heading: "手番", points: &[
                r("箱の上に見えているトークン(標準5個)から1個を取ります。"),
                p("自分のメモに記録し、他のトークンに面で接するように、宙に浮かないよう場に置きます。"),
            ] },
            Section { heading: "得点", points: &[
                p("最後にお互いの色を予想。集めたい色が当たると相手のその色を2個減らし、集めたくない色が当たると相手は−5点。"),
                r("集めたい色:1〜5個で1・3・6・10・12点、6個以上は1個3点。集めたくない色は1個−2点、その他は1個+1点。"),
                r("上から見た面積で色を順位づけし、集めたい色の順位で12/10/6/1点(同順位は上の順位)。"),
            ] },
        ],
    };
