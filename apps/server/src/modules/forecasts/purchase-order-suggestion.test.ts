import type { PurchaseOrderSuggestionLine } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../testing/background-settled.ts';
import { catalogOrganisation, created } from '../../testing/catalog-fixtures.ts';
import { recomputed } from '../../testing/forecast-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { recordMovements } from '../inventory/record-movements.usecase.ts';
import { countries } from '../reference/reference.tables.ts';
import { transferItems, transfers } from '../transfers/transfers.tables.ts';
import { forecastRegionPlans, forecasts } from './forecasts.tables.ts';

const server = useTestServer();
const DAY = 86_400_000;

describe('the suggested order', () => {
  it("recommends per SKU of the supplier's products from sales, lead times, stock, inbound transfers and open orders", async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const organisationId = organisation.id;
    const [de] = await server.ctx.db.select().from(countries).where(eq(countries.countryCode, 'DE'));
    const warehouse = await created(
      client.post(`${base}/warehouses`, { name: 'Berlin', country_ids: [de?.id] }),
    );
    const other = await created(client.post(`${base}/warehouses`, { name: 'Leipzig' }));
    const supplier = await created(
      client.post(`${base}/suppliers`, {
        name: 'Acme',
        currency: 'USD',
        shipping_times: [{ type: 'region', code: 'EU', days: 20 }],
      }),
    );
    const mat = await created(client.post(`${base}/products`, { name: 'Mat', min_stock: 10, cogs: '3.00' }));
    const rug = await created(client.post(`${base}/products`, { name: 'Rug' }));
    const elsewhere = await created(client.post(`${base}/products`, { name: 'Not from Acme' }));
    await client.put(`${base}/suppliers/${supplier.id}/products`, {
      products: [
        { product_id: mat.id, production_lead_days: 30, buffer_days: 5 },
        { product_id: rug.id, production_lead_days: 10, buffer_days: 0 },
      ],
    });
    const matSku = await created(client.post(`${base}/skus`, { sku_id: 'MAT-1', product_id: mat.id }));
    const rugSku = await created(
      client.post(`${base}/skus`, {
        sku_id: 'RUG-1',
        product_id: rug.id,
        cogs: '9.99',
        cogs_currency: 'EUR',
      }),
    );
    await created(client.post(`${base}/skus`, { sku_id: 'OTHER-1', product_id: elsewhere.id }));

    // Mat: 200 units in, 60 sold over the last 30 days (2 a day), 90 sold before that (not counted).
    const now = Date.now();
    await recordMovements({
      db: server.ctx.db,
      organisationId,
      movements: [
        {
          warehouseId: other.id,
          skuId: matSku.id,
          type: 'receipt',
          quantity: 200,
          occurredAt: new Date(now - 60 * DAY),
          sourceType: 'manual',
        },
        {
          warehouseId: other.id,
          skuId: matSku.id,
          type: 'sale',
          quantity: -90,
          occurredAt: new Date(now - 45 * DAY),
          sourceType: 'manual',
        },
        {
          warehouseId: other.id,
          skuId: matSku.id,
          type: 'sale',
          quantity: -40,
          occurredAt: new Date(now - 20 * DAY),
          sourceType: 'manual',
        },
        {
          warehouseId: warehouse.id,
          skuId: matSku.id,
          type: 'receipt',
          quantity: 10,
          occurredAt: new Date(now - 20 * DAY),
          sourceType: 'manual',
        },
        {
          warehouseId: warehouse.id,
          skuId: matSku.id,
          type: 'sale',
          quantity: -20,
          occurredAt: new Date(now - DAY),
          sourceType: 'manual',
        },
      ],
    });
    // 15 mats on a live transfer (20 shipped, 5 received); a draft transfer counts for nothing.
    const [live] = await server.ctx.db
      .insert(transfers)
      .values({ organisationId, status: 'IN_TRANSIT', destinationWarehouseId: warehouse.id })
      .returning();
    const [draft] = await server.ctx.db
      .insert(transfers)
      .values({ organisationId, status: 'DRAFT', destinationWarehouseId: warehouse.id })
      .returning();
    await server.ctx.db.insert(transferItems).values([
      {
        organisationId,
        transferId: live?.id ?? 0,
        ulid: ulid().toLowerCase(),
        skuId: matSku.id,
        quantityShipped: 20,
        quantityReceived: 5,
        quantityExpected: 20,
      },
      {
        organisationId,
        transferId: draft?.id ?? 0,
        ulid: ulid().toLowerCase(),
        skuId: matSku.id,
        quantityShipped: 500,
        quantityExpected: 500,
      },
    ]);
    // 30 mats on an open PO packed in cases of 12; a draft PO counts for nothing.
    const open = await created(
      client.post(`${base}/purchase-orders`, {
        supplier_id: supplier.id,
        warehouse_id: warehouse.id,
        lines: [{ sku_id: matSku.id, quantity: 30, unit_cost: '3.00', quantity_in_case: 12 }],
      }),
    );
    expect((await client.post(`${base}/purchase-orders/${open.id}/submit`)).status).toBe(200);
    await created(
      client.post(`${base}/purchase-orders`, {
        supplier_id: supplier.id,
        warehouse_id: warehouse.id,
        lines: [{ sku_id: matSku.id, quantity: 1000, unit_cost: '3.00' }],
      }),
    );

    const suggestion = `${base}/purchase-orders/suggestion?supplier_id=${supplier.id}&warehouse_id=${warehouse.id}`;
    // The writes above queue the SKUs' forecasts on their own (decision 23): once computed, the
    // suggestion plans with the forecast's rate.
    await recomputed(client, base, (rows) =>
      rows.some((row) => row.sku.id === matSku.id && row.model !== null),
    );
    await backgroundSettled(server, organisationId);
    const forecast = (await client.get(suggestion)).body.data.lines[0] as PurchaseOrderSuggestionLine;
    expect(forecast).toMatchObject({ sku: { id: matSku.id }, rate_source: 'forecast', quantity_in_case: 12 });
    expect(forecast.sales_per_day).toBeGreaterThan(0);
    // Berlin serves Germany: the EU. Leipzig names no country, so it serves every region: its 70
    // mats count for the EU, Berlin's −10 as none; the live transfer and the submitted order
    // count, the drafts do not.
    expect(forecast.why.regions).toMatchObject([{ region: 'EU', stock: 70, in_transit: 15, on_order: 30 }]);
    expect(forecast.why.need + forecast.why.case_rounding).toBe(forecast.recommended_quantity);
    expect(forecast.recommended_quantity % 12).toBe(0);
    // A SKU not forecast yet (as before its first recompute) plans with its last 30 days' sales and
    // the organisation's stock and orders, as one region.
    await server.ctx.db
      .update(forecasts)
      .set({ firstDay: null })
      .where(eq(forecasts.organisationId, organisationId));
    await server.ctx.db
      .delete(forecastRegionPlans)
      .where(eq(forecastRegionPlans.organisationId, organisationId));
    const response = await client.get(suggestion);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ shipping_days: 20, shipping_code: 'EU', cover_days: 30 });
    const [matLine, rugLine] = response.body.data.lines;
    expect(response.body.data.lines).toHaveLength(2);
    expect(matLine).toMatchObject({
      sku: { id: matSku.id, sku_id: 'MAT-1', display_name: 'Mat (MAT-1)' },
      product: { id: mat.id, name: 'Mat' },
      sales_per_day: 2,
      rate_source: 'sales_30d',
      stock: 60,
      inbound_transfers: 15,
      open_purchase_orders: 30,
      min_stock: 10,
      production_lead_days: 30,
      buffer_days: 5,
      quantity_in_case: 12,
      unit_cost: '3.00',
      currency: 'USD',
      // 2 × (30 + 5 + 20 + 30) + 10 − (60 + 15 + 30) = 75 → 7 cases of 12
      recommended_quantity: 84,
    });
    // The rug's cost is in EUR: one currency per order, the supplier's, so it is flagged, not added.
    expect(rugLine).toMatchObject({
      sku: { id: rugSku.id, sku_id: 'RUG-1' },
      recommended_quantity: 0,
      unit_cost: null,
      cost_note: 'other_currency',
      currency: 'USD',
    });

    const longer = await client.get(`${suggestion}&cover_days=60`);
    // + 2 × 30 days: 135 → 12 cases
    expect(longer.body.data.lines[0].recommended_quantity).toBe(144);
  }, 90_000); // waits for the SKUs' forecasts, computed in the background

  it("refuses another organisation's supplier and warehouse, and a missing one", async () => {
    const mine = await catalogOrganisation(server);
    const theirs = await catalogOrganisation(server);
    const supplier = await created(theirs.client.post(`${theirs.base}/suppliers`, { name: 'Theirs' }));
    const warehouse = await created(theirs.client.post(`${theirs.base}/warehouses`, { name: 'Theirs' }));
    const response = await mine.client.get(
      `${mine.base}/purchase-orders/suggestion?supplier_id=${supplier.id}&warehouse_id=${warehouse.id}`,
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      supplier_id: ['The selected supplier id is invalid.'],
      warehouse_id: ['The selected warehouse id is invalid.'],
    });
    expect((await mine.client.get(`${mine.base}/purchase-orders/suggestion`)).status).toBe(422);
  });
});
