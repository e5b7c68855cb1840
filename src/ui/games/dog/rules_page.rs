//! Here Comes the Dog's rules in our own words, in English and Japanese, as the app shows them (from the home
//! card and from inside a game). Points resting on values lost from the rulebook are marked
//! reconstructed (`shared/rules/`).

use crate::ui::i18n::Lang;
use crate::ui::rulebook::{p, r, Page, Section};

/// The rules page in a language.
pub fn page(lang: Lang) -> &'static Page {
    lang.pick(&EN, &JA)
}

static EN: Page = Page {
        intro: "Roll three dice for meat, charcoal and fire sticks; tame the most dogs over 5 rounds without losing your villagers. Everything is public.",
        figure: None,
        sections: &[
            Section { heading: "Setup", points: &[
                p("The bonfire holds 9 meat, 7 charcoal and 5 fire sticks. Each player has 3 standing villagers. The round counter starts at 1."),
                r("Each die shows meat, charcoal and fire on two faces each."),
                r("The dogs in the box never run out."),
            ] },
            Section { heading: "Your turn: roll or exchange", points: &[
                p("A: roll the three dice. Two alike: take 2 sticks from the bonfire matching 2 of the dice (you must take 2 if you can; if no 2 match, take 1)."),
                r("Three different: steal — take any 1 stick from another player. If nobody has a stick, roll again."),
                r("Three alike: a happening for everyone — meat: feeding (the meat used goes back), charcoal: dog attack (the sticks used to repel go back), fire: fire festival (all fire goes back). Then roll again."),
                r("B: instead of rolling, exchange once: 1 charcoal for 1 meat, 1 fire for 2 meat, or 1 fire for 2 charcoal. Never the reverse, only if the bonfire has them, and never taking the last meat or charcoal."),
            ] },
            Section { heading: "End of a round", points: &[
                p("When a roll takes the bonfire's last meat, everyone feeds: each 2 meat tame 1 dog (an odd one is wasted)."),
                p("When it takes the last charcoal, the dogs attack: one dog per meat held; 2 meat or a fire+charcoal pair repel a dog; each dog not repelled knocks down a villager."),
                p("Both at once: the round is void, but it still counts. Then all sticks go back and the player after the last roller starts the next round."),
            ] },
            Section { heading: "Villagers and the end", points: &[
                p("Lose all your villagers and your dogs run back to the pack: go on with 2, then 1. When the last one falls you are out of the game."),
                r("Dogs beyond your last standing villager are lost; if only one player is left, they win at once."),
                p("After 5 rounds the most dogs wins; ties go to more villagers standing, then more sticks held at the end of round 5."),
            ] },
        ],
    };

static JA: Page = Page {
        intro: "ダイスで肉・炭・火のスティックを集め、5ラウンドでイヌを一番多く餌づけしよう。村人が倒れないように。情報はすべて公開です。",
        figure: None,
        sections: &[
            Section { heading: "準備", points: &[
                p("場には肉9本・炭7本・火5本。各プレイヤーは村人3人を立てておきます。ラウンドカウンターは1から。"),
                r("ダイスの各面は肉・炭・火が2面ずつ。"),
                r("イヌの群れはなくなりません。"),
            ] },
            Section { heading: "手番:ふるか、交換するか", points: &[
                p("A:ダイスを3つふり、出た目に合うスティックを場から2本取ります(2本取れるときは必ず2本。取れないときは1本)。"),
                r("3つとも違う目なら強奪:他のプレイヤー1人から好きなスティックを1本奪います。誰も持っていなければふり直します。"),
                r("3つとも同じ目ならハプニング。肉:イヌの餌づけ(使った肉は場へ)、炭:イヌの襲来(撃退に使ったスティックは場へ)、火:火祭り(火をすべて場へ)。そのあとふり直します。"),
                r("B:ふらずに1回だけ交換:炭1→肉1、火1→肉2、火1→炭2。逆はできず、場に足りないときや、ラウンドを終わらせる交換はできません。"),
            ] },
            Section { heading: "ラウンドの終了", points: &[
                p("場の肉がなくなったら全員がイヌの餌づけ:肉2本でイヌ1匹(あまりは無効)。"),
                p("場の炭がなくなったらイヌの襲来:手元の肉と同じ数のイヌが来ます。肉2本か火+炭1セットで1匹を撃退し、残ったイヌ1匹ごとに村人が1人倒れます。"),
                p("肉と炭が同時になくなったらラウンドは流れますが、1ラウンドと数えます。スティックを元に戻し、最後にふった人の次の人から始めます。"),
            ] },
            Section { heading: "村人とゲームの終了", points: &[
                p("村人が全員倒れたらイヌはすべて群れに戻り、村人2人で再開。次は1人。その1人も倒れたら負け抜けです。"),
                r("最後の村人を超えたイヌはいなくなります。残りが1人になったらその人の勝ちです。"),
                p("5ラウンド後、イヌが一番多い人の勝ち。同数なら残った村人、次に手元のスティックの多い人。"),
            ] },
        ],
    };
