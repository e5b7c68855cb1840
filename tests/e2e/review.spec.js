// The review of a finished game: a game played natively to its end with every seat a person's
// (tests/e2e/replay_predict.rs `people`) is opened in the replay and reviewed in the bots' worker. A
// cancel stops it and keeps nothing; a whole review gives every move the native judgement, marks,
// each player's summary and graph, the move on screen its verdict, and is kept with the save, so the
// replay opened again shows it at once. A worker that fails to load fails the review only. In
// Bremen, played together, a move is marked by the share of the band's chance it gave up too.
const { test, expect, settled, screenshots, runExample } = require('./table');

// Its worker's failure is made with a route, which a service worker's cache would go around.
test.use({ serviceWorkers: 'block' });

// A game of people played natively to its end, opened in the replay: its review as the native judge
// gives it, each move's worker answer read as the page keeps it.
async function replayOf(page, game, players, seed) {
  const out = runExample('replay_predict', game, players, seed, 'people');
  const { save, review } = JSON.parse(out);
  await page.goto('./');
  await page.evaluate((save) => { localStorage.clear(); localStorage.setItem('hotseat.save.finished', save); }, save);
  await page.reload();
  await page.locator('.saved-game[data-save="finished"]').getByRole('button', { name: 'Replay' }).click();
  await settled(page);
  const native = review.map(({ step, seat, reply }) => {
    const [before, after, margin, ...better] = reply.split(' ');
    const judged = { step, seat, before: Number(before), after: Number(after), margin: Number(margin) };
    return better.length ? { ...judged, better: JSON.parse(better.join(' ')) } : judged;
  });
  return { review, native };
}

// Whole points of chance lost, as the chances shown differ.
const lost = (j) => Math.round(j.before / 10) - Math.round(j.after / 10);

test('M&ZEB-S: a review judges every move as the native judge does, and is kept with the save', async ({ page }) => {
  test.setTimeout(180_000);
  const { review, native } = await replayOf(page, 'mzebs', '2', '5');
  const start = page.getByRole('button', { name: 'Review the moves' });
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('hotseat.save.finished')).review ?? null);

  // The worker failing to load fails the review, not the page; asked again, it starts afresh.
  await page.context().route('**/bot_worker.js', (route) => route.abort());
  await start.click();
  await expect(page.getByRole('alert')).toHaveText('The review could not be finished.');
  await expect(page.locator('#crashed')).toBeHidden();
  await page.context().unroute('**/bot_worker.js');

  // Cancelled: the bar goes, the button comes back, nothing is kept.
  await start.click();
  await expect(page.locator('.review-progress progress')).toHaveAttribute('max', String(review.length));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('.review-progress')).toHaveCount(0);
  await expect(start).toBeVisible();
  expect(await stored()).toBeNull();

  // Whole: every move judged as natively, and kept in the save.
  await start.click();
  await expect(page.locator('.review-player')).toHaveCount(2, { timeout: 120_000 });
  const kept = await stored();
  expect(kept).toEqual(native);
  // A move is marked when it lost 10 points of the chances shown, more than the judge's uncertainty.
  const marks = (j) => lost(j) >= 10 && 10 * lost(j) > j.margin;
  // Each player's summary counts their marked moves.
  for (const seat of [0, 1]) {
    const marked = native.filter((j) => j.seat === seat && marks(j)).length;
    const player = page.locator(`.review-player[data-seat="${seat}"]`);
    await expect(player.locator('.review-summary')).not.toBeEmpty();
    if (marked === 0) await expect(player.locator('.review-summary')).toHaveText('No move lost 10 points');
    else await expect(player.locator('.review-summary')).toContainText('the costliest:');
  }
  // The costliest move of all: each marked move is a button (a dot on the graph) that goes to it,
  // by a tap or by the keyboard, and its verdict names the bot's move.
  expect(native.some(marks)).toBe(true);
  const worst = native.filter(marks).reduce((a, b) => (lost(b) > lost(a) ? b : a));
  const markedSteps = native.filter((j) => j.seat === worst.seat && marks(j)).map((j) => j.step);
  const player = page.locator(`.review-player[data-seat="${worst.seat}"]`);
  await expect(player.locator('circle')).toHaveCount(markedSteps.length);
  const dots = player.locator('.review-marks button');
  await expect(dots).toHaveCount(markedSteps.length);
  await dots.first().click();
  await expect(page.locator('.move-line')).toHaveAttribute('data-step', String(markedSteps[0]));
  await dots.last().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.move-line')).toHaveAttribute('data-step', String(markedSteps.at(-1)));
  await page.locator('.replay-slider input').fill(String(worst.step));
  await expect(page.locator('.move-line')).toHaveAttribute('data-step', String(worst.step));
  const verdict = page.locator('.move-line .verdict');
  await expect(verdict).toContainText(`Win chance: ${Math.round(worst.before / 10)} % → ${Math.round(worst.after / 10)} %`);
  const give = Math.round(worst.margin / 10) > 0 ? ` ± ${Math.round(worst.margin / 10)}` : '';
  await expect(verdict).toContainText(new RegExp(`${lost(worst)}${give} points, (clearly|a little) worse`));
  await expect(verdict.locator('.better')).toContainText('The strong bot would have played:');
  await screenshots(page, 'review-mzebs');
  await page.getByRole('button', { name: '日本語' }).click();
  await expect(verdict).toContainText('勝率');
  await screenshots(page, 'review-mzebs-ja');
  await page.getByRole('button', { name: 'English' }).click();
  // A move the judge would not have made, whose loss is within its uncertainty, is "about the same".
  const within = native.find((j) => j.better && j.before - j.after <= j.margin);
  if (within) {
    await page.locator('.replay-slider input').fill(String(within.step));
    await expect(verdict).toContainText('about the same as the strong bot');
  }

  // Opened again, the review is there at once.
  await page.reload();
  await page.locator('.saved-game[data-save="finished"]').getByRole('button', { name: 'Replay' }).click();
  await expect(page.locator('.review-player')).toHaveCount(2);
  await expect(start).toHaveCount(0);
});

