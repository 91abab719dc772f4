import type { Transaction } from '../../db/client.ts';
import { yieldToRequests } from '../../lib/yield-to-requests.ts';
import { lineKey } from '../report-sources/line-keys.domain.ts';
import { writeSettlementLines } from '../store-orders/settlement-report.writer.ts';
import { recordOrdersOfSource, recordReturnsOfSource } from '../store-orders/store-orders.usecases.ts';
import type { DemoCatalogIds } from './demo-catalog.usecase.ts';
import { type DemoDailySale, type DemoOrder, planDemoOrders } from './demo-orders.domain.ts';
import { analyseLedgerTables, demoDailySales } from './demo-orders.repository.ts';
import { type DemoSettlement, planDemoSettlement } from './demo-settlement.domain.ts';
import type { DemoChannel, DemoRegion } from './demo-world.domain.ts';
import { createRandom, deriveSeed } from './random.domain.ts';

/**
 * How far back the demo's store orders go: two weeks fill the Orders screen and its filters and
 * keep the first start quick (the demo sells ~900 orders a day; 30 days added 8 s to it on PGlite).
 */
export const DEMO_ORDER_DAYS = 14;
const ORDERS_PER_STATEMENT = 2_000;
/** Orders of 50 to 95 days ago kept for their refunds (their other orders are not written). */
const OLDER_REFUNDED_ORDERS = 60;
const OLDER_FROM_DAYS = 95;
const OLDER_UNTIL_DAYS = 50;
const DAY_MS = 86_400_000;

/**
 * Writes the store orders behind the last DEMO_ORDER_DAYS of the demo ledger's sales (see
 * planDemoOrders), through the same upsert the orders report's writer uses, under the report
 * source of each marketplace's region; then their fees and refunds, and a few older refunded
 * orders, as settlement and returns reports would have (planDemoSettlement), through those
 * writers' paths. Answers how many orders.
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
  const channelIdOf = (channel: DemoChannel) => {
    const id = ids.channels.get(channel.key);
    if (id === undefined) throw new Error(`demo channel ${channel.key} was not created`);
    return id;
  };
  const planned = planDemoOrders(sales, createRandom(deriveSeed(seed, 4, 0)), now, channelIdOf);
  const older = await olderRefundedOrders(tx, { organisationId, now, seed, warehouseKeys, channelIdOf });
  const settlements = planDemoSettlement(planned, older, createRandom(deriveSeed(seed, 4, 2)), now);
  for (const region of ['NA', 'EU'] as const satisfies readonly DemoRegion[]) {
    const reportSourceId = ids.sources.get(region);
    if (reportSourceId === undefined) throw new Error(`demo report source ${region} was not created`);
    // The settlement first: the orders' upsert then gives each new item its fees from the fee
    // lines kept (the path of a settlement processed before its orders report), which on a fresh
    // database is cheaper than setting the fees of items afterwards.
    const settlement = settlements.find((entry) => entry.region === region);
    if (settlement) await writeDemoSettlement(tx, { organisationId, reportSourceId, settlement });
    const orders = [...older, ...planned]
      .filter((order) => order.region === region)
      .map((order) => order.order);
    await writeInChunks(orders, ORDERS_PER_STATEMENT, (chunk) =>
      recordOrdersOfSource({ tx, organisationId, reportSourceId, orders: chunk }),
    );
  }
  return planned.length + older.length;
}

/** Chunk by chunk, with a turn of the event loop between them for the requests of a server that fills the demo as it runs. */
async function writeInChunks<T>(items: readonly T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) {
    await write(items.slice(start, start + size));
    await yieldToRequests();
  }
}

/**
 * A few orders of two to three months ago, one unit each, picked from that time's ledger sales:
 * the demo keeps only these of that time, for their refunds (planDemoSettlement).
 */
async function olderRefundedOrders(
  tx: Transaction,
  {
    organisationId,
    now,
    seed,
    warehouseKeys,
    channelIdOf,
  }: {
    organisationId: number;
    now: Date;
    seed: number;
    warehouseKeys: Map<number, string>;
    channelIdOf: (channel: DemoChannel) => number;
  },
): Promise<DemoOrder[]> {
  const sales = await demoDailySales(tx, {
    organisationId,
    since: new Date(now.getTime() - OLDER_FROM_DAYS * DAY_MS),
    until: new Date(now.getTime() - OLDER_UNTIL_DAYS * DAY_MS),
    warehouseKeyOf: (id) => warehouseKeys.get(id),
  });
  const random = createRandom(deriveSeed(seed, 4, 1));
  const picked: DemoDailySale[] = [];
  for (const sale of sales)
    if (random.chance(OLDER_REFUNDED_ORDERS / Math.max(sales.length, 1))) picked.push({ ...sale, units: 1 });
  return planDemoOrders(picked, random, now, channelIdOf).filter(({ order }) => order.status === 'Shipped');
}

/**
 * The demo's refunds and fees through the settlement writer's own path, and its returns as the
 * returns report keeps them (store orders' use case), each with the idempotency key a report's
 * line would have.
 */
async function writeDemoSettlement(
  tx: Transaction,
  {
    organisationId,
    reportSourceId,
    settlement,
  }: { organisationId: number; reportSourceId: number; settlement: DemoSettlement },
): Promise<void> {
  await writeInChunks(settlement.orders, ORDERS_PER_STATEMENT, (chunk) =>
    writeSettlementLines(tx, {
      organisationId,
      reportSourceId,
      reportRequestId: null,
      lines: chunk.flat().map((row, index) => ({ line: index + 2, row })),
    }),
  );
  await recordReturnsOfSource({
    tx,
    organisationId,
    reportSourceId,
    returns: settlement.returns.map((item) => ({
      idempotencyKey: lineKey(
        'demo-return',
        reportSourceId,
        [item.orderId, item.sellerSku, item.returnDate.toISOString()],
        0,
      ),
      orderId: item.orderId,
      returnDate: item.returnDate,
      skuId: item.skuId,
      sellerSku: item.sellerSku,
      asin: null,
      fnsku: null,
      quantity: item.quantity,
      fulfillmentCenter: null,
      disposition: 'SELLABLE',
      reason: 'UNWANTED_ITEM',
      status: 'Unit returned to inventory',
      licensePlateNumber: null,
      customerComments: null,
    })),
  });
}
