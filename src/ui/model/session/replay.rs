//! A finished game stepped through again (DESIGN.md "Teaching, replay and review"): the game as it
//! stood after each of its moves, with every seat's view open. Only a finished game has a replay —
//! once it is over nothing in it is secret — so a game in progress can show nothing through this door.
//! A step is one move a seat chose, with the dice or draws it set off (chance is not a step of its own).

use super::{Session, Stage, TableGame};
use rules::bots::is_bot;
use rules::{PlayerId, ToAct, Viewer};

/// One step of a finished game's replay: the game after its first steps, and the move that made it.
pub struct Step<G: TableGame> {
    /// The game at this step, its log only what this step's move caused (its screen shows the
    /// table, never a curtain: its stage is the end's).
    pub at: Session<G>,
    /// Which step this is (0: the deal, before anybody moved).
    pub index: usize,
    /// The seat whose move this step was (none for the deal).
    pub mover: Option<PlayerId>,
    /// The move, as the game's action (none for the deal).
    pub action: Option<G::Action>,
}

/// A move the review judges (see [`Session::reviewed_moves`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reviewed {
    /// Its step in the replay.
    pub step: usize,
    /// Its place among the game's saved moves (chance's included), as the bots' worker is asked.
    pub at: usize,
    pub seat: PlayerId,
}

impl<G: TableGame> Step<G> {
    /// What `seat` could see at this step: their hand and secret choices, face up.
    pub fn view_of(&self, seat: PlayerId) -> G::View {
        self.at.game.view(Viewer::Seat(seat))
    }

    /// What the whole table could see at this step.
    pub fn table(&self) -> G::View {
        self.at.game.view(Viewer::Table)
    }

    /// What this step's move caused, in the game's own events.
    pub fn events(&self) -> &[G::Event] {
        &self.at.log
    }

    /// The game itself at this step, for the review's judge (a finished game's, so nothing is hidden).
    pub fn game(&self) -> &G {
        &self.at.game
    }
}

impl<G: TableGame> Session<G> {
    /// How many steps a replay of this game has after the deal; `None` while the game is in progress
    /// (it has no replay).
    pub fn replay_len(&self) -> Option<usize> {
        self.replay_walk(usize::MAX, &mut |_| ()).map(|last| last.index)
    }

    /// Step `index` of this game's replay (past the last, the last); `None` while the game is in
    /// progress.
    pub fn replay_step(&self, index: usize) -> Option<Step<G>> {
        self.replay_walk(index, &mut |_| ())
    }

    /// Calls `each` with every step of the replay up to `last`, in order, and returns the last of
    /// them; for a game in progress (or one whose moves no longer replay) calls nothing and returns
    /// `None`. One game is played forward, never copied.
    pub fn replay_walk(&self, last: usize, each: &mut dyn FnMut(&Step<G>)) -> Option<Step<G>> {
        self.outcome()?;
        let (names, players) = (self.hand.names.clone(), self.hand.players.clone());
        let mut at = Session::<G>::start(names, players, self.game.options().clone(), self.seed).ok()?;
        at.hand.stage = Stage::Over;
        let mut step = Step { at, index: 0, mover: None, action: None };
        each(&step);
        let mut moves = self.actions.iter();
        while step.index < last {
            let Some((seat, action)) = moves.next() else { break };
            step.at.log.clear();
            step.at.act_again(*seat, action)?;
            // The dice or draws the move set off.
            while matches!(step.at.game.to_act(), ToAct::Chance(_)) {
                let Some((roller, outcome)) = moves.next() else { break };
                step.at.act_again(*roller, outcome)?;
            }
            (step.index, step.mover, step.action) = (step.index + 1, Some(*seat), Some(action.clone()));
            each(&step);
        }
        Some(step)
    }

