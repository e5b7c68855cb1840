//! Bremen at the table: the private board (your hand sorted by animal and number, legal tiles
//! highlighted, the others disabled with the reason on tap), the public trick result before every
//! hand-over, and the end screen with the failed condition spelled out and every trick replayed.
//! Rules come only from the session's view; nothing is decided here.

use crate::rules::bremen::tile::{Animal, Tile};
use crate::rules::bremen::trick::CompletedTrick;
use crate::rules::bremen::view::{BremenView, HandView};
use crate::rules::bremen::{Bremen, BremenAction, BremenEvent, BremenIllegal};
use crate::rules::{PlayerId, RuleError, ToAct};
use crate::ui::curtain::curtain;
use crate::ui::home::Home;
use crate::ui::i18n::Strings;
use crate::ui::session::{Session, Stage, TableGame};
use crate::ui::table::Seated;
use crate::ui::{resume, storage, top_bar, undo, AppState};
use leptos::prelude::*;

impl TableGame for Bremen {
    /// Hands are secret: the device is handed over behind the curtain.
    const SECRETS: bool = true;

    /// Everyone sees who won a trick before the device moves on.
    fn pauses_after(events: &[BremenEvent]) -> bool {
        events.iter().any(|e| matches!(e, BremenEvent::TrickWon { .. }))
    }
}

/// The screen for the game in progress.
#[component]
pub fn Play() -> impl IntoView {
    let state = AppState::get();
    move || {
        let t = state.lang.get().t();
        state.game.with(|g| match g.as_ref().and_then(Bremen::of) {
            Some(s) => screen(s, t).into_any(),
            None => Home().into_any(),
        })
    }
}

fn screen(s: &Session<Bremen>, t: &'static Strings) -> AnyView {
    let state = AppState::get();
    let view = s.view();
    // The trick being played; on a result, the trick just won; at the end, just the game.
    let trick = match s.stage() {
        Stage::Pause => Some(finished_tricks(&view)),
        Stage::Over => None,
        _ => Some(view.trick_number),
    };
    let heading = match trick {
        Some(n) => format!("{} · {}", t.games[0].name, (t.trick_of)(n, crate::rules::bremen::TRICKS)),
        None => t.games[0].name.to_string(),
    };
    let body = match s.stage() {
        Stage::Curtain(seat) => {
            let news = s.news_for(seat).iter().map(|e| news_line(t, s, e)).collect();
            let undo_by = s.undoable_by().map(|p| s.name(p).to_string());
            let reveal = Callback::new(move |_| state.update::<Bremen>(Session::reveal));
            let undo = Callback::new(move |_| {
                state.update::<Bremen>(|s| {
                    s.undo();
                })
            });
            curtain(s.name(seat).to_string(), news, s.handing_back(), undo_by, reveal, undo).into_any()
        }
        Stage::Private(seat) => board(s, &view, seat, t).into_any(),
        Stage::Pause => trick_result(s, &view, t).into_any(),
        Stage::Over => end_screen(s, &view, t).into_any(),
    };
    view! { {top_bar(heading, true)} {body} }.into_any()
}

/// How many tricks have been won so far.
fn finished_tricks(v: &BremenView) -> u8 {
    if v.outcome.is_some() {
        crate::rules::bremen::TRICKS
    } else {
        v.trick_number - 1
    }
}

fn news_line(t: &Strings, s: &Session<Bremen>, event: &BremenEvent) -> String {
    match *event {
        BremenEvent::Played { seat, tile } => (t.played)(s.name(seat), &t.tile(tile)),
        BremenEvent::TrickWon { number, winner, tiles } => (t.won_trick)(s.name(winner), number, tiles),
        BremenEvent::GameEnded { .. } => t.game_ended.to_string(),
    }
}

fn animal_class(a: Animal) -> &'static str {
    match a {
        Animal::Chicken => "chicken",
        Animal::Donkey => "donkey",
        Animal::Dog => "dog",
        Animal::Cat => "cat",
    }
}

/// A stable code for a tile ("Donkey-7"), for tests and styling hooks.
fn tile_code(tile: Tile) -> String {
    format!("{:?}-{}", tile.animal(), tile.number())
}

fn tile_face(t: &Strings, tile: Tile) -> impl IntoView {
    view! {
        <span class="num">{tile.number()}</span>
        <span class="ani">{(t.animal)(tile.animal())}</span>
    }
}

