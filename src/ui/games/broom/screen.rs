//! Broom Service at the table: which screen shows. Behind the curtain, one seat at a time: the secret
//! choice of role cards, a lead, a compulsory follow (only when play reaches a seat holding the led
//! role; a "Next!" needs no screen), The Upper Hand's fist. In the open, for the table to watch: each
//! action (the moves listed as buttons and lit on the board) and The Works!. Everyone sees the pause
//! once all have chosen and when the fists open. Every screen shows the board, the event, the
//! bewitched roles, the turn so far and every seat; a player's screen, the coach mark of the rule
//! situation it is in just before the decision, and the hint.

use super::end::end_screen;
use super::markup::{self, role_card, Names};
use super::text::{fill, text, BroomText};
use crate::json;
use crate::rules::broom::action::Step;
use crate::rules::broom::map::{AreaId, BroomMap};
use crate::rules::broom::role::{Role, Roles, Stance};
use crate::rules::broom::stock::{Resource, Stock};
use crate::rules::broom::view::BroomView;
use crate::rules::broom::{Broom, BroomAction, BroomIllegal, Phase};
use crate::rules::PlayerId;
use crate::ui::coach;
use crate::ui::curtain::curtain;
use crate::ui::i18n::Lang;
use crate::ui::kit;
use crate::ui::replay::{self, Drawn};
use crate::ui::session::{self, Session, Stage};
use crate::ui::AppState;
use leptos::ev::MouseEvent;
use leptos::prelude::*;
use std::fmt::Write;
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// The screen for the game in progress, whatever it shows now.
pub fn screen(s: &Session<Broom>, lang: Lang) -> AnyView {
    let t = text(lang);
    let v = s.view();
    let progress = (v.phase != Phase::Over).then(|| fill(super::text::shelf(lang).progress, &[&v.round.to_string()]));
    let body = match s.stage() {
        Stage::Curtain(seat) => {
            let (map, names) = (map(s), s.names().to_vec());
            let news = s.news_for(seat).iter().filter_map(|e| markup::line(t, &map, &names, e)).collect();
            let state = AppState::get();
            let reveal = Callback::new(move |_| state.update::<Broom>(Session::reveal));
            let undo = kit::undo_button(s, |name| fill(text(lang).undo(), &[name]));
            curtain(s.name(seat).to_string(), news, s.handing_back(), undo, reveal).into_any()
        }
        Stage::Over => end_screen(s, &v, &map(s), lang),
        Stage::Bot(bot) => bot_screen(s, &v, bot, lang),
        stage => table(s, &v, stage, lang),
    };
    view! { {kit::game_bar::<Broom>(lang, progress)} {body} }.into_any()
}

/// The board the game is played on (its options passed their check when the game was set up; the
/// designed map is read once per page).
fn map(s: &Session<Broom>) -> Arc<BroomMap> {
    s.options().check().unwrap_or_else(|_| Arc::new(BroomMap::designed()))
}

/// The board and beside it the game's state and the seats (lit while they are to act).
fn realm(t: &BroomText, v: &BroomView, map: &BroomMap, names: &Names) -> String {
    let to_act: Vec<PlayerId> = match &v.phase {
        Phase::Choose(p) | Phase::Fist(p) | Phase::Works(p) => p.clone(),
        Phase::Lead(p) | Phase::Follow(p) | Phase::Act(p, _) => vec![*p],
        Phase::Over => Vec::new(),
    };
    format!(
        "{}<div class=\"side\">{}{}</div>",
        markup::board(t, v, map),
        markup::status(t, v, names),
        markup::seats(t, v, names, &to_act)
    )
}

