// The installable offline app: after one visit it loads and plays with the network gone, it never asks
// another origin for anything, Chromium finds it installable, and a new version waits for the players.
const { chromium } = require('@playwright/test');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test, expect, newGame, controlled, screenshots, settled, offlineAfterVisit, Table } = require('./table');
const config = require('./playwright.config');

const ORIGIN = new URL(config.use.baseURL).origin;

test('after one visit the app loads and plays with no network, and never asks another origin', async ({ page, context }) => {
  const foreign = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin !== ORIGIN) foreign.push(r.url());
  });
  const fromNetwork = await offlineAfterVisit(page, context);
  await newGame(page, 4, 8080);
  const table = new Table(page, 4);
  for (let i = 0; i < 12; i++) await table.step();
  await expect(page.locator('.bar-title')).toContainText('Trick');
  // The rules were never opened online: their words come from the precache.
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByRole('dialog')).toContainText('24, 16, 8 and 0');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  expect(fromNetwork, 'requests that reached the network while offline').toEqual([]);
  expect(foreign, 'requests to another origin').toEqual([]);
});

test('after one visit a guided game starts with no network: its first screens, coach marks and hint', async ({ page, context }) => {
  const fromNetwork = await offlineAfterVisit(page, context);
  // Never opened online: the game's words come from the precache, and the bots' worker too.
  await page.getByRole('button', { name: 'Here Comes the Dog: Learn to play' }).click();
  await expect(page.locator('.intro-screen h1')).toHaveText('Tame the dogs');
  await settled(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.locator('.coach')).toHaveAttribute('data-mark', 'turn');
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.locator('.hint-said')).toContainText('% sure');
  await expect(page.locator('.moves button.hinted')).toHaveCount(1);
  expect(fromNetwork, 'requests that reached the network while offline').toEqual([]);
});

test.describe('with no service worker', () => {
  test.use({ serviceWorkers: 'block' });
  test('rules whose words cannot be fetched say so, and the page goes on', async ({ page, context }) => {
    await context.route('**/learn/**', (route) => route.abort());
    await page.goto('./');
    await page.getByRole('button', { name: 'Bremen: Rules' }).click();
    await expect(page.getByRole('alert')).toHaveText(/could not be opened.*with a connection/);
    await screenshots(page, 'rules-unavailable');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByRole('button', { name: 'ブレーメン: ルール' }).click();
    await expect(page.getByRole('alert')).toContainText('オンライン');
    await screenshots(page, 'rules-unavailable-ja');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'ブレーメン: ルール' })).toBeVisible();
  });
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
