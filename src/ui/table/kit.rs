//! Screen pieces every game's board is built from, so each game draws its own things (tiles, dice,
//! cards) and the frame around them looks and behaves the same: the bar with the game and where it
//! stands, the banner naming whose screen it is, the seats around the table, the private hand, a
//! refused move's reason, the way on from a public result, taking a move back, the end screen's
//! result and "play again". (Teaching — coach marks, a guided game's first screens, the hint — is
//! the coach's, the layer above.)

use super::bar::top_bar;
use super::bot_turns::BotTurns;
use crate::ui::context::{Deal, GameWords, Language, Nav, Play, Route};
use crate::ui::contract::Seated;
use crate::ui::model::session::{Session, Stage};
use crate::ui::words::{Lang, Strings, Words};
use leptos::prelude::*;
use rules::{PlayerId, RuleError};

/// A part of a screen drawn in parts (the coach's `board_in_parts`) reads the game in progress with
/// `f`, and so draws again whenever the game changes (nothing once the game is another).
pub fn live<G: Seated, R>(f: impl FnOnce(&Session<G>) -> Option<R>) -> Option<R> {
    Play::get().with(|g| f(g.as_ref()?.typed::<G>()?))
}

/// What tells a game's screens drawn in parts apart (the coach's `board_in_parts`).
pub type Frame<G> = fn(&Session<G>) -> (Stage, usize);

/// A part of a screen drawn in parts (see [`follow`]).
pub type Part = Box<dyn Fn() -> Option<AnyView> + Send + Sync>;

/// A part of a screen drawn in parts that follows the game while the screen it was `built` for shows
/// (by the game's `frame`): drawn by `draw` from the session and its view, again whenever the game
/// changes, and nothing as the screen gives way to another.
pub fn follow<G: Seated>(
    frame: Frame<G>,
    built: (Stage, usize),
    draw: impl Fn(&Session<G>, &G::View) -> AnyView + Send + Sync + 'static,
) -> Part {
    followed(frame, built, Box::new(draw))
}

/// How a part is drawn from the session and its view (see [`follow`]).
type DrawPart<G> = Box<dyn Fn(&Session<G>, &<G as rules::Game>::View) -> AnyView + Send + Sync>;

/// See [`follow`]: one function per game, whatever draws the part, so the page carries one way of
/// drawing a part again.
fn followed<G: Seated>(frame: Frame<G>, built: (Stage, usize), draw: DrawPart<G>) -> Part {
    Box::new(move || live::<G, _>(|s| (frame(s) == built).then(|| draw(s, &s.view()))))
}

/// Like [`follow`], for a part that draws again only when what it shows, `shows`, changes (the rest
/// of the game changing around it leaves it as it is).
pub fn follow_changes<G: Seated, K: PartialEq + Send + Sync + 'static>(
    frame: Frame<G>,
    built: (Stage, usize),
    shows: impl Fn(&Session<G>, &G::View) -> K + Send + Sync + 'static,
    draw: impl Fn(&Session<G>, &G::View) -> AnyView + Send + Sync + 'static,
) -> Part {
    let shown = Memo::new(move |_| live::<G, _>(|s| (frame(s) == built).then(|| shows(s, &s.view()))));
    let play = Play::get();
    Box::new(move || {
        shown.with(Option::is_some).then_some(())?;
        play.with_untracked(|g| g.as_ref()?.typed::<G>().map(|s| draw(s, &s.view())))
    })
}

/// A bot's turn, framed alike in every game: who is thinking (a mark moves while it does), the moves
/// made since a person last played, newest last and lit, then the person's way to take back their
/// move until the bot's shows, and the game's table (with a lone person's own hand).
pub struct BotTurn {
    /// The bot whose turn it is, and its name.
    pub bot: PlayerId,
    pub name: String,
    /// How many moves the game has had (marks each turn for the page's tests).
    pub moves: usize,
    /// The class of the game's screens.
    pub game: &'static str,
    /// The moves since a person last played, one line each: text, with the players' names as typed.
    pub news: Vec<String>,
    /// The person's "take back", while they may.
    pub undo: Option<AnyView>,
    /// What the game shows of its table.
    pub table: AnyView,
}

