import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../src/db/client.ts';
import { inTenant } from '../src/db/tenant-transaction.ts';
import { countNeedsAttention } from '../src/modules/counts/counts.usecases.ts';
import { claimableSince } from '../src/modules/disputes/dispute-rules.domain.ts';
import {
  lossesToCredit,
  reimbursementsWithCost,
  shortTransfers,
  unreturnedRefundUnits,
} from '../src/modules/disputes/disputes.repository.ts';
import {
  countDisputesNeedingAction,
  listDisputeCandidates,
} from '../src/modules/disputes/disputes.usecases.ts';
import { countSkusNeedingAttention } from '../src/modules/skus/skus.facts.ts';
import { countOpenProblemOrders } from '../src/modules/store-orders/store-orders.repository.ts';
import { countTransferBadges } from '../src/modules/transfers/transfers.usecases.ts';
import type { TestClient } from '../src/testing/test-client.ts';
import { formatRow, measure } from './measure.ts';
import { insertTransfers } from './transfers.ts';

/**
 * What a year of `orders` orders leaves to dispute, written beside them in bulk: ledger losses
 * (one row in 1,000 orders, 1 to 3 units each, about 2 units in 1,000 sold, spread over the year,
 * a SKU losing about three times), reimbursements for half of them 20 days later (one in five of
 * those split over two rows, one in three paid below cost), returns for half the refunds, refunds
 * 200 days old (past every window) on one order in 100, and one transfer per 50 orders (3 % of the
 * closed ones received short) over two years. Call after the orders and their refunds.
 */
export async function insertDisputeFacts(db: Executor, organisationId: number, orders: number) {
  const org = organisationId;
  const losses = Math.max(10, Math.round(orders / 1000));
  await db.execute(sql`
    with wh as (select id from warehouses where organisation_id = ${org} order by id desc limit 1),
    numbered as (
      select id, row_number() over (order by id) - 1 as n from skus where organisation_id = ${org}
    ), total as (select count(*) as count from numbered),
    g as (select n from generate_series(1, ${losses}) as n)
    insert into inventory_movements (organisation_id, warehouse_id, sku_id, type, quantity, occurred_at,
      source_type, reason, idempotency_key)
    select ${org}, wh.id, k.id, 'lost', -(1 + g.n % 3),
      now() - make_interval(secs => g.n * (31536000.0 / ${losses})),
      'report', case g.n % 3 when 0 then 'E' when 1 then 'M' else 'D' end, 'bench-loss-' || g.n
    from g cross join wh cross join total
    join numbered k on k.n = (hashtext('sku' || (g.n % greatest(1, ${losses} / 3))) & 2147483647) % total.count`);
  await db.execute(sql`analyze inventory_movements`);
  await db.execute(sql`
    with source as (select min(id) as id from report_sources where organisation_id = ${org}),
    lost as (
      select m.sku_id, k.sku_id as seller_sku, -m.quantity as units, m.occurred_at,
        coalesce(k.cogs, 1000) as cogs, substring(m.idempotency_key from 12)::int as n
      from inventory_movements m join skus k on k.organisation_id = m.organisation_id and k.id = m.sku_id
      where m.organisation_id = ${org} and m.idempotency_key like 'bench-loss-%'
    ), rows as (
      select lost.*, part.n as part,
        case when lost.n % 10 = 0 then (case when part.n = 1 then lost.units - lost.units / 2 else lost.units / 2 end)
          else lost.units end as quantity
      from lost cross join (values (1), (2)) as part(n)
      where lost.n % 2 = 0 and lost.occurred_at + interval '20 days' < now() and (part.n = 1 or lost.n % 10 = 0)
    )
    insert into reimbursements (organisation_id, report_source_id, idempotency_key, reimbursement_id,
      approval_date, reason, sku_id, seller_sku, currency, amount_per_unit, amount_total, quantity_cash,
      quantity_total)
    select ${org}, source.id, 'bench-r-' || n || '-' || part, 'BR-' || n, occurred_at + interval '20 days',
      case when n % 4 = 0 then 'Damaged_Warehouse' else 'Lost_Warehouse' end, sku_id, seller_sku, 'USD',
      case when n % 3 = 0 then cogs * 6 / 10 else cogs end,
      quantity * case when n % 3 = 0 then cogs * 6 / 10 else cogs end, quantity, quantity
    from rows cross join source where quantity > 0`);
  await db.execute(sql`
    insert into store_order_returns (organisation_id, report_source_id, idempotency_key, order_id, return_date,
      sku_id, seller_sku, quantity, disposition, reason)
    select organisation_id, report_source_id, 'bench-return-' || id, order_id, refund_date + interval '10 days',
      sku_id, seller_sku, quantity, 'SELLABLE', 'UNWANTED_ITEM'
    from store_order_refunds where organisation_id = ${org} and id % 2 = 0`);
  await insertRefunds(db, org, {
    key: 'bench-old-',
    daysAgo: 200,
    which: sql`o.id % 100 = 50 and o.purchase_date < now() - interval '210 days'`,
  });
  await insertTransfers(db, org, Math.max(100, Math.round(orders / 50)));
  for (const table of [
    'reimbursements',
    'store_order_returns',
    'store_order_refunds',
    'transfers',
    'transfer_items',
  ])
    await db.execute(sql.raw(`analyze ${table}`));
}

