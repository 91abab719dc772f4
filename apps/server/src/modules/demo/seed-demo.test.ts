import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signIn, uniqueEmail } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { countDisputesNeedingAction, listDisputeCandidates } from '../disputes/disputes.usecases.ts';
import { checkLedger } from '../stock-health/check-ledger.usecase.ts';
import { dayNumber } from './demand.domain.ts';
import { defaultProductCount, planCatalog } from './demo-catalog.domain.ts';
import { DEMO_ORDER_DAYS } from './demo-orders.usecase.ts';
import { DEMO_CHANNELS, DEMO_ORGANISATION_NAME } from './demo-world.domain.ts';
import { createRandom, deriveSeed } from './random.domain.ts';
import { type SeedDemoResult, seedDemo } from './seed-demo.usecase.ts';
import { simulateSku } from './stock-simulation.domain.ts';

const server = useTestServer();
const email = uniqueEmail('demo');
const now = new Date('2026-03-15T18:30:00Z');
const options = { skus: 30, days: 60, seed: 7 };
let seeded: SeedDemoResult;

const one = async <T>(query: ReturnType<typeof sql>) => {
  const [row] = await queryRows<T>(server.ctx.db, query);
  if (!row) throw new Error('no row');
  return row;
};

/** (Warehouse, SKU) pairs whose stock differs from the sum of their ledger. */
async function stockMismatches(organisationId: number): Promise<number> {
  const mismatches = await one<{ count: number }>(sql`
    select count(*)::int as count
    from (select warehouse_id, sku_id, sum(quantity)::int as quantity from inventory_movements
          where organisation_id = ${organisationId} group by warehouse_id, sku_id) ledger
    full join (select * from warehouse_stock where organisation_id = ${organisationId}) stock
      using (warehouse_id, sku_id)
    where ledger.quantity is distinct from stock.quantity`);
  return mismatches.count;
}

beforeAll(async () => {
  seeded = await seedDemo({ db: server.ctx.db, options: { ...options, email, now } });
});

