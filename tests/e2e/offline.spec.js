// The installable offline app: after one visit it loads and plays with the network gone, it never asks
// another origin for anything, Chromium finds it installable, and a new version waits for the players.
const { test, expect, chromium } = require('@playwright/test');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { newGame, Table } = require('./table');
const config = require('./playwright.config');

const ORIGIN = new URL(config.use.baseURL).origin;

/** Waits until the service worker is active and controls the page. A page that navigated while the
 * first worker was still installing stays uncontrolled until its next load (as for a real visitor). */
async function controlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('after one visit the app loads and plays with no network, and never asks another origin', async ({ page, context }) => {
  const foreign = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin !== ORIGIN) foreign.push(r.url());
  });
  await page.goto('./');
  await controlled(page);

  await context.setOffline(true);
  const fromNetwork = [];
  page.on('response', (r) => {
    if (!r.fromServiceWorker()) fromNetwork.push(r.url());
  });
  await newGame(page, 4, 8080);
  const table = new Table(page, 4);
  for (let i = 0; i < 12; i++) await table.step();
  await expect(page.locator('.bar-title')).toContainText('Trick');
  expect(fromNetwork, 'requests that reached the network while offline').toEqual([]);
  expect(foreign, 'requests to another origin').toEqual([]);
});

test('Chromium reports the app installable', async () => {
  // Installability needs a profile that is not off the record, unlike Playwright's default contexts.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hotseat-install-'));
  const context = await chromium.launchPersistentContext(profile, config.use.launchOptions);
  try {
    const page = await context.newPage();
    await page.goto(config.use.baseURL);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

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
