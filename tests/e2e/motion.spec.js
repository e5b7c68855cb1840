// Motion: short (every animation over within 400 ms), never moving a button, so no tap and no curtain
// ever waits for one — a button only fades in as another person's screen settles and starts to take
// presses; and none at all under "reduce motion" (only the curtain's hold shows its progress).
const { test, expect, newGame, holdToReveal, settled, Table } = require('./table');

const DOG = { card: 'Here Comes the Dog', start: 'Light the bonfire' };

/** The animations running now: what each moves and when it is over (ms after it started). */
function running(page) {
  return page.evaluate(() =>
    document.getAnimations().map((a) => {
      const target = a.effect.target;
      return {
        what: `${a.animationName || a.transitionProperty} on ${target.className}`,
        end: a.effect.getComputedTiming().endTime,
        // A control fading in (its opacity only) as its screen settles moves nothing.
        onButton: target.closest('button') !== null && !target.closest('.hold') && a.transitionProperty !== 'opacity',
        holdProgress: target.closest('.hold') !== null,
      };
    }),
  );
}

/**
 * Plays a Bremen trick and a few Dog moves, checking the animations the moment each screen appears
 * (a reveal, a played tile, a trick's result, a roll).
 */
async function playWatching(page, check) {
  await newGame(page, 3, 5);
  const table = new Table(page, 3);
  // Through the first trick's result into the second trick: every screen kind of the game.
  let results = 0;
  for (let i = 0; results < 2 && i < 20; i++) {
    const stage = await table.stage();
    if (stage === 'curtain') {
      await holdToReveal(page);
    } else if (stage === 'private') {
      await settled(page);
      await page.locator('.hand .tile.legal').first().click();
    } else {
      results += 1;
      if (results === 2) break;
      check(await running(page));
      await settled(page);
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    check(await running(page));
  }
  expect(results).toBe(2);

  await newGame(page, 2, 1, DOG);
  for (let i = 0; i < 6; i++) {
    await settled(page);
    await page.locator('.moves button[data-move]').first().click();
    check(await running(page));
  }
}

test('every animation is short and never moves something to tap', async ({ page }) => {
  const seen = new Set();
  await playWatching(page, (animations) => {
    for (const a of animations) {
      seen.add(a.what);
      if (a.holdProgress) continue;
      expect(a.end, `${a.what} lasts too long`).toBeLessThanOrEqual(400);
      expect(a.onButton, `${a.what} moves a button`).toBe(false);
    }
  });
  // The motion this checks is really there: a played tile arriving, the trick's result, the dice.
  const names = [...seen].join(' | ');
  expect(names).toContain('bremen-arrive');
  expect(names).toContain('bremen-win');
  expect(names).toContain('dog-roll');
});

test('a played tile is followed at once by the next curtain, with no motion in between', async ({ page }) => {
  await newGame(page, 3, 5);
  await holdToReveal(page);
  await settled(page);
  await page.locator('.hand .tile.legal').first().click();
  // The curtain is there in the same frame as the move: nothing is animating towards it.
  await expect(page.locator('.curtain .hold')).toBeVisible({ timeout: 100 });
  expect((await running(page)).filter((a) => !a.holdProgress)).toEqual([]);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves but the curtain hold\'s progress', async ({ page }) => {
    await playWatching(page, (animations) => {
      expect(animations.filter((a) => !a.holdProgress).map((a) => a.what)).toEqual([]);
    });
  });
});
