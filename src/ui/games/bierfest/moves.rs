//! The revealed player's hand and the moves the rules allow now, as buttons (rulebook: draw 1, then
//! draw up to 3 more and return up to drawn − 1, or play one set, or stop; in a toast, one beer-only
//! set, then a card of your area for each toast in hand; at the final toast, decline this turn's
//! cards). Nothing is decided here: every button is one of the view's legal moves, but for a beer held
//! alone, offered as the set it cannot make so that a tap says why.

use super::news::set_words;
use super::table::{chip, kind_code, tally_cards};
use super::text::{kind_name, text, BierfestText};
use crate::ui::context::Play;
use crate::ui::model::session::Session;
use crate::ui::table::kit;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::bierfest::area::SetPlay;
use rules::bierfest::card::{Kind, FOOD_TYPES};
use rules::bierfest::values::CardValues;
use rules::bierfest::view::{BierfestView, Private};
use rules::bierfest::{Bierfest, BierfestAction, BierfestIllegal, Phase, Step, MOST_DRAWN};
use rules::PlayerId;

fn act(action: BierfestAction) {
    Play::get().update::<Bierfest>(|s| {
        let _ = s.act(action);
    });
}

/// The player's hand, grouped by beer with the food in hand that goes with it, then the rest.
pub(super) fn hand_pieces(values: &CardValues, mine: &Private, lang: Lang) -> AnyView {
    let t = text(lang);
    let held = tally_cards(&mine.hand);
    if held.is_empty() {
        return view! { <p class="hint">{t.empty_hand()}</p> }.into_any();
    }
    let food_in_hand: Vec<(Kind, usize)> = held.iter().copied().filter(|(k, _)| matches!(k, Kind::Food(_))).collect();
    // Fanned: each kind's stack turned by its place from the middle of the hand (`--f`).
    let middle = held.len() as i32 - 1;
    let rows = held.iter().enumerate().map(|(i, &(kind, n))| {
        let pairs: Vec<String> = match kind {
            Kind::Beer(b) => food_in_hand
                .iter()
                .filter(|(f, _)| matches!(f, Kind::Food(f) if values.pairs(*f, b)))
                .map(|&(f, _)| kind_name(values, f, lang).to_string())
                .collect(),
            _ => Vec::new(),
        };
        view! {
            <li class="hand-row" style=format!("--f:{}", 2 * i as i32 - middle)>
                {chip(values, kind, n, lang)}
                {(!pairs.is_empty()).then(|| view! { <span class="pairs">{t.pairs_with()}" "{pairs.join(", ")}</span> })}
            </li>
        }
    });
    view! { <ul class="hand-rows">{rows.collect_view()}</ul> }.into_any()
}

/// A lone person's hand while the bots play: to look at, not to play from.
pub fn watching(s: &Session<Bierfest>, v: &BierfestView, lang: Lang) -> Option<AnyView> {
    let mine = v.mine.as_ref()?;
    let t = text(lang);
    Some(
        view! {
            <section class="hand watching" aria-label=t.your_hand()>
                <h2>{t.your_hand()}</h2>
                {hand_pieces(&s.options().values, mine, lang)}
            </section>
        }
        .into_any(),
    )
}

/// What the player knows of the deck: the cards they put back, top first, and who drew the others.
pub(super) fn deck_knowledge(s: &Session<Bierfest>, values: &CardValues, mine: &Private, lang: Lang) -> AnyView {
    let t = text(lang);
    let top = (!mine.returned.is_empty()).then(|| {
        let cards = mine.returned.iter().map(|&(at, card)| {
            view! {
                <li data-at=at data-kind=kind_code(card.kind())>
                    {chip(values, card.kind(), 1, lang)}
                    {(at == 1).then(|| view! { <span class="badge">{t.drawn_first()}</span> })}
                </li>
            }
        });
        view! { <div class="deck-top"><h3>{t.deck_top()}</h3><ol>{cards.collect_view()}</ol></div> }
    });
    let drawn = mine
        .returned_drawn
        .iter()
        .map(|&(kind, by)| view! { <p class="notice">{fill(t.returned_drawn(), &[s.name(by), kind_name(values, kind, lang)])}</p> })
        .collect_view();
    let declined = (!mine.declined.is_empty())
        .then(|| view! { <p class="hint">{fill(t.declined()[usize::from(mine.declined.len() != 1)], &[&mine.declined.len().to_string()])}</p> });
    view! { {top}{drawn}{declined} }.into_any()
}

/// What the player is asked to do now, in one line.
fn instruction(t: &BierfestText, phase: Phase) -> String {
    match phase {
        Phase::Draw(_) => t.do_draw().to_string(),
        Phase::Choose(_) => t.do_choose().to_string(),
        Phase::More { drawn, .. } => fill(t.do_more()[usize::from(drawn - 1 != 1)], &[&(drawn - 1).to_string()]),
        Phase::Return { drawn, returned, .. } => fill(t.do_return(), &[&(drawn - 1 - returned).to_string()]),
        Phase::Toast { step: Step::Decline, .. } => t.do_decline().to_string(),
        Phase::Toast { step: Step::Play, .. } => t.do_toast_play().to_string(),
        Phase::Toast { step: Step::Pay { owed }, .. } => fill(t.do_pay()[usize::from(owed != 1)], &[&owed.to_string()]),
        Phase::Over => String::new(),
    }
}

