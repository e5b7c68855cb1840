//! Here Comes the Dog / イヌがきた 2nd edition (Naotaka Shimamoto, itten): dice and sticks for 2–4.
//!
//! Implements the rulebook (`shared/seeds/001_584d23bc8cede002.txt`, spec `shared/rules/here-comes-the-dog.md`):
//! - セッティング: the bonfire ("場") holds 9 meat, 7 charcoal, 5 fire; 3 villagers each; 5 rounds.
//! - ① 手番: A roll the 3 dice and take 2 matching sticks (1 if no 2 can be had) — see [`dice`] — or
//!   B exchange once with the bonfire (never the reverse, never short, never ending the round).
//! - ② ラウンドの終了: after a roll's sticks are taken, no meat left → feeding; no charcoal → attack;
//!   both → the round is void; the sticks go back and the player after the last roller starts the next.
//! - ③ a ハプニング: a triple is a happening for everyone, then the roller rolls again; ③ b 強奪: three
//!   different faces steal one stick (roll again if nobody has one); ③ c villagers — see [`village`].
//! - ④ 終了: after round 5, most dogs wins; ties by villagers standing, then sticks held — see [`ranking`].
//!
//! The dice are an explicit chance step ([`ToAct::Chance`]): "Roll" hands the move to chance, and the
//! roll is applied as an action, so tests can force any roll and a save replays exactly. Values the
//! rulebook's lost pictures held are settings in [`DogVariant`], defaulting to the spec.

pub mod dice;
pub mod ranking;
pub mod situation;
pub mod stick;
pub mod view;
pub mod village;

#[cfg(test)]
mod tests;

use self::dice::{Dice, Faces, Roll};
use self::ranking::DogOutcome;
use self::stick::{Stick, Sticks};
use self::view::{DogView, PhaseView, SeatView};
use self::village::{Fall, Overflow, Repel, Village};
use super::rng::{Rng, RngCore};
use super::{Audit, Determinize, Game, PerPlayer, PlayerId, RuleError, SetupError, ToAct, Twin, Viewer};
use crate::json::{variant, variant_of, Json, Tree};
use serde::Serialize;

/// Rounds in a game (④).
pub const ROUNDS: u8 = 5;

/// The three exchanges with the bonfire (① B). [reconstructed from reviews]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Exchange {
    /// Give 1 charcoal, take 1 meat.
    CharcoalForMeat,
    /// Give 1 fire, take 2 meat.
    FireForTwoMeat,
    /// Give 1 fire, take 2 charcoal.
    FireForTwoCharcoal,
}

impl Exchange {
    /// All three, in the order the variant settings list them.
    pub const ALL: [Exchange; 3] = [Exchange::CharcoalForMeat, Exchange::FireForTwoMeat, Exchange::FireForTwoCharcoal];

    /// What the player gives to the bonfire.
    pub fn gives(self) -> Sticks {
        match self {
            Exchange::CharcoalForMeat => Sticks::one(Stick::Charcoal),
            Exchange::FireForTwoMeat | Exchange::FireForTwoCharcoal => Sticks::one(Stick::Fire),
        }
    }

    /// What the player takes from the bonfire.
    pub fn takes(self) -> Sticks {
        match self {
            Exchange::CharcoalForMeat => Sticks::new(1, 0, 0),
            Exchange::FireForTwoMeat => Sticks::new(2, 0, 0),
            Exchange::FireForTwoCharcoal => Sticks::new(0, 2, 0),
        }
    }
}

/// What a triple sets off (③ a). Which triple sets off which is [reconstructed] from reviews.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Happening {
    /// Everyone feeds; the meat used goes back to the bonfire.
    Feeding,
    /// Everyone is attacked; the sticks used to repel go back to the bonfire.
    Attack,
    /// 火祭り: everyone returns all their fire to the bonfire.
    FireFestival,
}

/// What three different faces do. [reconstructed: steal, confirmed by two reviews]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum AllDifferent {
    /// 強奪: take 1 stick of your choice from another player.
    #[default]
    Steal,
    /// Like a pair: take 2 sticks matching 2 of the dice.
    Take,
}

