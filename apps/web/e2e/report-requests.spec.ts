import { expect, test } from './fixtures.ts';

/**
 * From a connected seller to data on the screens: connect the simulator's North American seller,
 * ask Amazon (the SP-API stand-in) for an orders report and the inventory ledger, watch each
 * request reach Processed, then find the orders, the SKUs they created and the ledger's stock.
 */
test('request reports from a connected seller and see orders, SKUs and stock', async ({
  page,
  organisation,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/amazon/connect?organisation=${organisation.ulid}`);
  await page.getByLabel('Name', { exact: true }).fill('Amazon US');
  await page.getByRole('radio', { name: /North America/ }).check();
  await page.getByRole('button', { name: 'Connect' }).click();
  await page.getByLabel('Sign in as').selectOption('A2NASIMSELLER1');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('amazon-connected')).toContainText('Connected to Amazon.');

  for (const type of ['All orders (by order date)', 'Inventory ledger (detail)']) {
    await page.goto(`${organisation.path}/report-requests`);
    await page.getByRole('button', { name: 'Request from Amazon' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request from Amazon' });
    await dialog.getByLabel('Report type').selectOption({ label: type });
    await dialog.getByRole('button', { name: 'Request report' }).click();
    // The request's own screen follows it live until Amazon's document is processed.
    await expect(page).toHaveURL(new RegExp(`${organisation.path}/report-requests/\\d+/status$`));
    // The list stays on screen while the new screen loads, its own statuses in its rows.
    await expect(page.getByRole('heading', { level: 1, name: /^Report request #\d+$/ })).toBeVisible();
    await expect(page.getByTestId('report-request-status')).toHaveText('Processed', { timeout: 60_000 });
  }

  await page.goto(`${organisation.path}/store-orders`);
  await expect(page.getByTestId('store-order-row').first()).toBeVisible();
  await page.goto(`${organisation.path}/skus?mapped=false`);
  await expect(page.getByTestId('sku-row').first()).toBeVisible();
  await page.goto(`${organisation.path}/warehouses`);
  await page.getByRole('link', { name: 'Amazon US FBA US' }).click();
  await expect(page.getByRole('heading', { name: 'Amazon US FBA US' })).toBeVisible();
});
