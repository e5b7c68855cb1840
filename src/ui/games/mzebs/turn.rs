//! A turn, in the open (集める → メモをする → 配置する): collect one token from the top of the box
//! (noted on the public tally at once), then place it. The field shows in 3D (turned by dragging or by
//! the view buttons) and from above.

use super::help::{refusal, spot};
use super::map::{map, placing_map};
use super::memo::my_colours;
use super::pieces;
use super::place::{controls, Ghost, Placing};
use super::scene::{draw, Camera, Frame, Voxel};
use super::text::{text, MzebsText};
use crate::ui::coach;
use crate::ui::context::Play;
use crate::ui::model::session::Session;
use crate::ui::table::kit;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::ev::{MouseEvent, PointerEvent};
use leptos::prelude::*;
use rules::json;
use rules::mzebs::field::{Cell, Field};
use rules::mzebs::view::MzebsView;
use rules::mzebs::{Mzebs, MzebsAction, Phase};
use rules::PlayerId;
use wasm_bindgen::JsCast;

/// The screen of the player whose turn it is (public: it shows no secret colours).
pub fn turn_screen(s: &Session<Mzebs>, v: &MzebsView, seat: PlayerId, lang: Lang) -> AnyView {
    let t = text(lang);
    let refusal = refusal(s, lang);
    let last = v.last.as_ref().map(|(_, cells)| cells.clone());
    // Placing: the token in hand, its ghost on the 3D view and the map, the controls. Collecting: the
    // top of the box, the field as it stands.
    let ghost = match v.phase {
        Phase::Place(_, token) => Some((token, expect_context::<Placing>().hold(&v.field, token, last.as_deref()))),
        _ => None,
    };
    let side = v.field.side();
    let coach = coach::coach(s, v, spot);
    // A hint puts the ghost where its placement goes (a token to collect is numbered, and lit so).
    let fill_in: coach::Fill = Box::new(move |action| match (json::from_str(action), ghost) {
        (Ok(MzebsAction::Place { orientation, x, y }), Some((token, g))) => {
            if let Some(ghost) = Ghost::placed(token, orientation, x, y) {
                g.set(ghost);
            }
            vec![("button.place".to_string(), None)]
        }
        _ => Vec::new(),
    });
    let body = view! {
        <p class="hint">{if ghost.is_some() { t.do_place() } else { t.do_collect() }}</p>
        {ghost.map(|(token, _)| view! {
            <p class="holding"><span>{pieces::token(t, token)}</span><span>{fill(t.holding(), &[&t.token_name(token)])}</span></p>
        })}
        {ghost.is_none().then(|| coach.place("box", box_top(t, v, s.options().open_box).into_any(), coach::hint(s, lang, None)))}
        {coach.place("scene", scene(t, v.field.clone(), last.clone(), ghost.map(|(_, g)| g), angle()).into_any(), None)}
        {ghost.map(|(_, g)| view! { {controls(t, g, v.field.clone(), side)} {coach::hint(s, lang, Some(fill_in))} })}
        {refusal}
        {coach.place("map", match ghost {
            Some((_, g)) => placing_map(t, v.field.clone(), g).into_any(),
            None => map(t, &v.field).into_any(),
        }, None)}
    };
    let peek = |_| Play::get().update::<Mzebs>(Session::peek);
    let shown = if s.options().both_tallies { vec![seat, seat.next(2)] } else { vec![seat] };
    let tallies = shown.iter().map(|&p| pieces::tally(t, s.name(p), v.tallies[p])).collect_view();
    view! {
        <main class="mzebs turn" data-seat=seat.index()>
            {kit::banner(fill(t.turn_of(), &[s.name(seat)]), Some(seat))}
            {body}
            <section class="tallies" aria-label=t.tally_hint()>{tallies}</section>
            <div class="actions">
                {kit::undo_button(s, |name| fill(t.undo(), &[name]))}
                <button class="ghost peek" on:click=peek>{t.my_memo()}</button>
            </div>
        </main>
    }
    .into_any()
}

/// What a bot's turn shows of the table: the field as it stands (the last placement lit), the tallies
/// its turn screen would show, and a lone person's own colours.
pub fn bot_table(s: &Session<Mzebs>, v: &MzebsView, bot: PlayerId, lang: Lang) -> AnyView {
    let t = text(lang);
    let last = v.last.as_ref().map(|(_, cells)| cells.clone());
    let shown = if s.options().both_tallies { vec![bot, bot.next(2)] } else { vec![bot] };
    let tallies = shown.iter().map(|&p| pieces::tally(t, s.name(p), v.tallies[p])).collect_view();
    view! {
        {s.lone_person().and_then(|_| my_colours(t, v)).map(|mine| view! { <p class="my-colours">{mine}</p> })}
        {scene(t, v.field.clone(), last, None, angle())}
        <section class="tallies" aria-label=t.tally_hint()>{tallies}</section>
        {map(t, &v.field)}
    }
    .into_any()
}

