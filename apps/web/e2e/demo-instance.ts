import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type AppServer, SERVER_DIR, startAppServer, TEMPLATE_DIR_VARIABLE } from './app-server.ts';
import { test as base, expect } from './fixtures.ts';

export interface DemoInstance extends AppServer {
  email: string;
  password: string;
}

/**
 * A test whose worker runs an instance of the product holding a demo organisation instead of an
 * empty one: a copy of the migrated template seeded by `seed:demo` (a small one: 40 SKUs, 200
 * days of ledger) with `email`, whose printed password signs in (`signInToDemo`).
 */
export function demoTest(email: string) {
  return base.extend<object, { demo: DemoInstance }>({
    demo: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
      async ({}, use) => {
        const template = process.env[TEMPLATE_DIR_VARIABLE];
        if (!template)
          throw new Error(`${TEMPLATE_DIR_VARIABLE} is not set: playwright.config.ts runs global-setup.ts`);
        const dataDir = await mkdtemp(join(tmpdir(), 'sbo-e2e-demo-'));
        await cp(template, dataDir, { recursive: true });
        const seed = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            'src/modules/demo/seed-demo.cli.ts',
            '--skus',
            '40',
            '--days',
            '200',
            '--email',
            email,
          ],
          {
            cwd: SERVER_DIR,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          },
        );
        let output = '';
        seed.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        seed.stderr?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        const [code] = await once(seed, 'exit');
        const account = /Demo account: (\S+) \/ (\S+)/.exec(output);
        if (code !== 0 || !account?.[1] || !account[2])
          throw new Error(`seeding the demo failed (${code}): ${output}`);
        // The instance runs on the seeded directory (its settings override its own copy's DATA_DIR).
        const server = await startAppServer({ DATA_DIR: dataDir });
        await use({ ...server, email: account[1], password: account[2], stop: server.stop });
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
      { scope: 'worker', timeout: 240_000 },
    ],
    baseURL: async ({ demo }, use) => {
      await use(demo.url);
    },
  });
}

/** Signs in as the demo's user through the sign-in page, and waits for the dashboard. */
export async function signInToDemo(page: Page, demo: DemoInstance): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('dashboard')).toBeVisible();
}
