import type { Dashboard } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { created } from '../../testing/catalog-fixtures.ts';
import { signUp } from '../../testing/fixtures.ts';
import {
  isoDay,
  recomputed,
  sellingHistory,
  sellingOrganisation,
  today,
} from '../../testing/forecast-fixtures.ts';
import { seedSku } from '../../testing/ledger-fixtures.ts';
import { orderLine, outcome, report, upload } from '../../testing/report-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { skus } from '../skus/skus.tables.ts';

const server = useTestServer();

async function dashboard(client: TestClient, base: string, query = ''): Promise<Dashboard> {
  const response = await client.get(`${base}/dashboard${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** An orders report with `count` orders of BOTTLE-1 yesterday on Amazon.co.uk and one on Amazon.de. */
async function uploadOrders(client: TestClient, base: string, count: number) {
  const source = await created(client.post(`${base}/report-sources`, { name: 'Files', type: 'manual' }));
  const yesterday = `${isoDay(today() - 1)}T10:00:00+00:00`;
  const lines = Array.from({ length: count }, (_, i) =>
    orderLine(`202-000000${i}-1`, 'BOTTLE-1', { 'purchase-date': yesterday, quantity: '2' }),
  );
  lines.push(
    orderLine('302-0000001-1', 'BOTTLE-1', { 'purchase-date': yesterday, 'sales-channel': 'Amazon.de' }),
  );
  const request = await upload(
    client,
    base,
    {
      report_source_id: String(source.id),
      report_type: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
    },
    report('GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL', lines),
  );
  expect((await outcome(client, base, request.id)).status).toBe('PROCESSED');
}

describe('the dashboard', () => {
  it('draws sales per day, stock at the end of each day and units per channel', async () => {
    const { owner, base } = await sellingOrganisation(server);
    const before = await dashboard(owner.client, base, '?days=30');
    expect(before.sales).toHaveLength(30);
    expect(before.to).toBe(isoDay(today()));
    expect(before.sales.at(-1)).toEqual({ date: isoDay(today()), units: 0 });
    expect(before.sales.at(-2)).toEqual({ date: isoDay(today() - 1), units: 4 });
    // 500 received 100 days ago, 4 sold a day: 100 left now, 104 at the end of the day before yesterday.
    expect(before.stock.at(-1)).toEqual({ date: isoDay(today()), units: 100 });
    expect(before.stock.at(-2)).toEqual({ date: isoDay(today() - 1), units: 100 });
    expect(before.stock.at(-3)).toEqual({ date: isoDay(today() - 2), units: 104 });
    expect(before.stock[0]).toEqual({ date: isoDay(today() - 29), units: 212 });
    expect(before.channels).toEqual([]);

    await uploadOrders(owner.client, base, 5);
    const after = await dashboard(owner.client, base, '?days=30');
    // Yesterday's orders (11 units) say more than its ledger (4): the larger counts.
    expect(after.sales.at(-2)).toEqual({ date: isoDay(today() - 1), units: 11 });
    expect(after.channels).toEqual([
      { name: 'Amazon.co.uk', units: 10, orders: 5 },
      { name: 'Amazon.de', units: 1, orders: 1 },
    ]);
    // The report queued BOTTLE-1's forecast: it is computed without anyone asking.
    const rows = await recomputed(owner.client, base, (all) =>
      all.some((row) => row.sku.sku_id === 'BOTTLE-1' && row.model !== null),
    );
    // IDLE-1 was queued when it was created (migration 0035): computed too, with nothing to model.
    const idle = rows.find((row) => row.sku.sku_id === 'IDLE-1');
    expect(idle?.generated_at).not.toBeNull();
    expect(idle?.model).toBeNull();
  });

  it('leaves hidden SKUs out of its stock line and the units per warehouse, as the units in stock leave them', async () => {
    const { owner, base, organisation, warehouse } = await sellingOrganisation(server);
    const { db } = server.ctx;
    const old = await seedSku(db, organisation.id, { skuId: 'OLD-1' });
    await sellingHistory(server, {
      organisationId: organisation.id,
      warehouseId: warehouse.id,
      skuId: old.id,
      received: 80,
      perDay: 1,
      days: 40,
    });
    await db.update(skus).set({ isHidden: true }).where(eq(skus.id, old.id));

    const board = await dashboard(owner.client, base, '?days=30');
    // BOTTLE-1 alone, as in the test above: OLD-1's 40 units now and its sales are not in the line.
    expect(board.stock.at(-1)).toEqual({ date: isoDay(today()), units: 100 });
    expect(board.stock[0]).toEqual({ date: isoDay(today() - 29), units: 212 });
    const summary = await owner.client.get(`${base}/stock/summary`);
    expect(summary.status).toBe(200);
    expect(summary.body.data.units).toBe(100);
    expect(summary.body.data.warehouses).toEqual([expect.objectContaining({ name: 'FBA US', units: 100 })]);
  });

  it('refuses other ranges, and shows a new organisation an empty dashboard of its own', async () => {
    const { owner, base } = await sellingOrganisation(server);
    const bad = await owner.client.get(`${base}/dashboard?days=7`);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['days']);
    const year = await dashboard(owner.client, base, '?days=365');
    expect(year.sales).toHaveLength(365);

    const fresh = await signUp(server);
    const freshBase = `/api/organisations/${fresh.organisation.ulid}`;
    expect((await fresh.client.get(`${base}/dashboard`)).status).toBe(404);
    const empty = await dashboard(fresh.client, freshBase);
    expect(empty.sales).toHaveLength(90);
    expect(empty.sales.every((point) => point.units === 0)).toBe(true);
    expect(empty.stock.every((point) => point.units === 0)).toBe(true);
    expect(empty.channels).toEqual([]);
  });
});
