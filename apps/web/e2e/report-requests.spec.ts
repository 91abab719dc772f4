import { expect, test } from './fixtures.ts';

/**
 * From a connected seller to data on the screens: connect the simulator's North American seller,
 * ask Amazon (the SP-API stand-in) for an orders report and the inventory ledger, watch each
 * request reach Processed, then find the orders, the SKUs they created and the ledger's stock,
 * and the problem orders they made (their SKUs are new: unmapped, without COGS): one is
 * acknowledged with a note and leaves the sidebar's count.
 */
test('request reports from a connected seller and see orders, SKUs and stock', async ({
  page,
  organisation,
}) => {
  // Limits that catch a hang, not slowness: on a loaded 2-core CI machine a report took up to a
  // minute to come back from the stand-in while the first one's SKUs were being forecast.
  test.setTimeout(300_000);
  await page.goto(`/amazon/connect?organisation=${organisation.ulid}`);
  await page.getByLabel('Name', { exact: true }).fill('Amazon US');
  await page.getByLabel('Home site').selectOption('US');
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
    await expect(page.getByTestId('report-request-status')).toHaveText('Processed', { timeout: 120_000 });
  }

  await page.goto(`${organisation.path}/store-orders`);
  await expect(page.getByTestId('store-order-row').first()).toBeVisible();

  // The problem scan follows the processing: Problem Orders fills, and the sidebar counts them.
  const problemOrders = page.getByRole('link', { name: /^Problem Orders/ });
  await expect(async () => {
    await page.reload();
    await expect(problemOrders.getByTestId('sidebar-badge')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const before = Number(await problemOrders.getByTestId('sidebar-badge').textContent());
  expect(before).toBeGreaterThan(0);
  await problemOrders.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Problem Orders' })).toBeVisible();
  const row = page.getByTestId('store-order-row').first();
  await expect(row.getByTestId('store-order-problems')).toContainText('SKU not mapped to a product');
  await row.getByTestId('store-order-open').click();
  const panel = page.getByRole('dialog', { name: /^Order / });
  await expect(panel.getByTestId('store-order-problem-list')).toContainText('not mapped to a product');
  await expect(panel.getByTestId('store-order-margin')).toContainText('Unknown: no COGS');
  await expect(panel.getByTestId('store-order-timeline')).toContainText('Problem found');
  await panel.getByLabel('Note').fill('Test order from the simulator; nothing to do.');
  await panel.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(panel.getByTestId('store-order-acknowledgement')).toContainText(
    'Test order from the simulator; nothing to do.',
  );
  await expect(panel.getByTestId('store-order-timeline')).toContainText('Acknowledged by');
  if (before > 1) await expect(problemOrders.getByTestId('sidebar-badge')).toHaveText(String(before - 1));
  else await expect(problemOrders.getByTestId('sidebar-badge')).toHaveCount(0);
  await page.goto(`${organisation.path}/skus?mapped=false`);
  await expect(page.getByTestId('sku-row').first()).toBeVisible();
  await page.goto(`${organisation.path}/warehouses`);
  await page.getByRole('link', { name: 'Amazon US FBA US' }).click();
  await expect(page.getByRole('heading', { name: 'Amazon US FBA US' })).toBeVisible();
});
