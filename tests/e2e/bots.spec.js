// Bots in empty seats, played through the UI in Chromium: one person against bots to the end in every
// game, with no curtain at all and their own hand in view while the bots play; two people and two bots,
// with the curtain only between the people and no hand on a bot's turn; a move taken back while the
// bot thinks, whose move then never shows; a bot playing with the network gone; strong bots' moves all
// coming from their worker with no long task on the page at a 4x slower CPU (their times are
// scripts/measure's); a bot's turn in every
// game and the seats at setup on screen, in English and Japanese; the shared hand-over sweep at a table
// of two people and two bots.
const { test, expect, NAMES, newGame, controlled, holdToReveal, settled, screenshots, Table } = require('./table');
const { SIZES, sweep } = require('./handover');
const { twoColours, collect, placeByTouch, decide } = require('./moves');

const GAMES = {
  bremen: { card: 'Bremen', start: 'Deal the tiles', players: 4 },
  dog: { card: 'Here Comes the Dog', start: 'Light the bonfire', players: 3 },
  bierfest: { card: 'Willkommen, Bierfest!', start: 'Start the Bierfest', players: 3 },
  mzebs: { card: 'M&ZEB-S', start: 'Start M&ZEB-S', players: 2 },
  broom: { card: 'Broom Service', start: 'Start Broom Service', players: 3 },
};

/** The person's move number `k` on their own screen, in each game. */
const MOVES = {
  bremen: async (page) => {
    await settled(page);
    await page.locator('.hand .tile.legal').first().click();
  },
  dog: (page, k) => pick(page, k),
  bierfest: (page, k) => pick(page, k),
  mzebs: async (page, k) => {
    if (await page.locator('fieldset.colours').count()) await twoColours(page, 'red', 'green');
    else if (await page.locator('button.place').count()) await placeByTouch(page, k);
    else await collect(page, k);
  },
  broom: (page, k) => decide(page, k),
};

/** Offered move number (3k + 1) mod n. */
async function pick(page, k) {
  const offered = await page.locator('.moves button[data-move]').count();
  expect(offered, 'at least one move is offered').toBeGreaterThan(0);
  await settled(page);
  await page.locator(`.moves button[data-move="${(3 * k + 1) % offered}"]`).click();
}

/** Waits for the bot's turn on screen to give way (to the next bot's, or whatever comes). */
async function botMoves(page) {
  const moves = await page.evaluate(() => document.querySelector('main.bot-turn')?.dataset.moves);
  if (moves === undefined) return;
  await expect(page.locator(`main.bot-turn[data-moves="${moves}"]`)).toHaveCount(0, { timeout: 30_000 });
}

/** Waits until some screen of the game shows. */
async function someScreen(page) {
  await page.waitForFunction(() => document.querySelector('main.end, main.pause, main.private, main.turn, main.bot-turn, [data-curtain]'));
}

/**
 * Plays one person's game against bots to the end: no curtain ever, the bot's turn with its thinking
 * mark and (`hand`) the person's own hand in view. Returns how many bot turns showed.
 */
async function aloneAgainstBots(page, game, hand) {
  let k = 0;
  let botTurns = 0;
  let handSeen = false;
  let thinkingSeen = false;
  for (let step = 0; step < 5000; step++) {
    await someScreen(page);
    await expect(page.locator('[data-curtain]'), 'a lone person never meets a curtain').toHaveCount(0);
    if (await page.locator('main.end').count()) {
      expect(handSeen || !hand, "the person's own hand or colours showed on a bot's turn").toBe(true);
      expect(thinkingSeen, "a bot's turn said who is thinking").toBe(true);
      return botTurns;
    }
    if (await page.locator('main.bot-turn').count()) {
      botTurns += 1;
      // Read at once: a quick bot's turn can give way between two reads (it shows for the pace only).
      const [thinking, marks] = await page.evaluate(() => [
        document.querySelector('main.bot-turn .thinking')?.textContent,
        document.querySelectorAll('.thinking-mark').length,
      ]);
      if (thinking != null && !thinkingSeen) {
        expect(thinking).toContain('is thinking');
        expect(marks, 'one thinking mark').toBe(1);
        thinkingSeen = true;
      }
      // Once the person has something of their own (M&ZEB-S: after choosing their colours), it shows.
      if (hand && k > 0 && !handSeen) {
        await expect(page.locator(hand).first()).toBeVisible();
        handSeen = true;
      }
      await botMoves(page);
    } else if (await page.locator('main.pause').count()) {
      await settled(page);
      await page.locator('main.pause .primary').click();
    } else {
      await MOVES[game](page, k);
      k += 1;
    }
  }
  throw new Error('the game did not end');
}

