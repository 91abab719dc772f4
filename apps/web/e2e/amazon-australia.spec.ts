import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { standInSettings } from './stand-ins.ts';

/**
 * An Australian seller from connect to data (issue 30): the consent goes to Australia's own
 * Seller Central site, "Sync now" reads the orders (Orders API), Amazon's stock figures (FBA
 * Inventory API), the catalog's titles and images and Amazon's restock report, each on its
 * screen. The SP-API stand-in's AU seller (tools/sp-api-simulator) is Amazon.
 */
const AU = 'A39IBJ37TRP1C6';
const SELLER = 'A2AUSIMSELLER1';
const SITE = 'sellercentral.amazon.com.au';
const {
  AMAZON_SELLER_CENTRAL_URL: sellerCentral = '',
  AMAZON_APPLICATION_ID: applicationId = '',
  AMAZON_LWA_TOKEN_URL: tokenUrl = '',
  AMAZON_CLIENT_ID: clientId = '',
  AMAZON_CLIENT_SECRET: clientSecret = '',
  AMAZON_SP_API_ENDPOINT_FE: farEast = '',
} = standInSettings;

interface Summary {
  sellerSku: string;
  productName: string;
  inventoryDetails: {
    inboundWorkingQuantity: number;
    inboundShippedQuantity: number;
    inboundReceivingQuantity: number;
  };
}

/**
 * What the stand-in serves the AU seller now (its first page of FBA inventory summaries), asked as
 * an app of our own would: a consent on the AU site, its code exchanged for a token.
 */
async function standInInventory(): Promise<Summary[]> {
  const redirectUri = 'http://127.0.0.1/e2e-callback';
  const consent = await fetch(`${sellerCentral}/${SITE}/apps/authorize/consent`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      application_id: applicationId,
      state: 'e2e',
      redirect_uri: redirectUri,
      selling_partner_id: SELLER,
    }),
  });
  const code = new URL(consent.headers.get('location') ?? '').searchParams.get('spapi_oauth_code') ?? '';
  const token = await fetch(tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      client_secret: clientSecret,
    }),
  }).then((response) => response.json() as Promise<{ access_token: string }>);
  const query = new URLSearchParams({
    details: 'true',
    granularityType: 'Marketplace',
    granularityId: AU,
    marketplaceIds: AU,
  });
  const answer = await fetch(`${farEast}/fba/inventory/v1/summaries?${query}`, {
    headers: { 'x-amz-access-token': token.access_token },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { payload: { inventorySummaries: Summary[] } }).payload.inventorySummaries;
}

const inbound = ({ inventoryDetails: d }: Summary) =>
  d.inboundWorkingQuantity + d.inboundShippedQuantity + d.inboundReceivingQuantity;

/**
 * Reloads until `check` passes: the screens show what the background jobs wrote by then. The
 * sync's reports are processed meanwhile on the instance's one embedded connection, so a screen
 * can take seconds to load on a loaded machine: the limit catches a hang, not slowness.
 */
async function untilShown(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 60_000 });
}

