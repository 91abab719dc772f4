import { availableParallelism } from 'node:os';
import {
  DEFAULT_FC_TRANSIT_DAYS,
  inventoryByDateQuerySchema,
  inventoryByDateSeriesQuerySchema,
  purchaseOrderSuggestionQuerySchema,
} from '@backoffice/shared';
import { analyseDatabase } from '../src/db/analyse.ts';
import { inTenant } from '../src/db/tenant-transaction.ts';
import { dayNumber } from '../src/modules/demo/demand.domain.ts';
import { defaultProductCount, planCatalog } from '../src/modules/demo/demo-catalog.domain.ts';
import { createRandom, deriveSeed } from '../src/modules/demo/random.domain.ts';
import { seedDemo } from '../src/modules/demo/seed-demo.usecase.ts';
import { simulateSku } from '../src/modules/demo/stock-simulation.domain.ts';
import type { SkuDayFacts } from '../src/modules/forecasts/engine/demand-history.domain.ts';
import { FORECAST_BATCH, recomputeQueuedForecasts } from '../src/modules/forecasts/forecasts.jobs.ts';
import { forecastList, queueSkus } from '../src/modules/forecasts/forecasts.repository.ts';
import {
  defaultPlanThreads,
  inlinePlanRunner,
  threadPlanRunner,
} from '../src/modules/forecasts/plan-pool.worker.ts';
import { suggestPurchaseOrder } from '../src/modules/forecasts/purchase-order-suggestion.usecase.ts';
import { planSku, type SkuForecastFacts } from '../src/modules/forecasts/sku-forecast.domain.ts';
import {
  inventoryByDateSeries,
  listInventoryByDate,
} from '../src/modules/inventory-by-date/inventory-by-date.usecases.ts';
import { forecastTotals, stockList } from '../src/modules/stock/stock.repository.ts';
import { TestClient } from '../src/testing/test-client.ts';
import { removeBenchOrganisation, startBenchServer } from './bench-server.ts';
import { asBulkLoad, removeLedgerInBulk } from './bulk-load.ts';
import { formatRow, measure } from './measure.ts';

/**
 * Planning at scale (issue 12): the forecasting engine on two years of the demo generator's
 * daily history for 5,000 and 50,000 SKUs; a full recompute through the database (facts read,
 * models, replenishment and health written) for an organisation of `skus` SKUs; and the Stock,
 * Stock Analysis, Inventory by Date, Forecasts and suggested purchase order endpoints at that
 * size, each beside the same queries run directly (the use case or repository in a tenant
 * transaction, no HTTP).
 */
export async function planningBench({
  skus,
  days,
  runs,
  historySkus,
}: {
  skus: number;
  days: number;
  runs: number;
  /** SKUs seeded with two years of history for the end-to-end recompute on long series. */
  historySkus: number;
}) {
  // BENCH_PLANNING=engine,history,endpoints runs only those parts.
  const parts = process.env.BENCH_PLANNING?.split(',');
  const wanted = (part: string) => !parts || parts.includes(part);
  if (wanted('engine')) await engineBench();
  if (wanted('history'))
    await recomputeBench({
      skus: historySkus,
      days: 730,
      runs: 0,
      label: 'two years of history',
      onlyDefaultThreads: true,
    });
  if (wanted('endpoints')) await recomputeBench({ skus, days, runs, label: `${days} days of history` });
}

