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
  // A workspace page's first load (its lazy chunk, then its data) took over 7 s on this machine
  // with two workers running, so waits allow 20 s; a flow that hangs still fails.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'artifacts/report' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    locale: 'en-US',
    viewport: { width: 1366, height: 820 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
});
