//! A game's glue, written once for every game: [`game!`](crate::game) makes its registry entry, the
//! split point that makes its code a part of the page of its own, and its words shown before its words
//! file is fetched; [`screen_words!`](crate::screen_words) declares its screen words. What is left in a
//! game's folder is its own: its rules' pacing at the table ([`TableGame`]), what the history and the
//! replay say of it ([`Seated`]), its settings panel and its board.
//!
//! [`TableGame`]: crate::ui::model::session::TableGame
//! [`Seated`]: super::Seated

use super::GameEntry;

/// A game's registry entry, written by [`game!`](crate::game) (a supertrait of [`super::Seated`]).
pub trait Registered {
    /// Its registry entry.
    fn entry() -> &'static GameEntry;
}

/// A game's glue, in its folder's `mod.rs`: `game!(Bremen in bremen { … })` makes
/// - `ENTRY`, its registry entry (listed once, in the app's list of games): its id (its bots' `ID`),
///   its picture, its card (from `shelf`), the player counts, whether the table plays as one band,
///   its guided game's table and seed, and how its part is fetched;
/// - `part()`, its code — its rules and its screens — which the release build splits into a part
///   of the page named `split` (`scripts/parts`), fetched the first time the game is needed (by the
///   part loader): its settings panel, its saves' reader and its board;
/// - `shelf(lang)`, its words shown before its words file is fetched (its card and progress);
/// - [`Registered`] for the game, so that [`super::Seated::entry`] is its entry.
#[macro_export]
macro_rules! game {
    (
        $game:ident in $split:ident {
            art: $art:expr,
            shelf: ($en:path, $ja:path),
            players: $players:expr,
            band: $band:expr,
            guided: ($guided_players:expr, $guided_seed:expr),
            settings: $settings:expr,
            board: $board:expr,
            figure: $figure:expr $(,)?
        }
    ) => {
        #[doc = concat!("The registry entry of ", stringify!($game), ".")]
        pub static ENTRY: $crate::ui::contract::GameEntry = $crate::ui::contract::GameEntry {
            id: <$game as ::rules::bots::BotGame>::ID,
            art: $art,
            card: |lang| &shelf(lang).card,
            play: Some($crate::ui::contract::Playable {
                players: $players,
                band: $band,
                guided: $crate::ui::contract::Guided { players: $guided_players, seed: $guided_seed },
                part: || Box::pin(part()),
            }),
        };

        #[doc = concat!("The code of ", stringify!($game), ", a part of the page of its own.")]
        #[::leptos::wasm_split::wasm_split($split, fallible, wasm_split_path = ::leptos::wasm_split)]
        fn part() -> Result<&'static $crate::ui::contract::GamePart, ::leptos::wasm_split::SplitLoaderError> {
            Ok(Box::leak(Box::new($crate::ui::contract::GamePart {
                settings: $settings,
                decode: $crate::ui::contract::decode_as::<$game>,
                board: $board,
                figure: $figure,
            })))
        }

        #[doc = concat!("The words of ", stringify!($game), " shown before its words file is fetched, in a language.")]
        pub fn shelf(lang: $crate::ui::words::Lang) -> &'static $crate::ui::contract::Shelf {
            lang.pick(&$en, &$ja)
        }

        impl $crate::ui::contract::Registered for $game {
            fn entry() -> &'static $crate::ui::contract::GameEntry {
                &ENTRY
            }
        }
    };
}
