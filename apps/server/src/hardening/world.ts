import { expect } from 'vitest';
import { teamWith } from '../testing/team-fixtures.ts';
import type { TestClient } from '../testing/test-client.ts';
import type { TestServer } from '../testing/test-server.ts';

/** The records of one organisation, by the path parameter that names them. */
export interface Tenant {
  id: number;
  ulid: string;
  base: string;
  owner: TestClient;
  viewer: TestClient;
  emails: { owner: string; viewer: string };
  /** `products` → a product's id, `warehouses` → a warehouse's ulid, `team` → a member's id… */
  ids: Record<string, string>;
  /** The records' numeric ids by the request field that refers to them (`product_id`…). */
  numericIds: Record<string, number>;
  /** Every name and id string of this organisation's records, to look for in other answers. */
  secrets: string[];
}

async function made(response: Promise<{ status: number; body: { data: Record<string, unknown> } }>) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/**
 * An organisation with an owner, a viewer and one record of every kind, made through the API
 * as a user would, with names unique to it (`tag`) so a leak can be searched for.
 */
export async function seedTenant(server: TestServer, tag: string): Promise<Tenant> {
  const { owner, base, organisation, members } = await teamWith(server, ['viewer']);
  const viewer = members.viewer;
  if (!viewer) throw new Error('no viewer');
  const client = owner.client;
  const renamed = await client.post(`${base}/`, { name: `Org ${tag}` });
  expect(renamed.status).toBe(200);
  const warehouse = await made(client.post(`${base}/warehouses`, { name: `Warehouse ${tag}` }));
  const supplier = await made(
    client.post(`${base}/suppliers`, {
      name: `Supplier ${tag}`,
      warehouse_id: warehouse.id,
      shipping_times: [{ type: 'country', code: 'DE', days: 12 }],
    }),
  );
  const product = await made(
    client.post(`${base}/products`, { name: `Product ${tag}`, supplier_id: supplier.id, cogs: '2.50' }),
  );
  const sku = await made(client.post(`${base}/skus`, { sku_id: `SKU-${tag}`, product_id: product.id }));
  const adjusted = await client.post(`${base}/warehouses/${warehouse.ulid}/adjustments`, {
    sku_id: sku.id,
    quantity: 7,
    reason: `Count ${tag}`,
  });
  expect(adjusted.status, JSON.stringify(adjusted.body)).toBeLessThan(300);
  const source = await made(client.post(`${base}/report-sources`, { name: `Source ${tag}`, type: 'manual' }));
  const channel = await made(
    client.post(`${base}/sales-channels`, {
      name: `Channel ${tag}`,
      type: 'other',
      report_source_id: source.id,
    }),
  );
  const centre = await made(client.post(`${base}/fulfillment-centers`, { name: `FC${tag}`.slice(0, 20) }));
  const purchaseOrder = await made(
    client.post(`${base}/purchase-orders`, {
      supplier_id: supplier.id,
      warehouse_id: warehouse.id,
      reference: `PO ${tag}`,
      notes: `Notes ${tag}`,
      lines: [{ sku_id: sku.id, quantity: 5, unit_cost: '2.50' }],
    }),
  );
  const depot = await made(client.post(`${base}/warehouses`, { name: `Depot ${tag}` }));
  const transfer = await made(
    client.post(`${base}/transfers`, {
      name: `Transfer ${tag}`,
      outgoing_warehouse_id: warehouse.id,
      destination_warehouse_id: depot.id,
      fulfillment_center_id: centre.id,
      tracking_number: `TRK-${tag}`,
      items: [{ ulid: '01kaz0000000000000000000aa', sku_id: sku.id, quantity_shipped: 2 }],
    }),
  );
  const shipment = await made(
    client.post(`${base}/shipments`, {
      shipment_id: `FBA15${tag.toUpperCase()}`,
      name: `Shipment ${tag}`,
      status: 'WORKING',
      outgoing_warehouse_id: warehouse.id,
      destination_warehouse_id: depot.id,
      items: [{ seller_sku: `SKU-${tag}`, quantity_shipped: 3 }],
    }),
  );
  const report = await processedOrderReport(client, base, source.id as number, tag);
  const override = await made(
    client.post(`${base}/forecasts/${sku.id}/overrides`, {
      starts_on: '2026-12-01',
      ends_on: '2026-12-24',
      kind: 'multiplier',
      value: 1.5,
      note: `Promotion ${tag}`,
    }),
  );
  return {
    id: organisation.id,
    ulid: organisation.ulid,
    base,
    owner: client,
    viewer: viewer.client,
    emails: { owner: owner.email, viewer: viewer.email },
    ids: {
      products: String(product.id),
      skus: String(sku.id),
      suppliers: String(supplier.id),
      'report-sources': String(source.id),
      'sales-channels': String(channel.id),
      'fulfillment-centers': String(centre.id),
      'purchase-orders': String(purchaseOrder.id),
      transfers: String(transfer.id),
      shipments: String(shipment.id),
      'report-requests': String(report.requestId),
      'store-orders': String(report.orderId),
      warehouses: String(warehouse.ulid),
      team: String(viewer.user.id),
      forecasts: String(sku.id),
      overrides: String(override.id),
    },
    numericIds: {
      product_id: product.id as number,
      supplier_id: supplier.id as number,
      sku_id: sku.id as number,
      warehouse_id: warehouse.id as number,
      report_source_id: source.id as number,
      sales_channel_id: channel.id as number,
      outgoing_warehouse_id: warehouse.id as number,
      destination_warehouse_id: depot.id as number,
      fulfillment_center_id: centre.id as number,
    },
    secrets: [
      organisation.ulid,
      `Org ${tag}`,
      `Warehouse ${tag}`,
      String(warehouse.ulid),
      `Supplier ${tag}`,
      `Product ${tag}`,
      `SKU-${tag}`,
      `Count ${tag}`,
      `Source ${tag}`,
      `Channel ${tag}`,
      `FC${tag}`.slice(0, 20).toUpperCase(),
      `PO ${tag}`,
      `Notes ${tag}`,
      `Depot ${tag}`,
      `Transfer ${tag}`,
      `TRK-${tag}`,
      `FBA15${tag.toUpperCase()}`,
      `Shipment ${tag}`,
      `ORDER-${tag}`,
      `REPORT-SKU-${tag}`,
      `Promotion ${tag}`,
      viewer.email,
      owner.email,
    ],
  };
}

