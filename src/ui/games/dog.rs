//! Here Comes the Dog at the table. Everything is public, so there is no curtain: a banner names whose
//! turn it is. The board shows the bonfire's sticks (icon, word and count), the three dice (they roll
//! when thrown, still under reduced motion), every player's sticks, villagers and dogs, and only the
//! moves the rules allow now as big buttons. A round's end pauses on a summary for everyone; the end
//! shows the ranking with the tie-break that decided each place. Nothing is decided here.

use super::dog_text::DogText;
use crate::rules::dog::dice::Dice;
use crate::rules::dog::ranking::DogOutcome;
use crate::rules::dog::stick::{Stick, Sticks};
use crate::rules::dog::view::{DogView, PhaseView, SeatView};
use crate::rules::dog::village::Repel;
use crate::rules::dog::{Dog, DogAction, DogEvent, DogIllegal, ROUNDS};
use crate::rules::{PlayerId, RuleError};
use crate::ui::home::Home;
use crate::ui::i18n::Strings;
use crate::ui::session::{Session, Stage, TableGame};
use crate::ui::table::Seated;
use crate::ui::{resume, top_bar, undo, AppState};
use leptos::prelude::*;

impl TableGame for Dog {
    /// Every stick is held in the open: the device goes round without a curtain.
    const SECRETS: bool = false;

    /// A round's end is shown to everybody before the next round starts.
    fn pauses_after(events: &[DogEvent]) -> bool {
        events.iter().any(|e| matches!(e, DogEvent::RoundEnded { .. }))
    }
}

/// The screen for the game in progress.
#[component]
pub fn Play() -> impl IntoView {
    let state = AppState::get();
    move || {
        let lang = state.lang.get();
        state.game.with(|g| match g.as_ref().and_then(Dog::of) {
            Some(s) => screen(s, lang.t(), lang.dog()).into_any(),
            None => Home().into_any(),
        })
    }
}

fn screen(s: &Session<Dog>, t: &'static Strings, d: &'static DogText) -> AnyView {
    let v = s.view();
    let heading = format!("{} · {}", t.games[1].name, (d.round_of)(v.round, ROUNDS));
    let body = match s.stage() {
        Stage::Private(seat) => board(s, &v, seat, t, d).into_any(),
        Stage::Pause => round_summary(s, d).into_any(),
        Stage::Over => end_screen(s, &v, t, d).into_any(),
        // Never shown: this game has no curtain.
        Stage::Curtain(_) => Home().into_any(),
    };
    view! { {top_bar(heading, true)} {body} }.into_any()
}

fn act(action: DogAction) {
    AppState::get().update::<Dog>(|s| {
        let _ = s.act(action);
    });
}

/// A stick's picture: a shape per kind (never colour alone) next to its word.
fn stick_icon(stick: Stick) -> impl IntoView {
    let shape = match stick {
        Stick::Meat => view! {
            <svg viewBox="0 0 24 24" aria-hidden="true" class="icon">
                <ellipse cx="10" cy="10" rx="7.5" ry="6.5" fill="#b4442c" />
                <rect x="13" y="15.5" width="9" height="3.4" rx="1.7" transform="rotate(40 17 17)" fill="#f6ead8" stroke="#7a5b3a" />
            </svg>
        }
        .into_any(),
        Stick::Charcoal => view! {
            <svg viewBox="0 0 24 24" aria-hidden="true" class="icon">
                <rect x="3" y="8" width="18" height="9" rx="2.5" fill="#3b3b3b" />
                <path d="M7 10v5M12 10v5M17 10v5" stroke="#777" stroke-width="1.4" />
            </svg>
        }
        .into_any(),
        Stick::Fire => view! {
            <svg viewBox="0 0 24 24" aria-hidden="true" class="icon">
                <path d="M12 2c1 4 6 6.5 6 12a6 6 0 0 1-12 0c0-3 1.8-5 3-7 .2 2 1.2 3.2 2.4 3.4C11 7.6 11 5 12 2z" fill="#f07a1a" />
                <path d="M12 11c.6 2 3 3 3 5a3 3 0 0 1-6 0c0-1.3.8-2.3 1.6-3 .1 1 .6 1.5 1.1 1.6-.2-1.4 0-2.6.3-3.6z" fill="#ffd15c" />
            </svg>
        }
        .into_any(),
    };
    view! { <span class=format!("stick {}", key(stick))>{shape}</span> }
}

