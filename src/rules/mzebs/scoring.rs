//! The end (得点計算/勝利条件): both guesses revealed together; a correct guess of the wanted colour
//! takes 2 off its noted count (the count only: the tokens stay on the field); ❶ points for the
//! collected tokens, ❷ points for the wanted colour's rank by area seen from above, ❸ knocked-over
//! tokens (never on a grid: always 0); −5 for a correct guess of the unwanted colour. Highest total
//! wins; equal totals draw. Reconstructed readings are settings (spec "Reconstructed settings").

use super::token::Colour;
use super::{Guess, Secret};
use crate::{PerPlayer, PlayerId};
use serde::Serialize;

/// Points for the wanted colour's rank by area, 1st to 4th (rulebook table).
pub const RANK_POINTS: [i32; 4] = [12, 10, 6, 1];
/// What a correct wanted guess takes off the count.
pub const WANTED_CUT: u8 = 2;
/// What a correct unwanted guess costs.
pub const UNWANTED_PENALTY: i32 = 5;

/// How "6 or more: 3 each" is read [reconstructed].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum SixPlus {
    /// 3 per token: 6 tokens score 18.
    #[default]
    PerToken,
    /// 12, then 3 per token beyond 5: 6 tokens score 15.
    Beyond,
}

/// How colours with equal areas are ranked [reconstructed].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum Ties {
    /// They share the better rank and the next is skipped (1, 2, 2, 4).
    #[default]
    Shared,
    /// They share the better rank and the next follows on (1, 2, 2, 3).
    Dense,
    /// They share the worse rank (1, 3, 3, 4).
    Worse,
}

/// Points for `n` tokens of the wanted colour (rulebook: 1, 3, 6, 10, 12 for 1–5, then "3 each").
pub fn wanted_points(n: u8, six: SixPlus) -> i32 {
    let n = i32::from(n);
    match (n, six) {
        (0..=5, _) => [0, 1, 3, 6, 10, 12][n as usize],
        (_, SixPlus::PerToken) => 3 * n,
        (_, SixPlus::Beyond) => 12 + 3 * (n - 5),
    }
}

/// Each colour's rank (1–4) by the columns it shows from above, all four colours ranked.
pub fn ranks(areas: [u8; 4], ties: Ties) -> [u8; 4] {
    areas.map(|mine| {
        let more = areas.iter().filter(|&&a| a > mine).count() as u8;
        // Distinct larger areas: each counted at its first appearance.
        let distinct_more = (0..4).filter(|&i| areas[i] > mine && !areas[..i].contains(&areas[i])).count() as u8;
        let level = areas.iter().filter(|&&a| a >= mine).count() as u8;
        match ties {
            Ties::Shared => more + 1,
            Ties::Dense => distinct_more + 1,
            Ties::Worse => level,
        }
    })
}

/// One player's score, line by line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Score {
    /// The opponent guessed their wanted colour.
    pub wanted_found: bool,
    /// The opponent guessed their unwanted colour.
    pub unwanted_found: bool,
    /// Their noted count per colour.
    pub tally: [u8; 4],
    /// The count per colour that scores: the tally, after a correct wanted guess took 2 off.
    pub counts: [u8; 4],
    /// What each colour's count scores.
    pub points: [i32; 4],
    /// ❶ the collected tokens: the sum of `points`.
    pub collected: i32,
    /// Their wanted colour's rank by area, 1–4.
    pub rank: u8,
    /// ❷ the area.
    pub area: i32,
    /// ❸ knocked-over tokens: always 0 on a grid.
    pub knocked: i32,
    /// −5 after a correct unwanted guess, else 0.
    pub penalty: i32,
    /// ❶ + ❷ + ❸ + the penalty.
    pub total: i32,
}

impl Score {
    /// The score of a player with `secret` and `tally`, guessed by the opponent's `guess`, on a field
    /// showing `areas`.
    pub fn of(secret: Secret, tally: [u8; 4], guess: Guess, areas: [u8; 4], six: SixPlus, ties: Ties) -> Score {
        let wanted_found = guess.wanted == secret.wanted;
        let unwanted_found = guess.unwanted == secret.unwanted;
        let mut counts = tally;
        if wanted_found {
            let n = &mut counts[secret.wanted.index()];
            *n = n.saturating_sub(WANTED_CUT);
        }
        let points = Colour::ALL.map(|c| {
            let n = counts[c.index()];
            match c {
                c if c == secret.wanted => wanted_points(n, six),
                c if c == secret.unwanted => -2 * i32::from(n),
                _ => i32::from(n),
            }
        });
        let collected = points.iter().sum();
        let rank = ranks(areas, ties)[secret.wanted.index()];
        let area = RANK_POINTS[usize::from(rank) - 1];
        let penalty = if unwanted_found { -UNWANTED_PENALTY } else { 0 };
        let knocked = 0;
        Score {
            wanted_found,
            unwanted_found,
            tally,
            counts,
            points,
            collected,
            rank,
            area,
            knocked,
            penalty,
            total: collected + area + knocked + penalty,
        }
    }
}

/// How the game ended: both players' secrets, guesses and scores, the field's areas and the winner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MzebsOutcome {
    /// What each player chose at the start.
    pub secrets: PerPlayer<Secret>,
    /// What each player guessed of the other.
    pub guesses: PerPlayer<Guess>,
    /// Columns each colour shows from above.
    pub areas: [u8; 4],
    /// Each player's score.
    pub scores: PerPlayer<Score>,
    /// The higher total; `None` for a draw.
    pub winner: Option<PlayerId>,
}
