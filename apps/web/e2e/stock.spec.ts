import { randomBytes } from 'node:crypto';
import { STOCK_STATUSES, type StockRow, type StockSummary } from '@backoffice/shared';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ordersReport, seededNoise } from './orders-report.ts';

/** Four months of orders: the mug sells about 3 a day, the cup about one. */
function salesHistory(mug: string, cup: string): string {
  const noise = seededNoise(7);
  return ordersReport(120, () => [
    { sku: mug, quantity: 2 + noise(3) },
    { sku: cup, quantity: noise(3) },
  ]);
}

/** The signed-in browser's headers for a write: X-Requested-With and the XSRF token. */
async function writeHeaders(context: BrowserContext): Promise<Record<string, string>> {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  return {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
  };
}

async function okJson<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** "1234.5" as the screen writes money: grouped, its decimals kept, then the currency. */
function shownMoney(amount: string | null, currency: string | null): string {
  if (amount === null) return '—';
  const decimals = amount.split('.')[1]?.length ?? 0;
  const grouped = Number(amount).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return currency ? `${grouped} ${currency}` : grouped;
}

/**
 * From sales and stock to stock health: a new organisation is pointed to SKUs and Report Requests;
 * orders are uploaded, COGS imported and stock counted into two warehouses; stock health is computed
 * from the screen, and the counts and statuses it shows are the API's. A status count filters the list.
 */
