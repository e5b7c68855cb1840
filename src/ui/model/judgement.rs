//! The review's judgement of a move (DESIGN.md "Teaching, replay and review"): the win chance with
//! the strong bot's move and with the move made, measured in the same worlds, with the 95 % interval
//! of their difference; its mark (10 / 20 / 30 points lost beyond that interval, or in a game the
//! table plays together a third, two thirds or nine tenths of the band's chance), and each player's
//! summary. The judge itself is [`rules::bots::review`]; this is what the page keeps and shows of it.

use super::session::Reviewed;
use rules::bots::review::{Mark, Sure};
use rules::json::{field, object, Json, Tree};
use rules::PlayerId;

/// One judged move, as the review keeps it (and the save stores it).
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    /// The move's step in the replay, and whose it was.
    pub step: usize,
    pub seat: PlayerId,
    /// The win chance in tenths of a percent with the strong bot's move and with the move made.
    pub before: u16,
    pub after: u16,
    /// The half-width of the 95 % interval of their difference, in tenths of a percent.
    pub margin: u16,
    /// The strong bot's move, as the game's action in JSON, when it would have done better.
    pub better: Option<Json>,
}

/// Kept without the bot's move where it had none better (most moves).
impl Tree for Judgement {
    fn to_tree(&self) -> Json {
        let mut fields = vec![
            ("step", self.step.to_tree()),
            ("seat", self.seat.to_tree()),
            ("before", self.before.to_tree()),
            ("after", self.after.to_tree()),
            ("margin", self.margin.to_tree()),
        ];
        fields.extend(self.better.clone().map(|better| ("better", better)));
        object(fields)
    }
    fn from_tree(tree: &Json) -> Option<Judgement> {
        Some(Judgement {
            step: field(tree, "step")?,
            seat: field(tree, "seat")?,
            before: field(tree, "before")?,
            after: field(tree, "after")?,
            margin: field(tree, "margin")?,
            better: field(tree, "better")?,
        })
    }
}

impl Judgement {
    /// The worker's answer for `of` (`before after margin [better]`); `None` if it is not one.
    pub fn read(reply: &str, of: Reviewed) -> Option<Judgement> {
        let mut parts = reply.splitn(4, ' ');
        let before: u16 = parts.next()?.parse().ok()?;
        let after: u16 = parts.next()?.parse().ok()?;
        let margin: u16 = parts.next()?.parse().ok()?;
        let better = match parts.next() {
            Some(action) => Some(rules::json::parse(action).ok()?),
            None => None,
        };
        let judgement = Judgement { step: of.step, seat: of.seat, before, after, margin, better };
        judgement.sound().then_some(judgement)
    }

    /// True when its numbers can be a judgement: chances of at most 100 %, the move made's no higher
    /// than the judge's, an interval no wider than the whole scale.
    fn sound(&self) -> bool {
        self.after <= self.before && self.before <= 1000 && self.margin <= 1000
    }

    /// Tenths of a percent of win chance the move lost.
    pub fn lost(&self) -> u16 {
        self.before - self.after.min(self.before)
    }

    /// Whole points of win chance lost, as the percentages shown differ.
    pub fn points_lost(&self) -> u16 {
        percent(self.before) - percent(self.after)
    }

    /// Its mark, if it lost 10 points or more of the chances shown (so "55 % → 45 %" is marked
    /// even when the tenths behind it differ by 9.9) and more than its uncertainty; in a game the
    /// table plays `together`, or a share of the band's chance ([`Mark::by_share`]).
    pub fn mark(&self, together: bool) -> Option<Mark> {
        Mark::of_move(10 * self.points_lost(), self.before, self.lost(), self.margin, together)
    }

    /// How sure the judge is that a marked move was worse.
    pub fn sure(&self, together: bool) -> Sure {
        Sure::of(self.before, self.lost(), self.margin, together)
    }

    /// The share of the chance the move gave up, in whole percent (of the band's, in a game played
    /// together).
    pub fn share_lost(&self) -> u16 {
        (u32::from(self.lost()) * 100 / u32::from(self.before.max(1))) as u16
    }
}

/// Tenths of a percent as a whole percentage, rounded.
pub fn percent(tenths: u16) -> u16 {
    (tenths + 5) / 10
}

/// True when `judged` is a whole review of these moves (a kept review of another version of the
/// game, or a damaged one — a chance above 100 % in an imported file — is not).
pub fn fits(judged: &[Judgement], moves: &[Reviewed]) -> bool {
    judged.len() == moves.len()
        && judged.iter().zip(moves).all(|(j, m)| j.step == m.step && j.seat == m.seat && j.sound())
}

/// A player's review in brief: how many moves got each mark, and the costliest move (by its place
/// among the judgements), if any was marked.
#[derive(Debug, PartialEq)]
pub struct Summary {
    pub seat: PlayerId,
    /// Inaccuracies, mistakes, blunders.
    pub marks: [usize; 3],
    pub costliest: Option<usize>,
}

