//! The bots' Web Worker: answers the page's questions with a bot's move (see
//! [`hotseat::bots::worker`]), so a search never holds up the page. Built beside the page
//! (`scripts/worker`, a Trunk hook), with its own profile and flags tuned for speed (`Cargo.toml`,
//! `[profile.bot]`).

fn main() {
    hotseat::bots::worker::serve();
}