/// The settings for values the rulebook's pictures held; the defaults are the spec's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DogVariant {
    /// Faces of each colour on every die.
    pub faces: Faces,
    /// Dogs in the box, or `None` to never run out (the spec: "treat as unlimited; it practically cannot").
    pub dog_supply: Option<u8>,
    /// What three different faces do.
    pub all_different: AllDifferent,
    /// Which exchanges are allowed, in [`Exchange::ALL`] order.
    pub exchanges: [bool; 3],
    /// The happening set off by a triple of meat, charcoal and fire.
    pub happenings: [Happening; 3],
    /// What dogs beyond the last standing villager do.
    pub overflow: Overflow,
}

impl Default for DogVariant {
    fn default() -> Self {
        DogVariant {
            faces: Faces::default(),
            dog_supply: None,
            all_different: AllDifferent::Steal,
            exchanges: [true; 3],
            happenings: [Happening::Feeding, Happening::Attack, Happening::FireFestival],
            overflow: Overflow::Lost,
        }
    }
}

impl DogVariant {
    /// The happening a triple of `stick` sets off.
    pub fn happening(&self, stick: Stick) -> Happening {
        self.happenings[Stick::ALL.iter().position(|&s| s == stick).expect("three kinds")]
    }

    /// True when this exchange is played.
    pub fn allows(&self, exchange: Exchange) -> bool {
        self.exchanges[Exchange::ALL.iter().position(|&e| e == exchange).expect("three exchanges")]
    }
}

/// Choices made before the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DogOptions {
    /// 2 to 4.
    pub players: u8,
    /// Who plays first (chosen by the players, ジャンケン or at random).
    pub first: PlayerId,
    /// The reconstructed values (absent from saves made before they were settings).
    pub variant: DogVariant,
}

crate::tree_names!(Exchange { CharcoalForMeat, FireForTwoMeat, FireForTwoCharcoal });
crate::tree_names!(Happening { Feeding, Attack, FireFestival });
crate::tree_names!(AllDifferent { Steal, Take });
// A setting absent from a save made before it existed is the spec's.
crate::tree_struct!(DogVariant {
    faces or Faces::default(),
    dog_supply or None,
    all_different or AllDifferent::Steal,
    exchanges or [true; 3],
    happenings or [Happening::Feeding, Happening::Attack, Happening::FireFestival],
    overflow or Overflow::Lost,
});
crate::tree_struct!(DogOptions { players, first, variant or DogVariant::default() });

impl Default for DogOptions {
    fn default() -> Self {
        DogOptions { players: 4, first: PlayerId::new(0), variant: DogVariant::default() }
    }
}

/// A move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum DogAction {
    /// A: roll the three dice (chance then lands them).
    Roll,
    /// B: exchange with the bonfire instead of rolling.
    Exchange(Exchange),
    /// Chance: how the dice landed.
    Dice(Dice),
    /// Take these sticks from the bonfire, as the dice allow.
    Take(Sticks),
    /// 強奪: take this stick from that player.
    Steal { from: PlayerId, stick: Stick },
    /// Repel a happening's attack this way.
    Repel(Repel),
}

impl Tree for DogAction {
    fn to_tree(&self) -> Json {
        match self {
            DogAction::Roll => variant("Roll", None),
            DogAction::Exchange(e) => variant("Exchange", Some(e.to_tree())),
            DogAction::Dice(d) => variant("Dice", Some(d.to_tree())),
            DogAction::Take(s) => variant("Take", Some(s.to_tree())),
            DogAction::Steal { from, stick } => {
                variant("Steal", Some(crate::json::object(vec![("from", from.to_tree()), ("stick", stick.to_tree())])))
            }
            DogAction::Repel(r) => variant("Repel", Some(r.to_tree())),
        }
    }
    fn from_tree(tree: &Json) -> Option<DogAction> {
        Some(match variant_of(tree)? {
            ("Roll", None) => DogAction::Roll,
            ("Exchange", Some(e)) => DogAction::Exchange(Tree::from_tree(e)?),
            ("Dice", Some(d)) => DogAction::Dice(Tree::from_tree(d)?),
            ("Take", Some(s)) => DogAction::Take(Tree::from_tree(s)?),
            ("Steal", Some(s)) => {
                DogAction::Steal { from: crate::json::field(s, "from")?, stick: crate::json::field(s, "stick")? }
            }
            ("Repel", Some(r)) => DogAction::Repel(Tree::from_tree(r)?),
            _ => return None,
        })
    }
}

