//! Bremen's end screen (rulebook: the band wins when the captured counts are exactly the targets and
//! the last tiles are all different animals; the score is the sum of the last tiles' numbers, and
//! its title comes from the score table): win or loss with the failed condition spelled out, the
//! score with its working and its title among all the titles, then every hand as dealt and every
//! trick replayed.

use super::seats::table_tile;
use super::text::{text, title, BremenText};
use super::tricks::trick_list;
use crate::ui::model::session::Session;
use crate::ui::table::kit;
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::bremen::scoring::Title;
use rules::bremen::view::BremenView;
use rules::bremen::{Bremen, TRICKS};
use rules::PlayerId;

/// Win or loss with the reasons, score and title, then every hand and every trick for the debrief.
pub fn end_screen(s: &Session<Bremen>, v: &BremenView, lang: Lang) -> AnyView {
    let (t, shell) = (text(lang), lang.t());
    let Some(o) = s.outcome() else { return view! { <main class="end"></main> }.into_any() };
    let join_with = |xs: &[u8], sep: &str| xs.iter().map(u8::to_string).collect::<Vec<_>>().join(sep);
    let join = |xs: &[u8]| join_with(xs, shell.list_sep);
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
    let dealt = v.dealt.as_ref().map(|hands| {
        let hand = |(p, tiles): (PlayerId, &Vec<_>)| {
            view! {
                <li class="dealt">
                    <span class="who">{s.name(p).to_string()}</span>
                    <span class="tiles small">{tiles.iter().map(|&tile| table_tile(t, tile)).collect_view()}</span>
                </li>
            }
        };
        hands.iter().map(hand).collect_view()
    });
    let headline = if o.won() { t.band_wins() } else { t.band_loses() };
    let kept_by =
        |count: u8| o.captor(count).map(|p| fill(t.kept_by(), &[s.name(p), &count.to_string()])).unwrap_or_default();
    let body = view! {
        {o.score.map(|sc| view! {
            <p class="score">{fill(t.score_is(), &[&sc.points.to_string()])}</p>
            <p class="working" aria-label=t.score_rule()
                data-working=format!("{} − {} + 12 = {}", sc.top, sc.bottom, sc.points)>
                <span class="term">{sc.top}<small>{kept_by(24)}</small></span>" − "
                <span class="term">{sc.bottom}<small>{kept_by(0)}</small></span>
                <span class="tail">"+ 12 = "<strong>{sc.points}</strong></span>
            </p>
            <p class="hint">{t.score_rule()}</p>
            <p class="title">{title(lang, sc.title)}</p>
            {title_ladder(t, lang, v.players, sc.title)}
        })}
        {(o.tricks_played < TRICKS).then(|| view! {
            <p class="failure stopped">{fill(t.stopped_after(), &[&o.tricks_played.to_string()])}</p>
        })}
        {o.counts_failure.as_ref().map(|f| view! { <p class="failure">{fill(t.counts_failed(), &[&join(&f.got), &join(&f.needed)])}</p> })}
        {o.animals_failure.as_ref().map(|f| {
            let animals: Vec<&str> = f.repeated.iter().map(|&a| t.animal(a)).collect();
            view! { <p class="failure">{fill(t.animals_failed(), &[&animals.join(shell.list_sep)])}</p> }
        })}
        <table class="final" data-won=o.won().to_string() data-captured=captured_attr
            data-score=o.score.map(|sc| sc.points.to_string()).unwrap_or_default()>
            <thead><tr>
                <th scope="col">{shell.player}</th><th scope="col">{t.captured()}</th>
                {o.last_tiles.is_some().then(|| view! { <th scope="col">{t.last_tile()}</th> })}
            </tr></thead>
            <tbody>{rows}</tbody>
        </table>
        {o.middle.map(|m| view! { <p class="middle">{t.middle_tile()}": "{table_tile(t, m)}</p> })}
    };
    view! {
        <main class="end">
            {kit::result_panel(o.won(), headline.to_string(), body.into_any())}
            {kit::play_again(lang, s.seed())}
            <section class="replay">
                <h2>{t.dealt_hands()}</h2>
                <ul class="dealt-hands">{dealt}</ul>
                <h2>{t.tricks_replay()}</h2>
                {v.history.as_ref().map(|h| trick_list(s, t, h))}
            </section>
        </main>
    }
    .into_any()
}

/// Every title with the scores that earn it at this table (rulebook: the score table), the band's own lit.
fn title_ladder(t: &'static BremenText, lang: Lang, players: u8, earned: Title) -> AnyView {
    let rungs = Title::ladder(players).map(|(title, low, high)| {
        let range = if low == high { low.to_string() } else { format!("{low}–{high}") };
        view! {
            <li class:earned=title == earned>
                <span class="range">{range}</span><span class="name">{self::title(lang, title)}</span>
            </li>
        }
    });
    view! {
        <ol class="titles" aria-label=t.all_titles()>{rungs.into_iter().collect_view()}</ol>
    }
    .into_any()
}
