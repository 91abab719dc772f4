import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';

const SKUS = 1_500;

/**
 * Stock Analysis with 1,500 SKUs (a SKU CSV import): the grid loads 500 at a time as it scrolls,
 * reaches the last SKU, and keeps only a window of rows in the page; a header sorts on the server.
 */
test('stock analysis: 1,500 SKUs scroll to the last one with only a window of rows in the page', async ({
  page,
  api,
  context,
  organisation,
}) => {
  test.setTimeout(180_000);
  const tag = randomBytes(2).toString('hex').toUpperCase();
  const ids = Array.from({ length: SKUS }, (_, index) => `AN-${tag}-${String(index).padStart(4, '0')}`);
  const [first, last] = [ids[0] as string, ids.at(-1) as string];
  const apiPath = organisation.apiPath;

  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(`${apiPath}/skus/import`, {
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
      'Content-Type': 'text/csv',
    },
    data: `sku_id\n${ids.join('\n')}\n`,
  });
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  const { data: imported } = (await response.json()) as { data: { id: number } };
  await expect
    .poll(
      async () =>
        (await api.get<{ data: { status: string } }>(`${apiPath}/imports/${imported.id}`)).data.status,
      {
        timeout: 60_000,
      },
    )
    .toBe('done');

  // One warehouse with the first SKU's stock: a column of its own.
  const { data: skus } = await api.get<{ data: { id: number; sku_id: string }[] }>(
    `${apiPath}/skus?search=${encodeURIComponent(first)}`,
  );
  const { data: warehouse } = await api.post<{ data: { ulid: string } }>(`${apiPath}/warehouses`, {
    name: `Grid Hub ${tag}`,
  });
  await api.post(`${apiPath}/warehouses/${warehouse.ulid}/adjustments`, {
    sku_id: skus.find((sku) => sku.sku_id === first)?.id,
    quantity: 25,
    reason: 'Opening count',
  });

  await page.goto(`${organisation.path}/stock/analysis?sort=sku_id&sortDesc=false`);
  await expect(page.getByTestId('stock-analysis-count')).toHaveText('1,500 SKUs');
  await expect(page.getByRole('columnheader', { name: `Grid Hub ${tag}` })).toBeVisible();
  const rows = page.getByTestId('stock-analysis-row');
  const firstRow = rows.filter({ has: page.getByRole('link', { name: first, exact: true }) });
  await expect(firstRow).toBeVisible();
  await expect(firstRow.getByRole('cell', { name: '25', exact: true }).first()).toBeVisible();
  expect(await rows.count()).toBeLessThan(100);

  // Down to the bottom: each scroll there loads the next 500, until the last SKU shows.
  const grid = page.getByTestId('virtual-grid');
  const lastLink = page.getByRole('link', { name: last, exact: true });
  await expect
    .poll(
      async () => {
        await grid.evaluate((element) => {
          element.scrollTop = element.scrollHeight;
        });
        return lastLink.count();
      },
      { timeout: 60_000, intervals: [250, 500, 1_000] },
    )
    .toBe(1);
  await expect(lastLink).toBeVisible();
  await expect(lastLink).toHaveAttribute('href', /\/forecasts\?sku=\d+$/);
  // The page holds a window of rows, not 1,500; the first ones have left it.
  expect(await rows.count()).toBeLessThan(100);
  await expect(page.getByRole('link', { name: first, exact: true })).toHaveCount(0);

  // A header sorts on the server (descending: the last SKU first) and the grid starts at the top.
  await page.getByRole('columnheader', { name: 'SKU' }).getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=sku_id(&|$)/);
  await expect(page).not.toHaveURL(/sortDesc/);
  await expect(rows.first()).toContainText(last);
  expect(await grid.evaluate((element) => element.scrollTop)).toBe(0);

  // At phone width the grid scrolls sideways inside its box; the page does not.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(rows.first()).toBeVisible();
  const widths = await grid.evaluate((element) => ({
    inner: element.scrollWidth,
    box: element.clientWidth,
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
  expect(widths.page).toBe(0);
  expect(widths.inner).toBeGreaterThan(widths.box);
});