/// How a round ended (②).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum RoundEnd {
    /// No meat left: everyone fed their dogs.
    Feeding,
    /// No charcoal left: the dogs attacked everyone.
    Attack,
    /// Meat and charcoal ran out together: nothing happens, the round still counts.
    Void,
}

/// What happened; everything in this game is public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum DogEvent {
    /// The dice landed.
    Rolled { seat: PlayerId, dice: Dice },
    /// Sticks taken from the bonfire after a roll.
    Took { seat: PlayerId, sticks: Sticks },
    /// An exchange with the bonfire.
    Exchanged { seat: PlayerId, exchange: Exchange },
    /// 強奪.
    Stole { seat: PlayerId, from: PlayerId, stick: Stick },
    /// Three different faces, but nobody had a stick to steal: roll again.
    NobodyToRob { seat: PlayerId },
    /// A triple set off a happening for everyone.
    Happening { seat: PlayerId, happening: Happening },
    /// A player fed dogs: `dogs` tamed with `meat` sticks.
    Fed { seat: PlayerId, dogs: u8, meat: u8 },
    /// A player was attacked by as many dogs as meat held, repelled some, and lost villagers.
    Attacked { seat: PlayerId, dogs: u8, repel: Repel, fall: Fall },
    /// Fire festival: a player gave back all their fire.
    FireReturned { seat: PlayerId, fire: u8 },
    /// After a happening the roller rolls again.
    RollAgain { seat: PlayerId },
    /// The round ended.
    RoundEnded { round: u8, end: RoundEnd },
    /// A new round started with this player; all sticks are back in the bonfire.
    RoundStarted { round: u8, first: PlayerId },
    /// The game is over.
    GameEnded,
}

/// Why an action is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum DogIllegal {
    /// Not the kind of move the game waits for now (e.g. taking sticks before rolling).
    NotNow,
    /// After a happening or a failed steal the roller must roll again.
    MustRoll,
    /// The exchange is not played in this variant.
    ExchangeNotPlayed,
    /// The player lacks the stick to give.
    NothingToGive(Stick),
    /// The bonfire has too few of what the exchange takes.
    BonfireShort(Stick),
    /// The exchange would take the last meat or charcoal, ending the round.
    WouldEndRound,
    /// These sticks do not match the dice or are not in the bonfire.
    NotOnDice,
    /// Two matching sticks can be had, so one is not enough.
    MustTakeTwo,
    /// That player is not someone to steal from (yourself, or out of the game).
    CannotRob(PlayerId),
    /// That player holds no stick of this kind.
    NotHeld { from: PlayerId, stick: Stick },
    /// More repelled than the sticks allow or than dogs attack.
    CannotRepel,
    /// Not a way the dice can land.
    NotARoll,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// A player chooses A or B; after a happening or a failed steal only A (`reroll`).
    Turn { seat: PlayerId, reroll: bool },
    /// The dice are in the air.
    Rolling(PlayerId),
    /// The roller picks the sticks the dice allow.
    Take(PlayerId),
    /// The roller picks a stick to steal.
    Steal(PlayerId),
    /// During a happening attack, `seat` chooses how to repel; `roller` rolls again afterwards.
    Repel { roller: PlayerId, seat: PlayerId },
    /// The game is over.
    Over,
}

/// One player's things.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Seat {
    hand: Sticks,
    village: Village,
    /// The attack (counted from 1) in which the last villager fell.
    out_at: Option<u16>,
}

