// Saved games: several at once, resume, delete with confirmation, export to a file and import it
// back, a damaged entry reported alone, a damaged or foreign import refused, storage full survived.
const fs = require('node:fs');
const { test, expect, newGame, enterSeed, settled, Table } = require('./table');
const { savedMoves } = require('./handover');

async function home(page) {
  await page.getByRole('button', { name: 'Home' }).click();
}

async function twoGames(page) {
  await newGame(page, 4, 101);
  const first = new Table(page, 4);
  for (let i = 0; i < 6; i++) await first.step();
  const firstHeading = await page.locator('.bar-title').innerText();
  await home(page);
  await page.getByRole('button', { name: 'Bremen: New game' }).click();
  await page.getByRole('button', { name: '3 players' }).click();
  await enterSeed(page, 202);
  await page.getByRole('button', { name: 'Deal the tiles' }).click();
  await home(page);
  await expect(page.locator('.saved-game')).toHaveCount(2);
  return firstHeading;
}

test('several games are saved at once and each resumes where it was', async ({ page }) => {
  const firstHeading = await twoGames(page);
  // Most recently played first: the 3-player game, then the 4-player one.
  await expect(page.locator('.saved-game').nth(0)).toContainText('Aiko, Ben, Chie');
  await expect(page.locator('.saved-game').nth(1)).toContainText('Aiko, Ben, Chie, Dan');
  await expect(page.locator('.saved-game').nth(1)).toContainText('last played');
  await page.locator('.saved-game').nth(1).getByRole('button', { name: 'Resume' }).click();
  await expect(page.locator('[data-curtain]')).toBeVisible();
  await expect(page.locator('.bar-title')).toHaveText(firstHeading);
});

test('deleting asks first and removes only that game', async ({ page }) => {
  await twoGames(page);
  const row = page.locator('.saved-game').nth(0);
  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: 'Keep' }).click();
  await expect(page.locator('.saved-game')).toHaveCount(2);
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toContainText('Delete this game for good?');
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.saved-game')).toHaveCount(1);
  await expect(page.locator('.saved-game')).toContainText('Aiko, Ben, Chie, Dan');
});

test('a damaged entry is reported for that game only; the other still opens', async ({ page }) => {
  await twoGames(page);
  const damagedId = await page.locator('.saved-game').nth(0).getAttribute('data-save');
  await page.evaluate((id) => localStorage.setItem(`hotseat.save.${id}`, '{"schema":1,"game":"bremen","session":{'), damagedId);
  await page.reload();
  await home(page);
  await expect(page.locator('.saved-game.damaged')).toHaveCount(1);
  await expect(page.locator('.saved-game.damaged')).toContainText('damaged');
  await page.locator('.saved-game:not(.damaged)').getByRole('button', { name: 'Resume' }).click();
  await expect(page.locator('[data-curtain]')).toBeVisible();
  await home(page);
  const damaged = page.locator('.saved-game.damaged');
  await damaged.getByRole('button', { name: 'Delete' }).click();
  await damaged.getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.saved-game.damaged')).toHaveCount(0);
  await expect(page.locator('.saved-game')).toHaveCount(1);
});