/**
 * An all-orders report uploaded and processed: a report request, a store order with its item,
 * and the SKU it created. Waits for the background job.
 */
async function processedOrderReport(client: TestClient, base: string, sourceId: number, tag: string) {
  const header = [
    'amazon-order-id',
    'purchase-date',
    'order-status',
    'fulfillment-channel',
    'sku',
    'quantity',
  ];
  const line = [`ORDER-${tag}`, '2026-11-01T10:00:00+00:00', 'Shipped', 'Amazon', `REPORT-SKU-${tag}`, '1'];
  const form = new FormData();
  form.set('report_source_id', String(sourceId));
  form.set('report_type', 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL');
  form.set('file', new Blob([`${header.join('\t')}\n${line.join('\t')}\n`]), `orders-${tag}.txt`);
  const requestId = (await made(client.post(`${base}/report-requests`, form))).id as number;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const request = (await client.get(`${base}/report-requests/${requestId}`)).body.data;
    if (request.status === 'PROCESSED') break;
    expect(['DONE', 'PROCESSING'], JSON.stringify(request)).toContain(request.status);
    expect(Date.now()).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const orders = await client.get(`${base}/store-orders`);
  return { requestId, orderId: orders.body.data[0].id as number };
}

/**
 * Fills an OpenAPI path with real values: `{organisation}` the tenant's ulid, any other parameter
 * the id of the record of the resource before it (`/products/{id}` → a product's id).
 */
export function fillPath(path: string, organisation: string, ids: Record<string, string>, override?: string) {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      const name = /^\{(.+)\}$/.exec(segment)?.[1];
      if (!name) return segment;
      if (name === 'organisation') return organisation;
      if (override !== undefined) return override;
      const resource = segments[index - 1] ?? '';
      return ids[resource] ?? '999999999';
    })
    .join('/');
}
