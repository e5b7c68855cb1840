//! Each game's screens, one module per game, all driven by a [`crate::ui::session::Session`].

pub mod bremen;
pub mod dog;
pub mod dog_text;
pub mod dog_variant;
