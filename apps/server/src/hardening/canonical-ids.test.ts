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
