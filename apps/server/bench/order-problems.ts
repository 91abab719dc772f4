import { randomUUID } from 'node:crypto';
import { storeOrderListQuerySchema } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Executor } from '../src/db/client.ts';
import { inTenant } from '../src/db/tenant-transaction.ts';
import { seedDemo } from '../src/modules/demo/seed-demo.usecase.ts';
import { scanOrderProblems } from '../src/modules/store-orders/store-orders.jobs.ts';
import { countOpenProblemOrders } from '../src/modules/store-orders/store-orders.repository.ts';
import { listStoreOrders } from '../src/modules/store-orders/store-orders.usecases.ts';
import { TestClient } from '../src/testing/test-client.ts';
import { removeBenchOrganisation, startBenchServer } from './bench-server.ts';
import {
  countsBreakdown,
  disputeDetectionFigures,
  explainProblemOrders,
  insertDisputeFacts,
  insertRefunds,
} from './disputes.ts';
import { formatRow, measure } from './measure.ts';

/**
 * Problem-order detection at scale (issue 11): a demo organisation with `skus` SKUs and `orders`
 * more orders written in bulk (one item each on a SKU spread over the catalogue, so the demo's
 * unmapped and uncosted SKUs make problem orders; some cancelled after shipping, some MFN never
 * shipped, one in 500 also from a second source, one in 100 refunded 60 days ago), then a full
 * scan (every order), an incremental scan with nothing changed and one after 1,000 orders were
 * rewritten; then the Problem Orders list and the `orders` count over HTTP beside the same use
 * case run directly.
 */
