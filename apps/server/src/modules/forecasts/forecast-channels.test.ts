import type { ForecastDetail, ReportType } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { forecastList, isoDay, recomputed, today as todayDay } from '../../testing/forecast-fixtures.ts';
import { seedSku } from '../../testing/ledger-fixtures.ts';
import { orderLine, outcome, report, upload } from '../../testing/report-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { salesChannels } from '../sales-channels/sales-channels.tables.ts';

const server = useTestServer();
const today = todayDay();
const ORDERS: ReportType = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';

async function detail(client: TestClient, base: string, skuId: number): Promise<ForecastDetail> {
  const response = await client.get(`${base}/forecasts/${skuId}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

const at = (day: number) => `${isoDay(day)}T10:00:00+00:00`;

/**
 * SPLIT-1 ordered every day of the last 60: 3 units on Amazon.co.uk and 1 on Amazon.de (Amazon's
 * storefronts: channels the upload sets up), one large Amazon.de order that was cancelled, 5 units
 * on a shop without a channel ("Non-Amazon") 100 days ago, and orders today (not in any window yet).
 */
async function ordersOnTwoChannels() {
  const owner = await signUp(server);
  const base = `/api/organisations/${owner.organisation.ulid}`;
  const source = await owner.client.post(`${base}/report-sources`, {
    name: 'Seller Central',
    type: 'manual',
  });
  expect(source.status, JSON.stringify(source.body)).toBe(201);
  const lines = [];
  for (let day = today - 60; day < today; day++) {
    lines.push(orderLine(`UK-${day}`, 'SPLIT-1', { 'purchase-date': at(day), quantity: '3' }));
    lines.push(orderLine(`DE-${day}`, 'SPLIT-1', { 'purchase-date': at(day), 'sales-channel': 'Amazon.de' }));
  }
  lines.push(
    orderLine('DE-CANCELLED', 'SPLIT-1', {
      'purchase-date': at(today - 3),
      'sales-channel': 'Amazon.de',
      'order-status': 'Cancelled',
      quantity: '50',
    }),
    orderLine('SHOP-1', 'SPLIT-1', {
      'purchase-date': at(today - 100),
      'sales-channel': 'Non-Amazon',
      quantity: '5',
    }),
    orderLine('DE-TODAY', 'SPLIT-1', {
      'purchase-date': new Date().toISOString(),
      'sales-channel': 'Amazon.de',
      quantity: '9',
    }),
  );
  const fields = { report_source_id: String(source.body.data.id), report_type: ORDERS };
  const done = await outcome(
    owner.client,
    base,
    (await upload(owner.client, base, fields, report(ORDERS, lines))).id,
  );
  expect(done.status, JSON.stringify(done)).toBe('PROCESSED');
  // Processing queued the SKU it wrote; the recompute job forecasts it.
  const rows = await recomputed(owner.client, base, (all) => all.some((row) => row.model !== null));
  const sku = rows.find((row) => row.sku.sku_id === 'SPLIT-1');
  expect(sku).toBeDefined();
  const channels = await server.ctx.db
    .select({ id: salesChannels.id, name: salesChannels.name })
    .from(salesChannels)
    .where(eq(salesChannels.organisationId, owner.organisation.id));
  const idOf = (name: string) => channels.find((channel) => channel.name === name)?.id;
  return { owner, base, idOf, skuId: sku?.sku.id as number, daily: sku?.daily_demand as number };
}

describe('forecasts per sales channel', () => {
  it("splits the SKU's forecast by each channel's share of the units ordered over 90 days", async () => {
    const { owner, base, idOf, skuId, daily } = await ordersOnTwoChannels();
    const forecast = await detail(owner.client, base, skuId);

    expect(
      forecast.channels.map(({ key, sales_channel_id, name, share, units_30d }) => ({
        key,
        sales_channel_id,
        name,
        share,
        units_30d,
      })),
    ).toEqual([
      // 180 and 60 units over the window (the cancelled 50 and today's 9 not counted): 3:1.
      {
        key: `id:${idOf('Amazon.co.uk')}`,
        sales_channel_id: idOf('Amazon.co.uk'),
        name: 'Amazon.co.uk',
        share: 0.75,
        units_30d: 90,
      },
      {
        key: `id:${idOf('Amazon.de')}`,
        sales_channel_id: idOf('Amazon.de'),
        name: 'Amazon.de',
        share: 0.25,
        units_30d: 30,
      },
      // Ordered before the window only: a channel of its name, with no share of the forecast.
      { key: 'name:Non-Amazon', sales_channel_id: null, name: 'Non-Amazon', share: 0, units_30d: 0 },
    ]);
    const [uk, de, shop] = forecast.channels;
    expect(uk?.daily_demand).toBeCloseTo(0.75 * daily, 2);
    expect(de?.daily_demand).toBeCloseTo(0.25 * daily, 2);

    // The points are the SKU's times the share, day by day; the cover units their sum.
    expect(uk?.points).toHaveLength(forecast.points.length);
    expect(forecast.points.length).toBe(365);
    forecast.points.forEach((point, i) => {
      expect(uk?.points[i]?.date).toBe(point.date);
      expect(uk?.points[i]?.units).toBeCloseTo(0.75 * point.units, 2);
      expect(shop?.points[i]?.units).toBe(0);
    });
    const coverDays = forecast.replenishment?.cover_days ?? 0;
    const skuCover = forecast.points.slice(0, coverDays).reduce((sum, point) => sum + point.units, 0);
    expect(de?.cover_units).toBeCloseTo(0.25 * skuCover, 2);

    // The history: the SKU's days, each channel's units ordered that day.
    expect(forecast.history[0]?.date).toBe(isoDay(today - 100));
    for (const channel of forecast.channels) {
      expect(channel.history.map((point) => point.date)).toEqual(forecast.history.map((point) => point.date));
    }
    const unitsOn = (channel: ForecastDetail['channels'][number] | undefined, day: number) =>
      channel?.history.find((point) => point.date === isoDay(day))?.units;
    expect(unitsOn(uk, today - 1)).toBe(3);
    expect(unitsOn(de, today - 3)).toBe(1);
    expect(unitsOn(shop, today - 100)).toBe(5);
    expect(unitsOn(de, today - 80)).toBe(0);
    forecast.history.forEach((point, i) => {
      const sum = forecast.channels.reduce((total, channel) => total + (channel.history[i]?.units ?? 0), 0);
      expect(sum).toBe(point.units);
    });
  });

  it("keeps a SKU's channels to its organisation, and shows none for a SKU without orders", async () => {
    const { owner, base, skuId } = await ordersOnTwoChannels();
    const outsider = await signUp(server);
    const outsiderBase = `/api/organisations/${outsider.organisation.ulid}`;
    expect((await outsider.client.get(`${outsiderBase}/forecasts/${skuId}`)).status).toBe(404);
    expect((await outsider.client.get(`${base}/forecasts/${skuId}`)).status).toBe(404);
    expect(await forecastList(outsider.client, outsiderBase)).toEqual([]);

    const quiet = await seedSku(server.ctx.db, owner.organisation.id, { skuId: 'QUIET-1' });
    await owner.client.post(`${base}/forecasts/recompute`, {});
    await recomputed(owner.client, base, (all) => all.every((row) => row.generated_at !== null));
    expect((await detail(owner.client, base, quiet.id)).channels).toEqual([]);
    expect((await detail(owner.client, base, skuId)).channels).toHaveLength(3);
  });
});
