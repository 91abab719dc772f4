import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the real product: the built SPA served by the real server on a fresh
 * embedded database, driven in Debian's Chromium (playwright-core cannot download its own here).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sbo-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// "Add to Slack" runs against the local Slack stand-in (apps/server/src/testing/slack-stand-in.ts),
// with its default client id and secret.
const slackPort = Number(process.env.E2E_SLACK_PORT ?? port + 1);
// Amazon is the SP-API stand-in (tools/sp-api-simulator), with its default app credentials.
const spApiPort = Number(process.env.E2E_SP_API_PORT ?? port + 2);
const spApi = `http://127.0.0.1:${spApiPort}`;

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
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
      // The consent page answers (400 without its parameters) once the stand-in listens.
      url: `${spApi}/apps/authorize/consent`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // A small seller: the journeys read a month of it, and each report is processed on PGlite.
      env: { SP_API_SIM_PORT: String(spApiPort), SP_API_SIM_ORDERS_PER_DAY: '6' },
    },
    {
      command: 'npm run start -w @backoffice/server',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // No error reporting here, whatever the shell says: only the error-reporting journey
        // starts an instance with a DSN (apps/web/e2e/reporting-server.ts).
        SENTRY_DSN: '',
        SLACK_CLIENT_ID: 'stand-in-client-id',
        SLACK_CLIENT_SECRET: 'stand-in-client-secret',
        SLACK_BASE_URL: `http://127.0.0.1:${slackPort}`,
        AMAZON_LWA_TOKEN_URL: `${spApi}/auth/o2/token`,
        AMAZON_CONSENT_URL: `${spApi}/apps/authorize/consent`,
        AMAZON_SP_API_ENDPOINT_NA: `${spApi}/na`,
        AMAZON_SP_API_ENDPOINT_EU: `${spApi}/eu`,
        AMAZON_SP_API_ENDPOINT_FE: `${spApi}/fe`,
        AMAZON_APPLICATION_ID: 'amzn1.sellerapps.app.simulator',
        AMAZON_CLIENT_ID: 'amzn1.application-oa2-client.simulator',
        AMAZON_CLIENT_SECRET: 'simulator-secret',
        REPORT_POLL_SECONDS: '1',
      },
    },
  ],
});
