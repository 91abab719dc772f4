import { sql } from 'drizzle-orm';
import { analyseDatabase } from '../src/db/analyse.ts';
import { type Database, type Executor, queryRows } from '../src/db/client.ts';
import { seedDemo } from '../src/modules/demo/seed-demo.usecase.ts';
import { recomputeQueuedForecasts } from '../src/modules/forecasts/forecasts.jobs.ts';
import { inlinePlanRunner } from '../src/modules/forecasts/plan-pool.worker.ts';
import { scanOrderProblems } from '../src/modules/store-orders/store-orders.jobs.ts';
import { asBulkLoad } from './bulk-load.ts';
import { insertTransfers } from './transfers.ts';

/**
 * A big seller's organisation (issue 32), written through bulk paths so that the screens bench
 * runs in minutes on either database:
 *
 * - the demo's catalogue at `skus` SKUs (two regions, NA and EU) plus a third, the Far East: an
 *   Amazon Japan account, FBA JP and Amazon.co.jp, listing every third SKU;
 * - two years of ledger: each SKU sells from its region's FBA warehouse daily (1 in 25 SKUs),
 *   weekly (4 in 25) or monthly (the rest), and is received every 30 days;
 * - `orders` store orders over those two years (1–3 items; three in five on the daily sellers),
 *   each item with its commission and FBA fee, 2 % refunded, 1.5 % returned, 2 % cancelled, 3 %
 *   MFN; then the problem scan the product runs after an orders report;
 * - `transfers` transfers, `purchaseOrders` purchase orders of three lines, `disputes` disputes;
 * - forecasts for every SKU: the first `computedForecasts` computed by the product, the others
 *   copying them (SKU i that of SKU i mod n), as the planning bench copies histories.
 *
 * The same seed gives the same data on both databases.
 */
export interface BigSellerOptions {
  skus: number;
  orders: number;
  transfers: number;
  purchaseOrders: number;
  disputes: number;
  days: number;
  computedForecasts: number;
}

export const BIG_SELLER: BigSellerOptions = {
  skus: 50_000,
  orders: 1_000_000,
  transfers: 100_000,
  purchaseOrders: 20_000,
  disputes: 5_000,
  days: 730,
  computedForecasts: 1_000,
};

export interface BigSeller {
  organisationId: number;
  ulid: string;
  userId: number;
  email: string;
  password: string;
  /** Seconds per step, for the bench's header. */
  steps: [string, number][];
  counts: Record<string, number>;
}

const FAR_EAST_MARKETPLACE = 'A1VC38T7YXB528';

export async function seedBigSeller(db: Database, options: BigSellerOptions): Promise<BigSeller> {
  const steps: [string, number][] = [];
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    steps.push([name, seconds]);
    console.log(`  ${name}: ${seconds.toFixed(1)} s`);
    return result;
  };
  const email = `bench-big-seller-${Date.now()}@example.com`;
  const seeded = await step('catalogue (the demo, 7 days)', () =>
    seedDemo({ db, options: { skus: options.skus, days: 7, seed: 42, email, orders: false } }),
  );
  const org = seeded.organisation.id;
  await step('the Far East region', () => addFarEast(db, org));
  // Millions of rows: loaded as a bulk load is (bulk-load.ts), its indexes built once afterwards.
  await step('two years of ledger', async () => {
    const { rebuildSeconds } = await asBulkLoad(db, 'inventory_movements', () =>
      insertLedger(db, org, options.days),
    );
    console.log(`    (its indexes built in ${rebuildSeconds.toFixed(1)} s)`);
    await stockFromLedger(db, org);
  });
  await step('store orders, items, fees, refunds, returns', () => insertStoreOrders(db, org, options));
  await step('problem scan (the product)', async () => {
    // The catalogue was last edited before the orders' last report, as a seller's is: a SKU
    // changed within the scan's overlap would have the next scan check every order of it again.
    await db.execute(
      sql`update skus set updated_at = now() - interval '1 day' where organisation_id = ${org}`,
    );
    await db.execute(
      sql`update products set updated_at = now() - interval '1 day' where organisation_id = ${org}`,
    );
    await db.execute(sql`analyze store_orders`);
    await scanOrderProblems({ db, organisationId: org });
  });
  await step('transfers', () => insertTransfers(db, org, options.transfers));
  await step('purchase orders', () => insertPurchaseOrders(db, org, options.purchaseOrders));
  await step('disputes', () => insertDisputes(db, org, options.disputes));
  await step('report requests', () => insertReportRequests(db, org, options.days));
  await step('analyse', () => analyseDatabase(db));
  await step(`forecasts (${options.computedForecasts} computed, the rest copied)`, () =>
    forecastEverySku(db, org, options.computedForecasts),
  );
  // The follow-up work the seed's own writes asked for (forecasts, scans, checks: decision 23's
  // events) the seed did itself; delivered to a server started on it, they would recompute 50,000
  // forecasts beside the requests a bench measures.
  await db.execute(sql`delete from domain_events where organisation_id = ${org}`);
  // Vacuumed, as autovacuum (or the product's stand-in) leaves a database some minutes after a
  // load: the visibility maps set, so counts and lists read their indexes only.
  await step('vacuum and analyse', () => db.execute(sql`vacuum (analyze)`));
  const counts = await countRows(db, org);
  if (!seeded.password) throw new Error('the bench user existed already');
  return {
    organisationId: org,
    ulid: seeded.organisation.ulid,
    userId: seeded.user.id,
    email,
    password: seeded.password,
    steps,
    counts,
  };
}

