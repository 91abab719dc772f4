import type { InventoryByDatePage } from '@backoffice/shared';
import { demoTest, signInToDemo } from './demo-instance.ts';
import { expect } from './fixtures.ts';

/** This file's tests run against an instance holding a demo organisation (demo-instance.ts). */
const test = demoTest('demo-inventory@example.com');

test('the demo organisation’s inventory on a day: the chart draws and the units total is the API’s sum', async ({
  page,
  context,
  demo,
}) => {
  await signInToDemo(page, demo);

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