/// One step of a finished game's replay: the move, the realm, and every seat's cards and fist face
/// up (the cards it chose, those set aside, and what it held in The Upper Hand).
pub fn replay(step: &session::Step<Broom>, lang: Lang) -> Drawn {
    let t = text(lang);
    let s = &step.at;
    let (v, map, names) = (step.table(), map(s), markup::names(s.names()));
    // Lines are text, so they take the names as typed (the markup's are escaped).
    let typed = s.names().to_vec();
    let mut lines: Vec<String> = step.events().iter().filter_map(|e| markup::line(t, &map, &typed, e)).collect();
    // A move that changes nothing on the board (a step skipped) is said by its button's words; the
    // cards chosen in secret are said too (nothing is secret once the game is over).
    match (step.mover, step.action) {
        (Some(seat), Some(BroomAction::Choose(hand))) => {
            let roles: Vec<&str> = hand.iter().map(|r| t.roles()[r.index()]).collect();
            lines.push(format!("{}: {}", s.name(seat), roles.join(lang.t().list_sep)));
        }
        (Some(seat), Some(action)) if lines.is_empty() => {
            lines.push(format!("{}: {}", s.name(seat), markup::label(t, &map, action)));
        }
        _ => {}
    }
    let hands = (0..s.names().len() as u8).map(PlayerId::new).map(|seat| {
        let own = step.view_of(seat);
        let mut cards = String::new();
        if let Some(held) = own.held {
            for r in held.hand.iter() {
                cards.push_str(&role_card(t, r, v.bewitched, ""));
            }
            for r in held.aside.iter() {
                cards.push_str(&role_card(t, r, v.bewitched, &format!("<small class=\"aside\">{}</small>", t.aside())));
            }
        }
        let fist = own.fist.map(|f| view! { <p class="fist">{markup::stock(t, f.fist)}</p> });
        // Markup of role cards: the game's own words, no player's name.
        replay::hand(seat, s.name(seat), view! { <div class="roles" inner_html=cards></div> {fist} }.into_any())
    });
    let board = view! {
        // Markup from `realm`, which escapes the players' names.
        <div class="realm" inner_html=realm(t, &v, &map, &names)></div>
        <div class="hands">{hands.collect_view()}</div>
    };
    Drawn { lines, board: board.into_any() }
}

/// A bot's turn: the moves since a person last played, and the realm.
fn bot_screen(s: &Session<Broom>, v: &BroomView, bot: PlayerId, lang: Lang) -> AnyView {
    let t = text(lang);
    let (map, names) = (map(s), markup::names(s.names()));
    // The news is text, so it takes the names as typed (the realm's markup takes them escaped).
    let typed = s.names().to_vec();
    let news = s.since_people().iter().filter_map(|e| markup::line(t, &map, &typed, e)).collect();
    let table = view! { <div class="realm" inner_html=realm(t, v, &map, &names)></div> }.into_any();
    let undo = kit::undo_button(s, |name| fill(text(lang).undo(), &[name]));
    kit::bot_turn(
        lang,
        kit::BotTurn { bot, name: s.name(bot).into(), moves: s.moves(), game: "broom", news, undo, table },
    )
}

