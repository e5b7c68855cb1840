//! The card values: each beer type's and food type's names and score table and each food's pairings
//! (rulebook: printed on the cards, whose pictures were lost; spec: [reconstructed] defaults, a
//! setting stored with each game so a group can enter what their copy prints), and their validation.

use super::card::{BEER_TYPES, FOOD_TYPES};
use crate::json::{Json, Tree};
use serde::Serialize;

/// The highest score a table may hold.
pub const MAX_VALUE: u8 = 99;

/// A beer type: its names and its score for a set of 2, 3, 4, 5 and 6 cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BeerType {
    pub en: String,
    pub ja: String,
    pub table: [u8; 5],
}

/// A food type: its names, its score for 1, 2 and 3 cards in a set, and the beer types it pairs with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoodType {
    pub en: String,
    pub ja: String,
    pub table: [u8; 3],
    pub pairs: [bool; BEER_TYPES as usize],
}

/// Every card value of a game, and whether one play may mix the two foods (spec: off). Saved as
/// [`Saved`]: flat lists, read with the few readers every save already uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardValues {
    pub beers: [BeerType; BEER_TYPES as usize],
    pub foods: [FoodType; FOOD_TYPES as usize],
    pub mixed_food: bool,
}

/// Card values as a save holds them: the names (English, Japanese) of the beers then the foods, their
/// score tables in the same order, and each food's pairings with the five beers.
struct Saved {
    names: Vec<String>,
    scores: Vec<u8>,
    pairs: Vec<bool>,
    mixed_food: bool,
}

crate::tree_struct!(Saved { names, scores, pairs, mixed_food });

/// Kept as [`Saved`]; values of the wrong size are refused.
impl Tree for CardValues {
    fn to_tree(&self) -> Json {
        Saved::from(self.clone()).to_tree()
    }
    fn from_tree(tree: &Json) -> Option<CardValues> {
        CardValues::try_from(Saved::from_tree(tree)?).ok()
    }
}

impl From<CardValues> for Saved {
    fn from(v: CardValues) -> Saved {
        let mut names = Vec::new();
        let mut scores = Vec::new();
        for b in v.beers {
            names.extend([b.en, b.ja]);
            scores.extend(b.table);
        }
        let mut pairs = Vec::new();
        for f in v.foods {
            names.extend([f.en, f.ja]);
            scores.extend(f.table);
            pairs.extend(f.pairs);
        }
        Saved { names, scores, pairs, mixed_food: v.mixed_food }
    }
}

impl TryFrom<Saved> for CardValues {
    type Error = &'static str;

    fn try_from(saved: Saved) -> Result<CardValues, Self::Error> {
        let (beers, foods) = (usize::from(BEER_TYPES), usize::from(FOOD_TYPES));
        if saved.names.len() != 2 * (beers + foods)
            || saved.scores.len() != 5 * beers + 3 * foods
            || saved.pairs.len() != beers * foods
        {
            return Err("card values of the wrong size");
        }
        let mut names = saved.names.into_iter();
        let mut name = || names.next().unwrap_or_default();
        let mut scores = saved.scores.into_iter();
        let mut table = || std::array::from_fn(|_| scores.next().unwrap_or(0));
        let beers = std::array::from_fn(|_| BeerType { en: name(), ja: name(), table: table() });
        let mut pairs = saved.pairs.into_iter();
        let foods = std::array::from_fn(|_| FoodType {
            en: name(),
            ja: name(),
            table: std::array::from_fn(|_| scores.next().unwrap_or(0)),
            pairs: std::array::from_fn(|_| pairs.next().unwrap_or(false)),
        });
        Ok(CardValues { beers, foods, mixed_food: saved.mixed_food })
    }
}

/// Which name of a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Language {
    En,
    Ja,
}

/// A type of card in the values: beer 0–4 or food 0–1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Row {
    Beer(u8),
    Food(u8),
}