/** SKUs numbered 0…n-1 in id order, the key every bulk statement spreads its rows by. */
const NUMBERED_SKUS = (org: number) => sql`
  select id, sku_id, (row_number() over (order by id) - 1)::int as k
  from skus where organisation_id = ${org}`;

/** The region of SKU k: 0 NA (FBA US), 1 EU (FBA EU), 2 FE (FBA JP). */
async function addFarEast(db: Executor, org: number) {
  await db.execute(sql`
    insert into report_sources (organisation_id, ulid, uuid, name, type, region_code)
    values (${org}, 'BENCHFE000000000000000000', gen_random_uuid(), 'Amazon Japan', 'manual', 'FE')`);
  await db.execute(sql`
    insert into warehouses (organisation_id, ulid, name, report_source_id, is_fulfillment_center, is_distribution_center)
    select ${org}, 'BENCHJP000000000000000000', 'FBA JP', id, true, false
    from report_sources where organisation_id = ${org} and region_code = 'FE'`);
  await db.execute(sql`
    insert into warehouse_countries (organisation_id, warehouse_id, country_id)
    select ${org}, w.id, c.id from warehouses w, countries c
    where w.organisation_id = ${org} and w.name = 'FBA JP' and c.country_code = 'JP'`);
  await db.execute(sql`
    insert into sales_channels (organisation_id, name, type, marketplace_id)
    select ${org}, 'Amazon.co.jp', 'amazon', id from marketplaces where mws_id = ${FAR_EAST_MARKETPLACE}`);
  await db.execute(sql`
    insert into report_source_sales_channels (organisation_id, report_source_id, sales_channel_id)
    select ${org}, s.id, c.id from report_sources s, sales_channels c
    where s.organisation_id = ${org} and s.region_code = 'FE' and c.organisation_id = ${org} and c.name = 'Amazon.co.jp'`);
  await db.execute(sql`
    insert into sku_listings (organisation_id, sales_channel_id, sku_id)
    select ${org}, c.id, s.id
    from (${NUMBERED_SKUS(org)}) s, sales_channels c
    where c.organisation_id = ${org} and c.name = 'Amazon.co.jp' and s.k % 3 = 2
    on conflict do nothing`);
}

/**
 * The ledger of `days` days ending a week ago (the demo's own week follows): sales from each SKU's
 * region's FBA warehouse and a receipt every 30 days a little above what sold, so stock stays
 * positive.
 */