/// A face-up tile on the table (public).
fn table_tile(t: &Strings, tile: Tile) -> impl IntoView {
    view! { <span class=format!("tile {}", animal_class(tile.animal())) data-tile=tile_code(tile)>{tile_face(t, tile)}</span> }
}

fn refusal_text(t: &Strings, e: &RuleError<BremenIllegal>) -> String {
    match e {
        RuleError::Illegal(BremenIllegal::MustFollow(a)) => (t.must_follow)((t.animal)(*a)),
        RuleError::Illegal(BremenIllegal::NotInHand(_)) => t.not_in_hand.to_string(),
        RuleError::Illegal(BremenIllegal::StillWinnable) => t.still_winnable.to_string(),
        RuleError::Illegal(BremenIllegal::MidTrick) => t.stop_between_tricks.to_string(),
        RuleError::NotYourTurn { .. } => t.not_your_turn.to_string(),
        RuleError::GameOver => t.game_is_over.to_string(),
    }
}

fn hand_count(h: &HandView) -> u8 {
    match h {
        HandView::Hidden { count } => *count,
        HandView::Known(tiles) => tiles.len() as u8,
    }
}

/// True when a name is too long for four seats in one row of a phone (they then sit two by two,
/// so no name is broken inside a word).
fn long_names(names: &[String]) -> bool {
    names.iter().any(|n| n.split_whitespace().any(|word| word.chars().count() > 9))
}

/// The seats around the table: names, the tile each played into this trick, captured counts and the
/// targets each can still end on; the targets, the middle tile and the redeal notice.
fn table(s: &Session<Bremen>, v: &BremenView, t: &'static Strings) -> impl IntoView {
    let targets: Vec<String> = crate::rules::bremen::scoring::targets(v.players).iter().map(u8::to_string).collect();
    let seats = (0..v.players).map(PlayerId::new).map(|p| {
        let reach = &v.reachable[p];
        let reach_view = if reach.is_empty() {
            view! { <span class="reach none">{t.reach_none}</span> }.into_any()
        } else {
            let chips = reach.iter().map(|n| view! { <span class="chip">{*n}</span> }).collect_view();
            view! { <span class="reach"><span class="reach-label">{t.can_reach}" "</span>{chips}</span> }.into_any()
        };
        view! {
            <li class="seat" class:to-act=v.to_act == ToAct::One(p) data-seat=p.index()>
                <span class="seat-name">
                    {s.name(p).to_string()}
                    {(v.trick.leader() == p).then(|| view! { <span class="badge">{t.leads}</span> })}
                </span>
                <span class="slot">{v.trick.played_by(p).map(|tile| table_tile(t, tile))}</span>
                <span class="stats">
                    <strong class="captured">{v.captured[p]}</strong>" "{t.captured}" · "{(t.tiles_in_hand)(hand_count(&v.hands[p]))}
                </span>
                {reach_view}
            </li>
        }
    }).collect_view();
    view! {
        <section class="table">
            <p class="targets">{t.targets}": "{targets.join(" · ")}</p>
            {(!v.counts_possible).then(|| view! { <p class="warning">{t.counts_lost}</p> })}
            {(v.redeals > 0 && v.trick_number == 1).then(|| view! { <p class="notice">{(t.redealt)(v.redeals)}</p> })}
            <ol class="seats" class:long-names=long_names(s.names())>{seats}</ol>
            {v.middle.map(|m| view! { <p class="middle">{t.middle_tile}": "{table_tile(t, m)}</p> })}
        </section>
    }
}

