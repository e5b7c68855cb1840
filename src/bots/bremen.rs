//! Bremen's bots: the whole team wins or loses together (rulebook ゲームの終了), so every seat gets
//! the same reward. It is shaped, because random rollouts almost never win (0.3 % of games):
//! - a win scores 0.6 to 1.0 by its points (top − bottom + 12, スコアと称号);
//! - a loss scores up to 0.4 by how close the captured counts (条件1) and the last tiles' animals
//!   (条件2) came.
//!
//! A bot never stops a lost game: that is the table's call (the people's), so its search never
//! weighs the stop.
//!
//! Rollouts play to a plan rather than at random (random play almost never brings the counts out):
//! the seats, ranked by what they have captured, are matched to the targets ranked likewise (条件1),
//! and each seat short of its target bids for the trick while the others duck. One move in
//! [`WANDER`] is random, so rollouts still try what the plan would not.

use super::BotGame;
use crate::rules::bremen::scoring::targets;
use crate::rules::bremen::tile::{Animal, Tile, TileSet};
use crate::rules::bremen::trick::strength;
use crate::rules::bremen::{Bremen, BremenAction, BremenEvent, BremenIllegal, TRICKS};
use crate::rules::rng::SearchRng;
use crate::rules::{Game, PlayerId, RuleError};

/// The least reward of a won game.
const WON: f64 = 0.6;
/// The best winning score: top 13, bottom 1.
const BEST_POINTS: f64 = 24.0;

impl BotGame for Bremen {
    const ID: &'static str = "bremen";
    /// Half what it searched until 2026-11-28, when 6,000 took the slowest move over the speed
    /// budget: the band wins alike with either (3,000 against 6,000 on the same deals: 38.2 % and
    /// 39.5 % ± 3.0 of 1,000 with 4 players, 42.5 % and 45.2 % ± 4.9 of 400 with 3).
    const STRONG: u32 = 3000;

    /// A sixth of the strong budget, so the band at Normal wins clearly less often than at Strong
    /// (28.2 % ± 4.4 against 40.8 % ± 4.8 of the same 400 deals with 4 players, 35.2 % against 42.5 %
    /// with 3). A third, 1,000, won 32.5 % ± 4.6; in 6,000's time a third won as often as Strong.
    const NORMAL: u32 = Self::STRONG / 6;

    /// Judged on the stack ([`Bremen::judgement`]): every rollout ends here.
    fn rewards(&self) -> Vec<f64> {
        let players = self.players();
        let reward = match self.judgement() {
            None => 0.0,
            Some(judged) => match judged.score {
                Some(score) => WON + (1.0 - WON) * f64::from(score.points) / BEST_POINTS,
                None => {
                    let counts = 1.0 - f64::from(judged.counts_off) / f64::from(24 * u32::from(players));
                    let (animals, shown) = judged.animals();
                    let different = f64::from(animals) / f64::from(shown);
                    0.4 * (0.7 * counts.max(0.0) + 0.3 * different)
                }
            },
        };
        vec![reward; usize::from(players)]
    }

    /// The band won: a win's reward is at least [`WON`].
    fn wins(rewards: &[f64]) -> Vec<f64> {
        rewards.iter().map(|&r| f64::from(u8::from(r >= WON))).collect()
    }

    /// The whole budget once at most [`FULL_BUDGET_TILES`] tiles are in hand; before, as much less
    /// as the rollouts are longer (an iteration's cost grows with the tiles left to play), so the
    /// first tricks' moves cost what the later ones do.
    fn iterations_here(&self, budget: u32) -> u32 {
        let in_hand = u32::from(self.players()) * u32::from(TRICKS) - u32::from(self.played().len());
        budget * FULL_BUDGET_TILES.min(in_hand) / in_hand.max(1)
    }

    /// The tiles the follow rule allows, never the stop: stopping a lost game is the people's call
    /// (at a trick's result), so no level of bot makes it, not even one drawing its move by chance.
    fn moves(&self, seat: PlayerId) -> Vec<BremenAction> {
        self.legal_tiles(seat).iter().map(BremenAction::Play).collect()
    }

    /// The move without the events the table would see (one allocation a move saved, in the
    /// browser's allocator: a strong move's search makes about 200,000), and without its check:
    /// the search plays only the tiles [`moves`](BotGame::moves) and the rollout listed.
    fn play(
        &mut self,
        seat: PlayerId,
        action: BremenAction,
        _: &mut Vec<BremenEvent>,
    ) -> Result<(), RuleError<BremenIllegal>> {
        match action {
            BremenAction::Play(tile) => {
                self.play_legal(seat, tile);
                Ok(())
            }
            BremenAction::StopLost => self.advance(seat, action),
        }
    }

    /// A tile the follow rule allows, by the plan (or now and then at random); never a stop.
    fn rollout_action(&self, seat: PlayerId, rng: &mut SearchRng) -> BremenAction {
        let tiles = self.legal_tiles(seat);
        let planned = match rng.below(WANDER) {
            0 => None,
            _ => wants_tricks(self, seat).and_then(|wants| planned(self, tiles, wants)),
        };
        let tile = planned.or_else(|| tiles.iter().nth(rng.below(u32::from(tiles.len())) as usize));
        BremenAction::Play(tile.expect("a seat to move holds a tile"))
    }
}

