// Broom Service in Chromium: its rules page with the stand-in board; 2- and 5-player games on fixed
// seeds, taken up from a save at their last round or two (the sweep plays a game from the deal) and
// played through the UI to the final scores the rules module predicts for the same choices
// (tests/e2e/broom_predict.rs), with a brave claim knocked out, clouds charmed, deliveries to
// both tower shapes, bewitched penalties and an event with a secret choice; every hand and pending
// choice behind its owner's curtain; a refused choice with its reason; moves made by tapping the
// board; screenshots in English and Japanese at both sizes; the shared hand-over sweep.
const { test, expect, NAMES, newGame, resumeSave, enterSeed, predict, screenshots, settled, holdToReveal, stageOf } = require('./table');
const { SIZES, sweep, savedMoves } = require('./handover');
const { decide } = require('./moves');

const BROOM = { card: 'Broom Service', start: 'Start Broom Service' };

/** Nothing secret is on the page: no hand, no role choice, no fist. */
async function noSecrets(page) {
  await expect(page.locator('.hand, .roles, input[name^=r], input[name^=f]')).toHaveCount(0);
}

/** Plays the game to its end by the policy from decision number `from`, checking every curtain hides
 * every hand, and returns how many decisions were made in all. `onScreen(k, phase)` may look at a
 * screen before its decision. */
async function playOut(page, onScreen = async () => {}, from = 0) {
  let k = from;
  for (let step = 0; step < 5000; step++) {
    const stage = await stageOf(page);
    if (stage === 'end') return k;
    if (stage === 'curtain') {
      await noSecrets(page);
      await holdToReveal(page);
    } else if (stage === 'pause') {
      await noSecrets(page);
      await settled(page);
      await page.locator('main.pause .primary').click();
    } else if (stage === 'private') {
      const phase = await page.locator('main.broom').getAttribute('data-phase');
      // Only a decision of one's own cards or fist is private; an action is in the open, without a hand.
      if (['act', 'works'].includes(phase)) await noSecrets(page);
      else await expect(page.locator('main.broom.private')).toHaveCount(1);
      await onScreen(k, phase);
      await decide(page, k);
      k += 1;
    } else {
      await page.waitForTimeout(50);
    }
  }
  throw new Error('the game did not end');
}

/** The final table on screen matches the rules module's prediction. */
async function finalScores(page, expected) {
  await expect(page.locator('main.broom.end')).toBeVisible();
  for (let seat = 0; seat < expected.vp.length; seat++) {
    await expect(page.locator(`table.sheet tr[data-seat="${seat}"]`)).toHaveAttribute('data-vp', String(expected.vp[seat]));
  }
  const winners = expected.places.flatMap((p, seat) => (p === 1 ? [NAMES[seat]] : []));
  await expect(page.locator('.result h1')).toContainText(winners.join(' & '));
}

test('the rules show the designed board from its map file, marked as a stand-in, in both languages, and link to the settings', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Broom Service: Rules' }).click();
  const dialog = page.getByRole('dialog');
  const board = dialog.locator('svg.broom-board');
  await expect(board).toHaveAttribute('aria-label', /designed stand-in/);
  await expect(board.locator('g.area')).toHaveCount(51);
  await expect(board.locator('g.tower')).toHaveCount(39);
  await expect(board.locator('path.space')).toHaveCount(18);
  await expect(board.locator('g.area.lake')).toHaveCount(3);
  const box = await board.boundingBox();
  expect(box.width, 'the board fills the dialog').toBeGreaterThan(300);
  await expect(dialog).toContainText('a later brave player of the same role knocks out every earlier one');
  await screenshots(page, 'broom-rules');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '日本語' }).click();
  await page.getByRole('button', { name: 'ブルームサービス: ルール' }).click();
  await expect(board).toHaveAttribute('aria-label', /代わりの盤面/);
  await expect(dialog).toContainText('勇敢');
  await screenshots(page, 'broom-rules-ja');
  // The rules link to the settings of every reconstructed value and the map.
  await dialog.getByRole('button', { name: '設定' }).click();
  await expect(page.locator('details#variant')).toHaveAttribute('open', '');
  await expect(page.locator('details#variant input[name=map]')).toHaveCount(1);
});

/**
 * Plays a game of `players` on `seed` by the policy to the scores the rules module predicts — from the
 * deal, or from round `round` on (loaded from the save the predictor wrote there) — after checking that
 * what the page will play has every feature named in `features` (and an event with a secret choice);
 * `before` runs on the first screen, `onScreen(phase)` before each decision. Returns the prediction.
 */
async function fullGame(page, players, seed, features, { before = async () => {}, onScreen = async () => {}, round }) {
  const expected = round ? predict(players, seed, 'broom_predict', round) : predict(players, seed, 'broom_predict');
  const played = round ? expected.rest : expected;
  for (const what of features) expect(played[what], what).toBeGreaterThan(0);
  expect(played.moreOrLess + played.fists, 'an event with a secret choice').toBeGreaterThan(0);
  if (round) await resumeSave(page, expected.save);
  else await newGame(page, players, seed, BROOM);
  await before();
  const decisions = await playOut(page, (k, phase) => onScreen(phase), expected.from ?? 0);
  expect(decisions).toBe(expected.decisions);
  await finalScores(page, expected);
  return expected;
}

/** Screenshots of the first screen of each phase in `phases`, named `broom-<phase><suffix>`. */
function firstOfEach(page, phases, suffix = '') {
  const seen = new Set();
  return async (phase) => {
    if (seen.has(phase) || !phases.includes(phase)) return;
    seen.add(phase);
    await screenshots(page, `broom-${phase}${suffix}`);
  };
}