/// Why card values were refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum ValuesError {
    /// A score above [`MAX_VALUE`].
    TooHigh(Row),
    /// A bigger set would score less.
    Decreasing(Row),
    /// A food type pairs with no beer.
    NoPairing(u8),
    /// A name is empty in a language.
    EmptyName(Row, Language),
    /// Two types of a kind have the same name in a language.
    SameName(Row, Row, Language),
}

fn beer(en: &str, ja: &str) -> BeerType {
    BeerType { en: en.into(), ja: ja.into(), table: [1, 3, 6, 10, 15] }
}

impl Default for CardValues {
    /// The spec's defaults: five beers scoring 1, 3, 6, 10, 15; sausage (Dunkel, Bock, Weizen) and
    /// pretzel (Pils, Helles, Weizen) scoring 1, 3, 6; no mixed food.
    fn default() -> Self {
        CardValues {
            beers: [
                beer("Pils", "ピルスナー"),
                beer("Helles", "ヘレス"),
                beer("Weizen", "ヴァイツェン"),
                beer("Dunkel", "ドゥンケル"),
                beer("Bock", "ボック"),
            ],
            foods: [
                FoodType {
                    en: "Sausage".into(),
                    ja: "ソーセージ".into(),
                    table: [1, 3, 6],
                    pairs: [false, false, true, true, true],
                },
                FoodType {
                    en: "Pretzel".into(),
                    ja: "プレッツェル".into(),
                    table: [1, 3, 6],
                    pairs: [true, true, true, false, false],
                },
            ],
            mixed_food: false,
        }
    }
}

/// Checks one table: no score above the maximum, none lower than the one before it.
fn check_table(row: Row, table: &[u8]) -> Result<(), ValuesError> {
    if table.iter().any(|&v| v > MAX_VALUE) {
        return Err(ValuesError::TooHigh(row));
    }
    if table.windows(2).any(|w| w[1] < w[0]) {
        return Err(ValuesError::Decreasing(row));
    }
    Ok(())
}

/// A row's name in `lang`, trimmed.
fn name_in<'a>(lang: Language, &(_, en, ja): &(Row, &'a str, &'a str)) -> &'a str {
    if lang == Language::En {
        en.trim()
    } else {
        ja.trim()
    }
}

/// Checks one kind's names: none empty, none twice (compared trimmed).
fn check_names(rows: &[(Row, &str, &str)]) -> Result<(), ValuesError> {
    for lang in [Language::En, Language::Ja] {
        let name = |row: &(Row, &str, &str)| name_in(lang, row).to_string();
        for (i, row) in rows.iter().enumerate() {
            if name(row).is_empty() {
                return Err(ValuesError::EmptyName(row.0, lang));
            }
            if let Some(earlier) = rows[..i].iter().find(|r| name(r) == name(row)) {
                return Err(ValuesError::SameName(earlier.0, row.0, lang));
            }
        }
    }
    Ok(())
}

impl CardValues {
    /// The values' first problem, if any (spec: integers 0–99, tables non-decreasing, every food pairs
    /// with a beer, names non-empty and unique among their kind in both languages).
    pub fn validate(&self) -> Result<(), ValuesError> {
        for (i, b) in (0..).zip(&self.beers) {
            check_table(Row::Beer(i), &b.table)?;
        }
        for (i, f) in (0..).zip(&self.foods) {
            check_table(Row::Food(i), &f.table)?;
            if !f.pairs.contains(&true) {
                return Err(ValuesError::NoPairing(i));
            }
        }
        let beers: Vec<_> = (0..).zip(&self.beers).map(|(i, b)| (Row::Beer(i), b.en.as_str(), b.ja.as_str())).collect();
        check_names(&beers)?;
        let foods: Vec<_> = (0..).zip(&self.foods).map(|(i, f)| (Row::Food(i), f.en.as_str(), f.ja.as_str())).collect();
        check_names(&foods)
    }