/// The legal moves as buttons, in the rules' order, each kind of move in its own group.
pub(super) fn buttons(s: &Session<Bierfest>, v: &BierfestView, lang: Lang) -> AnyView {
    let t = text(lang);
    let values = &s.options().values;
    let areas = match v.phase {
        Phase::Toast { current, .. } => v.seats[current].area.clone(),
        _ => Vec::new(),
    };
    let (mut main, mut sets, mut cards) = (Vec::new(), Vec::new(), Vec::new());
    for (i, &action) in v.legal.iter().enumerate() {
        let button = |class: &'static str, body: AnyView| {
            view! { <button class=class data-move=i on:click=move |_| act(action)>{body}</button> }.into_any()
        };
        match action {
            BierfestAction::Draw => {
                let label = match v.phase {
                    Phase::Draw(_) => t.draw().to_string(),
                    Phase::More { drawn, .. } => fill(t.draw_more(), &[&(MOST_DRAWN - drawn).to_string()]),
                    _ => fill(t.draw_more(), &[&(MOST_DRAWN - 1).to_string()]),
                };
                main.push(button(
                    "primary big draw",
                    view! { <span class="art" aria-hidden="true"></span>{label} }.into_any(),
                ));
            }
            BierfestAction::Play(play) => {
                let label = format!("{}: {}", t.play(), set_words(values, play, lang));
                let points = t.points_of(play.score(values) as i32);
                sets.push(button(
                    "set-play",
                    view! { <span>{label}</span><span class="badge">{points}</span> }.into_any(),
                ));
            }
            BierfestAction::Return(kind) => cards.push(button("card-move return", chip(values, kind, 1, lang))),
            BierfestAction::Decline(kind) => {
                let body = view! { {chip(values, kind, 1, lang)}<span class="verb">{t.decline()}</span> };
                cards.push(button("card-move decline", body.into_any()));
            }
            BierfestAction::Remove { set, kind } => {
                let size = areas.get(usize::from(set)).map_or(0, |s| s.cards.len());
                let body = view! {
                    <span class="verb">{t.remove()}</span>{chip(values, kind, 1, lang)}
                    <span class="from">{fill(t.with_set(), &[&(size).to_string()])}</span>
                };
                cards.push(button("card-move remove", body.into_any()));
            }
            BierfestAction::End => main.push(button("big end", view! { {t.end_turn()} }.into_any())),
            BierfestAction::Pass => main.push(button("big pass", view! { {t.pass()} }.into_any())),
            BierfestAction::Keep => main.push(button("big keep", view! { {t.keep()} }.into_any())),
        }
    }
    // A beer held alone makes no set: it is offered too, marked, and a tap says why (2–6 of one beer)
    // and changes nothing, beside the sets that can be played.
    let playing = matches!(v.phase, Phase::Choose(_) | Phase::Toast { step: Step::Play, .. });
    let held = v.mine.as_ref().map(|m| tally_cards(&m.hand)).unwrap_or_default();
    for (kind, _) in held.into_iter().filter(|&(k, n)| playing && n == 1 && matches!(k, Kind::Beer(_))) {
        let Kind::Beer(beer) = kind else { continue };
        let play = BierfestAction::Play(SetPlay { beer, beers: 1, food: [0; FOOD_TYPES as usize] });
        sets.push(
            view! {
                <button class="set-play blocked" aria-disabled="true" on:click=move |_| act(play)>
                    {format!("{}: {} ×1", t.play(), kind_name(values, kind, lang))}
                </button>
            }
            .into_any(),
        );
    }
    let returning = matches!(v.phase, Phase::More { .. } | Phase::Return { .. });
    view! {
        <section class="moves">
            {(!cards.is_empty()).then(|| view! {
                {returning.then(|| view! { <p class="hint">{t.put_back()}</p> })}
                <div class="choices cards">{cards}</div>
            })}
            {(!sets.is_empty()).then(|| view! { <div class="choices sets">{sets}</div> })}
            <div class="choices">{main}</div>
        </section>
    }
    .into_any()
}

/// Why the rules refused a move: its sentence in the game's words.
pub(in crate::ui::games) fn reason(why: &BierfestIllegal) -> kit::Reason {
    let key = match why {
        BierfestIllegal::NotNow => "not_now",
        BierfestIllegal::NotInHand(_) => "not_in_hand",
        BierfestIllegal::NotASet => "not_a_set",
        BierfestIllegal::NoMoreDraws => "no_more_draws",
        BierfestIllegal::NoMoreReturns => "no_more_returns",
        BierfestIllegal::NotDrawnThisTurn(_) => "not_drawn_this_turn",
        BierfestIllegal::NotInArea => "not_in_area",
    };
    (key, "")
}

/// The player's hand: what to do, the hand and what the player knows, and why a move was refused.
pub fn hand(s: &Session<Bierfest>, v: &BierfestView, seat: PlayerId, lang: Lang) -> Option<AnyView> {
    let t = text(lang);
    let values = &s.options().values;
    let mine = v.mine.as_ref()?;
    let hand = kit::Hand {
        owner: seat,
        title: t.your_hand(),
        hint: instruction(t, v.phase),
        pieces: view! { {hand_pieces(values, mine, lang)} {deck_knowledge(s, values, mine, lang)} }.into_any(),
        refusal: kit::refusal(lang, s.refusal(), reason),
    };
    Some(hand.view())
}