/// Tiles in hand up to which a search runs its whole budget (from the fourth trick with 4 players,
/// the second with 3).
const FULL_BUDGET_TILES: u32 = 32;

/// One rollout move in this many is drawn at random rather than by the plan.
const WANDER: u32 = 4;

/// Whether `seat` should bid for tricks: the seats ranked by their captured counts (ties by seat)
/// are matched to the targets, ranked likewise, and a seat short of its target bids. `None` once
/// some seat has captured more than its target, when the counts cannot come out.
fn wants_tricks(game: &Bremen, seat: PlayerId) -> Option<bool> {
    let counts = &game.counts()[..usize::from(game.players())];
    // A seat's rank: the seats ahead of it, by more captured or, as many, an earlier seat (no sort:
    // this runs at every move of every rollout).
    let rank =
        |s: usize| counts.iter().enumerate().filter(|&(p, &c)| c > counts[s] || (c == counts[s] && p < s)).count();
    let targets = targets(game.players());
    if (0..counts.len()).any(|p| counts[p] > targets[rank(p)]) {
        return None;
    }
    let seat = seat.index();
    (seat < counts.len()).then(|| counts[seat] < targets[rank(seat)])
}

/// The tile the plan plays from `tiles` (the legal ones): a bidder leads its strongest tile, and
/// follows with a winning tile (the lowest that wins when it plays last, else its strongest) or
/// else its weakest; a seat that ducks leads its weakest and follows with the strongest tile that
/// still loses, or the weakest winning one when every tile wins. In the last [`ENDGAME`] tiles of
/// a free choice, it keeps for the end the animal the fewest unseen tiles share (条件2: the last
/// tiles must all differ), among the tiles that win (or lose) as its pick would.
fn planned(game: &Bremen, tiles: TileSet, wants: bool) -> Option<Tile> {
    let trick = game.trick();
    let led = trick.led();
    let bid = |t: Tile| strength(t, led.unwrap_or(t.animal()));
    let best = trick.winner().and_then(|w| trick.played_by(w)).map_or(0, bid);
    let rank = |t: &Tile| (bid(*t), t.number());
    let beating = || tiles.iter().filter(|&t| bid(t) > best);
    let losing = || tiles.iter().filter(|&t| bid(t) <= best);
    let last = trick.len() + 1 == game.players();
    let pick = match (led, wants, last) {
        (None, true, _) => tiles.iter().max_by_key(rank),
        (None, false, _) => tiles.iter().min_by_key(rank),
        (Some(_), true, true) => beating().min_by_key(rank).or_else(|| losing().min_by_key(rank)),
        (Some(_), true, false) => beating().max_by_key(rank).or_else(|| losing().min_by_key(rank)),
        (Some(_), false, _) => losing().max_by_key(rank).or_else(|| beating().min_by_key(rank)),
    }?;
    let free = Animal::ALL.iter().filter(|&&a| !tiles.of_animal(a).is_empty()).count() > 1;
    if tiles.len() > ENDGAME || !free {
        return Some(pick);
    }
    // A free choice (more than one animal is legal) means `tiles` is the whole hand.
    let mut seen = game.played();
    for tile in tiles.iter().chain(game.middle()) {
        seen.insert(tile);
    }
    let all = TileSet::for_players(game.players());
    // Each animal as the last tile: not the middle tile's (3 players), and the fewer unseen the better.
    let worth = Animal::ALL.map(|a| {
        let taken = game.middle().is_some_and(|m| m.animal() == a);
        (u8::from(taken), all.of_animal(a).len() - seen.of_animal(a).len())
    });
    let held = Animal::ALL.map(|a| tiles.of_animal(a).len());
    // What is kept after `played`: the animals left in hand, so the one played unless it was its last.
    let keeps = |played: Tile| {
        let left = |i: usize| held[i] > u8::from(Animal::ALL[i] == played.animal());
        (0..Animal::ALL.len()).filter(|&i| left(i)).map(|i| worth[i]).min()
    };
    let (pick_bid, pick_wins) = (bid(pick), bid(pick) > best);
    let distance = |t: &Tile| bid(*t).abs_diff(pick_bid);
    let wins_as_pick = |t: &Tile| (bid(*t) > best) == pick_wins;
    tiles.iter().filter(wins_as_pick).min_by_key(|t| (keeps(*t), distance(t)))
}

