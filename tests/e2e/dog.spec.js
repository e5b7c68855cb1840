// Here Comes the Dog played through the UI in Chromium: whole games to the final ranking the rules
// module predicts, with a steal, an exchange, a happening and a villager reset seen on screen; no
// curtain (everything is public) but the player to act always named; resume after reload; Japanese;
// screenshots and accessibility.
const { test, expect, NAMES, newGame, predict, screenshots, settled } = require('./table');
const { SIZES, sweep, savedMoves } = require('./handover');

const DOG = { card: 'Here Comes the Dog', start: 'Light the bonfire' };
const newDogGame = (page, players, seed) => newGame(page, players, seed, DOG);

/** Plays a game by the predictor's rule; returns the news kinds seen on screen. */
class DogTable {
  constructor(page) {
    this.page = page;
    this.choices = 0;
    this.seen = new Set();
  }

  async stage() {
    const page = this.page;
    if (await page.locator('main.end').count()) return 'end';
    if (await page.locator('main.pause').count()) return 'pause';
    return 'board';
  }

  async look() {
    for (const kind of await this.page.locator('.news-list li[data-kind]').evaluateAll((els) => els.map((e) => e.dataset.kind))) {
      if (kind) this.seen.add(kind);
    }
  }

  /** One choice on the board: the banner names the player whose seat is marked to act. */
  async choose() {
    const page = this.page;
    await expect(page.locator('[data-curtain]')).toHaveCount(0);
    const seat = await page.locator('.dog-seats .seat.to-act').getAttribute('data-seat');
    await expect(page.locator('.dog .turn')).toHaveAttribute('data-turn', seat);
    await expect(page.locator('.dog .turn')).toHaveText(`${NAMES[Number(seat)]}'s turn`);
    const offered = await page.locator('.moves button[data-move]').count();
    expect(offered, 'at least one move is offered').toBeGreaterThan(0);
    const before = this.choices;
    await settled(page);
    await page.locator(`.moves button[data-move="${(3 * this.choices + 1) % offered}"]`).click();
    this.choices = before + 1;
    await this.look();
  }

  async step() {
    const stage = await this.stage();
    if (stage === 'pause') {
      await this.look();
      await expect(this.page.locator('main.pause .news-list li[data-kind=round]').first()).toBeVisible();
      await settled(this.page);
      await this.page.locator('main.pause .primary').click();
    } else if (stage === 'board') {
      await this.choose();
    }
    return stage;
  }

  async playToEnd() {
    while ((await this.step()) !== 'end');
  }
}

async function expectRanking(page, expected) {
  const rows = page.locator('table.ranking tbody tr');
  await expect(rows).toHaveCount(expected.placings.length);
  for (const [i, p] of expected.placings.entries()) {
    const row = rows.nth(i);
    await expect(row).toHaveAttribute('data-seat', String(p.seat));
    await expect(row).toHaveAttribute('data-place', String(p.place));
    await expect(row.locator('td.dogs')).toHaveText(String(p.standing.dogs));
  }
}

for (const [players, seed] of [[2, 1], [4, 4]]) {
  test(`a full ${players}-player game reaches the final ranking the rules predict`, async ({ page }) => {
    const expected = predict(players, seed, 'dog_predict');
    await newDogGame(page, players, seed);
    const table = new DogTable(page);
    await table.playToEnd();
    expect(table.choices).toBe(expected.choices);
    await expectRanking(page, expected);
    if (players === 2) {
      // The predictor says this game has all four; each was announced on screen.
      expect([expected.steals, expected.exchanges, expected.happenings, expected.resets].every((n) => n > 0)).toBe(true);
      for (const kind of ['steal', 'exchange', 'happening', 'reset']) expect(table.seen, kind).toContain(kind);
    }
  });
}

test('a reloaded game comes back at the same position, and Japanese uses the rulebook terms', async ({ page }) => {
  await newDogGame(page, 3, 99);
  const table = new DogTable(page);
  for (let i = 0; i < 12; i++) await table.step();
  const bonfire = await page.locator('.bonfire').textContent();
  const seats = await page.locator('.dog-seats').textContent();
  const banner = await page.locator('.dog .turn').textContent();
  await page.reload();
  await expect(page.locator('.bonfire')).toHaveText(bonfire);
  await expect(page.locator('.dog-seats')).toHaveText(seats);
  await expect(page.locator('.dog .turn')).toHaveText(banner);
  await page.getByRole('button', { name: '日本語' }).click();
  await expect(page.locator('.bonfire')).toContainText('肉');
  await expect(page.locator('.bonfire')).toContainText('炭');
  await expect(page.locator('.bonfire')).toContainText('火');
  await expect(page.locator('.dog .turn')).toContainText('さんの手番');
  await expect(page.locator('.dog-seats')).toContainText('村人');
});