fn key(stick: Stick) -> &'static str {
    match stick {
        Stick::Meat => "meat",
        Stick::Charcoal => "charcoal",
        Stick::Fire => "fire",
    }
}

/// The three kinds with their counts, icon + word + number.
fn stick_counts(d: &'static DogText, sticks: Sticks, class: &'static str) -> impl IntoView {
    view! {
        <ul class=format!("sticks {class}")>
            {Stick::ALL.map(|stick| view! {
                <li class=key(stick) data-stick=key(stick) data-count=sticks.get(stick)>
                    {stick_icon(stick)}
                    <span class="word">{(d.stick)(stick)}</span>
                    <span class="count">{sticks.get(stick)}</span>
                </li>
            }).into_iter().collect_view()}
        </ul>
    }
}

/// "2 meat + 1 fire".
fn sticks_text(d: &DogText, sticks: Sticks) -> String {
    (d.sticks_list)(&Stick::ALL.map(|s| (s, sticks.get(s))))
}

fn dice_view(s: &Session<Dog>, d: &'static DogText, dice: Option<(PlayerId, Dice)>, rolling: bool) -> impl IntoView {
    view! {
        <section class="dice" aria-label=d.dice>
            {match dice {
                Some((roller, Dice(faces))) => view! {
                    <p class="roller">{(d.roll_of)(s.name(roller))}</p>
                    <div class="faces-row">
                        {faces.iter().enumerate().map(|(i, &stick)| view! {
                            <span class="die" class:rolling=rolling style=format!("--i:{i}") data-face=key(stick)>
                                {stick_icon(stick)}<span class="word">{(d.stick)(stick)}</span>
                            </span>
                        }).collect_view()}
                    </div>
                }.into_any(),
                None => view! { <span class="hint">{d.dice_not_rolled}</span> }.into_any(),
            }}
        </section>
    }
}

fn villagers(d: &'static DogText, seat: &SeatView) -> impl IntoView {
    let figures = (0..crate::rules::dog::village::VILLAGERS)
        .map(|i| {
            let class = if i < seat.standing {
                "villager standing"
            } else if i < seat.life {
                "villager fallen"
            } else {
                "villager gone"
            };
            view! { <span class=class aria-hidden="true"></span> }
        })
        .collect_view();
    view! {
        <span class="villagers" data-standing=seat.standing data-life=seat.life>
            {figures}<span class="word">{(d.villagers)(seat.standing, seat.life)}</span>
        </span>
    }
}

fn seats_view(s: &Session<Dog>, v: &DogView, d: &'static DogText) -> impl IntoView {
    let rows = v
        .seats
        .iter()
        .map(|(p, seat)| {
            view! {
                <li class="dog-seat" class:to-act=seat.to_act class:out=seat.out data-seat=p.index()
                    data-dogs=seat.dogs data-out=seat.out.to_string()>
                    <span class="seat-head">
                        <span class="seat-name">
                            {s.name(p).to_string()}
                            {seat.out.then(|| view! { <span class="badge out">{d.out}</span> })}
                        </span>
                        <span class="dogs">{(d.dogs)(seat.dogs)}</span>
                    </span>
                    {villagers(d, seat)}
                    {stick_counts(d, seat.hand, "small")}
                </li>
            }
        })
        .collect_view();
    view! { <ul class="dog-seats" aria-label=d.players>{rows}</ul> }
}

/// What the player to act is asked to do, in one line.
fn instruction(d: &'static DogText, v: &DogView) -> String {
    match v.phase {
        PhaseView::Turn { reroll: true } => d.do_reroll.to_string(),
        PhaseView::Turn { reroll: false } => d.do_turn.to_string(),
        PhaseView::Take => d.do_take.to_string(),
        PhaseView::Steal => d.do_steal.to_string(),
        PhaseView::Repel { dogs, .. } => (d.do_repel)(dogs),
        PhaseView::Rolling | PhaseView::Over => String::new(),
    }
}

