// The hand-over under real hands, shared by every game's browser suite: double taps swept over
// 40–400 ms on each control that ends a screen — a move, "Continue", "I am X", "take back" — played
// through a real game. What the table would check: no private screen ever appears for anyone but the
// player who just held "I am X" (every appearance is recorded in the page, not sampled), every double
// tap makes exactly the moves its first tap meant, no screen's revealing control sits under the
// finger that ended the screen before, and every new screen opens at its top. At a table with bots,
// the people's moves are counted, a bot's turn is watched (its "take back" swept like the curtain's),
// and no private screen shows for anyone while a bot plays.
const { expect } = require('@playwright/test');
const fs = require('node:fs');
const { settled } = require('./table');

/** The gaps between the two taps, in ms: from a fast double tap to a slow one. */
const GAPS = [40, 80, 120, 160, 200, 250, 300, 350, 400];

/** Starts recording, in the page, the seat of every private screen that appears, in order. */
async function watchReveals(page) {
  await page.evaluate(() => {
    window.__reveals = [];
    let last = null;
    const check = () => {
      const seat = document.querySelector('main.private[data-private-seat]')?.dataset.privateSeat ?? null;
      if (seat !== null && seat !== last) {
        window.__reveals.push(Number(seat));
        window.__revealedAt = performance.now();
      }
      last = seat;
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, attributes: true });
    check();
  });
}

/** The moves of the game being played, as saved on the device (chance outcomes are left out); only
 * those of `seats` when given. */
async function savedMoves(page, seats) {
  return page.evaluate((seats) => {
    const saves = Object.keys(localStorage)
      .filter((k) => k.startsWith('hotseat.save.'))
      .map((k) => JSON.parse(localStorage.getItem(k)));
    saves.sort((a, b) => b.saved_at - a.saved_at);
    return saves[0].session.actions.filter(([seat, action]) => !(action && typeof action === 'object' && 'Dice' in action) && (!seats || seats.includes(seat))).length;
  }, seats);
}


/** The centre of `target` in the viewport, scrolled into view first if it is not. */
async function centre(target) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A tap at a point: a finger on a touch screen, else the mouse. */
function tap(page, { x, y }, touch) {
  return touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y);
}

/** Two taps at the centre of `target`, `gap` ms apart; returns the point, once the screen settles. */
async function doubleTap(page, target, gap, touch) {
  await settled(page);
  const point = await centre(target);
  await tap(page, point, touch);
  await page.waitForTimeout(gap); // the gap under test, not a wait for the app
  await tap(page, point, touch);
  await settled(page);
  return point;
}

/** True when `point` falls inside `locator`'s box (if it is on screen). */
async function under(locator, point) {
  if (!(await locator.count())) return false;
  const box = await locator.first().boundingBox();
  return !!box && point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height;
}

/**
 * Plays a game through `game`'s screens, sweeping every gap in GAPS over each kind of hand-over that
 * the game has, then writes the numbers to artifacts/sweep-<label>.json and checks there was no leak.
 *
 * `game` describes the game's screens:
 * - `name`: for the report;
 * - `stage()`: 'curtain', 'private', 'pause' or 'end';
 * - `curtainSeat()`: whose curtain is up (games with secrets);
 * - `move()`: the locator of a legal move on a private screen;
 * - `kinds`: which hand-overs it has, of 'move', 'continue', 'iAm', 'undo' (on a curtain, or on a
 *   bot's turn at a table with bots);
 * - `people`: at a table with bots, the people's seats (their moves are the ones counted);
 * - `gaps`: optionally, fewer gaps for a kind that comes up less often (a round's end).
 */
