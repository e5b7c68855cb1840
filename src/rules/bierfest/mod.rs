//! Willkommen, Bierfest! (ようこそ、ビールまつり!): 3–5 players draw beer, food and toast cards and play
//! sets of one beer (with food that pairs with it) to their area; a third toast in a hand makes every
//! player pay for their toasts and turn their hand into penalty cards. The game ends after the third
//! toast or when the last card is drawn. Rules: `../shared/rules/bierfest.md`, from the rulebook
//! (`../shared/seeds/002_ec6276844e16701e.txt`); reconstructed values are settings ([`values`]).

mod action_code;
pub mod area;
pub mod card;
mod determinize;
pub mod scoring;
pub mod situation;
#[cfg(test)]
mod tests;
mod toast;
pub mod values;
pub mod view;

use super::rng::Rng;
use super::{Audit, Game, PerPlayer, PlayerId, RuleError, SetupError, ToAct, Viewer};
use area::{Set, SetPlay};
use card::{kinds, new_deck, tally, Card, Kind, BEER_TYPES, FOOD_TYPES};
use scoring::BierfestOutcome;
use serde::Serialize;
use values::CardValues;
use view::BierfestView;

/// Cards drawn in one turn at most: the mandatory one and up to 3 more.
pub const MOST_DRAWN: u8 = 4;
/// Toasts that end the game.
pub const LAST_TOAST: u8 = 3;
/// Toast cards in one hand that start a toast.
pub const TOAST_HAND: usize = 3;

/// Choices made before the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BierfestOptions {
    /// 3 to 5.
    pub players: u8,
    /// Who takes the first turn (rulebook: whoever last drank beer in Germany).
    pub first: PlayerId,
    /// The card values, stored with the game.
    pub values: CardValues,
}

/// A move. A save holds it as one number ([`action_code`]), so a save stays small and the page
/// carries one reader for every move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(into = "u32")]
pub enum BierfestAction {
    /// Draw the top card: the turn's mandatory card, or one more (at most 3 more).
    Draw,
    /// Play a set to your area: on your turn, with food that pairs; in a toast, beer only.
    Play(SetPlay),
    /// After drawing more: put a card of this kind from your hand on the deck, under the cards you
    /// returned before it this turn (the first returned is drawn first).
    Return(Kind),
    /// End your turn.
    End,
    /// In a toast: play no set (only when the hand holds none).
    Pass,
    /// In a toast: pay for a toast card with a card of this kind from set `set` of your area.
    Remove { set: u8, kind: Kind },
    /// At the final toast, the player who drew the last card: a card of this kind drawn this turn
    /// leaves the game.
    Decline(Kind),
    /// At the final toast: keep the rest of this turn's cards.
    Keep,
}

crate::tree_struct!(BierfestOptions { players, first, values });
crate::tree_code!(BierfestAction);

/// Where a toast stands for the player taking part now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Step {
    /// The last player may decline cards drawn this turn (the final toast only).
    Decline,
    /// Plays one beer-only set if the hand holds one (rulebook), else passes.
    Play,
    /// Owes this many area cards for their toast cards.
    Pay { owed: u8 },
}

/// What the game waits for; all of it is public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Phase {
    /// The mandatory draw.
    Draw(PlayerId),
    /// After it: draw more, play one set, or end.
    Choose(PlayerId),
    /// Drawing more: `drawn` cards this turn so far.
    More { seat: PlayerId, drawn: u8 },
    /// Returning cards: `returned` of at most `drawn` − 1.
    Return { seat: PlayerId, drawn: u8, returned: u8 },
    /// A toast: every player from the toaster leftwards; `last` for the final toast.
    Toast { toaster: PlayerId, current: PlayerId, step: Step, last: bool },
    /// The game is over.
    Over,
}

