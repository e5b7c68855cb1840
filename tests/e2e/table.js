// Shared browser-test helpers (starting a game, the rules module's predictions, screenshots), and the
// Bremen table: drives a game through the UI the way a table of players would, checking privacy at
// every hand-over: behind the curtain no hand is in the DOM; after "I am X" only X's hand is.
const base = require('@playwright/test');
const { expect } = base;
const AxeBuilder = require('@axe-core/playwright').default;
const { execFileSync } = require('node:child_process');
const path = require('node:path');

/**
 * Every test, with its pages watched: an error the app did not handle (a panic ends as one, and the
 * page then shows "Something went wrong") fails the test, in any tab it opened. A test that makes one
 * on purpose says which with `pageFailed`.
 */
const watched = base.test.extend({
  context: async ({ context }, use) => {
    const errors = [];
    context.on('weberror', (e) => errors.push(e.error().message));
    context.pageErrors = errors;
    await use(context);
    expect(errors, 'the page failed').toEqual([]);
  },
});

/**
 * `test(title, [details,] body)`, whose body runs as one step of the test: Playwright files each call
 * the body makes under that step. Without one, it files a call by searching every step the test has
 * made so far, and a whole game makes thousands: in a Bremen sweep the search took 15 of the 36
 * seconds of processor its worker spent (docs/testing.md). A body is given `page` and `context` (the
 * fixtures Playwright reads from the wrapper's own parameters: another is `page.request`, …); the rest
 * of the test API is the same, and each test is reported at its spec's line (`declaredAt`).
 */
const test = new Proxy(watched, {
  apply(target, self, [title, ...rest]) {
    const at = declaredAt();
    const body = rest.pop();
    target(title, ...rest, async ({ page, context }, info) => target.step(title, () => body({ page, context }, info)));
    const declared = loading?.currentlyLoadingFileSuite()?._entries?.at(-1);
    if (at && declared?.title === title) declared.location = at;
  },
});

/**
 * The suite Playwright is loading, whose last entry is the test just declared: Playwright keeps it in
 * a module it does not export, so it is reached by its path (1.65). Were it to move, tests would be
 * reported at this file's line instead of their spec's, and nothing else would change.
 */
const loading = (() => {
  try {
    return require(path.join(path.dirname(require.resolve('playwright/package.json')), 'lib', 'globals.js'));
  } catch {
    return null;
  }
})();

/** The spec's line that called `test`: the first frame of the stack outside this file. */
function declaredAt() {
  const frame = new Error().stack
    .split('\n')
    .map((line) => line.match(/\(?([^()\s]+):(\d+):(\d+)\)?$/))
    .find((m) => m && m[1] !== __filename && !m[1].includes(`${path.sep}node_modules${path.sep}`));
  return frame && { file: frame[1], line: Number(frame[2]), column: Number(frame[3]) };
}

/** Takes the failure a test made on purpose (its message matching `pattern`) off the page's record. */
function pageFailed(context, pattern) {
  const at = context.pageErrors.findIndex((m) => pattern.test(m));
  expect(at, `the page failed with ${pattern}`).toBeGreaterThanOrEqual(0);
  context.pageErrors.splice(at, 1);
}

const NAMES = ['Aiko', 'Ben', 'Chie', 'Dan', 'Emi'];
const ROOT = path.resolve(__dirname, '../..');

/**
 * What one of the rules module's predictors (an example of the crate: tests/e2e/*_predict.rs) prints
 * for `args`. Run as built when the test run says where (`HOTSEAT_EXAMPLES`: scripts/test builds them
 * before the browser tests and then builds the rules tests beside them, holding cargo's lock), else
 * through `cargo run`, which builds it first if it must.
 */
function runExample(example, ...args) {
  const built = process.env.HOTSEAT_EXAMPLES;
  const [command, argv] = built ? [path.join(built, example), args] : ['cargo', ['run', '-q', '--example', example, '--', ...args]];
  return execFileSync(command, argv.map(String), { cwd: ROOT, encoding: 'utf8' });
}

/** What the rules module predicts for a game (`example`: `bremen_predict` by default, or another
 * game's predictor), given anything more the predictor takes in `more` (a round to save the game at). */
function predict(players, seed, example = 'bremen_predict', ...more) {
  return JSON.parse(runExample(example, players, seed, ...more));
}

const SHOTS = 'artifacts/screenshots';

/**
 * Screenshots the page at tablet and phone size (full page, scrolled to the top, animations finished),
 * checks neither scrolls sideways, and runs axe (WCAG 2 A/AA) on it.
 */
