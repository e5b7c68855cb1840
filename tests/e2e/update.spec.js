// A new version of the app waits for the players: offered as "Reload" only outside private screens,
// and reloading lands back in the game. It rewrites dist/sw.js, so it runs alone, after every other
// browser test (see playwright.config.js).
const fs = require('node:fs');
const path = require('node:path');
const { test, expect, newGame, controlled, Table } = require('./table');

test('a new version is offered as "Reload", never over a private screen, and reloads into the game', async ({ page }) => {
  const sw = path.resolve(__dirname, '../../dist/sw.js');
  const original = fs.readFileSync(sw, 'utf8');
  try {
    await newGame(page, 3, 3);
    await controlled(page);
    const table = new Table(page, 3);
    await table.passAndReveal();

    // Publish a "new version" and let the browser find it.
    fs.writeFileSync(sw, original.replace(/const VERSION = '([^']*)'/, "const VERSION = '$1-next'"));
    await page.evaluate(() => {
      window.__updateReady = false;
      window.addEventListener('hotseat-update-ready', () => (window.__updateReady = true));
    });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await page.waitForFunction(() => window.__updateReady);

    await expect(page.locator('main.private')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Home' }).click();
    await expect(page.getByText('A new version of Hotseat is ready.')).toBeVisible();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.locator('[data-curtain]')).toBeVisible();
    const caches = await page.evaluate(() => caches.keys());
    expect(caches.some((k) => k.endsWith('-next'))).toBe(true);
  } finally {
    fs.writeFileSync(sw, original);
  }
});