/// What happened; only public information (no card a player keeps hidden).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum BierfestEvent {
    /// A card was drawn; the deck now holds `deck`.
    Drew { seat: PlayerId, deck: u8 },
    /// A set went to the player's area.
    Played { seat: PlayerId, play: SetPlay },
    /// A card went back on top of the deck (which one is the player's secret).
    Returned { seat: PlayerId },
    /// The player ended their turn.
    Ended { seat: PlayerId },
    /// A toast began with this player's draw.
    ToastStarted { toaster: PlayerId, last: bool },
    /// The toaster's three toast cards left the game.
    ToastsOut { seat: PlayerId },
    /// The player played no set in the toast.
    Passed { seat: PlayerId },
    /// The player declined a card drawn this turn (which one is their secret).
    Declined { seat: PlayerId },
    /// A card of `kind` left the player's area, taking `with` more cards with it (a set cut to one beer).
    Removed { seat: PlayerId, kind: Kind, with: u8 },
    /// The player's toast cards went back into the deck (or out of the game at the final toast).
    ToastsBack { seat: PlayerId, count: u8, out: bool },
    /// The rest of the player's hand became penalty cards, face up.
    Penalty { seat: PlayerId, kinds: Vec<Kind> },
    /// A toast ended; `count` toasts so far.
    ToastEnded { count: u8 },
    /// The game is over.
    GameEnded,
}

/// Why a move is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum BierfestIllegal {
    /// Not a move of this moment of the turn or toast.
    NotNow,
    /// The hand holds no card of this kind.
    NotInHand(Kind),
    /// Not a set the hand and the card values allow (2–6 of one beer, 0–3 food that pairs with it, one
    /// food type unless mixing is on; no food in a toast).
    NotASet,
    /// Four cards were drawn this turn already.
    NoMoreDraws,
    /// As many cards were returned as were drawn, less one.
    NoMoreReturns,
    /// No card of this kind was drawn this turn.
    NotDrawnThisTurn(Kind),
    /// The area has no such card to remove.
    NotInArea,
}

/// A card in the deck, and who put it back on top (they know it is there until it is drawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct DeckCard {
    card: Card,
    returned_by: Option<PlayerId>,
}

/// A game of Willkommen, Bierfest!
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bierfest {
    options: BierfestOptions,
    rng: Rng,
    /// The deck, its top card last.
    deck: Vec<DeckCard>,
    hands: PerPlayer<Vec<Card>>,
    areas: PerPlayer<Vec<Set>>,
    penalties: PerPlayer<Vec<Card>>,
    /// Cards out of the game in public: toasts, removed area cards.
    out: Vec<Card>,
    /// Cards each player declined at the final toast: out of the game, known only to them.
    declined: PerPlayer<Vec<Card>>,
    /// For each player, the returned cards someone drew since their last turn began: what and who.
    drawn_returns: PerPlayer<Vec<(Kind, PlayerId)>>,
    /// Cards drawn this turn by the player whose turn it is.
    drawn: Vec<Card>,
    /// Toasts so far.
    toasts: u8,
    phase: Phase,
    /// The seat that may take back the last move (it revealed nothing).
    undoable: Option<PlayerId>,
}

/// How many cards of `kind` a pile holds.
fn count(cards: &[Card], kind: Kind) -> usize {
    cards.iter().filter(|c| c.kind() == kind).count()
}

/// Takes a card of `kind` out of `cards` (the last one), if there is one.
fn take(cards: &mut Vec<Card>, kind: Kind) -> Option<Card> {
    let at = cards.iter().rposition(|c| c.kind() == kind)?;
    Some(cards.remove(at))
}

impl Bierfest {
    /// The seat whose move it is.
    fn mover(&self) -> Option<PlayerId> {
        match self.phase {
            Phase::Draw(seat) | Phase::Choose(seat) | Phase::More { seat, .. } | Phase::Return { seat, .. } => {
                Some(seat)
            }
            Phase::Toast { current, .. } => Some(current),
            Phase::Over => None,
        }
    }

    /// `seat`'s hand: a bot's rollout reads its sampled world's.
    pub(crate) fn hand(&self, seat: PlayerId) -> &[Card] {
        &self.hands[seat]
    }

    /// Where the game stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The sets `hand` can make: 2–6 of one beer, with food that pairs (`food`) or none.
    fn sets(&self, hand: &[Card], food: bool) -> Vec<SetPlay> {
        let mut sets = Vec::new();
        self.each_set(hand, food, |set| sets.push(set));
        sets
    }

