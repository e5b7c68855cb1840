// Broom Service in Chromium: its rules page with the stand-in board drawn from the map file, at phone
// and tablet size, in English and Japanese, accessible. (Its full games through the UI come with its
// screens of play.)
const { test, expect } = require('@playwright/test');
const { screenshots } = require('./table');

test('the rules show the designed board from its map file, marked as a stand-in, in both languages', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Broom Service: Rules' }).click();
  const dialog = page.getByRole('dialog');
  const board = dialog.locator('svg.broom-board');
  await expect(board).toHaveAttribute('aria-label', /designed stand-in/);
  await expect(board.locator('g.area')).toHaveCount(51);
  await expect(board.locator('g.tower')).toHaveCount(39);
  await expect(board.locator('path.space')).toHaveCount(18);
  await expect(board.locator('g.area.lake')).toHaveCount(3);
  const box = await board.boundingBox();
  expect(box.width, 'the board fills the dialog').toBeGreaterThan(300);
  await expect(dialog).toContainText('a later brave player of the same role knocks out every earlier one');
  await screenshots(page, 'broom-rules');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '日本語' }).click();
  await page.getByRole('button', { name: 'ブルームサービス: ルール' }).click();
  await expect(board).toHaveAttribute('aria-label', /代わりの盤面/);
  await expect(dialog).toContainText('勇敢');
  await screenshots(page, 'broom-rules-ja');
});
