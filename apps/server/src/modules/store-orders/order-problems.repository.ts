import type { OrderProblem } from '@backoffice/shared';
import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows, type Transaction } from '../../db/client.ts';
import { bigintArray } from '../../db/sql-arrays.ts';
import { stageRows, stageTable } from '../../db/staging.ts';
import { organisationFactsAs } from '../organisations/organisations.facts.ts';
import { reportSourceFacts } from '../report-sources/report-sources.facts.ts';
import { skuFactsAs } from '../skus/skus.facts.ts';
import type { OrderFacts, OrderUnitsEvent } from './order-problems.domain.ts';
import { orderProblemScans } from './store-orders.tables.ts';

export async function findProblemScan(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<{ checkedThrough: Date; rulesVersion: number } | undefined> {
  const [row] = await db
    .select({
      checkedThrough: orderProblemScans.checkedThrough,
      rulesVersion: orderProblemScans.rulesVersion,
    })
    .from(orderProblemScans)
    .where(eq(orderProblemScans.organisationId, organisationId));
  return row;
}

export async function saveProblemScan(
  db: Executor,
  {
    organisationId,
    checkedThrough,
    rulesVersion,
  }: { organisationId: number; checkedThrough: Date; rulesVersion: number },
): Promise<void> {
  await db
    .insert(orderProblemScans)
    .values({ organisationId, checkedThrough, rulesVersion })
    .onConflictDoUpdate({
      target: orderProblemScans.organisationId,
      set: { checkedThrough, rulesVersion, scannedAt: sql`now()` },
    });
}

/** The database's clock (the scan's watermarks are compared with rows the database dated). */
export async function databaseNow(db: Executor): Promise<Date> {
  const [row] = await queryRows<{ now: Date | string }>(db, sql`select now() as now`);
  return new Date(row?.now as Date | string);
}

/** Organisations that have orders (for the scheduled scan; outside any tenant). */
export async function organisationsWithOrders(db: Executor): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`select o.id from ${organisationFactsAs('o')}
      where exists (select 1 from store_orders s where s.organisation_id = o.id) order by o.id`,
  );
  return rows.map((row) => Number(row.id));
}