test('Bremen: a move that gave up a share of the band\'s chance is marked and said so', async ({ page }) => {
  test.setTimeout(120_000);
  // Dealt so that the band's chance stays under 12 % and three moves give up a third of it or more.
  const { native } = await replayOf(page, 'bremen', '3', '2');
  await page.getByRole('button', { name: 'Review the moves' }).click();
  await expect(page.locator('.review-player')).toHaveCount(3, { timeout: 60_000 });
  // Marked by points as in every game, or by the share it gave up: a third, beyond its uncertainty,
  // and a point at least (tenths, as the judge counts them).
  const share = (j) => j.before - j.after;
  const marks = (j) =>
    (lost(j) >= 10 && 10 * lost(j) > j.margin) || (share(j) > j.margin && share(j) >= 10 && 3 * share(j) >= j.before);
  const byShare = native.filter((j) => marks(j) && lost(j) < 10);
  expect(byShare.length).toBeGreaterThan(0);
  for (const seat of [0, 1, 2]) {
    const player = page.locator(`.review-player[data-seat="${seat}"]`);
    await expect(player.locator('.review-marks button')).toHaveCount(native.filter((j) => j.seat === seat && marks(j)).length);
  }
  // The move that gave up the most of the chance: its verdict gives the points and the share.
  const worst = byShare.reduce((a, b) => (share(b) / b.before > share(a) / a.before ? b : a));
  await page.locator('.replay-slider input').fill(String(worst.step));
  await expect(page.locator('.move-line')).toHaveAttribute('data-step', String(worst.step));
  const verdict = page.locator('.move-line .verdict');
  await expect(verdict).toContainText(`The band's chance: ${Math.round(worst.before / 10)} % → ${Math.round(worst.after / 10)} %`);
  const percent = Math.floor((100 * share(worst)) / worst.before);
  await expect(verdict).toContainText(new RegExp(`points \\(${percent} % of the band's chance\\), (clearly|a little) worse`));
  await screenshots(page, 'review-bremen');
  await page.getByRole('button', { name: '日本語' }).click();
  await expect(verdict).toContainText(`バンドの勝率の${percent}%`);
  await screenshots(page, 'review-bremen-ja');
});