/// A screen at the table: a pause everybody reads, a private decision, or an action in the open.
fn table(s: &Session<Broom>, v: &BroomView, stage: Stage, lang: Lang) -> AnyView {
    let t = text(lang);
    let map = &*map(s);
    let names = markup::names(s.names());
    let (seat, headline, panel) = match stage {
        Stage::Private(seat) => {
            let (headline, panel) = decision(t, v, map, &names, seat);
            (Some(seat), headline, panel)
        }
        _ => {
            let lines: Vec<String> = s.last_events().iter().filter_map(|e| markup::line(t, map, &names, e)).collect();
            let headline = lines.iter().rev().find(|l| *l == t.all_chose() || *l == t.fists()).cloned();
            (None, headline.unwrap_or_else(|| t.all_chose().to_string()), markup::news(&lines))
        }
    };
    let table = realm(t, v, map, &names);
    let legal = v.legal.clone();
    let aim = aim(v);
    // The app's state is read while drawing: a tap is handled outside the component's scope.
    let state = AppState::get();
    let tap = move |ev: MouseEvent| {
        let action = match kit::clicked(&ev, "data-move") {
            Some(i) => i.parse::<usize>().ok().and_then(|i| legal.get(i).copied()),
            None => match kit::clicked(&ev, "data-go").as_deref() {
                Some("resume") => return state.update::<Broom>(Session::resume),
                Some("undo") => {
                    return state.update::<Broom>(|s| {
                        s.undo();
                    })
                }
                Some(go) => form(&ev, go),
                None => aim.as_ref().and_then(|aim| aimed(&ev, aim)),
            },
        };
        if let Some(action) = action {
            state.update::<Broom>(|s| {
                let _ = s.act(action);
            });
        }
    };
    // The whole screen is markup: the headline, the decision, why a move was refused, the way on
    // (Continue, take back), and the table.
    let head = format!(
        "<h1 class=\"turn\" data-turn=\"{}\">{headline}</h1>",
        seat.map_or(String::new(), |p| p.index().to_string())
    );
    // A coach mark sits just before the decision it explains (a private one, or an action in the open).
    let mark = seat.and_then(|_| coach::coach(s, v, |_| "decide").at("decide"));
    let mut html = format!("<div class=\"decide\">{panel}</div>");
    if let Some(refused) = s.refusal() {
        let why = kit::refusal_text(lang, refused, reason);
        let _ = write!(html, "<p class=\"refusal\" role=\"alert\">{why}</p>");
    }
    html.push_str("<div class=\"actions\">");
    if let Some(p) = s.undoable_by() {
        let _ = write!(
            html,
            "<button class=\"ghost undo\" data-go=\"undo\">{}</button>",
            fill(t.undo(), &[&names[p.index()]])
        );
    }
    let _ = write!(html, "</div><div class=\"realm\">{table}</div>");
    // The way on from a pause stays at the foot of the screen while the table reads the board.
    if stage == Stage::Pause {
        let _ = write!(html, "<button class=\"primary big go-on\" data-go=\"resume\">{}</button>", t.go_on());
    }
    // A screen behind the curtain is marked private (with its seat), one in the open a turn.
    let private = s.showing_private().then(|| seat.map(PlayerId::index)).flatten();
    let class = match stage {
        Stage::Pause => "broom pause",
        _ if private.is_some() => "broom private",
        _ => "broom turn",
    };
    let hint = coach::hint(s, lang, Some(Box::new(hinted_form)));
    // The screen's markup (players' and the map's names escaped as they were written, the refusal
    // a sentence of our own words file) is cut where the coach mark sits, so the mark is a component
    // beside what it explains.
    view! {
        {hint}
        <main class=class data-private-seat=private data-phase=phase_name(&v.phase) on:click=tap>
            <div inner_html=head></div>
            {mark}
            <div inner_html=html></div>
        </main>
    }
    .into_any()
}

/// Why the rules refused a move: its sentence in the game's words.
pub(in crate::ui::games) fn reason(why: &BroomIllegal) -> kit::Reason {
    const KEYS: [&str; 8] = [
        "not_now",
        "hand_size",
        "not_in_hand",
        "cannot_move",
        "cannot_deliver",
        "cannot_charm",
        "cannot_take",
        "not_held",
    ];
    (KEYS[*why as usize], "")
}

/// What a hint fills in on a secret choice's form: the role cards ticked, or the fist's numbers, with the
/// button that sends it (the moves on buttons and the board are numbered, and lit as any game's).
fn hinted_form(action: &str) -> Vec<coach::Lit> {
    let mut lits = Vec::new();
    let send = match json::from_str(action) {
        Ok(BroomAction::Choose(hand)) => {
            for r in Role::ALL {
                lits.push((
                    format!("input[name=r{}]", r.index()),
                    Some(if hand.contains(r) { "on" } else { "off" }.into()),
                ));
            }
            "choose"
        }
        Ok(BroomAction::Fist(Stock(counts))) => {
            for (k, n) in counts.iter().enumerate() {
                lits.push((format!("input[name=f{k}]"), Some(n.to_string())));
            }
            "fist"
        }
        _ => return lits,
    };
    lits.push((format!("[data-go={send}]"), None));
    lits
}

/// What a tap on the board may aim at during an action: the step and the player's first pawn, so that
/// a tap on a place the action cannot reach says why.
type Aim = (Step, AreaId);

/// The [`Aim`] of an action under way.
fn aim(v: &BroomView) -> Option<Aim> {
    let Phase::Act(seat, step) = v.phase else { return None };
    Some((step, v.seats[seat].pawns[0]))
}

/// The move a tap on the board outside the lit targets stands for (the board numbers its areas and
/// towers): a witch's move to that area, or a delivery to that tower. The rules refuse it and say why
/// ("This witch cannot move there.").
fn aimed(ev: &MouseEvent, &(step, pawn): &Aim) -> Option<BroomAction> {
    let number = |attribute| kit::clicked(ev, attribute)?.parse().ok();
    match step {
        Step::Move { .. } => Some(BroomAction::Move { from: pawn, to: number("data-area")? }),
        Step::Deliver { .. } | Step::Druid { .. } => Some(BroomAction::Deliver(number("data-tower")?)),
        _ => None,
    }
}