/** The next `limit` order ids after `afterId`, for a scan of every order. */
export async function orderIdsAfter(
  db: Executor,
  { organisationId, afterId, limit }: { organisationId: number; afterId: number; limit: number },
): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`select id from store_orders where organisation_id = ${organisationId} and id > ${afterId}
      order by id limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Orders whose problems may have changed between `since` and `until`: the order was written, a
 * SKU on it changed (mapping, COGS, hidden), a refund or return of it arrived, a refund's 45 days
 * or an unshipped MFN order's handling time ran out, or another order with its id (a duplicate)
 * is among these. `lateAfterDays` bounds the unshipped orders looked at by their purchase date.
 */
export async function changedOrderIds(
  db: Executor,
  {
    organisationId,
    since,
    until,
    returnWindowDays,
    lateAfterDays,
  }: { organisationId: number; since: Date; until: Date; returnWindowDays: number; lateAfterDays: number },
): Promise<number[]> {
  const org = organisationId;
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`
      with changed as (
        select id from store_orders where organisation_id = ${org} and updated_at > ${since}
        union
        select i.store_order_id from store_order_items i
        join ${skuFactsAs('k')} on k.organisation_id = i.organisation_id and k.id = i.sku_id
        where i.organisation_id = ${org} and k.organisation_id = ${org} and k.updated_at > ${since}
        union
        select o.id from store_orders o
        join store_order_refunds f on f.organisation_id = o.organisation_id and f.order_id = o.order_id
        where o.organisation_id = ${org} and f.organisation_id = ${org}
          and (f.created_at > ${since} or (f.refund_date > ${since}::timestamptz - make_interval(days => ${returnWindowDays})
            and f.refund_date <= ${until}::timestamptz - make_interval(days => ${returnWindowDays})))
        union
        select o.id from store_orders o
        join store_order_returns r on r.organisation_id = o.organisation_id and r.order_id = o.order_id
        where o.organisation_id = ${org} and r.organisation_id = ${org} and r.created_at > ${since}
        union
        select id from store_orders
        where organisation_id = ${org} and fulfillment_channel = 'MFN'
          and status in ('Unshipped', 'PartiallyShipped')
          and purchase_date > ${since}::timestamptz - make_interval(days => ${lateAfterDays})
      )
      select c.id from changed c
      union
      select d.id from store_orders o
      join changed c on o.organisation_id = ${org} and o.id = c.id
      join store_orders d on d.organisation_id = ${org} and d.order_id = o.order_id and d.id <> o.id
      order by 1`,
  );
  return rows.map((row) => Number(row.id));
}

export interface StoredProblemState {
  id: number;
  problems: OrderProblem[];
  acknowledgedAt: Date | null;
  acknowledgedRules: string[] | null;
}

/** What the rules need of these orders, and what is stored of their problems now. */
export async function orderProblemFacts(
  db: Executor,
  { organisationId, ids }: { organisationId: number; ids: readonly number[] },
): Promise<{ facts: OrderFacts; stored: StoredProblemState }[]> {
  if (ids.length === 0) return [];
  const org = organisationId;
  const source = reportSourceFacts;
  const orders = await queryRows<{
    id: string | number;
    order_id: string;
    status: string;
    fulfillment_channel: 'AFN' | 'MFN';
    purchase_date: Date | string;
    shipped_at: Date | string | null;
    problems: OrderProblem[] | string;
    problem_acknowledged_at: Date | string | null;
    problem_acknowledged_rules: string[] | null;
    also_from: string[] | null;
  }>(
    db,
    sql`select o.id, o.order_id, o.status, o.fulfillment_channel, o.purchase_date, o.shipped_at,
        o.problems, o.problem_acknowledged_at, o.problem_acknowledged_rules,
        (select array_agg(distinct ${source.name} order by ${source.name}) from store_orders d
          join ${source} on ${source.organisationId} = d.organisation_id and ${source.id} = d.report_source_id
          where d.organisation_id = ${org} and d.order_id = o.order_id and d.id <> o.id
            and d.report_source_id <> o.report_source_id) as also_from
      from store_orders o where o.organisation_id = ${org} and o.id = any(${bigintArray(ids)})
      order by o.id`,
  );
  const items = await queryRows<{
    store_order_id: string | number;
    seller_sku: string;
    item_status: string | null;
    quantity: number;
    mapped: boolean;
    has_cogs: boolean;
    hidden: boolean;
  }>(
    db,
    sql`select i.store_order_id, i.seller_sku, i.item_status, i.quantity,
        k.product_id is not null as mapped, k.cogs is not null as has_cogs, k.is_hidden as hidden
      from store_order_items i
      join ${skuFactsAs('k')} on k.organisation_id = i.organisation_id and k.id = i.sku_id
      where i.organisation_id = ${org} and k.organisation_id = ${org}
        and i.store_order_id = any(${bigintArray(ids)})
      order by i.store_order_id, i.seller_sku`,
  );
  const unitsOf = (
    table: 'store_order_refunds' | 'store_order_returns',
    dateColumn: 'refund_date' | 'return_date',
  ) =>
    queryRows<{ order_id: string; seller_sku: string; quantity: number; date: Date | string }>(
      db,
      sql`select e.order_id, e.seller_sku, e.quantity, e.${sql.raw(dateColumn)} as date
        from ${sql.raw(table)} e
        where e.organisation_id = ${org} and e.order_id in (
          select order_id from store_orders where organisation_id = ${org} and id = any(${bigintArray(ids)}))
        order by e.id`,
    );
  const [refunds, returns] = [
    await unitsOf('store_order_refunds', 'refund_date'),
    await unitsOf('store_order_returns', 'return_date'),
  ];
  const byOrderId = (rows: typeof refunds) => {
    const map = new Map<string, OrderUnitsEvent[]>();
    for (const row of rows)
      map.set(row.order_id, [
        ...(map.get(row.order_id) ?? []),
        { sellerSku: row.seller_sku, quantity: row.quantity, date: new Date(row.date) },
      ]);
    return map;
  };
  const refundsOf = byOrderId(refunds);
  const returnsOf = byOrderId(returns);
  const itemsOf = new Map<number, OrderFacts['items'][number][]>();
  for (const item of items) {
    const id = Number(item.store_order_id);
    itemsOf.set(id, [
      ...(itemsOf.get(id) ?? []),
      {
        sellerSku: item.seller_sku,
        itemStatus: item.item_status,
        quantity: item.quantity,
        mapped: item.mapped,
        hasCogs: item.has_cogs,
        hidden: item.hidden,
      },
    ]);
  }
  return orders.map((row) => {
    const id = Number(row.id);
    return {
      facts: {
        orderId: row.order_id,
        status: row.status,
        fulfillmentChannel: row.fulfillment_channel,
        purchaseDate: new Date(row.purchase_date),
        shippedAt: row.shipped_at === null ? null : new Date(row.shipped_at),
        items: itemsOf.get(id) ?? [],
        refunds: refundsOf.get(row.order_id) ?? [],
        returns: returnsOf.get(row.order_id) ?? [],
        alsoFrom: row.also_from ?? [],
      },
      stored: {
        id,
        problems: typeof row.problems === 'string' ? JSON.parse(row.problems) : row.problems,
        acknowledgedAt: row.problem_acknowledged_at === null ? null : new Date(row.problem_acknowledged_at),
        acknowledgedRules: row.problem_acknowledged_rules,
      },
    };
  });
}

const STAGED_PROBLEMS = stageTable('stage_order_problems', {
  id: 'bigint',
  // Text, cast in the update: staged as JSON on PGlite, a jsonb column would take it as a string.
  problems: 'text',
  keep_acknowledgement: 'boolean',
});

/**
 * Stores what the rules found on these orders in one statement (never touching `updated_at`,
 * which says when a report last wrote the order); an acknowledgement that no longer holds is
 * cleared with its note. Answers the ids whose problems were new: none before, or unacknowledged.
 */
export async function writeOrderProblems(
  tx: Transaction,
  {
    organisationId,
    changes,
  }: {
    organisationId: number;
    changes: readonly { id: number; problems: OrderProblem[]; keepAcknowledgement: boolean }[];
  },
): Promise<number[]> {
  if (changes.length === 0) return [];
  await stageRows(
    tx,
    STAGED_PROBLEMS,
    changes.map((change) => ({
      id: change.id,
      problems: JSON.stringify(change.problems),
      keep_acknowledgement: change.keepAcknowledgement,
    })),
  );
  const rows = await queryRows<{ id: string | number; newly: boolean }>(
    tx,
    sql`
      with previous as (
        select o.id, o.problems = '[]'::jsonb as had_none from store_orders o
        join stage_order_problems s on s.id = o.id
        where o.organisation_id = ${organisationId}
      )
      update store_orders o set
        problems = s.problems::jsonb,
        problems_detected_at = case when s.problems::jsonb = '[]'::jsonb then null
          else coalesce(o.problems_detected_at, now()) end,
        problem_acknowledged_at = case when s.keep_acknowledgement then o.problem_acknowledged_at end,
        problem_acknowledged_by = case when s.keep_acknowledgement then o.problem_acknowledged_by end,
        problem_acknowledged_rules = case when s.keep_acknowledgement then o.problem_acknowledged_rules end,
        problem_note = case when s.keep_acknowledgement then o.problem_note end
      from stage_order_problems s, previous p
      where o.organisation_id = ${organisationId} and o.id = s.id and p.id = s.id
      returning o.id, (p.had_none and s.problems::jsonb <> '[]'::jsonb) as newly`,
  );
  return rows.filter((row) => row.newly).map((row) => Number(row.id));
}

/** Sets the acknowledgement of an order's current problems; answers false when it has none. */
export async function acknowledgeOrderProblems(
  db: Executor,
  { organisationId, id, userId, note }: { organisationId: number; id: number; userId: number; note: string },
): Promise<boolean> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`update store_orders set problem_acknowledged_at = now(), problem_acknowledged_by = ${userId},
        problem_note = ${note},
        problem_acknowledged_rules = array(select p->>'rule' from jsonb_array_elements(problems) p)
      where organisation_id = ${organisationId} and id = ${id} and problems <> '[]'::jsonb
      returning id`,
  );
  return rows.length > 0;
}
