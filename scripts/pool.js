// The bots' workers as a pool, measured in Chromium (scripts/measure runs it: node scripts/pool.js
// PORT): a strong bot's move, a hint and a whole review, each question's every job timed in its
// worker. This machine has two cores, so the pool runs two workers here (the page is told of three
// cores); a four-core phone's three workers and a one-core device's one are computed from each
// job's own time: the trees of a move laid out on three workers in order, each starting on the first
// one free, then the move chosen from their roots; on one core, one after another. Chromium's CPU
// throttle slows the page, hardly a worker, so "4x" is a worker's own time x 4 (and, for a hint, the
// page's part measured at 4x). Memory: the renderer's peak resident size (the page and its workers,
// /proc's VmHWM) after an all-bot game on one worker and on two.
const { chromium } = require('../tests/e2e/node_modules/playwright-core');
const fs = require('node:fs');
const port = process.argv[2];
const url = `http://127.0.0.1:${port}/`;
const GAMES = [['Bremen', 'Deal the tiles', 4], ['Here Comes the Dog', 'Light the bonfire', 4], ['Willkommen, Bierfest!', 'Start the Bierfest', 4], ['M&ZEB-S', 'Start M&ZEB-S', 2], ['Broom Service', 'Start Broom Service', 4]];
const SEED = 1;

// Runs in the page: a device of `cores` cores, and every question posted to a worker timed until its
// answer: its kind (a tree, the move from the trees' roots, or whole) and its worker.
function watch(cores) {
  Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => cores, configurable: true });
  window.__jobs = [];
  let made = 0;
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...a) {
      super(...a);
      this.number = made++;
      this.addEventListener('message', (e) => {
        if (e.data === 'ready' || !this.job) return;
        this.job.end = performance.now();
        this.job = null;
      });
    }
    postMessage(m) {
      if (typeof m === 'string' && m.startsWith('{')) {
        const kind = m.startsWith('{"tree":') ? 'tree' : m.startsWith('{"trees":') ? 'merge' : m.startsWith('{"review":') ? 'review' : m.startsWith('{"hint":') ? 'whole hint' : 'whole';
        this.job = { kind, start: performance.now(), worker: this.number };
        window.__jobs.push(this.job);
      }
      super.postMessage(m);
    }
  };
}

const ms = (x) => (x === undefined ? '?' : x.toFixed(0));
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => sorted(xs)[xs.length >> 1];
const worst = (xs) => Math.max(...xs);
const sum = (xs) => xs.reduce((a, b) => a + b, 0);

/** When `times` (in order) are done on `workers` workers, each taken by the first one free. */
function laidOut(times, workers) {
  const free = Array(workers).fill(0);
  for (const t of times) {
    const at = free.indexOf(Math.min(...free));
    free[at] += t;
  }
  return Math.max(...free);
}

/** The moves among `jobs`: the trees of each and the move from them (or a whole question). */
function moves(jobs) {
  const done = jobs.filter((j) => j.end !== undefined);
  const out = [];
  let trees = [];
  for (const j of done) {
    if (j.kind === 'tree') trees.push(j);
    else if (j.kind === 'merge') { out.push({ trees: trees.map((t) => t.end - t.start), merge: j.end - j.start, played: j.end - Math.min(...trees.map((t) => t.start)) }); trees = []; }
    else if (j.kind === 'whole') out.push({ whole: j.end - j.start, played: j.end - j.start });
  }
  return out;
}