/** One refund of the whole item, `daysAgo` days ago, for each of the bench's orders `which` picks. */
export async function insertRefunds(
  db: Executor,
  organisationId: number,
  { key, daysAgo, which }: { key: string; daysAgo: number; which: SQL },
) {
  await db.execute(sql`
    insert into store_order_refunds (organisation_id, report_source_id, idempotency_key, order_id,
      refund_date, sku_id, seller_sku, quantity, currency, amount)
    select ${organisationId}, o.report_source_id, ${key} || o.id, o.order_id,
      now() - make_interval(days => ${daysAgo}), i.sku_id, i.seller_sku, 1, 'USD', 2599
    from store_orders o join store_order_items i on i.organisation_id = o.organisation_id and i.store_order_id = o.id
    where o.organisation_id = ${organisationId} and o.order_id like 'B-%' and ${which}`);
}

/** How many rows of each kind of fact the organisation holds, and how many detection reads now. */
async function factCounts(db: Executor, organisationId: number) {
  const [held] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from inventory_movements where organisation_id = ${organisationId} and type = 'lost') as losses,
      (select count(*)::int from reimbursements where organisation_id = ${organisationId}) as reimbursements,
      (select count(*)::int from store_order_refunds where organisation_id = ${organisationId}) as refunds,
      (select count(*)::int from store_order_returns where organisation_id = ${organisationId}) as returns,
      (select count(*)::int from transfers where organisation_id = ${organisationId} and status = 'CLOSED'
        and total_received < total_shipped) as short_transfers`,
  );
  const now = new Date();
  const since = (kind: Parameters<typeof claimableSince>[0]) => ({
    organisationId,
    since: claimableSince(kind, now),
  });
  const timed = async <T>(name: string, load: () => Promise<T[]>) => {
    const rows = await load();
    const timing = await measure(10, load, 2);
    console.log(
      `  ${name.padEnd(32)} ${String(rows.length).padStart(7)} rows   p50 ${timing.p50.toFixed(1)} ms`,
    );
    return rows;
  };
  const transfers = await timed('closed transfers received short', () =>
    shortTransfers(db, since('transfer_shortage')),
  );
  const losses = await timed('losses and their credits', async () => {
    const facts = await lossesToCredit(db, since('warehouse_loss'));
    return [...facts.losses, ...facts.reimbursed];
  });
  const refunds = await timed('refunds never returned', () =>
    unreturnedRefundUnits(db, since('unreturned_refund')),
  );
  const paid = await timed('reimbursements below cost', () =>
    reimbursementsWithCost(db, since('underpaid_reimbursement')),
  );
  const read =
    transfers.reduce((sum, transfer) => sum + transfer.items.length, 0) +
    losses.length +
    refunds.length +
    paid.length;
  return { held: held ?? {}, read };
}

/**
 * Dispute detection on the bench's organisation: the facts held and read, a first (cold) run,
 * then `GET …/disputes/candidates` over HTTP beside the use case on the database.
 */
export async function disputeDetectionFigures({
  db,
  client,
  base,
  organisationId,
  runs,
}: {
  db: Executor;
  client: TestClient;
  base: string;
  organisationId: number;
  runs: number;
}) {
  const { held, read } = await factCounts(db, organisationId);
  console.log(
    `Dispute facts held: ${Object.entries(held)
      .map(([name, count]) => `${count} ${name.replace('_', ' ')}`)
      .join(
        ', ',
      )}; detection reads ${read} rows (those still claimable, and the losses and credits of SKUs lost recently)`,
  );
  const query = { page: 1, per_page: 25 };
  const started = performance.now();
  const { page: first } = await listDisputeCandidates({ db, organisationId, query });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Dispute detection, first run: ${seconds.toFixed(2)} s, ${Math.round(read / seconds)} fact rows/s, ${first.meta.total} candidates`,
  );
  const path = `${base}/disputes/candidates`;
  const endpoint = await measure(runs, async () => {
    const answer = await client.get(path);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  });
  const direct = await measure(runs, () => listDisputeCandidates({ db, organisationId, query }));
  console.log(
    `${formatRow('GET …/disputes/candidates', endpoint, direct)}   (${Math.round(read / (direct.p50 / 1000))} fact rows/s at p50)`,
  );
}