/// The revealed player's screen: the table and their own hand.
fn board(s: &Session<Bremen>, v: &BremenView, seat: PlayerId, t: &'static Strings) -> impl IntoView {
    let state = AppState::get();
    let hand = match &v.hands[seat] {
        HandView::Known(tiles) => tiles.clone(),
        HandView::Hidden { .. } => Vec::new(),
    };
    let hint = match v.trick.led() {
        None => t.lead_any.to_string(),
        Some(a) => (t.follow_if_you_can)((t.animal)(a)),
    };
    let decision_of = decision(v);
    let hint_key = format!("bremen.{}.{}", decision_of.key(), s.name(seat));
    let first_time = RwSignal::new(!storage::hint_seen(&hint_key));
    let seen = {
        let key = hint_key.clone();
        move || {
            if first_time.get_untracked() {
                storage::remember_hint(&key);
                first_time.set(false);
            }
        }
    };
    let tiles = hand
        .into_iter()
        .map(|tile| {
            let legal = v.legal.contains(&tile);
            let class = format!("tile {} {}", animal_class(tile.animal()), if legal { "legal" } else { "blocked" });
            let seen = seen.clone();
            let play = move |_| {
                if legal {
                    seen();
                }
                state.update::<Bremen>(|s| {
                    let _ = s.act(BremenAction::Play(tile));
                })
            };
            view! {
                <button class=class aria-disabled=(!legal).to_string() data-hand-tile=tile_code(tile) on:click=play>
                    {tile_face(t, tile)}
                </button>
            }
        })
        .collect_view();
    view! {
        <main class="bremen private" data-seat=seat.index() data-private-seat=seat.index()>
            <h1 class="turn">{(t.turn_of)(s.name(seat))}</h1>
            {table(s, v, t)}
            <section class="hand" aria-label=t.your_hand data-owner=seat.index()>
                <h2>{t.your_hand}</h2>
                <p class="hint">{hint}</p>
                {move || first_time.get().then(|| {
                    let seen = seen.clone();
                    view! {
                        <div class="first-hint" role="note">
                            <p>{decision_hint(t, decision_of)}</p>
                            <button on:click=move |_| seen()>{t.got_it}</button>
                        </div>
                    }
                })}
                <div class="tiles">{tiles}</div>
                {s.refusal().map(|e| view! { <p class="refusal" role="alert">{refusal_text(t, e)}</p> })}
            </section>
            <p class="talk-rule">{t.no_numbers}</p>
            {v.history.clone().filter(|h| !h.is_empty()).map(|h| view! {
                <section class="history"><h2>{t.history}</h2>{trick_list(s, t, &h)}</section>
            })}
        </main>
    }
}

/// The kinds of decision a player meets in Bremen, each explained once per player the first time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Decision {
    /// Leading a trick: any tile.
    Lead,
    /// Holding the led animal: one of those must be played.
    MustFollow,
    /// Holding none of the led animal: any tile.
    FreeChoice,
}

impl Decision {
    fn key(self) -> &'static str {
        match self {
            Decision::Lead => "lead",
            Decision::MustFollow => "follow",
            Decision::FreeChoice => "free",
        }
    }
}

/// Which decision the viewer faces, read from the rules' legal tiles (never re-deciding the rule).
fn decision(v: &BremenView) -> Decision {
    match v.trick.led() {
        None => Decision::Lead,
        Some(led) if v.legal.iter().any(|t| t.animal() == led) => Decision::MustFollow,
        Some(_) => Decision::FreeChoice,
    }
}

fn decision_hint(t: &Strings, d: Decision) -> &'static str {
    match d {
        Decision::Lead => t.first_lead,
        Decision::MustFollow => t.first_follow,
        Decision::FreeChoice => t.first_free,
    }
}

/// A finished trick's tiles in the order played, each under its player's name, the winner's marked.
fn trick_plays(s: &Session<Bremen>, t: &'static Strings, done: &CompletedTrick) -> impl IntoView {
    let players = s.names().len() as u8;
    let plays = done.trick.plays(players).into_iter().map(|(p, tile)| {
        view! {
            <li class="play" class:winner=p == done.winner>
                <span class="who">{s.name(p).to_string()}</span>{table_tile(t, tile)}
            </li>
        }
    });
    plays.collect_view()
}

/// The finished tricks, each with its plays in order and who won it.
fn trick_list(s: &Session<Bremen>, t: &'static Strings, tricks: &[CompletedTrick]) -> impl IntoView {
    let items = tricks
        .iter()
        .enumerate()
        .map(|(i, done)| {
            view! {
                <li class="trick-line">
                    <span class="trick-no">{i + 1}</span>
                    <ol class="plays">{trick_plays(s, t, done)}</ol>
                    <span class="won-by">{t.winner}": "{s.name(done.winner).to_string()}</span>
                </li>
            }
        })
        .collect_view();
    view! { <ol class="tricks">{items}</ol> }
}

