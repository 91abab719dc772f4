import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';

const server = useTestServer();

describe('deleting a warehouse', () => {
  it('lets go of the suppliers that shipped from it, marking them updated', async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    const warehouse = (await client.post(`${base}/warehouses`, { name: 'Consolidator' })).body.data;
    const supplier = (await client.post(`${base}/suppliers`, { name: 'Acme', warehouse_id: warehouse.id }))
      .body.data;
    expect(supplier.warehouse).toMatchObject({ id: warehouse.id, name: 'Consolidator' });
    await new Promise((resolve) => setTimeout(resolve, 5));

    expect((await client.delete(`${base}/warehouses/${warehouse.ulid}`)).status).toBe(204);
    const after = (await client.get(`${base}/suppliers/${supplier.id}`)).body.data;
    expect(after.warehouse).toBeNull();
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(supplier.updated_at));
  });
});