/// Tiles left in a hand from which the plan weighs the animal it keeps for the end (the last three
/// tricks' choices). From 2 to 4 on 2026-11-30: the band at Strong, 4 players, won 39.8 % ± 1.5 of
/// 4,000 deals against 38.1 % (2,000 of them from 7,000,000: 40.6 % against 38.1 %, the games lost
/// on the animals alone 317 against 354). From 3 tiles it won 37.5 %, from 6 39.7 %, from every
/// hand 39.1 %, on 1,000 deals where 4 won 39.8 % and 2 38.1 %.
const ENDGAME: u8 = 4;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::bremen::tests::{ch, ct, dg, dk, p, table};

    fn play(game: &mut Bremen, tiles: &[Tile]) {
        for &tile in tiles {
            let seat = game.trick().next_seat(game.players());
            game.apply(seat, BremenAction::Play(tile)).expect("a legal tile");
        }
    }

    fn plan(game: &Bremen) -> Option<Tile> {
        let seat = game.trick().next_seat(game.players());
        wants_tricks(game, seat).and_then(|wants| planned(game, game.legal_tiles(seat), wants))
    }

    /// Before any capture the seats are matched to 24 / 16 / 8 / 0 in seat order: seat 0 bids and
    /// seat 3 ducks. A bidder leads its strongest tile (any chicken first).
    #[test]
    fn a_seat_short_of_its_target_bids_and_one_at_its_target_ducks() {
        let game = table(&[&[dk(9), ch(4), ct(2)], &[dk(3)], &[dk(4)], &[dk(5)]], None, 0);
        assert_eq!(wants_tricks(&game, p(0)), Some(true));
        assert_eq!(wants_tricks(&game, p(3)), Some(false));
        assert_eq!(plan(&game), Some(ch(4)));
    }

    /// A ducking seat follows with the strongest tile that still loses; a bidder playing last takes
    /// the trick with the lowest tile that does, and one playing earlier with its strongest.
    #[test]
    fn followers_win_or_lose_the_trick_as_cheaply_as_the_plan_wants() {
        let hands: &[&[Tile]] =
            &[&[dk(9), dk(12)], &[dk(2), dk(10), dk(13)], &[dk(8), dk(12)], &[dk(3), dk(6), dk(11)]];
        let mut game = table(hands, None, 1);
        assert_eq!(plan(&game), Some(dk(13)), "seat 1 bids and leads its strongest");
        let mut game2 = table(hands, None, 2);
        play(&mut game2, &[dk(8)]);
        assert_eq!(plan(&game2), Some(dk(6)), "seat 3 ducks under the 8 with its strongest lower tile");
        play(&mut game, &[dk(2), dk(8), dk(3)]);
        assert_eq!(plan(&game), Some(dk(9)), "seat 0 bids last and wins with the lowest tile that does");
    }

    /// Once some seat has captured more than the targets allow, the counts cannot come out, and the
    /// plan gives way to random play.
    #[test]
    fn no_plan_once_the_counts_cannot_come_out() {
        let hands: &[&[Tile]] =
            &[&[dk(13), dg(4), ct(5), ch(4)], &[dk(5), dg(13), ct(4), ch(6)], &[dk(6), dg(5), ct(13), ch(7)]];
        let mut game = table(hands, None, 0);
        play(&mut game, &[dk(13), dk(5), dk(6), dg(4), dg(13), dg(5), ct(4), ct(13), ct(5)]);
        assert_eq!(game.counts()[..3], [3, 3, 3]);
        assert_eq!(wants_tricks(&game, p(0)), None);
    }

    /// With four tiles left and a free choice, a bidder leading keeps the lone tile of the animal the
    /// fewest unseen tiles share (here the cat: four played, one in hand), rather than lead it as
    /// its strongest, and leads the nearest tile in strength that keeps it.
    #[test]
    fn from_four_tiles_left_the_plan_keeps_a_lone_scarce_animal() {
        let hands: &[&[Tile]] = &[
            &[ct(13), ct(12), dk(4), dk(5), dg(3)],
            &[ct(2), dk(6), dk(7), dg(4), dg(5)],
            &[ct(3), dk(8), dk(9), dg(6), dg(7)],
            &[ct(4), dk(10), dk(11), dg(8), dg(9)],
        ];
        let mut game = table(hands, None, 0);
        play(&mut game, &[ct(13), ct(2), ct(3), ct(4)]);
        assert_eq!(game.counts()[..4], [4, 0, 0, 0]);
        assert_eq!(wants_tricks(&game, p(0)), Some(true));
        assert_eq!(plan(&game), Some(dk(5)), "not the cat 12, its strongest");
    }

    /// With two tiles left and a free choice, the plan keeps an animal nobody else can end on
    /// first (条件2): with 3 players, not the face-up middle tile's. Seat 0 bids and would lead its
    /// stronger cat 5, but leads the donkey to keep the cat.
    #[test]
    fn the_last_tile_kept_is_not_the_middle_tiles_animal() {
        let game = table(&[&[dk(4), ct(5)], &[ch(6), dg(7)], &[dg(8), ct(9)]], Some(dk(9)), 0);
        assert_eq!(wants_tricks(&game, p(0)), Some(true));
        assert_eq!(plan(&game), Some(dk(4)));
        let without_middle = table(&[&[dk(4), ct(5)], &[ch(6), dg(7)], &[dg(8), ct(9)]], None, 0);
        assert_eq!(plan(&without_middle), Some(ct(5)));
    }
}
