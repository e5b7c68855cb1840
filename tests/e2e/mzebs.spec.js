// M&ZEB-S played through the UI in Chromium: a whole game on a fixed seed, with placements by touch
// (a tap on a fitting column of the map) and by keyboard (turn, arrows, Enter), a placement refused
// with its reason, the secret colours and guesses behind the curtain, and the reveal checked against
// the rules module's score of the saved game; screenshots in English and Japanese at both sizes; the
// shared hand-over sweep.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test, expect, NAMES, newGame, screenshots, settled, holdToReveal, runExample } = require('./table');
const { SIZES, sweep } = require('./handover');
const { twoColours, collect, placeByTouch } = require('./moves');

const MZEBS = { card: 'M&ZEB-S', start: 'Start M&ZEB-S' };

/** Which screen shows: the curtain, a player's screen (a secret memo or a turn in the open), or the end. */
async function stageOf(page) {
  if (await page.locator('[data-curtain]').count()) return 'curtain';
  if (await page.locator('main.end').count()) return 'end';
  if (await page.locator('main.private, main.turn').count()) return 'private';
  return 'unknown';
}

/** Nothing secret is on the page: no colour choice, no memo, no guess. */
async function noSecrets(page) {
  await expect(page.locator('fieldset.colours, .my-colours')).toHaveCount(0);
  // A coach mark's words are the rules', the same for every seat; the secret is what a seat chose.
  await expect.poll(() => page.evaluate(() => {
    const body = document.body.cloneNode(true);
    body.querySelectorAll('aside.coach').forEach((mark) => mark.remove());
    return body.textContent;
  })).not.toMatch(/want/i);
}

/** The moves so far, from the newest save on the device. */
function newestSave(page) {
  return page.evaluate(() => {
    const saves = Object.keys(localStorage)
      .filter((k) => k.startsWith('hotseat.save.'))
      .map((k) => JSON.parse(localStorage.getItem(k)));
    saves.sort((a, b) => b.saved_at - a.saved_at);
    return saves[0];
  });
}

/** Places by keyboard: on the map, R turns the token, the arrows walk it to the nearest fitting
 * column, Enter places it. */
async function placeByKeys(page) {
  await settled(page);
  const map = page.locator('.map.placing');
  await map.focus();
  await page.keyboard.press('r');
  // The map marks the column the ghost is held by.
  const held = map.locator('i.at');
  const [x, y] = [Number(await held.getAttribute('data-x')), Number(await held.getAttribute('data-y'))];
  const fits = await page.locator('.map.placing i.fit').evaluateAll((cells) => cells.map((c) => [Number(c.dataset.x), Number(c.dataset.y)]));
  expect(fits.length, 'the turned token fits somewhere').toBeGreaterThan(0);
  fits.sort((a, b) => Math.abs(a[0] - x) + Math.abs(a[1] - y) - (Math.abs(b[0] - x) + Math.abs(b[1] - y)));
  const [tx, ty] = fits[0];
  for (let i = 0; i < Math.abs(tx - x); i++) await page.keyboard.press(tx > x ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(ty - y); i++) await page.keyboard.press(ty > y ? 'ArrowDown' : 'ArrowUp');
  await expect(held).toHaveAttribute('data-x', String(tx));
  await expect(held).toHaveAttribute('data-y', String(ty));
  await expect(page.locator('.fit-status')).toHaveClass(/fits/);
  await page.keyboard.press('Enter');
}

/** The empty column farthest from every token (a place where nothing can touch the field). */
function farthest(page) {
  return page.locator('.map.placing i').evaluateAll((cells) => {
    const at = (c) => [Number(c.dataset.x), Number(c.dataset.y)];
    const full = cells.filter((c) => !c.classList.contains('e')).map(at);
    let best = null;
    for (const c of cells.filter((c) => c.classList.contains('e'))) {
      const [x, y] = at(c);
      const d = Math.min(...full.map(([u, v]) => Math.abs(u - x) + Math.abs(v - y)));
      if (!best || d > best.d) best = { x, y, d };
    }
    return best;
  });
}

/** A placement away from every token: the ghost says why not, and "Place it here" is refused for the
 * same reason, with nothing changed. */
async function refusedPlacement(page) {
  await settled(page);
  const before = (await newestSave(page)).session.actions.length;
  const { x, y } = await farthest(page);
  await page.locator(`.map.placing i[data-x="${x}"][data-y="${y}"]`).click();
  const why = page.locator('.fit-status.bad');
  await expect(why).toHaveText(/^Not here: (it must touch a token with a full face|part of it is off the board)\.$/);
  await page.locator('button.place').click();
  await expect(page.locator('.refusal')).toHaveText(await why.innerText());
  expect((await newestSave(page)).session.actions.length).toBe(before);
  await expect(page.locator('button.place')).toBeVisible();
}

/** In the middle of a turn, its player looks at their own colours, behind their curtain, and goes
 * back to the turn. */