/// The moves the rules allow now, as big buttons, in the rules' own order.
fn actions(s: &Session<Dog>, v: &DogView, d: &'static DogText) -> impl IntoView {
    let mut exchanges = Vec::new();
    let mut steals: Vec<(PlayerId, Vec<(usize, Stick)>)> = Vec::new();
    let mut main = Vec::new();
    for (i, &action) in v.legal.iter().enumerate() {
        let button = |label: String, class: &'static str| {
            view! {
                <button class=class data-action=i on:click=move |_| act(action)>{label}</button>
            }
            .into_any()
        };
        match action {
            DogAction::Roll => {
                let label = if v.phase == (PhaseView::Turn { reroll: true }) { d.roll_again } else { d.roll };
                main.push(button(label.to_string(), "primary big roll"));
            }
            DogAction::Exchange(e) => exchanges.push(button((d.exchange)(e).to_string(), "exchange")),
            DogAction::Take(sticks) => {
                let label = format!("{} {}", d.take, sticks_text(d, sticks));
                main.push(
                    view! {
                        <button class="primary big take" data-action=i on:click=move |_| act(action)>
                            {sticks.each().map(stick_icon).collect_view()}<span>{label}</span>
                        </button>
                    }
                    .into_any(),
                );
            }
            DogAction::Steal { from, stick } => match steals.iter_mut().find(|(p, _)| *p == from) {
                Some((_, list)) => list.push((i, stick)),
                None => steals.push((from, vec![(i, stick)])),
            },
            DogAction::Repel(repel) => main.push(repel_button(d, v, i, repel)),
            DogAction::Dice(_) => {}
        }
    }
    let steals = steals
        .into_iter()
        .map(|(from, list)| {
            view! {
                <div class="steal-from" data-from=from.index()>
                    <h3>{(d.steal_from)(s.name(from))}</h3>
                    <div class="choices">
                        {list.into_iter().map(|(i, stick)| view! {
                            <button class="big steal" data-action=i
                                on:click=move |_| act(DogAction::Steal { from, stick })>
                                {stick_icon(stick)}<span>{(d.stick)(stick)}</span>
                            </button>
                        }).collect_view()}
                    </div>
                </div>
            }
        })
        .collect_view();
    view! {
        <section class="moves">
            <div class="choices">{main}</div>
            {steals}
            {(!exchanges.is_empty()).then(|| view! {
                <p class="hint">{d.or_exchange}</p>
                <div class="choices exchanges">{exchanges}</div>
            })}
        </section>
    }
}

fn repel_button(d: &'static DogText, v: &DogView, i: usize, repel: Repel) -> AnyView {
    let (proposed, fall) = match &v.phase {
        PhaseView::Repel { proposed, outcomes, .. } => {
            (*proposed == repel, outcomes.iter().find(|(r, _)| *r == repel).map(|(_, f)| *f))
        }
        _ => (false, None),
    };
    let label = fall.map(|f| (d.repel_option)(repel, &f)).unwrap_or_default();
    view! {
        <button class=if proposed { "primary big repel" } else { "big repel" } data-action=i
            data-proposed=proposed.to_string() on:click=move |_| act(DogAction::Repel(repel))>
            <span>{label}</span>
            {proposed.then(|| view! { <span class="badge">{d.proposed}</span> })}
        </button>
    }
    .into_any()
}