/// A game of Here Comes the Dog in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dog {
    options: DogOptions,
    rng: Rng,
    round: u8,
    bonfire: Sticks,
    seats: PerPlayer<Seat>,
    /// Dogs left in the box, when the variant limits them.
    supply: Option<u8>,
    phase: Phase,
    /// The last roll and who rolled it, shown until the next.
    dice: Option<(PlayerId, Dice)>,
    /// Attacks so far, to tell apart players who went out at different times.
    attacks: u16,
    /// The seat whose last action may be taken back (nothing random came of it).
    undoable: Option<PlayerId>,
}

impl Dog {
    /// The round being played, 1 to 5.
    pub fn round(&self) -> u8 {
        self.round
    }

    fn in_game(&self, seat: PlayerId) -> bool {
        self.seats[seat].out_at.is_none()
    }

    /// Seats still in the game, clockwise starting with `from`.
    fn from(&self, from: PlayerId) -> impl Iterator<Item = PlayerId> + '_ {
        let n = self.players();
        (0..n).map(move |i| from.after(i, n)).filter(|&s| self.in_game(s))
    }

    /// The next seat still in the game after `seat`.
    fn next_in_game(&self, seat: PlayerId) -> PlayerId {
        let n = self.players();
        (1..=n).map(|i| seat.after(i, n)).find(|&s| self.in_game(s)).unwrap_or(seat)
    }

    fn legal_exchanges(&self, seat: PlayerId) -> impl Iterator<Item = Exchange> + '_ {
        Exchange::ALL.into_iter().filter(move |&e| self.exchange_block(seat, e).is_none())
    }

    fn exchange_block(&self, seat: PlayerId, e: Exchange) -> Option<DogIllegal> {
        let hand = self.seats[seat].hand;
        if !self.options.variant.allows(e) {
            Some(DogIllegal::ExchangeNotPlayed)
        } else if let Some(s) = hand.short_of(e.gives()) {
            Some(DogIllegal::NothingToGive(s))
        } else if let Some(s) = self.bonfire.short_of(e.takes()) {
            Some(DogIllegal::BonfireShort(s))
        } else {
            let after = self.bonfire.minus(e.takes()).expect("checked").plus(e.gives());
            (after.meat == 0 || after.charcoal == 0).then_some(DogIllegal::WouldEndRound)
        }
    }

    fn steals(&self, seat: PlayerId) -> impl Iterator<Item = DogAction> + '_ {
        self.from(seat).filter(move |&s| s != seat).flat_map(|from| {
            let hand = self.seats[from].hand;
            Stick::ALL.into_iter().filter(move |&s| hand.get(s) > 0).map(move |stick| DogAction::Steal { from, stick })
        })
    }

    fn takes(&self) -> Vec<Sticks> {
        self.dice.map_or_else(Vec::new, |(_, d)| d.takes(self.bonfire))
    }

    /// Why `action` is not legal for `seat` now (it is known not to be).
    fn why(&self, seat: PlayerId, action: DogAction) -> DogIllegal {
        match (self.phase, action) {
            (Phase::Turn { reroll: true, .. }, DogAction::Exchange(_)) => DogIllegal::MustRoll,
            (Phase::Turn { .. }, DogAction::Exchange(e)) => self.exchange_block(seat, e).unwrap_or(DogIllegal::NotNow),
            (Phase::Take(_), DogAction::Take(sticks)) => {
                let twos_exist = self.takes().first().is_some_and(|t| t.total() == 2);
                if sticks.total() == 1 && twos_exist {
                    DogIllegal::MustTakeTwo
                } else {
                    DogIllegal::NotOnDice
                }
            }
            (Phase::Steal(_), DogAction::Steal { from, stick }) => {
                if from == seat || from.index() >= self.seats.len() || !self.in_game(from) {
                    DogIllegal::CannotRob(from)
                } else {
                    DogIllegal::NotHeld { from, stick }
                }
            }
            (Phase::Repel { .. }, DogAction::Repel(_)) => DogIllegal::CannotRepel,
            (Phase::Rolling(_), _) => DogIllegal::NotARoll,
            _ => DogIllegal::NotNow,
        }
    }

    /// Lands the dice and does what they call for.
    fn land(&mut self, seat: PlayerId, dice: Dice, events: &mut Vec<DogEvent>) {
        self.dice = Some((seat, dice));
        events.push(DogEvent::Rolled { seat, dice });
        match (dice.kind(), self.options.variant.all_different) {
            (Roll::Triple(stick), _) => self.happening(seat, self.options.variant.happening(stick), events),
            (Roll::AllDifferent, AllDifferent::Steal) if self.steals(seat).next().is_none() => {
                events.push(DogEvent::NobodyToRob { seat });
                self.phase = Phase::Turn { seat, reroll: true };
            }
            (Roll::AllDifferent, AllDifferent::Steal) => self.phase = Phase::Steal(seat),
            // Something always matches: a pair plus one shows meat or charcoal, and neither runs out
            // while a round lasts (the spec's "take nothing" cannot arise; the harness checks it).
            _ => self.phase = Phase::Take(seat),
        }
    }

    fn take(&mut self, seat: PlayerId, sticks: Sticks, events: &mut Vec<DogEvent>) {
        self.bonfire = self.bonfire.minus(sticks).expect("legal take");
        self.seats[seat].hand = self.seats[seat].hand.plus(sticks);
        events.push(DogEvent::Took { seat, sticks });
        if self.bonfire.meat == 0 || self.bonfire.charcoal == 0 {
            self.end_round(seat, events);
        } else {
            self.pass_turn(seat);
        }
    }

    fn pass_turn(&mut self, seat: PlayerId) {
        self.phase = Phase::Turn { seat: self.next_in_game(seat), reroll: false };
    }

    fn happening(&mut self, roller: PlayerId, happening: Happening, events: &mut Vec<DogEvent>) {
        events.push(DogEvent::Happening { seat: roller, happening });
        let seats: Vec<PlayerId> = self.from(roller).collect();
        match happening {
            Happening::Feeding => seats.into_iter().for_each(|s| self.feed(s, true, events)),
            Happening::FireFestival => {
                for seat in seats {
                    let fire = self.seats[seat].hand.fire;
                    if fire > 0 {
                        self.give_back(seat, Sticks::new(0, 0, fire));
                        events.push(DogEvent::FireReturned { seat, fire });
                    }
                }
            }
            Happening::Attack => {
                self.attacks += 1;
                return self.attack_from(roller, None, events);
            }
        }
        self.roll_again(roller, events);
    }

    /// Resolves a happening attack for each player clockwise from the roller, starting after `done`
    /// (the player who just chose) or with the roller, and stopping at the first who has a choice of
    /// how to repel.
    fn attack_from(&mut self, roller: PlayerId, done: Option<PlayerId>, events: &mut Vec<DogEvent>) {
        let n = self.players();
        let start = done.map_or(0, |d| (0..n).position(|i| roller.after(i, n) == d).expect("a seat") as u8 + 1);
        for seat in (start..n).map(|i| roller.after(i, n)) {
            if !self.in_game(seat) {
                continue;
            }
            let hand = self.seats[seat].hand;
            if Repel::options(hand).len() > 1 {
                self.phase = Phase::Repel { roller, seat };
                return;
            }
            if hand.meat > 0 {
                self.attack(seat, Repel::default(), true, events);
            }
        }
        if !self.decided(events) {
            self.roll_again(roller, events);
        }
    }

    fn roll_again(&mut self, roller: PlayerId, events: &mut Vec<DogEvent>) {
        if self.in_game(roller) {
            events.push(DogEvent::RollAgain { seat: roller });
            self.phase = Phase::Turn { seat: roller, reroll: true };
        } else {
            self.pass_turn(roller);
        }
    }

    fn give_back(&mut self, seat: PlayerId, sticks: Sticks) {
        self.seats[seat].hand = self.seats[seat].hand.minus(sticks).expect("held");
        self.bonfire = self.bonfire.plus(sticks);
    }

    /// ② A: each 2 meat tame a dog; in a happening the meat used goes back to the bonfire.
    fn feed(&mut self, seat: PlayerId, happening: bool, events: &mut Vec<DogEvent>) {
        let before = self.seats[seat].village.dogs;
        let held = self.seats[seat].hand.meat;
        let meat = self.seats[seat].village.feed(held, &mut self.supply);
        if meat > 0 {
            events.push(DogEvent::Fed { seat, dogs: self.seats[seat].village.dogs - before, meat });
            if happening {
                self.give_back(seat, Sticks::new(meat, 0, 0));
            }
        }
    }

    /// ② B: as many dogs as meat held; `repel` turns some away; in a happening the sticks used go back.
    fn attack(&mut self, seat: PlayerId, repel: Repel, happening: bool, events: &mut Vec<DogEvent>) {
        let dogs = self.seats[seat].hand.meat;
        if happening {
            self.give_back(seat, repel.sticks());
        }
        let fall =
            self.seats[seat].village.knock_down(dogs - repel.dogs(), self.options.variant.overflow, &mut self.supply);
        events.push(DogEvent::Attacked { seat, dogs, repel, fall });
        if fall.out {
            self.seats[seat].out_at = Some(self.attacks);
            self.give_back(seat, self.seats[seat].hand);
        }
    }

    /// Ends the game when at most one player is left standing; true if it did.
    fn decided(&mut self, events: &mut Vec<DogEvent>) -> bool {
        let left = self.from(PlayerId::new(0)).count();
        if left <= 1 {
            self.finish(events);
        }
        left <= 1
    }

    fn finish(&mut self, events: &mut Vec<DogEvent>) {
        self.phase = Phase::Over;
        events.push(DogEvent::GameEnded);
    }

    /// ②: the event, then (unless the game is over) every stick back to the bonfire and the next round.
    fn end_round(&mut self, roller: PlayerId, events: &mut Vec<DogEvent>) {
        let end = match (self.bonfire.meat, self.bonfire.charcoal) {
            (0, 0) => RoundEnd::Void,
            (0, _) => RoundEnd::Feeding,
            _ => RoundEnd::Attack,
        };
        events.push(DogEvent::RoundEnded { round: self.round, end });
        let seats: Vec<PlayerId> = self.from(roller).collect();
        match end {
            RoundEnd::Feeding => seats.into_iter().for_each(|s| self.feed(s, false, events)),
            RoundEnd::Attack => {
                self.attacks += 1;
                for seat in seats {
                    let repel = Repel::best(self.seats[seat].hand);
                    if self.seats[seat].hand.meat > 0 {
                        self.attack(seat, repel, false, events);
                    }
                }
            }
            RoundEnd::Void => {}
        }
        if self.decided(events) {
            return;
        }
        // ④: the sticks held at the end of round 5 break ties, so the last round's are left in place.
        if self.round == ROUNDS {
            return self.finish(events);
        }
        self.seats = self.seats.map(|_, s| Seat { hand: Sticks::NONE, ..*s });
        self.bonfire = Sticks::BONFIRE;
        self.round += 1;
        let first = self.next_in_game(roller);
        events.push(DogEvent::RoundStarted { round: self.round, first });
        self.phase = Phase::Turn { seat: first, reroll: false };
    }

    /// What an attack repelled this way would do to `seat`'s villagers (nothing changes).
    fn would_fall(&self, seat: PlayerId, repel: Repel) -> Fall {
        let mut village = self.seats[seat].village;
        let unrepelled = self.seats[seat].hand.meat - repel.dogs();
        village.knock_down(unrepelled, self.options.variant.overflow, &mut self.supply.clone())
    }

    fn seat_to_act(&self) -> Option<PlayerId> {
        match self.phase {
            Phase::Turn { seat, .. } | Phase::Take(seat) | Phase::Steal(seat) | Phase::Repel { seat, .. } => Some(seat),
            Phase::Rolling(_) | Phase::Over => None,
        }
    }
}

