import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';

interface Created {
  data: { id: number; ulid?: string };
}

test('create a purchase order from the suggestion, submit, confirm, ship and receive it, and see the stock rise', async ({
  page,
  api,
  organisation,
}) => {
  const tag = randomBytes(2).toString('hex').toUpperCase();
  const skuId = `PO-E2E-${tag}`;
  // A supplier making one product (10 days), whose SKU the seller keeps 24 of and has none yet.
  const warehouse = (await api.post<Created>(`${organisation.apiPath}/warehouses`, { name: `Main ${tag}` }))
    .data;
  const supplier = (await api.post<Created>(`${organisation.apiPath}/suppliers`, { name: `Acme ${tag}` }))
    .data;
  const product = (
    await api.post<Created>(`${organisation.apiPath}/products`, {
      name: `Mat ${tag}`,
      min_stock: 24,
      cogs: '2.50',
    })
  ).data;
  await api.put(`${organisation.apiPath}/suppliers/${supplier.id}/products`, {
    products: [{ product_id: product.id, production_lead_days: 10, buffer_days: 2 }],
  });
  await api.post(`${organisation.apiPath}/skus`, { sku_id: skuId, product_id: product.id });

  await page.goto(`${organisation.path}/purchase-orders`);
  await expect(page.getByRole('heading', { name: 'No purchase orders yet.' })).toBeVisible();
  await page.getByRole('link', { name: 'Create your first purchase order' }).click();

  await page.getByLabel('Supplier', { exact: true }).selectOption({ label: `Acme ${tag}` });
  await page.getByLabel('Deliver to').selectOption({ label: `Main ${tag}` });
  await page.getByLabel('Order date').fill('2026-02-01');
  await page.getByRole('button', { name: 'Suggested order' }).click();
  const line = page.getByTestId('po-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('line-sku')).toHaveText(`Mat ${tag} (${skuId})`);
  await expect(page.getByLabel('Quantity of line 1')).toHaveValue('24');
  await expect(page.getByLabel('Unit cost of line 1')).toHaveValue('2.50');
  await expect(page.getByTestId('expected-dates')).toHaveText('Ready 2026-02-11, arrives 2026-02-13');
  await page.getByRole('button', { name: 'Save draft' }).click();

  const screen = page.getByTestId('purchase-order-page');
  await expect(screen.getByTestId('purchase-order-status').first()).toHaveText('Draft');
  await expect(screen.getByTestId('po-document-line')).toContainText('60.00 USD');

  for (const [action, status] of [
    ['Submit', 'Submitted'],
    ['Confirm', 'Confirmed'],
    ['Mark shipped', 'Shipped'],
  ] as const) {
    await screen.getByRole('button', { name: action, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: action, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(screen.getByTestId('purchase-order-status').first()).toHaveText(status);
  }

  await screen.getByRole('button', { name: 'Receive', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(`Received now of Mat ${tag} (${skuId})`)).toHaveValue('24');
  await dialog.getByRole('button', { name: 'Receive' }).click();
  await expect(dialog).toBeHidden();
  await expect(screen.getByTestId('purchase-order-status').first()).toHaveText('Received');

  // Printed, the page is the order's document alone, at the top of the page.
  await page.emulateMedia({ media: 'print' });
  await expect(screen.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Purchase Orders' })).toBeHidden();
  await expect(screen.getByTestId('po-document-line')).toBeVisible();
  expect((await page.locator('.po-document').boundingBox())?.y).toBeLessThan(5);
  await page.emulateMedia({ media: 'screen' });

  // The PDF for the supplier opens with the session, as the link does.
  const pdf = await page.request.get(
    `${organisation.apiPath}/purchase-orders/${page.url().split('/').at(-2)}/pdf`,
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The warehouse's stock table has the units.
  await page.goto(`${organisation.path}/warehouses/${warehouse.ulid}`);
  const stockRow = page.getByTestId('stock-row').filter({ hasText: skuId });
  await expect(stockRow.getByTestId('stock-quantity')).toHaveText('24');

  // The list shows the order as received.
  await page.goto(`${organisation.path}/purchase-orders?status=RECEIVED`);
  await expect(page.getByTestId('purchase-order-row')).toHaveCount(1);
  await expect(page.getByTestId('purchase-order-row')).toContainText('24 / 24');
});
