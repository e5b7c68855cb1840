//! Screen pieces every game's board is built from, so each game draws its own things (tiles, dice,
//! cards) and the frame around them looks and behaves the same: the bar with the game and where it
//! stands, the banner naming whose screen it is, the seats around the table, the private hand, a
//! refused move's reason, the way on from a public result, taking a move back, the end screen's
//! result and "play again", and reading a chosen file. (Teaching — coach marks, a guided game's first screens, the hint —
//! is [`crate::ui::teaching::coach`].)

use super::presses::Screen;
use super::session::{Session, Stage};
use super::{AnySession, Seated};
use crate::rules::{PlayerId, RuleError};
use crate::ui::home::Home;
use crate::ui::i18n::{Lang, Strings};
use crate::ui::teaching::coach;
use crate::ui::teaching::rulebook::Words;
use crate::ui::{top_bar, AppState, Deal};
use leptos::prelude::*;

/// The board of the game in progress, drawn again by `screen` whenever the game or the language
/// changes (a page that lost its game shows home); a guided game's first screens come before it.
pub fn board<G: Seated>(screen: fn(&Session<G>, Lang) -> AnyView) -> AnyView {
    shown(Box::new(move |g, lang| draw(g, screen, lang)), None)
}

/// Like [`board`], for a game whose screens are drawn in parts that follow the game themselves (see
/// [`live`]): `screen` draws the whole screen again only when the language or `frame` of the game
/// changes (like [`Session::screen_key`], a stage and a number, but kept while the same screen shows
/// another move), and each part draws again only what it shows.
pub fn board_in_parts<G: Seated>(
    frame: fn(&Session<G>) -> (Stage, usize),
    screen: fn(&Session<G>, Lang) -> AnyView,
) -> AnyView {
    let state = AppState::get();
    // Of the same type as the screen the presses follow, so the page carries one such memo.
    let framed = Memo::new(move |_| {
        let (frame, intro) = state.game.with(|g| {
            let s = g.as_ref().and_then(|g| g.typed::<G>());
            (s.map(frame), s.is_some_and(|s| s.lessons().intro_due()))
        });
        (state.route.get(), frame, intro)
    });
    shown(Box::new(move |g, lang| draw(g, screen, lang)), Some(framed))
}

/// How [`shown`] draws the game in progress, if any, in a language.
type Draw = Box<dyn Fn(&Option<AnySession>, Lang) -> AnyView + Send + Sync>;

/// The game drawn by `draw` whenever the game or the language changes, or with `framed`, only when
/// that or the language does: one way for every game, so the page carries it once.
fn shown(draw: Draw, framed: Option<Memo<Screen>>) -> AnyView {
    let state = AppState::get();
    (move || match framed {
        Some(framed) => {
            // Read, so that the memo follows the game (tracking it alone would not run it).
            framed.get();
            state.game.with_untracked(|g| draw(g, state.lang.get()))
        }
        None => state.game.with(|g| draw(g, state.lang.get())),
    })
    .into_any()
}

/// The game `g` drawn by `screen` (see [`board`]).
fn draw<G: Seated>(g: &Option<AnySession>, screen: fn(&Session<G>, Lang) -> AnyView, lang: Lang) -> AnyView {
    match g.as_ref().and_then(|g| g.typed::<G>()) {
        Some(s) if s.lessons().intro_due() => coach::intro(G::entry(), lang),
        Some(s) => screen(s, lang),
        None => Home().into_any(),
    }
}

/// A part of a screen drawn in parts (see [`board_in_parts`]) reads the game in progress with `f`,
/// and so draws again whenever the game changes (nothing once the game is another).
pub fn live<G: Seated, R>(f: impl FnOnce(&Session<G>) -> Option<R>) -> Option<R> {
    AppState::get().game.with(|g| f(g.as_ref()?.typed::<G>()?))
}

/// What tells a game's screens drawn in parts apart (see [`board_in_parts`]).
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
type DrawPart<G> = Box<dyn Fn(&Session<G>, &<G as crate::rules::Game>::View) -> AnyView + Send + Sync>;

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
    let state = AppState::get();
    Box::new(move || {
        shown.with(Option::is_some).then_some(())?;
        state.game.with_untracked(|g| g.as_ref()?.typed::<G>().map(|s| draw(s, &s.view())))
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
    let failed = AppState::get().bot_failed;
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
            {move || failed.get().then(|| view! { <p class="warning" role="alert">{t.bot_failed}</p> })}
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
/// (`why.<key>`, see [`crate::ui::teaching::rulebook::Words::say`]) and the word for its blank, if it has one.
pub type Reason = (&'static str, &'static str);

/// Why the rules refused the last move, said to the player who tried it; the game names its own
/// reasons (`reason`), the shell words the rest.
pub fn refusal<E>(lang: Lang, refused: Option<&RuleError<E>>, reason: impl Fn(&E) -> Reason) -> Option<AnyView> {
    let refused = refused?;
    let text = AppState::get()
        .words
        .with_untracked(|w| refusal_words(lang.t(), w.clone().flatten().as_deref(), refused, reason));
    Some(view! { <p class="refusal" role="alert">{text}</p> }.into_any())
}

/// A longer sentence of the game on the table (its words file's `say`), blanks filled with `args`;
/// empty while the words come.
pub fn said(key: &str, args: &[&str]) -> String {
    AppState::get().words.with_untracked(|w| w.clone().flatten().and_then(|w| w.said(key, args))).unwrap_or_default()
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
    let resume = move |_| AppState::get().update::<G>(Session::resume);
    view! { <button class="primary big" on:click=resume>{label}</button> }.into_any()
}

/// "X: take back my …" (`label` of the player's name), while X still may (see
/// [`Session::undoable_by`]).
pub fn undo_button<G: Seated>(s: &Session<G>, label: impl FnOnce(&str) -> String) -> Option<AnyView> {
    s.undoable_by().map(|p| undo_labelled(label(s.name(p))))
}

/// The undo button (see [`undo_button`]): one for every game.
fn undo_labelled(label: String) -> AnyView {
    view! { <button class="ghost undo" on:click=|_| AppState::get().undo()>{label}</button> }.into_any()
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
    let state = AppState::get();
    view! {
        <div class="actions">
            <button class="primary big" on:click=move |_| state.play_again(Deal::Fresh)>{t.play_again}</button>
            <button on:click=|_| crate::ui::after_game::replay::open()>{t.replay}</button>
        </div>
        <div class="actions">
            <button class="ghost" on:click=move |_| state.play_again(Deal::Same)>{t.same_deal}</button>
            <button class="ghost" on:click=move |_| state.play_again(Deal::Rotated)>{t.same_deal_rotated}</button>
        </div>
        <p class="hint">{(t.seed_was)(seed)}</p>
    }
    .into_any()
}

/// Reads the text of the file chosen in the `<input type="file">` of `ev` (clearing it, so the same
/// file can be chosen again) and hands it on; `None` if it can't be read as text, or is longer than
/// any file the app reads ([`crate::json::MAX_TEXT`]: it is not read at all).
pub fn chosen_file(ev: &leptos::ev::Event, then: Box<dyn FnOnce(Option<String>)>) {
    let input: web_sys::HtmlInputElement = event_target(ev);
    let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
    input.set_value("");
    if file.size() > crate::json::MAX_TEXT as f64 {
        return then(None);
    }
    leptos::task::spawn_local(async move {
        then(wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|v| v.as_string()));
    });
}
