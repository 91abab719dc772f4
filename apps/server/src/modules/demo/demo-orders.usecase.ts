import type { Transaction } from '../../db/client.ts';
import { upsertReportedOrders } from '../store-orders/store-orders-ingest.repository.ts';
import type { DemoCatalogIds } from './demo-catalog.repository.ts';
import { analyseLedgerTables, demoDailySales } from './demo-orders.repository.ts';
import { planDemoOrders } from './demo-orders.ts';
import type { DemoRegion } from './demo-world.ts';
import { createRandom, deriveSeed } from './random.ts';

/**
 * How far back the demo's store orders go: two weeks fill the Orders screen and its filters and
 * keep the first start quick (the demo sells ~900 orders a day; 30 days added 8 s to it on PGlite).
 */
export const DEMO_ORDER_DAYS = 14;
const ORDERS_PER_STATEMENT = 2_000;

/**
 * Writes the store orders behind the last DEMO_ORDER_DAYS of the demo ledger's sales (see
 * planDemoOrders), through the same upsert the orders report's writer uses, under the report
 * source of each marketplace's region. Answers how many orders.
 */
export async function seedDemoOrders(
  tx: Transaction,
  {
    organisationId,
    ids,
    seed,
    now,
  }: { organisationId: number; ids: DemoCatalogIds; seed: number; now: Date },
): Promise<number> {
  // The ledger was written in this same transaction: without statistics the planner takes the
  // sales query over a nested loop (it ran for over 12 minutes at 50,000 SKUs on PostgreSQL).
  await analyseLedgerTables(tx);
  const warehouseKeys = new Map([...ids.warehouses].map(([key, id]) => [id, key]));
  const sales = await demoDailySales(tx, {
    organisationId,
    // Whole UTC days: the first day's sales all, not those after this hour.
    since: new Date(Math.floor(now.getTime() / 86_400_000 - DEMO_ORDER_DAYS) * 86_400_000),
    warehouseKeyOf: (id) => warehouseKeys.get(id),
  });
  const planned = planDemoOrders(sales, createRandom(deriveSeed(seed, 4, 0)), now, (channel) => {
    const id = ids.channels.get(channel.key);
    if (id === undefined) throw new Error(`demo channel ${channel.key} was not created`);
    return id;
  });
  for (const region of ['NA', 'EU'] as const satisfies readonly DemoRegion[]) {
    const reportSourceId = ids.sources.get(region);
    if (reportSourceId === undefined) throw new Error(`demo report source ${region} was not created`);
    const orders = planned.filter((order) => order.region === region).map((order) => order.order);
    for (let start = 0; start < orders.length; start += ORDERS_PER_STATEMENT)
      await upsertReportedOrders(tx, {
        organisationId,
        reportSourceId,
        reportRequestId: null,
        orders: orders.slice(start, start + ORDERS_PER_STATEMENT),
      });
  }
  return planned.length;
}
