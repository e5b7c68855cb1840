//! The teaching room: learning a game by playing it ([`learn`]: a guided game, with one person and
//! easy bots, dealt to meet every rule) and its rules page ([`rules_page`], over whatever shows). The
//! coach that teaches during any game is the layer below (`crate::ui::coach`); the words are data.

pub mod learn;
pub mod rules_page;