test('stock: health computed from orders and stock; counts and statuses shown are the API’s', async ({
  page,
  api,
  context,
  organisation,
}) => {
  test.setTimeout(180_000);
  const tag = randomBytes(2).toString('hex').toUpperCase();
  const [mug, cup, idle] = [`ST-MUG-${tag}`, `ST-CUP-${tag}`, `ST-IDLE-${tag}`];
  const apiPath = organisation.apiPath;

  // A new organisation has no stock: the screen says where SKUs come from.
  await page.goto(`${organisation.path}/stock`);
  await expect(page.getByRole('heading', { name: 'No SKUs yet.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to SKUs' })).toHaveAttribute(
    'href',
    `${organisation.path}/skus`,
  );
  await expect(page.getByRole('link', { name: 'Go to Report Requests' })).toHaveAttribute(
    'href',
    `${organisation.path}/report-requests`,
  );

  // Four months of orders, uploaded as downloaded from Seller Central; processing creates the SKUs.
  const { data: source } = await api.post<{ data: { id: number } }>(`${apiPath}/report-sources`, {
    name: `Uploads ${tag}`,
    type: 'manual',
  });
  const { data: upload } = await okJson<{ data: { id: number } }>(
    await context.request.post(`${apiPath}/report-requests`, {
      headers: await writeHeaders(context),
      multipart: {
        report_source_id: String(source.id),
        report_type: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
        file: { name: 'orders.txt', mimeType: 'text/plain', buffer: Buffer.from(salesHistory(mug, cup)) },
      },
    }),
  );
  await expect
    .poll(
      async () =>
        (await api.get<{ data: { status: string } }>(`${apiPath}/report-requests/${upload.id}`)).data.status,
      { timeout: 60_000 },
    )
    .toBe('PROCESSED');

  // COGS for the mug, and a SKU that never sold (created by the same import).
  const { data: imported } = await okJson<{ data: { id: number } }>(
    await context.request.post(`${apiPath}/skus/import`, {
      headers: { ...(await writeHeaders(context)), 'Content-Type': 'text/csv' },
      data: `sku_id,cogs,cogs_currency\n${mug},4.20,USD\n${idle},2.00,USD\n`,
    }),
  );
  await expect
    .poll(
      async () =>
        (await api.get<{ data: { status: string } }>(`${apiPath}/imports/${imported.id}`)).data.status,
      {
        timeout: 30_000,
      },
    )
    .toBe('done');

  // Stock counted into two warehouses; the cup has none.
  const { data: skus } = await api.get<{ data: { id: number; sku_id: string }[] }>(
    `${apiPath}/skus?search=${encodeURIComponent(tag)}&per_page=100`,
  );
  const idOf = (skuId: string) => {
    const id = skus.find((sku) => sku.sku_id === skuId)?.id;
    expect(id, `${skuId} exists`).toBeDefined();
    return id as number;
  };
  const hubName = `Hub ${tag}`;
  const depotName = `Depot ${tag}`;
  const { data: hub } = await api.post<{ data: { ulid: string } }>(`${apiPath}/warehouses`, {
    name: hubName,
  });
  const { data: depot } = await api.post<{ data: { ulid: string } }>(`${apiPath}/warehouses`, {
    name: depotName,
  });
  const count = (warehouse: string, skuId: string, quantity: number) =>
    api.post(`${apiPath}/warehouses/${warehouse}/adjustments`, {
      sku_id: idOf(skuId),
      quantity,
      reason: 'Opening count',
    });
  await count(hub.ulid, mug, 400);
  await count(depot.ulid, mug, 50);
  await count(depot.ulid, idle, 300);

  // Computed from the screen (the notice's button while nothing is computed, else Recompute).
  await page.goto(`${organisation.path}/stock`);
  await page
    .getByRole('button', { name: /^(Compute stock health|Recompute)$/ })
    .first()
    .click();
  await expect(page.getByTestId('toast').filter({ hasText: /SKUs? queued\./ })).toBeVisible();
  await expect
    .poll(
      async () => {
        const forecasts = await api.get<{ data: { queued: boolean }[] }>(`${apiPath}/forecasts?per_page=100`);
        const { data: summary } = await api.get<{ data: StockSummary }>(`${apiPath}/stock/summary`);
        return forecasts.data.some((row) => row.queued) || summary.not_computed > 0;
      },
      { timeout: 90_000 },
    )
    .toBe(false);
  await page.reload();

  // The counts shown are the API's.
  const { data: summary } = await api.get<{ data: StockSummary }>(`${apiPath}/stock/summary`);
  expect(summary.counts.out_of_stock).toBeGreaterThanOrEqual(1);
  expect(summary.counts.overstocked).toBeGreaterThanOrEqual(1);
  for (const status of STOCK_STATUSES) {
    await expect(
      page
        .locator(`[data-testid="stock-status-count"][data-status="${status}"]`)
        .getByTestId('stock-status-count-value'),
    ).toHaveText(summary.counts[status].toLocaleString('en-US'));
  }
  await expect(page.getByTestId('stock-total-units')).toHaveText(summary.units.toLocaleString('en-US'));
  await expect(page.getByTestId('stock-not-computed')).toHaveCount(0);

  // The rows, in the API's order (most money at risk first), with the API's statuses.
  const { data: apiRows } = await api.get<{ data: StockRow[] }>(
    `${apiPath}/stock?sort=money_at_risk&sortDesc=true&per_page=100`,
  );
  const rows = page.getByTestId('stock-row');
  await expect(rows).toHaveCount(apiRows.length);
  await expect(rows.getByTestId('stock-status')).toHaveCount(apiRows.length);
  const shownStatuses = await rows
    .getByTestId('stock-status')
    .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
  expect(shownStatuses).toEqual(apiRows.map((row) => row.status ?? ''));
  expect(apiRows.find((row) => row.sku.sku_id === cup)?.status).toBe('out_of_stock');
  for (const apiRow of apiRows) {
    const row = rows.filter({ has: page.locator(`a[href$="sku=${apiRow.sku.id}"]`) });
    await expect(row.getByTestId('stock-status')).toHaveAttribute('data-status', apiRow.status ?? '');
    await expect(row.getByTestId('stock-money-at-risk')).toHaveText(
      shownMoney(apiRow.money_at_risk, apiRow.currency),
    );
  }
  // Quantities per warehouse, by name.
  await expect(
    rows.filter({ has: page.locator(`a[href$="sku=${idOf(mug)}"]`) }).getByTestId('stock-warehouses'),
  ).toHaveText(`${hubName} 400 · ${depotName} 50`);

  // A status's count filters the list by it (kept in the URL).
  await page.locator('[data-testid="stock-status-count"][data-status="out_of_stock"]').click();
  await expect(page).toHaveURL(/[?&]status=out_of_stock(&|$)/);
  await expect(rows).toHaveCount(summary.counts.out_of_stock);
  for (const status of await rows
    .getByTestId('stock-status')
    .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status'))))
    expect(status).toBe('out_of_stock');

  // At phone width the screen does not scroll sideways (the table scrolls in place).
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(rows.first()).toBeAttached();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
});