async function screenshots(page, name) {
  // The screen as a player meets it once it settles (another player's controls stand faded till then).
  await settled(page);
  for (const [label, size] of [['tablet', { width: 1024, height: 768 }], ['phone', { width: 390, height: 844 }]]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Every animation ends within 400 ms, but for a mark that moves while something goes on (a bot
    // thinking): wait for the ones that end rather than for a fixed time (one cancelled because its
    // element left the page is over too: its promise rejects).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => null)),
      ),
    );
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${label} size scrolls sideways`).toBeLessThanOrEqual(0);
    // The bar is one row (its buttons are 48 px tall), never two.
    const bar = await page.locator('header.bar').boundingBox();
    expect(bar.height, `${name} at ${label} size: the bar wraps`).toBeLessThanOrEqual(64);
  }
  await page.setViewportSize({ width: 1024, height: 768 });
  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`), name).toEqual([]);
}

const BREMEN = { card: 'Bremen', start: 'Deal the tiles' };

/** Waits until the service worker is active and controls the page. A page that navigated while the
 * first worker was still installing stays uncontrolled until its next load (as for a real visitor). */
async function controlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Opens setup's "More options" (the seed is secret by default) and enters a seed to replay. */
async function enterSeed(page, seed) {
  const field = page.locator('input[name=seed]');
  if (!(await field.isVisible())) await page.locator('details.advanced summary').click();
  await field.fill(String(seed));
}

/**
 * Opens the app fresh and starts a game (Bremen unless `game` names another card) with the given players and
 * seed. `seats` says who plays each seat ('person', or a bot: 'easy', 'normal', 'strong'; people by default),
 * `pace` how long each bot move shows (ms), `names` the players' names in seat order.
 */
async function newGame(page, players, seed, game = BREMEN, { seats = [], pace, names = NAMES } = {}) {
  await page.goto('./');
  await page.evaluate((ms) => {
    localStorage.clear();
    if (ms) localStorage.setItem('hotseat.bot-pace', String(ms));
  }, pace);
  await page.reload();
  await page.getByRole('button', { name: `${game.card}: New game` }).click();
  await page.getByRole('button', { name: `${players} players` }).click();
  const inputs = page.locator('.seats input[type=text]');
  for (let i = 0; i < players; i++) await inputs.nth(i).fill(names[i]);
  for (const [i, who] of seats.entries()) await page.locator('.seats select.seat-player').nth(i).selectOption(who);
  await enterSeed(page, seed);
  await page.getByRole('button', { name: game.start }).click();
}

/**
 * Opens the app fresh with one game in progress on the device — a save a predictor wrote (options,
 * seed and moves, as the page stores them; tests/e2e/saved_at.rs) — which the app goes straight back
 * to, as for a table coming back to its game. A test of what comes late in a game starts there
 * instead of playing every move from the deal.
 */
async function resumeSave(page, save) {
  await page.goto('./');
  await page.evaluate((save) => {
    localStorage.clear();
    localStorage.setItem('hotseat.save.saved', save);
  }, save);
  await page.reload();
  await expect(page.locator('[data-curtain], main.pause, main.private, main.turn').first()).toBeVisible();
}

/** Waits until the screen takes every press again: its first glance is over (it is no longer inert),
 * another person's screen has settled (its controls are enabled), and the same player's next screen
 * has settled where their last press ended. */
async function settled(page) {
  await appears(page, 'fieldset.screen:not(:disabled):not(.placing):not([inert])');
}

/**
 * Waits until an element matching `selector` is in the page, checked now and at every change to the
 * page's elements (a MutationObserver, which hears the change before the next frame draws it), for at
 * most `timeout` ms. Unlike Playwright's check at every frame, it asks the browser for no frames while
 * it waits: six browsers drawing frames for nobody kept the test machine's two cores busy.
 */
async function appears(page, selector, { timeout = 30_000 } = {}) {
  const found = await page.evaluate(
    ([selector, timeout]) =>
      new Promise((resolve) => {
        if (document.querySelector(selector)) return resolve(true);
        const observer = new MutationObserver(() => {
          if (document.querySelector(selector)) done(true);
        });
        const timer = setTimeout(() => done(false), timeout);
        const done = (found) => {
          observer.disconnect();
          clearTimeout(timer);
          resolve(found);
        };
        observer.observe(document, { childList: true, subtree: true, attributes: true });
      }),
    [selector, timeout],
  );
  if (!found) throw new Error(`no ${selector} within ${timeout} ms`);
}

/**
 * Presses and holds the curtain's "I am X — show me" until the private screen shows, then lets go,
 * as a player does (a tap does not reveal).
 */
async function holdToReveal(page) {
  const button = page.locator('.curtain .hold');
  await settled(page);
  const box = await button.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await appears(page, 'main.private');
  await page.mouse.up();
}

