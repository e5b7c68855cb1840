//! M&ZEB-S's rules in our own words, in English and Japanese, as the app shows them (from the home
//! card and from inside a game), after `shared/rules/mzebs.md`. Points resting on values lost from
//! the rulebook are marked reconstructed; each is a setting on the new-game screen, which the page
//! links to.

use crate::ui::i18n::Lang;
use crate::ui::rulebook::{p, r, Page, Section};

/// The rules page in a language.
pub fn page(lang: Lang) -> &'static Page {
    lang.pick(&EN, &JA)
}

static EN: Page = Page {
    intro: "Two players take turns collecting coloured tokens and stacking them on a shared field, each hiding which colour they want and which they don't. Hidden goals, public play.",
    figure: None,
    sections: &[
        Section { heading: "Setup", points: &[
            p("40 tokens in red, yellow, green and purple; of each colour 4 cubes, 3 bars, 2 L shapes and 1 T shape."),
            p("Each player secretly chooses a colour they want and one they don't want (behind the curtain)."),
            r("The two colours differ; both players may choose the same colours as each other. The field is a square board of 12 × 12 columns (a setting, 12–20)."),
        ] },
        Section { heading: "Your turn", points: &[
            r("Collect one of the tokens visible at the top of the box: 5 by default (a setting, 3–8; or the open box, every token visible). A collected token never goes back."),
            p("Note it: your tally of that colour goes up by one (tokens, not cells). Everyone sees the pick, so the tally is public."),
            p("Place it on the field, in any of its 24 rotations, flat or standing: it must touch a token already there with a full square face (the first token goes anywhere), and no cell may hang over a gap."),
            p("The game ends when the box is empty, after 20 turns each."),
        ] },
        Section { heading: "Scoring", points: &[
            p("Each player secretly writes down the other's wanted and unwanted colour; both guesses are revealed together."),
            r("A right wanted guess takes 2 off the other's count of that colour (the count only; the field stays). One colour may be guessed for both (a setting can forbid it)."),
            r("❶ Wanted colour: 1, 3, 6, 10, 12 points for 1–5 tokens, then 3 per token (a setting reads it as 12 + 3 per token beyond 5); unwanted colour −2 each; the others +1 each."),
            r("❷ From above, each column shows its top colour. All four colours are ranked by columns; your wanted colour's rank scores 12 / 10 / 6 / 1. Equal areas share the better rank (a setting offers other readings)."),
            p("❸ Knocking tokens over (−1 each at the table) can't happen here. A right unwanted guess costs 5 points. The higher total wins; equal totals draw."),
        ] },
    ],
};

static JA: Page = Page {
    intro: "2人で交互に色のキューブトークンを集め、共通の場に配置していきます。集めたい色と集めたくない色は相手に秘密。正体隠匿系アブストラクトです。",
    figure: None,
    sections: &[
        Section { heading: "準備", points: &[
            p("キューブトークン40個:赤・黄・緑・紫の各色に立方体4個、直方体3個、L形2個、T形1個。"),
            p("各自、「集めたい色」と「集めたくない色」を1色ずつこっそり決めます(目隠し画面の向こうで)。"),
            r("2色は別の色です。2人が同じ色を選んでもかまいません。場は12×12マスの正方形(設定で12〜20)。"),
        ] },
        Section { heading: "手番", points: &[
            r("箱の上に見えているトークン(標準5個、設定で3〜8個。「箱を開けて」なら全部)から1個を集めます。一度手にしたトークンは戻せません。"),
            p("メモをする:その色の個数が1増えます(マスではなく個数)。集めるのは皆の前なので、メモの個数は公開情報です。"),
            p("場に配置する:24通りの向き(寝かせても立てても)で、既に置かれたトークンに正方形の面で接するように置きます(1個目はどこでも)。下に隙間ができる置き方はできません。"),
            p("箱が空になったら(各20手番)ゲーム終了です。"),
        ] },
        Section { heading: "得点", points: &[
            p("お互いに相手の集めたい色と集めたくない色を予想して書き、一斉に公表します。"),
            r("集めたい色が当たると、相手のその色の個数を2個減らします(個数だけ。場はそのまま)。同じ色を両方に予想してもかまいません(設定で禁止できます)。"),
            r("❶ 集めたい色:1〜5個で1・3・6・10・12点、6個以上は1個3点(設定で「12点+5個を超えた分1個3点」)。集めたくない色は1個−2点、その他は1個+1点。"),
            r("❷ 上から見て各マスの一番上の色を数え、4色すべてを順位づけ。集めたい色の順位で12/10/6/1点。同数は上の順位を分け合います(設定で他の読み方)。"),
            p("❸ 崩したトークン(1個−1点)はここでは起こりません。集めたくない色が当たると5点減点。合計の高い方の勝ち、同点は引き分けです。"),
        ] },
    ],
};
