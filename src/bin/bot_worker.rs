//! The bots' Web Worker: answers the page's questions with a bot's move (see
//! [`hotseat::bots::worker`]), so a search never holds up the page. Built by Trunk as a worker
//! (`index.html`), with its own profile tuned for speed (`Cargo.toml`, `[profile.bot]`).

fn main() {
    hotseat::bots::worker::serve();
}