/// What the game waits for, for the page's tests and styles.
fn phase_name(p: &Phase) -> &'static str {
    match p {
        Phase::Choose(_) => "choose",
        Phase::Lead(_) => "lead",
        Phase::Follow(_) => "follow",
        Phase::Act(..) => "act",
        Phase::Fist(_) => "fist",
        Phase::Works(_) => "works",
        Phase::Over => "over",
    }
}

/// The headline and the panel of `seat`'s decision.
fn decision(t: &BroomText, v: &BroomView, map: &BroomMap, names: &Names, seat: PlayerId) -> (String, String) {
    let name = names[seat.index()].as_str();
    let mut out = String::new();
    let headline = match &v.phase {
        Phase::Choose(_) => {
            let [least, most] = v.hand_sizes;
            let (hint, sizes) = match least == most {
                true => (t.choose_hint(), most.to_string()),
                false => (t.choose_any(), format!("{least}-{most}")),
            };
            let _ = write!(
                out,
                "<section class=\"hand\" data-owner=\"{}\" data-sizes=\"{sizes}\"><p class=\"hint\">{hint}</p><div class=\"roles\">",
                seat.index()
            );
            for r in Roles::ALL.iter() {
                let check = format!(
                    "<input type=\"checkbox\" name=\"r{}\" aria-label=\"{}\">",
                    r.index(),
                    t.roles()[r.index()]
                );
                let _ = write!(out, "<label>{}</label>", role_card(t, r, v.bewitched, &check));
            }
            let _ = write!(
                out,
                "</div><button class=\"primary big\" data-go=\"choose\">{}</button></section>",
                t.choose_go()
            );
            fill(t.choose_title(), &[name])
        }
        Phase::Lead(_) | Phase::Follow(_) => {
            let held = v.held.expect("a player who plays has chosen");
            let led = v.turns.last().filter(|_| matches!(v.phase, Phase::Follow(_))).map(|turn| turn.role);
            let hint = if led.is_some() { t.follow_hint() } else { t.lead_hint() };
            let _ = write!(out, "<section class=\"hand\" data-owner=\"{}\"><h2>{}</h2><p class=\"hint\">{hint}</p><div class=\"roles\">", seat.index(), t.hand());
            for r in held.hand.iter() {
                let mut buttons = String::from("<span class=\"stances\">");
                for (i, a) in v.legal.iter().enumerate() {
                    let stance = match *a {
                        BroomAction::Lead(x, st) if x == r => st,
                        BroomAction::Follow(st) if led == Some(r) => st,
                        _ => continue,
                    };
                    let class = if stance == Stance::Brave { "brave" } else { "cowardly" };
                    let _ = write!(
                        buttons,
                        "<button class=\"legal {class}\" data-move=\"{i}\">{}</button>",
                        markup::stance(t, stance)
                    );
                }
                buttons.push_str("</span>");
                out.push_str(&role_card(t, r, v.bewitched, &buttons));
            }
            let aside: Vec<&str> = held.aside.iter().map(|r| t.roles()[r.index()]).collect();
            let _ = write!(out, "</div><p class=\"aside\"><b>{}</b> {}</p></section>", t.aside(), aside.join(", "));
            match led {
                Some(r) => fill(t.follow_title(), &[name, t.roles()[r.index()]]),
                None => fill(t.lead_title(), &[name]),
            }
        }
        Phase::Act(_, step) => {
            let turn = v.turns.last().expect("an action belongs to a turn");
            let brave = matches!(
                step,
                Step::Move { brave: true, .. }
                    | Step::Druid { brave: true, .. }
                    | Step::Gather { brave: true, .. }
                    | Step::Charm { brave: true, .. }
                    | Step::Deliver { .. }
            );
            let hint = match *step {
                Step::Move { landscape, .. } => fill(t.steps()[0], &[t.lands()[landscape as usize]]),
                Step::Deliver { .. } => t.steps()[1].to_string(),
                Step::Druid { .. } => t.steps()[2].to_string(),
                Step::Gather { .. } => t.steps()[3].to_string(),
                Step::Charm { .. } => t.steps()[4].to_string(),
                Step::Market => t.steps()[5].to_string(),
                Step::Distil => t.steps()[6].to_string(),
            };
            let _ = write!(out, "<p class=\"hint\">{hint}</p>{}", markup::moves(t, v, map));
            let stance = markup::stance(t, if brave { Stance::Brave } else { Stance::Cowardly });
            fill(t.act_title(), &[name, &format!("{} ({stance})", t.roles()[turn.role.index()])])
        }
        Phase::Fist(_) => {
            let held = v.seats[seat].stock;
            let _ = write!(
                out,
                "<section class=\"hand fist\" data-owner=\"{}\"><p class=\"hint\">{}</p><div class=\"fist-inputs\">",
                seat.index(),
                t.fist_hint()
            );
            for r in Resource::ALL {
                let k = r as usize;
                let _ = write!(
                    out,
                    "<label><span class=\"res r{k}\"></span>{}<input type=\"number\" name=\"f{k}\" min=\"0\" max=\"{}\" value=\"0\" inputmode=\"numeric\"></label>",
                    t.resources()[k],
                    held.of(r)
                );
            }
            let _ =
                write!(out, "</div><button class=\"primary big\" data-go=\"fist\">{}</button></section>", t.fist_go());
            fill(t.fist_title(), &[name])
        }
        Phase::Works(_) => {
            let _ = write!(out, "<p class=\"hint\">{}</p>{}", t.works_hint(), markup::moves(t, v, map));
            fill(t.works_title(), &[name])
        }
        Phase::Over => String::new(),
    };
    (headline, out)
}

