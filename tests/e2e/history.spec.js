// The history: 1,000 finished games (synthetic summaries, as the page stores them) and one damaged
// entry. Each person's record must be the plain count of their seats; the damaged entry is listed
// with its reason and the rest are whole; two spellings merge, a name is forgotten; and a real
// finished game goes out in a history file and comes back in on a device without it.
const fs = require('node:fs');
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { test, expect, screenshots } = require('./table');

const ROOT = path.resolve(__dirname, '../..');
const GAMES = ['bremen', 'dog', 'bierfest', 'mzebs', 'broom'];
const PEOPLE = ['Aiko', 'Ben', 'Chie', 'Dan', 'aiko'];

/** 1,000 summaries from a fixed stream: 2–5 seats, people and bots, places and scores. */
function synthetic(n) {
  let x = 7;
  const next = (m) => { x = (x * 1103515245 + 12345) % 2147483648; return x % m; };
  const out = [];
  for (let i = 0; i < n; i++) {
    const seats = 2 + next(4);
    const names = [...Array(seats).keys()].map((s) => PEOPLE[(i + s) % 5]);
    const people = names.map(() => next(4) !== 0);
    const standings = names.map(() => { const place = 1 + next(seats); return { place, score: next(40) - 5, won: place === 1 }; });
    out.push({ game: GAMES[next(5)], at: 1.7e12 + i * 60000, seed: i, names, people, standings });
  }
  return out;
}

/** A person's record in one game, counted seat by seat. */
function counted(history, name, game) {
  let played = 0, wins = 0, score = 0, place = 0;
  for (const f of history.filter((f) => f.game === game)) {
    f.names.forEach((n, s) => {
      if (f.people[s] && n === name) { played++; wins += f.standings[s].won ? 1 : 0; score += f.standings[s].score; place += f.standings[s].place; }
    });
  }
  return { played, wins, score: (Math.round((score / played) * 10) / 10).toFixed(1), place: (Math.round((place / played) * 10) / 10).toFixed(1) };
}

test('a thousand finished games: records as counted, a damaged entry alone, merge and forget', async ({ page }) => {
  const history = synthetic(1000);
  await page.goto('./');
  await page.evaluate((history) => {
    localStorage.clear();
    history.forEach((f, i) => localStorage.setItem(`hotseat.history.g${i}`, JSON.stringify(f)));
    localStorage.setItem('hotseat.history.broken', '{"game":"dog","at":');
  }, history);
  await page.reload();
  await page.getByRole('button', { name: 'History' }).click();
  // Most games first: the first name shown is the one who played most.
  const select = page.locator('.history-room select').first();
  const name = await select.inputValue();
  const records = page.locator('table.records tbody tr');
  for (const game of GAMES) {
    const want = counted(history, name, game);
    if (!want.played) continue;
    const cells = records.filter({ has: page.locator(`xpath=self::tr[@data-game="${game}"]`) }).locator('td');
    await expect(cells.nth(1)).toHaveText(String(want.played));
    await expect(cells.nth(2)).toHaveText(String(want.wins));
    await expect(cells.nth(3)).toHaveText(want.score.replace(/^-0\.0$/, '0.0'));
    await expect(cells.nth(4)).toHaveText(want.place);
  }
  // The newest ten are listed, the damaged one among them with its reason, and more on request.
  await expect(page.locator('.history-list .damaged')).toContainText('damaged');
  await expect(page.locator('.history-list > li')).toHaveCount(10);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page.locator('.history-list > li')).toHaveCount(20);
  await screenshots(page, 'history');

  // "aiko" is Aiko: merged, her games add up.
  await select.selectOption('Aiko');
  const played = (n) => history.reduce((a, f) => a + f.names.filter((x, s) => x === n && f.people[s]).length, 0);
  await expect(select.locator('option:checked')).toHaveText(`Aiko (${played('Aiko')})`);
  await page.locator('.merge select').selectOption('aiko');
  await page.getByRole('button', { name: 'Count them as Aiko' }).click();
  await expect(select.locator('option:checked')).toHaveText(`Aiko (${played('Aiko') + played('aiko')})`);
  await expect(select.locator('option', { hasText: /^aiko/ })).toHaveCount(0);
  // Ben forgotten: gone from the players, his seats' results kept.
  await select.selectOption('Ben');
  await page.getByRole('button', { name: 'Forget Ben' }).click();
  await page.getByRole('button', { name: 'Forget', exact: true }).click();
  await expect(select.locator('option', { hasText: /^Ben/ })).toHaveCount(0);
  const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('hotseat.history.')).length);
  expect(left).toBe(1001);
});

test('the history goes out as one file and comes back on a device without it', async ({ page }) => {
  const out = execFileSync('cargo', ['run', '-q', '--example', 'replay_predict', '--', 'dog', '2', '3'], { cwd: ROOT, encoding: 'utf8' });
  const { save } = JSON.parse(out);
  await page.goto('./');
  await page.evaluate((save) => { localStorage.clear(); localStorage.setItem('hotseat.save.done', save); }, save);
  // The home screen finds the finished game and keeps it in the history.
  await page.reload();
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.locator('.history-list > li')).toHaveCount(1);
  await expect(page.locator('.history-list > li')).toContainText('Here Comes the Dog');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export the history' }).click()]);
  const file = path.join(test.info().outputDir, 'history.json');
  await download.saveAs(file);
  expect(JSON.parse(fs.readFileSync(file, 'utf8')).history).toHaveLength(1);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('button', { name: 'History' })).toHaveCount(0);
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.locator('.home [role=status]')).toHaveText('1 games imported, 0 already here.');
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.locator('.home [role=status]')).toHaveText('0 games imported, 1 already here.');
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.locator('.history-list > li')).toHaveCount(1);
  // Its replay opens from the history.
  await page.locator('.history-list > li').getByRole('button', { name: 'Replay' }).click();
  await expect(page.locator('main.replay .move-line h1')).toHaveText('The deal, before anybody moved');
});
