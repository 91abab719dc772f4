import { LIST_VIEWS, transferListQuerySchema } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.ts';
import { seedDemo } from '../src/modules/demo/seed-demo.usecase.ts';
import { countTransferBadges, listTransfersPage } from '../src/modules/transfers/transfers.usecases.ts';
import { TestClient } from '../src/testing/test-client.ts';
import { removeBenchOrganisation, startBenchServer } from './bench-server.ts';
import { formatRow, measure } from './measure.ts';

/**
 * The transfer list at scale (issue 9): a demo organisation with `skus` SKUs, `transfers`
 * transfers written in bulk (every status, some overdue, some closed short, two items each), then
 * each of the sidebar's views and the counts over HTTP, beside the same use case run directly on
 * the database (the same SQL, without HTTP, session and tenant transaction).
 */
export async function transfersBench({
  skus,
  transfers,
  runs,
}: {
  skus: number;
  transfers: number;
  runs: number;
}) {
  const server = await startBenchServer();
  const { ctx } = server;
  const email = `bench-transfers-${Date.now()}@example.com`;
  console.log(
    `Transfers at ${transfers} transfers and ${skus} SKUs on ${ctx.database.driver}, ${runs} requests each\n`,
  );
  const seeded = await seedDemo({ db: ctx.db, options: { skus, days: 7, seed: 42, email, orders: false } });
  const organisationId = seeded.organisation.id;
  const started = performance.now();
  await insertTransfers(ctx.db, organisationId, transfers);
  await ctx.db.execute(sql`analyze transfers`);
  await ctx.db.execute(sql`analyze transfer_items`);
  console.log(`Wrote ${transfers} transfers in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  const base = `/api/organisations/${seeded.organisation.ulid}`;
  const client = new TestClient(server.baseUrl);
  await client.csrf();
  const login = await client.post('/api/fortify/login', { email, password: seeded.password });
  if (login.status !== 200) throw new Error(`bench login failed: ${login.status}`);

  const query = (view: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(view).map(([key, value]): [string, string] => [key, String(value)]));
  const views = [
    ['All Transfers', new URLSearchParams()],
    ['Upcoming Transfers', query(LIST_VIEWS.upcomingTransfers)],
    ['Problem Transfers', query(LIST_VIEWS.problemTransfers)],
    ['live, by expected delivery', query({ live: true, sort: 'expected_delivery_date' })],
    ['search (a name)', query({ search: 'restock' })],
    ['page 200', query({ page: 200 })],
  ] as const;
  for (const [name, search] of views) {
    const path = `${base}/transfers?${search}`;
    const answer = await client.get(path);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
    const parsed = transferListQuerySchema.parse(Object.fromEntries(search));
    const direct = await listTransfersPage({ db: ctx.db, organisationId, query: parsed });
    if (direct.page.meta.total !== answer.body.meta.total)
      throw new Error(
        `${name}: the API counts ${answer.body.meta.total}, the use case ${direct.page.meta.total}`,
      );
    const api = await measure(runs, () => client.get(path));
    const same = await measure(runs, () => listTransfersPage({ db: ctx.db, organisationId, query: parsed }));
    console.log(`${formatRow(`GET …/transfers ${name}`, api, same)}   (${answer.body.meta.total} match)`);
  }
  const counts = await measure(runs, () => client.get(`${base}/counts`));
  const badges = await measure(runs, () => countTransferBadges({ db: ctx.db, organisationId }));
  console.log(formatRow('GET …/counts (with transfer badges)', counts, badges));

  await removeBenchOrganisation(server, { organisationId, userId: seeded.user.id });
  await server.close();
}

/**
 * `count` transfers in one statement each for transfers and items: statuses in realistic shares
 * (most closed), shipping dates over the last two years, 3 % of the closed ones short, 2 % of the
 * live ones overdue, two SKUs of the organisation per transfer. The totals are written with the
 * transfers (the lists read them, not the items).
 */
export async function insertTransfers(db: Executor, organisationId: number, count: number) {
  await db.execute(sql`
    with origin as (
      select id from warehouses where organisation_id = ${organisationId} order by id limit 1
    ), destination as (
      select id from warehouses where organisation_id = ${organisationId} order by id desc limit 1
    ), numbered as (
      select n, (n * 7919) % 100 as roll from generate_series(1, ${count}) as n
    )
    insert into transfers (organisation_id, name, status, outgoing_warehouse_id, destination_warehouse_id,
      shipping_date, shipping_days, shipped_at, received_date, closed_at, total_shipped, total_received,
      total_expected, item_count)
    select ${organisationId},
      case when roll % 10 = 0 then 'Restock ' || n else 'Weekly transfer ' || n end,
      case when roll < 4 then 'DRAFT' when roll < 6 then 'READY' when roll < 9 then 'SHIPPED'
           when roll < 11 then 'IN_TRANSIT' when roll < 12 then 'DELIVERED' when roll < 14 then 'RECEIVING'
           when roll < 15 then 'ERROR' when roll < 20 then 'CANCELLED' else 'CLOSED' end,
      (select id from origin), (select id from destination),
      case when roll < 6 then current_date + (n % 20)
           when roll < 12 then current_date - (n % 6) - case when n % 50 = 0 then 30 else 0 end
           else current_date - (n % 730) end,
      5,
      case when roll >= 6 then now() - ((n % 730) || ' days')::interval end,
      case when roll >= 12 then current_date - (n % 700) end,
      case when roll >= 20 then now() - ((n % 700) || ' days')::interval end,
      24, case when roll >= 20 and n % 33 = 0 then 20 when roll >= 20 then 24 when roll >= 12 then 12 else 0 end,
      24, 2
    from numbered`);
  await db.execute(sql`
    with sku as (
      select id, (row_number() over (order by id) - 1)::int as k
      from skus where organisation_id = ${organisationId} order by id limit 1000
    ), size as (select count(*)::int as n from sku)
    insert into transfer_items (organisation_id, transfer_id, ulid, sku_id, quantity_shipped, quantity_received,
      quantity_expected)
    select ${organisationId}, t.id, lpad(t.id::text, 24, '0') || lpad(pair.n::text, 2, '0'), sku.id, 12, 0, 12
    from transfers t
    cross join (values (1), (2)) as pair(n)
    join sku on sku.k = ((t.id * 31 + pair.n * 17) % (select n from size))
    where t.organisation_id = ${organisationId}`);
}
