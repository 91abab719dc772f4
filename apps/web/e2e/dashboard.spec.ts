import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, type SeededOrganisation, test } from './fixtures.ts';
import { ordersReport } from './orders-report.ts';

/**
 * Sixty days of orders on two channels: a mug on Amazon.com every day (2 to 4 units) and a cup on
 * Amazon.ca every third day (one unit).
 */
function salesHistory(mug: string, cup: string): string {
  const amazonCa = { name: 'Amazon.ca', currency: 'CAD', country: 'CA' };
  return ordersReport(60, (daysAgo) => [
    { sku: mug, quantity: 2 + (daysAgo % 3) },
    ...(daysAgo % 3 === 0 ? [{ sku: cup, quantity: 1, channel: amazonCa }] : []),
  ]);
}

interface DashboardSeries {
  from: string;
  to: string;
  sales: { date: string; units: number }[];
  channels: { name: string; units: number; orders: number }[];
}

/** GET …/dashboard through the signed-in browser's session. */
async function dashboardOf(page: Page, organisation: SeededOrganisation, days: string) {
  const response = await page.request.get(`${organisation.apiPath}/dashboard?days=${days}`, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: DashboardSeries }).data;
}

/** What the canvas drew: how many pixels are not transparent, and how many are near `rgb`. */
function paintOf(canvas: Locator, rgb: [number, number, number] = [0, 0, 0]) {
  return canvas.evaluate((element, target) => {
    const chart = element as HTMLCanvasElement;
    const { data } = (chart.getContext('2d') as CanvasRenderingContext2D).getImageData(
      0,
      0,
      chart.width,
      chart.height,
    );
    let opaque = 0;
    let near = 0;
    for (let index = 0; index < data.length; index += 4) {
      if ((data[index + 3] as number) === 0) continue;
      opaque++;
      const distance =
        Math.abs((data[index] as number) - target[0]) +
        Math.abs((data[index + 1] as number) - target[1]) +
        Math.abs((data[index + 2] as number) - target[2]);
      if ((data[index + 3] as number) > 200 && distance < 40) near++;
    }
    return { width: chart.width, height: chart.height, opaque, near };
  }, rgb);
}

/**
 * A new organisation's dashboard explains each empty chart with its first step; once the orders
 * are uploaded (from the sales card's own "Import your orders"), the sales chart is drawn, its
 * channels listed as the API counts them, in the theme's colours in either mode, and at phone width.
 */