    /// Gives `each` every set of [`Bierfest::sets`], in its order, without listing them.
    fn each_set(&self, hand: &[Card], food: bool, mut each: impl FnMut(SetPlay)) {
        let values = &self.options.values;
        let held = tally(hand);
        for beer in 0..BEER_TYPES {
            for beers in 2..=held[usize::from(beer)].min(6) {
                each(SetPlay { beer, beers, food: [0; FOOD_TYPES as usize] });
                if food {
                    let most = |f: u8| if values.pairs(f, beer) { held[usize::from(BEER_TYPES + f)].min(3) } else { 0 };
                    for a in 0..=most(0) {
                        for b in 0..=most(1) {
                            let mixed = a > 0 && b > 0;
                            if (a, b) != (0, 0) && a + b <= 3 && (!mixed || values.mixed_food) {
                                each(SetPlay { beer, beers, food: [a, b] });
                            }
                        }
                    }
                }
            }
        }
    }

    /// The set scoring most that `seat`'s hand makes, with food that pairs (`food`, on their turn)
    /// or beer only (in a toast), the last listed of those scoring most, with its score: a bot's
    /// rollout plays it without listing every move.
    pub(crate) fn best_set(&self, seat: PlayerId, food: bool) -> Option<(SetPlay, u32)> {
        let mut best = None;
        self.each_set(&self.hands[seat], food, |set| {
            let score = set.score(&self.options.values);
            if best.is_none_or(|(_, most)| score >= most) {
                best = Some((set, score));
            }
        });
        best
    }

    /// Why `action` is refused for `seat` (whose move it is).
    fn why(&self, seat: PlayerId, action: BierfestAction) -> BierfestIllegal {
        let hand = &self.hands[seat];
        match (self.phase, action) {
            (Phase::Choose(_) | Phase::More { .. }, BierfestAction::Draw) => BierfestIllegal::NoMoreDraws,
            (Phase::More { .. } | Phase::Return { .. }, BierfestAction::Return(kind)) if count(hand, kind) == 0 => {
                BierfestIllegal::NotInHand(kind)
            }
            (Phase::Return { .. }, BierfestAction::Return(_)) => BierfestIllegal::NoMoreReturns,
            (Phase::Choose(_) | Phase::Toast { step: Step::Play, .. }, BierfestAction::Play(_)) => {
                BierfestIllegal::NotASet
            }
            (Phase::Toast { step: Step::Decline, .. }, BierfestAction::Decline(kind)) => {
                BierfestIllegal::NotDrawnThisTurn(kind)
            }
            (Phase::Toast { step: Step::Pay { .. }, .. }, BierfestAction::Remove { .. }) => BierfestIllegal::NotInArea,
            _ => BierfestIllegal::NotNow,
        }
    }

    /// Draws the top card into `seat`'s hand; then the final toast if the deck ran out, a toast if it
    /// was their third toast card, else `next`.
    fn draw(&mut self, seat: PlayerId, next: Phase, events: &mut Vec<BierfestEvent>) {
        let DeckCard { card, returned_by } = self.deck.pop().expect("the deck is never empty when a draw is legal");
        if let Some(returner) = returned_by {
            self.drawn_returns[returner].push((card.kind(), seat));
        }
        self.hands[seat].push(card);
        self.drawn.push(card);
        events.push(BierfestEvent::Drew { seat, deck: self.deck.len() as u8 });
        if self.deck.is_empty() {
            toast::start(self, seat, true, events);
        } else if count(&self.hands[seat], Kind::Toast) == TOAST_HAND {
            toast::start(self, seat, false, events);
        } else {
            self.phase = next;
        }
    }

    /// The turn passes to the left.
    fn end_turn(&mut self, seat: PlayerId) {
        self.drawn.clear();
        self.phase = Phase::Draw(seat.next(self.players()));
    }

