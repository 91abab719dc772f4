import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InventoryByDatePage } from '@backoffice/shared';
import { type AppServer, SERVER_DIR, startAppServer, TEMPLATE_DIR_VARIABLE } from './app-server.ts';
import { test as base, expect } from './fixtures.ts';

interface DemoInstance extends AppServer {
  email: string;
  password: string;
}

const DEMO_EMAIL = 'demo-inventory@example.com';

/**
 * An instance of the product holding a demo organisation: a copy of the migrated template seeded
 * by `seed:demo` (a small one: 40 SKUs, 200 days of ledger), whose printed password signs in.
 * This file's tests run against it instead of the worker's empty instance.
 */
const test = base.extend<object, { demo: DemoInstance }>({
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
          DEMO_EMAIL,
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
      await use({
        ...server,
        email: account[1],
        password: account[2],
        stop: server.stop,
      });
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ demo }, use) => {
    await use(demo.url);
  },
});

test('the demo organisation’s inventory on a day: the chart draws and the units total is the API’s sum', async ({
  page,
  context,
  demo,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('dashboard')).toBeVisible();

  // Inventory ▸ By Date in the sidebar.
  const inventory = page.getByRole('button', { name: 'Inventory', exact: true });
  if ((await inventory.getAttribute('aria-expanded')) !== 'true') await inventory.click();
  await page.getByRole('link', { name: 'By Date' }).click();
  const screen = page.getByTestId('inventory-by-date-page');
  await expect(screen.getByRole('heading', { name: 'Inventory by Date' })).toBeVisible();

  // The chart: a canvas with something drawn on it.
  const canvas = page.getByTestId('inventory-chart').locator('canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  expect(box?.height ?? 0).toBeGreaterThan(150);
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const pixels = element.getContext('2d')?.getImageData(0, 0, element.width, element.height).data ?? [];
        let painted = 0;
        for (let index = 3; index < pixels.length; index += 4) if ((pixels[index] ?? 0) > 0) painted++;
        return painted;
      }),
    )
    .toBeGreaterThan(1000);

  // A day a month ago: the total on screen is the sum of the API's rows for that day (all pages).
  const day = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Stock on', { exact: true }).fill(day);
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  const organisationUlid = /\/organisation\/([^/]+)\//.exec(page.url())?.[1];
  const response = await context.request.get(
    `/api/organisations/${organisationUlid}/inventory/by-date?date=${day}&per_page=500`,
    { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } },
  );
  expect(response.ok()).toBe(true);
  const listed = (await response.json()) as InventoryByDatePage;
  let sum = listed.data.reduce((total, row) => total + row.quantity, 0);
  for (let next = 2; next <= listed.meta.last_page; next++) {
    const more = await context.request.get(
      `/api/organisations/${organisationUlid}/inventory/by-date?date=${day}&per_page=500&page=${next}`,
      { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } },
    );
    sum += ((await more.json()) as InventoryByDatePage).data.reduce((total, row) => total + row.quantity, 0);
  }
  expect(sum).toBeGreaterThan(0);
  expect(listed.totals.units).toBe(sum);
  // The screen groups digits in the browser's locale; the digits are the sum's.
  await expect
    .poll(async () => (await page.getByTestId('inventory-units-total').textContent())?.replace(/\D/g, ''))
    .toBe(String(sum));
  await expect(page.getByTestId('inventory-row').first()).toBeVisible();
});