test('an exchange the rules refuse now stays on show, marked; a tap says why and changes nothing', async ({ page }) => {
  await newDogGame(page, 3, 99);
  await settled(page);
  // Nobody holds a stick yet: no exchange can be made, and each says so when tapped.
  const refused = page.locator('.moves .exchanges button.blocked');
  await expect(refused).toHaveCount(3);
  await expect(page.locator('.moves .exchanges button[data-move]')).toHaveCount(0);
  const before = await savedMoves(page);
  await refused.first().click({ force: true });
  await expect(page.locator('.moves .refusal')).toHaveText('You have no charcoal to give.');
  await refused.nth(1).click({ force: true });
  await expect(page.locator('.moves .refusal')).toHaveText('You have no fire to give.');
  expect(await savedMoves(page), 'a refused exchange is not a move').toBe(before);
  await screenshots(page, 'dog-refused-exchange');
  await page.getByRole('button', { name: '日本語' }).click();
  await expect(page.locator('.moves .refusal')).toContainText('火');
  await screenshots(page, 'dog-refused-exchange-ja');
  // The move that is allowed is still there, and makes the refusal go.
  await page.locator('.moves button.roll').click();
  await expect(page.locator('.moves .refusal')).toHaveCount(0);
});

test('the rules page opens the variant settings, and a bad die is refused', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Here Comes the Dog: Rules' }).click();
  await expect(page.locator('.rules .mark').first()).toBeVisible();
  await page.locator('.rules').getByRole('button', { name: 'Variant settings' }).click();
  await expect(page.locator('details.variant')).toHaveAttribute('open', '');
  await page.locator('.faces input').first().fill('3');
  await expect(page.locator('.faces ~ .error')).toBeVisible();
  await page.getByRole('button', { name: 'Light the bonfire' }).click();
  await expect(page.locator('main.setup > .error')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the defaults' }).click();
  await page.getByRole('button', { name: 'Light the bonfire' }).click();
  await expect(page.locator('.dog .turn')).toBeVisible();
});

test('Here Comes the Dog screenshots at phone and tablet size, English and Japanese, accessible', async ({ page }) => {
  test.setTimeout(360_000);
  await newDogGame(page, 4, 4);
  await screenshots(page, 'dog-board');
  const table = new DogTable(page);
  const shot = new Set();
  while ((await table.stage()) !== 'end') {
    for (const name of ['take', 'steal', 'repel', 'exchange']) {
      if (!shot.has(name) && (await page.locator(`.moves .${name}`).count())) {
        shot.add(name);
        await screenshots(page, `dog-${name}`);
      }
    }
    if ((await table.stage()) === 'pause' && !shot.has('pause')) {
      shot.add('pause');
      await screenshots(page, 'dog-round-end');
      await page.getByRole('button', { name: '日本語' }).click();
      await screenshots(page, 'dog-round-end-ja');
      await page.getByRole('button', { name: 'English' }).click();
    }
    await table.step();
  }
  await screenshots(page, 'dog-end');
  await page.getByRole('button', { name: '日本語' }).click();
  await screenshots(page, 'dog-end-ja');
  await page.getByRole('button', { name: 'ホーム' }).click();
  await page.getByRole('button', { name: 'イヌがきた: 新しいゲーム' }).click();
  await page.locator('details.variant summary').click();
  await screenshots(page, 'dog-setup-ja');
});

for (const size of SIZES) {
  test.describe(`at ${size.label} size`, () => {
    test.use(size.use);
    test(`double taps of 40–600 ms, held keys and long presses on a move or "next round" never make a move its player did not see (${size.label})`, async ({ page }) => {
      await newDogGame(page, 2, 1);
      const report = await sweep(
        page,
        {
          name: 'dog',
          kinds: ['move', 'continue'],
          gaps: { continue: [40, 300, 600] },
          stage: async () => {
            if (await page.locator('main.end').count()) return 'end';
            return (await page.locator('main.pause').count()) ? 'pause' : 'private';
          },
          move: () => page.locator('.moves button[data-move]').first(),
        },
        size,
      );
      console.log(`sweep ${JSON.stringify(report)}`);
    });
  });
}
