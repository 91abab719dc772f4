import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';

// Amazon's reimbursements report as Seller Central gives it: tab-separated, its own header.
const REIMBURSEMENT_COLUMNS =
  'approval-date reimbursement-id case-id amazon-order-id reason sku fnsku asin product-name condition ' +
  'currency-unit amount-per-unit amount-total quantity-reimbursed-cash quantity-reimbursed-inventory ' +
  'quantity-reimbursed-total original-reimbursement-id original-reimbursement-type';
function reimbursementsReport(lines: Record<string, string>[]): string {
  const header = REIMBURSEMENT_COLUMNS.split(' ');
  const rows = lines.map((line) => header.map((column) => line[column] ?? ''));
  return `${[header, ...rows].map((row) => row.join('\t')).join('\n')}\n`;
}

// The timeline and the resolution name who acted.
test.use({ userName: 'Tess Transfer' });

test('a transfer of three SKUs: created from the keyboard, shipped, received short, a problem until resolved, the shortage claimed and reimbursed', async ({
  page,
  api,
  organisation,
}) => {
  // Two warehouses of the organisation and three SKUs in stock at the origin, through the API.
  const tag = randomBytes(2).toString('hex').toUpperCase();
  const warehouse = (name: string) =>
    api.post<{ data: { id: number; ulid: string } }>(`${organisation.apiPath}/warehouses`, { name });
  const origin = (await warehouse(`Hub ${tag}`)).data;
  await warehouse(`Store ${tag}`);
  const skuIds = ['MUG', 'CUP', 'TEE'].map((name) => `${name}-${tag}`);
  for (const [index, skuId] of skuIds.entries()) {
    const { data: sku } = await api.post<{ data: { id: number } }>(`${organisation.apiPath}/skus`, {
      sku_id: skuId,
    });
    await api.post(`${organisation.apiPath}/warehouses/${origin.ulid}/adjustments`, {
      sku_id: sku.id,
      quantity: 50 + index,
      reason: 'Opening count',
    });
  }

  // "New transfer" opens the new-transfer form; leaving it creates nothing (issue 28): after a
  // reload the list is still empty and the sidebar counts no upcoming transfer.
  await page.goto(`${organisation.path}/transfers`);
  const noTransfers = page.getByRole('region', { name: 'No transfers yet.' });
  await noTransfers.getByRole('link', { name: 'Create your first transfer' }).click();
  await expect(page.getByTestId('transfer-create-page')).toBeVisible();
  await page.getByRole('link', { name: 'Back to transfers' }).click();
  const counted = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/counts'));
  await page.reload();
  expect(((await (await counted).json()) as { transfers: { drafts: number } }).transfers.drafts).toBe(0);
  await expect(noTransfers).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Upcoming Transfers/ }).getByTestId('sidebar-badge'),
  ).toHaveCount(0);
  // The transfer exists from the form's first save.
  await noTransfers.getByRole('link', { name: 'Create your first transfer' }).click();
  await expect(page.getByTestId('transfer-create-page')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(`Restock ${tag}`);
  await page.getByLabel('From warehouse').selectOption({ label: `Hub ${tag}` });
  await page.getByLabel('To warehouse').selectOption({ label: `Store ${tag}` });
  await page.getByLabel('Shipping date').fill('2026-03-02');
  await expect(page.getByTestId('expected-delivery')).toHaveText('2026-03-07');

  // Three rows from the keyboard: SKU id, Enter, quantity, Enter, the next SKU id…
  const entry = page.getByLabel('Add a SKU');
  await entry.click();
  for (const [index, skuId] of skuIds.entries()) {
    await page.keyboard.type(skuId.toLowerCase());
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(`Quantity of ${skuId}`)).toBeFocused();
    await page.keyboard.type(String(10 * (index + 1)));
    await page.keyboard.press('Enter');
    await expect(entry).toBeFocused();
  }
  await expect(page.getByTestId('origin-stock')).toHaveText(['50', '51', '52']);
  await expect(page.getByTestId('items-total-units')).toHaveText('60 units');
  await page.getByRole('button', { name: 'Save transfer' }).click();

  // Shipped: the stock leaves the hub.
  const screen = page.getByTestId('transfer-page');
  await expect(screen.getByRole('heading', { name: `Restock ${tag}` })).toBeVisible();
  await expect(page.getByTestId('transfer-item-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('transfer-summary').getByTestId('transfer-status')).toHaveText('Shipped');
  await expect(page.getByTestId('transfer-movement-row')).toHaveCount(3);

  // Part of it arrives: all the mugs, 15 of the 20 cups.
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await dialog.getByLabel(`Received in total of ${skuIds[0]}`).fill('10');
  await dialog.getByLabel(`Received in total of ${skuIds[1]}`).fill('15');
  await expect(dialog.getByTestId('receive-total-added')).toHaveText('+25');
  await dialog.getByRole('button', { name: 'Save receipt' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('transfer-total-received')).toContainText('25');

  // Then the tees, and receiving is finished with 5 cups missing.
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await dialog.getByLabel(`Received in total of ${skuIds[2]}`).fill('30');
  await dialog.getByLabel('Receiving is finished').check();
  await expect(dialog).toContainText('Closes the transfer 5 short');
  await dialog.getByRole('button', { name: 'Receive and close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('transfer-summary').getByTestId('transfer-status')).toHaveText('Closed');
  await expect(page.getByTestId('transfer-summary')).toContainText('Received differs from shipped');

  // It is a problem transfer: the sidebar counts it and its list shows why.
  const problems = page.getByRole('link', { name: /^Problem Transfers/ });
  await expect(problems.getByTestId('sidebar-badge')).toHaveText('1');
  await problems.click();
  await expect(page).toHaveURL(/draft=true&live=true&completed=true&problems=true/);
  const row = page.getByTestId('transfer-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Restock ${tag}`);
  await expect(row.getByTestId('transfer-problems')).toHaveText('Received differs from shipped');

  // Resolved with a note: the badge goes, the list empties, the transfer says who and why.
  await row.getByRole('link', { name: `Restock ${tag}` }).click();
  await page.getByRole('button', { name: 'Resolve discrepancy' }).click();
  await dialog.getByLabel('Note').fill('5 cups broken in transit; claimed from the carrier.');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('transfer-discrepancy')).toContainText('5 cups broken in transit');
  await expect(page.getByTestId('transfer-discrepancy')).toContainText('Tess Transfer');
  await expect(problems.getByTestId('sidebar-badge')).toHaveCount(0);

  // The 5 missing cups are a dispute to open: the transfer links to its disputes, where the
  // finding waits with its evidence; opened, the sidebar counts it until it is submitted.
  await page
    .getByTestId('transfer-disputes')
    .getByRole('link', { name: 'Disputes of this transfer' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  const finding = page.getByTestId('dispute-candidate').filter({ hasText: `Restock ${tag}` });
  await expect(finding).toContainText('Shipped: 20 · Received: 15');
  await finding.getByRole('button', { name: 'Open dispute' }).click();
  const disputeRow = page.getByTestId('dispute-row');
  await expect(disputeRow).toHaveCount(1);
  await expect(disputeRow.getByTestId('dispute-status')).toHaveText('Open');
  const disputesLink = page.getByRole('link', { name: /^Disputes/ });
  await expect(disputesLink.getByTestId('sidebar-badge')).toHaveText('1');
  await disputeRow.getByRole('button', { name: 'Submit' }).click();
  const submit = page.getByRole('dialog', { name: 'Submit dispute' });
  await submit.getByLabel('Case id').fill('1234567890');
  await submit.getByRole('button', { name: 'Submit' }).click();
  await expect(submit).toBeHidden();
  await expect(disputeRow.getByTestId('dispute-status')).toHaveText('Submitted');
  await expect(disputesLink.getByTestId('sidebar-badge')).toHaveCount(0);

  // Amazon pays the case in two lines of its reimbursements report, which the seller uploads as
  // downloaded from Seller Central: once processed, the dispute is reimbursed by the two together.
  await api.post(`${organisation.apiPath}/report-sources`, { name: `Uploads ${tag}`, type: 'manual' });
  const paid = (id: string, units: number) => ({
    'approval-date': '2026-03-20T10:00:00+00:00',
    'reimbursement-id': `${id}${tag}`,
    'case-id': '1234567890',
    reason: 'Lost_Inbound',
    sku: skuIds[1] as string,
    'currency-unit': 'USD',
    'amount-per-unit': '3.00',
    'amount-total': (3 * units).toFixed(2),
    'quantity-reimbursed-cash': String(units),
    'quantity-reimbursed-total': String(units),
  });
  await page.goto(`${organisation.path}/report-requests`);
  await page
    .getByRole('button', { name: /^Upload (a )?report$/ })
    .first()
    .click();
  const upload = page.getByRole('dialog', { name: 'Upload report' });
  await upload.getByLabel('Report source').selectOption({ label: `Uploads ${tag}` });
  await upload.getByLabel('Report type').selectOption({ label: 'Reimbursements' });
  await upload.getByLabel('Report file').setInputFiles({
    name: 'reimbursements.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(reimbursementsReport([paid('R1', 3), paid('R2', 2)])),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('report-request-status')).toHaveText('Processed', { timeout: 60_000 });
  await page.goto(`${organisation.path}/disputes`);
  await expect(disputeRow.getByTestId('dispute-status')).toHaveText('Reimbursed', { timeout: 15_000 });
  await expect(page.getByTestId('dispute-total-recovered')).toContainText('15.00');

  await problems.click();
  await expect(page.getByTestId('empty-table')).toContainText('No transfer matches.');
});