export async function orderProblemsBench({
  skus,
  orders,
  runs,
}: {
  skus: number;
  orders: number;
  runs: number;
}) {
  const server = await startBenchServer();
  const { ctx } = server;
  const email = `bench-order-problems-${Date.now()}@example.com`;
  console.log(`Problem orders over ${orders} orders and ${skus} SKUs on ${ctx.database.driver}\n`);
  const seeded = await seedDemo({ db: ctx.db, options: { skus, days: 7, seed: 42, email, orders: false } });
  const organisationId = seeded.organisation.id;
  try {
    let started = performance.now();
    await insertOrders(ctx.db, organisationId, orders);
    console.log(`Wrote ${orders} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    await insertDisputeFacts(ctx.db, organisationId, orders);
    console.log(
      `Wrote the dispute facts (losses, reimbursements, returns, old refunds, transfers) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    await ctx.db.execute(sql`delete from order_problem_scans where organisation_id = ${organisationId}`);
    started = performance.now();
    const full = await scanOrderProblems({ db: ctx.db, organisationId });
    let seconds = (performance.now() - started) / 1000;
    console.log(
      `Full scan: ${full.checked} orders in ${seconds.toFixed(1)} s (${Math.round(full.checked / seconds)} orders/s), ${full.changed} with problems`,
    );
    started = performance.now();
    const idle = await scanOrderProblems({ db: ctx.db, organisationId });
    console.log(
      `Incremental scan, nothing changed: ${idle.checked} orders looked at in ${(performance.now() - started).toFixed(0)} ms`,
    );
    await ctx.db.execute(sql`update store_orders set updated_at = now()
      where organisation_id = ${organisationId} and id in (
        select id from store_orders where organisation_id = ${organisationId} order by id desc limit 1000)`);
    started = performance.now();
    const touched = await scanOrderProblems({ db: ctx.db, organisationId });
    seconds = (performance.now() - started) / 1000;
    console.log(
      `Incremental scan after 1,000 orders rewritten: ${touched.checked} orders in ${(seconds * 1000).toFixed(0)} ms\n`,
    );
    await ctx.db.execute(sql`analyze store_orders`);

    const base = `/api/organisations/${seeded.organisation.ulid}`;
    const client = new TestClient(server.baseUrl);
    await client.csrf();
    const login = await client.post('/api/fortify/login', { email, password: seeded.password });
    if (login.status !== 200) throw new Error(`bench login failed: ${login.status}`);
    for (const [name, search] of [
      ['Problem Orders, first page', 'problems=true'],
      ['Problem Orders, page 20', 'problems=true&page=20'],
      ['one rule (duplicate order id)', 'problem=duplicate_order'],
    ] as const) {
      const path = `${base}/store-orders?${search}`;
      const query = storeOrderListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
      const endpoint = await measure(runs, async () => {
        const answer = await client.get(path);
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      });
      const direct = await measure(runs, () => listStoreOrders({ db: ctx.db, organisationId, query }));
      console.log(formatRow(name, endpoint, direct));
      // The same use case as the route runs it: in a tenant transaction (application role, policy).
      const tenant = await measure(runs, () =>
        inTenant(ctx.db, organisationId, (tx) => listStoreOrders({ db: tx, organisationId, query })),
      );
      console.log(formatRow('  same, in a tenant transaction', tenant, direct));
    }
    const counts = await measure(runs, async () => {
      const answer = await client.get(`${base}/counts`);
      if (answer.status !== 200) throw new Error(`counts: ${answer.status}`);
    });
    const count = await measure(runs, () => countOpenProblemOrders(ctx.db, { organisationId }));
    console.log(formatRow('counts (incl. orders)', counts, count));
    await countsBreakdown({ db: ctx.db, organisationId, runs });
    if (process.env.BENCH_EXPLAIN) await explainProblemOrders(ctx.db, organisationId);
    console.log();
    await disputeDetectionFigures({ db: ctx.db, client, base, organisationId, runs: Math.min(runs, 50) });
  } finally {
    await removeBenchOrganisation(server, { organisationId, userId: seeded.user.id });
    await server.close();
  }
}

/** `count` orders with one item each, written set-based (see the bench's description). */
async function insertOrders(db: Executor, organisationId: number, count: number) {
  const org = organisationId;
  await db.execute(sql`
    insert into report_sources (organisation_id, ulid, uuid, name, type)
    values (${org}, ${ulid()}, ${randomUUID()}, 'Bench second account', 'manual')`);
  await db.execute(sql`
    with sources as (
      select min(id) as first, max(id) as second from report_sources where organisation_id = ${org}
    ), g as (select generate_series(1, ${count}) as n)
    insert into store_orders (organisation_id, report_source_id, order_id, purchase_date, last_updated_at,
      status, fulfillment_channel, currency, units, item_count, item_total, shipped_at, cancelled_at)
    select ${org},
      case when n % 500 = 0 then s.second else s.first end,
      'B-' || (case when n % 500 = 0 then n - 1 else n end),
      now() - make_interval(secs => n * 31),
      now() - make_interval(secs => n * 31 - 3600),
      case when n % 211 = 0 then 'Cancelled' when n % 97 = 0 then 'Unshipped' else 'Shipped' end,
      case when n % 97 = 0 then 'MFN' else 'AFN' end,
      'USD', 1, 1, 2599,
      case when n % 97 = 0 then null else now() - make_interval(secs => n * 31 - 3600) end,
      case when n % 211 = 0 then now() - make_interval(secs => n * 31 - 7200) end
    from g, sources s`);
  // Statistics first: planned on those of an empty table, the join below ran as a nested loop.
  await db.execute(sql`analyze store_orders`);
  // SKUs numbered 0…n-1, each order picking one by a hash of its id (an array of 50,000 ids
  // subscripted per order would be detoasted for every row).
  await db.execute(sql`
    with numbered as (
      select id, sku_id, row_number() over (order by id) - 1 as n from skus where organisation_id = ${org}
    ), total as (select count(*) as count from numbered),
    picked as (
      select o.id as store_order_id, (hashtext(o.order_id) & 2147483647) % total.count as n
      from store_orders o cross join total
      where o.organisation_id = ${org} and o.order_id like 'B-%'
    )
    insert into store_order_items (organisation_id, store_order_id, sku_id, seller_sku, quantity, currency, item_price)
    select ${org}, p.store_order_id, k.id, k.sku_id, 1, 'USD', 2599
    from picked p join numbered k on k.n = p.n`);
  await insertRefunds(db, org, { key: 'bench-', daysAgo: 60, which: sql`o.id % 100 = 0` });
  await db.execute(sql`analyze store_orders`);
  await db.execute(sql`analyze store_order_items`);
}
