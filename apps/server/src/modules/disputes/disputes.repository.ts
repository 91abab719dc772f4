import type { DisputeListQuery } from '@backoffice/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { likePattern } from '../../db/list-sql.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { movementFactsAs } from '../inventory/inventory.facts.ts';
import { reimbursementFactsAs } from '../reimbursements/reimbursements.facts.ts';
import { skuFactsAs } from '../skus/skus.facts.ts';
import {
  storeOrderFactsAs,
  storeOrderRefundFactsAs,
  storeOrderReturnFactsAs,
} from '../store-orders/store-orders.facts.ts';
import { transferFactsAs, transferItemFactsAs } from '../transfers/transfers.facts.ts';
import { warehouseFactsAs } from '../warehouses/warehouses.facts.ts';
import {
  type LossFacts,
  NEEDS_ACTION,
  type ReimbursedUnits,
  type ReimbursementFacts,
  type TransferFacts,
  type UnreturnedRefundFacts,
} from './dispute-rules.domain.ts';
import { type DisputeRow, disputes } from './disputes.tables.ts';

type Key = { organisationId: number; id: number };
type Filters = Omit<DisputeListQuery, 'page' | 'per_page' | 'sort' | 'sortDesc' | 'search'> & {
  search?: string;
};

const SORT_COLUMNS = {
  created_at: disputes.createdAt,
  deadline_at: disputes.deadlineAt,
  amount_claimed: disputes.amountClaimed,
  status: disputes.status,
} as const;

/**
 * Disputes needing action at `now` (dispute-rules.ts NEEDS_ACTION, in SQL): the `disputes` count,
 * the list's needs_action filter and the totals' needs_action all read this one condition.
 */
function needsActionSql(now: Date): SQL {
  return sql`(${inArray(disputes.status, [...NEEDS_ACTION.always])} or (${inArray(disputes.status, [
    ...NEEDS_ACTION.pastDeadline,
  ])} and ${disputes.deadlineAt} < ${now}))`;
}

function whereOf(organisationId: number, filters: Filters, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(disputes.organisationId, organisationId)];
  if (filters.status) conditions.push(eq(disputes.status, filters.status));
  if (filters.kind) conditions.push(eq(disputes.kind, filters.kind));
  if (filters.needs_action === true) conditions.push(needsActionSql(now));
  if (filters.transfer_id) conditions.push(eq(disputes.transferId, filters.transfer_id));
  if (filters.search) {
    const pattern = likePattern(filters.search.toLowerCase());
    conditions.push(
      sql`(lower(${disputes.title}) like ${pattern} or lower(coalesce(${disputes.caseId}, '')) like ${pattern})`,
    );
  }
  return and(...conditions);
}