test('an Australian seller: connect on its own Seller Central site, sync, then orders, Amazon stock, thumbnails and restock advice', async ({
  page,
  organisation,
}) => {
  // A sync's whole work (orders, Amazon's stock, the catalog, seven reports and their forecasts) on
  // one embedded connection: 37 to 66 s on a 2-core machine at a load of 10; twice that is a hang.
  test.setTimeout(120_000);
  await page.goto(`/amazon/connect?organisation=${organisation.ulid}`);
  await page.getByLabel('Name', { exact: true }).fill('Amazon AU');
  await page.getByLabel('Home site').selectOption({ label: 'Australia (amazon.com.au)' });
  await expect(page.getByTestId('amazon-connect-site-hint')).toContainText(`You sign in at ${SITE}.`);
  await page.getByRole('button', { name: 'Connect' }).click();

  // Australia's own Seller Central, not the Far East's Japanese site.
  await page.waitForURL(/\/apps\/authorize\/consent\?/);
  const consent = new URL(page.url());
  expect(`${consent.origin}${consent.pathname}`).toBe(`${sellerCentral}/${SITE}/apps/authorize/consent`);
  expect(consent.searchParams.get('application_id')).toBe(applicationId);
  expect(consent.searchParams.get('state')).toBeTruthy();
  await page.getByLabel('Sign in as').selectOption(SELLER);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByTestId('amazon-connected')).toContainText('Connected to Amazon.');
  await expect(page.getByTestId('report-source-home-site')).toContainText('Australia (amazon.com.au)');
  const channels = page.getByTestId('report-source-sales-channels');
  await expect(channels.getByRole('link')).toHaveCount(1);
  await expect(channels).toContainText('Amazon.com.au');

  // What Amazon has for the seller now, asked while the stand-in is idle (the sync's reports keep it
  // busy later); the SKU with the most units on their way to Amazon.
  const summaries = await standInInventory();
  const sku = summaries.reduce((most, summary) => (inbound(summary) > inbound(most) ? summary : most));

  // Sync now, as a seller would (the Health screen's button).
  await page.goto(`${organisation.path}/stock/health`);
  const card = page.getByTestId('health-source').filter({ hasText: 'Amazon AU' });
  await card.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Amazon AU is syncing')).toBeVisible();

  // Orders from the Orders API, with Amazon.com.au's order ids.
  await page.goto(`${organisation.path}/store-orders`);
  await untilShown(page, () =>
    expect(page.getByTestId('store-order-open').first()).toHaveText(/^502-\d{7}-\d{7}$/, { timeout: 1_000 }),
  );

  // Stock: Amazon's own inbound count for the SKU, as the stand-in served it, once the sync read it.
  await page.goto(`${organisation.path}/stock?search=${sku.sellerSku}`);
  const row = page.getByRole('row').filter({ hasText: sku.sellerSku });
  await untilShown(page, () =>
    expect(row.getByTestId('stock-inbound-at-amazon')).toHaveText(String(inbound(sku)), { timeout: 1_000 }),
  );

  // Its thumbnail from the catalog, the catalog's title as its alt text.
  await page.goto(`${organisation.path}/skus?search=${sku.sellerSku}`);
  const thumbnail = page.getByRole('img', { name: sku.productName, exact: true });
  await untilShown(page, () => expect(thumbnail).toBeVisible({ timeout: 1_000 }));
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Amazon's restock advice (its report for Amazon.com.au) beside our order quantity, in the
  // Forecasts list and on the SKU's forecast.
  await page.goto(`${organisation.path}/forecasts`);
  const advised = page
    .getByRole('row')
    .filter({ has: page.getByTestId('forecast-order-quantity') })
    .filter({ has: page.getByTestId('amazon-restock-quantity') })
    .first();
  await untilShown(page, () => expect(advised).toBeVisible({ timeout: 1_000 }));
  const amazon = (await advised.getByTestId('amazon-restock-quantity').textContent()) ?? '';
  const ours = (await advised.getByTestId('forecast-order-quantity').textContent()) ?? '';
  const difference = Number(ours.replace(/\D/g, '')) - Number(amazon.replace(/\D/g, ''));
  const badge = advised.getByTestId('amazon-restock-difference');
  if (await badge.isVisible())
    await expect(badge).toHaveText(`Ours ${difference > 0 ? '+' : ''}${difference.toLocaleString('en-US')}`);
  await advised.getByTestId('forecast-open').click();
  const panel = page.getByTestId('forecast-amazon-restock');
  await expect(panel.getByTestId('amazon-restock-total')).toHaveText(`${amazon} units`);
  await expect(panel.getByRole('row').filter({ hasText: 'Amazon.com.au' })).toContainText(amazon);
});
