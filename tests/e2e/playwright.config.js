// Browser tests against the release build in dist/, served on loopback, in Debian's Chromium.
const { defineConfig } = require('@playwright/test');

const port = 8123;

module.exports = defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.js/,
  // A whole game through the UI: every screen settles (0.5 s) and every reveal is held (0.7 s).
  timeout: 300_000,
  // Each test has its own browser context (its own storage). Most of a test's time is the app's
  // settle, hold and bot-pace windows, not the processor (one sweep keeps 0.29 of the 2 cores busy),
  // so six run at once on the 2-core machine (docs/testing.md). The sweeps time their presses from
  // the app's own clock (`data-shown-at`), so a loaded machine cannot make them misjudge a press.
  fullyParallel: true,
  workers: 6,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'artifacts/results.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 1024, height: 768 },
    // A step that can't happen fails on its own line, not at the end of the test's time.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'app', testIgnore: /update\.spec\.js/, grepInvert: /@quiet/ },
    // Timings (a bot's move at 4×): alone on the machine, once the other tests have run, so no test
    // beside it shares the cores.
    { name: 'quiet', testMatch: /bots\.spec\.js/, grep: /@quiet/, dependencies: ['app'] },
    // Rewrites dist/sw.js to publish a "new version": alone, once everything else has run.
    { name: 'update', testMatch: /update\.spec\.js/, dependencies: ['quiet'] },
  ],
  webServer: {
    command: `python3 -m http.server ${port} --bind 127.0.0.1 --directory ../../dist`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stderr: 'ignore',
  },
});