impl Game for Dog {
    type Options = DogOptions;
    type Action = DogAction;
    type Event = DogEvent;
    type View = DogView;
    type Outcome = DogOutcome;
    type Illegal = DogIllegal;

    fn new(options: DogOptions, seed: u64) -> Result<Self, SetupError> {
        SetupError::check_table(options.players, 2, 4, options.first)?;
        if !options.variant.faces.is_valid() {
            return Err(SetupError::DiceFaces);
        }
        Ok(Dog {
            rng: Rng::from_seed(seed),
            round: 1,
            bonfire: Sticks::BONFIRE,
            seats: PerPlayer::from_fn(options.players, |_| Seat::default()),
            supply: options.variant.dog_supply,
            phase: Phase::Turn { seat: options.first, reroll: false },
            dice: None,
            attacks: 0,
            undoable: None,
            options,
        })
    }

    fn options(&self) -> &DogOptions {
        &self.options
    }

    fn players(&self) -> u8 {
        self.options.players
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Over => ToAct::GameOver,
            Phase::Rolling(seat) => ToAct::Chance(seat),
            _ => ToAct::One(self.seat_to_act().expect("a seat acts in every other phase")),
        }
    }

    fn legal_actions(&self, seat: PlayerId) -> Vec<DogAction> {
        if self.seat_to_act() != Some(seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::Turn { reroll: true, .. } => vec![DogAction::Roll],
            Phase::Turn { .. } => {
                std::iter::once(DogAction::Roll).chain(self.legal_exchanges(seat).map(DogAction::Exchange)).collect()
            }
            Phase::Take(_) => self.takes().into_iter().map(DogAction::Take).collect(),
            Phase::Steal(_) => self.steals(seat).collect(),
            Phase::Repel { .. } => Repel::options(self.seats[seat].hand).into_iter().map(DogAction::Repel).collect(),
            Phase::Rolling(_) | Phase::Over => Vec::new(),
        }
    }

    fn apply(&mut self, seat: PlayerId, action: DogAction) -> Result<Vec<DogEvent>, RuleError<DogIllegal>> {
        let to_act = self.to_act();
        match to_act {
            ToAct::GameOver => return Err(RuleError::GameOver),
            ToAct::Chance(roller) if roller == seat => match action {
                DogAction::Dice(d) if self.options.variant.faces.can_show(d) => {}
                _ => return Err(RuleError::Illegal(DogIllegal::NotARoll)),
            },
            _ if !to_act.includes(seat) => return Err(RuleError::NotYourTurn { seat, to_act }),
            _ if !self.legal_actions(seat).contains(&action) => return Err(RuleError::Illegal(self.why(seat, action))),
            _ => {}
        }
        let mut events = Vec::new();
        self.make_legal(seat, action, &mut events);
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> DogView {
        let seats = self.seats.map(|seat, s| SeatView {
            hand: s.hand,
            standing: s.village.standing,
            life: s.village.life,
            dogs: s.village.dogs,
            out: s.out_at.is_some(),
            to_act: self.seat_to_act() == Some(seat),
        });
        let phase = match self.phase {
            Phase::Turn { reroll, .. } => PhaseView::Turn { reroll },
            Phase::Rolling(_) => PhaseView::Rolling,
            Phase::Take(_) => PhaseView::Take,
            Phase::Steal(_) => PhaseView::Steal,
            Phase::Repel { seat, .. } => {
                let hand = self.seats[seat].hand;
                let outcomes = Repel::options(hand).into_iter().map(|r| (r, self.would_fall(seat, r))).collect();
                PhaseView::Repel { dogs: hand.meat, proposed: Repel::best(hand), outcomes }
            }
            Phase::Over => PhaseView::Over,
        };
        let legal = match viewer {
            Viewer::Seat(seat) => self.legal_actions(seat),
            Viewer::Table => Vec::new(),
        };
        DogView {
            round: self.round,
            bonfire: self.bonfire,
            seats,
            supply: self.supply,
            to_act: self.to_act(),
            phase,
            dice: self.dice,
            legal,
        }
    }

    fn outcome(&self) -> Option<DogOutcome> {
        (self.phase == Phase::Over).then(|| {
            DogOutcome::rank(self.seats.map(|_, s| ranking::Standing {
                dogs: s.village.dogs,
                villagers: s.village.standing,
                sticks: s.hand.total(),
                out_at: s.out_at,
            }))
        })
    }

    fn can_undo(&self, seat: PlayerId) -> bool {
        self.undoable == Some(seat) && self.phase != Phase::Over
    }

    fn chance_outcomes(&self) -> Vec<DogAction> {
        match self.phase {
            Phase::Rolling(_) => Dice::all(self.options.variant.faces).into_iter().map(DogAction::Dice).collect(),
            _ => Vec::new(),
        }
    }

    fn chance_draw(&self) -> Option<DogAction> {
        match self.phase {
            Phase::Rolling(_) => Some(DogAction::Dice(Dice::roll(self.options.variant.faces, &mut self.rng.clone()))),
            _ => None,
        }
    }
}