describe('seeding a demo organisation', () => {
  it('leaves the planner statistics of what it wrote (PGlite has no autovacuum to make them)', async () => {
    // A bulk insert leaves reltuples as it was (-1 or 0); only ANALYZE (or VACUUM) sets it.
    const { reltuples } = await one<{ reltuples: number }>(
      sql`select reltuples::float8 as reltuples from pg_class where relname = 'inventory_movements'`,
    );
    expect(Number(reltuples)).toBeGreaterThanOrEqual(seeded.counts.movements * 0.5);
  });

  it('writes the catalog it reports', async () => {
    const organisationId = seeded.organisation.id;
    const counts = await one<Record<string, number>>(sql`
      select
        (select count(*)::int from products where organisation_id = ${organisationId}) as products,
        (select count(*)::int from skus where organisation_id = ${organisationId}) as skus,
        (select count(*)::int from skus where organisation_id = ${organisationId} and product_id is null) as unmapped,
        (select count(*)::int from skus where organisation_id = ${organisationId} and cogs is null) as without_cogs,
        (select count(*)::int from skus where organisation_id = ${organisationId} and is_hidden) as hidden,
        (select count(*)::int from suppliers where organisation_id = ${organisationId}) as suppliers,
        (select count(*)::int from supplier_shipping_times where organisation_id = ${organisationId}) as shipping_times,
        (select count(*)::int from product_suppliers
          where organisation_id = ${organisationId} and production_lead_days > 0 and buffer_days > 0) as product_suppliers,
        (select count(*)::int from warehouses where organisation_id = ${organisationId}) as warehouses,
        (select count(*)::int from warehouses where organisation_id = ${organisationId} and is_fulfillment_center) as fba,
        (select count(*)::int from warehouses where organisation_id = ${organisationId} and is_distribution_center) as dc,
        (select count(*)::int from warehouse_countries where organisation_id = ${organisationId}) as warehouse_countries,
        (select count(*)::int from sku_listings where organisation_id = ${organisationId}) as listings,
        (select count(*)::int from inventory_movements where organisation_id = ${organisationId}) as movements,
        (select count(*)::int from report_sources where organisation_id = ${organisationId} and type = 'amazon'
          and auth_token_encrypted is null and client_secret_encrypted is null) as report_sources`);
    expect(counts).toMatchObject({
      products: 20,
      skus: 30,
      unmapped: 2,
      without_cogs: 4,
      hidden: 1,
      suppliers: 3,
      warehouses: 6,
      fba: 4,
      dc: 1,
      report_sources: 2,
      listings: seeded.counts.listings,
      movements: seeded.counts.movements,
    });
    expect(counts.shipping_times).toBeGreaterThanOrEqual(6);
    expect(counts.product_suppliers).toBeGreaterThanOrEqual(20);
    expect(counts.warehouse_countries).toBeGreaterThanOrEqual(6);
    expect(seeded.counts.movements).toBeGreaterThan(30 * 40);
  });

  it('sells on Amazon.com, .ca, .co.uk and .de through channels fed by the report sources', async () => {
    const channels = await queryRows<{ name: string; mws_id: string; source: string }>(
      server.ctx.db,
      sql`select c.name, m.mws_id, r.name as source from sales_channels c
        join marketplaces m on m.id = c.marketplace_id
        join report_source_sales_channels p on p.organisation_id = c.organisation_id and p.sales_channel_id = c.id
        join report_sources r on r.organisation_id = p.organisation_id and r.id = p.report_source_id
        where c.organisation_id = ${seeded.organisation.id} order by c.name`,
    );
    expect(channels.map(({ name, mws_id }) => ({ name, mws_id }))).toEqual(
      DEMO_CHANNELS.map(({ name, mwsId }) => ({ name, mws_id: mwsId })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    );
  });

  it('has the store orders behind the last DEMO_ORDER_DAYS of FBA sales, unit for unit, in their marketplaces', async () => {
    const organisationId = seeded.organisation.id;
    expect(seeded.counts.orders).toBeGreaterThan(20);
    // Per SKU and marketplace: the units of orders that shipped (or will) equal the ledger's sales.
    const differences = await one<{ count: number; sold: number }>(sql`
      with since as (select date_trunc('day', ${now.toISOString()}::timestamptz - make_interval(days => ${DEMO_ORDER_DAYS}), 'UTC') as at),
      sold as (
        select m.sku_id, w.name as warehouse, -sum(m.quantity)::int as units
        from inventory_movements m join warehouses w on w.organisation_id = m.organisation_id and w.id = m.warehouse_id
        where m.organisation_id = ${organisationId} and m.type = 'sale'
          and (m.occurred_at at time zone 'UTC')::date >= (select (at at time zone 'UTC')::date from since)
        group by 1, 2),
      ordered as (
        select i.sku_id, case o.sales_channel_name when 'Amazon.com' then 'FBA US' when 'Amazon.ca' then 'FBA CA'
          when 'Amazon.co.uk' then 'FBA UK' else 'FBA EU' end as warehouse, sum(i.quantity)::int as units
        from store_orders o join store_order_items i on i.organisation_id = o.organisation_id and i.store_order_id = o.id
        where o.organisation_id = ${organisationId} and o.status <> 'Cancelled'
          -- The older orders kept for their refunds are a sample of their days, not all of them.
          and o.purchase_date >= (select at from since)
        group by 1, 2)
      select count(*) filter (where sold.units is distinct from ordered.units)::int as count,
        coalesce(sum(sold.units), 0)::int as sold
      from sold full join ordered using (sku_id, warehouse)`);
    expect(differences.sold).toBeGreaterThan(0);
    expect(differences.count).toBe(0);
    // The problem rules ran over them: exactly the orders of a SKU unmapped or without COGS.
    const needingAttention = await one<{ count: number }>(sql`
      select count(*)::int as count from store_orders o
      where o.organisation_id = ${organisationId} and exists (
        select 1 from store_order_items i join skus s on s.organisation_id = i.organisation_id and s.id = i.sku_id
        where i.organisation_id = o.organisation_id and i.store_order_id = o.id
          and (s.product_id is null or s.cogs is null) and not s.is_hidden)`);
    expect(needingAttention.count).toBeGreaterThan(0);
    const flagged = await one<{ all: number; catalog: number }>(sql`
      select count(*)::int as all,
        count(*) filter (where problems @> '[{"rule":"unmapped_sku"}]'::jsonb
          or problems @> '[{"rule":"missing_cogs"}]'::jsonb)::int as catalog
      from store_orders where organisation_id = ${organisationId} and problems <> '[]'::jsonb`);
    expect(flagged.catalog).toBe(needingAttention.count);
    expect(seeded.counts.problemOrders).toBe(flagged.all);
    const currencies = await queryRows<{ channel: string; currency: string }>(
      server.ctx.db,
      sql`select distinct sales_channel_name as channel, currency from store_orders
        where organisation_id = ${organisationId} order by 1`,
    );
    expect(currencies).toEqual(
      [
        { channel: 'Amazon.ca', currency: 'CAD' },
        { channel: 'Amazon.co.uk', currency: 'GBP' },
        { channel: 'Amazon.com', currency: 'USD' },
        { channel: 'Amazon.de', currency: 'EUR' },
      ].filter((row) => currencies.some((seen) => seen.channel === row.channel)),
    );
    expect(currencies.length).toBeGreaterThanOrEqual(3);
  });

  it('has refunds, some returned in time and some never (problem orders and dispute candidates), and fees of settled orders', async () => {
    const organisationId = seeded.organisation.id;
    const refunds = await one<{ refunds: number; orders: number; returned: number; unreturned: number }>(sql`
      with refunded as (
        select f.order_id, f.seller_sku, sum(f.quantity) as units, max(f.refund_date) as at
        from store_order_refunds f where f.organisation_id = ${organisationId} group by 1, 2)
      select (select count(*)::int from store_order_refunds where organisation_id = ${organisationId}) as refunds,
        count(*)::int as orders,
        count(*) filter (where exists (select 1 from store_order_returns x
          where x.organisation_id = ${organisationId} and x.order_id = r.order_id and x.seller_sku = r.seller_sku))::int as returned,
        -- The problem scan judges by the database's clock, not the seed's \`now\`.
        count(*) filter (where r.at < now() - interval '45 days' and not exists (
          select 1 from store_order_returns x
          where x.organisation_id = ${organisationId} and x.order_id = r.order_id and x.seller_sku = r.seller_sku))::int as unreturned
      from refunded r
      join store_orders o on o.organisation_id = ${organisationId} and o.order_id = r.order_id`);
    expect(refunds.refunds).toBeGreaterThan(0);
    expect(refunds.orders).toBe(refunds.refunds);
    expect(refunds.returned).toBeGreaterThan(0);
    expect(refunds.unreturned).toBeGreaterThan(0);
    // Every refund older than 45 days with no return is a problem order of that rule, and no other is.
    const refundProblems = await one<{ count: number }>(sql`
      select count(*)::int as count from store_orders
      where organisation_id = ${organisationId} and problems @> '[{"rule":"refund_without_return"}]'::jsonb`);
    expect(refundProblems.count).toBe(refunds.unreturned);
    // Fees: on every shipped line settled (a week and more old), on no line of the last days.
    const fees = await one<{
      settled: number;
      settledWithFees: number;
      recentWithFees: number;
      wrong: number;
    }>(sql`
      select count(*) filter (where o.purchase_date < ${now.toISOString()}::timestamptz - interval '8 days')::int as settled,
        count(*) filter (where o.purchase_date < ${now.toISOString()}::timestamptz - interval '8 days' and i.fees is not null)::int as "settledWithFees",
        count(*) filter (where o.purchase_date > ${now.toISOString()}::timestamptz - interval '5 days' and i.fees is not null)::int as "recentWithFees",
        count(*) filter (where i.fees is not null and i.fees <> round(i.item_price * 0.15) + 322 * i.quantity)::int as wrong
      from store_orders o join store_order_items i on i.organisation_id = o.organisation_id and i.store_order_id = o.id
      where o.organisation_id = ${organisationId} and o.status = 'Shipped'`);
    expect(fees.settled).toBeGreaterThan(0);
    expect(fees.settledWithFees).toBe(fees.settled);
    expect(fees.recentWithFees).toBe(0);
    expect(fees.wrong).toBe(0);
  });

  it('keeps warehouse stock equal to the ledger sums, and never lets a balance go below zero', async () => {
    const organisationId = seeded.organisation.id;
    expect(await stockMismatches(organisationId)).toBe(0);
    const lowest = await one<{ lowest: number }>(sql`
      select min(balance)::int as lowest from (
        select sum(quantity) over (partition by warehouse_id, sku_id order by occurred_at, id) as balance
        from inventory_movements where organisation_id = ${organisationId}) running`);
    expect(lowest.lowest).toBeGreaterThanOrEqual(0);
    const future = await one<{ count: number }>(sql`
      select count(*)::int as count from inventory_movements
      where organisation_id = ${organisationId} and occurred_at > ${now.toISOString()}::timestamptz`);
    expect(future.count).toBe(0);
  });

  it('has stockouts: FBA stock that ran dry, dated where it is still out', async () => {
    const organisationId = seeded.organisation.id;
    expect(seeded.counts.stockoutDays).toBeGreaterThan(0);
    const dry = await one<{ count: number }>(sql`
      select count(*)::int as count from (
        select m.type, sum(m.quantity) over (partition by m.warehouse_id, m.sku_id order by m.occurred_at, m.id) as balance
        from inventory_movements m join warehouses w on w.organisation_id = m.organisation_id and w.id = m.warehouse_id
        where m.organisation_id = ${organisationId} and w.is_fulfillment_center) running
      where type = 'sale' and balance = 0`);
    expect(dry.count).toBeGreaterThan(0);
    // The date is that of the last movement that took the balance from above zero to zero or
    // below (the ledger's own rule), and only rows that are out carry one.
    const dates = await one<{ out: number; dated: number; wrong: number; datedInStock: number }>(sql`
      select count(*) filter (where s.quantity <= 0)::int as out,
        count(*) filter (where s.quantity <= 0 and s.out_of_stock_date is not null)::int as dated,
        count(*) filter (where s.quantity > 0 and s.out_of_stock_date is not null)::int as "datedInStock",
        count(*) filter (where s.quantity <= 0 and s.out_of_stock_date is distinct from (
          select (max(r.occurred_at) at time zone 'UTC')::date from (
            select occurred_at, quantity, sum(quantity) over (order by occurred_at, id) as balance
            from inventory_movements m
            where m.organisation_id = s.organisation_id and m.warehouse_id = s.warehouse_id and m.sku_id = s.sku_id
          ) r where r.balance <= 0 and r.balance - r.quantity > 0)
        )::int as wrong
      from warehouse_stock s where s.organisation_id = ${organisationId}`);
    expect(dates.out).toBeGreaterThan(0);
    expect(dates.dated).toBeGreaterThan(0);
    expect(dates.datedInStock).toBe(0);
    expect(dates.wrong).toBe(0);
  });

  it('adds a purchase order in every status whose received units are exactly its ledger receipts', async () => {
    const organisationId = seeded.organisation.id;
    const statuses = await queryRows<{ status: string }>(
      server.ctx.db,
      sql`select distinct status from purchase_orders where organisation_id = ${organisationId} order by status`,
    );
    expect(statuses.map((row) => row.status)).toEqual([
      'CANCELLED',
      'CONFIRMED',
      'DRAFT',
      'IN_PRODUCTION',
      'PARTIALLY_RECEIVED',
      'RECEIVED',
      'SHIPPED',
      'SUBMITTED',
    ]);
    // Per order: units received on its lines, units of its receipts in the ledger.
    const orders = await queryRows<{
      status: string;
      lines: number;
      received: number;
      ledger: number;
      outstanding: number;
    }>(
      server.ctx.db,
      sql`select o.status,
            (select count(*)::int from purchase_order_lines l where l.organisation_id = o.organisation_id and l.purchase_order_id = o.id) as lines,
            (select coalesce(sum(quantity_received), 0)::int from purchase_order_lines l where l.organisation_id = o.organisation_id and l.purchase_order_id = o.id) as received,
            (select coalesce(sum(quantity - quantity_received), 0)::int from purchase_order_lines l where l.organisation_id = o.organisation_id and l.purchase_order_id = o.id) as outstanding,
            (select coalesce(sum(m.quantity), 0)::int from inventory_movements m
              where m.organisation_id = o.organisation_id and m.source_type = 'purchase_order'
                and m.source_id = o.id::text and m.type = 'receipt' and m.warehouse_id = o.warehouse_id) as ledger
          from purchase_orders o where o.organisation_id = ${organisationId}`,
    );
    for (const order of orders) {
      expect(order.lines, order.status).toBeGreaterThan(0);
      expect(order.ledger, order.status).toBe(order.received);
      if (order.status === 'RECEIVED') expect(order.outstanding).toBe(0);
      else if (order.status === 'PARTIALLY_RECEIVED')
        expect(order.received * order.outstanding).toBeGreaterThan(0);
      else expect(order.received, order.status).toBe(0);
    }
    const check = await checkLedger({ db: server.ctx.db, organisationId });
    expect([check.mismatches, check.totalMismatches, check.countMismatches]).toEqual([[], [], []]);
  });

  it('writes what the simulated seller had on its way: its open purchase orders and its transfers in transit', async () => {
    const organisationId = seeded.organisation.id;
    // The simulation again, per SKU: units ordered and not arrived, units shipped and not arrived.
    const catalog = planCatalog({ ...options, products: defaultProductCount(options.skus) });
    const window = { firstDay: dayNumber(now) - options.days + 1, days: options.days };
    const ordered = new Map<string, number>();
    const shipped = new Map<string, number>();
    catalog.skus.forEach((sku, index) => {
      const result = simulateSku(sku.simulation, window, createRandom(deriveSeed(options.seed, 2, index)));
      const units = (list: { quantity: number }[]) => list.reduce((sum, each) => sum + each.quantity, 0);
      // SKUs of no product are ordered by no document (planning knows no supplier of theirs).
      if (sku.product !== null && result.onOrder.length) ordered.set(sku.skuId, units(result.onOrder));
      if (result.underWay.length) shipped.set(sku.skuId, units(result.underWay));
    });
    expect(ordered.size).toBeGreaterThan(10);
    expect(shipped.size).toBeGreaterThan(0);
    const perSku = async (query: ReturnType<typeof sql>) =>
      new Map(
        (await queryRows<{ sku: string; units: number }>(server.ctx.db, query)).map((row) => [
          row.sku,
          row.units,
        ]),
      );
    // The seller's own orders (some received early: their units moved from on order to stock).
    expect(
      await perSku(sql`
        select s.sku_id as sku, sum(l.quantity)::int as units from purchase_orders o
        join purchase_order_lines l on l.organisation_id = o.organisation_id and l.purchase_order_id = o.id
        join skus s on s.organisation_id = l.organisation_id and s.id = l.sku_id
        where o.organisation_id = ${organisationId} and o.reference like 'PO-%' group by 1`),
    ).toEqual(ordered);
    expect(
      await perSku(sql`
        select s.sku_id as sku, sum(i.quantity_shipped)::int as units from transfers t
        join transfer_items i on i.organisation_id = t.organisation_id and i.transfer_id = t.id
        join skus s on s.organisation_id = i.organisation_id and s.id = i.sku_id
        where t.organisation_id = ${organisationId} and t.name ~ ' weekly [0-9]{4}-[0-9]{2}-[0-9]{2}' group by 1`),
    ).toEqual(shipped);
    const transfers = await queryRows<{ status: string; shipped: boolean; expected: boolean }>(
      server.ctx.db,
      sql`select status, shipped_at is not null as shipped, expected_delivery_date > shipping_date as expected
          from transfers where organisation_id = ${organisationId} and name ~ ' weekly [0-9]{4}-[0-9]{2}-[0-9]{2}'`,
    );
    for (const transfer of transfers) expect(transfer).toMatchObject({ shipped: true, expected: true });
    expect(new Set(transfers.map((transfer) => transfer.status))).toEqual(new Set(['IN_TRANSIT']));
    // Open orders count as planning counts them: each line's outstanding units, in the supplier's currency.
    const lines = await one<{ lines: number; usd: number; cased: number }>(sql`
      select count(*)::int as lines, count(*) filter (where l.currency = 'USD')::int as usd,
        count(*) filter (where l.quantity % l.quantity_in_case = 0)::int as cased
      from purchase_orders o join purchase_order_lines l on l.organisation_id = o.organisation_id and l.purchase_order_id = o.id
      where o.organisation_id = ${organisationId} and o.reference like 'PO-%'`);
    expect(lines.usd).toBe(lines.lines);
    expect(lines.cased).toBe(lines.lines);
  });

  it('gives the suppliers their currency and some products a minimum order quantity', async () => {
    const organisationId = seeded.organisation.id;
    const suppliers = await one<{ all: number; usd: number }>(sql`
      select count(*)::int as all, count(*) filter (where currency = 'USD')::int as usd
      from suppliers where organisation_id = ${organisationId}`);
    expect(suppliers.usd).toBe(suppliers.all);
    const minimums = await one<{ links: number; moq: number; low: number }>(sql`
      select count(*)::int as links, count(min_order_quantity)::int as moq,
        count(*) filter (where min_order_quantity < 50 or min_order_quantity > 300)::int as low
      from product_suppliers where organisation_id = ${organisationId}`);
    expect(minimums.moq).toBeGreaterThan(0);
    expect(minimums.moq).toBeLessThan(minimums.links);
    expect(minimums.low).toBe(0);
  });

  it('adds transfers in every status through the transfer use cases, their movements dated in the history', async () => {
    const organisationId = seeded.organisation.id;
    const rows = await queryRows<{ status: string; n: number; movements: number }>(
      server.ctx.db,
      sql`select t.status, count(*)::int as n,
            (select count(*)::int from inventory_movements m where m.organisation_id = ${organisationId}
              and m.source_type = 'transfer' and m.source_id in (select id::text from transfers
                where organisation_id = ${organisationId} and status = t.status)) as movements
          from transfers t where t.organisation_id = ${organisationId} group by t.status order by t.status`,
    );
    expect(rows.map((row) => row.status)).toEqual([
      'CANCELLED',
      'CLOSED',
      'DELIVERED',
      'DRAFT',
      'ERROR',
      'IN_TRANSIT',
      'READY',
      'RECEIVING',
      'SHIPPED',
    ]);
    // Drafts moved nothing; everything shipped left its origin (and cancelled ones came back).
    for (const row of rows)
      expect(row.movements > 0, row.status).toBe(!['DRAFT', 'READY'].includes(row.status));
    const short = await one<{ open: number; resolved: number }>(sql`
      select count(*) filter (where not resolved_discrepancy)::int as open,
             count(*) filter (where resolved_discrepancy)::int as resolved
      from transfers where organisation_id = ${organisationId} and status = 'CLOSED' and total_received <> total_shipped`);
    expect(short).toEqual({ open: 1, resolved: 1 });
    const check = await checkLedger({ db: server.ctx.db, organisationId });
    expect(check.mismatches).toEqual([]);
    // Each timeline reads in order: created first, then what happened to it.
    const outOfOrder = await one<{ n: number }>(sql`
      select count(*)::int as n from transfer_events created
      join transfer_events later on later.organisation_id = created.organisation_id
        and later.transfer_id = created.transfer_id and later.type <> 'created'
      where created.organisation_id = ${organisationId} and created.type = 'created'
        and later.occurred_at < created.occurred_at`);
    expect(outOfOrder.n).toBe(0);
  });

  it('claims the shipment closed short and resolved as disputes: one paid, one paid in half, the rest awaited', async () => {
    const organisationId = seeded.organisation.id;
    const rows = await queryRows<{ status: string; case_id: string; transfer: string }>(
      server.ctx.db,
      sql`select d.status, d.case_id, t.name as transfer from disputes d
          join transfers t on t.organisation_id = d.organisation_id and t.id = d.transfer_id
          where d.organisation_id = ${organisationId} order by d.id`,
    );
    expect(rows.map((row) => row.status)).toEqual(['REIMBURSED', 'PARTIALLY_REIMBURSED', 'SUBMITTED']);
    expect(new Set(rows.map((row) => `${row.transfer} / ${row.case_id}`))).toEqual(
      new Set(['FBA CA cartons (short, claimed) / 1234567890']),
    );
    // All three were submitted in time: none needs action while the claim window is open (the
    // sidebar's count: OPEN, or past the deadline unsettled), the half paid and the awaited one
    // once it has closed. (Read at the seed's own date: the windows are 60 days from closing.)
    const needing = async (at: Date) =>
      (await countDisputesNeedingAction({ db: server.ctx.db, organisationId, now: at })).count;
    expect(await needing(now)).toBe(0);
    expect(await needing(new Date(now.getTime() + 30 * 86_400_000))).toBe(2);
    // The shipment closed short and not claimed is still a finding to open.
    const {
      page: { data: candidates },
    } = await listDisputeCandidates({
      db: server.ctx.db,
      organisationId,
      query: { page: 1, per_page: 100 },
      now,
    });
    const titles = candidates.map((candidate) => candidate.title);
    expect(titles).toEqual(expect.arrayContaining([expect.stringContaining('FBA UK pallet (short)')]));
    expect(titles.join()).not.toContain('claimed');
  });

  it('lets the demo user sign in and see the organisation as its owner', async () => {
    expect(seeded.password).toEqual(expect.any(String));
    const client = await signIn(server, email, seeded.password ?? '');
    const me = await client.get('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body.data.current_organisation).toMatchObject({
      ulid: seeded.organisation.ulid,
      name: DEMO_ORGANISATION_NAME,
    });
    expect(me.body.data.organisations).toEqual([
      expect.objectContaining({ ulid: seeded.organisation.ulid, role: 'owner' }),
    ]);
  });

  it("repeats the first SKUs' histories past distinctHistories, movement for movement, stock derived from them", async () => {
    const repeated = await seedDemo({
      db: server.ctx.db,
      options: {
        skus: 10,
        days: 30,
        seed: 9,
        email: uniqueEmail('demo-repeat'),
        now,
        orders: false,
        distinctHistories: 3,
      },
    });
    const organisationId = repeated.organisation.id;
    // Each SKU's ledger history (what seeding wrote, before the purchase-order receipts and
    // transfers added through the ledger's own entry point), as text to compare.
    const histories = await queryRows<{ skuId: number; history: string }>(
      server.ctx.db,
      sql`select sku_id::int as "skuId",
            string_agg(concat_ws(' ', warehouse_id, type, quantity, occurred_at), ';' order by occurred_at, warehouse_id, type, quantity) as history
          from inventory_movements where organisation_id = ${organisationId} and source_type = 'demo'
          group by sku_id order by sku_id`,
    );
    expect(histories).toHaveLength(10);
    histories.forEach((row, index) => {
      expect(row.history).toBe(histories[index % 3]?.history);
    });
    expect(new Set(histories.slice(0, 3).map((row) => row.history)).size).toBe(3);
    expect(await stockMismatches(organisationId)).toBe(0);
    const total = await one<{ count: number }>(
      sql`select count(*)::int as count from inventory_movements where organisation_id = ${organisationId}`,
    );
    expect(repeated.counts.movements).toBe(total.count);
  });

  it('makes a new organisation on every run and keeps the existing user and password', async () => {
    const again = await seedDemo({ db: server.ctx.db, options: { skus: 12, days: 14, seed: 8, email, now } });
    expect(again.password).toBeNull();
    expect(again.user.id).toBe(seeded.user.id);
    expect(again.organisation.id).not.toBe(seeded.organisation.id);
    expect(again.organisation.name).toBe(`${DEMO_ORGANISATION_NAME} 2`);
    const client = await signIn(server, email, seeded.password ?? '');
    const me = await client.get('/api/users/me');
    expect(me.body.data.organisations).toHaveLength(2);
    expect(me.body.data.current_organisation.ulid).toBe(seeded.organisation.ulid);
  });
});
