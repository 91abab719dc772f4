import type { ForecastDetail, PurchaseOrderSuggestion, ReportType } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../testing/background-settled.ts';
import { created } from '../../testing/catalog-fixtures.ts';
import { signUp } from '../../testing/fixtures.ts';
import { isoDay, recomputed, today as todayDay } from '../../testing/forecast-fixtures.ts';
import { orderLine, outcome, report, upload } from '../../testing/report-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { recordMovements } from '../inventory/record-movements.usecase.ts';
import { countries } from '../reference/reference.tables.ts';
import { skus } from '../skus/skus.tables.ts';

const server = useTestServer();
const today = todayDay();
const ORDERS: ReportType = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';
const at = (day: number) => `${isoDay(day)}T10:00:00+00:00`;

/**
 * A seller on Amazon.com and Amazon.de. MAT-US sells 2 a day in the US, MAT-EU 1 a day in the EU
 * (both the product Mat, from Acme, which invoices in USD and takes at least 300 mats an order),
 * RUG-BOTH 1 a day in each (the product Rug, no cost entered). FBA US (US) and FBA EU (DE) hold
 * their region's stock; the Rotterdam 3PL (NL and GB) feeds the EU and the UK.
 */
async function sellerInTwoRegions() {
  const owner = await signUp(server);
  const { client } = owner;
  const organisationId = owner.organisation.id;
  const base = `/api/organisations/${owner.organisation.ulid}`;
  const source = await created(
    client.post(`${base}/report-sources`, { name: 'Seller Central', type: 'manual' }),
  );
  const lines = [];
  for (let day = today - 90; day < today; day++) {
    const com = { 'purchase-date': at(day), 'sales-channel': 'Amazon.com', currency: 'USD' };
    const de = { 'purchase-date': at(day), 'sales-channel': 'Amazon.de', currency: 'EUR' };
    lines.push(orderLine(`US-${day}`, 'MAT-US', { ...com, quantity: String(1 + (day % 3)) }));
    lines.push(orderLine(`EU-${day}`, 'MAT-EU', de));
    lines.push(orderLine(`RU-${day}`, 'RUG-BOTH', com));
    lines.push(orderLine(`RE-${day}`, 'RUG-BOTH', de));
  }
  const fields = { report_source_id: String(source.id), report_type: ORDERS };
  const done = await outcome(client, base, (await upload(client, base, fields, report(ORDERS, lines))).id);
  expect(done.status, JSON.stringify(done)).toBe('PROCESSED');

  const country = async (code: string) =>
    (await server.ctx.db.select().from(countries).where(eq(countries.countryCode, code)))[0]?.id;
  const fbaUs = await created(
    client.post(`${base}/warehouses`, { name: 'FBA US', country_ids: [await country('US')] }),
  );
  const fbaEu = await created(
    client.post(`${base}/warehouses`, { name: 'FBA EU', country_ids: [await country('DE')] }),
  );
  await created(
    client.post(`${base}/warehouses`, {
      name: 'Rotterdam 3PL',
      country_ids: [await country('NL'), await country('GB')],
    }),
  );
  const supplier = await created(
    client.post(`${base}/suppliers`, {
      name: 'Acme',
      currency: 'USD',
      shipping_times: [
        { type: 'country', code: 'US', days: 30 },
        { type: 'country', code: 'DE', days: 40 },
      ],
    }),
  );
  // Acme is each product's main supplier: planning reads its lead times.
  const mat = await created(client.post(`${base}/products`, { name: 'Mat', supplier_id: supplier.id }));
  const rug = await created(client.post(`${base}/products`, { name: 'Rug', supplier_id: supplier.id }));
  const pivot = await client.put(`${base}/suppliers/${supplier.id}/products`, {
    products: [
      { product_id: mat.id, production_lead_days: 20, buffer_days: 5, min_order_quantity: 300 },
      { product_id: rug.id, production_lead_days: 10, buffer_days: 0 },
    ],
  });
  expect(pivot.status, JSON.stringify(pivot.body)).toBeLessThan(300);

  const rows = await server.ctx.db
    .select({ id: skus.id, skuId: skus.skuId })
    .from(skus)
    .where(eq(skus.organisationId, organisationId));
  const idOf = (skuId: string) => rows.find((row) => row.skuId === skuId)?.id as number;
  const map = async (skuId: string, body: Record<string, unknown>) => {
    const response = await client.put(`${base}/skus/${idOf(skuId)}`, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  };
  await map('MAT-US', { product_id: mat.id, cogs: '4.00', cogs_currency: 'USD' });
  await map('MAT-EU', { product_id: mat.id, cogs: '3.50', cogs_currency: 'EUR' });
  await map('RUG-BOTH', { product_id: rug.id });
  const receive = (warehouseId: number, skuId: string, quantity: number) => ({
    warehouseId,
    skuId: idOf(skuId),
    type: 'receipt' as const,
    quantity,
    occurredAt: new Date(Date.now() - 100 * 86_400_000),
    sourceType: 'manual' as const,
  });
  await recordMovements({
    db: server.ctx.db,
    organisationId,
    movements: [
      receive(fbaUs.id, 'MAT-US', 40),
      receive(fbaUs.id, 'RUG-BOTH', 10),
      receive(fbaEu.id, 'MAT-EU', 500),
      receive(fbaEu.id, 'RUG-BOTH', 300),
    ],
  });
  await client.post(`${base}/forecasts/recompute`, {});
  await recomputed(client, base, (all) => all.length === 3 && all.every((row) => row.generated_at !== null));
  await backgroundSettled(server, organisationId);
  return { owner, client, base, organisationId, supplier, fbaUs, fbaEu, idOf };
}

async function suggestion(client: TestClient, base: string, supplierId: number, warehouseId: number) {
  const response = await client.get(
    `${base}/purchase-orders/suggestion?supplier_id=${supplierId}&warehouse_id=${warehouseId}`,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as PurchaseOrderSuggestion;
}

async function forecastOf(client: TestClient, base: string, skuId: number): Promise<ForecastDetail> {
  const response = await client.get(`${base}/forecasts/${skuId}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

describe('planning per region of sale', () => {
  it('suggests for a US warehouse only what the US needs, in the supplier’s currency, with each line’s why', async () => {
    const { client, base, supplier, fbaUs, fbaEu, idOf } = await sellerInTwoRegions();

    const us = await suggestion(client, base, supplier.id, fbaUs.id);
    expect(us).toMatchObject({
      regions: [{ region: 'US', name: 'US' }],
      currency: 'USD',
      service_level: 0.95,
    });
    expect(us.lines.map((line) => line.sku.sku_id).sort()).toEqual(['MAT-US', 'RUG-BOTH']);
    const matUs = us.lines.find((line) => line.sku.sku_id === 'MAT-US');
    const rugUs = us.lines.find((line) => line.sku.sku_id === 'RUG-BOTH');
    // The US only: its stock, its half of the rug's demand.
    expect(matUs?.why.regions.map((region) => region.region)).toEqual(['US']);
    expect(matUs?.stock).toBe(40);
    expect(rugUs?.why.regions).toMatchObject([{ region: 'US', stock: 10 }]);
    expect(rugUs?.why.regions[0]?.share).toBeCloseTo(0.5, 2);
    // Lead time 20 + 5 + 30 days and 30 days' cover at about 2 a day, plus safety stock, less 40 in stock.
    expect(matUs?.why.period_days).toBe(85);
    const region = matUs?.why.regions[0];
    expect(region?.forecast_units).toBeGreaterThan(120);
    expect(region?.need).toBeCloseTo(
      (region?.forecast_units ?? 0) + (region?.safety_stock ?? 0) - (region?.stock ?? 0),
      2,
    );
    // Mat's minimum of 300 units lifts the line; the need before it shows why.
    expect(matUs?.why.need).toBeLessThan(300);
    expect(matUs?.recommended_quantity).toBe(300);
    expect(matUs?.why.minimum_rounding).toBe(300 - (matUs?.why.need ?? 0));
    expect(matUs).toMatchObject({
      unit_cost: '4.00',
      currency: 'USD',
      cost_note: null,
      line_total: '1200.00',
    });
    // The rug has no cost: flagged, and the total says it is incomplete.
    expect(rugUs).toMatchObject({ unit_cost: null, cost_note: 'no_cost', line_total: null });
    expect(rugUs?.recommended_quantity).toBeGreaterThan(0);
    expect(us).toMatchObject({ total: '1200.00', total_complete: false });

    // Into the EU warehouse: the EU SKUs only, and a cost in EUR is not added to a USD order.
    const eu = await suggestion(client, base, supplier.id, fbaEu.id);
    expect(eu.regions).toEqual([{ region: 'EU', name: 'EU (pan-European)' }]);
    expect(eu.lines.map((line) => line.sku.sku_id).sort()).toEqual(['MAT-EU', 'RUG-BOTH']);
    expect(eu.lines.find((line) => line.sku.sku_id === 'MAT-EU')).toMatchObject({
      unit_cost: null,
      cost_note: 'other_currency',
      currency: 'USD',
    });

    // A SKU sold in two regions has a plan in each; nothing of one is counted in the other.
    const rug = await forecastOf(client, base, idOf('RUG-BOTH'));
    expect(rug.regions.map((plan) => [plan.region, plan.stock])).toEqual([
      ['EU', 300],
      ['US', 10],
    ]);
    expect(rug.regions.find((plan) => plan.region === 'US')?.status).toMatch(/reorder_now|out_of_stock/);
    expect(rug.regions.find((plan) => plan.region === 'EU')?.status).toMatch(/healthy|overstocked/);

    // Another organisation sees neither the plans nor the suggestion.
    const outsider = await signUp(server);
    const outsiderBase = `/api/organisations/${outsider.organisation.ulid}`;
    expect((await outsider.client.get(`${outsiderBase}/forecasts/${idOf('RUG-BOTH')}`)).status).toBe(404);
    const foreign = await outsider.client.get(
      `${outsiderBase}/purchase-orders/suggestion?supplier_id=${supplier.id}&warehouse_id=${fbaUs.id}`,
    );
    expect(foreign.status).toBe(422);
  }, 120_000);

  it('holds more safety stock at a higher service level, and refuses a level it does not offer', async () => {
    const { client, base, idOf, organisationId } = await sellerInTwoRegions();
    const safetyAt = async (level: number) => {
      const settings = await client.put(`${base}/forecasts/settings`, {
        time_zone: 'UTC',
        cover_days: 30,
        service_level: level,
      });
      expect(settings.status, JSON.stringify(settings.body)).toBe(200);
      expect(settings.body.data.service_level).toBe(level);
      await recomputed(client, base, (all) => all.every((row) => !row.queued));
      await backgroundSettled(server, organisationId);
      const plan = (await forecastOf(client, base, idOf('MAT-US'))).regions[0];
      return plan;
    };
    const at90 = await safetyAt(0.9);
    const at95 = await safetyAt(0.95);
    const at99 = await safetyAt(0.99);
    expect(at90?.safety_stock).toBeGreaterThan(0);
    expect(at95?.safety_stock).toBeGreaterThan(at90?.safety_stock as number);
    expect(at99?.safety_stock).toBeGreaterThan(at95?.safety_stock as number);
    expect((await forecastOf(client, base, idOf('MAT-US'))).service_level_target).toBe(0.99);

    const refused = await client.put(`${base}/forecasts/settings`, {
      time_zone: 'UTC',
      cover_days: 30,
      service_level: 0.96,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('service_level');
    expect((await client.get(`${base}/forecasts/settings`)).body.data.service_level).toBe(0.99);
  }, 180_000);
});
