import { describe, expect, it } from 'vitest';
import {
  catalogOrganisation,
  created,
  insertMovement,
  insertSalesChannel,
  insertStock,
  insertWarehouse,
} from '../../testing/catalog-fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';

const server = useTestServer();
const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';

describe('creating and showing a SKU', () => {
  it('creates one by hand with its listings, and names it after its product', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const us = await insertSalesChannel(server, {
      organisationId: organisation.id,
      name: 'Amazon.com',
      mwsId: US,
    });
    const de = await insertSalesChannel(server, {
      organisationId: organisation.id,
      name: 'Amazon.de',
      mwsId: DE,
    });
    const product = await created(client.post(`${base}/products`, { name: 'Yoga Mat' }));
    const sku = await created(
      client.post(`${base}/skus`, {
        sku_id: 'YM-BLUE',
        asin: 'b0abc12345',
        name: 'Yoga mat, blue',
        product_id: product.id,
        cogs: '4.2',
        cogs_currency: 'EUR',
        sales_channel_ids: [us.id, de.id],
      }),
    );
    expect(sku).toMatchObject({
      sku_id: 'YM-BLUE',
      asin: 'B0ABC12345',
      name: 'Yoga mat, blue',
      display_name: 'Yoga Mat (YM-BLUE)',
      product_id: product.id,
      product_name: 'Yoga Mat',
      product: { id: product.id, name: 'Yoga Mat' },
      is_hidden: false,
      cogs: '4.20',
      cogs_currency: 'EUR',
      sale_marketplaces: [],
      stock: 0,
      warehouses: [],
      needs_attention: false,
    });
    expect(sku.sales_channel_ids).toEqual([us.id, de.id]);
    expect(sku.marketplaces).toEqual([
      { id: us.marketplace?.id, name: us.marketplace?.name, country_code: 'US' },
      { id: de.marketplace?.id, name: de.marketplace?.name, country_code: 'DE' },
    ]);
    expect(sku.countries).toEqual(['US', 'DE']);

    const bare = await created(client.post(`${base}/skus`, { sku_id: 'LOOSE-1' }));
    expect(bare).toMatchObject({ display_name: 'LOOSE-1', product: null, cogs: null, needs_attention: true });
  });

  it('shows the warehouses holding it with their stock rows', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const sku = await created(client.post(`${base}/skus`, { sku_id: 'S-1' }));
    const east = await insertWarehouse(server, organisation.id, 'East');
    const amazon = await insertWarehouse(server, organisation.id, 'Amazon US');
    await insertStock(server, {
      organisationId: organisation.id,
      warehouseId: east.id,
      skuId: sku.id,
      quantity: 9,
    });
    await insertStock(server, {
      organisationId: organisation.id,
      warehouseId: amazon.id,
      skuId: sku.id,
      quantity: 4,
      inventoryCache: 5,
    });
    const response = await client.get(`${base}/skus/${sku.id}`);
    expect(response.status).toBe(200);
    expect(response.body.data.stock).toBe(13);
    expect(response.body.data.warehouses).toEqual([
      {
        id: amazon.id,
        ulid: amazon.ulid,
        name: 'Amazon US',
        warehouse_sku: { quantity: 4, inventory_cache: 5, out_of_stock_date: null },
      },
      {
        id: east.id,
        ulid: east.ulid,
        name: 'East',
        warehouse_sku: { quantity: 9, inventory_cache: null, out_of_stock_date: null },
      },
    ]);
  });

  it('validates the request and keeps sku_id unique in the organisation', async () => {
    const { client, base } = await catalogOrganisation(server);
    const missing = await client.post(`${base}/skus`, { asin: 'nope' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      sku_id: ['The sku id field is required.'],
      asin: ['The asin must be 10 letters or digits.'],
    });
    await created(client.post(`${base}/skus`, { sku_id: 'DUP-1' }));
    const duplicate = await client.post(`${base}/skus`, { sku_id: 'DUP-1' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toEqual({ sku_id: ['The sku id has already been taken.'] });
    expect(duplicate.body.code).toBe('skus.sku_id_taken');
    const cents = await client.post(`${base}/skus`, { sku_id: 'DUP-2', cogs: '1.999' });
    expect(cents.body.errors).toEqual({ cogs: ['The cogs must have at most 2 decimals in USD.'] });
    expect(cents.body.code).toBe('cogs.too_many_decimals');
    const other = await catalogOrganisation(server);
    expect((await other.client.post(`${other.base}/skus`, { sku_id: 'DUP-1' })).status).toBe(201);
  });

  it("refuses another organisation's product and sales channels, writing nothing", async () => {
    const { client, base } = await catalogOrganisation(server);
    const other = await catalogOrganisation(server);
    const theirProduct = await created(other.client.post(`${other.base}/products`, { name: 'Theirs' }));
    const theirChannel = await insertSalesChannel(server, {
      organisationId: other.organisation.id,
      name: 'Their shop',
    });
    const response = await client.post(`${base}/skus`, {
      sku_id: 'MINE-1',
      product_id: theirProduct.id,
      sales_channel_ids: [theirChannel.id],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      product_id: ['The selected product id is invalid.'],
      sales_channel_ids: ['The selected sales channel ids are invalid.'],
    });
    // Several problems together are validation_failed; one alone keeps its own code.
    expect(response.body.code).toBe('validation_failed');
    const channelOnly = await client.post(`${base}/skus`, {
      sku_id: 'MINE-1',
      sales_channel_ids: [theirChannel.id],
    });
    expect(channelOnly.body).toMatchObject({
      code: 'skus.invalid_sales_channels',
      errors: { sales_channel_ids: ['The selected sales channel ids are invalid.'] },
    });
    expect((await client.get(`${base}/skus`)).body.meta.total).toBe(0);
  });
});