test('a game exported to a file imports back on a fresh device; bad files change nothing', async ({ page }, info) => {
  await newGame(page, 4, 303);
  const table = new Table(page, 4);
  for (let i = 0; i < 9; i++) await table.step();
  const heading = await page.locator('.bar-title').innerText();
  await home(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const file = info.outputPath('exported.json');
  await download.saveAs(file);
  expect(download.suggestedFilename()).toMatch(/^hotseat-bremen-.*\.json$/);

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const chooser = page.locator('input[type=file]');

  const exported = fs.readFileSync(file, 'utf8');
  // Each refusal in a player's words, never a parser's ("EOF while parsing …", "missing field …").
  const bad = [
    ['damaged', exported.slice(0, 200), 'it is not a Hotseat saved game, or it was cut short'],
    ['newer', exported.replace(/"schema":\d+/, '"schema":9'), 'saved by a different version of Hotseat'],
    ['foreign', '{"schema":1,"game":"chess","session":{}}', 'a game this app does not have'],
    ['hollow', '{"schema":1,"game":"dog","session":{}}', 'it is not a Hotseat saved game'],
    ['edited', exported.replace('"seed":303', '"seed":304'), 'the file was changed after it was saved'],
  ];
  for (const [name, text, message] of bad) {
    await chooser.setInputFiles({ name: `${name}.json`, mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(page.getByRole('status')).toContainText(message);
    await expect(page.getByRole('status')).toContainText('Nothing was changed');
    await expect(page.getByRole('status')).not.toContainText(/line \d|column|EOF|field/);
    const saves = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('hotseat.save.')));
    expect(saves).toEqual([]);
  }

  await chooser.setInputFiles(file);
  await expect(page.getByRole('status')).toContainText('imported');
  // The same file again adds no second copy, and says so.
  await chooser.setInputFiles(file);
  await expect(page.getByRole('status')).toContainText('already saved on this device');
  await expect(page.locator('.saved-game')).toHaveCount(1);
  // A player renamed in the file is still the same game: it imports.
  const renamed = exported.replace('"names":["Aiko"', '"names":["Aimi"');
  await chooser.setInputFiles({ name: 'renamed.json', mimeType: 'application/json', buffer: Buffer.from(renamed) });
  await expect(page.getByRole('status')).toContainText('imported');
  await expect(page.locator('.saved-game')).toHaveCount(2);
  await page.getByRole('button', { name: 'Resume' }).first().click();
  await expect(page.locator('[data-curtain]')).toBeVisible();
  await expect(page.locator('.bar-title')).toHaveText(heading);
});

test('a file nested deep, one too large, or one naming players in markup never breaks the page or touches another save', async ({ page }) => {
  await newGame(page, 4, 303);
  const table = new Table(page, 4);
  for (let i = 0; i < 3; i++) await table.step();
  await home(page);
  const stored = () => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('hotseat.save.')).map((k) => [k, localStorage.getItem(k)])));
  const before = await stored();
  const saved = Object.values(before)[0];
  const chooser = page.locator('input[type=file]');
  const bad = [
    ['deep', '['.repeat(100_000) + ']'.repeat(100_000)],
    ['huge', saved.replace('"names":["Aiko"', `"names":["${'A'.repeat(1_100_000)}"`)],
    ['nested', saved.replace('"seed":303', `"seed":${'['.repeat(80)}303${']'.repeat(80)}`)],
  ];
  for (const [name, text] of bad) {
    await chooser.setInputFiles({ name: `${name}.json`, mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(page.getByRole('status')).toContainText('it is not a Hotseat saved game, or it was cut short');
    await expect(page.getByRole('status')).toContainText('Nothing was changed');
    expect(await stored(), `${name}: the other save is untouched`).toEqual(before);
  }
  // Markup in a name is a name: it imports, and shows as text.
  const markup = '<img src=x onerror="window.pwned=1">';
  await chooser.setInputFiles({ name: 'markup.json', mimeType: 'application/json', buffer: Buffer.from(saved.replace('"names":["Aiko"', `"names":[${JSON.stringify(markup)}`)) });
  await expect(page.getByRole('status')).toContainText('imported');
  const imported = page.locator('.saved-game', { hasText: markup });
  await expect(imported).toHaveCount(1);
  await imported.getByRole('button', { name: 'Resume' }).click();
  await expect(page.locator('[data-curtain]')).toBeVisible();
  expect(await page.evaluate(() => window.pwned)).toBeUndefined();
  expect(await page.locator('img[src=x]').count()).toBe(0);
  const after = await stored();
  for (const [key, text] of Object.entries(before)) expect(after[key], 'the first save is untouched').toBe(text);
});

test('when storage is full the game says so and keeps running', async ({ page }) => {
  await newGame(page, 3, 404);
  const table = new Table(page, 3);
  await table.passAndReveal();
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await table.playFirstLegal();
  await expect(page.getByRole('alert')).toContainText('would not save');
  await table.passAndReveal();
  await table.playFirstLegal();
  await expect(page.locator('[data-curtain]')).toBeVisible();
});

test('a game has one live screen: a second tab takes it over, the first stops, and no move is lost', async ({ page, context }) => {
  await newGame(page, 4, 303);
  const first = new Table(page, 4);
  await first.passAndReveal();
  // The same game opened in a second tab (the app reopens the last unfinished game) takes it over.
  const second = await context.newPage();
  await second.goto('./');
  await expect(second.locator('[data-curtain]')).toBeVisible();
  await expect(page.locator('.taken-over')).toContainText('This game is open in another tab');
  await expect(page.locator('[data-hand-tile]')).toHaveCount(0);
  // Two tiles played in the second tab.
  const other = new Table(second, 4);
  for (let i = 0; i < 4; i++) await other.step();
  expect(await savedMoves(second)).toBe(2);
  // The first tab shows no hand and takes no move; the save keeps both.
  await expect(page.locator('main.taken-over button')).toHaveText(['Play it here']);
  expect(await savedMoves(page)).toBe(2);
  // Taking it back reloads the game as the second tab left it, behind its curtain, and stops that tab.
  await page.getByRole('button', { name: 'Play it here' }).click();
  await expect(page.locator('[data-curtain]')).toBeVisible();
  await expect(second.locator('.taken-over')).toBeVisible();
  const back = new Table(page, 4);
  await back.passAndReveal();
  await back.playFirstLegal();
  await settled(page);
  expect(await savedMoves(page)).toBe(3);
});
