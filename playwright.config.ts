import { defineConfig } from '@playwright/test';
import { slackPort, spApiPort } from './apps/web/e2e/stand-ins.ts';

/**
 * Browser journeys against the real product: the built SPA served by the real server, driven in
 * Debian's Chromium (playwright-core cannot download its own here). Each worker starts an
 * instance of its own on a copy of one migrated embedded database (apps/web/e2e/fixtures.ts,
 * global-setup.ts); the stand-ins of the outside world (apps/web/e2e/stand-ins.ts) are started
 * here, once, for all of them.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'apps/web/e2e',
  globalSetup: './apps/web/e2e/global-setup.ts',
  // Tests, not files, are shared out: every test registers an organisation of its own, and each
  // worker has its own instance of the product, so the journeys run side by side. Two workers
  // keep a 2-core machine busy (one browser waits on its instance while the other renders).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    // The trace of a failed test, without its screencast: recording a screenshot of every frame
    // doubled the run's time; the DOM snapshot at each step stays, and the failure's screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `npx tsx apps/server/src/testing/slack-stand-in-cli.ts ${slackPort}`,
      url: `http://127.0.0.1:${slackPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx tools/sp-api-simulator/src/main.ts',
      // A Seller Central site's consent page answers (400 without its parameters) once it listens.
      url: `http://127.0.0.1:${spApiPort}/sellercentral.amazon.com/apps/authorize/consent`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // A small seller: the journeys read a month of it, and each report is processed on PGlite.
      // Amazon's rates 20 times over: a sync's hundred inbound calls at 2 a second took half a
      // minute, which only the rate-limit tests need to sit through.
      env: {
        SP_API_SIM_PORT: String(spApiPort),
        SP_API_SIM_ORDERS_PER_DAY: '6',
        SP_API_SIM_RATE_SPEED: '20',
      },
    },
  ],
});