/** The demo generator's SKUs as the recompute sees them: two years of daily ledger facts. */
function generatedFacts(count: number): SkuForecastFacts[] {
  const days = 730;
  const today = dayNumber(new Date('2026-11-01T00:00:00Z'));
  const window = { firstDay: today - days, days };
  const catalog = planCatalog({ skus: count, products: defaultProductCount(count), days, seed: 42 });
  const warehouses = new Map<string, number>();
  // The demo's Amazon warehouses ('fba-…') are the fulfilment centres; the others are own ones.
  const fulfillmentCenterIds = new Set<number>();
  return catalog.skus.map((sku, index) => {
    const { movements } = simulateSku(sku.simulation, window, createRandom(deriveSeed(42, 2, index)));
    const stockNow = new Map<number, number>();
    const facts: SkuDayFacts[] = movements.map((movement) => {
      if (!warehouses.has(movement.warehouse)) warehouses.set(movement.warehouse, warehouses.size + 1);
      const warehouseId = warehouses.get(movement.warehouse) as number;
      if (movement.warehouse.startsWith('fba-')) fulfillmentCenterIds.add(warehouseId);
      stockNow.set(warehouseId, (stockNow.get(warehouseId) ?? 0) + movement.quantity);
      return {
        day: movement.day,
        warehouseId,
        net: movement.quantity,
        sold: movement.type === 'sale' ? -movement.quantity : 0,
        received: movement.type === 'receipt' ? movement.quantity : 0,
      };
    });
    return {
      today,
      historyDays: days,
      movements: facts,
      stockNow,
      orderedUnits: new Map(),
      transferArrivals: [],
      purchaseOrderArrivals: [],
      minStock: 10,
      leadDays: 45,
      coverDays: 30,
      fulfillmentCenterIds,
      transitDays: DEFAULT_FC_TRANSIT_DAYS,
      casePack: 12,
      unitCost: { amount: 1_250, currency: 'USD' },
      overrides: [],
      horizon: 365,
    };
  });
}

