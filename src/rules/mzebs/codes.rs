//! A move and the options each as one number, the way a save keeps them (so the page carries one
//! small reader for both rather than a reader per field).
//!
//! A move: the token's number 0–39 to collect it; 100 + 4 × wanted + unwanted to choose colours and
//! 200 + 4 × wanted + unwanted to guess them (colours numbered as in [`Colour::ALL`]); 1000 +
//! (orientation × 32 + x) × 32 + y to place.
//!
//! The options, bit by bit from the lowest: the first player (1 bit), the board's side (5), the
//! visible tokens (4), open box, guesses must differ, the 6+ reading (1 each), the tie rule (2), both
//! tallies (1).

use super::scoring::{SixPlus, Ties};
use super::token::{Colour, Token, TOKENS};
use super::{MzebsAction, MzebsOptions};
use crate::PlayerId;

/// The tie rules by their number.
const TIES: [Ties; 3] = [Ties::Shared, Ties::Dense, Ties::Worse];

impl From<MzebsOptions> for u32 {
    fn from(o: MzebsOptions) -> u32 {
        let tie = TIES.iter().position(|&t| t == o.ties).unwrap_or(0) as u32;
        o.first.index() as u32
            | u32::from(o.side) << 1
            | u32::from(o.visible) << 6
            | u32::from(o.open_box) << 10
            | u32::from(o.guesses_differ) << 11
            | u32::from(o.six_plus == SixPlus::Beyond) << 12
            | tie << 13
            | u32::from(o.both_tallies) << 15
    }
}

impl TryFrom<u32> for MzebsOptions {
    type Error = &'static str;

    fn try_from(n: u32) -> Result<MzebsOptions, Self::Error> {
        let bit = |i: u32| n >> i & 1 == 1;
        Ok(MzebsOptions {
            first: PlayerId::new((n & 1) as u8),
            side: (n >> 1 & 31) as u8,
            visible: (n >> 6 & 15) as u8,
            open_box: bit(10),
            guesses_differ: bit(11),
            six_plus: if bit(12) { SixPlus::Beyond } else { SixPlus::PerToken },
            ties: *TIES.get((n >> 13 & 3) as usize).ok_or("not a tie rule")?,
            both_tallies: bit(15),
        })
    }
}

/// Two colours as 4 × first + second.
fn pair(a: Colour, b: Colour) -> u32 {
    4 * a.index() as u32 + b.index() as u32
}

/// The two colours of 4 × first + second (below 16).
fn colours(n: u32) -> (Colour, Colour) {
    (Colour::ALL[(n / 4 % 4) as usize], Colour::ALL[(n % 4) as usize])
}

impl From<MzebsAction> for u32 {
    fn from(action: MzebsAction) -> u32 {
        match action {
            MzebsAction::Collect(token) => u32::from(token.0),
            MzebsAction::Choose { wanted, unwanted } => 100 + pair(wanted, unwanted),
            MzebsAction::Guess { wanted, unwanted } => 200 + pair(wanted, unwanted),
            MzebsAction::Place { orientation, x, y } => {
                1000 + (u32::from(orientation) * 32 + u32::from(x)) * 32 + u32::from(y)
            }
        }
    }
}

impl TryFrom<u32> for MzebsAction {
    type Error = &'static str;

    fn try_from(code: u32) -> Result<MzebsAction, Self::Error> {
        Ok(match code {
            c if c < u32::from(TOKENS) => MzebsAction::Collect(Token(c as u8)),
            100..=115 => {
                let (wanted, unwanted) = colours(code - 100);
                MzebsAction::Choose { wanted, unwanted }
            }
            200..=215 => {
                let (wanted, unwanted) = colours(code - 200);
                MzebsAction::Guess { wanted, unwanted }
            }
            1000..=13287 => {
                let n = code - 1000;
                MzebsAction::Place { orientation: (n / 1024) as u8, x: (n / 32 % 32) as u8, y: (n % 32) as u8 }
            }
            _ => return Err("not a move of M&ZEB-S"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_move_survives_its_number() {
        let mut moves: Vec<MzebsAction> = Token::all().map(MzebsAction::Collect).collect();
        for wanted in Colour::ALL {
            for unwanted in Colour::ALL {
                moves.push(MzebsAction::Choose { wanted, unwanted });
                moves.push(MzebsAction::Guess { wanted, unwanted });
            }
        }
        for orientation in 0..12 {
            for (x, y) in [(0, 0), (19, 0), (0, 19), (19, 19), (7, 11)] {
                moves.push(MzebsAction::Place { orientation, x, y });
            }
        }
        for m in moves {
            assert_eq!(MzebsAction::try_from(u32::from(m)), Ok(m));
        }
        assert!(MzebsAction::try_from(40).is_err());
        assert!(MzebsAction::try_from(116).is_err());
        assert!(MzebsAction::try_from(99_999).is_err());
    }

    #[test]
    fn every_setting_survives_the_options_number() {
        let o = MzebsOptions::default();
        let all = [
            o.clone(),
            MzebsOptions { first: PlayerId::new(1), side: 20, visible: 8, open_box: true, ..o.clone() },
            MzebsOptions { side: 17, visible: 3, guesses_differ: true, six_plus: SixPlus::Beyond, ..o.clone() },
            MzebsOptions { ties: Ties::Dense, both_tallies: true, ..o.clone() },
            MzebsOptions { ties: Ties::Worse, ..o },
        ];
        for o in all {
            assert_eq!(MzebsOptions::try_from(u32::from(o.clone())), Ok(o));
        }
        assert!(MzebsOptions::try_from(3 << 13).is_err());
    }
}
