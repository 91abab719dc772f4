import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The movements list names who adjusted the stock.
test.use({ userName: 'Stock Keeper' });

async function pickCountry(page: Page, search: string, option: string) {
  await page.getByLabel('Countries', { exact: true }).fill(search);
  await page.getByRole('checkbox', { name: option }).check();
}

async function adjust(page: Page, dialog: Locator, quantity: string, reason: string) {
  await dialog.getByLabel('Quantity change').fill(quantity);
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('create a warehouse, then adjust a SKU’s stock up and down with reasons', async ({
  page,
  api,
  organisation,
}) => {
  const name = `Berlin DC ${randomBytes(2).toString('hex')}`;

  // Create: two countries and the distribution-centre flag.
  await page.goto(`${organisation.path}/warehouses`);
  await expect(page.getByRole('heading', { name: 'Warehouses', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'New warehouse' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await pickCountry(page, 'germ', 'Germany (DE)');
  await pickCountry(page, 'france', 'France (FR)');
  await page.getByLabel('Distribution centre').check();
  await page.getByRole('button', { name: 'Create warehouse' }).click();

  const screen = page.getByTestId('warehouse-page');
  await expect(screen.getByRole('heading', { name })).toBeVisible();
  await expect(screen.getByRole('heading', { name })).toContainText('Distribution centre');
  await expect(page.getByTestId('warehouse-summary')).toContainText('France, Germany');

  // The list shows it with its flag and countries; its name opens it.
  await page.getByRole('link', { name: 'All warehouses' }).click();
  const row = page.getByTestId('warehouse-row').filter({ hasText: name });
  await expect(row).toContainText('Distribution centre');
  await expect(row).toContainText(/DE, FR|FR, DE/);
  await row.getByRole('link', { name }).click();
  await expect(screen.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('empty-table')).toBeVisible();

  // A SKU made through the API, as a seller without a connected source would add one.
  const skuId = `E2E-${randomBytes(3).toString('hex').toUpperCase()}`;
  await api.post(`${organisation.apiPath}/skus`, { sku_id: skuId });

  // +12 through the toolbar (the SKU has no stock row yet, so it is picked by search).
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Find SKU').fill(skuId);
  await dialog.getByRole('button', { name: skuId }).click();
  await expect(dialog.getByTestId('picked-sku')).toHaveText(skuId);
  await adjust(page, dialog, '+12', 'Opening stock count');

  const stockRow = page.getByTestId('stock-row').filter({ hasText: skuId });
  await expect(stockRow.getByTestId('stock-quantity')).toHaveText('12');
  await expect(page.getByTestId('warehouse-units')).toHaveText('12');

  // -5 from the row's own Adjust button.
  await stockRow.getByRole('button', { name: `Adjust ${skuId}` }).click();
  await adjust(page, dialog, '-5', 'Damaged in storage');
  await expect(stockRow.getByTestId('stock-quantity')).toHaveText('7');
  await expect(page.getByTestId('warehouse-units')).toHaveText('7');

  // The ledger has both, newest first, with their reasons and signs.
  await page.getByRole('tab', { name: 'Movements' }).click();
  const movements = page.getByTestId('movement-row');
  await expect(movements).toHaveCount(2);
  await expect(movements.nth(0)).toContainText('Damaged in storage');
  await expect(movements.nth(0).getByTestId('movement-quantity')).toHaveText('-5');
  await expect(movements.nth(1)).toContainText('Opening stock count');
  await expect(movements.nth(1).getByTestId('movement-quantity')).toHaveText('+12');
  await expect(movements.nth(1)).toContainText('Stock Keeper');

  // The tab is in the URL, so a reload shows the same view; transfers say there are none.
  await page.reload();
  await expect(page.getByTestId('movement-row')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Transfers' }).click();
  await expect(page.getByText('No transfers yet.')).toHaveCount(2);
});
