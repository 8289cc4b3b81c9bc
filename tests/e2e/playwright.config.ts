import { defineConfig } from '@playwright/test';

// A port of its own per run, so two runs on one machine never share a server. Set here, in
// the runner, the worker processes it starts inherit it.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'artifacts/test-results',
  globalSetup: './global-setup.ts',
  // One browser, and two workers at most: the machine is shared.
  workers: 2,
  fullyParallel: true,
  // Whole user flows on a 2-core machine shared by two workers, some running the operator CLI.
  // The longest take about 25 s on a quiet machine, and one CI machine ran them five times
  // slower; a wait that never comes true still fails after 20 s.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'artifacts/report' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    locale: 'en-US',
    // The admin honours the system's reduced-motion setting (no transitions, ripples or spinners):
    // nothing waits for an animation to settle and the software renderer paints far less.
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 820 },
    // A failed test keeps its trace: each action with the page's DOM before and after it. The
    // trace's filmstrip is left out: the browser encoding a frame of every repaint of every test
    // took about a third of the suite's time on two cores; the DOM snapshots and the failure's
    // screenshot still show the page.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
});
