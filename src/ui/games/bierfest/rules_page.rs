//! Willkommen, Bierfest!'s rules in our own words, in English and Japanese, as the app shows them (from the home
//! card and from inside a game). Points resting on values lost from the rulebook are marked
//! reconstructed (`shared/rules/`).

use crate::ui::i18n::Lang;
use crate::ui::rulebook::{p, r, Page, Section};

/// The rules page in a language.
pub fn page(lang: Lang) -> &'static Page {
    lang.pick(&EN, &JA)
}

static EN: Page = Page {
        intro: "Collect sets of beer and pair them with food, but beware the toast: whoever is left holding cards when it comes loses points.",
        sections: &[
            Section { heading: "Cards", points: &[
                r("65 beer cards in 5 kinds (13 each), 20 food cards in 2 kinds, 10 toast cards."),
                r("A beer set of 2/3/4/5/6 scores 1/3/6/10/15; 1/2/3 food cards with it score 1/3/6."),
            ] },
            Section { heading: "Your turn", points: &[
                p("Draw 1 card. Then either draw up to 3 more (and you may put some back on top of the deck), or play one set of 2–6 beers of one kind with up to 3 matching food, or stop."),
            ] },
            Section { heading: "Toast", points: &[
                p("When someone holds 3 toast cards, everyone in turn may play one beer set; each toast still in hand removes one of your played cards; every other card left in hand is −1 point."),
                p("The game ends after the 3rd toast or when the deck runs out. Having all 5 beer kinds played scores +5."),
            ] },
        ],
    };

static JA: Page = Page {
        intro: "ビールをそろえて料理と合わせよう。ただし乾杯のときに手札が残っていると減点です。",
        sections: &[
            Section { heading: "カード", points: &[
                r("ビール5種類×13枚、フード2種類×10枚、乾杯10枚。"),
                r("ビールの組2/3/4/5/6枚で1/3/6/10/15点、一緒に出すフード1/2/3枚で1/3/6点。"),
            ] },
            Section { heading: "手番", points: &[
                p("まず1枚引きます。そのあと、さらに3枚まで引く(何枚かを山札の上に戻せる)、同じ種類のビール2〜6枚の組を合うフード3枚までと一緒に出す、何もしない、のどれか。"),
            ] },
            Section { heading: "乾杯", points: &[
                p("誰かの手札に乾杯が3枚そろうと乾杯。順にビールの組を1つ出せ、手札に残った乾杯1枚ごとに自分の場のカードを1枚捨て、残りの手札は1枚−1点。"),
                p("3回目の乾杯か山札が尽きたら終了。場に5種類のビールがそろっていれば+5点。"),
            ] },
        ],
    };