impl Dog {
    /// [`apply`](Game::apply)'s move once it is known legal, its events added to `events`: the bots'
    /// search makes only the moves it was offered, hundreds of thousands a turn, and would list them
    /// all again to check each (and make a list for the events of each).
    pub(crate) fn make_legal(&mut self, seat: PlayerId, action: DogAction, events: &mut Vec<DogEvent>) {
        self.undoable = Some(seat);
        match (self.phase, action) {
            (_, DogAction::Roll) => {
                self.undoable = None;
                self.phase = Phase::Rolling(seat);
            }
            (_, DogAction::Dice(dice)) => {
                // The stored stream moves on exactly as if it had rolled, whatever outcome was forced.
                Dice::roll(self.options.variant.faces, &mut self.rng);
                self.undoable = None;
                self.land(seat, dice, events);
            }
            (_, DogAction::Exchange(e)) => {
                self.give_back(seat, e.gives());
                self.bonfire = self.bonfire.minus(e.takes()).expect("legal exchange");
                self.seats[seat].hand = self.seats[seat].hand.plus(e.takes());
                events.push(DogEvent::Exchanged { seat, exchange: e });
                self.pass_turn(seat);
            }
            (_, DogAction::Take(sticks)) => self.take(seat, sticks, events),
            (_, DogAction::Steal { from, stick }) => {
                self.seats[from].hand = self.seats[from].hand.minus(Sticks::one(stick)).expect("legal steal");
                self.seats[seat].hand.add(stick, 1);
                events.push(DogEvent::Stole { seat, from, stick });
                self.pass_turn(seat);
            }
            (Phase::Repel { roller, .. }, DogAction::Repel(repel)) => {
                self.attack(seat, repel, true, events);
                self.attack_from(roller, Some(seat), events);
            }
            (_, DogAction::Repel(_)) => unreachable!("repel is legal only in a happening attack"),
        }
    }
}