/// The public result of the trick just won, before the device moves on.
fn trick_result(s: &Session<Bremen>, v: &BremenView, t: &'static Strings) -> impl IntoView {
    let done = v.last_trick.clone();
    let headline = done.as_ref().map(|d| (t.trick_won_by)(s.name(d.winner), finished_tricks(v))).unwrap_or_default();
    let plays = done.as_ref().map(|d| trick_plays(s, t, d));
    let undo_by = s.undoable_by().map(|p| s.name(p).to_string());
    // Lost on counts: everybody may see the result now rather than play the rest out.
    let stop = move |_| {
        AppState::get().update::<Bremen>(|s| {
            let _ = s.act_for_table(BremenAction::StopLost);
        })
    };
    // The way on sits under the headline, away from the hand that played the last tile (lower down)
    // and from the next curtain's "I am X"; taking the tile back is at the bottom.
    view! {
        <main class="bremen pause">
            <h1 class="turn">{headline}</h1>
            <div class="actions">
                {v.can_stop.then(|| view! { <button class="big see-result" on:click=stop>{t.see_result}</button> })}
                <button class="primary big" on:click={move |_| resume::<Bremen>()}>
                    {if v.can_stop { t.play_on } else { t.continue_ }}
                </button>
            </div>
            <ol class="result-plays">{plays}</ol>
            {table(s, v, t)}
            {undo_by.map(|who| view! {
                <div class="actions">
                    <button class="ghost undo" on:click={move |_| undo::<Bremen>()}>{(t.undo_mine)(&who)}</button>
                </div>
            })}
        </main>
    }
}

/// Win or loss with the reasons, score and title, then every hand and every trick for the debrief.
fn end_screen(s: &Session<Bremen>, v: &BremenView, t: &'static Strings) -> impl IntoView {
    let state = AppState::get();
    let Some(o) = s.outcome() else { return view! { <main class="end"></main> }.into_any() };
    let join_with = |xs: &[u8], sep: &str| xs.iter().map(u8::to_string).collect::<Vec<_>>().join(sep);
    let join = |xs: &[u8]| join_with(xs, t.list_sep);
    let captured_attr = join_with(o.captured.values(), ", ");
    let rows = (0..v.players)
        .map(PlayerId::new)
        .map(|p| {
            view! {
                <tr>
                    <th scope="row">{s.name(p).to_string()}</th>
                    <td class="captured">{o.captured[p]}</td>
                    {o.last_tiles.as_ref().map(|last| view! { <td>{table_tile(t, last[p])}</td> })}
                </tr>
            }
        })
        .collect_view();
    let dealt =
        v.dealt.clone().map(|hands| {
            hands.iter().map(|(p, tiles)| view! {
        <li class="dealt">
            <span class="who">{s.name(p).to_string()}</span>
            <span class="tiles small">{tiles.iter().map(|&tile| table_tile(t, tile)).collect_view()}</span>
        </li>
    }).collect_view()
        });
    let names = s.names().to_vec();
    let options = s.options().clone();
    let again = move |_| state.play_again::<Bremen>(names.clone(), options.clone());
    view! {
        <main class="end">
            <section class="result" class:won=o.won() data-won=o.won().to_string() data-captured=captured_attr
                data-score=o.score.map(|sc| sc.points.to_string()).unwrap_or_default()>
                <h1>{if o.won() { t.band_wins } else { t.band_loses }}</h1>
                {o.score.map(|sc| view! {
                    <p class="score">{(t.score_is)(sc.points)}</p>
                    <p class="title">{(t.title)(sc.title)}</p>
                })}
                {(o.tricks_played < crate::rules::bremen::TRICKS).then(|| view! {
                    <p class="failure stopped">{(t.stopped_after)(o.tricks_played)}</p>
                })}
                {o.counts_failure.as_ref().map(|f| view! { <p class="failure">{(t.counts_failed)(&join(&f.got), &join(&f.needed))}</p> })}
                {o.animals_failure.as_ref().map(|f| {
                    let animals: Vec<&str> = f.repeated.iter().map(|&a| (t.animal)(a)).collect();
                    view! { <p class="failure">{(t.animals_failed)(&animals.join(t.list_sep))}</p> }
                })}
                <table class="final">
                    <thead><tr>
                        <th scope="col">{t.player}</th><th scope="col">{t.captured}</th>
                        {o.last_tiles.is_some().then(|| view! { <th scope="col">{t.last_tile}</th> })}
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table>
                {o.middle.map(|m| view! { <p class="middle">{t.middle_tile}": "{table_tile(t, m)}</p> })}
            </section>
            <section class="replay">
                <h2>{t.dealt_hands}</h2>
                <ul class="dealt-hands">{dealt}</ul>
                <h2>{t.tricks_replay}</h2>
                {v.history.clone().map(|h| trick_list(s, t, &h))}
            </section>
            <div class="actions">
                <button class="primary big" on:click=again>{t.play_again}</button>
            </div>
            <p class="hint">{(t.seed_was)(s.seed())}</p>
        </main>
    }.into_any()
}