async function insertLedger(db: Executor, org: number, days: number) {
  const lastDay = days - 8;
  await db.execute(sql`
    with warehouse as (
      select
        (select id from warehouses where organisation_id = ${org} and name = 'FBA US') as na,
        (select id from warehouses where organisation_id = ${org} and name = 'FBA EU') as eu,
        (select id from warehouses where organisation_id = ${org} and name = 'FBA JP') as fe
    ), sku as (
      select s.id, s.k,
        case s.k % 3 when 0 then w.na when 1 then w.eu else w.fe end as warehouse_id,
        case when s.k % 25 = 0 then 1 when s.k % 25 < 5 then 7 else 30 end as every
      from (${NUMBERED_SKUS(org)}) s, warehouse w
    ), movement as (
      select sku.id, sku.warehouse_id, 'sale' as type, -(1 + (sku.k * 7 + d) % 4) as quantity, d
      from sku cross join lateral generate_series(sku.k % sku.every, ${lastDay}, sku.every) d
      union all
      select sku.id, sku.warehouse_id, 'receipt', case when d = 0 then 100 else 3 * (30 / sku.every) + 2 end, d
      from sku cross join lateral generate_series(0, ${lastDay}, 30) d
    )
    insert into inventory_movements (organisation_id, warehouse_id, sku_id, type, quantity, occurred_at, source_type)
    select ${org}, warehouse_id, id, type, quantity,
      date_trunc('day', now()) - make_interval(days => ${days} - d) + interval '12 hours', 'bench'
    from movement`);
}

/** The loaded ledger's sums onto the demo's stock rows, through their triggers (kept totals follow). */
async function stockFromLedger(db: Executor, org: number) {
  await db.execute(sql`analyze inventory_movements`);
  await db.execute(sql`
    insert into warehouse_stock (organisation_id, warehouse_id, sku_id, quantity, updated_at)
    select ${org}, warehouse_id, sku_id, sum(quantity)::int, max(occurred_at)
    from inventory_movements where organisation_id = ${org} and source_type = 'bench'
    group by warehouse_id, sku_id
    on conflict (organisation_id, warehouse_id, sku_id) do update
      set quantity = warehouse_stock.quantity + excluded.quantity`);
}

