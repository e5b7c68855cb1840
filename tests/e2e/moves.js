// How a test makes a move in the games whose moves take more than one tap: M&ZEB-S's colours and
// placements, Broom Service's decisions. Shared by each game's own spec and the bots' spec.
const { expect } = require('@playwright/test');
const { settled } = require('./table');

/** On a memo screen: picks the two colours (by name) and confirms. */
async function twoColours(page, first, second) {
  await settled(page);
  await page.locator('fieldset.colours').nth(0).locator('label', { hasText: first }).click();
  await page.locator('fieldset.colours').nth(1).locator('label', { hasText: second }).click();
  await page.locator('main.memo .actions .primary').click();
}

/** Collects the `n`-th visible token (counting round the top of the box). */
async function collect(page, n) {
  await settled(page);
  const tokens = page.locator('.tokens .token');
  await tokens.nth(n % (await tokens.count())).click();
  await expect(page.locator('button.place')).toBeVisible();
}

/** Places by touch: a tap on one of the map's fitting columns, then "Place it here". */
async function placeByTouch(page, n) {
  await settled(page);
  const fits = page.locator('.map.placing i.fit');
  const count = await fits.count();
  expect(count, 'the collected token fits somewhere').toBeGreaterThan(0);
  await fits.nth((Math.floor(count / 2) + 7 * n) % count).click();
  await expect(page.locator('.fit-status')).toHaveClass(/fits/);
  await page.locator('button.place').click();
}

/**
 * Makes decision number `k` the way broom_predict's policy does: role cards `s + {0, 1, 3, 6, 8}`
 * (4, or 1 + k mod 5 under More or Less), a fist of one of the first kind held when k is odd, else
 * offered move number (3k + 1) mod m, m leaving out a final "Skip". A move with a target on the board
 * is made by tapping the board.
 */
async function decide(page, k) {
  await settled(page);
  const phase = await page.locator('main.broom').getAttribute('data-phase');
  if (phase === 'choose') {
    const size = (await page.locator('.decide .hand').getAttribute('data-sizes')) === '4' ? 4 : 1 + (k % 5);
    const s = (3 * k) % 10;
    for (const j of [0, 1, 3, 6, 8].slice(0, size)) await page.locator(`.decide input[name=r${(s + j) % 10}]`).check();
    await page.locator('.decide [data-go=choose]').click();
  } else if (phase === 'fist') {
    if (k % 2 === 1) {
      for (let r = 0; r < 4; r++) {
        const input = page.locator(`.decide input[name=f${r}]`);
        if (Number(await input.getAttribute('max')) > 0) {
          await input.fill('1');
          break;
        }
      }
    }
    await page.locator('.decide [data-go=fist]').click();
  } else {
    const buttons = page.locator('.decide [data-move]');
    const n = await buttons.count();
    expect(n, `moves offered on a ${phase} screen`).toBeGreaterThan(0);
    const skip = n > 1 && (await buttons.nth(n - 1).getAttribute('class')).includes('ghost');
    const pick = (3 * k + 1) % (skip ? n - 1 : n);
    const target = page.locator(`.board-frame [data-move="${pick}"]`);
    // On the board: a tap on the target's first shape (a hexagon of an area, a tower, a cloud).
    if (await target.count()) await target.first().locator('path, circle, rect').first().click();
    else await buttons.nth(pick).click();
  }
}

module.exports = { twoColours, collect, placeByTouch, decide };