/** The disputes list; with `needs_action: true` (judged at `now`) also the sidebar's `disputes` count. */
export function disputeList(
  db: Executor,
  { organisationId, now }: { organisationId: number; now: Date },
  filters: Filters,
): ListSource<keyof typeof SORT_COLUMNS, DisputeRow> {
  const where = whereOf(organisationId, filters, now);
  return {
    count: async () => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(disputes).where(where);
      return row?.count ?? 0;
    },
    rows: ({ sort, sortDesc, limit, offset }) => {
      const order = sortDesc ? desc : asc;
      return db
        .select()
        .from(disputes)
        .where(where)
        .orderBy(order(SORT_COLUMNS[sort]), order(disputes.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

/** How many disputes need action at `now`: the list's needs_action filter, counted. */
export function countNeedingAction(db: Executor, key: { organisationId: number; now: Date }) {
  return disputeList(db, key, { needs_action: true }).count();
}

/** The same count as a scalar subquery, for the sidebar's counts (read in one statement). */
export function needingActionCount({ organisationId, now }: { organisationId: number; now: Date }): SQL {
  return sql`(select count(*)::int from ${disputes} where ${whereOf(organisationId, { needs_action: true }, now)})`;
}

export async function findDispute(db: Executor, { organisationId, id }: Key, { lock = false } = {}) {
  const query = db
    .select()
    .from(disputes)
    .where(and(eq(disputes.organisationId, organisationId), eq(disputes.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertDispute(db: Executor, values: typeof disputes.$inferInsert): Promise<DisputeRow> {
  const [row] = await db.insert(disputes).values(values).returning();
  if (!row) throw new Error('dispute not inserted');
  return row;
}

export async function updateDispute(
  db: Executor,
  { organisationId, id }: Key,
  changes: Partial<typeof disputes.$inferInsert>,
): Promise<DisputeRow | undefined> {
  const [row] = await db
    .update(disputes)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(disputes.organisationId, organisationId), eq(disputes.id, id)))
    .returning();
  return row;
}

/**
 * The candidate keys the organisation has opened disputes for (each is opened once), of the
 * disputes whose finding could still be a candidate: its deadline not past at `now`.
 */
export async function disputedKeys(
  db: Executor,
  { organisationId, now }: { organisationId: number; now: Date },
) {
  const rows = await db
    .select({ key: disputes.candidateKey })
    .from(disputes)
    .where(
      and(
        eq(disputes.organisationId, organisationId),
        sql`${disputes.candidateKey} is not null`,
        sql`(${disputes.deadlineAt} is null or ${disputes.deadlineAt} >= ${now})`,
      ),
    );
  return new Set(rows.map((row) => row.key as string));
}

/** Open, needing action at `now`, at stake (not final) and recovered since `yearStart`, per currency. */
export async function disputeTotals(
  db: Executor,
  { organisationId, yearStart, now }: { organisationId: number; yearStart: Date; now: Date },
) {
  const [counts] = await queryRows<{ open: number; needs_action: number }>(
    db,
    sql`select count(*) filter (where status = 'OPEN')::int as open,
        count(*) filter (where ${needsActionSql(now)})::int as needs_action
      from disputes where organisation_id = ${organisationId}`,
  );
  const money = await queryRows<{ currency: string; at_stake: string | number; recovered: string | number }>(
    db,
    sql`select currency,
        coalesce(sum(greatest(coalesce(amount_claimed, 0) - amount_reimbursed, 0))
          filter (where status not in ('REIMBURSED', 'REJECTED', 'CLOSED')), 0) as at_stake,
        coalesce(sum(amount_reimbursed) filter (where resolved_at >= ${yearStart} or
          (status = 'PARTIALLY_REIMBURSED' and updated_at >= ${yearStart})), 0) as recovered
      from disputes where organisation_id = ${organisationId} group by currency order by currency`,
  );
  return {
    open: counts?.open ?? 0,
    needsAction: counts?.needs_action ?? 0,
    money: money.map((row) => ({
      currency: row.currency,
      atStake: Number(row.at_stake),
      recovered: Number(row.recovered),
    })),
  };
}

type Since = { organisationId: number; since: Date };

/**
 * Transfers closed since `since` that received less than they shipped, with each short item's
 * COGS (the partial index transfers_closed_short holds exactly those transfers by closing date).
 */
export async function shortTransfers(
  db: Executor,
  { organisationId, since }: Since,
): Promise<TransferFacts[]> {
  const rows = await queryRows<{
    id: string | number;
    name: string | null;
    status: string;
    closed_at: Date | string | null;
    destination: string | null;
    sku_id: string | number;
    seller_sku: string;
    shipped: number;
    received: number;
    cogs: string | number | null;
    cogs_currency: string | null;
  }>(
    db,
    sql`select t.id, t.name, t.status, t.closed_at, w.name as destination, i.sku_id, k.sku_id as seller_sku,
        i.quantity_shipped as shipped, i.quantity_received as received, k.cogs, k.cogs_currency
      from ${transferFactsAs('t')}
      join ${transferItemFactsAs('i')} on i.organisation_id = t.organisation_id and i.transfer_id = t.id
      join ${skuFactsAs('k')} on k.organisation_id = i.organisation_id and k.id = i.sku_id
      left join ${warehouseFactsAs('w')} on w.organisation_id = t.organisation_id and w.id = t.destination_warehouse_id
      where t.organisation_id = ${organisationId} and t.status = 'CLOSED'
        and t.total_received < t.total_shipped and t.closed_at >= ${since}
        and i.quantity_received < i.quantity_shipped
      order by t.id, i.sku_id`,
  );
  const byTransfer = new Map<number, TransferFacts>();
  for (const row of rows) {
    const id = Number(row.id);
    const transfer = byTransfer.get(id) ?? {
      id,
      name: row.name ?? `Transfer #${id}`,
      status: row.status,
      closedAt: row.closed_at === null ? null : new Date(row.closed_at),
      destination: row.destination,
      items: [],
    };
    transfer.items.push({
      skuId: Number(row.sku_id),
      sellerSku: row.seller_sku,
      shipped: row.shipped,
      received: row.received,
      unitCost: row.cogs === null ? null : Number(row.cogs),
      currency: row.cogs_currency,
    });
    byTransfer.set(id, transfer);
  }
  return [...byTransfer.values()];
}

/** A loss as the ledger writes it (the predicate of the partial index inventory_movements_losses). */
const isLoss = sql`m.type = 'lost' and m.quantity < 0`;

/**
 * The losses and loss reimbursements the loss detector needs at `since`: of the SKUs with a loss
 * on or after it (only those can give a candidate still claimable), every loss, since
 * reimbursements are credited to a SKU's oldest losses first and an old loss may take a recent
 * payment; and their reimbursements approved on or after the SKU's first loss (an earlier one
 * covers none). Both read the partial index of losses, not the whole ledger.
 */
export async function lossesToCredit(
  db: Executor,
  { organisationId, since }: Since,
): Promise<{ losses: LossFacts[]; reimbursed: ReimbursedUnits[] }> {
  const lostSkus = sql`lost_skus as (
    select m.sku_id, min(m.occurred_at) as first_loss from ${movementFactsAs('m')}
    where m.organisation_id = ${organisationId} and ${isLoss}
      and m.sku_id in (select m.sku_id from ${movementFactsAs('m')}
        where m.organisation_id = ${organisationId} and ${isLoss} and m.occurred_at >= ${since})
    group by m.sku_id)`;
  const lossRows = await queryRows<{
    id: string | number;
    sku_id: string | number;
    seller_sku: string;
    units: number;
    occurred_at: Date | string;
    reason: string | null;
    warehouse: string;
    cogs: string | number | null;
    cogs_currency: string | null;
  }>(
    db,
    sql`with ${lostSkus}
      select m.id, m.sku_id, k.sku_id as seller_sku, -m.quantity as units, m.occurred_at, m.reason,
        w.name as warehouse, k.cogs, k.cogs_currency
      from lost_skus l
      join ${movementFactsAs('m')} on m.organisation_id = ${organisationId} and m.sku_id = l.sku_id and ${isLoss}
      join ${skuFactsAs('k')} on k.organisation_id = m.organisation_id and k.id = m.sku_id
      join ${warehouseFactsAs('w')} on w.organisation_id = m.organisation_id and w.id = m.warehouse_id
      order by m.occurred_at, m.id`,
  );
  const reimbursedRows = await queryRows<{
    sku_id: string | number;
    quantity: number;
    approval_date: Date | string;
  }>(
    db,
    sql`with ${lostSkus}
      select r.sku_id, r.quantity_total as quantity, r.approval_date
      from lost_skus l
      join ${reimbursementFactsAs('r')} on r.organisation_id = ${organisationId} and r.sku_id = l.sku_id
        and r.approval_date >= l.first_loss
      where (r.reason ilike 'lost%' or r.reason ilike 'damaged%') and r.quantity_total > 0`,
  );
  return {
    losses: lossRows.map((row) => ({
      movementId: Number(row.id),
      skuId: Number(row.sku_id),
      sellerSku: row.seller_sku,
      units: row.units,
      occurredAt: new Date(row.occurred_at),
      reason: row.reason,
      warehouse: row.warehouse,
      unitCost: row.cogs === null ? null : Number(row.cogs),
      currency: row.cogs_currency,
    })),
    reimbursed: reimbursedRows.map((row) => ({
      skuId: Number(row.sku_id),
      quantity: row.quantity,
      approvalDate: new Date(row.approval_date),
    })),
  };
}

/**
 * The refunded units never returned, per order and SKU, of the orders the "refunded without a
 * return" rule flags (order-problems.ts), with the refunds' amount.
 */
export async function unreturnedRefundUnits(
  db: Executor,
  { organisationId, since }: Since,
): Promise<UnreturnedRefundFacts[]> {
  const rows = await queryRows<{
    order_id: string;
    sku_id: string | number;
    seller_sku: string;
    units: number;
    refund_date: Date | string;
    amount: string | number | null;
    currency: string | null;
  }>(
    db,
    // Orders refunded since `since` first (store_order_refunds_date), then which of them the rule
    // flags (the partial index store_orders_refund_without_return), not every order of the organisation.
    sql`with recent as (
        select distinct order_id from ${storeOrderRefundFactsAs('refund')}
        where organisation_id = ${organisationId} and refund_date >= ${since}
      ), flagged as (
        select distinct o.order_id from recent
        join ${storeOrderFactsAs('o')} on o.organisation_id = ${organisationId} and o.order_id = recent.order_id
        where o.problems @> '[{"rule":"refund_without_return"}]'::jsonb
      ), refunded as (
        select f.order_id, f.sku_id, f.seller_sku, sum(f.quantity)::int as units, max(f.refund_date) as refund_date,
          sum(f.amount) as amount, max(f.currency) as currency
        from ${storeOrderRefundFactsAs('f')} join flagged using (order_id)
        where f.organisation_id = ${organisationId}
        group by f.order_id, f.sku_id, f.seller_sku
        having max(f.refund_date) >= ${since}
      )
      select r.order_id, r.sku_id, r.seller_sku,
        (r.units - coalesce((select sum(x.quantity) from ${storeOrderReturnFactsAs('x')}
          where x.organisation_id = ${organisationId} and x.order_id = r.order_id and x.seller_sku = r.seller_sku), 0))::int as units,
        r.refund_date, r.amount, r.currency
      from refunded r order by r.refund_date`,
  );
  return rows
    .filter((row) => row.units > 0)
    .map((row) => ({
      orderId: row.order_id,
      skuId: Number(row.sku_id),
      sellerSku: row.seller_sku,
      units: row.units,
      refundDate: new Date(row.refund_date),
      amount: row.amount === null ? null : Number(row.amount),
      currency: row.currency,
    }));
}

/** Reimbursements approved since `since` with their SKU's COGS, to find those paid below it. */
export async function reimbursementsWithCost(
  db: Executor,
  { organisationId, since }: Since,
): Promise<ReimbursementFacts[]> {
  const rows = await queryRows<{
    reimbursement_id: string;
    sku_id: string | number | null;
    seller_sku: string | null;
    quantity: number;
    approval_date: Date | string;
    amount_per_unit: string | number | null;
    currency: string;
    cogs: string | number | null;
    cogs_currency: string | null;
  }>(
    db,
    sql`select r.reimbursement_id, r.sku_id, r.seller_sku, r.quantity_cash as quantity, r.approval_date,
        r.amount_per_unit, r.currency, k.cogs, k.cogs_currency
      from ${reimbursementFactsAs('r')}
      join ${skuFactsAs('k')} on k.organisation_id = r.organisation_id and k.id = r.sku_id
      where r.organisation_id = ${organisationId} and r.approval_date >= ${since}
        and r.quantity_cash > 0 and k.cogs is not null
        and r.amount_per_unit < k.cogs`,
  );
  return rows.map((row) => ({
    reimbursementId: row.reimbursement_id,
    skuId: row.sku_id === null ? null : Number(row.sku_id),
    sellerSku: row.seller_sku,
    quantity: row.quantity,
    approvalDate: new Date(row.approval_date),
    amountPerUnit: row.amount_per_unit === null ? null : Number(row.amount_per_unit),
    currency: row.currency,
    unitCost: row.cogs === null ? null : Number(row.cogs),
    costCurrency: row.cogs_currency,
  }));
}

/** Submitted disputes whose case id the reimbursements report names, with what it paid (all rows). */
export async function reimbursementsOfOpenCases(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<{ id: number; amountClaimed: number | null; paid: number }[]> {
  const rows = await queryRows<{
    id: string | number;
    amount_claimed: string | number | null;
    paid: string | number;
  }>(
    db,
    sql`select d.id, d.amount_claimed, sum(r.amount_total) as paid
      from disputes d
      join ${reimbursementFactsAs('r')} on r.organisation_id = d.organisation_id and r.case_id = d.case_id
        and r.currency = d.currency
      where d.organisation_id = ${organisationId} and d.case_id is not null
        and d.status in ('SUBMITTED', 'PENDING', 'PARTIALLY_REIMBURSED')
      group by d.id, d.amount_claimed
      having sum(r.amount_total) > 0`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    amountClaimed: row.amount_claimed === null ? null : Number(row.amount_claimed),
    paid: Number(row.paid),
  }));
}

/** Organisations with open disputes (for the daily reminders; outside any tenant). */
export async function organisationsWithOpenDisputes(db: Executor): Promise<number[]> {
  const rows = await queryRows<{ organisation_id: string | number }>(
    db,
    sql`select distinct organisation_id from disputes where status = 'OPEN' order by 1`,
  );
  return rows.map((row) => Number(row.organisation_id));
}

/** Open disputes whose deadline comes before `until` (or has passed), soonest first. */
export async function openDisputesNearDeadline(
  db: Executor,
  { organisationId, until }: { organisationId: number; until: Date },
): Promise<{ id: number; title: string; deadlineAt: Date }[]> {
  const rows = await db
    .select({ id: disputes.id, title: disputes.title, deadlineAt: disputes.deadlineAt })
    .from(disputes)
    .where(
      and(
        eq(disputes.organisationId, organisationId),
        eq(disputes.status, 'OPEN'),
        sql`${disputes.deadlineAt} <= ${until}`,
      ),
    )
    .orderBy(asc(disputes.deadlineAt), asc(disputes.id));
  return rows.map((row) => ({ ...row, deadlineAt: row.deadlineAt as Date }));
}