    /// Moves a set's cards from `seat`'s hand to a new set in their area.
    fn play(&mut self, seat: PlayerId, play: SetPlay) {
        let mut cards = Vec::new();
        for (kind, n) in play.kinds() {
            for _ in 0..n {
                cards.push(take(&mut self.hands[seat], kind).expect("a legal set is in the hand"));
            }
        }
        self.areas[seat].push(Set { beer: play.beer, cards });
    }

    /// True when every hand is empty (public: hand sizes are on the table), as at the start and
    /// after each toast (乾杯 ④: the cards left in hand go to the penalty piles).
    pub fn hands_empty(&self) -> bool {
        self.hands.values().iter().all(Vec::is_empty)
    }

    /// A player's score if the game were scored now.
    pub fn score(&self, seat: PlayerId) -> scoring::Score {
        scoring::Score::of(&self.areas[seat], self.penalties[seat].len(), &self.options.values)
    }

    /// [`apply`](Game::apply)'s move once it is known legal, its events added to `events`: the bots'
    /// search makes only the moves it was offered, hundreds of thousands a turn, and would list them
    /// all again to check each (and make a list for the events of each).
    pub(crate) fn make_legal(&mut self, seat: PlayerId, action: BierfestAction, events: &mut Vec<BierfestEvent>) {
        // A draw shows the drawer a card: it can't be taken back. Nothing else reveals anything.
        self.undoable = (action != BierfestAction::Draw).then_some(seat);
        match (self.phase, action) {
            (Phase::Draw(_), BierfestAction::Draw) => {
                // Who drew the cards this player put back was news until this turn began.
                self.drawn_returns[seat].clear();
                self.draw(seat, Phase::Choose(seat), events)
            }
            (Phase::Choose(_), BierfestAction::Draw) => self.draw(seat, Phase::More { seat, drawn: 2 }, events),
            (Phase::More { drawn, .. }, BierfestAction::Draw) => {
                self.draw(seat, Phase::More { seat, drawn: drawn + 1 }, events)
            }
            (Phase::Choose(_), BierfestAction::Play(play)) => {
                self.play(seat, play);
                events.push(BierfestEvent::Played { seat, play });
                self.end_turn(seat);
            }
            (Phase::More { drawn, .. } | Phase::Return { drawn, .. }, BierfestAction::Return(kind)) => {
                let returned = match self.phase {
                    Phase::Return { returned, .. } => returned,
                    _ => 0,
                };
                let card = take(&mut self.hands[seat], kind).expect("a legal return is in the hand");
                self.drawn.retain(|&c| c != card);
                let under = self.deck.len() - usize::from(returned);
                self.deck.insert(under, DeckCard { card, returned_by: Some(seat) });
                events.push(BierfestEvent::Returned { seat });
                if returned + 1 == drawn - 1 {
                    self.end_turn(seat);
                } else {
                    self.phase = Phase::Return { seat, drawn, returned: returned + 1 };
                }
            }
            (_, BierfestAction::End) => {
                events.push(BierfestEvent::Ended { seat });
                self.end_turn(seat);
            }
            (Phase::Toast { .. }, action) => toast::act(self, seat, action, events),
            _ => unreachable!("every legal action is handled"),
        }
    }
}

impl Game for Bierfest {
    type Options = BierfestOptions;
    type Action = BierfestAction;
    type Event = BierfestEvent;
    type View = BierfestView;
    type Outcome = BierfestOutcome;
    type Illegal = BierfestIllegal;

    fn new(options: BierfestOptions, seed: u64) -> Result<Self, SetupError> {
        SetupError::check_table(options.players, 3, 5, options.first)?;
        options.values.validate().map_err(SetupError::CardValues)?;
        let mut rng = Rng::from_seed(seed);
        let mut deck: Vec<DeckCard> =
            new_deck(&mut rng).into_iter().map(|card| DeckCard { card, returned_by: None }).collect();
        deck.reverse();
        let players = options.players;
        Ok(Bierfest {
            rng,
            deck,
            hands: PerPlayer::from_fn(players, |_| Vec::new()),
            areas: PerPlayer::from_fn(players, |_| Vec::new()),
            penalties: PerPlayer::from_fn(players, |_| Vec::new()),
            out: Vec::new(),
            declined: PerPlayer::from_fn(players, |_| Vec::new()),
            drawn_returns: PerPlayer::from_fn(players, |_| Vec::new()),
            drawn: Vec::new(),
            toasts: 0,
            phase: Phase::Draw(options.first),
            undoable: None,
            options,
        })
    }