/// One line of public news.
fn news_line(d: &DogText, s: &Session<Dog>, event: &DogEvent) -> Option<String> {
    let name = |p: PlayerId| s.name(p).to_string();
    Some(match *event {
        DogEvent::Rolled { seat, dice } => {
            format!("{}: {}", (d.rolled)(&name(seat)), dice.0.map(|st| (d.stick)(st)).join(" · "))
        }
        DogEvent::Took { seat, sticks } => (d.took)(&name(seat), &sticks_text(d, sticks)),
        DogEvent::Exchanged { seat, exchange } => (d.exchanged)(&name(seat), (d.exchange)(exchange)),
        DogEvent::Stole { seat, from, stick } => (d.stole)(&name(seat), (d.stick)(stick), &name(from)),
        DogEvent::NobodyToRob { seat } => (d.nobody_to_rob)(&name(seat)),
        DogEvent::Happening { seat, happening } => (d.happening_by)(&name(seat), (d.happening)(happening)),
        DogEvent::Fed { seat, dogs, meat } => (d.fed)(&name(seat), dogs, meat),
        DogEvent::Attacked { seat, dogs, repel, fall } => {
            let mut line = (d.attacked)(&name(seat), dogs, repel.dogs(), fall.fell);
            if fall.out {
                line = format!("{line} {}", (d.went_out)(&name(seat)));
            } else if fall.reset {
                line = format!("{line} {}", (d.lost_dogs)(&name(seat), fall.dogs_lost, fall.standing));
            }
            line
        }
        DogEvent::FireReturned { seat, fire } => (d.fire_returned)(&name(seat), fire),
        DogEvent::RollAgain { seat } => (d.rolls_again)(&name(seat)),
        DogEvent::RoundEnded { round, end } => (d.round_ended)(round, (d.round_end)(end)),
        DogEvent::RoundStarted { round, first } => (d.round_started)(round, &name(first)),
        DogEvent::GameEnded => d.game_ended.to_string(),
    })
}

