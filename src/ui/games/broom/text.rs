//! Every string of Broom Service's screens, in English and Japanese (one table per language, so a
//! missing translation is a compile error). Japanese uses the seed's terms: 役割カード, 勇敢, 臆病,
//! ウィッチ, ドルイド, ギャザラー, ウェザーフェアリー, 薬, 魔法の杖, 雲, 稲妻, 塔. Sentences with blanks are
//! templates filled by [`fill`] (`{0}`, `{1}`, …): one small function instead of a formatter per
//! sentence keeps the page small.

use crate::rules::broom::BroomIllegal;
use crate::ui::i18n::Lang;
use crate::ui::table::{GameCard, SetupWords};

/// `template` with `{0}`, `{1}`, … replaced by `args` (a plain scan: no pattern search in the page).
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let blank =
            rest[open + 1..].split_once('}').and_then(|(n, after)| Some((args.get(n.parse::<usize>().ok()?)?, after)));
        match blank {
            Some((arg, after)) => {
                out.push_str(arg);
                rest = after;
            }
            None => {
                out.push('{');
                rest = &rest[open + 1..];
            }
        }
    }
    out + rest
}

/// All Broom Service text in one language.
pub struct BroomText {
    pub card: GameCard,
    pub setup: SetupWords,
    /// The roles, in card order.
    pub roles: [&'static str; 10],
    /// What each kind of role does: witch, druid, gatherer, fairy.
    pub kinds: [&'static str; 4],
    pub events: [&'static str; 10],
    /// When each event acts and what it does.
    pub event_rules: [&'static str; 10],
    /// Forest, prairie, hill, mountain, lake.
    pub lands: [&'static str; 5],
    /// Green, purple and orange potions, wands.
    pub resources: [&'static str; 4],
    pub brave: &'static str,
    pub cowardly: &'static str,
    pub progress: &'static str,
    pub board: &'static str,
    pub event: &'static str,
    pub bewitched: &'static str,
    pub none: &'static str,
    pub leads: &'static str,
    pub cards_left: &'static str,
    pub choosing: &'static str,
    pub clouds: &'static str,
    pub turn: &'static str,
    pub out: &'static str,

    pub choose_title: &'static str,
    pub choose_hint: &'static str,
    pub choose_any: &'static str,
    pub choose_go: &'static str,
    pub hand: &'static str,
    pub aside: &'static str,
    pub lead_title: &'static str,
    pub lead_hint: &'static str,
    pub follow_title: &'static str,
    pub follow_hint: &'static str,
    pub act_title: &'static str,
    /// What to do at each step: move, deliver after moving, druid, gather, charm, market, distil.
    pub steps: [&'static str; 7],
    pub fist_title: &'static str,
    pub fist_hint: &'static str,
    pub fist_go: &'static str,
    pub works_title: &'static str,
    pub works_hint: &'static str,
    pub hand_in: &'static str,
    pub skip: &'static str,
    pub done: &'static str,
    pub area: &'static str,
    pub mv: &'static str,
    pub deliver: &'static str,
    pub take: &'static str,
    pub charm: &'static str,
    pub exchange: &'static str,

    pub started: &'static str,
    pub chose: &'static str,
    pub all_chose: &'static str,
    pub played: &'static str,
    pub passed: &'static str,
    pub overtaken: &'static str,
    pub moved: &'static str,
    pub delivered: &'static str,
    pub charmed: &'static str,
    pub got: &'static str,
    pub paid: &'static str,
    pub idle: &'static str,
    pub scored: &'static str,
    /// Why VP changed: a tower, the brave bonus, a bewitched role, the event, lightning, resources.
    pub why: [&'static str; 6],
    pub fists: &'static str,
    pub over: &'static str,
    pub go_on: &'static str,
    pub illegal: [&'static str; 8],
    pub undo: &'static str,

    pub final_scores: &'static str,
    pub wins: &'static str,
    pub shared: &'static str,
    pub vp: &'static str,
    pub left: &'static str,
    pub history: &'static str,

    pub settings_hint: &'static str,
    /// Each reconstructed choice: its legend, the spec's default, the other.
    pub choices: [[&'static str; 3]; 5],
    /// More or Less's VP for a hand of this many cards.
    pub hand_of: &'static str,
    pub bonuses: &'static str,
    pub map_legend: &'static str,
    pub designed_map: &'static str,
    pub own_map: &'static str,
    pub map_file: &'static str,
    pub defaults: &'static str,
    pub perilous_example: &'static str,
    pub out_of_range: &'static str,
    /// What is wrong with a map file: unreadable, ids, an area, a tower, castles, clouds, reach.
    pub map_problems: [&'static str; 7],
}

impl BroomText {
    /// Why the rules refused a move.
    pub fn illegal(&self, why: BroomIllegal) -> &'static str {
        self.illegal[why as usize]
    }
}

/// The events' names: the seed gives them in English, so both languages use them.
const EVENTS: [&str; 10] = [
    "More or Less",
    "Black Market",
    "Black Distillery",
    "Empty Hands",
    "Perilous Places",
    "The Upper Hand",
    "The Works!",
    "Flock Together",
    "Wand Hoard",
    "Cloud Keepers",
];

/// The text in a language.
pub fn text(lang: Lang) -> &'static BroomText {
    lang.pick(&EN, &JA)
}

static EN: BroomText = BroomText {
    card: GameCard {
        name: "Broom Service",
        facts: "2–5 players · 7 rounds",
        pitch: "Witches and druids: play brave and win big, or cowardly and safe.",
    },
    setup: SetupWords {
        first: "Starts (the oldest)",
        first_hint: "The rulebook says: the oldest player starts.",
        start: "Start Broom Service",
        variant: Some("Settings"),
    },
    roles: [
        "Forest Witch",
        "Prairie Witch",
        "Hill Witch",
        "Mountain Witch",
        "Valley Druid",
        "Peak Druid",
        "Herb Gatherer",
        "Fruit Gatherer",
        "Root Gatherer",
        "Weather Fairy",
    ],
    kinds: [
        "Move a pawn. Brave: then deliver there.",
        "Deliver from your pawn's area. Brave: +3 VP.",
        "Cowardly: 1 potion. Brave: 2 potions and a wand.",
        "Charm a cloud next to your pawn. Brave: +3 VP.",
    ],
    events: EVENTS,
    event_rules: [
        "Before choosing: pick 1–5 cards; fewer cards, more VP.",
        "This round: after a cowardly action, exchange a resource.",
        "This round: after a cowardly action, take a potion.",
        "This round: everyone's resources are set aside until its end.",
        "Round end: VP by the landscape under each pawn.",
        "Round end: a secret fist of resources; the largest wins VP and pays it.",
        "Round end: hand in one of each kind for VP.",
        "Round end: VP if both pawns stand on one landscape.",
        "Round end: VP for the most wands.",
        "Round end: VP per charmed cloud.",
    ],
    lands: ["forest", "prairie", "hill", "mountain", "lake"],
    resources: ["green potion", "purple potion", "orange potion", "wand"],
    brave: "Brave",
    cowardly: "Cowardly",
    progress: "Round {0} of 7",
    board: "The board: pawns, clouds and towers",
    event: "Event",
    bewitched: "Bewitched (−3 VP each play)",
    none: "none",
    leads: "leads",
    cards_left: "{0} cards",
    choosing: "choosing",
    clouds: "clouds",
    turn: "{0}: {1} ({2})",
    out: "knocked out",

    choose_title: "{0}: choose your role cards",
    choose_hint: "Pick 4 of your 10 cards. Nobody sees them until you play them.",
    choose_any: "More or Less: pick 1 to 5 cards (1: +9 VP … 5: −3 VP).",
    choose_go: "Take these cards",
    hand: "Your cards",
    aside: "Set aside this round",
    lead_title: "{0}: lead a card",
    lead_hint: "Play a role brave (the big action, after everyone) or cowardly (the small action, now).",
    follow_title: "{0}: you hold the {1}",
    follow_hint: "You must play it. Brave knocks out earlier brave players; cowardly acts now, safely.",
    act_title: "{0}: {1}",
    steps: [
        "Move a pawn into a neighbouring {0} area without a cloud.",
        "You may deliver a potion from the area you entered.",
        "Deliver a potion from an area where your pawn stands.",
        "Take from the supply.",
        "Charm a cloud next to your pawn, paying its stars in wands.",
        "Black Market: exchange one resource for another?",
        "Black Distillery: take a potion?",
    ],
    fist_title: "{0}: The Upper Hand",
    fist_hint: "Put resources in your fist in secret. The largest fist wins the VP and pays what it holds.",
    fist_go: "Close my fist",
    works_title: "{0}: The Works!",
    works_hint: "Hand in one potion of each colour and a wand for VP?",
    hand_in: "Hand in a set",
    skip: "Skip",
    done: "Done",
    area: "{0} {1}",
    mv: "Move {0} → {1}",
    deliver: "Deliver to tower {0} ({1} VP)",
    take: "Take: {0}",
    charm: "Charm the cloud in {0}: {1}★ {2}⚡",
    exchange: "Give a {0}, take a {1}",

    started: "Round {0}: {1}",
    chose: "{0} has chosen.",
    all_chose: "Everyone has chosen",
    played: "{0} played the {1}, {2}.",
    passed: "{0}: “Next!”",
    overtaken: "{0}'s brave claim is knocked out.",
    moved: "{0} moved {1} → {2}.",
    delivered: "{0} delivered to tower {1}.",
    charmed: "{0} charmed a cloud ({1}★ {2}⚡).",
    got: "{0} got: {1}.",
    paid: "{0} paid: {1}.",
    idle: "{0} did nothing.",
    scored: "{0}: {1} VP ({2}).",
    why: ["tower {0}", "brave {0}", "bewitched {0}", "{0}", "lightning", "resources"],
    fists: "The fists open",
    over: "The game is over.",
    go_on: "Continue",
    illegal: [
        "That is not a move for now.",
        "That is the wrong number of cards.",
        "That role is not in your hand.",
        "This witch cannot move there.",
        "No such delivery: out of reach, filled, or no potion of its colour.",
        "That cloud is not next to your pawn, or you have too few wands.",
        "This gatherer does not give that.",
        "You do not hold that much.",
    ],
    undo: "{0}: take it back",

    final_scores: "Final scores",
    wins: "{0} wins!",
    shared: "Shared win: {0}",
    vp: "VP",
    left: "Resources left",
    history: "Every VP change",

    settings_hint: "Values lost from the rulebook's pictures, set to our reconstruction: enter what your copy prints.",
    choices: [
        ["A cowardly gatherer gives", "1 potion", "1 potion or 1 wand"],
        ["A brave gatherer gives", "2 potions and a wand", "3 potions"],
        ["A brave fairy charms", "1 cloud", "any number of clouds"],
        ["After an all-cowardly last turn, the next round is led by", "the last to play", "that turn's leader"],
        ["Empty Hands sets aside", "potions and wands", "potions only"],
    ],
    hand_of: "Hand of {0}",
    bonuses: "VP of the round-end events",
    map_legend: "The board",
    designed_map: "The designed stand-in board",
    own_map: "Board: your map file",
    map_file: "Choose a map file…",
    defaults: "Back to the defaults",
    perilous_example: "Perilous Places must keep the rulebook's example: hill + mountain = 0, forest + prairie = 2.",
    out_of_range: "A value is outside {0} to {1}.",
    map_problems: [
        "The map file can't be read.",
        "The map file names an area twice or one that is not on it: {0}.",
        "The map file's area {0} breaks a rule of the board.",
        "The map file's tower {0} breaks a rule of the board.",
        "The map file needs two castles with a lake between them.",
        "The map file needs 18 cloud spaces and 24 clouds.",
        "On this map the players can't reach enough towers.",
    ],
};

static JA: BroomText = BroomText {
    card: GameCard {
        name: "ブルームサービス",
        facts: "2〜5人・7ラウンド",
        pitch: "魔女とドルイド。勇敢に大きく稼ぐか、臆病に確実に行くか。",
    },
    setup: SetupWords {
        first: "開始プレイヤー(最年長)",
        first_hint: "説明書:最も年長のプレイヤーから始めます。",
        start: "ブルームサービスを始める",
        variant: Some("設定"),
    },
    roles: [
        "森のウィッチ",
        "草地のウィッチ",
        "丘のウィッチ",
        "山のウィッチ",
        "谷のドルイド",
        "峰のドルイド",
        "薬草のギャザラー",
        "果実のギャザラー",
        "根のギャザラー",
        "ウェザーフェアリー",
    ],
    kinds: [
        "ポーンを移動。勇敢:移動先で届けられる。",
        "ポーンのいるエリアから届ける。勇敢:+3勝利点。",
        "臆病:薬1つ。勇敢:薬2つと魔法の杖1本。",
        "ポーンの隣の雲を晴らす。勇敢:+3勝利点。",
    ],
    events: EVENTS,
    event_rules: [
        "選ぶ前:1〜5枚を選ぶ。少ないほど勝利点が多い。",
        "このラウンド:臆病なアクションのあと、資源を1つ交換できる。",
        "このラウンド:臆病なアクションのあと、薬を1つ受け取れる。",
        "このラウンド:全員の資源を終わりまで脇に置く。",
        "ラウンド終了時:ポーンのいる地形で勝利点。",
        "ラウンド終了時:こっそり握った資源が最多の人が勝利点を得て、握った分を払う。",
        "ラウンド終了時:全種類1つずつを渡して勝利点。",
        "ラウンド終了時:2つのポーンが同じ地形なら勝利点。",
        "ラウンド終了時:魔法の杖が最多の人に勝利点。",
        "ラウンド終了時:晴らした雲1枚につき勝利点。",
    ],
    lands: ["森", "草地", "丘", "山", "湖"],
    resources: ["緑の薬", "紫の薬", "橙の薬", "魔法の杖"],
    brave: "勇敢",
    cowardly: "臆病",
    progress: "ラウンド {0}/7",
    board: "盤面:ポーン・雲・塔",
    event: "イベント",
    bewitched: "呪われた役割(出すたび−3勝利点)",
    none: "なし",
    leads: "手番",
    cards_left: "{0}枚",
    choosing: "選択中",
    clouds: "雲",
    turn: "{0}:{1}({2})",
    out: "アウト",

    choose_title: "{0}さん:役割カードを選んでください",
    choose_hint: "10枚から4枚を選びます。出すまで誰にも見えません。",
    choose_any: "More or Less:1〜5枚を選びます(1枚+9勝利点 … 5枚−3勝利点)。",
    choose_go: "このカードにする",
    hand: "あなたの役割カード",
    aside: "このラウンドは使わないカード",
    lead_title: "{0}さん:カードを1枚出してください",
    lead_hint: "勇敢(大きなアクションを全員のあとで)か臆病(小さなアクションを今すぐ)で出します。",
    follow_title: "{0}さん:{1}を持っています",
    follow_hint: "必ず出します。勇敢なら前の勇敢な人はアウト。臆病なら今すぐ確実に行えます。",
    act_title: "{0}さん:{1}",
    steps: [
        "ポーンを雲のない隣の{0}のエリアへ移動します。",
        "移動先のエリアから薬を届けられます。",
        "ポーンのいるエリアから薬を届けます。",
        "サプライから受け取ります。",
        "ポーンの隣の雲を、星の数の魔法の杖を払って晴らします。",
        "Black Market:資源を1つ別の種類と交換しますか?",
        "Black Distillery:薬を1つ受け取りますか?",
    ],
    fist_title: "{0}さん:The Upper Hand",
    fist_hint: "こっそり資源を握ります。最も多く握った人が勝利点を得て、握った分を払います。",
    fist_go: "握る",
    works_title: "{0}さん:The Works!",
    works_hint: "各色の薬1つと魔法の杖1本を渡して勝利点を得ますか?",
    hand_in: "1セット渡す",
    skip: "見送る",
    done: "終える",
    area: "{0} {1}",
    mv: "移動 {0} → {1}",
    deliver: "塔{0}に届ける({1}勝利点)",
    take: "受け取る:{0}",
    charm: "{0}の雲を晴らす:{1}★ {2}⚡",
    exchange: "{0}を渡して{1}を受け取る",

    started: "ラウンド{0}:{1}",
    chose: "{0}さんが選びました。",
    all_chose: "全員が選びました",
    played: "{0}さんが{1}を{2}で出しました。",
    passed: "{0}さん:「次!」",
    overtaken: "{0}さんの勇敢はアウトになりました。",
    moved: "{0}さんが移動:{1} → {2}。",
    delivered: "{0}さんが塔{1}に届けました。",
    charmed: "{0}さんが雲を晴らしました({1}★ {2}⚡)。",
    got: "{0}さんが受け取り:{1}。",
    paid: "{0}さんが支払い:{1}。",
    idle: "{0}さんは何もしませんでした。",
    scored: "{0}さん:{1}勝利点({2})。",
    why: ["塔{0}", "勇敢な{0}", "呪われた{0}", "{0}", "稲妻", "資源"],
    fists: "握った資源を公開",
    over: "ゲーム終了。",
    go_on: "続ける",
    illegal: [
        "今はその手はできません。",
        "カードの枚数が違います。",
        "その役割は手札にありません。",
        "このウィッチはそこへ移動できません。",
        "届けられません:届かない、埋まっている、またはその色の薬がありません。",
        "その雲はポーンの隣にないか、魔法の杖が足りません。",
        "このギャザラーはそれをくれません。",
        "そんなに持っていません。",
    ],
    undo: "{0}さん:取り消す",

    final_scores: "最終得点",
    wins: "{0}さんの勝ち!",
    shared: "同点勝利:{0}",
    vp: "勝利点",
    left: "残った資源",
    history: "勝利点の記録",

    settings_hint: "ルールの図から失われた値です。再構成した値にしてあります。お手元の版に合わせて変えられます。",
    choices: [
        ["臆病なギャザラーがくれるもの", "薬1つ", "薬1つか魔法の杖1本"],
        ["勇敢なギャザラーがくれるもの", "薬2つと魔法の杖1本", "薬3つ"],
        ["勇敢なウェザーフェアリーが晴らす雲", "1枚", "何枚でも"],
        ["最後のターンが全員臆病のとき、次のラウンドを始める人", "最後に出した人", "そのターンを始めた人"],
        ["Empty Handsで脇に置くもの", "薬と魔法の杖", "薬だけ"],
    ],
    hand_of: "{0}枚",
    bonuses: "ラウンド終了時のイベントの勝利点",
    map_legend: "盤面",
    designed_map: "設計した代わりの盤面",
    own_map: "盤面:あなたのマップファイル",
    map_file: "マップファイルを選ぶ…",
    defaults: "初期値に戻す",
    perilous_example: "Perilous Placesはルールの例を守る必要があります:丘+山=0、森+草地=2。",
    out_of_range: "{0}〜{1}の範囲外の値があります。",
    map_problems: [
        "マップファイルを読めません。",
        "マップファイルのエリア名が重複しているか、ないエリアを指しています:{0}。",
        "マップファイルのエリア{0}が盤面のルールに合いません。",
        "マップファイルの塔{0}が盤面のルールに合いません。",
        "マップファイルには、湖をはさんだ2つの城が必要です。",
        "マップファイルには雲の置き場所18か所と雲24枚が必要です。",
        "このマップでは届けられる塔が足りません。",
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blanks_are_filled_in_any_order_and_other_braces_stay() {
        assert_eq!(fill("{1} → {0} {x}", &["a", "b"]), "b → a {x}");
        assert_eq!(fill("{0}さん:{2}", &["A"]), "Aさん:{2}");
    }
}