    fn options(&self) -> &BierfestOptions {
        &self.options
    }

    fn players(&self) -> u8 {
        self.options.players
    }

    fn to_act(&self) -> ToAct {
        self.mover().map_or(ToAct::GameOver, ToAct::One)
    }

    fn legal_actions(&self, seat: PlayerId) -> Vec<BierfestAction> {
        if self.mover() != Some(seat) {
            return Vec::new();
        }
        let hand = &self.hands[seat];
        let returns = || kinds(hand).into_iter().map(BierfestAction::Return);
        match self.phase {
            Phase::Draw(_) => vec![BierfestAction::Draw],
            Phase::Choose(_) => std::iter::once(BierfestAction::Draw)
                .chain(self.sets(hand, true).into_iter().map(BierfestAction::Play))
                .chain([BierfestAction::End])
                .collect(),
            Phase::More { drawn, .. } => (drawn < MOST_DRAWN)
                .then_some(BierfestAction::Draw)
                .into_iter()
                .chain(returns())
                .chain([BierfestAction::End])
                .collect(),
            Phase::Return { .. } => returns().chain([BierfestAction::End]).collect(),
            Phase::Toast { step: Step::Decline, .. } => {
                kinds(&self.drawn).into_iter().map(BierfestAction::Decline).chain([BierfestAction::Keep]).collect()
            }
            // Rulebook (乾杯 ②): a player who holds a beer set plays one; only one who holds none passes.
            Phase::Toast { step: Step::Play, .. } => match self.sets(hand, false) {
                sets if sets.is_empty() => vec![BierfestAction::Pass],
                sets => sets.into_iter().map(BierfestAction::Play).collect(),
            },
            Phase::Toast { step: Step::Pay { .. }, .. } => (0..)
                .zip(&self.areas[seat])
                .flat_map(|(set, s): (u8, &Set)| {
                    s.kinds().into_iter().map(move |kind| BierfestAction::Remove { set, kind })
                })
                .collect(),
            Phase::Over => Vec::new(),
        }
    }

    fn apply(
        &mut self,
        seat: PlayerId,
        action: BierfestAction,
    ) -> Result<Vec<BierfestEvent>, RuleError<BierfestIllegal>> {
        self.to_act().admit(seat)?;
        if !self.legal_actions(seat).contains(&action) {
            return Err(RuleError::Illegal(self.why(seat, action)));
        }
        let mut events = Vec::new();
        self.make_legal(seat, action, &mut events);
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> BierfestView {
        view::view(self, viewer.at(self.players()))
    }

    fn outcome(&self) -> Option<BierfestOutcome> {
        (self.phase == Phase::Over).then(|| BierfestOutcome::of(self.hands.map(|seat, _| self.score(seat))))
    }

    fn can_undo(&self, seat: PlayerId) -> bool {
        self.undoable == Some(seat) && self.phase != Phase::Over
    }
}

impl Audit for Bierfest {
    type Component = Card;

    /// The 95 cards, wherever they are.
    fn components(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.deck.iter().map(|d| d.card).collect();
        for seat in (0..self.players()).map(PlayerId::new) {
            all.extend(&self.hands[seat]);
            all.extend(self.areas[seat].iter().flat_map(|s| s.cards.iter()));
            all.extend(&self.penalties[seat]);
            all.extend(&self.declined[seat]);
        }
        all.extend(&self.out);
        all.sort_unstable();
        all
    }

    /// A hand, the cards its player returned to the deck, and the cards they declined.
    fn secrets(&self, seat: PlayerId) -> Vec<Card> {
        let returned = self.deck.iter().filter(|d| d.returned_by == Some(seat)).map(|d| d.card);
        self.hands[seat].iter().copied().chain(returned).chain(self.declined[seat].iter().copied()).collect()
    }
}
