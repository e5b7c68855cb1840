// Bremen played through the UI in Chromium: whole games against the rules module's prediction,
// privacy at every hand-over, refusals, undo, reload, the curtain's return, screenshots, accessibility.
const path = require('node:path');
const { test, expect, NAMES, predict, newGame, enterSeed, holdToReveal, settled, Table, screenshots } = require('./table');
const { SIZES, sweep } = require('./handover');

/** Checks that nothing covers the middle of `locator`: a tap there reaches it. */
async function expectOnTop(locator) {
  const reached = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });
  expect(reached, `${await locator.innerText()} is covered`).toBe(true);
}

async function expectOutcome(page, players, seed) {
  const expected = predict(players, seed);
  const result = page.locator('.end .result');
  await expect(result).toBeVisible();
  const table = result.locator('table.final');
  await expect(table).toHaveAttribute('data-won', String(expected.score !== null));
  await expect(table).toHaveAttribute('data-captured', expected.captured.join(', '));
  await expect(table).toHaveAttribute('data-score', expected.score ? String(expected.score.points) : '');
  if (expected.counts_failure) {
    await expect(result).toContainText(`Captured counts were ${expected.counts_failure.got.join(', ')}`);
  }
  if (expected.animals_failure) await expect(result).toContainText('must all be different animals');
  await expect(page.locator('.replay .trick-line')).toHaveCount(12);
  await expect(page.locator('.replay .dealt')).toHaveCount(players);
  // The end opens at its top: the result, not the replay's tail.
  await settled(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('.end .result h1')).toBeInViewport();
}

test('a full 4-player game ends on the outcome the rules predict', async ({ page }) => {
  await newGame(page, 4, 4242);
  const table = new Table(page, 4);
  await table.playToEnd();
  expect(table.pauses, 'every trick is shown won, the 12th too').toBe(12);
  await expectOutcome(page, 4, 4242);
});

test('a full 3-player game ends on the outcome the rules predict, middle tile shown, and its card says it is learned', async ({ page }) => {
  await newGame(page, 3, 777);
  const table = new Table(page, 3);
  await table.step();
  await expect(page.locator('.table .middle .tile')).toHaveCount(1);
  await table.playToEnd();
  await expectOutcome(page, 3, 777);
  await expect(page.locator('.end .result .middle .tile')).toHaveCount(1);
  // Played to its end: this device has learned Bremen, and its card on the home says so.
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page.locator('.card[data-game="bremen"] .card-badge.learned')).toHaveText('Learned');
  await expect(page.locator('.card[data-game="dog"] .card-badge.learned')).toHaveCount(0);
});

test('a tile that does not follow is refused with the reason and changes nothing', async ({ page }) => {
  await newGame(page, 4, 99);
  const table = new Table(page, 4);
  await table.untilBlockedTile();
  const turn = await page.locator('.turn').innerText();
  const before = await page.locator('[data-hand-tile]').count();
  // aria-disabled keeps the tile tappable for a finger; Playwright needs force to tap it the same way.
  await page.locator('.hand .tile.blocked').first().click({ force: true });
  await expect(page.locator('.refusal')).toContainText('You must follow');
  await expect(page.locator('[data-hand-tile]')).toHaveCount(before);
  await expect(page.locator('.turn')).toHaveText(turn);
  await expect(page.locator('[data-curtain]')).toHaveCount(0);
});

test('the player who just played may take the tile back, through their own curtain, until the next curtain is dismissed', async ({ page }) => {
  await newGame(page, 4, 5);
  const table = new Table(page, 4);
  const name = await table.passAndReveal();
  const before = await page.locator('[data-hand-tile]').count();
  await table.playFirstLegal();
  await page.getByRole('button', { name: `${name}: take back my tile` }).click();
  // Whoever holds the device sees no hand: it goes back to its owner first.
  await expect(page.locator('.curtain .pass')).toHaveText(`Give the device back to ${name}`);
  await expect(page.locator('[data-hand-tile]')).toHaveCount(0);
  expect(await table.curtainName()).toBe(name);
  await table.passAndReveal();
  await expect(page.locator('.turn')).toHaveText(`${name}'s turn`);
  await expect(page.locator('[data-hand-tile]')).toHaveCount(before);
  await table.playFirstLegal();
  await table.passAndReveal();
  await expect(page.getByRole('button', { name: /take back my tile/ })).toHaveCount(0);
});