    /// The moves a review judges: every move a person made (a bot's is its own judgement), by its
    /// step in the replay, its place among the saved moves, and its seat; `None` while the game is in
    /// progress.
    pub fn reviewed_moves(&self) -> Option<Vec<Reviewed>> {
        let (mut moves, mut before) = (Vec::new(), 0);
        self.replay_walk(usize::MAX, &mut |step| {
            if let Some(seat) = step.mover.filter(|&seat| !is_bot(&self.hand.players, seat)) {
                moves.push(Reviewed { step: step.index, at: before, seat });
            }
            before = step.at.actions.len();
        })?;
        Some(moves)
    }

    /// Step `index` as it would have been had its seat made `action` instead (the review's preferred
    /// move, to be told in the game's own words), without the dice or draws it would have set off;
    /// `None` if that is no move there.
    pub fn instead(&self, index: usize, action: &G::Action) -> Option<Step<G>> {
        let mut step = self.replay_step(index.checked_sub(1)?)?;
        let seat = self.replay_step(index)?.mover?;
        step.at.log.clear();
        step.at.act_again(seat, action)?;
        (step.index, step.mover, step.action) = (index, Some(seat), Some(action.clone()));
        Some(step)
    }

    /// Makes a recorded move again, keeping it and what it caused.
    fn act_again(&mut self, seat: PlayerId, action: &G::Action) -> Option<()> {
        let events = self.game.apply(seat, action.clone()).ok()?;
        self.log.extend(events);
        self.actions.push((seat, action.clone()));
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::bots::{BotGame, Player};
    use rules::dog::{Dog, DogOptions};
    use rules::{replay, Game};

    fn finished_dog() -> Session<Dog> {
        let mut s = Session::<Dog>::start(
            vec!["A".into(), "B".into()],
            vec![Player::Person; 2],
            DogOptions { players: 2, ..DogOptions::default() },
            11,
        )
        .unwrap();
        let mut rng = rules::rng::Rng::from_seed(3);
        while s.outcome().is_none() {
            s.resume();
            let Stage::Private(seat) = s.stage() else { panic!("a Dog game waits for a seat: {:?}", s.stage()) };
            let legal = s.game.legal_actions(seat);
            s.act(legal[rng.below(legal.len() as u32) as usize]).unwrap();
        }
        s
    }

    #[test]
    fn a_game_in_progress_has_no_replay() {
        let s = Session::<Dog>::start(
            vec!["A".into(), "B".into()],
            vec![Player::Person; 2],
            DogOptions { players: 2, ..DogOptions::default() },
            11,
        )
        .unwrap();
        assert_eq!(s.replay_len(), None);
        assert!(s.replay_step(0).is_none());
        assert!(s.replay_walk(5, &mut |_| panic!("nothing to show")).is_none());
        assert_eq!(<Dog as BotGame>::ID, "dog");
    }

    #[test]
    fn each_step_is_the_game_replayed_to_its_move_with_the_dice_it_rolled() {
        let s = finished_dog();
        let len = s.replay_len().unwrap();
        assert!(len > 10 && len < s.moves(), "a roll and its dice are one step: {len} of {} moves", s.moves());
        let mut seen = 0;
        s.replay_walk(usize::MAX, &mut |step| {
            let upto = step.at.moves();
            let (game, _) = replay::<Dog>(s.options().clone(), s.seed(), &s.actions[..upto]).unwrap();
            assert_eq!(step.table(), game.view(Viewer::Table), "step {}", step.index);
            assert_eq!(step.index, seen);
            assert_eq!(step.mover.is_some(), step.index > 0);
            assert!(step.index == 0 || !step.events().is_empty(), "every move says what it did");
            seen += 1;
        });
        assert_eq!(seen, len + 1);
        let last = s.replay_step(usize::MAX).unwrap();
        assert_eq!((last.index, last.at.moves()), (len, s.moves()));
        assert!(last.at.outcome().is_some());
        let third = s.replay_step(3).unwrap();
        assert_eq!(third.index, 3);
    }

    #[test]
    fn the_review_judges_every_move_a_person_made_at_its_place_and_a_move_instead_is_told_as_its_own() {
        let mut s = finished_dog();
        let moves = s.reviewed_moves().unwrap();
        assert_eq!(moves.len(), s.replay_len().unwrap(), "two people: every step is a person's");
        for r in &moves {
            let (game, _) = replay::<Dog>(s.options().clone(), s.seed(), &s.actions[..r.at]).unwrap();
            assert_eq!(game.to_act(), ToAct::One(r.seat), "move {} is made where its seat is to move", r.at);
            assert_eq!(s.actions[r.at].0, r.seat);
            let step = s.replay_step(r.step).unwrap();
            assert_eq!((step.mover, step.action), (Some(r.seat), Some(s.actions[r.at].1)));
            let same = s.instead(r.step, &s.actions[r.at].1).unwrap();
            assert!(step.events().starts_with(same.events()), "step {}: the move's own events come first", r.step);
        }
        assert!(s.instead(0, &s.actions[0].1).is_none(), "the deal is no move");
        s.hand.players[1] = Player::Bot(rules::bots::Level::Easy);
        let people = s.reviewed_moves().unwrap();
        assert!(!people.is_empty() && people.iter().all(|r| r.seat == PlayerId::new(0)));
        assert_eq!(people, moves.into_iter().filter(|r| r.seat == PlayerId::new(0)).collect::<Vec<_>>());
    }

    /// A game of easy bots played to its end.
    fn finished<G: TableGame + rules::bots::BotGame>(options: G::Options, players: u8, seed: u64) -> Session<G> {
        let bots = vec![Player::Bot(rules::bots::Level::Easy); players.into()];
        let names = (0..players).map(|i| format!("B{i}")).collect();
        let mut s = Session::<G>::start(names, bots, options, seed).unwrap();
        while s.outcome().is_none() {
            s.resume();
            let Some((seat, level, search)) = s.bot_turn() else { continue };
            let action = rules::bots::choose(&s.game, seat, level, search);
            s.bot_act(action).unwrap();
        }
        s
    }

    /// Every step of a finished game is its moves replayed natively, every seat's view as the rules
    /// give it there, and the steps are the moves seats chose.
    fn steps_are_the_native_replay<G: TableGame + rules::bots::BotGame>(s: Session<G>)
    where
        G::View: PartialEq + std::fmt::Debug,
    {
        let chosen = s.actions.iter().enumerate().filter(|(i, _)| {
            let (game, _) = replay::<G>(s.options().clone(), s.seed(), &s.actions[..*i]).unwrap();
            !matches!(game.to_act(), ToAct::Chance(_))
        });
        assert_eq!(s.replay_len(), Some(chosen.count()));
        let last = s.replay_walk(usize::MAX, &mut |step| {
            let (game, _) = replay::<G>(s.options().clone(), s.seed(), &s.actions[..step.at.moves()]).unwrap();
            for seat in 0..game.players() {
                let seat = PlayerId::new(seat);
                assert_eq!(step.view_of(seat), game.view(Viewer::Seat(seat)), "step {}", step.index);
            }
            assert_eq!(step.mover, step.at.actions.last().map(|(seat, _)| *seat));
        });
        assert_eq!(last.map(|l| l.at.moves()), Some(s.moves()));
    }

    #[test]
    fn every_games_replay_is_its_moves_replayed() {
        use rules::{bierfest, bremen, broom, mzebs};
        steps_are_the_native_replay(finished::<bremen::Bremen>(bremen::BremenOptions::default(), 4, 2));
        steps_are_the_native_replay(finished::<Dog>(DogOptions { players: 3, ..DogOptions::default() }, 3, 2));
        let bierfest = <bierfest::Bierfest as rules::bots::BotGame>::options_for(5, PlayerId::new(1));
        steps_are_the_native_replay(finished::<bierfest::Bierfest>(bierfest, 5, 2));
        steps_are_the_native_replay(finished::<mzebs::Mzebs>(mzebs::MzebsOptions::default(), 2, 2));
        let broom = broom::options::BroomOptions { players: 4, ..broom::options::BroomOptions::default() };
        steps_are_the_native_replay(finished::<broom::Broom>(broom, 4, 2));
    }
}
