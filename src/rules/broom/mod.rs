//! Broom Service (basic game), after `shared/rules/broom-service.md` and the seed rulebook summary
//! (`shared/seeds/004_2f84fdd7f8dd69a8.txt`). The seed lost its board picture, so the board is data
//! ([`map`]): a map file, checked before play, with a designed stand-in shipped as the default.

pub mod map;
pub mod role;

#[cfg(test)]
mod tests;
