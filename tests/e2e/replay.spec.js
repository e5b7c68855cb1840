// The replay of a finished game: for every game, a game of bots played natively to its end
// (tests/e2e/replay_predict.rs) is put in the page's storage, opened from the saved games, and stepped
// through move by move; at each step whose move it was and every seat's pieces shown face up must be
// the native replay's. Back, the slider, "jump to" and the end are tried too. A game in progress offers
// no replay, and none of its hands appears anywhere.
const { test, expect, settled, screenshots, newGame, runExample } = require('./table');

/** Each seat's pieces as the page shows them, in the codes the native replay prints. */
const PIECES = {
  bremen: (p) => [`[data-hand="${p}"] [data-hand-tile]`, (e) => e.getAttribute('data-hand-tile')],
  dog: (p) => [`.dog-seats [data-seat="${p}"] [data-standing]`, (e) => e.getAttribute('data-standing')],
  bierfest: (p) => [`[data-hand="${p}"] .hand-rows [data-kind], [data-hand="${p}"] .deck-top li[data-kind]`,
    (e) => `${e.getAttribute('data-kind')}x${e.getAttribute('data-count') || 1}`],
  mzebs: (p) => [`[data-hand="${p}"] [data-piece]`, (e) => e.getAttribute('data-piece')],
  broom: (p) => [`[data-hand="${p}"] [data-role]`, (e) => e.getAttribute('data-role')],
};

const GAMES = [['bremen', 3, 5], ['dog', 3, 5], ['bierfest', 3, 5], ['mzebs', 2, 5], ['broom', 3, 5]];

/** What the page shows at the step on screen: its number, whose move, each seat's pieces. */
async function shown(page, game, players) {
  return page.evaluate(({ players, selectors }) => {
    const line = document.querySelector('.move-line');
    const seats = [];
    for (let p = 0; p < players; p++) {
      const [selector, code] = selectors[p];
      seats.push([...document.querySelectorAll(selector)].map((e) => new Function('e', `return (${code})(e)`)(e)));
    }
    const mover = line.getAttribute('data-mover');
    return { step: Number(line.getAttribute('data-step')), mover: mover === null ? null : Number(mover), seats };
  }, { players, selectors: [...Array(players).keys()].map((p) => { const [s, f] = PIECES[game](p); return [s, f.toString()]; }) });
}

for (const [game, players, seed] of GAMES) {
  test(`${game}: a finished game steps forward and back as the native replay does`, async ({ page }) => {
    const out = runExample('replay_predict', game, String(players), String(seed));
    const { save, steps } = JSON.parse(out);
    await page.goto('./');
    await page.evaluate((save) => { localStorage.clear(); localStorage.setItem('hotseat.save.finished', save); }, save);
    await page.reload();
    const row = page.locator('.saved-game[data-save="finished"]');
    await expect(row).toContainText('Game over');
    await row.getByRole('button', { name: 'Replay' }).click();
    await expect(page.locator('main.replay')).toHaveAttribute('data-steps', String(steps.length - 1));
    await settled(page);
    const expected = (i) => ({ step: i, mover: steps[i].mover, seats: steps[i].seats.map((s) => [...s].sort()) });
    const sorted = (s) => ({ ...s, seats: s.seats.map((x) => [...x].sort()) });
    await expect(page.locator('.move-line h1')).toHaveText('The deal, before anybody moved');
    expect(sorted(await shown(page, game, players))).toEqual(expected(0));
    const next = page.locator('.replay-controls [data-next]');
    for (let i = 1; i < steps.length; i++) {
      await next.click();
      await expect(page.locator('.move-line')).toHaveAttribute('data-step', String(i));
      expect(sorted(await shown(page, game, players)), `step ${i}`).toEqual(expected(i));
      await expect(page.locator('.move-line .news-list li').first()).not.toBeEmpty();
    }
    await expect(next).toBeDisabled();
    // Back, by the button and by the slider; to a round by "jump to"; to the deal and the end.
    await page.getByRole('button', { name: 'Back one move' }).click();
    expect(sorted(await shown(page, game, players))).toEqual(expected(steps.length - 2));
    const middle = Math.floor(steps.length / 2);
    await page.locator('.replay-slider input').fill(String(middle));
    await expect(page.locator('.move-line')).toHaveAttribute('data-step', String(middle));
    expect(sorted(await shown(page, game, players))).toEqual(expected(middle));
    const chapters = page.locator('.replay-chapter option');
    if ((await chapters.count()) > 1) {
      const to = Number(await chapters.nth(1).getAttribute('value'));
      await page.locator('.replay-chapter select').selectOption(String(to));
      await expect(page.locator('.move-line')).toHaveAttribute('data-step', String(to));
      expect(sorted(await shown(page, game, players))).toEqual(expected(to));
    }
    await page.getByRole('button', { name: 'To the deal' }).click();
    await expect(page.locator('.move-line')).toHaveAttribute('data-step', '0');
    if (game === 'bremen' || game === 'broom') {
      await page.locator('.replay-slider input').fill(String(middle));
      await screenshots(page, `replay-${game}`);
    }
    await page.getByRole('button', { name: 'To the end' }).click();
    await expect(page.locator('.move-line')).toHaveAttribute('data-step', String(steps.length - 1));
    await page.getByRole('button', { name: 'Back to the result' }).click();
    await expect(page.locator('main.end, main.pause').first()).toBeVisible();
    if (game === 'dog') {
      // The same deal again, everyone one seat on: a new game beside the finished one.
      await page.getByRole('button', { name: 'Same deal, everyone one seat on' }).click();
      await expect(page.locator('main.bot-turn')).toBeVisible();
      await page.getByRole('button', { name: 'Home' }).click();
      await expect(page.locator('.saved-game')).toHaveCount(2);
      await expect(page.locator('.saved-game').first()).toContainText('Bot 3, Bot 1, Bot 2');
    }
  });
}

test('a game in progress offers no replay, and its hands appear nowhere', async ({ page }) => {
  await newGame(page, 3, 7);
  await expect(page.locator('[data-curtain]')).toBeVisible();
  await page.getByRole('button', { name: 'Home' }).click();
  const row = page.locator('.saved-game');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Replay' })).toHaveCount(0);
  await expect(page.locator('[data-hand], [data-hand-tile], main.replay')).toHaveCount(0);
});

test("M&ZEB-S: the replay opened from the game's end turns its own view, not the game's (the game's is gone with its screen)", async ({ page }) => {
  const out = runExample('replay_predict', 'mzebs', '2', '5');
  const { save } = JSON.parse(out);
  await page.goto('./');
  await page.evaluate((save) => { localStorage.clear(); localStorage.setItem('hotseat.save.finished', save); }, save);
  await page.reload();
  await page.locator('.saved-game').getByRole('button', { name: 'Resume' }).click();
  await settled(page);
  await page.getByRole('button', { name: 'Show everything' }).click();
  await settled(page);
  await page.getByRole('button', { name: 'Replay' }).click();
  await expect(page.locator('main.replay')).toBeVisible();
  await settled(page);
  // Its own view turns (a view left from the game's screen would fail the page as it is read).
  await page.getByRole('button', { name: 'Turn the view left' }).click();
  await expect(page.locator('main.replay')).toBeVisible();
});