test('the last round of a 2-player game to the predicted scores: a refused choice, bewitched penalties, clouds charmed, both tower shapes, secret choices', async ({ page }) => {
  test.setTimeout(600_000);
  const before = async () => {
    await expect(page.locator('.curtain .pass')).toContainText(NAMES[0]);
    await noSecrets(page);
    await holdToReveal(page);
    // A hand of the wrong size is refused with its reason, and nothing changes.
    await settled(page);
    const made = await savedMoves(page);
    for (const r of [0, 1, 2]) await page.locator(`.decide input[name=r${r}]`).check();
    await page.locator('.decide [data-go=choose]').click();
    await expect(page.locator('.refusal')).toHaveText(/wrong number of cards/);
    expect(await savedMoves(page)).toBe(made);
    await page.locator('.decide input[name^=r]').evaluateAll((boxes) => boxes.forEach((b) => (b.checked = false)));
    await screenshots(page, 'broom-choose');
  };
  await fullGame(page, 2, 16, ['charmed', 'round', 'square', 'bewitched'], { round: 7, before, onScreen: firstOfEach(page, ['lead', 'follow', 'act']) });
  await screenshots(page, 'broom-end');
  await page.getByRole('button', { name: '日本語' }).click();
  await screenshots(page, 'broom-end-ja');
});

test('the last two rounds of a 5-player game in Japanese to the predicted scores: brave claims knocked out, clouds charmed, both tower shapes, secret choices', async ({ page }) => {
  test.setTimeout(900_000);
  let knockedOut = 0;
  const shots = firstOfEach(page, ['choose', 'act', 'fist'], '-ja');
  const onScreen = async (phase) => {
    // A knocked-out brave claim shows struck through in the turn's list.
    knockedOut += await page.locator('.plays li.out').count();
    await shots(phase);
  };
  await fullGame(page, 5, 35, ['knocked', 'charmed', 'round', 'square', 'fists'], {
    round: 6,
    before: () => page.getByRole('button', { name: '日本語' }).click(),
    onScreen,
  });
  expect(knockedOut, 'a knocked-out claim was on screen').toBeGreaterThan(0);
});

test('the settings: a refused value is explained at once, a broken map file is refused, and the values chosen are kept with the game through a reload', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: `${BROOM.card}: New game` }).click();
  await page.getByRole('button', { name: '2 players' }).click();
  await page.locator('details#variant summary').click();
  const problem = page.locator('#variant .refusal');
  await expect(page.locator('.map-now')).toHaveText('The designed stand-in board');
  await page.locator('input[name=p0]').fill('3');
  await page.locator('input[name=p0]').press('Tab');
  await expect(problem).toContainText("Perilous Places must keep the rulebook's example");
  await page.locator('input[name=p0]').fill('1');
  await page.locator('input[name=p0]').press('Tab');
  await expect(problem).toHaveText('');
  await page.locator('input[name=map]').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "broom-service-map"') });
  await expect(page.locator('.map-now')).toHaveText('Board: your map file');
  await expect(problem).toHaveText("The map file can't be read.");
  await page.locator('input[name=designed]').check();
  await expect(problem).toHaveText('');
  await page.locator('input[name=gb][value="1"]').check();
  await page.locator('input[name=e6]').fill('9');
  await page.locator('input[name=e6]').press('Tab');
  await screenshots(page, 'broom-settings');
  await enterSeed(page, 5);
  await page.getByRole('button', { name: BROOM.start }).click();
  await expect(page.locator('.curtain .pass')).toContainText('Player 1');
  const options = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('hotseat.save.'));
    return JSON.parse(localStorage.getItem(key)).session.options;
  });
  expect(options, 'brave gatherers give 3 potions, The Works! is worth 9').toBe('2 0 0 1 0 0 0 9 6 3 0 -3 1 1 1 -1 5 9 3 3 1');
  await holdToReveal(page);
  await expect(page.locator('main.broom.private')).toHaveAttribute('data-phase', 'choose');
  await page.reload();
  await expect(page.locator('.curtain .pass')).toContainText('Player 1');
  await noSecrets(page);
});

for (const size of SIZES) {
  test.describe(`at ${size.label} size`, () => {
    test.use(size.use);
    test(`double taps of 40–600 ms, held keys, long presses, a second tab and a second finger at every hand-over never show a hand to the wrong player nor make an unseen move (${size.label})`, async ({ page }) => {
      test.setTimeout(900_000);
      await newGame(page, 3, 4, BROOM);
      await sweep(
        page,
        {
          name: 'broom',
          // A choice of role cards gets its four cards ticked first, so its one move is the button.
          stage: async () => {
            const stage = await stageOf(page);
            if (stage === 'private' && (await page.locator('.decide [data-go=choose]').count())) {
              await settled(page);
              for (const r of [0, 4, 6, 9]) await page.locator(`.decide input[name=r${r}]`).check();
            }
            return stage;
          },
          curtainSeat: async () => {
            const heading = await page.locator('.curtain .pass').innerText();
            return NAMES.findIndex((n) => heading.includes(n));
          },
          move: () => page.locator('.decide [data-move], .decide [data-go]').first(),
          kinds: ['move', 'iAm', 'undo', 'continue'],
          gaps: { continue: [40, 250, 400, 600] },
        },
        { touch: size.touch, label: size.label },
      );
    });
  });
}