const HANDS = { bremen: '.hand.watching [data-hand-tile]', bierfest: '.hand.watching', mzebs: '.my-colours' };

for (const game of Object.keys(GAMES)) {
  test(`${GAMES[game].card}: one person against bots plays to the end without a curtain`, async ({ page }) => {
    test.setTimeout(600_000);
    const { players } = GAMES[game];
    const seats = ['person', ...Array(players - 1).fill('easy')];
    if (players > 2) seats[players - 1] = 'normal';
    await newGame(page, players, 4242, GAMES[game], { seats, pace: 300 });
    const botTurns = await aloneAgainstBots(page, game, HANDS[game]);
    expect(botTurns, 'the bots played').toBeGreaterThan(3);
    await expect(page.locator('main.end')).toBeVisible();
  });
}

test('two people and two bots: the curtain goes up only for a person, and a bot turn shows no hand', async ({ page }) => {
  test.setTimeout(600_000);
  await newGame(page, 4, 77, GAMES.bremen, { seats: ['person', 'easy', 'person', 'easy'], pace: 300 });
  let curtains = 0;
  let botTurns = 0;
  for (let step = 0; step < 2000; step++) {
    await someScreen(page);
    // Read in one look: a bot's turn gives way to the next screen by itself, between two reads.
    const [kind, hands] = await page.evaluate(() => [
      ['main.end', '[data-curtain]', 'main.bot-turn', 'main.pause'].find((s) => document.querySelector(s)),
      document.querySelectorAll('[data-hand-tile]').length,
    ]);
    if (kind === 'main.end') break;
    if (kind === '[data-curtain]') {
      const heading = await page.locator('.curtain .pass').innerText();
      expect([NAMES[0], NAMES[2]].some((n) => heading.includes(n)), `a curtain for ${heading}`).toBe(true);
      curtains += 1;
      await holdToReveal(page);
    } else if (kind === 'main.bot-turn') {
      botTurns += 1;
      expect(hands, 'no hand on a bot turn watched by two people').toBe(0);
      await botMoves(page);
    } else if (kind === 'main.pause') {
      await settled(page);
      await page.locator('main.pause .primary').click();
    } else {
      await MOVES.bremen(page);
    }
  }
  await expect(page.locator('main.end')).toBeVisible();
  expect(curtains, 'each person passes behind the curtain').toBeGreaterThanOrEqual(20);
  expect(botTurns).toBeGreaterThanOrEqual(20);
});

/** How many moves the newest save holds. */
function savedMoves(page) {
  return page.evaluate(() => {
    const saves = Object.keys(localStorage).filter((k) => k.startsWith('hotseat.save.')).map((k) => JSON.parse(localStorage.getItem(k)));
    const { actions, moves } = saves[0].session;
    return (actions ?? [...moves.seats]).length;
  });
}