/// Everything in Here Comes the Dog is on the table except the future: a world the seat cannot tell
/// apart is this one with dice of its own (the stored stream is the real next roll).
impl Determinize for Dog {
    type Belief = PlayerId;

    fn belief(&self, observer: PlayerId) -> PlayerId {
        observer
    }

    fn draw<S: RngCore>(&self, _: &PlayerId, rng: &mut Rng<S>) -> Dog {
        Dog { rng: rng.fork(), ..self.clone() }
    }
}

/// The only thing a Dog seat cannot see is the stream, so a twin is the game with another one.
impl Twin for Dog {
    fn twin(&self, _observer: PlayerId, rng: &mut Rng) -> Dog {
        Dog { rng: Rng::from_seed(u64::from(rng.below(u32::MAX)) << 7 | 1), ..self.clone() }
    }
}

impl Audit for Dog {
    type Component = Stick;

    /// The 21 sticks, wherever they are (bonfire or hands).
    fn components(&self) -> Vec<Stick> {
        let mut all: Vec<Stick> =
            self.seats.values().iter().fold(self.bonfire, |acc, s| acc.plus(s.hand)).each().collect();
        all.sort();
        all
    }

    /// Nothing is secret in this game.
    fn secrets(&self, _seat: PlayerId) -> Vec<Stick> {
        Vec::new()
    }
}
