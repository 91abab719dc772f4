import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Executor } from '../db/client.ts';
import { type ProductRow, products } from '../modules/products/products.tables.ts';
import { type SkuRow, skus } from '../modules/skus/skus.tables.ts';
import type { TestClient } from './test-client.ts';

/**
 * Catalog rows for ledger and warehouse tests, written straight to the tables so these tests do
 * not depend on the product and SKU APIs.
 */
export async function seedProduct(db: Executor, organisationId: number, name = uniqueName('Product')) {
  const [row] = await db.insert(products).values({ organisationId, name }).returning();
  if (!row) throw new Error('product not inserted');
  return row satisfies ProductRow;
}

export async function seedSku(
  db: Executor,
  organisationId: number,
  {
    skuId = uniqueName('SKU'),
    asin = null,
    productId = null,
  }: { skuId?: string; asin?: string | null; productId?: number | null } = {},
) {
  const [row] = await db.insert(skus).values({ organisationId, skuId, asin, productId }).returning();
  if (!row) throw new Error('sku not inserted');
  return row satisfies SkuRow;
}

export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(3).toString('hex')}`;
}

/** Creates a warehouse through the API and returns it. */
export async function createWarehouseViaApi(
  client: TestClient,
  base: string,
  body: Record<string, unknown> = {},
): Promise<{ id: number; ulid: string; name: string }> {
  const response = await client.post(`${base}/warehouses`, { name: uniqueName('Warehouse'), ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}