test('a game that can no longer be won offers its result now, or play on', async ({ page }) => {
  await newGame(page, 4, 4242);
  const table = new Table(page, 4);
  const seeResult = page.getByRole('button', { name: 'See the result now' });
  // Until the counts can no longer come out, a trick result offers only Continue.
  while (!(await seeResult.count())) {
    if ((await table.stage()) === 'pause') await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await table.step();
  }
  await expect(page.locator('main.pause .warning')).toContainText('can no longer come out');
  const trick = Number((await page.locator('.bar-title').innerText()).match(/Trick (\d+)/)[1]);
  // "Play on anyway" carries on to the next hand-over; the offer comes back at the next result.
  await settled(page);
  await page.getByRole('button', { name: 'Play on anyway' }).click();
  await expect(page.locator('[data-curtain]')).toBeVisible();
  while ((await table.stage()) !== 'pause') await table.step();
  await settled(page);
  await seeResult.click();
  const result = page.locator('.end .result');
  await expect(result.locator('table.final')).toHaveAttribute('data-won', 'false');
  await expect(result.locator('.stopped')).toHaveText(`Stopped after trick ${trick + 1}: the captured counts could no longer come out right.`);
  await expect(page.locator('.replay .dealt')).toHaveCount(4);
  await expect(page.locator('.replay .trick-line')).toHaveCount(trick + 1);
});

test('reloading mid-game resumes the same position behind the curtain', async ({ page }) => {
  await newGame(page, 4, 31);
  const table = new Table(page, 4);
  for (let i = 0; i < 14; i++) await table.step();
  while ((await table.stage()) !== 'private') await table.step();
  const heading = await page.locator('.bar-title').innerText();
  const turn = (await page.locator('.turn').innerText()).replace("'s turn", '');
  const captured = await page.locator('.table .captured').allInnerTexts();
  await page.reload();
  await expect(page.locator('[data-curtain]')).toBeVisible();
  await expect(page.locator('[data-hand-tile]')).toHaveCount(0);
  expect(await table.curtainName()).toBe(turn);
  await expect(page.locator('.bar-title')).toHaveText(heading);
  await table.passAndReveal();
  expect(await page.locator('.table .captured').allInnerTexts()).toEqual(captured);
  await page.getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.locator('[data-curtain]')).toBeVisible();
});

test('the curtain comes back when the page is hidden, and after three idle minutes with a warning first', async ({ page }) => {
  await page.clock.install();
  await newGame(page, 3, 12);
  const table = new Table(page, 3);
  await table.passAndReveal();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await expect(page.locator('[data-curtain]')).toBeVisible();
  await expect(page.locator('[data-hand-tile]')).toHaveCount(0);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  await table.passAndReveal();
  await page.clock.fastForward(160_000);
  await expect(page.locator('main.private')).toBeVisible();
  await expect(page.locator('.idle-warning')).toHaveCount(0);
  await page.clock.fastForward(6_000);
  await expect(page.locator('.idle-warning')).toHaveText('This hand hides in 15 seconds: touch the screen to keep it.');
  await expect(page.locator('main.private')).toBeVisible();
  await page.clock.fastForward(15_000);
  await expect(page.locator('[data-curtain]')).toBeVisible();
  await expect(page.locator('[data-hand-tile]')).toHaveCount(0);
  await expect(page.locator('.idle-warning')).toHaveCount(0);

  // A shorter wait, chosen on the home screen, holds on this device from then on.
  await page.getByRole('button', { name: 'Home' }).click();
  await settled(page);
  await page.getByLabel('Hide a hand left untouched after').selectOption('1');
  expect(await page.evaluate(() => localStorage.getItem('hotseat.idle'))).toBe('1');
  await page.getByRole('button', { name: 'Resume' }).click();
  await table.passAndReveal();
  await page.clock.fastForward(61_000);
  await expect(page.locator('[data-curtain]')).toBeVisible();
});

test('the game is playable from the keyboard alone', async ({ page }) => {
  await newGame(page, 3, 55);
  // The focused main action: "I am X" is held down (Enter), a playable tile or Continue is pressed.
  const next = async () => {
    await expect(page.locator(':focus')).toHaveCount(1);
    if (await page.locator('[data-curtain]').count()) {
      await page.keyboard.down('Enter');
      await expect(page.locator('main.private')).toBeVisible();
      await page.keyboard.up('Enter');
    } else {
      await page.keyboard.press('Enter');
    }
  };
  for (let i = 0; i < 12; i++) await next();
  await expect(page.locator('.bar-title')).toContainText('Trick 2 of 12');
  // Tab reaches a blocked tile too, and Enter on it explains the refusal.
  while (!(await page.locator('main.private .tile.blocked').count())) await next();
  await settled(page);
  await page.locator('main.private .tile.blocked').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.refusal')).toContainText('You must follow');
});

