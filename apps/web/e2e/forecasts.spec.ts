import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { ordersReport, seededNoise } from './orders-report.ts';

/**
 * Five months of orders for two SKUs: a mug selling about 3 a day on weekdays and 6 at weekends,
 * and a cup selling about one a day, both with some noise (a perfectly repeating week would leave
 * repeating last week without error, and MASE undefined).
 */
const AMAZON_CO_UK = { name: 'Amazon.co.uk', currency: 'GBP', country: 'GB' };

function salesHistory(mug: string, cup: string): string {
  const noise = seededNoise(42);
  return ordersReport(150, (_, day) => {
    const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
    return [
      // At weekends the mug sells on Amazon.co.uk too: the forecast is split over both channels.
      { sku: mug, quantity: (weekend ? 5 : 2) + noise(3) },
      ...(weekend ? [{ sku: mug, quantity: 1 + noise(2), channel: AMAZON_CO_UK }] : []),
      { sku: cup, quantity: noise(3) },
    ];
  });
}

/**
 * From sales history to what to order: the seller uploads five months of orders (Report
 * Requests), counts the mug's stock, recomputes the forecasts, and sees each SKU's model, its
 * reorder date, and the forecast's chart; the reorder date in the list is the API's.
 */
test('forecasts from uploaded orders: recompute, the models chosen, a SKU’s chart and its reorder date', async ({
  page,
  api,
  organisation,
}) => {
  test.setTimeout(180_000);
  const tag = randomBytes(2).toString('hex').toUpperCase();
  const [mug, cup] = [`FC-MUG-${tag}`, `FC-CUP-${tag}`];

  // A new organisation has nothing to forecast: the screen says where the history comes from.
  await page.goto(`${organisation.path}/forecasts`);
  await expect(page.getByRole('heading', { name: 'No SKUs to forecast yet.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Report Requests' })).toHaveAttribute(
    'href',
    `${organisation.path}/report-requests`,
  );

  // The orders, uploaded as downloaded from Seller Central; processing them creates the SKUs.
  await api.post(`${organisation.apiPath}/report-sources`, { name: `Uploads ${tag}`, type: 'manual' });
  await page.getByRole('link', { name: 'Go to Report Requests' }).click();
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

  // The mug's stock, counted into a warehouse; the cup has none.
  const { data: skus } = await api.get<{ data: { id: number; sku_id: string }[] }>(
    `${organisation.apiPath}/skus?search=${encodeURIComponent(mug)}`,
  );
  const mugId = skus.find((sku) => sku.sku_id === mug)?.id;
  expect(mugId, `the orders report created ${mug}`).toBeDefined();
  const { data: warehouse } = await api.post<{ data: { ulid: string } }>(
    `${organisation.apiPath}/warehouses`,
    {
      name: `Hub ${tag}`,
    },
  );
  await api.post(`${organisation.apiPath}/warehouses/${warehouse.ulid}/adjustments`, {
    sku_id: mugId,
    quantity: 400,
    reason: 'Opening count',
  });

  // Recompute (the stock changed since the report queued them) and wait for the models.
  await page.goto(`${organisation.path}/forecasts`);
  const rows = page.getByTestId('forecast-row');
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Recompute', exact: true }).click();
  await expect(page.getByText('2 SKUs queued.')).toBeVisible();
  const mugRow = rows.filter({ hasText: mug });
  const cupRow = rows.filter({ hasText: cup });
  // The list polls while a row is queued: no reload needed.
  await expect(page.getByTestId('forecast-queued')).toHaveCount(0, { timeout: 60_000 });
  for (const row of [mugRow, cupRow]) {
    await expect(row.getByTestId('forecast-model')).toContainText('MASE');
    await expect(row.getByTestId('forecast-model')).not.toContainText('No forecast');
  }
  // Without stock the cup is due now; its reorder date is today ("Reorder now") or past ("Late by").
  await expect(cupRow.getByTestId('forecast-reorder-date')).toContainText(/Reorder now|Late by \d+ days?/);

  // The list's reorder dates are the API's (read through the signed-in browser's session).
  const reorderOf = async (skuId: number) => {
    const response = await page.request.get(`${organisation.apiPath}/forecasts/${skuId}`, {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as {
      data: {
        model: string | null;
        points: unknown[];
        replenishment: { reorder_date: string | null } | null;
      };
    };
    expect(data.model).not.toBeNull();
    expect(data.points).toHaveLength(365);
    return data.replenishment?.reorder_date ?? null;
  };
  const shownReorder = async (row: typeof mugRow) => {
    const time = row.getByTestId('forecast-reorder-date').locator('time');
    return (await time.count()) === 0 ? null : time.getAttribute('datetime');
  };
  expect(await shownReorder(mugRow)).toBe(await reorderOf(mugId as number));

  // The mug's forecast opens on the same screen, kept in the URL, its chart drawn.
  await mugRow.getByRole('link', { name: mug }).click();
  await expect(page).toHaveURL(new RegExp(`/forecasts\\?(.*&)?sku=${mugId}(&|$)`));
  const detail = page.getByTestId('forecast-detail');
  await expect(detail.getByRole('heading', { name: mug })).toBeVisible();
  const chart = detail.getByRole('img', { name: /Units a day/ });
  await expect(chart).toBeVisible();
  const painted = await chart.evaluate((canvas) => {
    const element = canvas as HTMLCanvasElement;
    const { data } = (element.getContext('2d') as CanvasRenderingContext2D).getImageData(
      0,
      0,
      element.width,
      element.height,
    );
    let opaque = 0;
    for (let index = 3; index < data.length; index += 4) if ((data[index] as number) > 0) opaque++;
    return { width: element.width, opaque };
  });
  expect(painted.width).toBeGreaterThan(0);
  expect(painted.opaque).toBeGreaterThan(1_000);
  await expect(detail.getByTestId('forecast-accuracy')).toContainText('for repeating last week');
  const detailReorder = detail.getByTestId('forecast-detail-reorder-date').locator('time');
  const apiReorder = await reorderOf(mugId as number);
  if (apiReorder === null) await expect(detailReorder).toHaveCount(0);
  else await expect(detailReorder).toHaveAttribute('datetime', apiReorder);
  // The range's radios are drawn as buttons: their labels take the click.
  await detail.getByText('1 y', { exact: true }).click();
  await expect(detail.getByRole('radio', { name: '1 y' })).toBeChecked();
  await expect(chart).toBeVisible();

  // By channel: the shares shown are the API's, and a channel's own forecast takes the chart.
  const channelsResponse = await page.request.get(`${organisation.apiPath}/forecasts/${mugId}`, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { data: withChannels } = (await channelsResponse.json()) as {
    data: { channels: { name: string; share: number }[] };
  };
  expect(withChannels.channels.map((channel) => channel.name).sort()).toEqual(['Amazon.co.uk', 'Amazon.com']);
  const channelRows = detail.getByTestId('forecast-channel-row');
  await expect(channelRows).toHaveCount(2);
  for (const channel of withChannels.channels)
    await expect(channelRows.filter({ hasText: channel.name })).toContainText(
      `${Math.round(channel.share * 100)}%`,
    );
  await detail.getByLabel('Chart shows').selectOption({ label: 'Amazon.co.uk' });
  await expect(channelRows.filter({ hasText: 'Amazon.co.uk' })).toHaveClass(/table-active/);
  await expect(chart).toBeVisible();

  // The cup's reorder date too, read after the mug's forecast opened (the list stays below it).
  const cupHref = await cupRow.getByRole('link', { name: cup }).getAttribute('href');
  const cupSku = Number(new URL(cupHref ?? '', page.url()).searchParams.get('sku'));
  expect(await shownReorder(cupRow)).toBe(await reorderOf(cupSku));

  // At phone width the screen, forecast open, does not scroll sideways (tables scroll in place).
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(chart).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
});
