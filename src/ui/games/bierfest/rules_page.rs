//! Willkommen, Bierfest!'s rules in our own words, in English and Japanese, as the app shows them (from
//! the home card and from inside a game), after `shared/rules/bierfest.md`. Points resting on values
//! lost from the rulebook are marked reconstructed; the card values are a setting on the new-game
//! screen, which the page links to.

use crate::ui::i18n::Lang;
use crate::ui::rulebook::{p, r, Page, Section};

/// The rules page in a language.
pub fn page(lang: Lang) -> &'static Page {
    lang.pick(&EN, &JA)
}

static EN: Page = Page {
    intro: "Collect sets of one beer, with food that goes with it, into your area. But beware the toast: whoever holds the third toast card makes everyone pay, and every card left in a hand is a penalty.",
    figure: None,
    sections: &[
        Section { heading: "Cards", points: &[
            p("95 cards: 5 beers × 13, 2 foods × 10, 10 toasts. The deck is shuffled with 5 toasts in its top half and 5 in its bottom half; nobody starts with cards, and there is no hand limit."),
            r("Beer sets of 2/3/4/5/6 score 1/3/6/10/15; 1/2/3 food with a set score 1/3/6. Sausage goes with Dunkel, Bock and Weizen; Pretzel with Pils, Helles and Weizen. All of these are card values you can change when setting up."),
        ] },
        Section { heading: "Your turn", points: &[
            p("Draw the top card. Then do one of: draw 1 to 3 more, one at a time, and then you may put back on the deck up to (cards drawn this turn − 1) cards in the order you choose; or play one set: 2–6 of one beer with up to 3 food that goes with it; or nothing."),
            r("The food in one set is all of one kind (a setting allows mixing). Sets are never merged: a second set of a beer scores on its own."),
            p("Cards you put back stay known to you (and where they lie) until someone draws them."),
        ] },
        Section { heading: "Toast", points: &[
            p("When a draw gives you your third toast card, the toast starts; your three toasts leave the game. Then everyone in turn from you: plays one set of beer only, if they hold one; for each toast card in hand, removes one card of their area; puts those toast cards back into the deck; and every other card in hand becomes a −1 penalty card."),
            r("A set cut to one beer goes whole with its food, and those extra cards don't count as payment; if your area runs out the rest is forgiven; penalty cards are never taken. Toast cards go back below the deck's top two cards. Your turn ends."),
        ] },
        Section { heading: "The end", points: &[
            p("The game ends after the third toast, or at once when the last card is drawn: then a final toast, in which the player who drew it may first decline cards drawn this turn (they leave the game), and toast cards in hand cost area cards and leave the game."),
            r("Each set scores by its current size; −1 per penalty card; +5 for a set of each of the five beers in your area at the end. Equal totals share the place."),
        ] },
    ],
};

static JA: Page = Page {
    intro: "同じビールのそろいを、合うフードと一緒に自分の場に出そう。ただし乾杯に注意:3枚目の乾杯を引いた人がいると全員が支払い、手札に残ったカードは減点になります。",
    figure: None,
    sections: &[
        Section { heading: "カード", points: &[
            p("95枚:ビール5種類×13枚、フード2種類×10枚、乾杯10枚。山札は上半分と下半分に乾杯を5枚ずつ混ぜて作ります。最初の手札はなく、手札の上限もありません。"),
            r("ビール2/3/4/5/6枚のそろいで1/3/6/10/15点、一緒のフード1/2/3枚で1/3/6点。ソーセージはドゥンケル・ボック・ヴァイツェンに、プレッツェルはピルスナー・ヘレス・ヴァイツェンに合います。これらはゲーム開始前に変えられるカードの値です。"),
        ] },
        Section { heading: "手番", points: &[
            p("山札から1枚引きます。そのあと次のどれか:さらに1〜3枚を1枚ずつ引き、(この手番に引いた枚数−1)枚まで好きな順で山札の上に戻せる/同じビール2〜6枚と合うフード3枚までのそろいを1組出す/何もしない。"),
            r("1組のフードは1種類だけ(設定で混ぜられます)。そろいは合わせません:同じビールの2組目は別に数えます。"),
            p("戻したカードとその位置は、誰かが引くまであなただけが知っています。"),
        ] },
        Section { heading: "乾杯", points: &[
            p("引いたカードで乾杯が3枚になったら乾杯です。その3枚はゲームから除外。あなたから順に全員が:そろっていればビールだけのそろいを1組出す/手札の乾杯1枚ごとに場のカードを1枚取り除く/その乾杯を山札に戻す/残りの手札はすべて減点カード(1枚−1点)。"),
            r("ビール1枚になった組はフードごと除かれ、その分は支払いに数えません。場が尽きたら残りは免除、減点カードは取り除けません。乾杯は山札の上2枚より下に戻します。あなたの手番は終わります。"),
        ] },
        Section { heading: "終了", points: &[
            p("3回目の乾杯のあと、または最後の1枚が引かれた瞬間に終了。その場合は最後の乾杯:最後のカードを引いた人は、まずこの手番に引いたカードを辞退でき(ゲームから除外)、手札の乾杯は場のカードで支払ってから除外します。"),
            r("そろいは最後の枚数で得点、減点カード1枚−1点、場に5種類のビールのそろいがあれば+5点。同点は同順位です。"),
        ] },
    ],
};