async function insertStoreOrders(db: Executor, org: number, { orders, days }: BigSellerOptions) {
  const secondsApart = (days * 86_400) / orders;
  await db.execute(sql`
    with channel as (
      select c.id, c.name, m.default_currency_code as currency, m.region_code,
        row_number() over (partition by m.region_code order by c.id) as nth
      from sales_channels c join marketplaces m on m.id = c.marketplace_id
      where c.organisation_id = ${org}
    ), source as (
      select region_code, min(id) as id from report_sources where organisation_id = ${org} group by region_code
    ), sku_count as (select count(*)::int as total from skus where organisation_id = ${org}),
    numbered as (
      select n,
        case when n % 5 < 3 then 25 * ((n * 7919) % (sku_count.total / 25))
             else (n * 2654435761) % sku_count.total end as k
      from generate_series(1::bigint, ${orders}) n, sku_count
    )
    insert into store_orders (organisation_id, report_source_id, order_id, sales_channel_id, sales_channel_name,
      purchase_date, last_updated_at, status, fulfillment_channel, currency, units, item_count, item_total,
      shipped_at, cancelled_at, ship_country, created_at, updated_at)
    select ${org}, source.id,
      lpad((100 + n % 900)::text, 3, '0') || '-' || lpad(n::text, 7, '0') || '-' || lpad(((n * 31) % 10000000)::text, 7, '0'),
      channel.id, channel.name,
      now() - make_interval(secs => n * ${secondsApart}::float8),
      now() - make_interval(secs => n * ${secondsApart}::float8 - 3600),
      case when n % 50 = 0 then 'Cancelled' when n < 2000 then 'Pending' when n % 33 = 0 then 'Unshipped' else 'Shipped' end,
      case when n % 33 = 0 then 'MFN' else 'AFN' end,
      channel.currency,
      1 + (case when n % 10 = 0 then 1 else 0 end) + (case when n % 50 = 1 then 1 else 0 end),
      1 + (case when n % 10 = 0 then 1 else 0 end) + (case when n % 50 = 1 then 1 else 0 end),
      2599 * (1 + (case when n % 10 = 0 then 1 else 0 end) + (case when n % 50 = 1 then 1 else 0 end)),
      case when n % 50 <> 0 and n % 33 <> 0 and n >= 2000 then now() - make_interval(secs => n * ${secondsApart}::float8 - 7200) end,
      case when n % 50 = 0 then now() - make_interval(secs => n * ${secondsApart}::float8 - 5400) end,
      case numbered.k % 3 when 0 then 'US' when 1 then 'DE' else 'JP' end,
      -- Recorded by the report that followed its last update, over two years: not all in the
      -- last minutes, which the problem scan's next run would take for a million changes.
      least(now(), now() - make_interval(secs => n * ${secondsApart}::float8 - 3 * 3600)),
      least(now(), now() - make_interval(secs => n * ${secondsApart}::float8 - 3 * 3600))
    from numbered
    join channel on channel.region_code = case numbered.k % 3 when 0 then 'NA' when 1 then 'EU' else 'FE' end
      and channel.nth = case when numbered.k % 3 = 2 then 1 else 1 + n % 2 end
    join source on source.region_code = channel.region_code`);
  await db.execute(sql`analyze store_orders`);
  // Item i of order n sells SKU (k + i · 977) mod the SKU count, k the order's first SKU.
  await db.execute(sql`
    with sku as (${NUMBERED_SKUS(org)}),
    sku_count as (select count(*)::int as total from skus where organisation_id = ${org}),
    line as (
      select o.id as store_order_id, o.currency, i,
        ((case when n % 5 < 3 then 25 * ((n * 7919) % (sku_count.total / 25))
               else (n * 2654435761) % sku_count.total end) + i * 977 * 3) % sku_count.total as k
      from store_orders o
      cross join sku_count
      cross join lateral (select split_part(o.order_id, '-', 2)::bigint as n) key
      cross join lateral generate_series(0, o.item_count - 1) i
      where o.organisation_id = ${org}
    )
    insert into store_order_items (organisation_id, store_order_id, sku_id, seller_sku, quantity, currency,
      item_price, item_tax, product_name)
    select ${org}, line.store_order_id, sku.id, sku.sku_id, 1, line.currency, 2599, 208, 'Bench product'
    from line join sku on sku.k = line.k`);
  await db.execute(sql`analyze store_order_items`);
  await db.execute(sql`
    insert into store_order_fees (organisation_id, report_source_id, idempotency_key, order_id, seller_sku,
      settlement_id, fee_type, posted_at, currency, amount)
    select ${org}, o.report_source_id, 'bench-fee-' || i.id || '-' || fee.type, o.order_id, i.seller_sku,
      'S' || to_char(o.purchase_date, 'YYYYMMDD'), fee.type, coalesce(o.shipped_at, o.purchase_date),
      o.currency, fee.amount
    from store_orders o
    join store_order_items i on i.organisation_id = o.organisation_id and i.store_order_id = o.id
    cross join (values ('Commission', -390), ('FBAPerUnitFulfillmentFee', -412)) as fee(type, amount)
    where o.organisation_id = ${org} and o.status = 'Shipped'`);
  await db.execute(sql`
    insert into store_order_refunds (organisation_id, report_source_id, idempotency_key, order_id, refund_date,
      sku_id, seller_sku, quantity, currency, amount, created_at)
    select ${org}, o.report_source_id, 'bench-refund-' || i.id, o.order_id, o.shipped_at + interval '9 days',
      i.sku_id, i.seller_sku, 1, o.currency, -2599, o.shipped_at + interval '10 days'
    from store_orders o
    join store_order_items i on i.organisation_id = o.organisation_id and i.store_order_id = o.id
    where o.organisation_id = ${org} and o.status = 'Shipped' and o.id % 50 = 7
      and o.shipped_at < now() - interval '9 days'`);
  await db.execute(sql`
    insert into store_order_returns (organisation_id, report_source_id, idempotency_key, order_id, return_date,
      sku_id, seller_sku, quantity, disposition, reason, status, created_at)
    select ${org}, r.report_source_id, 'bench-return-' || r.id, r.order_id, r.refund_date + interval '5 days',
      r.sku_id, r.seller_sku, 1, 'SELLABLE', 'NOT_AS_DESCRIBED', 'Unit returned to inventory',
      r.refund_date + interval '6 days'
    from store_order_refunds r
    where r.organisation_id = ${org} and r.idempotency_key like 'bench-refund-%' and r.id % 4 <> 0`);
  for (const table of ['store_order_fees', 'store_order_refunds', 'store_order_returns'])
    await db.execute(sql.raw(`analyze ${table}`));
}