/** "Donkey-7" → the label a player reads, "Donkey 7", matched as a whole number. */
function labelPattern(code) {
  const [animal, n] = code.split('-');
  return new RegExp(`\\b${animal} ${n}(?!\\d)`);
}

/** Which screen of a game with a curtain shows: 'curtain', 'pause', 'bot' (a bot's turn), 'private' (a
 * move behind the curtain, or one made in the open: main.turn), 'end' (or 'unknown'). */
async function stageOf(page) {
  if (await page.locator('[data-curtain]').count()) return 'curtain';
  if (await page.locator('main.pause').count()) return 'pause';
  if (await page.locator('main.bot-turn').count()) return 'bot';
  if (await page.locator('main.private, main.turn').count()) return 'private';
  if (await page.locator('main.end').count()) return 'end';
  return 'unknown';
}

/** Tracks every hand seen so far, so each hand-over can be checked for leaks. */
class Table {
  constructor(page, players) {
    this.page = page;
    this.players = players;
    this.held = new Map(); // seat name → Set of tile codes still in that hand
    this.pauses = 0; // public results shown (a trick won)
  }

  stage() {
    return stageOf(this.page);
  }

  /** Tiles held by anyone but `except`, as far as the test has seen them. */
  othersHeld(except) {
    return [...this.held].filter(([name]) => name !== except).flatMap(([, tiles]) => [...tiles]);
  }

  async expectNoneShown(codes) {
    const html = await this.page.content();
    const text = await this.page.locator('body').innerText();
    for (const code of codes) {
      expect(html, `tile ${code} leaked into the DOM`).not.toContain(`"${code}"`);
      expect(text, `tile ${code} leaked into the text`).not.toMatch(labelPattern(code));
    }
  }

  async curtainName() {
    const heading = await this.page.locator('.curtain .pass').innerText();
    return NAMES.find((n) => heading.includes(n));
  }

  /** Behind the curtain: no hand at all, nobody's tiles; then reveal. */
  async passAndReveal() {
    const page = this.page;
    const name = await this.curtainName();
    await expect(page.locator('[data-hand-tile]')).toHaveCount(0);
    await this.expectNoneShown(this.othersHeld(null));
    await expect(page.locator('.curtain .hold')).toHaveAccessibleName(`I am ${name} — show me`);
    await holdToReveal(page);
    const codes = await page.locator('[data-hand-tile]').evaluateAll((els) => els.map((e) => e.dataset.handTile));
    expect(codes.length).toBeGreaterThan(0);
    this.held.set(name, new Set(codes));
    await expect(page.locator('.turn')).toHaveText(`${name}'s turn`);
    await this.expectNoneShown(this.othersHeld(name));
    return name;
  }

  /** Plays the leftmost highlighted tile of the revealed hand. */
  async playFirstLegal() {
    const page = this.page;
    const name = (await page.locator('.turn').innerText()).replace("'s turn", '');
    const tile = page.locator('.hand .tile.legal').first();
    const code = await tile.getAttribute('data-hand-tile');
    await settled(page);
    await tile.click();
    this.held.get(name)?.delete(code);
    return code;
  }

  /** One step of the table's routine; returns the stage it acted on. */
  async step() {
    const stage = await this.stage();
    if (stage === 'curtain') await this.passAndReveal();
    else if (stage === 'private') await this.playFirstLegal();
    else if (stage === 'pause') {
      this.pauses += 1;
      await expect(this.page.locator('[data-hand-tile]')).toHaveCount(0);
      await settled(this.page);
      await this.page.getByRole('button', { name: /^(Continue|Play on anyway)$/ }).click();
    }
    return stage;
  }

  async playToEnd() {
    for (let i = 0; i < 400; i++) {
      if ((await this.step()) === 'end') return;
    }
    throw new Error('the game did not end');
  }

  /** Steps until the revealed player holds a tile they may not play. */
  async untilBlockedTile() {
    for (let i = 0; i < 400; i++) {
      const stage = await this.stage();
      if (stage === 'private' && (await this.page.locator('.hand .tile.blocked').count())) return settled(this.page);
      await this.step();
    }
    throw new Error('no blocked tile came up');
  }
}

/** After one visit (the service worker in control) the network goes: returns the URLs then fetched
 * from the network rather than the service worker's cache (none, if the app works offline). */
async function offlineAfterVisit(page, context) {
  await page.goto('./');
  await controlled(page);
  await context.setOffline(true);
  const fromNetwork = [];
  page.on('response', (r) => {
    if (!r.fromServiceWorker()) fromNetwork.push(r.url());
  });
  return fromNetwork;
}

module.exports = { offlineAfterVisit, test, expect, pageFailed, screenshots, NAMES, predict, runExample, newGame, resumeSave, enterSeed, controlled, holdToReveal, settled, appears, labelPattern, stageOf, Table };