async function lookAtMyMemo(page, seat, colours) {
  await settled(page);
  await page.getByRole('button', { name: 'Look at my colours (just me)' }).click();
  await expect(page.locator('.curtain .pass')).toContainText(NAMES[seat]);
  await noSecrets(page);
  await holdToReveal(page);
  await expect(page.locator('main.memo')).toHaveAttribute('data-private-seat', String(seat));
  await expect(page.locator('.my-colours')).toHaveText(colours);
  await settled(page);
  await page.getByRole('button', { name: 'Back to my turn' }).click();
  await expect(page.locator('main.turn')).toHaveAttribute('data-seat', String(seat));
}

test('a full game: secret colours, placements by touch and by keyboard, a refused one, the guesses and the reveal the rules compute', async ({ page }) => {
  test.setTimeout(600_000);
  await newGame(page, 2, 31, MZEBS);
  // The colours: each behind its owner's curtain; the other's choice is never on the page.
  await noSecrets(page);
  await holdToReveal(page);
  await twoColours(page, 'red', 'yellow');
  await expect(page.locator('.curtain .pass')).toContainText(NAMES[1]);
  await noSecrets(page);
  await holdToReveal(page);
  await twoColours(page, 'green', 'purple');

  // Forty turns in the open: no curtain, and no secret on the page.
  for (let turn = 0; turn < 40; turn++) {
    await expect(page.locator('main.turn')).toHaveAttribute('data-seat', String(turn % 2));
    await noSecrets(page);
    if (turn === 6) await lookAtMyMemo(page, 0, "You want red and don't want yellow.");
    await collect(page, turn);
    if (turn === 3) await refusedPlacement(page);
    if (turn % 2 === 0) await placeByTouch(page, turn);
    else await placeByKeys(page);
  }

  // The guesses: each behind its owner's curtain, with their own memo.
  await expect(page.locator('.curtain .pass')).toContainText(NAMES[0]);
  await noSecrets(page);
  await holdToReveal(page);
  await expect(page.locator('.my-colours')).toHaveText("You want red and don't want yellow.");
  await twoColours(page, 'green', 'yellow');
  await expect(page.locator('.curtain .pass')).toContainText(NAMES[1]);
  await noSecrets(page);
  await holdToReveal(page);
  await expect(page.locator('.my-colours')).toHaveText("You want green and don't want purple.");
  await twoColours(page, 'red', 'yellow');

  // The reveal, a step at a time, against the rules module's score of the saved game.
  await expect(page.locator('main.end')).toBeVisible();
  const file = path.join(os.tmpdir(), `mzebs-save-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(await newestSave(page)));
  const expected = JSON.parse(runExample('mzebs_score', file));
  expect(expected.placements).toBe(40);
  const rows = page.locator('table.reveal tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0).locator('td').nth(0)).toContainText('right');
  // Each guess beside what was true, so a wrong one reads as the guess it was.
  const memo = rows.nth(0).locator('td').nth(1).locator('p.memo');
  await expect(memo.nth(0)).toContainText(`${NAMES[1]} wants green; ${NAMES[0]} guessed green: right`);
  await expect(memo.nth(1)).toContainText(`${NAMES[1]} doesn't want purple; ${NAMES[0]} guessed yellow: wrong`);
  for (let step = 1; step < 6; step++) {
    await settled(page);
    await page.getByRole('button', { name: 'Show the next step' }).click();
    await expect(rows).toHaveCount(step + 1);
  }
  for (let seat = 0; seat < 2; seat++) {
    const cell = (step) => page.locator(`tr[data-step="${step}"] td`).nth(seat);
    const s = expected.scores[seat];
    await expect(cell(2).locator('b')).toHaveText(String(s.collected));
    await expect(cell(3).locator('b')).toHaveText((s.area >= 0 ? '+' : '') + s.area);
    await expect(cell(4)).toHaveText(String(s.penalty));
    await expect(cell(5)).toHaveText(String(s.total));
  }
  expect(expected.scores[0].penalty, "Ben guessed Aiko's unwanted colour").toBe(-5);
  const headline = page.locator('.result h1');
  if (expected.winner === null) await expect(headline).toContainText('A draw');
  else await expect(headline).toContainText(`${NAMES[expected.winner]} wins`);
  await expect(page.getByRole('button', { name: 'Play again' })).toBeVisible();
});

test('the settings shape the game, and a game in progress comes back after a reload', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: `${MZEBS.card}: New game` }).click();
  const inputs = page.locator('.seats input[type=text]');
  for (let i = 0; i < 2; i++) await inputs.nth(i).fill(NAMES[i]);
  await page.locator('details#variant summary').click();
  await page.locator('input[name=side]').fill('14');
  await page.locator('input[name=visible]').fill('3');
  await page.locator('input[name=both-tallies]').check();
  await page.locator('input[name=visible]').press('Tab');
  await page.locator('details.advanced summary').click();
  await page.locator('input[name=seed]').fill('12');
  await page.getByRole('button', { name: MZEBS.start }).click();
  await holdToReveal(page);
  await twoColours(page, 'red', 'yellow');
  await holdToReveal(page);
  await twoColours(page, 'green', 'purple');
  await expect(page.locator('.map i')).toHaveCount(14 * 14);
  await expect(page.locator('.tokens .token')).toHaveCount(3);
  await expect(page.locator('.tally')).toHaveCount(2);
  await collect(page, 1);
  await placeByTouch(page, 0);
  await collect(page, 2);
  const placed = await page.locator('.map.placing i:not(.e)').count();
  expect(placed).toBeGreaterThan(0);
  await page.reload();
  await expect(page.locator('main.turn')).toHaveAttribute('data-seat', '1');
  await expect(page.locator('button.place')).toBeVisible();
  await expect(page.locator('.map.placing i:not(.e)')).toHaveCount(placed);
  await expect(page.locator('.map i')).toHaveCount(14 * 14);
});

