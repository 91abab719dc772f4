import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, test as base, expect, request } from '@playwright/test';
import { createPglite } from '../../server/src/db/pglite.ts';
import { type AppServer, startAppServer, TEMPLATE_DIR_VARIABLE } from './app-server.ts';

/**
 * A supplier's learned lead time adopted. Lead times are learned from dates in the past, and a
 * purchase order's actions stamp the moment they are taken (nobody can confirm an order "last
 * March" through the API), so this journey makes its history through the API on an instance of
 * its own, stops it, moves the orders' stamps back in its embedded database, and starts it again
 * on the same data before the browser opens. The worker's shared instance is not used.
 */
const test = base;

const PASSWORD = 'a long enough password';
const DAY_MS = 86_400_000;

type Call = <T = { data: { id: number; ulid?: string } }>(
  method: string,
  path: string,
  data?: unknown,
) => Promise<T>;

async function apiOn(context: APIRequestContext): Promise<Call> {
  expect((await context.get('/sanctum/csrf-cookie')).ok()).toBe(true);
  return async (method, path, data) => {
    const xsrf = (await context.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    const response = await context.fetch(path, {
      method,
      data,
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
      },
    });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
}

/** What happened: three orders confirmed → shipped in 30, 33 and 36 days, received 20, 22 and 25 days later. */
const ORDERS = [
  { production: 30, transit: 20 },
  { production: 33, transit: 22 },
  { production: 36, transit: 25 },
];

test('a supplier’s learned production lead and transit, adopted as its typed values', async ({ page }) => {
  test.setTimeout(180_000);
  const template = process.env[TEMPLATE_DIR_VARIABLE];
  if (!template)
    throw new Error(`${TEMPLATE_DIR_VARIABLE} is not set: playwright.config.ts runs global-setup.ts`);
  const dataDir = await mkdtemp(join(tmpdir(), 'sbo-e2e-lead-times-'));
  await cp(template, dataDir, { recursive: true });
  let server: AppServer | undefined;
  try {
    // 1. The history, through the API.
    server = await startAppServer({ DATA_DIR: dataDir });
    const context = await request.newContext({ baseURL: server.url });
    const call = await apiOn(context);
    const tag = randomBytes(2).toString('hex').toUpperCase();
    const email = `e2e-lead-${tag.toLowerCase()}@example.com`;
    const { data: user } = await call<{ data: { current_organisation: { ulid: string } } }>(
      'POST',
      '/api/fortify/register',
      {
        name: 'Lead Tester',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        organisation_name: 'Lead Time Goods',
      },
    );
    const ulid = user.current_organisation.ulid;
    const at = `/api/organisations/${ulid}`;
    const reference = await call<{ countries: { id: number; country_code: string }[] }>(
      'GET',
      '/api/reference',
    );
    const us = reference.countries.find((country) => country.country_code === 'US')?.id;
    const { data: newark } = await call('POST', `${at}/warehouses`, { name: 'Newark', country_ids: [us] });
    const { data: supplier } = await call('POST', `${at}/suppliers`, {
      name: `Acme ${tag}`,
      shipping_times: [{ type: 'country', code: 'US', days: 30 }],
    });
    const { data: product } = await call('POST', `${at}/products`, { name: `Yoga Mat ${tag}` });
    await call('PUT', `${at}/suppliers/${supplier.id}/products`, {
      products: [{ product_id: product.id, production_lead_days: 25, buffer_days: 3 }],
    });
    const { data: sku } = await call('POST', `${at}/skus`, { sku_id: `MAT-${tag}`, product_id: product.id });
    const orderIds: number[] = [];
    for (const [index] of ORDERS.entries()) {
      const { data: order } = await call<{ data: { id: number; lines: { id: number }[] } }>(
        'POST',
        `${at}/purchase-orders`,
        {
          supplier_id: supplier.id,
          warehouse_id: newark.id,
          lines: [{ sku_id: sku.id, quantity: 50, unit_cost: '3.10' }],
        },
      );
      for (const action of ['submit', 'confirm', 'ship'])
        await call('POST', `${at}/purchase-orders/${order.id}/${action}`);
      await call('POST', `${at}/purchase-orders/${order.id}/receive`, {
        receipt_id: `lead-${index}`,
        lines: order.lines.map((line) => ({ line_id: line.id, quantity: 50 })),
      });
      orderIds.push(order.id);
    }
    await context.dispose();
    await server.stop();
    server = undefined;

    // 2. When it happened: the stamps moved back, as if the orders were made over the last months.
    const db = await createPglite({ dataDir: join(dataDir, 'pglite') });
    try {
      const now = Date.now();
      for (const [index, order] of ORDERS.entries()) {
        const received = new Date(now - (index + 1) * 20 * DAY_MS);
        const shipped = new Date(received.getTime() - order.transit * DAY_MS);
        const confirmed = new Date(shipped.getTime() - order.production * DAY_MS);
        const id = orderIds[index];
        await db.query(
          `update purchase_orders set confirmed_at = $1, shipped_at = $2
            where id = $3 and organisation_id = (select id from organisations where ulid = $4)`,
          [confirmed.toISOString(), shipped.toISOString(), id, ulid],
        );
        await db.query(
          `update purchase_order_receipts set received_at = $1
            where purchase_order_id = $2 and organisation_id = (select id from organisations where ulid = $3)`,
          [received.toISOString(), id, ulid],
        );
      }
    } finally {
      await db.close();
    }

    // 3. The seller signs in and opens the supplier.
    server = await startAppServer({ DATA_DIR: dataDir });
    await page.goto(`${server.url}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await page.goto(`${server.url}/organisation/${ulid}/suppliers/${supplier.id}/edit`);

    const card = page.getByTestId('supplier-lead-times');
    const production = card.getByTestId('lead-time-production');
    await expect(production).toContainText('33 days');
    await expect(production).toContainText('30.6–35.4 days · 3 orders');
    await expect(production.getByRole('cell').nth(1)).toHaveText('25 days');
    await expect(production).toContainText('Learned: 33 days');

    const transit = card.getByTestId(`lead-time-supplier-${supplier.id}-${newark.id}`);
    await expect(transit).toContainText('To Newark');
    await expect(transit).toContainText('22 days');
    await expect(transit).toContainText('30 days (US)');

    // Use learned: the production lead days of its product become 33.
    await production.getByRole('button', { name: 'Use learned' }).click();
    await expect(page.getByText('Production lead set to 33 days.')).toBeVisible();
    await expect(production.getByRole('cell').nth(1)).toHaveText('33 days');
    await expect(production.getByRole('button', { name: 'Use learned' })).toHaveCount(0);

    // And the shipping time to the US becomes 22 days, in the supplier's form too.
    await transit.getByRole('button', { name: 'Use learned' }).click();
    await expect(transit.getByRole('cell').nth(1)).toHaveText('22 days (US)');
    await expect(page.getByLabel('Shipping time 1 days')).toHaveValue('22');

    // The products page reads the new production lead.
    await page.getByRole('link', { name: 'Products (1)' }).click();
    await expect(page.getByTestId('supplier-products-page')).toBeVisible();
    await expect(page.getByLabel(`Production lead days for Yoga Mat ${tag}`)).toHaveValue('33');
    await expect(page.getByLabel(`Buffer days for Yoga Mat ${tag}`)).toHaveValue('3');
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