async function engineBench() {
  const distinct = 5_000;
  const started = performance.now();
  const facts = generatedFacts(distinct);
  console.log(
    `Forecasting engine on two years of daily history (${distinct} distinct demo SKUs, generated in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const count of [5_000, 50_000]) {
    const models = new Map<string, number>();
    const begin = performance.now();
    for (let i = 0; i < count; i++) {
      const plan = planSku(facts[i % distinct] as SkuForecastFacts);
      const model = plan.fit?.model ?? 'none';
      models.set(model, (models.get(model) ?? 0) + 1);
    }
    const seconds = (performance.now() - begin) / 1000;
    console.log(
      `  ${String(count).padStart(6)} SKUs: ${seconds.toFixed(1)} s on one core (${((seconds * 1000) / count).toFixed(2)} ms a SKU: backtests of 4 models, refit, 365 days with bands, replenishment, health)`,
    );
    if (count === 5_000)
      console.log(`         chosen: ${[...models].map(([name, n]) => `${name} ${n}`).join(', ')}`);
    if (count === 5_000) await threadsBench(facts, seconds);
  }
  console.log();
}

/** The same 5,000 SKUs in batches of FORECAST_BATCH on worker threads, one per core. */
async function threadsBench(facts: SkuForecastFacts[], oneCoreSeconds: number) {
  const threads = availableParallelism();
  const runner = threadPlanRunner({ threads });
  const batches: SkuForecastFacts[][] = [];
  for (let i = 0; i < facts.length; i += FORECAST_BATCH) batches.push(facts.slice(i, i + FORECAST_BATCH));
  await runner.plan(batches[0] as SkuForecastFacts[]); // start the threads outside the measure
  const begin = performance.now();
  await Promise.all(batches.map((batch) => runner.plan(batch)));
  const seconds = (performance.now() - begin) / 1000;
  await runner.close();
  console.log(
    `    on ${threads} worker threads: ${seconds.toFixed(1)} s (${(oneCoreSeconds / seconds).toFixed(2)}× one core; facts and plans copied between threads)`,
  );
}

const DISTINCT_HISTORIES = 1_000;

/**
 * The suggested purchase order of the supplier with the most products into each warehouse of the
 * first page (every line: the supplier's SKUs planned per region), beside the use case alone.
 */
async function suggestionBench({
  client,
  base,
  runs,
  direct,
  organisationId,
}: {
  organisationId: number;
  client: TestClient;
  base: string;
  runs: number;
  direct: (
    work: (tx: Parameters<Parameters<typeof inTenant>[2]>[0]) => Promise<unknown>,
  ) => () => Promise<unknown>;
}) {
  const suppliers = (await client.get(`${base}/suppliers?per_page=100`)).body.data as {
    id: number;
    name: string;
    product_count?: number;
  }[];
  const supplier = [...suppliers].sort((a, b) => (b.product_count ?? 0) - (a.product_count ?? 0))[0];
  const warehouses = (await client.get(`${base}/warehouses?per_page=100`)).body.data as {
    id: number;
    name: string;
  }[];
  if (!supplier) return;
  for (const warehouse of warehouses.slice(0, 3)) {
    const path = `/purchase-orders/suggestion?supplier_id=${supplier.id}&warehouse_id=${warehouse.id}`;
    const answer = await client.get(`${base}${path}`);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    const query = purchaseOrderSuggestionQuerySchema.parse({
      supplier_id: supplier.id,
      warehouse_id: warehouse.id,
    });
    const api = await measure(runs, () => client.get(`${base}${path}`));
    const sql = await measure(
      runs,
      direct((tx) => suggestPurchaseOrder({ db: tx, organisationId, query }).then(() => undefined)),
    );
    console.log(
      formatRow(
        `GET …/purchase-orders/suggestion (${answer.body.data.lines.length} lines, ${warehouse.name})`,
        api,
        sql,
      ),
    );
  }
}

async function recomputeBench({
  skus,
  days,
  runs,
  label,
  onlyDefaultThreads = false,
}: {
  skus: number;
  days: number;
  runs: number;
  label: string;
  onlyDefaultThreads?: boolean;
}) {
  const server = await startBenchServer();
  const { ctx } = server;
  const email = `bench-planning-${Date.now()}@example.com`;
  // Past 1,000 SKUs, long histories repeat the first 1,000 (SKU i has that of SKU i mod 1,000):
  // each SKU's models still run on its own series.
  const distinctHistories = days > 365 ? DISTINCT_HISTORIES : undefined;
  const seed = () =>
    seedDemo({ db: ctx.db, options: { skus, days, seed: 42, email, orders: false, distinctHistories } });
  // Millions of ledger rows on PostgreSQL: loaded as a bulk load is (bulk-load.ts).
  const bulk = ctx.database.driver === 'postgres' && skus * days > 1_000_000;
  const { result: seeded, rebuildSeconds } = bulk
    ? await asBulkLoad(ctx.db, 'inventory_movements', seed)
    : { result: await seed(), rebuildSeconds: 0 };
  const organisationId = seeded.organisation.id;
  console.log(
    `Recompute through the database, ${seeded.counts.skus} SKUs with ${label} on ${ctx.database.driver} (${seeded.counts.movements} ledger movements${distinctHistories && skus > distinctHistories ? `, the histories of ${distinctHistories} SKUs repeated` : ''}, seeded in ${(seeded.milliseconds / 1000).toFixed(1)} s${bulk ? ` and the ledger's indexes built in ${rebuildSeconds.toFixed(1)} s` : ''})`,
  );
  if (bulk) await analyseDatabase(ctx.db);
  // On this thread first (as before worker threads), then again on the product's default
  // threads; only the latter for a long history, where each run takes minutes.
  const threads = defaultPlanThreads();
  const runners = [
    { label: 'on the server thread', planner: inlinePlanRunner },
    { label: `on ${threads} worker thread${threads > 1 ? 's' : ''}`, planner: threadPlanRunner({ threads }) },
  ].slice(onlyDefaultThreads ? 1 : 0);
  for (const [index, { label: where, planner }] of runners.entries()) {
    if (index > 0) await inTenant(ctx.db, organisationId, (tx) => queueSkus(tx, { organisationId }));
    const begin = performance.now();
    const result = await recomputeQueuedForecasts({ db: ctx.db, organisationId, planner });
    const seconds = (performance.now() - begin) / 1000;
    await planner.close();
    console.log(
      `  full recompute ${where}: ${seconds.toFixed(1)} s, ${result.computed} SKUs (${result.withoutHistory} without sales history), ${(result.computed / seconds).toFixed(0)} SKUs/s, ${((seconds * 1000) / Math.max(1, result.computed)).toFixed(2)} ms a SKU`,
    );
  }

  if (runs > 0) {
    const base = `/api/organisations/${seeded.organisation.ulid}`;
    const client = new TestClient(server.baseUrl);
    await client.csrf();
    const login = await client.post('/api/fortify/login', { email, password: seeded.password });
    if (login.status !== 200) throw new Error(`bench login failed: ${login.status}`);
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const quarterAgo = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    const direct = (work: (tx: Parameters<Parameters<typeof inTenant>[2]>[0]) => Promise<unknown>) => () =>
      inTenant(ctx.db, organisationId, work);
    const cases = [
      {
        name: 'GET …/stock?sort=money_at_risk',
        path: '/stock?sort=money_at_risk&sortDesc=true',
        sql: direct(async (tx) => {
          const source = stockList(tx, organisationId, {});
          await source.count();
          await source.rows({ sort: 'money_at_risk', sortDesc: true, limit: 25, offset: 0 });
        }),
      },
      {
        name: 'GET …/stock?status=reorder_now',
        path: '/stock?status=reorder_now&sort=reorder_date',
        sql: direct(async (tx) => {
          const source = stockList(tx, organisationId, { status: 'reorder_now' });
          await source.count();
          await source.rows({ sort: 'reorder_date', sortDesc: false, limit: 25, offset: 0 });
        }),
      },
      {
        name: 'GET …/stock/summary',
        path: '/stock/summary',
        sql: direct((tx) => forecastTotals(tx, { organisationId })),
      },
      {
        name: 'GET …/stock/analysis (500 rows)',
        path: '/stock/analysis?per_page=500&sort=money_at_risk&sortDesc=true',
        sql: direct(async (tx) => {
          const source = stockList(tx, organisationId, {});
          await source.count();
          await source.rows({ sort: 'money_at_risk', sortDesc: true, limit: 500, offset: 0 });
        }),
      },
      {
        name: 'GET …/inventory/by-date (a week ago)',
        path: `/inventory/by-date?date=${weekAgo}`,
        sql: direct((tx) =>
          listInventoryByDate({
            db: tx,
            organisationId,
            query: inventoryByDateQuerySchema.parse({ date: weekAgo }),
          }),
        ),
      },
      {
        name: 'GET …/inventory/by-date/series (90 d)',
        path: `/inventory/by-date/series?from=${quarterAgo}&to=${today}`,
        sql: direct((tx) =>
          inventoryByDateSeries({
            db: tx,
            organisationId,
            query: inventoryByDateSeriesQuerySchema.parse({ from: quarterAgo, to: today }),
          }),
        ),
      },
      {
        name: 'GET …/forecasts (reorder date)',
        path: '/forecasts',
        sql: direct(async (tx) => {
          const source = forecastList(tx, organisationId, { today });
          await source.count();
          await source.rows({ sort: 'reorder_date', sortDesc: false, limit: 25, offset: 0 });
        }),
      },
    ];
    for (const item of cases) {
      const answer = await client.get(`${base}${item.path}`);
      if (answer.status !== 200) throw new Error(`${item.path} answered ${answer.status}`);
      const api = await measure(runs, () => client.get(`${base}${item.path}`));
      const sql = await measure(runs, item.sql);
      console.log(formatRow(item.name, api, sql));
    }
    await suggestionBench({ client, base, runs, direct, organisationId });
    const detailSku = (await client.get(`${base}/stock?sort=money_at_risk&sortDesc=true`)).body.data[0]?.sku
      .id;
    if (detailSku) {
      const api = await measure(runs, () => client.get(`${base}/forecasts/${detailSku}`));
      console.log(formatRow('GET …/forecasts/{sku} (detail)', api));
    }
  }
  if (bulk) await removeLedgerInBulk(ctx.db, organisationId);
  await removeBenchOrganisation(server, { organisationId, userId: seeded.user.id });
  await server.close();
  console.log();
}
