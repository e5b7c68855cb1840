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
//! and each seat short of its target bids for the trick while the others duck. Each seat also keeps
//! an animal for its last tile, no two seats the same (条件2). A rollout plays in a world the search
//! drew, so the plan reads that world's hands: what it knows is the world's, never the table's.
//! One move in [`WANDER`] is random, so rollouts still try what the plan would not.

use super::BotGame;
use crate::bremen::scoring::targets;
use crate::bremen::tile::{Animal, Tile, TileSet};
use crate::bremen::trick::strength;
use crate::bremen::{Bremen, BremenAction, BremenEvent, BremenIllegal, TRICKS};
use crate::rng::SearchRng;
use crate::{Game, PlayerId, RuleError};

/// The least reward of a won game.
const WON: f64 = 0.6;
/// The best winning score: top 13, bottom 1.
const BEST_POINTS: f64 = 24.0;

impl BotGame for Bremen {
    fn options_for(players: u8, first: PlayerId) -> Self::Options {
        crate::bremen::BremenOptions { players, first_taker: first, memory_aid: false }
    }

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

    /// The whole budget with [`FULL_BUDGET_TILES`] tiles in hand, and as much less or more as the
    /// rollouts are longer or shorter (an iteration's cost grows with the tiles left to play), so
    /// every move costs about what that one does: up to four times the budget in the last tricks,
    /// where a band's deal is won or lost.
    fn iterations_here(&self, budget: u32) -> u32 {
        let in_hand = u32::from(self.players()) * u32::from(TRICKS) - u32::from(self.played().len());
        budget * FULL_BUDGET_TILES / in_hand.max(FULL_BUDGET_TILES / 4)
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
            _ => wants_tricks(self, seat).and_then(|wants| planned(self, tiles, wants, &keepers(self))),
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
/// still loses, or the weakest winning one when every tile wins.
///
/// Around that, each seat guards the animal it `keeps` for its last tile (条件2: the last tiles must
/// all differ): it leads no animal whose keeper holds a single tile of it (the keeper would have to
/// follow with it) while another lead is left, and plays a tile of its own kept animal only when no
/// tile of another animal wins (or loses) as its pick would, else the nearest such in strength.
///
/// The kept animals replaced, on 2026-11-30, a plan that from four tiles in hand kept the animal the
/// fewest unseen tiles share, seat by seat: the band at Strong, 4 players, won 42.7 % ± 2.2 of 2,000
/// deals from 11,000,000 against 39.5 %, and 42.0 % of 2,000 from 7,000,000 against 40.6 %.
fn planned(game: &Bremen, tiles: TileSet, wants: bool, keeps: &Keepers) -> Option<Tile> {
    let trick = game.trick();
    let led = trick.led();
    let tiles = match led {
        None => safe_leads(game, tiles, keeps),
        Some(_) => tiles,
    };
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
    let seat = trick.next_seat(game.players());
    if keeps[seat.index()] != Some(pick.animal()) {
        return Some(pick);
    }
    let (pick_bid, pick_wins) = (bid(pick), bid(pick) > best);
    let spare = tiles.iter().filter(|&t| t.animal() != pick.animal() && (bid(t) > best) == pick_wins);
    spare.min_by_key(|&t| bid(t).abs_diff(pick_bid)).or(Some(pick))
}

/// The leads in `tiles` that force no seat to give up its kept animal: every tile, when each
/// would.
fn safe_leads(game: &Bremen, tiles: TileSet, keeps: &Keepers) -> TileSet {
    let exposed = |animal: Animal| {
        (0..game.players())
            .map(PlayerId::new)
            .any(|seat| keeps[seat.index()] == Some(animal) && game.hand(seat).of_animal(animal).len() <= 1)
    };
    let safe: TileSet = tiles.iter().filter(|t| !exposed(t.animal())).collect();
    if safe.is_empty() {
        tiles
    } else {
        safe
    }
}

/// Each seat's animal kept for its last tile, by seat (none past the table's seats).
type Keepers = [Option<Animal>; 4];

/// Tiles of its kept animal a seat's hand counts for, at most, when one matching is weighed against
/// another: the more it holds, the longer it can follow that animal and still keep one.
const GUARDS: u8 = 3;

/// The animals the seats keep for their last tiles in the world played (条件2): one each, no two
/// alike, never the middle tile's (3 players), each held by its seat, and the most tiles of them
/// held (each seat's counted up to [`GUARDS`]); the first such matching in seat and animal order.
/// None for any seat when no matching is left.
fn keepers(game: &Bremen) -> Keepers {
    let players = usize::from(game.players());
    let held: [[u8; 4]; 4] = std::array::from_fn(|seat| {
        let hand = game.hand(PlayerId::new(seat.min(players - 1) as u8));
        Animal::ALL.map(|animal| hand.of_animal(animal).len().min(GUARDS))
    });
    let mut used = [false; 4];
    if let Some(animal) = game.middle().map(Tile::animal) {
        used[animal as usize] = true;
    }
    let mut best = (0, [None; 4]);
    match_animals(&held[..players], &mut used, &mut [None; 4], 0, &mut best);
    best.1
}

/// Tries every animal not `used` for each seat from `seat` on (held, so worth more than 0), keeping
/// in `best` the matching of `chosen` with the most tiles held.
fn match_animals(held: &[[u8; 4]], used: &mut [bool; 4], chosen: &mut Keepers, seat: usize, best: &mut (u8, Keepers)) {
    if seat == held.len() {
        let worth = chosen.iter().zip(held).map(|(a, h)| a.map_or(0, |a| h[a as usize])).sum();
        if worth > best.0 {
            *best = (worth, *chosen);
        }
        return;
    }
    for animal in Animal::ALL {
        let i = animal as usize;
        if !used[i] && held[seat][i] > 0 {
            used[i] = true;
            chosen[seat] = Some(animal);
            match_animals(held, used, chosen, seat + 1, best);
            used[i] = false;
        }
    }
    chosen[seat] = None;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bremen::tests::{ch, ct, dg, dk, p, table};

    fn play(game: &mut Bremen, tiles: &[Tile]) {
        for &tile in tiles {
            let seat = game.trick().next_seat(game.players());
            game.apply(seat, BremenAction::Play(tile)).expect("a legal tile");
        }
    }

    fn plan(game: &Bremen) -> Option<Tile> {
        let seat = game.trick().next_seat(game.players());
        wants_tricks(game, seat).and_then(|wants| planned(game, game.legal_tiles(seat), wants, &keepers(game)))
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

    /// The seats keep different animals, each one they hold, never the middle tile's with 3 players
    /// (条件2), and the matching that holds the most tiles of them: seat 0 keeps its two donkeys
    /// unless the middle tile is a donkey, and then its cat.
    #[test]
    fn keepers_differ_are_held_and_never_the_middle_tiles_animal() {
        let hands: &[&[Tile]] = &[&[dk(4), dk(5), ct(6)], &[ch(6), dg(7)], &[dg(8), ct(9), ch(10)]];
        use Animal::*;
        assert_eq!(keepers(&table(hands, None, 0)), [Some(Donkey), Some(Chicken), Some(Dog), None]);
        assert_eq!(keepers(&table(hands, Some(dk(9)), 0)), [Some(Cat), Some(Chicken), Some(Dog), None]);
        let one_animal: &[&[Tile]] = &[&[dk(4)], &[dk(5)], &[dk(6)]];
        assert_eq!(keepers(&table(one_animal, None, 0)), [None; 4], "no matching, nothing kept");
    }

    /// Seat 0 keeps the cat (every other seat holds one animal). Bidding, it would lead its cat 13,
    /// but plays the nearest tile in strength that wins as well and keeps the cat: the donkey 11.
    #[test]
    fn a_seat_plays_its_kept_animal_only_when_nothing_else_would_do() {
        let hands: &[&[Tile]] = &[&[ct(13), ct(12), dk(11), dg(2)], &[ch(3), ch(4)], &[dk(3), dk(4)], &[dg(3), dg(4)]];
        let game = table(hands, None, 0);
        assert_eq!(keepers(&game)[0], Some(Animal::Cat));
        assert_eq!(plan(&game), Some(dk(11)));
        let cats_only = table(&[&[ct(13), ct(12)], &[ch(3), ch(4)], &[dk(3), dk(4)], &[dg(3), dg(4)]], None, 0);
        assert_eq!(plan(&cats_only), Some(ct(13)), "with nothing else, the kept animal is played");
    }

    /// Seat 2 keeps the donkey and holds one: seat 0 leads no donkey, which would make seat 2
    /// follow with it. It leads its strongest other tile, the dog 5, not the donkey 13.
    #[test]
    fn a_leader_spares_the_animal_another_seat_keeps_one_of() {
        let hands: &[&[Tile]] = &[&[dk(13), dg(5), ct(2), ct(3)], &[ch(3), ch(4)], &[dk(3), ch(5)], &[dg(3), dg(4)]];
        let game = table(hands, None, 0);
        use Animal::*;
        assert_eq!(keepers(&game), [Some(Cat), Some(Chicken), Some(Donkey), Some(Dog)]);
        assert_eq!(plan(&game), Some(dg(5)));
    }
}