test('dashboard: empty states for a new organisation, then sales and channels from uploaded orders', async ({
  page,
  api,
  organisation,
}) => {
  test.setTimeout(150_000);
  const tag = randomBytes(2).toString('hex').toUpperCase();
  const [mug, cup] = [`DB-MUG-${tag}`, `DB-CUP-${tag}`];

  // A source to upload the orders into later (made now: the dashboard caches the sources it lists).
  await api.post(`${organisation.apiPath}/report-sources`, { name: `Uploads ${tag}`, type: 'manual' });

  await page.goto(organisation.path);
  const cards: [testId: string, text: RegExp, action: string, path: string][] = [
    ['dashboard-sales', /No sales in the last 90 days/, 'Import your orders', '/report-requests'],
    ['dashboard-stock', /No stock yet/, 'Add warehouses', '/warehouses'],
    ['dashboard-warehouses', /No warehouses yet/, 'Add warehouses', '/warehouses'],
    ['dashboard-health', /No SKUs yet/, 'Import your orders', '/report-requests'],
    ['dashboard-channels', /No orders in the last 90 days/, 'Import your orders', '/report-requests'],
  ];
  for (const [testId, text, action, path] of cards) {
    const empty = page.getByTestId(testId).getByTestId('dashboard-chart-empty');
    await expect(empty).toContainText(text);
    await expect(empty.getByRole('link', { name: action })).toHaveAttribute(
      'href',
      `${organisation.path}${path}`,
    );
  }
  // No empty axes: nothing is drawn at all.
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-kpi-stock-value')).toHaveText('0');
  await expect(page.getByTestId('dashboard-kpi-problems-value')).toHaveText('0');

  // The orders, uploaded as downloaded from Seller Central, from the sales card's first step.
  await page.getByTestId('dashboard-sales').getByRole('link', { name: 'Import your orders' }).click();
  await expect(page).toHaveURL(`${organisation.path}/report-requests`);
  await page
    .getByRole('button', { name: /^Upload (a )?report$/ })
    .first()
    .click();
  const upload = page.getByRole('dialog', { name: 'Upload report' });
  await upload.getByLabel('Report source').selectOption({ label: `Uploads ${tag}` });
  await upload.getByLabel('Report type').selectOption({ label: 'All orders (by order date)' });
  await upload.getByLabel('Report file').setInputFiles({
    name: 'orders.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(salesHistory(mug, cup)),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('report-request-status')).toHaveText('Processed', { timeout: 60_000 });

  // The dashboard over 30 days (kept in the URL): the sales line is painted.
  await page.goto(organisation.path);
  await page.getByText('30 d', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '30 d' })).toBeChecked();
  await expect(page).toHaveURL(`${organisation.path}?days=30`);
  const sales = page.getByTestId('dashboard-sales');
  const salesChart = sales.getByRole('img', { name: /Units sold per day/ });
  await expect(salesChart).toBeVisible();
  const series = await dashboardOf(page, organisation, '30');
  expect(series.sales).toHaveLength(30);
  const sold = series.sales.reduce((sum, day) => sum + day.units, 0);
  expect(sold).toBeGreaterThan(0);
  await expect(sales.getByTestId('dashboard-sales-summary')).toHaveText(
    `${sold.toLocaleString('en-US')} units sold`,
  );
  const light = await paintOf(salesChart, [13, 110, 253]);
  expect(light.width).toBeGreaterThan(0);
  expect(light.opaque).toBeGreaterThan(1_000);
  // The line in the theme's primary colour (#0d6efd in light mode).
  expect(light.near).toBeGreaterThan(40);

  // The channels' legend says what the API counts, biggest first.
  const channels = page.getByTestId('dashboard-channels');
  await expect(channels.getByRole('img', { name: /Units per sales channel/ })).toBeVisible();
  expect(series.channels.map((channel) => channel.name)).toHaveLength(2);
  await expect(channels.getByTestId('dashboard-channel-name')).toHaveText(
    series.channels.map((channel) => channel.name),
  );
  await expect(channels.getByTestId('dashboard-channel-figures')).toHaveText(
    series.channels.map(
      (channel) =>
        `${channel.units.toLocaleString('en-US')} ${channel.units === 1 ? 'unit' : 'units'} · ` +
        `${channel.orders.toLocaleString('en-US')} ${channel.orders === 1 ? 'order' : 'orders'}`,
    ),
  );
  expect((await paintOf(channels.locator('canvas'))).opaque).toBeGreaterThan(1_000);
  // No stock was counted: that chart still says how to start.
  await expect(page.getByTestId('dashboard-stock').getByTestId('dashboard-chart-empty')).toContainText(
    'No stock yet',
  );

  // Dark mode repaints the line in the dark theme's primary (#6ea8fe), without a reload.
  await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'dark'));
  await expect.poll(async () => (await paintOf(salesChart, [110, 168, 254])).near).toBeGreaterThan(40);
  // A picture to look at, not to compare (beside dashboard-screenshots.spec.ts's, git-ignored).
  await page.screenshot({ path: 'test-results/screenshots/dashboard-orders-1280-dark.png', fullPage: true });

  // At phone width the cards stack, the chart keeps its height, and nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(salesChart).toBeVisible();
  const box = await salesChart.boundingBox();
  expect(box?.width).toBeLessThan(360);
  expect(box?.height).toBeGreaterThanOrEqual(200);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
  await page.screenshot({ path: 'test-results/screenshots/dashboard-orders-360-dark.png', fullPage: true });
});