describe('updating and deleting a SKU', () => {
  it('changes its fields and replaces its listings', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const us = await insertSalesChannel(server, { organisationId: organisation.id, name: 'US', mwsId: US });
    const de = await insertSalesChannel(server, { organisationId: organisation.id, name: 'DE', mwsId: DE });
    const product = await created(client.post(`${base}/products`, { name: 'Mat' }));
    const sku = await created(client.post(`${base}/skus`, { sku_id: 'S-1', sales_channel_ids: [us.id] }));
    const response = await client.put(`${base}/skus/${sku.id}`, {
      asin: 'B000000001',
      name: 'Renamed',
      product_id: product.id,
      is_hidden: true,
      cogs: '800',
      cogs_currency: 'JPY',
      sales_channel_ids: [de.id],
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      sku_id: 'S-1',
      asin: 'B000000001',
      name: 'Renamed',
      product_id: product.id,
      display_name: 'Mat (S-1)',
      is_hidden: true,
      cogs: '800',
      cogs_currency: 'JPY',
      sales_channel_ids: [de.id],
      countries: ['DE'],
    });
    // Fields not sent stay as they are.
    const partial = await client.put(`${base}/skus/${sku.id}`, { is_hidden: false });
    expect(partial.body.data).toMatchObject({ name: 'Renamed', cogs: '800', sales_channel_ids: [de.id] });
    const cleared = await client.put(`${base}/skus/${sku.id}`, {
      product_id: null,
      asin: '',
      sales_channel_ids: [],
    });
    expect(cleared.body.data).toMatchObject({
      product: null,
      asin: null,
      sales_channel_ids: [],
      marketplaces: [],
    });
  });

  it("refuses another organisation's product on update", async () => {
    const { client, base } = await catalogOrganisation(server);
    const other = await catalogOrganisation(server);
    const theirs = await created(other.client.post(`${other.base}/products`, { name: 'Theirs' }));
    const sku = await created(client.post(`${base}/skus`, { sku_id: 'S-1' }));
    const response = await client.put(`${base}/skus/${sku.id}`, { product_id: theirs.id });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ product_id: ['The selected product id is invalid.'] });
    expect(response.body.code).toBe('skus.invalid_product');
    expect((await client.get(`${base}/skus/${sku.id}`)).body.data.product_id).toBeNull();
  });

  it('deletes a SKU without history but refuses one with ledger movements', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const fresh = await created(client.post(`${base}/skus`, { sku_id: 'FRESH' }));
    const used = await created(client.post(`${base}/skus`, { sku_id: 'USED' }));
    const warehouse = await insertWarehouse(server, organisation.id, 'Main');
    await insertMovement(server, {
      organisationId: organisation.id,
      warehouseId: warehouse.id,
      skuId: used.id,
      quantity: 3,
    });
    expect((await client.delete(`${base}/skus/${fresh.id}`)).status).toBe(204);
    expect((await client.get(`${base}/skus/${fresh.id}`)).status).toBe(404);
    const refused = await client.delete(`${base}/skus/${used.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This SKU has stock history; hide it instead.');
    expect(refused.body.code).toBe('skus.has_history');
    expect((await client.get(`${base}/skus/${used.id}`)).status).toBe(200);
  });
});

describe('who may see and change SKUs', () => {
  it('hides one organisation’s SKUs from another (404)', async () => {
    const { client, base } = await catalogOrganisation(server);
    const sku = await created(client.post(`${base}/skus`, { sku_id: 'SECRET' }));
    const other = await catalogOrganisation(server);
    expect((await other.client.get(`${base}/skus`)).status).toBe(404);
    expect((await other.client.get(`${base}/skus/export.csv`)).status).toBe(404);
    expect((await other.client.get(`${other.base}/skus/${sku.id}`)).status).toBe(404);
    expect((await other.client.put(`${other.base}/skus/${sku.id}`, { name: 'Stolen' })).status).toBe(404);
    expect((await other.client.delete(`${other.base}/skus/${sku.id}`)).status).toBe(404);
    expect((await client.get(`${base}/skus/${sku.id}`)).body.data).toMatchObject({
      sku_id: 'SECRET',
      name: null,
    });
  });

  it('lets viewers read but not write (403)', async () => {
    const { owner, base, members } = await teamWith(server, ['viewer']);
    const sku = await created(owner.client.post(`${base}/skus`, { sku_id: 'S-1' }));
    const viewer = members.viewer?.client;
    if (!viewer) throw new Error('no viewer');
    expect((await viewer.get(`${base}/skus`)).status).toBe(200);
    expect((await viewer.get(`${base}/skus/${sku.id}`)).status).toBe(200);
    expect((await viewer.post(`${base}/skus`, { sku_id: 'S-2' })).status).toBe(403);
    expect((await viewer.put(`${base}/skus/${sku.id}`, { name: 'No' })).status).toBe(403);
    expect((await viewer.delete(`${base}/skus/${sku.id}`)).status).toBe(403);
    expect(
      (await viewer.post(`${base}/skus/mapping`, { sku_ids: [sku.id], new_product_name: 'No' })).status,
    ).toBe(403);
  });
});
