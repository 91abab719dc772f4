import type { ReportType, SalesChannel, SalesChannelPerformance } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { orderLine, outcome, report, upload } from '../../testing/report-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';

const server = useTestServer();
const ORDERS: ReportType = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';
const RETURNS: ReportType = 'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA';

describe('a sales channel’s performance', () => {
  it('adds up its orders per week, ranks its SKUs, and counts the returns rate; cancelled orders and other channels stay out', async () => {
    const { client, base } = await catalogOrganisation(server);
    const source = await client.post(`${base}/report-sources`, { name: 'Files', type: 'manual' });
    const fields = { report_source_id: String((source.body.data as { id: number }).id) };
    const day = (date: string) => ({ 'purchase-date': `${date}T10:00:00+00:00` });
    const orders = report(ORDERS, [
      orderLine('203-1', 'MUG', { ...day('2026-11-02'), quantity: '2', 'item-price': '20.00' }),
      orderLine('203-1', 'CUP', { ...day('2026-11-02'), 'item-price': '5.00' }),
      orderLine('203-2', 'MUG', { ...day('2026-11-04'), 'item-price': '10.00' }),
      orderLine('203-3', 'CUP', { ...day('2026-11-10'), 'item-price': '5.00' }),
      orderLine('203-4', 'MUG', { ...day('2026-11-11'), 'order-status': 'Cancelled', 'item-price': '' }),
      orderLine('303-1', 'MUG', { ...day('2026-11-11'), 'sales-channel': 'Amazon.de', currency: 'EUR' }),
    ]);
    const processed = await upload(client, base, { ...fields, report_type: ORDERS }, orders);
    expect((await outcome(client, base, processed.id)).status).toBe('PROCESSED');
    const returns = report(RETURNS, [
      {
        'return-date': '2026-11-12T09:00:00+00:00',
        'order-id': '203-1',
        sku: 'MUG',
        quantity: '1',
        'detailed-disposition': 'SELLABLE',
      },
    ]);
    const returned = await upload(client, base, { ...fields, report_type: RETURNS }, returns);
    expect((await outcome(client, base, returned.id)).status).toBe('PROCESSED');

    const channels = (await client.get(`${base}/sales-channels`)).body.data as SalesChannel[];
    const uk = channels.find((channel) => channel.name === 'Amazon.co.uk') as SalesChannel;
    const response = await client.get(
      `${base}/sales-channels/${uk.id}/performance?interval=week&from=2026-11-01&to=2026-11-15`,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const performance = response.body.data as SalesChannelPerformance;
    expect(performance).toMatchObject({
      interval: 'week',
      from: '2026-11-01',
      to: '2026-11-15',
      currency: 'GBP',
    });
    // Weeks start on Monday: 2 November, then 9 November (1 November, a Sunday, belongs to 26 October).
    expect(performance.series).toEqual([
      { period: '2026-11-02', orders: 2, units: 4, revenue: '35.00' },
      { period: '2026-11-09', orders: 1, units: 1, revenue: '5.00' },
    ]);
    expect(performance.totals).toEqual({
      orders: 3,
      units: 5,
      revenue: '40.00',
      returned_units: 1,
      returns_rate: 0.2,
    });
    expect(performance.top_skus.map((sku) => [sku.seller_sku, sku.units, sku.revenue])).toEqual([
      ['MUG', 3, '30.00'],
      ['CUP', 2, '10.00'],
    ]);

    const byDay = (
      await client.get(
        `${base}/sales-channels/${uk.id}/performance?interval=day&from=2026-11-04&to=2026-11-04`,
      )
    ).body.data as SalesChannelPerformance;
    expect(byDay.series).toEqual([{ period: '2026-11-04', orders: 1, units: 1, revenue: '10.00' }]);
    // Empty days are filled up to today at most: a far `to` adds no future zeros.
    const farResponse = await client.get(
      `${base}/sales-channels/${uk.id}/performance?interval=day&from=2026-11-01&to=2999-12-31`,
    );
    expect(farResponse.status, JSON.stringify(farResponse.body)).toBe(200);
    const far = farResponse.body.data as SalesChannelPerformance;
    const today = new Date().toISOString().slice(0, 10);
    expect(far.series.at(-1)?.period).toBe(today < '2026-11-11' ? '2026-11-11' : today);
    expect(far.series.length).toBeLessThan(3_000);
    // Days without an order are zeros from the first sale on, not a line drawn across the gap.
    const gaps = (
      await client.get(
        `${base}/sales-channels/${uk.id}/performance?interval=day&from=2026-11-01&to=2026-11-05`,
      )
    ).body.data as SalesChannelPerformance;
    expect(gaps.series.map((point) => [point.period, point.orders, point.revenue])).toEqual([
      ['2026-11-02', 1, '25.00'],
      ['2026-11-03', 0, '0.00'],
      ['2026-11-04', 1, '10.00'],
      ['2026-11-05', 0, '0.00'],
    ]);

    const backwards = await client.get(
      `${base}/sales-channels/${uk.id}/performance?from=2026-11-10&to=2026-11-01`,
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toHaveProperty('from');
    const other = await catalogOrganisation(server);
    expect((await other.client.get(`${other.base}/sales-channels/${uk.id}/performance`)).status).toBe(404);
  });
});
