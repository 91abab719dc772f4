import { describe, expect, it } from 'vitest';
import { catalogOrganisation, created } from '../testing/catalog-fixtures.ts';
import { useTestServer } from '../testing/test-server.ts';

const server = useTestServer();

/** Spellings of `id` that Number() reads as `id` but that are not the id. */
function nonCanonical(id: number): string[] {
  return [
    `0${id}`,
    `+${id}`,
    `${id}.0`,
    `${id}e0`,
    `%20${id}`,
    `${id}%20`,
    `0x${id.toString(16)}`,
    `0o${id.toString(8)}`,
    `0b${id.toString(2)}`,
  ];
}

describe('record ids in paths', () => {
  it('resolve only when written as canonical decimal digits; anything else is 404 and touches nothing', async () => {
    const { client, base } = await catalogOrganisation(server);
    const product = await created(client.post(`${base}/products`, { name: 'Mat' }));
    for (const spelling of nonCanonical(product.id)) {
      const shown = await client.get(`${base}/products/${spelling}`);
      expect(shown.status, spelling).toBe(404);
      expect(shown.body).toEqual({ message: 'Not Found.', code: 'not_found' });
      const updated = await client.put(`${base}/products/${spelling}`, { name: 'Renamed' });
      expect(updated.status, spelling).toBe(404);
      const deleted = await client.delete(`${base}/products/${spelling}`);
      expect(deleted.status, spelling).toBe(404);
    }
    const kept = await client.get(`${base}/products/${product.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.data.name).toBe('Mat');
    // Past what an id can be: 404 too, never a 500 from the database.
    for (const huge of ['9007199254740992', '99999999999999999999', '1'.repeat(90)])
      expect((await client.get(`${base}/products/${huge}`)).status, huge).toBe(404);
  });
});

describe('record ids in bodies and query strings', () => {
  it('are JSON numbers or canonical decimal digits; other spellings answer 422 and write nothing', async () => {
    const { client, base } = await catalogOrganisation(server);
    const product = await created(client.post(`${base}/products`, { name: 'Mat' }));
    const sku = await created(client.post(`${base}/skus`, { sku_id: 'MAT-1' }));
    const spellings = [...nonCanonical(product.id).map(decodeURIComponent), true, '', `${product.id}.5`];
    for (const spelling of spellings) {
      const linked = await client.put(`${base}/skus/${sku.id}`, { product_id: spelling });
      expect(linked.status, String(spelling)).toBe(422);
      expect(Object.keys(linked.body.errors), String(spelling)).toEqual(['product_id']);
    }
    expect((await client.get(`${base}/skus/${sku.id}`)).body.data.product_id).toBeNull();
    // A query string's id: its digits, or 422 (read as a number, `1e3` was supplier 1000).
    for (const spelling of ['1e3', '0x10', '010', '+10'])
      expect(
        (await client.get(`${base}/purchase-orders?supplier_id=${encodeURIComponent(spelling)}`)).status,
        spelling,
      ).toBe(422);
    expect((await client.get(`${base}/purchase-orders?supplier_id=10`)).status).toBe(200);
    // Canonical digits in a string are the id, as a form or query string sends them.
    const byString = await client.put(`${base}/skus/${sku.id}`, { product_id: String(product.id) });
    expect(byString.status, JSON.stringify(byString.body)).toBe(200);
    expect(byString.body.data.product_id).toBe(product.id);
  });
});
