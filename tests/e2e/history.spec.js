// The history: 1,000 finished games (synthetic summaries, as the page stores them) and one damaged
// entry. Each person's record must be the plain count of their seats; the damaged entry is listed
// with its reason and the rest are whole; two spellings merge, a name is forgotten; and a real
// finished game goes out in a history file and comes back in on a device without it.
const fs = require('node:fs');
const path = require('node:path');
const { test, expect, screenshots, runExample } = require('./table');

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
    // Bremen's band shares its place: its record is its wins and its points.
    await expect(cells.nth(4)).toHaveText(game === 'bremen' ? '—' : want.place);
  }
  // The newest ten are listed, the damaged one among them with its reason, and more on request.
  await expect(page.locator('.history-list .damaged')).toContainText('damaged');
  await expect(page.locator('.history-list > li')).toHaveCount(10);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page.locator('.history-list > li')).toHaveCount(20);
  // Bremen's band wins or loses together: its line says so, with the title and points of a win.
  const lines = await page.locator('.history-list > li:not(.damaged)').evaluateAll((rows) =>
    rows.map((r) => [r.querySelector('.card-name').textContent, r.querySelector('.result').textContent]));
  expect(lines.filter(([game]) => game === 'Bremen').length).toBeGreaterThan(0);
  for (const [game, line] of lines) expect(line).toMatch(game === 'Bremen' ? /^The band (won: [^,]+, -?\d+ points|lost) · \S/ : /: #\d/);
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
  const out = runExample('replay_predict', 'dog', '2', '3');
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

test('a device that fills up loses nothing: the setup says so before a game starts, the history goes out whole, room comes from the oldest replays, and a refused summary is said', async ({ page }) => {
  test.setTimeout(180_000);
  const out = runExample('replay_predict', 'dog', '2', '3');
  const { save } = JSON.parse(out);
  await page.goto('./');
  await page.evaluate((save) => { localStorage.clear(); localStorage.setItem('hotseat.save.g0', save); }, save);
  // The home screen keeps the finished game in the history; then it is copied under new ids, each with
  // its summary a minute later than the one before, until the browser refuses one.
  await page.reload();
  await expect(page.getByRole('button', { name: 'History' })).toBeVisible();
  const games = await page.evaluate(() => {
    // Played by people (bots' seats keep no record), so every copy counts in each person's record.
    const bots = JSON.parse(localStorage.getItem('hotseat.history.g0'));
    const summary = { ...bots, people: bots.people.map(() => true) };
    localStorage.setItem('hotseat.history.g0', JSON.stringify(summary));
    const save = localStorage.getItem('hotseat.save.g0');
    let n = 1;
    for (;; n++) {
      try {
        localStorage.setItem(`hotseat.history.g${n}`, JSON.stringify({ ...summary, at: summary.at + n * 60000 }));
        localStorage.setItem(`hotseat.save.g${n}`, save);
      } catch {
        localStorage.removeItem(`hotseat.history.g${n}`);
        return n;
      }
    }
  });
  expect(games).toBeGreaterThan(100);
  const everything = () => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
  const before = await everything();

  // A new game's setup says the device is full before the game starts, with the way out.
  await page.reload();
  await page.getByRole('button', { name: 'Bremen: New game' }).click();
  const room = page.locator('.warning.room');
  await expect(room).toContainText('This device is full');
  await screenshots(page, 'setup-full');
  await page.getByRole('button', { name: '日本語' }).click();
  await screenshots(page, 'setup-full-ja');
  await page.getByRole('button', { name: 'English' }).click();
  // The history goes out whole.
  const [download] = await Promise.all([page.waitForEvent('download'), room.getByRole('button', { name: 'Export the history' }).click()]);
  const file = path.join(test.info().outputDir, 'full-history.json');
  await download.saveAs(file);
  const exported = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(exported.history).toHaveLength(games);
  expect(exported.results).toHaveLength(0);
  // Room is made from the oldest replays, and the warning goes.
  await room.getByRole('button', { name: 'Drop the oldest replays' }).click();
  await expect(room).toHaveCount(0);
  const made = await page.locator('.made-room').innerText();
  const dropped = Number(made.match(/the (\d+) oldest/)[1]);
  expect(dropped).toBeGreaterThan(0);
  expect(dropped).toBeLessThan(games);
  console.log(`storage full at ${games} finished games; room made by dropping ${dropped} replays`);
  // Nothing else changed: every summary as it was, and every save but the oldest replays.
  const after = await everything();
  const gone = Object.keys(before).filter((k) => !(k in after));
  const oldest = [...Array(dropped).keys()].map((n) => `hotseat.save.g${n}`);
  expect(gone.sort()).toEqual(oldest.sort());
  for (const [key, value] of Object.entries(after)) if (key in before) expect(value, key).toBe(before[key]);
  expect(Object.keys(after).filter((k) => !(k in before))).toEqual([]);

  // The history still counts every game; the newest replays, the oldest only its result.
  await page.getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'History' }).click();
  const name = JSON.parse(before['hotseat.history.g0']).names[0];
  await expect(page.locator('.records').first()).toBeVisible();
  await expect(page.locator('select option', { hasText: `${name} (${games})` })).toHaveCount(1);
  await expect(page.locator('.history-list > li').first().getByRole('button', { name: 'Replay' })).toBeVisible();
  await expect(page.locator('.kept')).toBeVisible();
  await page.locator('.history-list').scrollIntoViewIfNeeded();
  await screenshots(page, 'history-kept');
  // The exported file, brought back to a device that lost its replays, puts none twice; a history
  // file with only results comes back as results.
  const resultsOnly = path.join(test.info().outputDir, 'results.json');
  const oldestSummaries = [...Array(dropped).keys()].map((n) => JSON.parse(before[`hotseat.history.g${n}`]));
  fs.writeFileSync(resultsOnly, JSON.stringify({ history: [], results: oldestSummaries }));
  await page.getByRole('button', { name: 'Home' }).click();
  await page.locator('input[type=file]').setInputFiles(resultsOnly);
  await expect(page.locator('.home [role=status]').last()).toHaveText(`0 games imported, ${dropped} already here.`);

  // A finished game whose summary the browser refuses is said, and leaves nothing half stored.
  const other = JSON.parse(runExample('replay_predict', 'dog', '2', '4')).save;
  const otherFile = path.join(test.info().outputDir, 'other.json');
  fs.writeFileSync(otherFile, other);
  const keys = Object.keys(await everything()).length;
  await page.evaluate(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key.startsWith('hotseat.history.')) throw new DOMException('full', 'QuotaExceededError');
      return set.call(this, key, value);
    };
  });
  await page.locator('input[type=file]').setInputFiles(otherFile);
  await expect(page.locator('.home [role=status]').last()).toHaveText('This device would not store the imported game (storage full or blocked). Nothing was changed.');
  expect(Object.keys(await everything()).length).toBe(keys);
});