/// See [`BotTurn`].
pub fn bot_turn(lang: Lang, turn: BotTurn) -> AnyView {
    let BotTurn { bot, name, moves, game, news, undo, table } = turn;
    let t = lang.t();
    let bots = BotTurns::get();
    let latest = news.len();
    let news = news
        .into_iter()
        .enumerate()
        .map(|(i, line)| view! { <li class:latest=i + 1 == latest>{line}</li> })
        .collect_view();
    view! {
        <main class=format!("{game} bot-turn") data-bot=bot.index() data-moves=moves>
            <div class="bot-head">
                <h1 class="turn thinking" data-turn=bot.index()>
                    <span>{(t.thinking)(&name)}</span>
                    <span class="thinking-mark" aria-hidden="true"></span>
                </h1>
                <section class="bot-news" aria-label=t.bots_moves>
                    <ol>{news}</ol>
                </section>
            </div>
            {move || bots.failed().then(|| view! { <p class="warning" role="alert">{t.bot_failed}</p> })}
            {undo.map(|b| view! { <div class="actions">{b}</div> })}
            {table}
        </main>
    }
    .into_any()
}

/// The bar over a game's screen: its name, and where it stands while it is being played.
pub fn game_bar<G: Seated>(lang: Lang, stands: Option<String>) -> AnyView {
    let name = (G::entry().card)(lang).name;
    let title = match stands {
        Some(at) => format!("{name} · {at}"),
        None => name.to_string(),
    };
    top_bar(title, true).into_any()
}

/// The headline of a screen: whose turn it is, or what just happened (`seat` marks whose screen it is).
pub fn banner(text: String, seat: Option<PlayerId>) -> AnyView {
    view! { <h1 class="turn" data-turn=seat.map(PlayerId::index)>{text}</h1> }.into_any()
}

/// One seat around the table, as every game shows it: the player's name with its badges (the
/// leader, out of the game…) and an aside (a count) over what the game shows of the seat; lit while
/// it is that seat's move, dimmed once it is out of the game.
pub struct SeatPanel {
    /// Which seat.
    pub seat: PlayerId,
    /// Its player's name.
    pub name: String,
    /// True while it is this seat's move.
    pub lit: bool,
    /// True once it is out of the game.
    pub dimmed: bool,
    /// Badges after the name: (class, text).
    pub badges: Vec<(&'static str, &'static str)>,
    /// Beside the name (a count).
    pub aside: Option<AnyView>,
    /// Under the name: what the game shows of this seat.
    pub body: AnyView,
}

impl SeatPanel {
    /// The seat as a list item (the seats sit in a list).
    pub fn view(self) -> AnyView {
        let badges =
            self.badges.into_iter().map(|(class, text)| view! { <span class=format!("badge {class}")>{text}</span> });
        view! {
            <li class="seat" class:to-act=self.lit class:out=self.dimmed data-seat=self.seat.index()>
                <span class="seat-head">
                    <span class="seat-name">{self.name}{badges.collect_view()}</span>
                    {self.aside}
                </span>
                {self.body}
            </li>
        }
        .into_any()
    }
}

/// A private hand: its title, what the player may do now, the pieces (the game marks the ones the rules
/// allow with the class `legal`), and why the last move was refused.
pub struct Hand {
    /// Whose hand it is.
    pub owner: PlayerId,
    /// Its heading ("Your hand").
    pub title: &'static str,
    /// What the player may do now, in one line.
    pub hint: String,
    /// The pieces in the hand.
    pub pieces: AnyView,
    /// Why the last move was refused, if it was.
    pub refusal: Option<AnyView>,
}

impl Hand {
    /// The hand as a section of the private screen.
    pub fn view(self) -> AnyView {
        view! {
            <section class="hand" aria-label=self.title data-owner=self.owner.index()>
                <h2>{self.title}</h2>
                <p class="hint">{self.hint}</p>
                <div class="tiles">{self.pieces}</div>
                {self.refusal}
            </section>
        }
        .into_any()
    }
}

/// A refused move's reason as the game says it: the key of its sentence in the game's words file
/// (`why.<key>`, see [`Words::said`]) and the word for its blank, if it has one.
pub type Reason = (&'static str, &'static str);

