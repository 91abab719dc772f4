import type { Dashboard, InventoryByDatePage, StockSummary } from '@backoffice/shared';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { created } from '../../testing/catalog-fixtures.ts';
import { signUp } from '../../testing/fixtures.ts';
import { recomputed } from '../../testing/forecast-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { recordMovements } from '../inventory/record-movements.usecase.ts';

const server = useTestServer();
const DAY_MS = 86_400_000;

async function read<T>(client: TestClient, path: string): Promise<T> {
  const response = await client.get(path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data ?? response.body) as T;
}

/**
 * What the three readers of today's stock say: the dashboard's KPI (the Stock screen's summary),
 * the last point of the dashboard's stock line, and Inventory by Date for today (and its series'
 * last point), each as units and value per currency.
 */
async function todaysStock(client: TestClient, base: string) {
  const summary = await read<StockSummary>(client, `${base}/stock/summary`);
  const board = await read<Dashboard>(client, `${base}/dashboard?days=30`);
  const page = await client.get(`${base}/inventory/by-date?per_page=1`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  const listed = page.body as InventoryByDatePage;
  const line = await read<{
    points: { date: string; units: number; values: { currency: string; amount: string }[] }[];
  }>(client, `${base}/inventory/by-date/series?from=${listed.date}&to=${listed.date}`);
  return {
    summary: {
      units: summary.units,
      values: summary.values.map((value) => ({ currency: value.currency, amount: value.stock_value })),
      warehouseUnits: summary.warehouses.reduce((sum, warehouse) => sum + warehouse.units, 0),
    },
    dashboardLine: board.stock.at(-1),
    inventoryByDate: { date: listed.date, ...listed.totals },
    series: line.points.at(-1),
  };
}

/**
 * An organisation whose stock has every trap a total can fall into: two currencies and a third on
 * a product, a SKU without COGS, a hidden SKU holding stock, a warehouse below zero beside one
 * above, a SKU below zero altogether, units in transit, a Fulfilment centre beside an own
 * warehouse, movements today, a movement dated after today (a marketplace ahead of the
 * organisation's clock) and a time zone far from UTC.
 */
async function trickyStock() {
  const { client, organisation } = await signUp(server);
  const base = `/api/organisations/${organisation.ulid}`;
  const settings = await client.put(`${base}/forecasts/settings`, {
    time_zone: 'Pacific/Kiritimati',
    cover_days: 30,
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const denver = await created(client.post(`${base}/warehouses`, { name: 'Denver' }));
  const fba = await created(
    client.post(`${base}/warehouses`, { name: 'FBA US', is_fulfillment_center: true }),
  );
  const stoves = await created(
    client.post(`${base}/products`, { name: 'Camp stove', cogs: '33.33', cogs_currency: 'EUR' }),
  );
  const sku = (body: Record<string, unknown>) => created(client.post(`${base}/skus`, body));
  const tent = await sku({ sku_id: 'TENT', cogs: '120.50', cogs_currency: 'USD' });
  const stove = await sku({ sku_id: 'STOVE', product_id: stoves.id });
  const lamp = await sku({ sku_id: 'LAMP', cogs: '10.00', cogs_currency: 'USD' });
  const rope = await sku({ sku_id: 'ROPE' });
  const bowl = await sku({ sku_id: 'BOWL', cogs: '1500', cogs_currency: 'JPY' });
  const old = await sku({ sku_id: 'OLD', cogs: '14.10', cogs_currency: 'USD', is_hidden: true });
  const adjust = async (warehouse: { ulid: string }, skuId: number, quantity: number) => {
    const response = await client.post(`${base}/warehouses/${warehouse.ulid}/adjustments`, {
      sku_id: skuId,
      quantity,
      reason: 'Count',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  };
  await adjust(denver, tent.id, 40);
  await adjust(fba, tent.id, 10);
  await adjust(denver, stove.id, 5);
  await adjust(fba, stove.id, 7);
  await adjust(fba, stove.id, -9);
  await adjust(fba, lamp.id, -4);
  await adjust(denver, rope.id, 12);
  await adjust(fba, bowl.id, 3);
  await adjust(denver, old.id, 21);
  // 15 tents leave Denver for the FBA warehouse: in transit, in neither warehouse's stock.
  const transfer = await created(
    client.post(`${base}/transfers`, {
      name: 'Tents to FBA',
      outgoing_warehouse_id: denver.id,
      destination_warehouse_id: fba.id,
      items: [{ ulid: ulid().toLowerCase(), sku_id: tent.id, quantity_shipped: 15 }],
    }),
  );
  expect((await client.post(`${base}/transfers/${transfer.id}/ship`, {})).status).toBe(200);
  // A receipt the marketplace dated two days ahead: stock of a later day, not of today.
  await recordMovements({
    db: server.ctx.db,
    organisationId: organisation.id,
    movements: [
      {
        warehouseId: denver.id,
        skuId: tent.id,
        quantity: 100,
        type: 'receipt',
        occurredAt: new Date(Date.now() + 2 * DAY_MS),
        sourceType: 'report',
      },
    ],
  });
  return { client, base, tent };
}

/**
 * Today's stock by hand: TENT 25 in Denver + 10 at FBA (15 in transit, the future 100 not yet) at
 * 120.50 USD = 4,217.50; STOVE 5 + (−2) at its product's 33.33 EUR = 99.99; LAMP −4 at 10.00 USD
 * = −40.00; ROPE 12 without COGS; BOWL 3 at 1,500 JPY; OLD hidden, left out.
 */
const EXPECTED = {
  units: 35 + 3 - 4 + 12 + 3,
  values: [
    { currency: 'EUR', amount: '99.99' },
    { currency: 'JPY', amount: '4500' },
    { currency: 'USD', amount: '4177.50' },
  ],
  unitsWithoutCogs: 12,
};

function expectOneFigure(figures: Awaited<ReturnType<typeof todaysStock>>) {
  expect(figures.inventoryByDate).toMatchObject({
    units: EXPECTED.units,
    values: EXPECTED.values,
    units_without_cogs: EXPECTED.unitsWithoutCogs,
  });
  expect(figures.summary).toEqual({
    units: EXPECTED.units,
    values: EXPECTED.values,
    warehouseUnits: EXPECTED.units,
  });
  expect(figures.dashboardLine).toEqual({ date: figures.inventoryByDate.date, units: EXPECTED.units });
  expect(figures.series).toEqual({
    date: figures.inventoryByDate.date,
    units: EXPECTED.units,
    values: EXPECTED.values,
  });
}

describe("today's stock: one figure on the dashboard and in Inventory by Date", () => {
  it('agrees to the unit and the cent, before and after the forecasts are computed, and at once after a COGS change', async () => {
    const { client, base, tent } = await trickyStock();
    expectOneFigure(await todaysStock(client, base));

    await recomputed(client, base, (rows) => rows.every((row) => row.generated_at !== null));
    expectOneFigure(await todaysStock(client, base));

    // A new cost is today's value everywhere at once, not after the next recompute.
    const changed = await client.put(`${base}/skus/${tent.id}`, { cogs: '100.00', cogs_currency: 'USD' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await todaysStock(client, base);
    const usd = { currency: 'USD', amount: '3460.00' };
    expect(after.inventoryByDate.values).toContainEqual(usd);
    expect(after.summary.values).toContainEqual(usd);
  }, 90_000);
});
