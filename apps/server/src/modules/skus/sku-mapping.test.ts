import { describe, expect, it } from 'vitest';
import { catalogOrganisation, created } from '../../testing/catalog-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';

const server = useTestServer();

describe('mapping SKUs to a product', () => {
  it('maps many SKUs to an existing product in one go', async () => {
    const { client, base } = await catalogOrganisation(server);
    const product = await created(client.post(`${base}/products`, { name: 'Mat' }));
    const a = await created(client.post(`${base}/skus`, { sku_id: 'A' }));
    const b = await created(client.post(`${base}/skus`, { sku_id: 'B' }));
    const response = await client.post(`${base}/skus/mapping`, {
      sku_ids: [a.id, b.id, a.id],
      product_id: product.id,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { product: { id: product.id, name: 'Mat' }, mapped: 2 } });
    expect((await client.get(`${base}/skus?product_id=${product.id}`)).body.meta.total).toBe(2);
  });

  it('creates the product when given a new name, which must be free', async () => {
    const { client, base } = await catalogOrganisation(server);
    await created(client.post(`${base}/products`, { name: 'Taken' }));
    const sku = await created(client.post(`${base}/skus`, { sku_id: 'A' }));
    const response = await client.post(`${base}/skus/mapping`, {
      sku_ids: [sku.id],
      new_product_name: 'Fresh Mat',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ product: { name: 'Fresh Mat' }, mapped: 1 });
    expect((await client.get(`${base}/skus/${sku.id}`)).body.data.display_name).toBe('Fresh Mat (A)');
    const taken = await client.post(`${base}/skus/mapping`, { sku_ids: [sku.id], new_product_name: 'TAKEN' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ new_product_name: ['The name has already been taken.'] });
    expect(taken.body.code).toBe('skus.new_product_name_taken');
  });

  it('needs exactly one of product_id and new_product_name, and at least one SKU', async () => {
    const { client, base } = await catalogOrganisation(server);
    const neither = await client.post(`${base}/skus/mapping`, { sku_ids: [1] });
    expect(neither.status).toBe(422);
    expect(neither.body.errors.product_id).toEqual(['Choose a product or name a new one.']);
    const both = await client.post(`${base}/skus/mapping`, {
      sku_ids: [1],
      product_id: 1,
      new_product_name: 'X',
    });
    expect(both.status).toBe(422);
    const none = await client.post(`${base}/skus/mapping`, { sku_ids: [], new_product_name: 'X' });
    expect(none.body.errors.sku_ids).toEqual(['Select at least one SKU.']);
  });

  it("maps nothing when a SKU or the product is another organisation's", async () => {
    const { client, base } = await catalogOrganisation(server);
    const other = await catalogOrganisation(server);
    const mine = await created(client.post(`${base}/skus`, { sku_id: 'MINE' }));
    const product = await created(client.post(`${base}/products`, { name: 'Mat' }));
    const theirSku = await created(other.client.post(`${other.base}/skus`, { sku_id: 'THEIRS' }));
    const theirProduct = await created(other.client.post(`${other.base}/products`, { name: 'Their Mat' }));

    const foreignSku = await client.post(`${base}/skus/mapping`, {
      sku_ids: [mine.id, theirSku.id],
      product_id: product.id,
    });
    expect(foreignSku.status).toBe(422);
    expect(foreignSku.body.errors).toEqual({ sku_ids: ['The selected sku ids are invalid.'] });
    expect(foreignSku.body.code).toBe('skus.invalid_skus');
    const foreignProduct = await client.post(`${base}/skus/mapping`, {
      sku_ids: [mine.id],
      product_id: theirProduct.id,
    });
    expect(foreignProduct.status).toBe(422);
    expect(foreignProduct.body.errors).toEqual({ product_id: ['The selected product id is invalid.'] });
    expect(foreignProduct.body.code).toBe('skus.invalid_product');
    const newName = await client.post(`${base}/skus/mapping`, {
      sku_ids: [theirSku.id],
      new_product_name: 'Sneaky',
    });
    expect(newName.status).toBe(422);

    expect((await client.get(`${base}/skus/${mine.id}`)).body.data.product_id).toBeNull();
    expect((await other.client.get(`${other.base}/skus/${theirSku.id}`)).body.data.product_id).toBeNull();
    expect((await client.get(`${base}/products?search=Sneaky`)).body.meta.total).toBe(0);
  });
});