/// Each reviewed player's summary, by seat, in a game played `together` or not.
pub fn summaries(judged: &[Judgement], together: bool) -> Vec<Summary> {
    let mut seats: Vec<PlayerId> = Vec::new();
    for j in judged {
        if !seats.contains(&j.seat) {
            seats.push(j.seat);
        }
    }
    rules::sort_by(&mut seats, |a, b| a.index() < b.index());
    seats
        .into_iter()
        .map(|seat| {
            let mut summary = Summary { seat, marks: [0; 3], costliest: None };
            for (i, j) in judged.iter().enumerate().filter(|(_, j)| j.seat == seat) {
                if let Some(mark) = j.mark(together) {
                    summary.marks[mark as usize] += 1;
                    if summary.costliest.is_none_or(|c| judged[c].lost() < j.lost()) {
                        summary.costliest = Some(i);
                    }
                }
            }
            summary
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judged(step: usize, seat: u8, before: u16, after: u16) -> Judgement {
        Judgement { step, seat: PlayerId::new(seat), before, after, margin: 0, better: None }
    }

    /// A mark follows the chances shown: 55 % → 45 % is an inaccuracy though 9.9 points lie
    /// behind it, and 54 % → 45 % is not one.
    #[test]
    fn a_mark_follows_the_chances_shown() {
        assert_eq!(judged(0, 0, 545, 446).mark(false), Some(Mark::Inaccuracy));
        assert_eq!(judged(0, 0, 544, 449).mark(false), None);
        assert_eq!(judged(0, 0, 800, 500).mark(false), Some(Mark::Blunder));
    }

    /// In a game played together the share of the band's chance counts too: 6 % → 0 % gave up all
    /// of it, 9 % → 6 % a third; said with its share.
    #[test]
    fn a_band_move_is_marked_by_the_share_it_gave_up() {
        let gone = Judgement { margin: 9, ..judged(0, 0, 60, 0) };
        assert_eq!((gone.mark(false), gone.mark(true), gone.share_lost()), (None, Some(Mark::Blunder), 100));
        assert_eq!(gone.sure(true), Sure::Clearly);
        let third = Judgement { margin: 20, ..judged(0, 0, 90, 60) };
        assert_eq!(
            (third.mark(true), third.sure(true), third.share_lost()),
            (Some(Mark::Inaccuracy), Sure::ALittle, 33)
        );
        assert_eq!(judged(0, 0, 545, 446).mark(true), Some(Mark::Inaccuracy), "the points count still");
    }

    #[test]
    fn a_reply_reads_as_a_judgement_and_anything_else_does_not() {
        let of = Reviewed { step: 4, at: 6, seat: PlayerId::new(1) };
        let read = Judgement::read("412 180 61 {\"Play\":3}", of).unwrap();
        assert_eq!(
            (read.step, read.seat, read.before, read.after, read.margin, read.lost()),
            (4, PlayerId::new(1), 412, 180, 61, 232)
        );
        assert_eq!((read.mark(false), read.sure(false)), (Some(Mark::Mistake), Sure::Clearly));
        assert!(read.better.is_some());
        assert_eq!(Judgement::read("500 500 0", of).map(|j| (j.mark(false), j.better)), Some((None, None)));
        let within = Judgement::read("412 180 240 {\"Play\":3}", of).unwrap();
        assert_eq!((within.mark(false), within.mark(true)), (None, None), "a loss within its uncertainty");
        for bad in ["", "500", "500 500", "x 1 0", "1001 0 0", "100 200 0", "500 100 1001", "500 100 9 {", "null"] {
            assert_eq!(Judgement::read(bad, of), None, "{bad}");
        }
    }

    #[test]
    fn a_summary_counts_each_players_marks_and_names_the_costliest() {
        let all = [
            judged(1, 0, 500, 450),
            judged(2, 1, 600, 250),
            judged(3, 0, 700, 500),
            judged(5, 0, 800, 500),
            judged(6, 1, 300, 180),
        ];
        assert_eq!(
            summaries(&all, false),
            vec![
                Summary { seat: PlayerId::new(0), marks: [0, 1, 1], costliest: Some(3) },
                Summary { seat: PlayerId::new(1), marks: [1, 0, 1], costliest: Some(1) },
            ]
        );
        assert_eq!(
            summaries(&all[..1], false),
            vec![Summary { seat: PlayerId::new(0), marks: [0; 3], costliest: None }]
        );
    }

    #[test]
    fn a_kept_review_fits_only_the_same_moves() {
        let moves =
            [Reviewed { step: 1, at: 0, seat: PlayerId::new(0) }, Reviewed { step: 2, at: 3, seat: PlayerId::new(1) }];
        let review = [judged(1, 0, 500, 400), judged(2, 1, 500, 500)];
        assert!(fits(&review, &moves));
        assert!(!fits(&review[..1], &moves), "a part");
        assert!(!fits(&[judged(1, 0, 500, 400), judged(2, 0, 500, 500)], &moves), "another seat");
        assert!(!fits(&[judged(1, 0, 400, 500), judged(2, 1, 500, 500)], &moves), "after above before");
        assert!(!fits(&[judged(1, 0, 65535, 500), judged(2, 1, 500, 500)], &moves), "a chance above 100 %");
        let wide = Judgement { margin: 1001, ..judged(1, 0, 500, 400) };
        assert!(!fits(&[wide, judged(2, 1, 500, 500)], &moves), "an interval wider than the scale");
    }

    /// A review kept before the judge gave its uncertainty does not read (it is made again); one
    /// kept since reads back as it was.
    #[test]
    fn a_review_kept_without_its_uncertainty_is_made_again() {
        let old = rules::json::parse(r#"[{"step":1,"seat":0,"before":500,"after":400}]"#).unwrap();
        assert_eq!(Vec::<Judgement>::from_tree(&old), None);
        let kept = vec![Judgement { margin: 37, ..judged(1, 0, 500, 400) }];
        assert_eq!(Vec::<Judgement>::from_tree(&kept.to_tree()), Some(kept));
    }
}