fn news_list(d: &'static DogText, s: &Session<Dog>, events: &[DogEvent], class: &'static str) -> impl IntoView {
    let lines: Vec<(String, &'static str)> = events
        .iter()
        .filter_map(|e| {
            let kind = match e {
                DogEvent::Happening { .. } => "happening",
                DogEvent::Stole { .. } => "steal",
                DogEvent::Exchanged { .. } => "exchange",
                DogEvent::Attacked { fall, .. } if fall.out || fall.reset => "reset",
                DogEvent::RoundEnded { .. } | DogEvent::RoundStarted { .. } => "round",
                _ => "",
            };
            news_line(d, s, e).map(|line| (line, kind))
        })
        .collect();
    view! {
        <ul class=format!("news-list {class}")>
            {lines.into_iter().map(|(line, kind)| view! { <li class=kind data-kind=kind>{line}</li> }).collect_view()}
        </ul>
    }
}

fn board(s: &Session<Dog>, v: &DogView, seat: PlayerId, t: &'static Strings, d: &'static DogText) -> impl IntoView {
    let rolling = s.last_events().iter().any(|e| matches!(e, DogEvent::Rolled { .. }));
    let refusal = s.refusal().map(|e| refusal_text(t, d, e));
    let undo_by = s.undoable_by().map(|p| s.name(p).to_string());
    let recent = s.recent_for(seat);
    view! {
        <main class="dog private" data-seat=seat.index() data-round=v.round>
            <h1 class="turn-banner" data-turn=seat.index()>{(d.turn_of)(s.name(seat))}</h1>
            <p class="do">{instruction(d, v)}</p>
            {refusal.map(|r| view! { <p class="refusal" role="alert">{r}</p> })}
            <div class="camp">
                <section class="bonfire" aria-label=d.bonfire>
                    <h2>{d.bonfire}</h2>
                    {stick_counts(d, v.bonfire, "big")}
                    {v.supply.map(|n| view! { <p class="hint">{(d.supply)(n)}</p> })}
                </section>
                {dice_view(s, d, v.dice, rolling)}
            </div>
            {actions(s, v, d)}
            {undo_by.map(|who| view! {
                <button class="ghost undo" on:click={move |_| undo::<Dog>()}>{(d.undo)(&who)}</button>
            })}
            {(!recent.is_empty()).then(|| view! {
                <section class="latest" aria-label=d.latest>
                    <h2>{d.latest}</h2>
                    {news_list(d, s, recent, "")}
                </section>
            })}
            {seats_view(s, v, d)}
        </main>
    }
}

fn refusal_text(t: &Strings, d: &DogText, e: &RuleError<DogIllegal>) -> String {
    match e {
        RuleError::Illegal(why) => (d.refusal)(why),
        RuleError::NotYourTurn { .. } => t.not_your_turn.to_string(),
        RuleError::GameOver => t.game_is_over.to_string(),
    }
}

/// The public pause after a round: what the round's end did to each player.
fn round_summary(s: &Session<Dog>, d: &'static DogText) -> impl IntoView {
    let events = s.last_events();
    let from = events.iter().position(|e| matches!(e, DogEvent::RoundEnded { .. })).unwrap_or(0);
    let (ended, next) = match events[from..].iter().find_map(|e| match *e {
        DogEvent::RoundStarted { round, .. } => Some(round),
        _ => None,
    }) {
        Some(next) => (next - 1, next),
        None => (ROUNDS, ROUNDS),
    };
    let affected = events[from..].iter().any(|e| matches!(e, DogEvent::Fed { .. } | DogEvent::Attacked { .. }));
    view! {
        <main class="dog pause" data-round-ended=ended>
            <h1>{(d.summary_title)(ended)}</h1>
            {news_list(d, s, &events[from..], "summary")}
            {(!affected).then(|| view! { <p class="hint">{d.nothing_happened}</p> })}
            {seats_view(s, &s.view(), d)}
            <div class="actions">
                <button class="primary big" on:click={move |_| resume::<Dog>()}>{(d.next_round)(next)}</button>
            </div>
        </main>
    }
}

fn end_screen(s: &Session<Dog>, v: &DogView, t: &'static Strings, d: &'static DogText) -> impl IntoView {
    let state = AppState::get();
    let Some(outcome) = s.outcome() else { return view! { <main></main> }.into_any() };
    let winners: Vec<String> = outcome.winners().map(|p| s.name(p).to_string()).collect();
    let lone = v.seats.values().iter().filter(|seat| !seat.out).count() == 1 && v.seats.values().iter().any(|x| x.out);
    let rows = ranking_rows(s, d, &outcome);
    let last = s.last_events();
    let from = last.iter().position(|e| matches!(e, DogEvent::RoundEnded { .. } | DogEvent::Happening { .. }));
    let names = s.names().to_vec();
    let options = s.options().clone();
    let again = move |names, options| state.play_again::<Dog>(names, options);
    view! {
        <main class="dog end">
            <section class="result won" data-winners=winners.join(",")>
                <h1>{(d.wins)(&winners.join(" & "))}</h1>
                {lone.then(|| view! { <p>{d.lone_survivor}</p> })}
                <h2>{d.ranking}</h2>
                <table class="ranking">
                    <thead><tr>
                        <th>{d.place}</th><th>{d.player}</th><th>{d.dogs_col}</th><th>{d.villagers_col}</th>
                        <th>{d.sticks_held}</th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </section>
            {from.map(|i| view! { <section class="latest">{news_list(d, s, &last[i..], "summary")}</section> })}
            <div class="actions">
                <button class="primary big" on:click=move |_| again(names.clone(), options.clone())>{t.play_again}</button>
            </div>
            <p class="hint">{(t.seed_was)(s.seed())}</p>
        </main>
    }
    .into_any()
}

fn ranking_rows(s: &Session<Dog>, d: &'static DogText, outcome: &DogOutcome) -> impl IntoView {
    outcome
        .placings
        .iter()
        .map(|p| {
            let st = p.standing;
            view! {
                <tr data-seat=p.seat.index() data-place=p.place>
                    <td class="place">{p.place}</td>
                    <td class="who">
                        {s.name(p.seat).to_string()}
                        {p.by.map(|b| view! { <span class="decider">{d.decided}": "{(d.decider)(b)}</span> })}
                    </td>
                    <td class="dogs">{st.dogs}</td>
                    <td>{st.villagers}</td>
                    <td>{st.sticks}</td>
                </tr>
            }
        })
        .collect_view()
}
