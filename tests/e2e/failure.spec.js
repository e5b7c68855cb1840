// If the app ever fails (a panic in the release build ends as a wasm trap, and the app's code can do
// nothing more), the page says so in the players' language over everything it showed, and a reload
// goes on with the game: every move was saved as it was made.
const { test, expect, pageFailed, screenshots, newGame, Table } = require('./table');
const { savedMoves } = require('./handover');

/** Fails the app's code the way a panic does: an error nobody handles, thrown from the page's loop. */
async function fail(page) {
  await page.evaluate(() => setTimeout(() => {
    throw new WebAssembly.RuntimeError('unreachable');
  }));
}

test('a failure covers the page with what happened, in the page language, and a reload goes on with the game', async ({ page, context }) => {
  await newGame(page, 4, 99);
  const table = new Table(page, 4);
  await table.passAndReveal();
  await table.playFirstLegal();
  await table.passAndReveal();
  const crashed = page.locator('#crashed');
  await expect(crashed).toBeHidden();

  await fail(page);
  await expect(crashed).toBeVisible();
  await expect(crashed).toHaveText(/^Something went wrong — your games are saved\.\s*Reload$/, { useInnerText: true });
  pageFailed(context, /unreachable/);
  // Nothing of the screen beneath shows or takes a tap: the hand is covered.
  const covered = await page.evaluate(() => {
    const tile = document.querySelector('[data-hand-tile]').getBoundingClientRect();
    return document.elementFromPoint(tile.x + tile.width / 2, tile.y + tile.height / 2).closest('#crashed') !== null;
  });
  expect(covered, 'the hand is under the message').toBe(true);
  await expect(page.getByRole('button', { name: 'Reload' })).toBeFocused();
  await screenshots(page, 'failure-en');

  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('[data-curtain]')).toBeVisible();
  await expect(crashed).toBeHidden();
  expect(await savedMoves(page), 'the move made before the failure').toBe(1);

  await page.getByRole('button', { name: '日本語' }).click();
  await fail(page);
  await expect(crashed).toHaveText(/^問題が起きました。ゲームは保存されています。\s*再読み込み$/, { useInnerText: true });
  pageFailed(context, /unreachable/);
  await screenshots(page, 'failure-ja');
});

test.describe('with no service worker', () => {
  test.use({ serviceWorkers: 'block' });

  for (const [file, what] of [['bot_worker.js', 'script'], ['bot_worker_bg.wasm', 'code']]) {
    test(`a bots' worker whose ${what} fails to load fails only the bot's move: the table says so, and opening the game again plays it`, async ({ page, context }) => {
      // A dropped connection on a first visit.
      await context.route(`**/${file}`, (route) => route.abort());
      await newGame(page, 4, 3, undefined, { seats: ['easy', 'easy', 'easy', 'easy'], pace: 200 });
      await expect(page.getByRole('alert')).toHaveText('The bot could not find a move. Go home and open the game again.');
      await expect(page.locator('#crashed')).toBeHidden();
      await expect(page.locator('.thinking-mark'), 'no longer shown thinking').toBeHidden();
      expect(await savedMoves(page)).toBe(0);

      await context.unroute(`**/${file}`);
      await page.getByRole('button', { name: 'Home' }).click();
      await page.locator('.saved-game').getByRole('button', { name: 'Resume' }).click();
      await expect.poll(() => savedMoves(page)).toBeGreaterThan(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});