/// Why the rules refused the last move, said to the player who tried it; the game names its own
/// reasons (`reason`), the shell words the rest.
pub fn refusal<E>(lang: Lang, refused: Option<&RuleError<E>>, reason: impl Fn(&E) -> Reason) -> Option<AnyView> {
    let refused = refused?;
    let text = refusal_words(lang.t(), GameWords::get().here_untracked().as_deref(), refused, reason);
    Some(view! { <p class="refusal" role="alert">{text}</p> }.into_any())
}

/// A longer sentence of the game on the table (its words file's `say`), blanks filled with `args`;
/// empty while the words come.
pub fn said(key: &str, args: &[&str]) -> String {
    GameWords::get().said(key, args)
}

/// The words of a refusal: the game's sentence from `words` (empty while they come), or the shell's.
pub fn refusal_words<E>(
    t: &Strings,
    words: Option<&Words>,
    refused: &RuleError<E>,
    reason: impl Fn(&E) -> Reason,
) -> String {
    match refused {
        RuleError::Illegal(why) => {
            let (key, blank) = reason(why);
            words.and_then(|w| w.said(&format!("why.{key}"), &[blank])).unwrap_or_default()
        }
        RuleError::NotYourTurn { .. } => t.not_your_turn.to_string(),
        RuleError::GameOver => t.game_is_over.to_string(),
    }
}

/// The way on from a public result: `label` on the primary button, which ends the pause.
pub fn resume_button<G: Seated>(label: String) -> AnyView {
    let play = Play::get();
    let resume = move |_| play.update::<G>(Session::resume);
    view! { <button class="primary big" on:click=resume>{label}</button> }.into_any()
}

/// "X: take back my …" (`label` of the player's name), while X still may (see
/// [`Session::undoable_by`]).
pub fn undo_button<G: Seated>(s: &Session<G>, label: impl FnOnce(&str) -> String) -> Option<AnyView> {
    s.undoable_by().map(|p| undo_labelled(label(s.name(p))))
}

/// The undo button (see [`undo_button`]): one for every game.
fn undo_labelled(label: String) -> AnyView {
    let play = Play::get();
    view! { <button class="ghost undo" on:click=move |_| play.undo()>{label}</button> }.into_any()
}

/// A game's result at the top of its end screen: the headline (lit for a win, with a laurel that
/// bursts in), then what the game shows of how it came out.
pub fn result_panel(won: bool, headline: String, body: AnyView) -> AnyView {
    view! {
        <section class="result" class:won=won>
            {won.then(|| view! {
                <span class="celebrate" aria-hidden="true"><span class="art laurel"></span><span class="burst"></span></span>
            })}
            <h1>{headline}</h1>
            {body}
        </section>
    }
    .into_any()
}

/// The end screen's way on: a new game with the same players and options; the same deal again, with
/// everybody in their seat or moved one seat on (as duplicate bridge compares a table's play of one
/// deal); its replay; and the seed that dealt it (to report it).
pub fn play_again(lang: Lang, seed: u64) -> AnyView {
    let t = lang.t();
    let (play, nav) = (Play::get(), Nav::get());
    view! {
        <div class="actions">
            <button class="primary big" on:click=move |_| play.play_again(Deal::Fresh)>{t.play_again}</button>
            <button on:click=move |_| nav.go(Route::Replay)>{t.replay}</button>
        </div>
        <div class="actions">
            <button class="ghost" on:click=move |_| play.play_again(Deal::Same)>{t.same_deal}</button>
            <button class="ghost" on:click=move |_| play.play_again(Deal::Rotated)>{t.same_deal_rotated}</button>
        </div>
        <p class="hint">{(t.seed_was)(seed)}</p>
    }
    .into_any()
}

/// What needs the game's words (its words file, fetched: see `GameWords`) drawn by `draw` once they
/// are here (at once when read before); while they come, an empty screen that says it is busy; if
/// they can't be had, why, with a reload.
#[inline(never)]
pub fn worded(draw: &dyn Fn() -> AnyView) -> AnyView {
    match GameWords::get().state() {
        Some(Some(_)) => draw(),
        Some(None) => {
            let t = Language::get().untracked().t();
            view! {
                <main class="taken-over">
                    <p role="alert">{t.words_unavailable}</p>
                    <div class="actions">
                        <button class="primary" on:click=|_| { let _ = window().location().reload(); }>{t.reload}</button>
                    </div>
                </main>
            }
            .into_any()
        }
        None => view! { <main class="words-coming" aria-busy="true"></main> }.into_any(),
    }
}