/**
 * Where `/counts` spends its time: each of its counts on the database directly (the connection's
 * role, which row security does not bind) and in a tenant transaction as the routes run it (the
 * application role, the policy), then the whole use case both ways.
 */
export async function countsBreakdown({
  db,
  organisationId,
  runs,
}: {
  db: Executor;
  organisationId: number;
  runs: number;
}) {
  const parts: [string, (db: Executor) => Promise<unknown>][] = [
    ['disputes', (on) => countDisputesNeedingAction({ db: on, organisationId })],
    ['transfers (drafts, problems)', (on) => countTransferBadges({ db: on, organisationId })],
    ['skus', (on) => countSkusNeedingAttention(on, { organisationId })],
    ['orders', (on) => countOpenProblemOrders(on, { organisationId })],
    ['all five (the use case)', (on) => countNeedsAttention({ db: on, organisationId })],
  ];
  for (const [name, count] of parts) {
    const tenant = await measure(runs, () => inTenant(db, organisationId, (tx) => count(tx)));
    const direct = await measure(runs, () => count(db));
    console.log(formatRow(`  count ${name}, in tenant`, tenant, direct));
  }
}

/**
 * The plans of the orders count and the Problem Orders page in a tenant transaction and directly
 * (BENCH_EXPLAIN=1): where the endpoint's time goes, statement by statement.
 */
export async function explainProblemOrders(db: Executor, organisationId: number) {
  const statements = [
    [
      'orders count',
      sql`select count(*) from store_orders where organisation_id = ${organisationId}
      and problems <> '[]'::jsonb and problem_acknowledged_at is null`,
    ],
    [
      'Problem Orders page',
      sql`select o.*, u.id, u.name from store_orders o left join users u on u.id = o.problem_acknowledged_by
      where o.organisation_id = ${organisationId} and o.problems <> '[]'::jsonb and o.problem_acknowledged_at is null
      order by o.purchase_date desc, o.id desc limit 25`,
    ],
  ] as const;
  for (const [name, statement] of statements) {
    for (const tenant of [true, false]) {
      const explain = sql`explain (analyze, buffers) ${statement}`;
      const rows = tenant
        ? await inTenant(db, organisationId, (tx) => queryRows<{ 'QUERY PLAN': string }>(tx, explain))
        : await queryRows<{ 'QUERY PLAN': string }>(db, explain);
      console.log(`\n${name} ${tenant ? 'in tenant' : 'directly'}:`);
      for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);
    }
  }
}
