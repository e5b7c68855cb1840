//! Each game's screens, one module per game, all driven by a [`crate::ui::session::Session`].

pub mod bremen;
