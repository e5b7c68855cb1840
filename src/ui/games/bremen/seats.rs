//! Bremen's table: the tiles as they lie face up (rulebook: 52 tiles, four animals numbered 1–13) and
//! the seats around the table with the tile each played into this trick, their captured count and
//! the targets each can still end on (rulebook: 24, 16, 8 and 0 with four players).

use super::text::BremenText;
use crate::ui::model::session::Session;
use crate::ui::table::kit;
use crate::ui::words::fill;
use leptos::prelude::*;
use rules::bremen::scoring::targets;
use rules::bremen::tile::{Animal, Tile};
use rules::bremen::view::{BremenView, HandView};
use rules::bremen::Bremen;
use rules::{PlayerId, ToAct};

/// The class that colours an animal's tiles (with a shape per animal in the stylesheet).
pub fn animal_class(a: Animal) -> &'static str {
    match a {
        Animal::Chicken => "chicken",
        Animal::Donkey => "donkey",
        Animal::Dog => "dog",
        Animal::Cat => "cat",
    }
}

/// A stable code for a tile ("Donkey-7"), for tests and styling hooks.
pub fn tile_code(tile: Tile) -> String {
    format!("{:?}-{}", tile.animal(), tile.number())
}

/// A tile's face: its number large over its animal's picture (a shape per animal as well as a
/// colour, so no meaning rests on colour alone); the animal's name is there for screen readers.
pub fn tile_face(t: &BremenText, tile: Tile) -> AnyView {
    view! {
        <span class="num">{tile.number()}</span>
        <span class="art" aria-hidden="true"></span>
        <span class="ani visually-hidden">{t.animal(tile.animal())}</span>
    }
    .into_any()
}

/// A face-up tile on the table (public).
pub fn table_tile(t: &BremenText, tile: Tile) -> AnyView {
    view! { <span class=format!("tile {}", animal_class(tile.animal())) data-tile=tile_code(tile)>{tile_face(t, tile)}</span> }
        .into_any()
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

/// The targets each seat can still end on.
fn reach(t: &'static BremenText, reach: &[u8]) -> AnyView {
    if reach.is_empty() {
        return view! { <span class="reach none">{t.reach_none()}</span> }.into_any();
    }
    let chips = reach.iter().map(|n| view! { <span class="chip">{*n}</span> }).collect_view();
    view! { <span class="reach"><span class="reach-label">{t.can_reach()}" "</span>{chips}</span> }.into_any()
}

/// The tile a seat played into the trick on the table: its place in the play order, marked while it
/// is the one taking the trick (rulebook: the highest chicken, else the highest of the led animal);
/// the latest one arrives with a short move from the hand's edge.
fn played(t: &'static BremenText, v: &BremenView, seat: PlayerId) -> Option<AnyView> {
    let tile = v.trick.played_by(seat)?;
    let plays = v.trick.plays(v.players);
    let order = plays.iter().position(|&(p, _)| p == seat).map_or(0, |i| i + 1);
    let latest = plays.last().map(|&(p, _)| p) == Some(seat);
    let winning = v.trick.winner() == Some(seat);
    Some(
        view! {
            <span class="played" class:latest=latest class:winning=winning data-order=order>
                {table_tile(t, tile)}
                <span class="order" aria-label=t.played_at(order)>{order}</span>
                {winning.then(|| view! { <span class="taking">{t.taking()}</span> })}
            </span>
        }
        .into_any(),
    )
}

/// The seats around the table: names, the tile each played into this trick, captured counts and the
/// targets each can still end on; the targets (with the redeal, on the first trick), the middle tile.
pub fn table(s: &Session<Bremen>, v: &BremenView, t: &'static BremenText) -> AnyView {
    let targets: Vec<String> = targets(v.players).iter().map(u8::to_string).collect();
    let seats = (0..v.players)
        .map(PlayerId::new)
        .map(|p| {
            let badges = if v.trick.leader() == p { vec![("lead", t.leads())] } else { Vec::new() };
            let body = view! {
                <span class="slot">{played(t, v, p)}</span>
                <span class="stats">
                    <strong class="captured">{v.captured[p]}</strong>" "{t.captured()}" · "{fill(t.tiles_in_hand(), &[&hand_count(&v.hands[p]).to_string()])}
                </span>
                {reach(t, &v.reachable[p])}
            };
            let name = s.name(p).to_string();
            let lit = v.to_act == ToAct::One(p);
            kit::SeatPanel { seat: p, name, lit, dimmed: false, badges, aside: None, body: body.into_any() }.view()
        })
        .collect_view();
    view! {
        <section class="table">
            <p class="targets">
                {t.targets()}": "{targets.join(" · ")}
                {(v.redeals > 0 && v.trick_number == 1).then(|| view! { " " <span class="redealt">{fill(t.redealt(), &[&v.redeals.to_string()])}</span> })}
            </p>
            {(!v.counts_possible).then(|| view! { <p class="warning">{t.counts_lost()}</p> })}
            <ol class="seats" class:long-names=long_names(s.names())>{seats}</ol>
            {v.middle.map(|m| view! { <p class="middle">{t.middle_tile()}": "{table_tile(t, m)}</p> })}
        </section>
    }
    .into_any()
}
