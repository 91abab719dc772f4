import type { ForecastSummary, PurchaseOrderSuggestion } from '@backoffice/shared';
import type { Page } from '@playwright/test';
import { demoTest, signInToDemo } from './demo-instance.ts';
import { expect } from './fixtures.ts';

/** This file's tests run against an instance holding a demo organisation (demo-instance.ts). */
const test = demoTest('demo-planning@example.com');

const JSON_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
/** The demo's SKU ids end in their region: `TENT-US`, `TENT-EU-2PK` (demo-catalog.domain.ts). */
const EU_SKU = /-EU(-\d+PK)?\b/;

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: JSON_HEADERS });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Planning per region on the demo organisation: a suggested order from a supplier into the
 * Denver warehouse (it serves the US and Canada, restocking FBA US and FBA CA) holds only SKUs
 * planned for those regions, in one currency, each with the arithmetic of its quantity behind
 * "Why?"; a SKU's forecast shows its plan per region.
 */
test('a suggested order into a North American warehouse is planned for its regions only, and says why; a SKU’s plan per region', async ({
  page,
  demo,
}) => {
  test.setTimeout(240_000);
  await signInToDemo(page, demo);
  const ulid = /\/organisation\/([^/?#]+)/.exec(page.url())?.[1];
  const api = `/api/organisations/${ulid}`;

  // The server forecasts the demo's SKUs once it starts (their plans per region with them).
  await expect
    .poll(
      async () => {
        const { data } = await getJson<{ data: ForecastSummary[] }>(page, `${api}/forecasts?per_page=100`);
        return data.length > 0 && data.every((row) => !row.queued && row.generated_at !== null);
      },
      { timeout: 180_000, intervals: [2_000] },
    )
    .toBe(true);

  // The supplier with the most to order into Denver; the same supplier's order into Rotterdam
  // holds European SKUs, so leaving them out of Denver's is the regions' doing.
  const { data: suppliers } = await getJson<{ data: { id: number; name: string }[] }>(
    page,
    `${api}/suppliers?per_page=100`,
  );
  const { data: warehouses } = await getJson<{ data: { id: number; name: string }[] }>(
    page,
    `${api}/warehouses?per_page=100`,
  );
  const warehouseId = (name: string) => warehouses.find((warehouse) => warehouse.name === name)?.id;
  const suggestion = async (supplierId: number, warehouse: string) =>
    (
      await getJson<{ data: PurchaseOrderSuggestion }>(
        page,
        `${api}/purchase-orders/suggestion?supplier_id=${supplierId}&warehouse_id=${warehouseId(warehouse)}`,
      )
    ).data;
  const ordered = (found: PurchaseOrderSuggestion) =>
    found.lines.filter((line) => line.recommended_quantity > 0);
  let supplier = suppliers[0] as { id: number; name: string };
  let most = -1;
  for (const candidate of suppliers) {
    const count = ordered(await suggestion(candidate.id, 'Denver Warehouse')).length;
    if (count > most) [supplier, most] = [candidate, count];
  }
  expect(most, 'some supplier has something to order into Denver').toBeGreaterThan(0);
  const intoRotterdam = await suggestion(supplier.id, 'Rotterdam 3PL');
  expect(intoRotterdam.lines.some((line) => EU_SKU.test(line.sku.sku_id))).toBe(true);

  // A new purchase order from that supplier into Denver, filled with the suggestion.
  await page.goto(`/organisation/${ulid}/purchase-orders`);
  await page.getByRole('link', { name: 'New purchase order' }).first().click();
  await expect(page).toHaveURL(/\/purchase-orders\/create$/);
  await page.getByLabel('Supplier', { exact: true }).selectOption({ label: supplier.name });
  await page.getByLabel('Deliver to').selectOption({ label: 'Denver Warehouse' });
  await page.getByRole('button', { name: 'Suggested order' }).click();
  const summary = page.getByTestId('po-suggestion-summary');
  await expect(summary.getByTestId('po-suggestion-regions')).toHaveText('CA, US');
  const currency = (await summary.getByTestId('po-suggestion-currency').textContent()) ?? '';
  expect(currency).toMatch(/^[A-Z]{3}$/);
  await expect(summary.getByTestId('po-suggestion-total')).toContainText(currency);

  const lines = page.getByTestId('po-line');
  await expect(lines).toHaveCount(most);
  const notes = page.getByTestId('po-line-suggestion');
  await expect(notes).toHaveCount(most);
  for (let index = 0; index < most; index++) {
    const label = (await lines.nth(index).getByTestId('line-sku').textContent()) ?? '';
    // No European SKU, and every line in the order's one currency.
    expect(label).not.toMatch(EU_SKU);
    await expect(page.getByLabel(`Currency of line ${index + 1}`)).toHaveValue(currency);

    // "Why?" opens the line's arithmetic: each region's forecast over the period, less what serves it.
    const why = notes.nth(index).getByRole('button', { name: /^Why\?/ });
    await expect(why).toHaveAttribute('aria-expanded', 'false');
    await why.click();
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    const breakdown = page.locator(`[id="${await why.getAttribute('aria-controls')}"]`);
    await expect(breakdown).toBeVisible();
    const regions = breakdown.getByTestId('po-line-why-region');
    await expect(regions.first()).toBeVisible();
    for (const heading of await regions.getByRole('heading').allTextContents())
      expect(heading).toMatch(/^(US|CA|All regions) ·/);
    await expect(regions.first()).toContainText(/Forecast over \d+ days/);
    await expect(regions.first()).toContainText('− in transit');
    const total = breakdown.getByTestId('po-line-why-total');
    await expect(total).toContainText('+ case rounding');
    await expect(total).toContainText('+ minimum rounding');
    const quantity = await page.getByLabel(`Quantity of line ${index + 1}`).inputValue();
    const suggested = total.getByTestId('po-line-why-step').last();
    await expect(suggested.locator('dt')).toHaveText('= suggested');
    expect((await suggested.locator('dd').textContent())?.replace(/\D/g, '')).toBe(quantity);
  }

  // A suggested SKU's forecast: its plan per region, the US's row among them.
  const first = ordered(await suggestion(supplier.id, 'Denver Warehouse'))[0];
  await page.goto(`/organisation/${ulid}/forecasts?sku=${first?.sku.id}`);
  const detail = page.getByTestId('forecast-detail');
  const plans = detail.getByRole('table', { name: 'Plan per region' });
  await expect(plans).toBeVisible();
  await expect(detail.getByTestId('forecast-regions')).toContainText(/Target service level \d+%/);
  const us = plans.locator('[data-testid="forecast-region-row"][data-region="US"]');
  await expect(us).toBeVisible();
  await expect(us.getByRole('rowheader')).toContainText('US');
  await expect(us.getByTestId('stock-status')).toBeVisible();
});