/// The secret choice a form on screen holds: the role cards ticked, or the fist's numbers.
fn form(ev: &MouseEvent, go: &str) -> Option<BroomAction> {
    let root: web_sys::Element = ev.current_target()?.dyn_into().ok()?;
    let input = |name: String| {
        root.query_selector(&format!("[name={name}]")).ok().flatten()?.dyn_into::<web_sys::HtmlInputElement>().ok()
    };
    match go {
        "choose" => {
            let ticked = (0..10).filter(|i| input(format!("r{i}")).is_some_and(|e| e.checked()));
            Some(BroomAction::Choose(Roles(ticked.fold(0, |m, i| m | 1 << i))))
        }
        "fist" => Some(BroomAction::Fist(Stock(std::array::from_fn(|k| {
            input(format!("f{k}")).and_then(|e| e.value().parse().ok()).unwrap_or(0)
        })))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::broom::options::BroomOptions;
    use crate::rules::{Game, ToAct, Viewer};

    /// Every screen of whole games, at every size of table, is drawn without fail, in both languages,
    /// and offers every move as a button or a form.
    #[test]
    fn every_screen_of_random_games_draws_and_offers_its_moves() {
        for players in 2..=5u8 {
            let mut g = Broom::new(BroomOptions { players, ..BroomOptions::default() }, u64::from(players)).unwrap();
            let raw: Vec<String> = (0..players).map(|i| format!("Q<{i}>")).collect();
            let names = markup::names(&raw);
            let map = g.map().clone();
            let mut k = 0usize;
            loop {
                let seat = match g.to_act() {
                    ToAct::One(seat) => seat,
                    ToAct::Simultaneous(seats) => seats[0],
                    _ => break,
                };
                let v = g.view(Viewer::Seat(seat));
                for lang in [Lang::En, Lang::Ja] {
                    let t = text(lang);
                    let (headline, panel) = decision(t, &v, &map, &names, seat);
                    assert!(headline.contains(&names[seat.index()]), "{headline}");
                    let buttons = panel.matches("data-move=").count() + panel.matches("data-go=").count();
                    assert!(buttons >= v.legal.len().min(1), "{panel}");
                    let table = markup::status(t, &v, &names)
                        + &markup::board(t, &v, &map)
                        + &markup::seats(t, &v, &names, &[seat]);
                    assert!(!(table + &panel).contains("Q<"), "names are escaped");
                }
                let legal = g.legal_actions(seat);
                let action = legal[(3 * k + 1) % legal.len()];
                k += 1;
                for e in g.apply(seat, action).unwrap() {
                    assert!(markup::line(text(Lang::En), &map, &names, &e).is_some());
                }
            }
        }
    }
}