test('screenshots of every screen in English and Japanese at both sizes, axe clean', async ({ page }) => {
  test.setTimeout(600_000);
  const shoot = (name) => screenshots(page, name);
  await page.goto('./');
  await page.getByRole('button', { name: `${MZEBS.card}: New game` }).click();
  await page.locator('details#variant summary').click();
  await shoot('mzebs-setup');
  await newGame(page, 2, 8, MZEBS);
  await shoot('mzebs-curtain');
  await holdToReveal(page);
  await shoot('mzebs-choose');
  await twoColours(page, 'yellow', 'purple');
  await holdToReveal(page);
  await page.getByRole('button', { name: '日本語' }).click();
  await shoot('mzebs-choose-ja');
  await page.getByRole('button', { name: 'English' }).click();
  await twoColours(page, 'red', 'green');
  for (let turn = 0; turn < 8; turn++) {
    await collect(page, turn);
    await placeByTouch(page, turn);
  }
  await shoot('mzebs-collect');
  await page.getByRole('button', { name: 'Look at my colours (just me)' }).click();
  await holdToReveal(page);
  await shoot('mzebs-memo');
  await page.getByRole('button', { name: 'Back to my turn' }).click();
  await collect(page, 0);
  await shoot('mzebs-place');
  const { x, y } = await farthest(page);
  await page.locator(`.map.placing i[data-x="${x}"][data-y="${y}"]`).click();
  await page.getByRole('button', { name: '日本語' }).click();
  await shoot('mzebs-place-bad-ja');
  await page.getByRole('button', { name: 'English' }).click();
  for (let turn = 8; turn < 40; turn++) {
    if (turn > 8) await collect(page, turn);
    await placeByTouch(page, turn);
  }
  await holdToReveal(page);
  await shoot('mzebs-guess');
  await twoColours(page, 'red', 'green');
  await holdToReveal(page);
  await twoColours(page, 'yellow', 'yellow');
  await shoot('mzebs-reveal');
  // "Play again" waits for the whole reveal (the sweep's games that end early find it so too).
  await expect(page.locator('main.end:not(.done)')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Play again' })).toBeHidden();
  await page.getByRole('button', { name: 'Show everything' }).click();
  await expect(page.getByRole('button', { name: 'Play again' })).toBeVisible();
  await shoot('mzebs-end');
  await page.getByRole('button', { name: '日本語' }).click();
  await shoot('mzebs-end-ja');
});

for (const size of SIZES) {
  test.describe(`at ${size.label} size`, () => {
    test.use(size.use);
    test(`double taps of 40–600 ms, held keys, long presses, a second tab and a second finger at every hand-over never show a memo to the wrong player nor make an unseen move (${size.label})`, async ({ page }) => {
      test.setTimeout(900_000);
      await newGame(page, 2, 3, MZEBS);
      await sweep(
        page,
        {
          name: 'mzebs',
          // A memo screen gets its two colours picked first, so its one move is the button.
          stage: async () => {
            const stage = await stageOf(page);
            if (stage === 'private' && (await page.locator('main.memo .actions .primary:disabled').count())) {
              await settled(page);
              await page.locator('fieldset.colours').nth(0).locator('label').nth(0).click();
              await page.locator('fieldset.colours').nth(1).locator('label').nth(1).click();
            }
            // A press held after the last move may have carried the token somewhere it does not fit:
            // the player takes it to a fitting column before placing it, as anyone would.
            if (stage === 'private' && (await page.locator('.fit-status.bad').count())) {
              await settled(page);
              await page.locator('.map.placing i.fit').first().click();
              await expect(page.locator('.fit-status')).toHaveClass(/fits/);
            }
            // A game that ends before every trial was made is played again: its reveal is shown
            // whole first, as a table would before "Play again".
            if (stage === 'end' && (await page.locator('main.end:not(.done)').count())) {
              await settled(page);
              await page.getByRole('button', { name: 'Show everything' }).click();
            }
            return stage;
          },
          curtainSeat: async () => {
            const heading = await page.locator('.curtain .pass').innerText();
            return NAMES.findIndex((n) => heading.includes(n));
          },
          move: () => page.locator('main.memo .actions .primary, .tokens .token, button.place').first(),
          kinds: ['move', 'iAm', 'undo'],
        },
        { touch: size.touch, label: size.label },
      );
    });
  });
}
