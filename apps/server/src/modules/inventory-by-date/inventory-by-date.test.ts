import type { InventoryByDatePage, InventoryByDateSeries } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogOrganisation, insertWarehouse } from '../../testing/catalog-fixtures.ts';
import { seedProduct, seedSku } from '../../testing/ledger-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { forecastSettings } from '../forecasts/forecasts.tables.ts';
import { recordMovements } from '../inventory/record-movements.usecase.ts';
import { products } from '../products/products.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { inventoryByDateSeries, listInventoryByDate } from './inventory-by-date.usecases.ts';

const server = useTestServer();
const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

type Move = [warehouseId: number, skuId: number, quantity: number, occurredAt: Date];

async function record(organisationId: number, moves: Move[]) {
  await recordMovements({
    db: server.ctx.db,
    organisationId,
    movements: moves.map(([warehouseId, skuId, quantity, occurredAt]) => ({
      warehouseId,
      skuId,
      quantity,
      occurredAt,
      type: quantity > 0 ? 'receipt' : 'shipment',
      sourceType: 'manual',
    })),
  });
}

/** [sku code, warehouse name, quantity, value, currency] per row: what the tests compare. */
const brief = (page: InventoryByDatePage) =>
  page.data.map((row) => [row.sku.sku_id, row.warehouse.name, row.quantity, row.value, row.currency]);

/**
 * An organisation with two warehouses and four SKUs:
 * - MUG (COGS 2.50 USD on the SKU): Alpha +10 on 10 Jan, −3 at 23:30 on 12 Jan, +5 on 20 Jan;
 *   Beta +2 on 12 Jan.
 * - CUP (no COGS of its own; its product "Coffee cup set" costs 10.00 EUR): Alpha +4 at midnight
 *   starting 11 Jan, −4 on 15 Jan (zero afterwards).
 * - BAG (no COGS anywhere): Beta +7 on 12 Jan.
 * - HAT (no COGS): Alpha +50 on 5 Jan, −20 three days ago (a pair read backwards for recent days).
 */
async function seedLedger() {
  const account = await catalogOrganisation(server);
  const organisationId = account.organisation.id;
  const db = server.ctx.db;
  const alpha = await insertWarehouse(server, organisationId, 'Alpha');
  const beta = await insertWarehouse(server, organisationId, 'Beta');
  const product = await seedProduct(db, organisationId, 'Coffee cup set');
  await db.update(products).set({ cogs: 1000, cogsCurrency: 'EUR' }).where(eq(products.id, product.id));
  const mug = await seedSku(db, organisationId, { skuId: 'MUG' });
  await db.update(skus).set({ cogs: 250, cogsCurrency: 'USD' }).where(eq(skus.id, mug.id));
  const cup = await seedSku(db, organisationId, { skuId: 'CUP', productId: product.id });
  const bag = await seedSku(db, organisationId, { skuId: 'BAG' });
  const hat = await seedSku(db, organisationId, { skuId: 'HAT' });
  const at = (text: string) => new Date(text);
  await record(organisationId, [
    [alpha.id, hat.id, 50, at('2026-01-05T08:00:00Z')],
    [alpha.id, mug.id, 10, at('2026-01-10T09:00:00Z')],
    [alpha.id, cup.id, 4, at('2026-01-11T00:00:00Z')],
    [alpha.id, mug.id, -3, at('2026-01-12T23:30:00Z')],
    [beta.id, bag.id, 7, at('2026-01-12T05:00:00Z')],
    [beta.id, mug.id, 2, at('2026-01-12T10:00:00Z')],
    [alpha.id, cup.id, -4, at('2026-01-15T10:00:00Z')],
    [alpha.id, mug.id, 5, at('2026-01-20T12:00:00Z')],
    [alpha.id, hat.id, -20, new Date(Date.now() - 3 * DAY_MS)],
  ]);
  return { ...account, organisationId, alpha, beta, product, mug, cup, bag, hat };
}