test('the rules open from every home card and inside a game without leaving it', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Bremen: Rules' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Bremen: the rules');
  await expect(dialog).toContainText('you must play one of those');
  await expect(page.locator(':focus')).toHaveText('Close');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Broom Service: Rules' }).click();
  await expect(dialog.locator('.mark').first()).toHaveText('[reconstructed]');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '日本語' }).click();
  await page.getByRole('button', { name: 'ブルームサービス: ルール' }).click();
  await expect(dialog).toContainText('ブルームサービスのルール');
  await expect(dialog.locator('.mark').first()).toHaveText('[推定]');
  await dialog.getByRole('button', { name: '閉じる' }).click();
  await page.getByRole('button', { name: 'English' }).click();

  await newGame(page, 4, 66);
  const table = new Table(page, 4);
  await table.passAndReveal();
  const hand = await page.locator('[data-hand-tile]').count();
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(dialog).toContainText('24, 16, 8 and 0');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('main.private [data-hand-tile]')).toHaveCount(hand);
});

test('each rule is explained once per game where it first matters, beside what it explains, until the game is learned', async ({ page }) => {
  await newGame(page, 4, 77);
  const first = new Table(page, 4);
  const mark = page.locator('.coach');
  await first.passAndReveal();
  // Leading: the mark sits just before the hand it explains.
  await expect(mark).toHaveAttribute('data-mark', 'lead');
  await expect(mark).toContainText('You lead');
  await expect(page.locator('.coach + .hand')).toHaveCount(1);
  await mark.getByRole('button', { name: 'Got it' }).click();
  await expect(mark).toHaveCount(0);
  await first.playFirstLegal();
  await first.passAndReveal();
  await expect(mark).toHaveAttribute('data-mark', /^(must_follow|free_choice)$/);
  const taught = await mark.getAttribute('data-mark');
  await first.playFirstLegal(); // playing moves the screen on: the mark is not shown again
  for (let seen = 0; seen < 2; seen++) {
    await first.passAndReveal();
    expect(await mark.getAttribute('data-mark').catch(() => null), 'each mark shows once per game').not.toBe(taught);
    await first.playFirstLegal();
  }

  // On a device that has learned Bremen (played one to its end), an ordinary game explains nothing.
  await page.evaluate(() => localStorage.setItem('hotseat.learned', ' bremen'));
  await page.getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Bremen: New game' }).click();
  await enterSeed(page, 77);
  await page.getByRole('button', { name: 'Deal the tiles' }).click();
  const second = new Table(page, 4);
  await second.passAndReveal();
  await expect(mark).toHaveCount(0);

  // "Stop teaching" turns the marks off on this device, in one tap; home turns them back on.
  await page.evaluate(() => localStorage.removeItem('hotseat.learned'));
  await page.getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Bremen: New game' }).click();
  await page.getByRole('button', { name: 'Deal the tiles' }).click();
  await new Table(page, 4).passAndReveal();
  await mark.getByRole('button', { name: 'Stop teaching' }).click();
  await expect(mark).toHaveCount(0);
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page.getByLabel('Explain each rule as it comes up')).toHaveValue('0');
  await page.getByLabel('Explain each rule as it comes up').selectOption('1');
  expect(await page.evaluate(() => localStorage.getItem('hotseat.marks-off'))).toBeNull();
});

test('each player needs a different name, and the seed stays secret until the end', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Bremen: New game' }).click();
  await expect(page.locator('input[name=seed]')).toBeHidden();
  const inputs = page.locator('.seats input[type=text]');
  await page.getByRole('button', { name: '3 players' }).click();
  for (const [i, name] of ['Aiko', 'Ben', ' aiko '].entries()) await inputs.nth(i).fill(name);
  await page.getByRole('button', { name: 'Deal the tiles' }).click();
  await expect(page.locator('.setup .error')).toContainText('Two players are called Aiko');
  await expect(page.locator('[data-curtain]')).toHaveCount(0);
  await inputs.nth(2).fill('Chie');
  await page.getByRole('button', { name: 'Deal the tiles' }).click();
  await expect(page.locator('[data-curtain]')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/seed/i);
});

test('names are remembered for the next game', async ({ page }) => {
  await newGame(page, 3, 1);
  await page.reload();
  await page.getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Bremen: New game' }).click();
  await expect(page.locator('.seats input[type=text]').first()).toHaveValue('Aiko');
  await expect(page.getByRole('button', { name: '3 players' })).toHaveAttribute('aria-pressed', 'true');
  // Who starts is under "More options", one radio per name.
  await page.locator('details.advanced summary').click();
  const starters = page.getByRole('group', { name: 'Takes the first tile from the circle' });
  await expect(starters.getByRole('radio', { name: 'Aiko' })).toBeChecked();
  await starters.getByRole('radio', { name: 'Chie' }).check();
  await expect(starters.getByRole('radio', { name: 'Aiko' })).not.toBeChecked();
});