for (const size of SIZES) {
  test.describe(`at ${size.label} size`, () => {
    test.use(size.use);
    test(`two people and two bots: double taps of 40–600 ms, held keys, long presses, a second tab and a second finger at every hand-over and bot turn never show a hand to the wrong player nor make an unseen move (${size.label})`, async ({ page }) => {
      test.setTimeout(900_000);
      // Each bot move shows for the longest pace (1.2 s, after the person's 0.7 s to take theirs back),
      // so a take back on its turn is tapped while it still thinks.
      await newGame(page, 4, 4242, GAMES.bremen, { seats: ['person', 'easy', 'person', 'easy'], pace: 1200 });
      const table = new Table(page, 4);
      const report = await sweep(
        page,
        {
          name: 'bremen-bots',
          kinds: ['move', 'continue', 'iAm', 'undo'],
          // Fewer curtains and results than at a table of people: each kind swept over fewer gaps.
          gaps: { continue: [40, 250, 600], iAm: [40, 250, 400, 600], undo: [40, 250, 400, 600] },
          // A person's move or Continue here hands the device to a bot, never straight to the other
          // person: the press held where the next person's control sits is swept at the tables of people.
          handOvers: { move: [], continue: [] },
          people: [0, 2],
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

test("a person's move can be taken back while the bot thinks, and the bot's move then never shows", async ({ page }) => {
  test.setTimeout(300_000);
  const pace = 1200;
  await newGame(page, 4, 5, GAMES.bremen, { seats: ['person', 'easy', 'easy', 'easy'], pace });
  // On to a tile of the person's with a bot to play after it (not the last of a trick).
  for (;;) {
    await someScreen(page);
    if (await page.locator('main.bot-turn').count()) await botMoves(page);
    else if (await page.locator('main.pause').count()) {
      await settled(page);
      await page.locator('main.pause .primary').click();
    } else {
      const tile = await page.locator('.hand .tile.legal').first().getAttribute('data-hand-tile');
      const before = await savedMoves(page);
      await MOVES.bremen(page);
      await someScreen(page);
      if (!(await page.locator('main.bot-turn').count())) continue;
      const shown = await page.evaluate(() => performance.now());
      const undo = page.locator('main.bot-turn button.undo');
      await expect(undo).toHaveText(`${NAMES[0]}: take back my tile`);
      await settled(page);
      await undo.click();
      await expect(page.locator('main.bremen.private')).toBeVisible();
      await expect(page.locator(`.hand .tile.legal[data-hand-tile="${tile}"]`)).toHaveCount(1);
      // Past the moment the bot's move was due (the settle window, then the pace), nothing has moved.
      await page.waitForFunction((due) => performance.now() > due, shown + 700 + pace + 200);
      await expect(page.locator('main.bremen.private')).toBeVisible();
      expect(await savedMoves(page)).toBe(before);
      break;
    }
  }
});

test('with the network gone, a bot still plays', async ({ page, context }) => {
  await page.goto('./');
  await controlled(page);
  await context.setOffline(true);
  await newGame(page, 2, 11, GAMES.dog, { seats: ['person', 'easy'], pace: 300 });
  for (let k = 0; k < 6; k++) {
    await someScreen(page);
    if (await page.locator('main.bot-turn').count()) await botMoves(page);
    else if (await page.locator('main.pause').count()) await page.locator('main.pause .primary').click();
    else await pick(page, k);
  }
  const worker = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('bot_worker')).length);
  expect(worker, 'the worker came from the offline cache').toBeGreaterThan(0);
});

/** Records, in the page, when each question goes to the bots' worker and when its answer comes. */
function watchTheWorker() {
  window.__asks = [];
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        const ask = window.__asks[window.__asks.length - 1];
        if (e.data !== 'ready' && ask && ask.end === undefined) ask.end = performance.now();
      });
    }
    postMessage(message) {
      window.__asks.push({ start: performance.now() });
      super.postMessage(message);
    }
  };
  window.__long = [];
  new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => ({ start: e.startTime, end: e.startTime + e.duration })))).observe({ type: 'longtask', buffered: true });
}

// Run alone (the 'quiet' project in playwright.config.js): a timing needs the cores to itself.
test('strong bots think in their worker: every move comes, and the page has no long task while they think at a 4× slower CPU', { tag: '@quiet' }, async ({ page }) => {
  test.setTimeout(600_000);
  await page.addInitScript(watchTheWorker);
  // Four strong bots in the game whose searches cost most (measured natively: tests/bench/bots.rs).
  await newGame(page, 4, 2024, GAMES.bierfest, { seats: ['strong', 'strong', 'strong', 'strong'], pace: 300 });
  const answered = () => page.evaluate(() => window.__asks.filter((a) => a.end !== undefined).length);
  const playUntil = async (n) => {
    while ((await answered()) < n) {
      await someScreen(page);
      if (await page.locator('main.pause').count()) {
        await settled(page);
        await page.locator('main.pause .primary').click();
      } else await botMoves(page);
    }
  };
  // Chromium's CPU throttling slows the page but not a dedicated worker (measured: its searches take
  // about as long either way), so a 4× slower CPU is applied to the worker's own times.
  await playUntil(13);
  const asks = await page.evaluate(() => window.__asks.filter((a) => a.end !== undefined));
  // The first question also meets the worker's code freshly compiled; every later one is a search.
  // Two answers can land between two looks, so the count may pass 13: the first twelve searches are kept.
  const times = asks.slice(1, 13).map((a) => 4 * (a.end - a.start));
  // How long they take is reported, not asserted: a timing is measured by scripts/measure (every
  // move of all-bot games of each game), never by a test, whose machine may be busier or slower.
  expect(times.length).toBe(12);
  test.info().annotations.push({ type: 'bot moves at 4× (ms)', description: times.map((t) => t.toFixed(0)).join(', ') });
  // The page itself slowed 4×: nothing holds it up while the bots think.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const from = asks.length;
  await playUntil(from + 12);
  const { slowed, long } = await page.evaluate((n) => ({ slowed: window.__asks.slice(n).filter((a) => a.end !== undefined), long: window.__long }), from);
  // A long task begun while a bot thought (the one that posted the question, drawing the move
  // before it, began before: it is the page's own work, not the bot's).
  const during = long.filter((l) => slowed.some((a) => l.start >= a.start && l.start < a.end));
  expect(during, 'long tasks on the page while a bot thought').toEqual([]);
});

/**
 * Runs in the page: a bot's answer that arrives while a bot's turn shows a move in its news (any
 * bot's turn with two players) never reaches the app, and the page is marked `__held`. The test
 * reloads on that turn, which so stays the bot's: a move let through would show once its pace is
 * over, and on a busy machine the reload could come after it.
 */
