// The first visit: the page itself paints a splash (both languages, the five games) with its styles
// inlined, before any of the app's code arrives; the app takes its place when it mounts.
const { test, expect } = require('./table');

test('the page paints a splash on its own, and the app replaces it', async ({ page }) => {
  const html = await (await page.request.get('./')).text();
  expect(html).toContain('id="splash"');
  for (const name of ['Bremen', 'Here Comes the Dog', 'Willkommen, Bierfest!', 'M&amp;ZEB-S', 'Broom Service', '準備中']) {
    expect(html).toContain(name);
  }
  expect(html, 'styles inlined: the first paint waits for no stylesheet').not.toMatch(/<link[^>]+stylesheet/);
  expect(html).toContain('#splash');

  // With the app's code held back, the splash is what shows.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(/_bg\.wasm$/, async (route) => { await held; await route.continue(); });
  await page.goto('./');
  await expect(page.locator('#splash')).toBeVisible();
  await expect(page.locator('#splash')).toContainText('Setting up the table');
  release();
  await expect(page.locator('.cards')).toBeVisible();
  await expect(page.locator('#splash')).toHaveCount(0);
});
