import { eq, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import { expect } from 'vitest';
import { queryRows, type Transaction } from '../db/client.ts';
import { inventoryMovements, warehouseStock } from '../modules/inventory/inventory.tables.ts';
import { marketplaces } from '../modules/reference/reference.tables.ts';
import { salesChannels } from '../modules/sales-channels/sales-channels.tables.ts';
import { warehouses } from '../modules/warehouses/warehouses.tables.ts';
import { signUp } from './fixtures.ts';
import type { TestClient, TestResponse } from './test-client.ts';
import type { TestServer } from './test-server.ts';

/**
 * Seeding for the catalog tests. Warehouses, stock, movements and sales channels belong to
 * other modules, so they are inserted as rows rather than through those modules' APIs.
 */
export async function catalogOrganisation(server: TestServer) {
  const account = await signUp(server);
  return { ...account, base: `/api/organisations/${account.organisation.ulid}` };
}

export async function insertWarehouse(server: TestServer, organisationId: number, name: string) {
  const [row] = await server.ctx.db
    .insert(warehouses)
    .values({ organisationId, ulid: ulid(), name })
    .returning();
  if (!row) throw new Error('no warehouse');
  return row;
}

export async function insertStock(
  server: TestServer,
  values: {
    organisationId: number;
    warehouseId: number;
    skuId: number;
    quantity: number;
    inventoryCache?: number;
  },
) {
  await server.ctx.db.insert(warehouseStock).values(values);
}

export async function insertMovement(
  server: TestServer,
  values: { organisationId: number; warehouseId: number; skuId: number; quantity: number },
) {
  await server.ctx.db
    .insert(inventoryMovements)
    .values({ ...values, type: 'adjustment', occurredAt: new Date(), sourceType: 'manual' });
}

/** A sales channel on a real marketplace (by Amazon's marketplace id). */
export async function insertSalesChannel(
  server: TestServer,
  { organisationId, name, mwsId }: { organisationId: number; name: string; mwsId?: string },
) {
  const marketplace = mwsId
    ? (await server.ctx.db.select().from(marketplaces).where(eq(marketplaces.mwsId, mwsId)))[0]
    : undefined;
  const [row] = await server.ctx.db
    .insert(salesChannels)
    .values({ organisationId, name, type: 'amazon', marketplaceId: marketplace?.id ?? null })
    .returning();
  if (!row) throw new Error('no sales channel');
  return { ...row, marketplace };
}

export function csvFile(text: string, name = 'import.csv'): FormData {
  const form = new FormData();
  form.set('file', new Blob([text], { type: 'text/csv' }), name);
  return form;
}

/** Posts CSV text as a raw text/csv body, with the client's cookies and XSRF header. */
export async function postCsvBody(client: TestClient, path: string, text: string): Promise<TestResponse> {
  const xsrf = client.cookies.get('XSRF-TOKEN');
  const response = await fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'text/csv',
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
    },
    body: text,
  });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body: body ? JSON.parse(body) : body };
}

/** Creates through the API and returns the created resource, failing loudly otherwise. */
export async function created(response: Promise<TestResponse>) {
  const result = await response;
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data;
}

/**
 * A unique-index race, made deterministic (PostgreSQL only: PGlite serves one connection). Another
 * transaction `insert`s a row and holds it uncommitted; `request` is sent, and once PostgreSQL shows
 * it waiting on that transaction's lock (its own insert of the same key) the holder commits, so
 * the request's insert fails on the unique index after its own check saw the key free.
 */
export async function racingAnInsert<T>(
  server: TestServer,
  { insert, request }: { insert: (tx: Transaction) => Promise<unknown>; request: () => Promise<T> },
): Promise<T> {
  let commit = () => {};
  const committing = new Promise<void>((resolve) => {
    commit = resolve;
  });
  let holding = () => {};
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const holder = server.ctx.db.transaction(async (tx) => {
    await insert(tx);
    holding();
    await committing;
  });
  await Promise.race([held, holder]);
  const response = request();
  await waitForLockWait(server);
  commit();
  await holder;
  return response;
}

/** Until a session of this test database waits on a lock (or fails after 10 seconds). */
async function waitForLockWait(server: TestServer): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const [row] = await queryRows<{ waiting: number }>(
      server.ctx.db,
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row && row.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the request never waited on the held row');
}
