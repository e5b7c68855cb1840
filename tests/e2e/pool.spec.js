// The bots' workers as a pool (src/ui/table/pool.rs), on devices of other sizes than this machine's:
// the page reads its cores from navigator.hardwareConcurrency, set here before it loads. Three strong
// bots play a whole game on a four-core device's three workers, each move's trees side by side, and
// make every move a one-core device's one worker makes; a hint's three trees go to a three-core device's two workers, one waiting for a free one; a worker
// that stops on a question is replaced and the question asked again; a page hidden mid-search ends
// its workers and asks nothing until it shows again.
const { test, expect, newGame, settled } = require('./table');

const DOG = { card: 'Here Comes the Dog', start: 'Light the bonfire' };

/** Runs in the page: a device of `n` cores. */
function cores(n) {
  Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n, configurable: true });
}

/**
 * Runs in the page: counts the bots' workers made and ended, the questions at work at once (posted,
 * not yet answered), and the questions asked tree by tree and from the trees' roots. A worker listed
 * in `window.__stops` (by the order it was made) stops on its first question, as one whose code
 * panics does; while `window.__holding` is set, no answer reaches the page (the search seems to go on).
 */
function watchThePool() {
  const pool = { made: 0, live: 0, asked: 0, working: 0, most: 0, trees: 0, merges: 0 };
  window.__pool = pool;
  window.__stops = window.__stops ?? [];
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.number = pool.made;
      pool.made += 1;
      pool.live += 1;
      this.busy = false;
      // Added before the pool's own listener, so it hears each answer first.
      this.addEventListener('message', (e) => {
        if (e.data === 'ready') return;
        if (window.__holding) return e.stopImmediatePropagation();
        if (this.busy) pool.working -= 1;
        this.busy = false;
      });
    }
    terminate() {
      if (this.busy) pool.working -= 1;
      this.busy = false;
      pool.live -= 1;
      super.terminate();
    }
    postMessage(message) {
      if (typeof message === 'string' && message.startsWith('{')) {
        pool.asked += 1;
        if (message.startsWith('{"tree":')) pool.trees += 1;
        if (message.startsWith('{"trees":')) pool.merges += 1;
        if (window.__stops.includes(this.number)) {
          window.__stops = window.__stops.filter((n) => n !== this.number);
          setTimeout(() => this.dispatchEvent(new ErrorEvent('error', { message: 'stopped' })));
          return;
        }
        this.busy = true;
        pool.working += 1;
        pool.most = Math.max(pool.most, pool.working);
      }
      super.postMessage(message);
    }
  };
}

/** The moves of the newest save. */
function savedMoves(page) {
  return page.evaluate(() => {
    const saves = Object.keys(localStorage).filter((k) => k.startsWith('hotseat.save.')).map((k) => JSON.parse(localStorage.getItem(k)));
    return JSON.stringify(saves[0].session.actions ?? saves[0].session.moves);
  });
}

/** Plays an all-bot game on to its end, going on at each pause. */
async function toTheEnd(page) {
  while (!(await page.locator('main.end').count())) {
    const go = page.locator('main.pause .primary');
    if (await go.count()) {
      await settled(page);
      await go.click().catch(() => {});
    }
    await page.waitForTimeout(100);
  }
}

/** What the pool did, as watched. */
const poolOf = (page) => page.evaluate(() => window.__pool);

test('three strong bots play a whole game on a four-core device, its three workers side by side, making every move a one-core device makes', async ({ page: first }) => {
  test.setTimeout(600_000);
  const browser = first.context().browser();
  const play = async (n) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(cores, n);
    await page.addInitScript(watchThePool);
    await newGame(page, 3, 31, DOG, { seats: ['strong', 'strong', 'strong'], pace: 300 });
    await toTheEnd(page);
    const [moves, pool] = [await savedMoves(page), await poolOf(page)];
    await context.close();
    return { moves, pool };
  };
  const [four, one] = [await play(4), await play(1)];
  expect(four.pool.made, 'three workers on four cores').toBe(3);
  expect(four.pool.most, 'trees searched side by side').toBe(3);
  expect(four.pool.trees).toBeGreaterThan(0);
  expect(four.pool.merges, 'each strong move chosen from its three trees').toBe(four.pool.trees / 3);
  expect(one.pool.made, 'one worker on one core').toBe(1);
  expect([one.pool.most, one.pool.trees, one.pool.merges], 'asked whole').toEqual([1, 0, 0]);
  expect(four.moves, 'the same moves').toBe(one.moves);
});

test('a hint on a three-core device is searched tree by tree on its two workers, a tree waiting for a busy one', async ({ page }) => {
  await page.addInitScript(cores, 3);
  await page.addInitScript(watchThePool);
  // Hints on, each time the page loads (a new game's setup clears the device first).
  await page.addInitScript(() => localStorage.setItem('hotseat.hints-on', '1'));
  await newGame(page, 2, 8, DOG, { seats: ['person', 'easy'], pace: 300 });
  await expect(page.locator('.hint-ask')).toBeVisible();
  await settled(page);
  await page.locator('.hint-ask').click();
  await expect(page.locator('.hint-said')).toBeVisible();
  await expect(page.locator('.hinted').first()).toBeVisible();
  const pool = await poolOf(page);
  expect([pool.made, pool.trees, pool.merges, pool.most]).toEqual([2, 3, 1, 2]);
});

test('a worker that stops on a question is replaced and the question asked again: the bot still moves', async ({ page }) => {
  await page.addInitScript(cores, 4);
  await page.addInitScript(watchThePool);
  await page.addInitScript(() => { window.__stops = [0, 1]; });
  await newGame(page, 2, 8, DOG, { seats: ['strong', 'person'], pace: 300 });
  await expect(page.locator('main.bot-turn')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.locator('main.private, main.turn').first()).toBeVisible();
  await expect(page.getByText('could not move')).toHaveCount(0);
  await expect(page.locator('#crashed')).toBeHidden();
  const pool = await poolOf(page);
  expect(pool.made, 'the two that stopped replaced').toBe(5);
  expect(JSON.parse(await savedMoves(page)).length ?? 1).toBeGreaterThan(0);
});

test('a page hidden mid-search ends its workers and asks nothing until it shows again', async ({ page }) => {
  await page.addInitScript(cores, 4);
  await page.addInitScript(watchThePool);
  await page.addInitScript(() => { window.__holding = true; });
  await newGame(page, 2, 8, DOG, { seats: ['strong', 'person'], pace: 300 });
  await expect(page.locator('main.bot-turn')).toBeVisible();
  // The strong move's three trees, one on each worker.
  await expect.poll(async () => (await poolOf(page)).asked).toBe(3);
  const setVisibility = (state) => page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);
  await setVisibility('hidden');
  expect((await poolOf(page)).live, 'no worker while hidden').toBe(0);
  const hidden = await poolOf(page);
  await page.waitForTimeout(1500);
  const later = await poolOf(page);
  expect([later.made, later.asked], 'nothing started or asked while hidden').toEqual([hidden.made, hidden.asked]);
  await page.evaluate(() => { window.__holding = false; });
  await setVisibility('visible');
  await expect(page.locator('main.bot-turn')).toHaveCount(0, { timeout: 60_000 });
  const shown = await poolOf(page);
  expect(shown.made, 'workers again once shown').toBeGreaterThan(hidden.made);
  expect(shown.asked, 'the trees asked again, then the move from them').toBeGreaterThanOrEqual(hidden.asked + 4);
});