async function insertPurchaseOrders(db: Executor, org: number, count: number) {
  await db.execute(sql`
    with supplier as (
      select id, (row_number() over (order by id) - 1)::int as s from suppliers where organisation_id = ${org}
    ), hub as (
      select id, (row_number() over (order by id) - 1)::int as h
      from warehouses where organisation_id = ${org} and not is_fulfillment_center
    )
    insert into purchase_orders (organisation_id, reference, status, supplier_id, warehouse_id, order_date,
      submitted_at, received_at, cancelled_at)
    select ${org}, 'PO-B' || lpad(n::text, 6, '0'),
      case when n % 100 < 3 then 'DRAFT' when n % 100 < 8 then 'SUBMITTED' when n % 100 < 12 then 'CONFIRMED'
           when n % 100 < 15 then 'IN_PRODUCTION' when n % 100 < 19 then 'SHIPPED'
           when n % 100 < 21 then 'PARTIALLY_RECEIVED' when n % 100 < 24 then 'CANCELLED' else 'RECEIVED' end,
      supplier.id, hub.id, current_date - (n % 730),
      case when n % 100 >= 3 then now() - make_interval(days => n % 730) end,
      case when n % 100 >= 24 then now() - make_interval(days => greatest(0, n % 730 - 60)) end,
      case when n % 100 between 21 and 23 then now() - make_interval(days => n % 730) end
    from generate_series(1, ${count}) n
    join supplier on supplier.s = n % (select count(*) from supplier)
    join hub on hub.h = n % (select count(*) from hub)`);
  await db.execute(sql`
    with sku as (${NUMBERED_SKUS(org)}), sku_count as (select count(*)::int as total from sku),
    numbered as (
      select id, status, (row_number() over (order by id))::int as n
      from purchase_orders where organisation_id = ${org} and reference like 'PO-B%'
    )
    insert into purchase_order_lines (organisation_id, purchase_order_id, position, sku_id, quantity,
      quantity_received, unit_cost, currency)
    select ${org}, po.id, line, sku.id, 120,
      case when po.status = 'RECEIVED' then 120 when po.status = 'PARTIALLY_RECEIVED' then 60 else 0 end,
      850, 'USD'
    from numbered po
    cross join generate_series(1, 3) line
    join sku on sku.k = (po.n * 3 + line * 16661) % (select total from sku_count)`);
}

async function insertDisputes(db: Executor, org: number, count: number) {
  await db.execute(sql`
    with sku as (${NUMBERED_SKUS(org)}), sku_count as (select count(*)::int as total from sku)
    insert into disputes (organisation_id, kind, status, candidate_key, title, sku_id, seller_sku, units,
      currency, amount_claimed, amount_reimbursed, created_at, updated_at, submitted_at, resolved_at)
    select ${org},
      (array['transfer_shortage', 'warehouse_loss', 'unreturned_refund', 'underpaid_reimbursement'])[1 + n % 4],
      (array['OPEN', 'OPEN', 'SUBMITTED', 'PENDING', 'REIMBURSED', 'PARTIALLY_REIMBURSED', 'REJECTED', 'CLOSED'])[1 + n % 8],
      'bench-' || n, 'Bench dispute ' || n, sku.id, sku.sku_id, 1 + n % 3, 'USD', 2599 * (1 + n % 3),
      case when n % 8 in (4, 5) then 1800 * (1 + n % 3) else 0 end,
      now() - make_interval(days => n % 700), now() - make_interval(days => n % 700),
      case when n % 8 >= 2 then now() - make_interval(days => n % 700) end,
      case when n % 8 >= 4 then now() - make_interval(days => greatest(0, n % 700 - 20)) end
    from generate_series(1, ${count}) n join sku on sku.k = (n * 7) % (select total from sku_count)`);
}