test('screenshots at phone and tablet size, English and Japanese, and no accessibility violations', async ({ page }) => {
  const shoot = (name) => screenshots(page, name);
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await shoot('home');
  await newGame(page, 4, 2024);
  const table = new Table(page, 4);
  await shoot('curtain');
  await table.passAndReveal();
  await shoot('board-lead');
  await table.playFirstLegal();
  await table.passAndReveal();
  await shoot('board-follow');
  while ((await table.stage()) !== 'pause') await table.step();
  await shoot('trick-result');
  await page.getByRole('button', { name: '日本語' }).click();
  await page.locator('main.pause .primary').click();
  await holdToReveal(page);
  await shoot('board-ja');
  await page.getByRole('button', { name: 'English' }).click();
  await table.playToEnd();
  await shoot('end');
  await page.getByRole('button', { name: '日本語' }).click();
  await shoot('end-ja');
  await page.getByRole('button', { name: 'ホーム' }).click();
  await shoot('home-ja');
  await page.getByRole('button', { name: 'ブレーメン: ルール' }).click();
  await shoot('rules-ja');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'ブレーメン: 新しいゲーム' }).click();
  await shoot('setup-ja');
  await page.getByRole('button', { name: 'English' }).click();
  await shoot('setup');

  // A won game (tests/fixtures/bremen-won.json: seed 72, played out by random legal moves): the
  // celebration, the score's working and the band's title among every title, at the top.
  await page.getByRole('button', { name: 'Home' }).click();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator('input[type=file]').setInputFiles(path.join(__dirname, '../fixtures/bremen-won.json'));
  await page.locator('.saved-game').getByRole('button', { name: 'Resume' }).click();
  await expect(page.locator('.result.won h1')).toHaveText('The band wins!');
  await expect(page.locator('.working')).toHaveAttribute('data-working', '11 − 4 + 12 = 19');
  await expect(page.locator('.titles li')).toHaveCount(6);
  await expect(page.locator('.titles li.earned')).toHaveText('15–19A thrilling band');
  await shoot('end-won');
  await page.getByRole('button', { name: '日本語' }).click();
  await shoot('end-won-ja');
});

test('on a phone and a tablet, the start button and the hand are in view without scrolling, the coach mark beside the hand', async ({ page }) => {
  for (const size of [{ width: 390, height: 844 }, { width: 1024, height: 768 }]) {
    await page.setViewportSize(size);
    await page.goto('./');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('button', { name: 'Bremen: New game' }).click();
    await expect(page.getByRole('button', { name: 'Deal the tiles' })).toBeInViewport({ ratio: 1 });
    // Seed 932's first deal gives someone 8 chickens: the tiles are dealt again, and the first trick's
    // table, saying so, is at its tallest.
    await enterSeed(page, 932);
    await page.getByRole('button', { name: 'Deal the tiles' }).click();
    await holdToReveal(page);
    await expect(page.locator('.redealt')).toContainText('Dealt again (1×)');
    // The coach mark sits just above the hand it explains, covering none of it (every tile of the hand
    // is still on the first screen, and on top), and the hand (kept in view at a phone's foot) covers
    // none of the mark's buttons.
    await expect(page.locator('.coach')).toBeVisible();
    for (const tile of await page.locator('.hand .tile').all()) await expect(tile).toBeInViewport({ ratio: 1 });
    const [mark, hand] = [await page.locator('.coach').boundingBox(), await page.locator('.hand').boundingBox()];
    expect(mark.y < hand.y, 'the mark is above the hand').toBe(true);
    for (const button of await page.locator('.coach button, .hand .tile').all()) await expectOnTop(button);
  }
});

for (const size of SIZES) {
  test.describe(`at ${size.label} size`, () => {
    test.use(size.use);
    test(`double taps of 40–600 ms, held keys, long presses, a second tab and a second finger at every hand-over never show a hand to the wrong player nor make an unseen move (${size.label})`, async ({ page }) => {
      await newGame(page, 4, 4242);
      const table = new Table(page, 4);
      const report = await sweep(
        page,
        {
          name: 'bremen',
          kinds: ['move', 'continue', 'iAm', 'undo'],
          // Twelve tricks, twelve results to continue from.
          gaps: { continue: [40, 120, 200, 300, 400, 500, 600] },
          stage: () => table.stage(),
          curtainSeat: async () => NAMES.indexOf(await table.curtainName()),
          move: () => page.locator('.hand .tile.legal').first(),
        },
        size,
      );
      console.log(`sweep ${JSON.stringify(report)}`);
    });
  });
}
