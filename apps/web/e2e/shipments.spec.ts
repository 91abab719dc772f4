import { randomBytes } from 'node:crypto';
import { STORAGE_KEY_SETTINGS } from '@backoffice/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

interface Created {
  data: { id: number; ulid: string };
}

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('import a shipment file, import the shipped shipment as a transfer, and see the stock leave the warehouse; at 360 px in dark mode too', async ({
  page,
  api,
  organisation,
}) => {
  const tag = randomBytes(2).toString('hex').toUpperCase();
  const skuId = `SHIP-E2E-${tag}`;
  const shipmentId = `FBA15E2E${tag}`;
  const at = organisation.apiPath;
  const hub = (await api.post<Created>(`${at}/warehouses`, { name: `Hub ${tag}` })).data;
  await api.post(`${at}/warehouses`, { name: `Amazon ${tag}`, is_fulfillment_center: true });
  const sku = (await api.post<Created>(`${at}/skus`, { sku_id: skuId })).data;
  await api.post(`${at}/warehouses/${hub.ulid}/adjustments`, {
    sku_id: sku.id,
    quantity: 20,
    reason: 'Count',
  });

  await page.goto(`${organisation.path}/shipments`);
  const intro = page.getByRole('region', { name: 'No shipments yet.' });
  await expect(intro).toBeVisible();
  await intro.getByRole('button', { name: 'Import file' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import shipments' });
  const file = [
    'ShipmentId\tShipmentName\tDestinationFulfillmentCenterId\tShipmentStatus\tSellerSKU\tQuantityShipped\tQuantityReceived',
    `${shipmentId}\tSpring restock\tLTN1\tSHIPPED\t${skuId}\t8\t0`,
  ].join('\r\n');
  await importDialog.getByLabel('Inbound-shipment file').setInputFiles({
    name: 'shipments.txt',
    mimeType: 'text/tab-separated-values',
    buffer: Buffer.from(file, 'latin1'),
  });
  await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importDialog.getByTestId('import-result')).toHaveText('Imported: 1 created, 0 updated.');
  await importDialog.getByRole('button', { name: 'Close' }).last().click();

  const row = page.getByTestId('shipment-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Not imported');
  await row.getByRole('button', { name: shipmentId }).click();
  const dialog = page.getByRole('dialog', { name: `Shipment ${shipmentId}` });
  await expect(dialog.getByTestId('shipment-item')).toContainText(skuId);
  await dialog.getByRole('button', { name: 'Import as transfer' }).click();
  await expect(dialog.getByRole('button', { name: 'Update transfer' })).toBeVisible();
  await expect(dialog.getByTestId('transfer-status')).toHaveText('Shipped');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(row.getByTestId('transfer-status')).toHaveText('Shipped');

  const stock = (
    await api.get<{ data: { sku: { sku_id: string }; quantity: number }[] }>(
      `${at}/warehouses/${hub.ulid}/stock?in_stock=all`,
    )
  ).data;
  expect(stock.find((each) => each.sku.sku_id === skuId)?.quantity).toBe(12);

  // A phone, in dark mode: the list with its row and the shipment's dialog fit the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY_SETTINGS,
    JSON.stringify({ darkModeSystem: false, darkMode: true }),
  ] as const);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.getByTestId('shipment-row')).toHaveCount(1);
  expect(await sideways(page)).toBe(0);
  await page.getByTestId('shipment-row').getByRole('button', { name: shipmentId }).click();
  await expect(
    page.getByRole('dialog', { name: `Shipment ${shipmentId}` }).getByTestId('shipment-item'),
  ).toBeVisible();
  expect(await sideways(page)).toBe(0);
});
