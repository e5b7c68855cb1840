// Writes scripts/measure's report into the README's "Numbers" (one row per measure: its value, its
// budget and the commit it was measured at, then a small table of each game's numbers) and the whole
// report into docs/performance.md, each between its two markers.
//
// Usage: node scripts/numbers.js REPORT README DOC DAY COMMIT
const fs = require('fs');
const [report, readme, doc, day, commit] = process.argv.slice(2);

// Blocks of the report: a line and the indented lines under it.
const blocks = [];
for (const line of fs.readFileSync(report, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  if (/^\s/.test(line) && blocks.length) blocks[blocks.length - 1].push(line.trim());
  else blocks.push([line.trim()]);
}
const block = (pattern) => blocks.find((b) => pattern.test(b[0])) ?? [];
const lines = (pattern) => blocks.filter((b) => pattern.test(b[0])).flat();
const number = (text, pattern) => {
  const m = text?.match(pattern);
  return m ? Number(m[1]) : null;
};
const kib = (bytes) => (bytes === null ? null : `${(bytes / 1024).toFixed(1)} KiB`);
const GAMES = [
  ['bremen', 'Bremen'],
  ['dog', 'Here Comes the Dog'],
  ['bierfest', 'Willkommen, Bierfest!'],
  ['mzebs', 'M&ZEB-S'],
  ['broom', 'Broom Service'],
];

// Each game's line of a block ("Bremen: …" or "bremen 23155 bytes").
const perGame = (rows, name, id) => rows.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name},`) || l.startsWith(`${id} `));
const bots = block(/^strong bot moves/);
const hints = block(/^hints in guided games/);
const costs = block(/^each game's part/);
const games = GAMES.map(([id, name]) => {
  const bot = perGame(bots, name, id);
  const hint4 = hints.find((l) => l.startsWith(`${name}, CPU 4x`));
  return {
    name,
    cost: number(perGame(costs, name, id), /(\d+) bytes gzip/),
    median: number(bot, /all: median (\d+)/),
    worst4: number(bot, /all: median \d+, worst \d+ ms; 4x: (\d+) ms/),
    played4: number(bot, /as played[^(]*\(4x: (\d+) ms/),
    hint4: number(hint4, /worst (\d+) ms/),
    random: lines(/random games\/s/).find((l) => l.startsWith(id)),
  };
});
const worst = (key) => {
  const known = games.filter((g) => g[key] !== null);
  return known.length ? known.reduce((a, b) => (b[key] > a[key] ? b : a)) : null;
};

const page = number(block(/^first load/)[0], /(\d+) bytes gzip/);
const allParts = number(block(/^all parts/)[0], /(\d+) bytes gzip/);
const wholePage = number(block(/^the whole page's code/)[0], /(\d+) bytes gzip/);
const shared = number(block(/^the code the parts share/)[0], /(\d+) bytes gzip/);
// The rooms after a game (the replay with its review, the history), each a part of its own.
const room = costs
  .map((l) => l.match(/^(replay|history)\s+(\d+) bytes gzip/))
  .filter(Boolean)
  .map((m) => ({ name: m[1], cost: Number(m[2]) }))
  .reduce((a, b) => (a && a.cost >= b.cost ? a : b), null);
const opening = block(/^opening a game whose part/);
const worker = number(block(/^bots' worker/)[0], /= (\d+) bytes gzip/);
const words = block(/^words files/)[0];
const visit = block(/^first visit/)[0];
const paint = number(visit, /first paint median (\d+) ms/);
const input = number(visit, /interactive home median (\d+) ms/);
const first = number(block(/^first screen/)[0], /median (\d+) ms/);
// A step on the same screen (each game whose screens are drawn in parts), at 4× CPU.
const steps = ['Here Comes the Dog', 'Willkommen, Bierfest!', 'Broom Service'].map((name) => [name, block(new RegExp(`^${name} at 4x`))[0]]);
const history = block(/^history of 1,000/);
const home = block(/^the home after a reload/)[0];

// The bots' workers as a pool (scripts/pool.js): a four-core phone's three workers and one core,
// computed from each job's time in two workers here; the slowest game of each.
const slowestOf = (rows, pattern) =>
  rows
    .map((l) => ({ name: l.match(/^(.*?):/)?.[1], value: number(l, pattern) }))
    .filter((r) => r.value !== null)
    .reduce((a, b) => (a && a.value >= b.value ? a : b), null);
const poolMoves = block(/^strong bot moves on the pool/).slice(1);
const poolMove4 = slowestOf(poolMoves, /four cores \(three workers\) median \d+, worst \d+ ms \(4x: (\d+) ms\)/);
const poolMove1 = slowestOf(poolMoves, /one core median \d+, worst \d+ ms \(4x: (\d+) ms\)/);
const poolHints = block(/^hints on the pool/).slice(1);
const poolHint4 = slowestOf(poolHints, /four cores \(4x\) median \d+, worst (\d+) ms/);
const poolReviews = block(/^reviews on the pool/).slice(1);
const poolReview4 = slowestOf(poolReviews, /four cores \(three workers\) [\d.]+ s \(x4: ([\d.]+) s\)/);
const poolReview1 = slowestOf(poolReviews, /one core [\d.]+ s \(x4: ([\d.]+) s\)/);
const memory = block(/^memory \(the renderer/).slice(1);
const memoryRow = memory.length ? memory.join('; ') : null;

const at = commit;
// Before the page was in parts: f61fa10's run (2026-11-30), the page in one file. A record, kept so
// the table shows what the parts changed (issue 64); rows without one say "—".
const BEFORE = {
  first: '399.3 KiB (the whole page)', paint: '0.78 s', input: '3.56 s', screen: '188 ms',
  games: { Bremen: '22.6 KiB', 'Here Comes the Dog': '30.8 KiB', 'Willkommen, Bierfest!': '34.3 KiB', 'M&ZEB-S': '46.9 KiB', 'Broom Service': '56.8 KiB' },
};
// The same steps before Dog's and Bierfest's screens were drawn in parts (the whole screen drawn
// again at every step): 44ad740's build, measured the same way on 2026-12-03 just before the build
// that drew them in parts (docs/performance.md).
const STEPS_BEFORE = { 'Here Comes the Dog': '25 / 76 ms', 'Willkommen, Bierfest!': '17 / 83 ms', 'Broom Service': '—' };
const row = (measure, value, budget, before = '—') =>
  (value === null || value === undefined ? null : `| ${measure} | ${value} | ${before} | ${budget} | ${at} |`);
const rows = [
  row('The first load over the network before the home takes input (gzip)', kib(page), '≤ 220 KiB', BEFORE.first),
  row("Each game's part, fetched when the game is first opened (largest, gzip)", worst('cost') && `${kib(worst('cost').cost)} (${worst('cost').name})`, '≤ 70 KiB'),
  row('Each room after a game, fetched when first opened (largest, gzip)', room && `${kib(room.cost)} (${room.name})`, '≤ 40 KiB'),
  row('The code the parts share, fetched once with the first part (gzip)', kib(shared), '—'),
  row('All the parts together, the shared code with them (gzip)', kib(allParts), '—'),
  row("The whole page's code: the shell, the shared code and every part (gzip)", kib(wholePage), '≤ 480 KiB', '399.3 KiB (one file)'),
  row('First paint, first visit (slow mobile profile, 4× CPU)', paint && `${(paint / 1000).toFixed(2)} s`, '≤ 1.0 s', BEFORE.paint),
  row('The home takes input, first visit (same profile)', input && `${(input / 1000).toFixed(2)} s`, '≤ 2.5 s', BEFORE.input),
  row('First screen, localhost', first && `${first} ms`, '—', BEFORE.screen),
  row("What opening a game whose part is not here adds, tapped as the home takes input (same profile, worst)", opening[0] && `${(number(opening[0], /worst (\d+) ms/) / 1000).toFixed(2)} s`, '≤ 1.0 s', '0 s (every game in the first load)'),
  row("…and its settings panel (the part's) shows, after the tap (same profile, worst)", opening[0] && number(opening[0], /settings panel at worst (\d+) ms/) && `${(number(opening[0], /settings panel at worst (\d+) ms/) / 1000).toFixed(2)} s`, '—', '—'),
  row("The bots' worker (fetched for a bot seat or a hint, gzip)", kib(worker), '—'),
  row('Words files (fetched per game and language, gzip)', words && `${kib(number(words, /(\d+) bytes gzip/))} in ${number(words, /^words files: (\d+)/)} files`, '—'),
  ...steps.map(([name, line]) => row(`A ${name} step on the same screen, 4× CPU (median / worst)`, line && `${number(line, /median (\d+) ms/)} / ${number(line, /worst (\d+) ms/)} ms`, '—', STEPS_BEFORE[name])),
  row('The history of 1,000 finished games opens, 4× CPU', history[0] && `${number(history.join(' '), /to the list and records (\d+) ms/)} ms`, '—'),
  row('The home after a reload, 1× CPU, with 1,000 finished games · the device full of them', home && `${number(home, /(\d+) ms with 1,000/)} ms · ${number(home, /(\d+) ms with [\d,]+ \(the device full/)} ms (${home.match(/with ([\d,]+) \(the device full/)?.[1]} games)`, '—'),
  row("A strong bot's slowest move at 4×: a four-core phone (three workers) · one core (computed from each tree's time)", poolMove4 && poolMove1 && `${poolMove4.value} ms (${poolMove4.name}) · ${poolMove1.value} ms (${poolMove1.name})`, '≤ 200 ms · —'),
  row('A hint on a four-core phone, tap to lit move, 4× (slowest, computed)', poolHint4 && `${poolHint4.value} ms (${poolHint4.name})`, '≤ 300 ms'),
  row('A whole 5-player game reviewed at 4×: a four-core phone · one core (slowest, computed)', poolReview4 && poolReview1 && `${poolReview4.value} s (${poolReview4.name}) · ${poolReview1.value} s (${poolReview1.name})`, '≤ 15 s · ≤ 30 s'),
  row("The page and its bots' workers in memory, peak (the renderer's resident size)", memoryRow, '—'),
].filter(Boolean);
const detail = [
  "| Game | Its part of the page (gzip) | Its cost in the one page before (f61fa10) | A strong move: median at 1× · worst at 4×, asked again (as played) | A hint at 4×, worst | Random games per second, one core |",
  '| --- | --- | --- | --- | --- | --- |',
  ...games.map((g) => `| ${g.name} | ${kib(g.cost) ?? '—'} | ${BEFORE.games[g.name] ?? '—'} | ${g.median ?? '—'} ms · ${g.worst4 ?? '—'} ms (${g.played4 ?? '—'} ms) | ${g.hint4 ?? '—'} ms | ${number(g.random, /: (\d+) random games/) ?? '—'} |`),
];

const replace = (file, start, end, body) => {
  const text = fs.readFileSync(file, 'utf8');
  const [before, rest] = text.split(start);
  if (rest === undefined || !rest.includes(end)) throw new Error(`${file} has no ${start} … ${end}`);
  fs.writeFileSync(file, before + start + '\n' + body + end + rest.slice(rest.indexOf(end) + end.length));
};
replace(
  readme,
  '<!-- numbers: written by scripts/measure -->',
  '<!-- numbers end -->',
  `Measured on ${day} at ${commit} on this project's 2-core test machine; the whole report is in
[docs/performance.md](docs/performance.md).

| Measure | Measured | Before the page in parts (f61fa10) | Budget | At |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

${detail.join('\n')}
`,
);
const cell = (text) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');
const whole = ['| Measure | Measured |', '| --- | --- |', ...blocks.map((b) => `| ${cell(b[0].split(':')[0])} | ${b.map(cell).join('<br>')} |`)];
replace(
  doc,
  '<!-- report: written by scripts/measure -->',
  '<!-- report end -->',
  `Measured on ${day} at ${commit} on this project's 2-core test machine.\n\n${whole.join('\n')}\n`,
);
console.log(`README.md: the Numbers table written (${rows.length} rows); ${doc}: the whole report`);