/** The renderer processes' peak resident size, in MB. */
async function rendererPeak(browser) {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  const peaks = processInfo.filter((p) => p.type === 'renderer').map((p) => {
    try { return Number(fs.readFileSync(`/proc/${p.id}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)[1]) / 1024; } catch { return 0; }
  });
  return Math.max(0, ...peaks);
}

/** An all-bot game of strong bots on a device of `cores` cores: its jobs, and the renderer's peak. */
async function allBots([card, start, players], cores) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  await page.addInitScript(watch, cores);
  await page.goto(url);
  await page.evaluate(() => localStorage.setItem('hotseat.bot-pace', '300'));
  await page.reload();
  await page.getByRole('button', { name: `${card}: New game` }).click();
  await page.getByRole('button', { name: `${players} players` }).click();
  for (let i = 0; i < players; i++) await page.locator('.seats select.seat-player').nth(i).selectOption('strong');
  const field = page.locator('input[name=seed]');
  if (!(await field.isVisible())) await page.locator('details.advanced summary').click();
  await field.fill(String(SEED));
  await page.getByRole('button', { name: start }).click();
  while (!(await page.locator('main.end').count())) {
    const go = page.locator('main.pause .primary');
    if (await go.count()) { await page.waitForFunction(() => !document.querySelector('fieldset.screen').disabled); await go.click().catch(() => {}); }
    await page.waitForTimeout(100);
  }
  const jobs = await page.evaluate(() => window.__jobs);
  const peak = await rendererPeak(browser);
  await browser.close();
  return { jobs, peak };
}

/** The hints on the person's screens of `card`'s guided game on a device of `cores` cores, the page at
 * 4x: each one's time from the tap to the move lit, and its jobs' span on the workers. */
async function hints(browser, card, cores) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(watch, cores);
  await page.goto(url);
  await page.evaluate(() => localStorage.setItem('hotseat.bot-pace', '300'));
  await page.reload();
  await page.getByRole('button', { name: `${card}: Learn to play` }).click();
  await page.waitForSelector('fieldset.screen:not(:disabled):not(.placing) .intro-screen');
  await page.getByRole('button', { name: 'Skip' }).click();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const out = [];
  for (let i = 0; out.length < 8 && i < 200; i++) {
    const ask = page.locator('.hint-ask');
    if (!(await ask.count())) {
      const lit = page.locator('button.hinted');
      if (await lit.count()) await lit.last().click().catch(() => {});
      const go = page.locator('main.pause .primary');
      if (await go.count()) await go.click().catch(() => {});
      if (await page.locator('main.end').count()) break;
      await page.waitForTimeout(100);
      continue;
    }
    await page.waitForFunction(() => !document.querySelector('fieldset.screen').disabled);
    const [at, from] = await page.evaluate(() => [performance.now(), window.__jobs.length]);
    await ask.click();
    await page.waitForSelector('.hinted');
    const [lit, jobs] = await page.evaluate((from) => [performance.now(), window.__jobs.slice(from)], from);
    const trees = jobs.filter((j) => j.kind === 'tree').map((j) => j.end - j.start);
    const last = jobs[jobs.length - 1];
    const span = last.end - jobs[0].start;
    // The page's own part (at 4x), then the workers' as they ran here, on three, and on one.
    const own = lit - at - span;
    const merge = last.kind === 'merge' ? last.end - last.start : 0;
    const three = trees.length ? laidOut(trees, 3) + merge : span;
    const one = trees.length ? sum(trees) + merge : span;
    out.push({ here: lit - at, four: own + 4 * three, single: own + 4 * one });
    await page.locator('button.hinted').last().click().catch(() => {});
    await page.waitForTimeout(50);
  }
  await context.close();
  return out;
}

/** The review of a 5-player game of people (replay_predict's), on a device of `cores` cores: its time,
 * and each move's judgement's time in its worker. */
async function review(browser, id, players, cores) {
  const { execFileSync } = require('node:child_process');
  const out = execFileSync('cargo', ['run', '-q', '--release', '--example', 'replay_predict', '--', id, String(players), '11', 'people'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const save = JSON.parse(out).save;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(watch, cores);
  await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((l) => window.__long.push(...l.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
  });
  await page.goto(url);
  await page.evaluate((save) => { localStorage.clear(); localStorage.setItem('hotseat.save.review', save); }, save);
  await page.reload();
  await page.locator('.saved-game[data-save="review"]').getByRole('button', { name: 'Replay' }).click();
  await page.waitForSelector('fieldset.screen:not(:disabled):not(.placing)');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => { window.__long = []; window.__jobs = []; });
  const at = Date.now();
  await page.getByRole('button', { name: 'Review the moves' }).click();
  await page.waitForSelector('.review-player', { timeout: 900_000 });
  const took = (Date.now() - at) / 1000;
  const [jobs, long] = await page.evaluate(() => [window.__jobs, window.__long]);
  await context.close();
  const each = jobs.map((j) => (j.end - j.start) / 1000);
  return { took, moves: jobs.length, three: laidOut(each, 3), four: laidOut(each, 4), one: sum(each), long };
}

(async () => {
  console.log(`strong bot moves on the pool (an all-bot game of each from seed ${SEED}, two workers here; the first move, which starts the workers, apart; a four-core phone's three workers and one core computed from each job's time; 4x = x 4):`);
  const peaks = [];
  for (const g of GAMES) {
    const { jobs, peak } = await allBots(g, 3);
    const all = moves(jobs).slice(1);
    const trees = all.flatMap((m) => m.trees);
    const four = all.map((m) => laidOut(m.trees, 3) + m.merge);
    const one = all.map((m) => sum(m.trees) + m.merge);
    const played = all.map((m) => m.played);
    console.log(`  ${g[0]}: ${all.length} moves, ${all[0]?.trees.length} trees each; a tree median ${ms(median(trees))}, worst ${ms(worst(trees))} ms; the move from the roots worst ${ms(worst(all.map((m) => m.merge)))} ms; as played on two workers median ${ms(median(played))}, worst ${ms(worst(played))} ms; four cores (three workers) median ${ms(median(four))}, worst ${ms(worst(four))} ms (4x: ${ms(4 * worst(four))} ms); one core median ${ms(median(one))}, worst ${ms(worst(one))} ms (4x: ${ms(4 * worst(one))} ms)`);
    if (g[0] === 'Broom Service' || g[0] === 'Bremen') peaks.push([g[0], peak, (await allBots(g, 1)).peak]);
  }
  console.log('memory (the renderer, the page with its workers, peak resident after an all-bot game of strong bots):');
  for (const [name, two, one] of peaks) console.log(`  ${name}: ${ms(one)} MB on one worker, ${ms(two)} MB on two (${ms(two - one)} MB for the second)`);

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  console.log("hints on the pool (the guided games, page at 4x; tap to lit move with two workers here, then computed for a four-core phone and one core: the page's own part + 4x the workers'):");
  for (const [card] of GAMES) {
    const h = await hints(browser, card, 3);
    const of = (key) => sorted(h.map((x) => x[key]));
    console.log(`  ${card}: ${h.length} hints; two workers here median ${ms(median(of('here')))}, worst ${ms(worst(of('here')))} ms; four cores (4x) median ${ms(median(of('four')))}, worst ${ms(worst(of('four')))} ms; one core (4x) worst ${ms(worst(of('single')))} ms`);
  }
  console.log("reviews on the pool (a whole 5-player game of people, page at 4x, two workers here; each move's judgement timed, laid out on three and four workers, and one after another; x4 for a 4x device):");
  for (const [id, players, name] of [['bierfest', 5, 'Bierfest'], ['broom', 5, 'Broom Service']]) {
    const r = await review(browser, id, players, 3);
    const s = (x) => x.toFixed(1);
    console.log(`  ${name}: ${r.moves} moves judged in ${s(r.took)} s here; four cores (three workers) ${s(r.three)} s (x4: ${s(4 * r.three)} s), eight (four workers) ${s(r.four)} s (x4: ${s(4 * r.four)} s), one core ${s(r.one)} s (x4: ${s(4 * r.one)} s); page long tasks meanwhile: ${r.long.length}${r.long.length ? ` (longest ${ms(Math.max(...r.long))} ms)` : ''}`);
  }
  await browser.close();
})();