async function sweep(page, game, { touch, label }) {
  const crashes = [];
  page.on('pageerror', (e) => crashes.push(e.message));
  await watchReveals(page);
  const kinds = { move: [], continue: [], iAm: [], undo: [] };
  const gapsOf = (kind) => (game.gaps && game.gaps[kind]) || GAPS;
  const gapFor = (kind) => (game.kinds.includes(kind) ? gapsOf(kind)[kinds[kind].length] : undefined);
  const expectedReveals = [];
  const leaks = [];
  let taps = 0;
  const check = (ok, what) => {
    if (!ok) leaks.push(what);
  };
  // Every new screen opens at its top (a phone scrolled down to a tile or a button included).
  const atTop = async (what) => check((await page.evaluate(() => window.scrollY)) === 0, `${what} did not open at its top`);
  await settled(page);
  await atTop('the first screen of the game');
  // Holds "I am X" until X's screen shows (seen at the next frame), then lets go.
  const reveal = async (seat) => {
    await settled(page);
    const point = await centre(page.locator('.curtain .hold'));
    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    await page.waitForFunction(() => document.querySelector('main.private'), null, { polling: 'raf' });
    await page.mouse.up();
    expectedReveals.push(seat);
  };
  const swept = () => game.kinds.every((k) => kinds[k].length === gapsOf(k).length);
  // A double tap on "take back" (`undo`, with `before` moves made): exactly one move goes, and the
  // curtain asks for the device back.
  const takeBack = async (undo, before, where) => {
    const gap = gapFor('undo');
    await doubleTap(page, undo, gap, touch);
    taps += 2;
    kinds.undo.push(gap);
    await atTop(`the curtain after a take back ${where}`);
    check((await savedMoves(page, game.people)) === before - 1, `take back ${where} at ${gap} ms did not take back exactly one move`);
    check((await game.stage()) === 'curtain', `take back ${where} at ${gap} ms did not go back through a curtain`);
    await expect(page.locator('.curtain .pass')).toContainText('Give the device back');
  };

  for (let step = 0; !swept(); step++) {
    if (step > 600) throw new Error(`the game ended before every gap was swept: ${JSON.stringify(kinds)}`);
    const stage = await game.stage();
    const before = await savedMoves(page, game.people);
    if (stage === 'bot') {
      const undo = page.locator('.bot-turn .undo');
      if (gapFor('undo') !== undefined && (await undo.count())) {
        await takeBack(undo, before, 'on a bot turn');
      } else {
        // Nobody taps while the bot plays: on once its move shows.
        const moves = await savedMoves(page);
        await expect.poll(() => savedMoves(page), { timeout: 15_000 }).toBeGreaterThan(moves);
      }
    } else if (stage === 'curtain') {
      const seat = await game.curtainSeat();
      const undo = page.locator('.curtain .undo');
      if (gapFor('undo') !== undefined && (await undo.count())) {
        await takeBack(undo, before, 'on a curtain');
      } else if (gapFor('iAm') !== undefined) {
        const gap = gapFor('iAm');
        const hold = page.locator('.curtain .hold');
        await doubleTap(page, hold, gap, touch);
        check((await game.stage()) === 'curtain', `a double tap on "I am" at ${gap} ms showed a screen`);
        await expect(page.locator('.hold-hint.again')).toBeVisible();
        // The other double tap: the hold reveals, and a quick second tap lands on the hand.
        await reveal(seat);
        const point = await centre(game.move());
        const since = await page.evaluate(() => performance.now() - window.__revealedAt);
        if (since < gap) await page.waitForTimeout(gap - since);
        await tap(page, point, touch);
        await settled(page);
        taps += 3;
        kinds.iAm.push(gap);
        await atTop('the private screen');
        check((await savedMoves(page, game.people)) === before, `a tap ${gap} ms after "I am" showed the hand made a move`);
      } else {
        await reveal(seat);
      }
    } else if (stage === 'private') {
      const gap = gapFor('move');
      if (gap === undefined) {
        await settled(page);
        await game.move().click();
        continue;
      }
      const point = await doubleTap(page, game.move(), gap, touch);
      taps += 2;
      kinds.move.push(gap);
      await atTop('the screen after a move');
      check((await savedMoves(page, game.people)) === before + 1, `a double tap on a move at ${gap} ms made ${(await savedMoves(page, game.people)) - before} moves`);
      check(!(await under(page.locator('.curtain .hold'), point)), `"I am" sits under the finger that made a move`);
      if (game.kinds.includes('iAm')) {
        check(!(await under(page.locator('main.pause .primary'), point)), `"Continue" sits under the finger that made a move`);
      }
    } else if (stage === 'pause') {
      const gap = gapFor('continue');
      const next = page.locator('main.pause .primary');
      if (gap === undefined) {
        await settled(page);
        await next.click();
        continue;
      }
      const point = await doubleTap(page, next, gap, touch);
      taps += 2;
      kinds.continue.push(gap);
      await atTop('the screen after Continue');
      check((await savedMoves(page, game.people)) === before, `a double tap on Continue at ${gap} ms changed the moves by ${(await savedMoves(page, game.people)) - before}`);
      check(!(await under(page.locator('.curtain .hold'), point)), `"I am" sits under the finger that pressed Continue`);
    } else if (stage === 'end') {
      throw new Error(`the game ended before every gap was swept: ${JSON.stringify(kinds)}`);
    }
  }
  leaks.push(...crashes.map((c) => `the page failed: ${c}`));
  const reveals = await page.evaluate(() => window.__reveals);
  if (JSON.stringify(reveals) !== JSON.stringify(expectedReveals)) {
    leaks.push(`screens shown for seats ${reveals.join(',')}; held for ${expectedReveals.join(',')}`);
  }
  const report = { game: game.name, label, taps, doubleTaps: Object.fromEntries(Object.entries(kinds).map(([k, g]) => [k, g.length])), leaks: leaks.length };
  fs.mkdirSync('artifacts', { recursive: true });
  fs.writeFileSync(`artifacts/sweep-${game.name}-${label}.json`, JSON.stringify({ ...report, gaps: GAPS, details: leaks }, null, 2));
  expect(leaks, `${label}: ${taps} taps`).toEqual([]);
  return report;
}

/** The two device sizes every sweep runs at: a tablet with a mouse, a phone with a finger. */
const SIZES = [
  { label: 'tablet', use: { viewport: { width: 1024, height: 768 } }, touch: false },
  { label: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, touch: true },
];

module.exports = { GAPS, SIZES, sweep, savedMoves };