function holdTheBotsTurn(players) {
  window.__held = false;
  window.Worker = class extends window.Worker {
    constructor(...args) {
      super(...args);
      // Added before the app's own listener, so it hears each answer first.
      this.addEventListener('message', (e) => {
        const turn = document.querySelector('main.bot-turn');
        if (e.data === 'ready' || !turn || !(players === 2 || turn.querySelector('.bot-news li'))) return;
        window.__held = true;
        e.stopImmediatePropagation();
      });
    }
  };
}

/** Players' names that are markup (and an ampersand), to be shown as typed. */
const MARKUP_NAMES = ['<b>Ann</b>', '<b>Ben</b>', 'Chie & <i>D</i>', 'Emi'];

/** `text` matched literally in a regular expression. */
const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe("a bot's turn on screen", () => {
  // The service worker would answer the bots' worker from its cache: these tests replace it.
  test.use({ serviceWorkers: 'block' });
  for (const game of Object.keys(GAMES)) {
    test(`${GAMES[game].card}: a bot's turn, screenshots in English and Japanese, accessible, its players' names as typed`, async ({ page }) => {
      test.setTimeout(300_000);
      const { players } = GAMES[game];
      // Names that would be markup if they reached the page as markup, or show escaped twice.
      const names = MARKUP_NAMES.slice(0, players);
      const seats = ['person', ...Array(players - 1).fill('normal')];
      await page.addInitScript(holdTheBotsTurn, players);
      await newGame(page, players, 99, GAMES[game], { seats, pace: 300, names });
      // On to a bot's turn whose move the page holds back: with more than two seats, one with a move
      // in its news (a bot after a bot).
      let k = 0;
      for (;;) {
        await someScreen(page);
        if (await page.locator('main.bot-turn').count()) {
          const moves = await page.evaluate(() => document.querySelector('main.bot-turn')?.dataset.moves);
          const over = (m) => window.__held || !document.querySelector(`main.bot-turn[data-moves="${m}"]`);
          await page.waitForFunction(over, moves, { timeout: 30_000 });
          if (await page.evaluate(() => window.__held)) break;
        } else if (await page.locator('main.pause').count()) {
          await settled(page);
          await page.locator('main.pause .primary').click();
        } else await MOVES[game](page, k++);
      }
      // The same turn again after a reload, with a worker that never answers: it stays on screen.
      await page.route('**/bot_worker_loader.js', (route) => route.fulfill({ contentType: 'text/javascript', body: "postMessage('ready');" }));
      await page.reload();
      await expect(page.locator('main.bot-turn .thinking')).toBeVisible();
      // The bot's name in the headline as it was typed, and nothing in the headline or the news
      // markup or escaped twice.
      const head = page.locator('main.bot-turn .bot-head');
      await expect(head.locator('h1.thinking')).toContainText(new RegExp(names.slice(1).map(escapeRe).join('|')));
      expect(await head.textContent()).not.toMatch(/&(lt|gt|amp|quot);/);
      const news = await head.locator('.bot-news li').allTextContents();
      for (const line of news.filter((l) => /Ann|Ben|Chie|Emi/.test(l))) expect(line).toMatch(new RegExp(names.map(escapeRe).join('|')));
      await expect(head.locator('b, i')).toHaveCount(0);
      await screenshots(page, `bots-${game}-turn`);
      await page.getByRole('button', { name: '日本語' }).click();
      await expect(page.locator('main.bot-turn .thinking')).toContainText('考え中');
      await screenshots(page, `bots-${game}-turn-ja`);
    });
  }
});

test('setup offers a person or a bot at three levels for each seat, remembered for the next game', async ({ page }) => {
  await newGame(page, 4, 1, GAMES.bremen, { seats: ['person', 'easy', 'normal', 'strong'] });
  // Home is pressed on the person's turn: a press on a bot's screen that a bot's move replaces while
  // it is down belongs to the screen it began on, and is dropped (a busy machine made it so once).
  await expect(page.getByRole('heading', { name: "Aiko's turn" })).toBeVisible();
  await settled(page);
  await page.getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Bremen: New game' }).click();
  const seats = page.locator('.seats select.seat-player');
  await expect(seats.nth(3)).toHaveValue('strong');
  await expect(seats.nth(1)).toHaveAccessibleName('Who plays seat 2');
  await screenshots(page, 'bots-setup');
  await page.getByRole('button', { name: '日本語' }).click();
  await expect(seats.nth(2).locator('option:checked')).toHaveText('ボット・中');
  await screenshots(page, 'bots-setup-ja');
});
