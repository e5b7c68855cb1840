//! The memo sheet's secret parts, each behind its owner's curtain: at the start, the colour you want
//! and the one you don't (different colours); at the end, your guess of the opponent's two colours,
//! with your own memo and both public tallies to go on.

use super::help::{colours, refusal, spot};
use super::map::map;
use super::pieces::{chip, tally};
use super::text::{text, MzebsText};
use crate::ui::coach;
use crate::ui::context::Play;
use crate::ui::model::session::Session;
use crate::ui::table::kit;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::mzebs::token::Colour;
use rules::mzebs::view::MzebsView;
use rules::mzebs::{Mzebs, MzebsAction};
use rules::PlayerId;

/// Two rows of four colour radios under `legends`, and the button that sends the two colours as
/// `action` once both are chosen.
fn two_colours(
    t: &'static MzebsText,
    legends: [String; 2],
    button: &'static str,
    action: fn(Colour, Colour) -> MzebsAction,
) -> impl IntoView {
    let chosen = StoredValue::new([None; 2]);
    let ready = RwSignal::new(false);
    let rows = legends.into_iter().enumerate().map(|(row, legend)| {
        let radio = move |c: Colour| {
            let pick = move |_| {
                chosen.update_value(|chosen| chosen[row] = Some(c));
                ready.set(!chosen.get_value().contains(&None));
            };
            view! {
                <label class=format!("colour c{}", c.index())>
                    <input type="radio" name=format!("row{row}") value=c.index() on:change=pick />
                    {chip(t, c)}<span>{t.colour(c)}</span>
                </label>
            }
        };
        view! { <fieldset class="colours"><legend>{legend}</legend>{Colour::ALL.map(radio).into_iter().collect_view()}</fieldset> }
    });
    let send = move |_| {
        if let [Some(a), Some(b)] = chosen.get_value() {
            Play::get().update::<Mzebs>(|s| {
                let _ = s.act(action(a, b));
            });
        }
    };
    view! {
        <div>{rows.collect_view()}</div>
        <div class="actions">
            <button class="primary big" disabled=move || !ready.get() on:click=send>
                {button}
            </button>
        </div>
    }
}

/// The viewer's own colours in a sentence, once chosen.
pub fn my_colours(t: &MzebsText, v: &MzebsView) -> Option<String> {
    v.mine.as_ref().and_then(|m| m.secret).map(|m| fill(t.your_colours(), &[t.colour(m.wanted), t.colour(m.unwanted)]))
}

/// The start: this player chooses their secret colours.
pub fn choose_screen(s: &Session<Mzebs>, v: &MzebsView, seat: PlayerId, lang: Lang) -> AnyView {
    let t = text(lang);
    let choose = |wanted, unwanted| MzebsAction::Choose { wanted, unwanted };
    view! {
        <main class="mzebs memo private" data-private-seat=seat.index()>
            {kit::banner(fill(t.choose_title(), &[s.name(seat)]), Some(seat))}
            <p class="hint">{t.choose_hint()}</p>
            {coach::coach(s, v, spot).at("colours")}
            {two_colours(t, [t.want().to_string(), t.not_want().to_string()], t.keep_secret(), choose)}
            {coach::hint(s, lang, Some(Box::new(colours)))}
            {refusal(s, lang)}
        </main>
    }
    .into_any()
}

/// The end: this player guesses the opponent's colours.
pub fn guess_screen(s: &Session<Mzebs>, v: &MzebsView, seat: PlayerId, lang: Lang) -> AnyView {
    let t = text(lang);
    let other = seat.next(2);
    let guess = |wanted, unwanted| MzebsAction::Guess { wanted, unwanted };
    let mine = my_colours(t, v);
    let legends = [fill(t.they_want(), &[s.name(other)]), fill(t.they_not_want(), &[s.name(other)])];
    view! {
        <main class="mzebs memo private" data-private-seat=seat.index()>
            {kit::banner(fill(t.guess_title(), &[s.name(other)]), Some(seat))}
            <p class="hint">{t.guess_hint()}</p>
            <p class="my-colours">{mine}</p>
            {coach::coach(s, v, spot).at("colours")}
            {two_colours(t, legends, t.write_guess(), guess)}
            {coach::hint(s, lang, Some(Box::new(colours)))}
            {refusal(s, lang)}
            <section class="tallies">{tally(t, s.name(other), v.tallies[other])}{tally(t, s.name(seat), v.tallies[seat])}</section>
            {map(t, &v.field)}
        </main>
    }
    .into_any()
}

/// A look at one's own memo in the middle of the game (behind the curtain, see
/// [`Session::peek`]): the secret colours and the tally, then back to the turn.
pub fn memo_screen(s: &Session<Mzebs>, v: &MzebsView, seat: PlayerId, lang: Lang) -> AnyView {
    let t = text(lang);
    let mine = my_colours(t, v);
    let back = move |_| Play::get().update::<Mzebs>(Session::unpeek);
    view! {
        <main class="mzebs memo private" data-private-seat=seat.index()>
            {kit::banner(fill(t.memo_title(), &[s.name(seat)]), Some(seat))}
            <p class="my-colours">{mine}</p>
            <section class="tallies">{tally(t, s.name(seat), v.tallies[seat])}</section>
            <div class="actions"><button class="primary big" on:click=back>{t.back_to_turn()}</button></div>
        </main>
    }
    .into_any()
}