    /// What a set of `beers` cards of beer type `beer` scores (2–6 cards; 0 otherwise).
    pub fn beer_score(&self, beer: u8, beers: usize) -> u8 {
        if (2..=6).contains(&beers) {
            self.beers[usize::from(beer)].table[beers - 2]
        } else {
            0
        }
    }

    /// What `count` food cards of type `food` in one set score (1–3 cards; 0 for none).
    pub fn food_score(&self, food: u8, count: usize) -> u8 {
        if (1..=3).contains(&count) {
            self.foods[usize::from(food)].table[count - 1]
        } else {
            0
        }
    }

    /// What a set scores: `beers` cards of beer type `beer` with `food[f]` cards of each food type.
    pub fn set_score(&self, beer: u8, beers: usize, food: [usize; FOOD_TYPES as usize]) -> u32 {
        let food: u32 = (0..FOOD_TYPES).map(|f| u32::from(self.food_score(f, food[usize::from(f)]))).sum();
        u32::from(self.beer_score(beer, beers)) + food
    }

    /// True when food type `food` may join a set of beer type `beer`.
    pub fn pairs(&self, food: u8, beer: u8) -> bool {
        self.foods[usize::from(food)].pairs[usize::from(beer)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defaults_are_valid_and_pair_as_the_spec_says() {
        let v = CardValues::default();
        assert_eq!(v.validate(), Ok(()));
        assert_eq!(v.beer_score(0, 6), 15);
        assert_eq!(v.beer_score(4, 2), 1);
        assert_eq!(v.food_score(1, 3), 6);
        assert!(v.pairs(0, 3) && v.pairs(0, 4) && v.pairs(0, 2) && !v.pairs(0, 0));
        assert!(v.pairs(1, 0) && v.pairs(1, 1) && v.pairs(1, 2) && !v.pairs(1, 4));
    }

    #[test]
    fn values_are_saved_as_flat_lists_and_read_back_whole() {
        let mut v = CardValues::default();
        v.foods[1].pairs[4] = true;
        v.beers[3].table = [0, 2, 4, 8, 99];
        v.mixed_food = true;
        let text = crate::json::to_string(&v);
        assert!(text.starts_with("{\"names\":[\"Pils\",\"ピルスナー\""), "{text}");
        assert_eq!(crate::json::from_str::<CardValues>(&text), Ok(v));
        let mut short: serde_json::Value = serde_json::from_str(&text).expect("json");
        short["pairs"].as_array_mut().expect("a list").pop();
        assert!(
            crate::json::from_str::<CardValues>(&short.to_string()).is_err(),
            "a list of the wrong length is refused"
        );
    }

    #[test]
    fn each_kind_of_bad_value_is_refused_with_its_reason() {
        let edit = |f: fn(&mut CardValues)| {
            let mut v = CardValues::default();
            f(&mut v);
            v.validate()
        };
        assert_eq!(edit(|v| v.beers[2].table[4] = 100), Err(ValuesError::TooHigh(Row::Beer(2))));
        assert_eq!(edit(|v| v.foods[1].table = [3, 2, 6]), Err(ValuesError::Decreasing(Row::Food(1))));
        assert_eq!(edit(|v| v.foods[0].pairs = [false; 5]), Err(ValuesError::NoPairing(0)));
        assert_eq!(edit(|v| v.beers[3].ja = " ".into()), Err(ValuesError::EmptyName(Row::Beer(3), Language::Ja)));
        assert_eq!(
            edit(|v| v.beers[4].en = "Pils ".into()),
            Err(ValuesError::SameName(Row::Beer(0), Row::Beer(4), Language::En))
        );
        assert_eq!(edit(|v| v.beers[0].table = [0, 0, 0, 0, 99]), Ok(()));
        // A food may share a name with a beer: names are unique among their kind.
        assert_eq!(edit(|v| v.foods[0].en = "Pils".into()), Ok(()));
    }
}