/// The tokens that may be collected: each a button with the token's picture, colour and shape,
/// numbered by its place among the legal moves (a hint lights it so).
fn box_top(t: &'static MzebsText, v: &MzebsView, open_box: bool) -> impl IntoView {
    let collect = |token| {
        move |_| {
            Play::get().update::<Mzebs>(|s| {
                let _ = s.act(MzebsAction::Collect(token));
            })
        }
    };
    let buttons = v.top.iter().enumerate().map(|(i, &token)| {
        view! {
            <button class="token legal" data-move=i aria-label=t.token_name(token) on:click=collect(token)>
                {pieces::token(t, token)}
            </button>
        }
    });
    let open = open_box.then_some(t.open_box());
    view! {
        <section class="box-top" aria-label=t.box_top()>
            <h2>{t.box_top()}<span class="count">{fill(t.in_box(), &[&v.in_box.to_string()])}</span></h2>
            {open.map(|o| view! { <p class="hint">{o}</p> })}
            <div class="tokens">{buttons.collect_view()}</div>
        </section>
    }
}

/// The game screen's view angle, which its board provides (see the game's entry). Only the game
/// screen asks: a room after the game, built where the board was, would find the board's, gone with
/// it.
pub fn angle() -> RwSignal<Camera> {
    expect_context::<RwSignal<Camera>>()
}

/// The field in 3D with the view buttons; with a ghost, a tap on a column moves it there. The view's
/// angle is `camera`: the game screen's (kept move after move, [`angle`]); a replay's step turns its
/// own.
pub fn scene(
    t: &'static MzebsText,
    field: Field,
    last: Option<Vec<Cell>>,
    ghost: Option<Placing>,
    camera: RwSignal<Camera>,
) -> impl IntoView {
    let side = field.side();
    let centre = f32::from(side) / 2.0;
    // A drag turns the view; a tap (hardly any movement) on a column moves the ghost there.
    let start = StoredValue::new(None::<(i32, i32, Camera)>);
    let dragged = StoredValue::new(false);
    // Where the drawing on show lies, for a tap to find its column.
    let shown = StoredValue::new(Frame::default());
    let drawing = move || {
        let mut voxels = Vec::new();
        for y in 0..side as i8 {
            for x in 0..side as i8 {
                for z in 0..field.height(x, y) {
                    let token = field.at([x, y, z]).expect("a column is solid");
                    let class = if last.as_ref().is_some_and(|l| l.contains(&[x, y, z])) { "last" } else { "" };
                    voxels.push(Voxel { cell: [x, y, z], colour: token.colour(), class });
                }
            }
        }
        let ghost_cells = ghost.map(|g| {
            let g = g.get();
            let (cells, legal) = g.landing(&field);
            let class = if legal.is_ok() { "ghost" } else { "ghost bad" };
            voxels.extend(cells.iter().map(|&cell| Voxel { cell, colour: g.token.colour(), class }));
            cells
        });
        let solid = |c: Cell| {
            let ghosted = ghost_cells.as_ref().is_some_and(|g| g.contains(&c));
            (c[2] >= 0 && field.at(c).is_some()) || ghosted
        };
        let drawing = draw(camera.get(), centre, &voxels, &solid, Some(&field), true);
        shown.set_value(drawing.frame.clone());
        pieces::svg(t, drawing)
    };
    let down = move |ev: PointerEvent| {
        start.set_value(Some((ev.client_x(), ev.client_y(), camera.get_untracked())));
        dragged.set_value(false);
    };
    let drag = move |ev: PointerEvent| {
        if let Some((x, y, from)) = start.get_value() {
            let (dx, dy) = (ev.client_x() - x, ev.client_y() - y);
            if dx.abs() + dy.abs() > 6 {
                dragged.set_value(true);
                camera.set(from.moved(dx as f32 * 0.5, dy as f32 * 0.3));
            }
        }
    };
    let up = move |_| start.set_value(None);
    let tap = move |ev: MouseEvent| {
        let svg = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()?.first_element_child());
        let column = svg.and_then(|svg| shown.with_value(|f| f.column_tapped(pieces::tapped_at(&ev, &svg))));
        if let (Some(g), Some((x, y)), false) = (ghost, column, dragged.get_value()) {
            g.change(|g| g.moved_to(x, y, side));
        }
    };
    let turn = move |turned: fn(Camera) -> Camera| move |_| camera.update(|c| *c = turned(*c));
    view! {
        <figure class="scene-box">
            <div class="scene" role="img" aria-label=t.scene()
                on:pointerdown=down on:pointermove=drag on:pointerup=up on:pointercancel=up on:click=tap>{drawing}</div>
            <div class="view-buttons">
                <button aria-label=t.view_left() on:click=turn(|c| c.moved(-90.0, 0.0))>"⟲"</button>
                <button aria-label=t.view_high() on:click=turn(|c| Camera { pitch: if c.pitch < 60.0 { 75.0 } else { 35.0 }, ..c })>"⇕"</button>
                <button aria-label=t.view_right() on:click=turn(|c| c.moved(90.0, 0.0))>"⟳"</button>
            </div>
        </figure>
    }
}
