// Learning by playing, in every game: "Learn to play" starts a guided game (one person, easy bots, the
// game's friendly seed), the three screens before the first move, then the whole game played the way
// a newcomer might, taking every hint. The rules module predicts each of the person's screens and the
// coach mark it shows (tests/e2e/learn_predict.rs): each listed mark must appear once, on the screen
// where its rule first matters, just before what it explains and covering neither it nor the hand.
// Every kind of mark is photographed. The hint lights the strong bot's move, which the test then makes.
const fs = require('node:fs');
const path = require('node:path');
const { test, expect, settled, stageOf, runExample } = require('./table');

const ROOT = path.resolve(__dirname, '../..');
const SHOTS = 'artifacts/screenshots';

const GAMES = {
  bremen: { card: 'Bremen', ja: 'ブレーメン' },
  dog: { card: 'Here Comes the Dog', ja: 'イヌがきた' },
  bierfest: { card: 'Willkommen, Bierfest!', ja: 'ようこそ、ビールまつり!' },
  mzebs: { card: 'M&ZEB-S', ja: 'M&ZEB-S' },
  broom: { card: 'Broom Service', ja: 'ブルームサービス' },
};

const WORDS = {
  en: { learn: 'Learn to play', next: 'Next', play: 'Let’s play', hint: 'Hint' },
  ja: { learn: '遊び方を覚える', next: '次へ', play: 'はじめよう', hint: 'ヒント' },
};

/** The game's guided game as the rules module plays it: each screen's moves, situations and mark. */
function rehearsal(game) {
  const out = runExample('learn_predict', game);
  return JSON.parse(out);
}

/** The coach marks of `game`, by situation key, as its English words file lists them. */
function marksOf(game) {
  const words = JSON.parse(fs.readFileSync(path.join(ROOT, `public/learn/${game}.en.json`), 'utf8'));
  return Object.keys(words.guide.marks);
}

/** The moves made so far in the game being played, as its save keeps them. */
function movesSaved(page) {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('hotseat.save.'));
    const { actions, moves } = JSON.parse(localStorage.getItem(key)).session;
    return (actions ?? [...moves.seats]).length;
  });
}

/** The mark on screen: it sits just before what it explains, covering neither that nor the hand, and
 * its buttons are not covered either (a hand kept at a phone's foot may pass over the mark's edge). */
async function checkMark(page, key) {
  const mark = page.locator('.coach');
  await expect(mark).toHaveAttribute('data-mark', key);
  await expect(mark).toHaveCount(1);
  const uncovered = await mark.evaluate((el) => {
    const box = (e) => e.getBoundingClientRect();
    // What a finger finds near the top of a piece brought to the middle of the view (clear of a bar
    // at the top or a hand at the foot): the piece, or what covers it.
    const found = (e) => {
      window.scrollBy(0, box(e).top - window.innerHeight / 2);
      const r = box(e);
      return document.elementFromPoint(r.x + r.width / 2, r.y + Math.min(r.height / 2, 20));
    };
    const target = el.nextElementSibling;
    const pieces = [...el.querySelectorAll('button'), target, ...document.querySelectorAll('.hand .tile, .hand button')];
    const covered = pieces.filter((p) => p && !p.contains(found(p))).map((p) => `${p.className} under ${found(p)?.className}`);
    return { target: target !== null, covered };
  });
  expect(uncovered.target, `${key}: nothing follows the mark`).toBe(true);
  expect(uncovered.covered, `${key}: covered`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Plays `game`'s guided game in `lang` at the page's size, from "Learn to play" to its end, checking
 * every screen against the rules module's rehearsal; returns the marks seen, in order.
 */
async function learn(page, game, lang, label) {
  const words = WORDS[lang];
  await page.goto('./');
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('hotseat.bot-pace', '300');
  });
  await page.reload();
  if (lang === 'ja') await page.getByRole('button', { name: '日本語' }).click();
  const name = lang === 'ja' ? GAMES[game].ja : GAMES[game].card;
  await page.getByRole('button', { name: `${name}: ${words.learn}` }).click();

  // Three short screens, each with a picture, then the game; its bots wait meanwhile.
  for (let i = 0; i < 3; i++) {
    await expect(page.locator('.intro-screen')).toHaveAttribute('data-step', String(i));
    await expect(page.locator('.intro-screen .intro-art')).toBeVisible();
    await expect(page.locator('.intro-screen h1')).not.toBeEmpty();
    if (i === 0) await page.screenshot({ path: `${SHOTS}/learn-${game}-intro-${label}.png` });
    // The first screen settles where "Learn to play" was pressed, as every new screen does.
    await settled(page);
    await page.getByRole('button', { name: i < 2 ? words.next : words.play }).click();
  }
  await expect(page.locator('.intro-screen')).toHaveCount(0);

  const expected = rehearsal(game);
  const seen = [];
  for (let step = 0; step < 2000; step++) {
    const stage = await stageOf(page);
    if (stage === 'end') break;
    if (stage === 'bot' || stage === 'unknown') {
      await page.waitForFunction(() => !document.querySelector('main.bot-turn') && document.querySelector('main'), null, { polling: 'raf' });
      continue;
    }
    await settled(page);
    const moves = await movesSaved(page);
    const pause = stage === 'pause';
    const want = expected.find((s) => s.moves === moves && s.pause === pause);
    if (want || !pause) {
      expect(want, `the rules module has no screen at move ${moves}`).toBeTruthy();
      const mark = page.locator('.coach');
      if (want.mark) {
        await expect(mark).toHaveAttribute('data-mark', want.mark);
        await page.screenshot({ path: `${SHOTS}/learn-${game}-${want.mark}-${label}.png` });
        await checkMark(page, want.mark);
        expect(want.holding, 'a mark shows where its rule holds').toContain(want.mark);
        expect(seen, `the mark ${want.mark} shows once`).not.toContain(want.mark);
        seen.push(want.mark);
      } else {
        await expect(mark, `no mark at move ${moves}`).toHaveCount(0);
      }
    }
    if (pause) {
      await page.locator('main.pause button.primary').click();
    } else {
      // The hint lights the strong bot's move (filling in a form's fields); the player makes it.
      await page.getByRole('button', { name: words.hint }).click();
      await expect(page.locator('.hint-said')).toBeVisible();
      await page.locator('button.hinted').last().click();
    }
    await page.waitForFunction((m) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('hotseat.save.'));
      const save = JSON.parse(localStorage.getItem(key));
      const { actions, moves } = save.session;
      return (actions ?? [...moves.seats]).length !== m || !document.querySelector('main.pause, .hint-said');
    }, moves, { polling: 'raf' });
  }
  await expect(page.locator('main.end')).toBeVisible();
  expect(seen.sort(), 'every rule situation was taught').toEqual(marksOf(game).sort());
  return seen;
}

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const TABLET = { viewport: { width: 1024, height: 768 } };

for (const game of Object.keys(GAMES)) {
  test.describe(`${game} at phone size`, () => {
    test.use(PHONE);
    test(`learning ${game} by playing: three screens, then each rule taught once where it first matters, every hint taken (phone, English)`, async ({ page }) => {
      await learn(page, game, 'en', 'phone');
    });
  });
}

for (const game of ['bremen', 'mzebs']) {
  test.describe(`${game} at tablet size in Japanese`, () => {
    test.use(TABLET);
    test(`learning ${game} by playing, in Japanese on a tablet`, async ({ page }) => {
      await learn(page, game, 'ja', 'tablet-ja');
    });
  });
}
