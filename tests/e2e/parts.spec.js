// The page in parts (src/ui/parts/): the first visit fetches the shell; each game's code is a part
// of the page fetched when that game is first opened (its new-game screen opens at once, its settings
// panel shown when the part comes), as are the replay and the history (then, once
// the home has been idle, the rest in the background); a part that cannot come says so with a retry and loses nothing; offline, after one
// visit, every game opens from the service worker's cache.
const { test, expect, offlineAfterVisit, screenshots, settled } = require('./table');

const GAMES = [
  { id: 'bremen', card: 'Bremen', start: 'Deal the tiles', players: 4 },
  { id: 'dog', card: 'Here Comes the Dog', start: 'Light the bonfire', players: 3 },
  { id: 'bierfest', card: 'Willkommen, Bierfest!', start: 'Start the Bierfest', players: 3 },
  { id: 'mzebs', card: 'M&ZEB-S', start: 'Start M&ZEB-S', players: 2 },
  { id: 'broom', card: 'Broom Service', start: 'Start Broom Service', players: 3 },
];

/** The game whose part a request fetches, if it is one. */
const partOf = (url) => url.match(/\/split_(\w+)-[0-9a-f]{16}\.wasm$/)?.[1];

/** Every part the page asks the network (or its cache) for, in order. */
function partRequests(page) {
  const asked = [];
  page.on('request', (r) => {
    const part = partOf(r.url());
    if (part) asked.push(part);
  });
  return asked;
}

test.describe('with no service worker (every fetch seen)', () => {
  test.use({ serviceWorkers: 'block' });

  for (const game of [GAMES[4], GAMES[1]]) {
    test(`the home shows with no game's part; ${game.card} opens with only its own, then the rest come once each`, async ({ page, context }) => {
      const asked = partRequests(page);
      // Every part is held back until the tap, and every other game's until the game has opened: the
      // home shows with none, the game opens with its own.
      let openGame, releaseRest;
      const tapped = new Promise((r) => (openGame = r));
      const rest = new Promise((r) => (releaseRest = r));
      await context.route(/\/split_\w+-/, async (route) => {
        await (partOf(route.request().url()) === game.id ? tapped : rest);
        await route.continue();
      });
      await page.goto('./');
      await expect(page.locator('.cards .card')).toHaveCount(5);
      await page.getByRole('button', { name: `${game.card}: New game` }).click();
      // Its new-game screen opens at once, its own settings panel waiting for the part.
      const panel = page.locator('main.setup .game-settings');
      await expect(page.getByRole('button', { name: game.start })).toBeVisible();
      await expect(panel).toHaveAttribute('aria-busy', 'true');
      await expect(panel.locator('fieldset, details')).toHaveCount(0);
      expect(asked, 'its part').toContain(game.id);
      // The part arrives: the panel shows in its place.
      openGame();
      await expect(panel).toHaveAttribute('aria-busy', 'false');
      await expect(panel.locator('fieldset, details').first()).toBeVisible();
      releaseRest();
      // The home idle, the others come in the background, each once.
      await page.getByRole('button', { name: 'Home' }).click();
      const every = [...GAMES.map((g) => g.id), 'replay', 'history'].sort();
      await expect.poll(() => [...asked].sort(), { timeout: 20_000 }).toEqual(every);
      expect(asked.filter((id) => id === game.id), `${game.id}'s part, fetched once`).toHaveLength(1);
    });
  }

  test('a part that fails to arrive says so with a retry; the screen and the saves stay as they were', async ({ page, context }) => {
    // Broom Service's part cannot come (nor in the background, while the home is idle).
    let failing = true;
    await context.route(/split_broom-/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
    // A game of Bremen on the device, to see it untouched.
    await page.goto('./');
    await page.getByRole('button', { name: 'Bremen: New game' }).click();
    await page.getByRole('button', { name: 'Deal the tiles' }).click();
    await expect(page.locator('[data-curtain]')).toBeVisible();
    const saved = () => page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith('hotseat.save.')));
    const before = await saved();
    expect(before).toHaveLength(1);

    // The new-game screen opens without the part; its start says the part could not come.
    await page.getByRole('button', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'Broom Service: New game' }).click();
    await expect(page.locator('main.setup .game-settings')).toHaveAttribute('aria-busy', 'true');
    await settled(page);
    await page.getByRole('button', { name: 'Start Broom Service' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'could not be fetched' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Broom Service');
    await screenshots(page, 'part-failed');
    // Its "Back" leaves the new-game screen as it was; the save is as it was.
    await settled(page);
    await page.locator('.part-failed').getByRole('button', { name: 'Back' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.locator('main.setup')).toBeVisible();
    expect(await saved()).toEqual(before);

    // Again, and this time the retry finds the network back: the game starts, beside the other.
    await page.getByRole('button', { name: 'Start Broom Service' }).click();
    await expect(alert).toBeVisible();
    failing = false;
    await settled(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('main.setup')).toHaveCount(0);
    await expect(page.locator('fieldset.screen main')).toBeVisible();
    const after = await saved();
    expect(after).toHaveLength(2);
    expect(after).toContainEqual(before[0]);
  });

  test('in Japanese, a part on its way shows the game and that it is coming', async ({ page, context }) => {
    let release;
    const held = new Promise((r) => (release = r));
    await context.route(/split_mzebs-/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('./');
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByRole('button', { name: 'M&ZEB-S: 新しいゲーム' }).click();
    // "Start" tapped before the part came: the game, and that it is coming; then the game starts.
    await settled(page);
    await page.getByRole('button', { name: 'M&ZEB-Sを始める' }).click();
    const coming = page.locator('.part-coming');
    await expect(coming).toContainText('M&ZEB-S');
    await expect(coming).toContainText('準備');
    await screenshots(page, 'part-coming-ja');
    release();
    await expect(coming).toHaveCount(0);
    await expect(page.locator('main.setup')).toHaveCount(0);
    await expect(page.locator('fieldset.screen main')).toBeVisible();
  });
});

test('after one visit, with no network, every game opens and plays its first screen', async ({ page, context }) => {
  const fromNetwork = await offlineAfterVisit(page, context);
  await page.reload();
  for (const game of GAMES) {
    await settled(page);
    await page.getByRole('button', { name: `${game.card}: New game` }).click();
    await page.getByRole('button', { name: `${game.players} players` }).click();
    await page.getByRole('button', { name: game.start }).click();
    // Its first screen: a curtain to hand the device over, or the first turn in the open.
    await expect(page.locator('main.setup')).toHaveCount(0);
    await expect(page.locator('fieldset.screen main')).toBeVisible();
    await settled(page);
    await page.getByRole('button', { name: 'Home' }).click();
    await expect(page.locator('.cards')).toBeVisible();
  }
  // Every game's save lists, its part here.
  await expect(page.locator('.saved-game')).toHaveCount(5);
  await expect(page.locator('.saved-game.damaged')).toHaveCount(0);
  expect(fromNetwork, 'requests that reached the network while offline').toEqual([]);
});