/** A daily sync's three reports per account for every day, all processed. */
async function insertReportRequests(db: Executor, org: number, days: number) {
  await db.execute(sql`
    insert into report_requests (organisation_id, report_source_id, report_type, origin, status, requested_at,
      processed_at, data_start_time, data_end_time, rows_parsed, rows_written, rows_failed, created_at, updated_at)
    select ${org}, s.id, t.type, 'requested', 'PROCESSED',
      now() - make_interval(days => d), now() - make_interval(days => d) + interval '20 minutes',
      now() - make_interval(days => d + 1), now() - make_interval(days => d), 1400, 1400, 0,
      now() - make_interval(days => d), now() - make_interval(days => d) + interval '20 minutes'
    from report_sources s
    cross join generate_series(0, ${days} - 1) d
    cross join (values ('GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL'), ('GET_LEDGER_DETAIL_VIEW_DATA'),
      ('GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA')) as t(type)
    where s.organisation_id = ${org}`);
}

/**
 * The product computes the first `computed` SKUs' forecasts and plans; every other SKU gets a
 * copy of SKU (its number mod `computed`)'s: the same rows a recompute would write, at the cost of
 * a statement per table instead of minutes of modelling.
 */
async function forecastEverySku(db: Database, org: number, computed: number) {
  await db.execute(sql`
    delete from forecast_queue where organisation_id = ${org} and sku_id not in (
      select id from skus where organisation_id = ${org} order by id limit ${computed})`);
  await recomputeQueuedForecasts({ db, organisationId: org, planner: inlinePlanRunner });
  const mapping = sql`
    with sku as (${NUMBERED_SKUS(org)})
    select copy.id as copy_id, source.id as source_id
    from sku copy join sku source on source.k = copy.k % ${computed}
    where copy.k >= ${computed}`;
  const columns = async (table: string) =>
    (
      await queryRows<{ column_name: string }>(
        db,
        sql`select column_name from information_schema.columns
            where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
            order by ordinal_position`,
      )
    ).map((row) => row.column_name);
  const forecastColumns = (await columns('forecasts')).filter(
    (c) => c !== 'organisation_id' && c !== 'sku_id',
  );
  await db.execute(sql`
    update forecasts f set (${sql.raw(forecastColumns.join(', '))}) = (${sql.raw(forecastColumns.map((c) => `s.${c}`).join(', '))})
    from (${mapping}) m join forecasts s on s.organisation_id = ${org} and s.sku_id = m.source_id
    where f.organisation_id = ${org} and f.sku_id = m.copy_id`);
  for (const table of ['forecast_region_plans', 'forecast_warehouse_plans', 'forecast_channel_plans']) {
    const others = (await columns(table)).filter((c) => c !== 'sku_id');
    await db.execute(sql`
      insert into ${sql.identifier(table)} (sku_id, ${sql.raw(others.join(', '))})
      select m.copy_id, ${sql.raw(others.map((c) => `s.${c}`).join(', '))}
      from (${mapping}) m join ${sql.identifier(table)} s on s.organisation_id = ${org} and s.sku_id = m.source_id`);
  }
  await db.execute(sql`delete from forecast_queue where organisation_id = ${org}`);
}

async function countRows(db: Executor, org: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'skus',
    'sku_listings',
    'inventory_movements',
    'warehouse_stock',
    'store_orders',
    'store_order_items',
    'store_order_fees',
    'store_order_refunds',
    'store_order_returns',
    'transfers',
    'purchase_orders',
    'disputes',
    'report_requests',
    'forecasts',
    'forecast_region_plans',
  ]) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where organisation_id = ${org}`,
    );
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

/**
 * The organisation a run kept (BENCH_SCREENS_KEEP), found by its user (its first membership), as
 * seedBigSeller describes a new one: `[email, password]`.
 */
export async function keptBigSeller(db: Database, [email = '', password = '']: string[]): Promise<BigSeller> {
  const [row] = await queryRows<{ organisation_id: number; ulid: string; user_id: number }>(
    db,
    sql`select o.id as organisation_id, o.ulid, u.id as user_id from users u
        join memberships m on m.user_id = u.id join organisations o on o.id = m.organisation_id
        where u.email = ${email} order by o.id limit 1`,
  );
  if (!row) throw new Error(`no organisation of ${email}`);
  return {
    organisationId: Number(row.organisation_id),
    ulid: row.ulid,
    userId: Number(row.user_id),
    email,
    password,
    steps: [],
    counts: {},
  };
}