let ledger: Awaited<ReturnType<typeof seedLedger>>;
let client: TestClient;
let base: string;

async function byDate(query: string): Promise<InventoryByDatePage> {
  const response = await client.get(`${base}/inventory/by-date?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as InventoryByDatePage;
}

async function series(query: string): Promise<InventoryByDateSeries> {
  const response = await client.get(`${base}/inventory/by-date/series?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as InventoryByDateSeries;
}

beforeAll(async () => {
  ledger = await seedLedger();
  client = ledger.client;
  base = ledger.base;
});

describe('inventory by date: the list', () => {
  it('lists what was held at the end of the day: a movement at 23:30 counts for its own day, zero rows are left out', async () => {
    const page = await byDate('date=2026-01-12');
    expect(page.date).toBe('2026-01-12');
    expect(page.time_zone).toBe('UTC');
    expect(brief(page)).toEqual([
      ['BAG', 'Beta', 7, null, null],
      ['CUP', 'Alpha', 4, '40.00', 'EUR'],
      ['HAT', 'Alpha', 50, null, null],
      ['MUG', 'Alpha', 7, '17.50', 'USD'],
      ['MUG', 'Beta', 2, '5.00', 'USD'],
    ]);
    expect(page.data[1]?.sku).toEqual({
      id: ledger.cup.id,
      sku_id: 'CUP',
      display_name: 'Coffee cup set (CUP)',
    });
    expect(page.data[1]?.warehouse).toEqual({ id: ledger.alpha.id, ulid: ledger.alpha.ulid, name: 'Alpha' });
    expect(page.totals).toEqual({
      units: 70,
      values: [
        { currency: 'EUR', amount: '40.00' },
        { currency: 'USD', amount: '22.50' },
      ],
      units_without_cogs: 57,
    });
    expect(page.meta).toEqual({ current_page: 1, per_page: 25, total: 5, last_page: 1 });

    // The day before: the 23:30 sale has not happened yet; CUP arrived at midnight starting the 11th.
    expect(brief(await byDate('date=2026-01-11'))).toEqual([
      ['CUP', 'Alpha', 4, '40.00', 'EUR'],
      ['HAT', 'Alpha', 50, null, null],
      ['MUG', 'Alpha', 10, '25.00', 'USD'],
    ]);
    // CUP back at zero is not listed.
    expect(brief(await byDate('date=2026-01-16')).map((row) => row[0])).toEqual(['BAG', 'HAT', 'MUG', 'MUG']);
  });

  it('lists nothing before the first movement, and today’s stock for a future date', async () => {
    const before = await byDate('date=2026-01-04');
    expect(before.data).toEqual([]);
    expect(before.totals).toEqual({ units: 0, values: [], units_without_cogs: 0 });
    expect(before.meta.total).toBe(0);

    const future = await byDate('date=2999-12-31');
    const expected = [
      ['BAG', 'Beta', 7, null, null],
      ['HAT', 'Alpha', 30, null, null],
      ['MUG', 'Alpha', 12, '30.00', 'USD'],
      ['MUG', 'Beta', 2, '5.00', 'USD'],
    ];
    expect(brief(future)).toEqual(expected);
    // Without a date: today, which is the current stock too.
    const today = await byDate('');
    expect(brief(today)).toEqual(expected);
    expect(today.totals.units).toBe(51);
  });

  it('reads the ledger backwards from the current stock or forwards from its start with the same answers, which its kept day totals give too', async () => {
    const now = Date.now();
    const days = ['2026-01-04', '2026-01-06', '2026-01-11', '2026-01-12', '2026-01-16', '2026-02-01'];
    days.push(isoDay(new Date(now - 5 * DAY_MS)), isoDay(new Date(now - DAY_MS)), '2999-12-31');
    const { organisationId } = ledger;
    const db = server.ctx.db;
    const query = { page: 1, per_page: 25, sort: 'sku_id' as const, sortDesc: false };
    for (const date of days) {
      const [backwards, forwards] = await Promise.all(
        (['backwards', 'forwards'] as const).map(
          async (side) =>
            (await listInventoryByDate({ db, organisationId, side, query: { ...query, date } })).page,
        ),
      );
      expect(forwards, date).toEqual(backwards);
      // A day after which nothing moved reads the current stock rows and the day totals instead.
      const current = (await listInventoryByDate({ db, organisationId, query: { ...query, date } })).page;
      expect(current, date).toEqual(backwards);
      for (const warehouse of [ledger.alpha.id, ledger.beta.id]) {
        const [one, other] = await Promise.all(
          [undefined, 'backwards' as const].map(
            async (side) =>
              (
                await listInventoryByDate({
                  db,
                  organisationId,
                  side,
                  query: { ...query, date, warehouse_id: warehouse, sort: 'quantity', sortDesc: true },
                })
              ).page,
          ),
        );
        expect(one, `${date} ${warehouse}`).toEqual(other);
      }
    }
    // The series sums the kept day totals; each of its points is the list's totals for that day
    // (summed from the movements themselves): the two must agree (the series names a currency at
    // zero on days nothing valued in it was held, the list leaves it out).
    const nonZero = (values: { amount: string }[]) => values.filter((value) => Number(value.amount) !== 0);
    for (const range of [
      { from: '2026-01-03', to: '2026-01-22' },
      { from: '2026-01-12', to: '2026-01-12' },
      { from: isoDay(new Date(now - 10 * DAY_MS)), to: isoDay(new Date(now)) },
    ]) {
      const { series } = await inventoryByDateSeries({ db, organisationId, query: range });
      for (const point of series.points) {
        const { totals } = (
          await listInventoryByDate({ db, organisationId, query: { ...query, date: point.date } })
        ).page;
        expect({ units: point.units, values: nonZero(point.values) }, point.date).toEqual({
          units: totals.units,
          values: nonZero(totals.values),
        });
      }
    }
    // HAT: +50 in January, −20 three days ago.
    const hat = async (day: string) =>
      (await byDate(`date=${day}&search=HAT`)).data.map((row) => row.quantity);
    expect(await hat(isoDay(new Date(now - 5 * DAY_MS)))).toEqual([50]);
    expect(await hat(isoDay(new Date(now - DAY_MS)))).toEqual([30]);
    expect(await hat('2026-01-06')).toEqual([50]);
    expect(await hat('2026-01-04')).toEqual([]);
  });

  it('pages and sorts by SKU, quantity and value, and searches SKUs and product names', async () => {
    const page = (query: string) => byDate(`date=2026-01-12&per_page=2&${query}`);
    const first = await page('sort=quantity&sortDesc=true');
    expect(brief(first).map((row) => [row[0], row[2]])).toEqual([
      ['HAT', 50],
      ['BAG', 7],
    ]);
    expect(first.meta).toEqual({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    // Totals cover every page, not only the one shown.
    expect(first.totals.units).toBe(70);
    const second = await page('sort=quantity&sortDesc=true&page=2');
    expect(brief(second).map((row) => [row[0], row[1], row[2]])).toEqual([
      ['MUG', 'Alpha', 7],
      ['CUP', 'Alpha', 4],
    ]);
    const third = await page('sort=quantity&sortDesc=true&page=3');
    expect(brief(third).map((row) => [row[0], row[1]])).toEqual([['MUG', 'Beta']]);
    // Past the end: no rows, but the count and totals still.
    const beyond = await page('page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(5);
    expect(beyond.totals.units).toBe(70);

    const ascending = await byDate('date=2026-01-12&sort=quantity');
    expect(ascending.data.map((row) => row.quantity)).toEqual([2, 4, 7, 7, 50]);
    const byValue = await byDate('date=2026-01-12&sort=value&sortDesc=true');
    // Rows without COGS last, whichever the direction.
    expect(byValue.data.map((row) => row.value)).toEqual(['40.00', '17.50', '5.00', null, null]);
    const bySkuDesc = await byDate('date=2026-01-12&sort=sku_id&sortDesc=true');
    expect(bySkuDesc.data.map((row) => `${row.sku.sku_id}@${row.warehouse.name}`)).toEqual([
      'MUG@Beta',
      'MUG@Alpha',
      'HAT@Alpha',
      'CUP@Alpha',
      'BAG@Beta',
    ]);

    expect(brief(await byDate('date=2026-01-12&search=mug')).map((row) => row[1])).toEqual(['Alpha', 'Beta']);
    expect(brief(await byDate('date=2026-01-12&search=coffee')).map((row) => row[0])).toEqual(['CUP']);
    const beta = await byDate(`date=2026-01-12&warehouse_id=${ledger.beta.id}`);
    expect(brief(beta).map((row) => row[0])).toEqual(['BAG', 'MUG']);
    expect(beta.totals).toEqual({
      units: 9,
      values: [{ currency: 'USD', amount: '5.00' }],
      units_without_cogs: 7,
    });
  });

  it('refuses a date that is not one (422)', async () => {
    for (const date of ['2026-02-30', 'yesterday', '2026-1-5', '0001-01-01', '9999-12-31']) {
      const response = await client.get(`${base}/inventory/by-date?date=${date}`);
      expect(response.status, date).toBe(422);
      expect(response.body.errors, date).toHaveProperty('date');
    }
    const sort = await client.get(`${base}/inventory/by-date?sort=name`);
    expect(sort.status).toBe(422);
  });
});

describe('inventory by date: the series', () => {
  it('gives total units and value per currency at the end of each day', async () => {
    const data = await series('from=2026-01-09&to=2026-01-13');
    expect(data.bucket).toBe('day');
    const zero = [
      { currency: 'EUR', amount: '0.00' },
      { currency: 'USD', amount: '0.00' },
    ];
    expect(data.points).toEqual([
      { date: '2026-01-09', units: 50, values: zero },
      {
        date: '2026-01-10',
        units: 60,
        values: [
          { currency: 'EUR', amount: '0.00' },
          { currency: 'USD', amount: '25.00' },
        ],
      },
      {
        date: '2026-01-11',
        units: 64,
        values: [
          { currency: 'EUR', amount: '40.00' },
          { currency: 'USD', amount: '25.00' },
        ],
      },
      {
        date: '2026-01-12',
        units: 70,
        values: [
          { currency: 'EUR', amount: '40.00' },
          { currency: 'USD', amount: '22.50' },
        ],
      },
      {
        date: '2026-01-13',
        units: 70,
        values: [
          { currency: 'EUR', amount: '40.00' },
          { currency: 'USD', amount: '22.50' },
        ],
      },
    ]);
    const beta = await series(`from=2026-01-11&to=2026-01-12&warehouse_id=${ledger.beta.id}`);
    expect(beta.points.map((point) => point.units)).toEqual([0, 9]);
  });

  it('agrees with the list on every day, and goes weekly over long ranges, stopping at today', async () => {
    const today = (await byDate('')).date;
    const data = await series(`from=2026-01-01&to=2026-12-31`);
    expect(data.bucket).toBe('week');
    const dates = data.points.map((point) => point.date);
    expect(dates.at(-1)).toBe(today < '2026-12-31' ? today : '2026-12-31');
    for (const date of dates.slice(0, -1)) expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(0);
    const checked = [data.points[0], data.points[1], data.points[2], data.points.at(-2), data.points.at(-1)];
    for (const point of checked) {
      if (!point) continue;
      const listed = await byDate(`date=${point.date}&per_page=1`);
      expect(point.units, point.date).toBe(listed.totals.units);
      expect(
        point.values.filter((value) => value.amount !== '0.00'),
        point.date,
      ).toEqual(listed.totals.values.filter((value) => value.amount !== '0.00'));
    }
    // A daily range from January to a recent day: every day agrees with the list's totals.
    const daily = await series(`from=2026-01-03&to=2026-01-22`);
    for (const point of daily.points) {
      expect(point.units, point.date).toBe((await byDate(`date=${point.date}&per_page=1`)).totals.units);
    }
    // Nothing after today.
    const future = await series('from=2999-01-01&to=2999-01-31');
    expect(future.points).toEqual([]);
  });

  it('refuses from after to, a range over two years, and bad dates (422)', async () => {
    const backwards = await client.get(`${base}/inventory/by-date/series?from=2026-01-10&to=2026-01-01`);
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toHaveProperty('from');
    const long = await client.get(`${base}/inventory/by-date/series?from=2024-01-01&to=2026-01-02`);
    expect(long.status).toBe(422);
    expect(long.body.errors).toHaveProperty('to');
    expect((await client.get(`${base}/inventory/by-date/series?from=2024-01-01&to=2026-01-01`)).status).toBe(
      200,
    );
    const bad = await client.get(`${base}/inventory/by-date/series?from=2026-13-01&to=2026-12-01`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('from');
    expect((await client.get(`${base}/inventory/by-date/series?from=2026-01-01`)).status).toBe(422);
    const words = await client.get(`${base}/inventory/by-date/series?from=undefined&to=undefined`);
    expect(words.status).toBe(422);
    expect(Object.keys(words.body.errors).sort()).toEqual(['from', 'to']);
  });
});

describe('inventory by date: tenants and time zones', () => {
  it('never shows another organisation’s stock, even filtered by its warehouse', async () => {
    const other = await catalogOrganisation(server);
    const theirs = await insertWarehouse(server, other.organisation.id, 'Theirs');
    const theirSku = await seedSku(server.ctx.db, other.organisation.id, { skuId: 'MUG' });
    await record(other.organisation.id, [[theirs.id, theirSku.id, 99, new Date('2026-01-11T10:00:00Z')]]);

    const mine = await byDate(`date=2026-01-12&warehouse_id=${theirs.id}`);
    expect(mine.data).toEqual([]);
    expect(mine.totals.units).toBe(0);
    const mySeries = await series(`from=2026-01-11&to=2026-01-12&warehouse_id=${theirs.id}`);
    expect(mySeries.points.map((point) => point.units)).toEqual([0, 0]);

    const theirList = await other.client.get(`${other.base}/inventory/by-date?date=2026-01-12`);
    expect(brief(theirList.body as InventoryByDatePage)).toEqual([['MUG', 'Theirs', 99, null, null]]);
    const mineFromThem = await other.client.get(
      `${other.base}/inventory/by-date?date=2026-01-12&warehouse_id=${ledger.alpha.id}`,
    );
    expect((mineFromThem.body as InventoryByDatePage).data).toEqual([]);
    // Their organisation's URL is not mine to read.
    expect((await client.get(`${other.base}/inventory/by-date`)).status).toBe(404);
  });

  it('ends days at midnight in the organisation’s time zone', async () => {
    const account = await catalogOrganisation(server);
    const organisationId = account.organisation.id;
    const warehouse = await insertWarehouse(server, organisationId, 'East');
    const sku = await seedSku(server.ctx.db, organisationId, { skuId: 'LATE' });
    await server.ctx.db.insert(forecastSettings).values({ organisationId, timeZone: 'America/New_York' });
    // 03:00 UTC on the 13th is 22:00 on the 12th in New York.
    await record(organisationId, [[warehouse.id, sku.id, 3, new Date('2026-01-13T03:00:00Z')]]);
    const get = async (query: string) =>
      (await account.client.get(`${account.base}/inventory/by-date?${query}`)).body as InventoryByDatePage;
    const twelfth = await get('date=2026-01-12');
    expect(twelfth.time_zone).toBe('America/New_York');
    expect(twelfth.totals.units).toBe(3);
    expect((await get('date=2026-01-11')).totals.units).toBe(0);
    const points = (
      await account.client.get(`${account.base}/inventory/by-date/series?from=2026-01-11&to=2026-01-13`)
    ).body.data as InventoryByDateSeries;
    expect(points.points.map((point) => point.units)).toEqual([0, 3, 3]);
  });
});
