//! Learning a game by playing it: a guided game starts in one tap from the game's card or its rules
//! page, with one person (the name last used first, else "Player 1", as at setup) and easy bots in
//! the other seats, the person starting, dealt from the game's friendly seed — one whose game, played
//! as its hints suggest, meets every rule situation the game teaches. It opens with three short
//! screens, teaches each rule where it first matters, and always has a hint at hand
//! (`crate::ui::coach`). The new-game screen's "Guided game" makes any table of people and bots a
//! guided one.

use crate::ui::context::{Language, Nav, Play};
use crate::ui::contract::{GameEntry, Seating};
use crate::ui::model::lessons::Lessons;
use crate::ui::model::session::Player;
use crate::ui::parts;
use crate::ui::storage::{prefs, saves};
use crate::ui::words::Lang;
use rules::bots::Level;
use rules::PlayerId;

/// The table of a guided game of `game`: the person in seat 1, easy bots in the others.
pub fn table(game: &GameEntry, lang: Lang, person: Option<String>) -> Option<Seating> {
    let guided = &game.play.as_ref()?.guided;
    let t = lang.t();
    let names = (0..usize::from(guided.players))
        .map(|i| match i {
            0 => person.clone().filter(|n| !n.trim().is_empty()).unwrap_or_else(|| (t.default_name)(1)),
            i => (t.bot_name)(i + 1),
        })
        .collect();
    let seats = (0..guided.players).map(|i| if i == 0 { Player::Person } else { Player::Bot(Level::Easy) }).collect();
    Some(Seating { names, seats, players: guided.players, first: PlayerId::new(0), seed: guided.seed })
}

/// "Learn to play": starts a guided game of `game`, every setting at its default, and plays it (once
/// the game's part is here: [`parts::then_game`]).
pub fn learn(game: &'static GameEntry) {
    let (lang, nav, play) = (Language::get(), Nav::get(), Play::get());
    parts::then_game(game, lang.untracked(), move |part| {
        let person = prefs::remembered_names().into_iter().next();
        let Some(seating) = table(game, lang.untracked(), person) else { return };
        if let Ok(mut session) = ((part.settings)().start)(seating) {
            *session.lessons_mut() = Lessons::guided();
            nav.show_rules(None);
            play.open(saves::new_id(game.id), session);
        }
    });
}

/// A guided game played out natively as its browser test plays it: the person takes every hint, the
/// bots make their moves, each from the bots' worker's answer to the question the page would ask.
/// Says, for every screen of the person's (and every pause, where `pauses` show marks), the rule
/// situations holding there and the coach mark it shows.
#[cfg(not(target_arch = "wasm32"))]
pub fn rehearse<G: crate::ui::contract::Seated + rules::Teach>(seed: u64, players: u8, pauses: bool) -> Vec<Rehearsed> {
    use crate::ui::contract::{Asked, Table};
    use crate::ui::model::session::{Session, Stage};
    use rules::bots::worker::answer;
    use rules::Situation;
    let seating = table(G::entry(), Lang::En, None).expect("a playable game");
    let seats = (0..players).map(|i| seating.seats.get(usize::from(i)).copied().unwrap_or(Player::Bot(Level::Easy)));
    let names = (0..players).map(|i| format!("P{i}")).collect();
    let options = G::options_for(players, PlayerId::new(0));
    let mut s = Session::<G>::start(names, seats.collect(), options, seed).expect("a valid table");
    *s.lessons_mut() = Lessons::guided();
    s.lessons_mut().dismiss(crate::ui::model::lessons::INTRO);
    let mut screens = Vec::new();
    loop {
        let stage = s.stage();
        if let Stage::Private(_) | Stage::Pause = stage {
            if stage != Stage::Pause || pauses {
                let holding: Vec<&'static str> = G::situations(&s.view()).into_iter().map(|x| x.key()).collect();
                let screen = s.screen_key().1;
                let mark = s.lessons().showing(&holding, screen);
                if let Some(mark) = mark {
                    s.lessons_mut().teach(mark, screen);
                }
                screens.push(Rehearsed { moves: s.moves(), pause: stage == Stage::Pause, holding, mark });
            }
        }
        match stage {
            Stage::Over => return screens,
            Stage::Pause => s.resume(),
            Stage::Curtain(_) => s.reveal(),
            Stage::Bot(_) => {
                let (question, _) = Asked::bot_question(&s).expect("a bot's question");
                let reply = answer(&question.text).expect("the bot's move");
                assert!(Asked::bot_answer(&mut s, &reply), "the bot's move is made");
            }
            Stage::Private(_) => {
                let question = (&s as &dyn Table).hint_question().expect("a hint for the person");
                let reply = answer(&question.text).expect("a hint");
                let action = reply.splitn(3, ' ').nth(2).and_then(|a| rules::json::from_str(a).ok());
                s.act(action.expect("a hint's move")).expect("the hint's move is legal");
            }
        }
    }
}

/// One screen of a rehearsed guided game (see [`rehearse`]).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Rehearsed {
    /// The moves made before it.
    pub moves: usize,
    /// True for a pause every player sees, false for the person's own screen.
    pub pause: bool,
    /// The rule situations holding there.
    pub holding: Vec<&'static str>,
    /// The coach mark it shows.
    pub mark: Option<&'static str>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::contract::Seated;
    use rules::{Situation, Teach};

    /// Every game's guided game, played as its hints suggest, teaches each of the game's rule
    /// situations once, on a screen where it holds, starting with the person's first screen.
    fn teaches_everything<G: Seated + Teach>() {
        let guided = &G::entry().play.as_ref().expect("playable").guided;
        let screens = rehearse::<G>(guided.seed, guided.players, G::entry().id == "bremen");
        let shown: Vec<&str> = screens.iter().filter_map(|s| s.mark).collect();
        for situation in G::SITUATIONS {
            let n = shown.iter().filter(|&&k| k == situation.key()).count();
            assert_eq!(n, 1, "{}: the mark {} shows {n} times", G::entry().id, situation.key());
        }
        assert!(screens.iter().all(|s| s.mark.is_none_or(|m| s.holding.contains(&m))), "a mark out of place");
        assert!(screens[0].mark.is_some(), "{}: the first screen teaches nothing", G::entry().id);
    }

    #[test]
    fn every_guided_game_teaches_every_rule_situation_once() {
        teaches_everything::<rules::bremen::Bremen>();
        teaches_everything::<rules::dog::Dog>();
        teaches_everything::<rules::bierfest::Bierfest>();
        teaches_everything::<rules::mzebs::Mzebs>();
        teaches_everything::<rules::broom::Broom>();
    }
}
