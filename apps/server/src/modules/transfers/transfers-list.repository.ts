import {
  RECEIVING_SETTLE_DAYS,
  TRANSFER_STATUS_GROUPS,
  TRANSFER_STATUSES,
  type TransferListQuery,
  type TransferSort,
  type TransferStatus,
} from '@backoffice/shared';
import { and, eq, gte, inArray, like, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likePattern, orderBy } from '../../db/list-sql.ts';
import type { ListWindow } from '../../lib/list-page.ts';
import { skuFacts } from '../skus/skus.facts.ts';
import { selectTransfers, type TransferListRow, toTransferListRow } from './transfers.repository.ts';
import { transferCounts, transferItems, transfers } from './transfers.tables.ts';

/** The list's filters: the query string's, minus paging and order. */
export type TransferFilters = Omit<TransferListQuery, 'page' | 'per_page' | 'sort' | 'sortDesc'>;

/**
 * The transfers that could be problems whatever the day: ERROR, on the way (overdue depends on the
 * day), or short and not resolved. Written exactly as the partial index transfers_problem_candidates
 * (migration 0017) says, so PostgreSQL sees that the index holds every match and the Problem list
 * and its badge read a few index entries instead of every transfer of the organisation.
 */
const problemCandidate = sql`(${transfers.status} in ('ERROR', 'SHIPPED', 'IN_TRANSIT') or (not ${transfers.resolvedDiscrepancy} and ${transfers.totalReceived} <> ${transfers.totalShipped} and ${transfers.status} in ('CLOSED', 'RECEIVING')))`;

/**
 * Why a transfer needs attention, in SQL: the shared `transferProblems` rule (domain/transfers.ts)
 * as a predicate the list and the counts filter by. A test walks transfers through every case and
 * checks the two agree. `today` is a calendar date (the caller's UTC day). A missing date makes
 * its comparison NULL, so the rule is coalesced: "not a problem" must hold those rows too.
 */
export function problemPredicate(today: string): SQL {
  return sql`(${problemCandidate} and coalesce(
    ${transfers.status} = 'ERROR'
    or (${transfers.status} in ('SHIPPED', 'IN_TRANSIT') and ${transfers.expectedDeliveryDate} < ${today}::date)
    or (${transfers.status} = 'CLOSED')
    or (${transfers.status} = 'RECEIVING' and ${transfers.receivedDate} + ${RECEIVING_SETTLE_DAYS}::int < ${today}::date)
  , false))`;
}

/** The statuses of the groups the query selects; undefined when it names none (every status). */
function selectedStatuses(filters: TransferFilters): TransferStatus[] | undefined {
  const groups = (['draft', 'live', 'completed'] as const).filter((group) => filters[group] !== undefined);
  if (groups.length === 0) return undefined;
  const statuses = groups.filter((group) => filters[group]).flatMap((group) => TRANSFER_STATUS_GROUPS[group]);
  // Every group selected (the Problem view) is no filter at all: say so, and the plan stays simple.
  return statuses.length === TRANSFER_STATUSES.length ? undefined : statuses;
}

/**
 * A search term matches the name, the shipment id or the tracking number (their lower-cased
 * search_text, one trigram index, migration 0017); `#12` or `12` also the id.
 */
function searchPredicate(search: string): SQL | undefined {
  const id = /^#?([1-9][0-9]{0,15})$/.exec(search)?.[1];
  return or(
    like(transfers.searchText, sql`lower(${likePattern(search)})`),
    id ? eq(transfers.id, Number(id)) : undefined,
  );
}

/** Transfers carrying a SKU, or any SKU of a product. */
function carrying(organisationId: number, { skuId, productId }: { skuId?: number; productId?: number }) {
  const item = itemsOfTransfer(organisationId, skuId);
  if (productId === undefined) return sql`exists (${item})`;
  return sql`exists (${item} and ${transferItems.skuId} in (select ${skuFacts.id} from ${skuFacts} where ${skuFacts.organisationId} = ${organisationId} and ${skuFacts.productId} = ${productId}))`;
}

/** The transfer's item rows (of one SKU when given), for an `exists`. */
function itemsOfTransfer(organisationId: number, skuId?: number): SQL {
  return sql`select 1 from ${transferItems} where ${transferItems.organisationId} = ${organisationId} and ${transferItems.transferId} = ${transfers.id}${
    skuId === undefined ? sql`` : sql` and ${transferItems.skuId} = ${skuId}`
  }`;
}

export function whereTransfers(
  organisationId: number,
  filters: TransferFilters,
  today: string,
): SQL | undefined {
  const statuses = selectedStatuses(filters);
  return and(
    eq(transfers.organisationId, organisationId),
    statuses === undefined ? undefined : statuses.length ? inArray(transfers.status, statuses) : sql`false`,
    filters.problems === undefined
      ? undefined
      : filters.problems
        ? problemPredicate(today)
        : not(problemPredicate(today)),
    filters.search ? searchPredicate(filters.search) : undefined,
    filters.outgoing_warehouse_id === undefined
      ? undefined
      : eq(transfers.outgoingWarehouseId, filters.outgoing_warehouse_id),
    filters.destination_warehouse_id === undefined
      ? undefined
      : eq(transfers.destinationWarehouseId, filters.destination_warehouse_id),
    filters.fulfillment_center_id === undefined
      ? undefined
      : eq(transfers.fulfillmentCenterId, filters.fulfillment_center_id),
    filters.sku_id === undefined && filters.product_id === undefined
      ? undefined
      : carrying(organisationId, { skuId: filters.sku_id, productId: filters.product_id }),
    filters.shipping_date_from ? gte(transfers.shippingDate, filters.shipping_date_from) : undefined,
    filters.shipping_date_to ? lte(transfers.shippingDate, filters.shipping_date_to) : undefined,
  );
}

/** How many transfers match a filter, as a scalar subquery (the sidebar's counts: one statement). */
export function transfersCount({
  organisationId,
  filters,
  today,
}: {
  organisationId: number;
  filters: TransferFilters;
  today: string;
}): SQL {
  return sql`(select count(*)::int from ${transfers} where ${whereTransfers(organisationId, filters, today)})`;
}

/**
 * How many transfers match: the list's own WHERE, so a badge and its list never disagree. Without
 * any filter, the count the triggers keep (migration 0062) instead of counting every transfer.
 */
export async function countTransfers(
  db: Executor,
  { organisationId, filters, today }: { organisationId: number; filters: TransferFilters; today: string },
): Promise<number> {
  const {
    page: _page,
    per_page: _perPage,
    sort: _sort,
    sortDesc: _sortDesc,
    ...only
  } = filters as TransferFilters &
    Partial<Pick<TransferListQuery, 'page' | 'per_page' | 'sort' | 'sortDesc'>>;
  if (Object.values(only).every((value) => value === undefined)) {
    const [kept] = await db
      .select({ value: transferCounts.transfers })
      .from(transferCounts)
      .where(eq(transferCounts.organisationId, organisationId));
    return Number(kept?.value ?? 0);
  }
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(transfers)
    .where(whereTransfers(organisationId, filters, today));
  return row?.value ?? 0;
}

const SORT_COLUMNS = {
  id: transfers.id,
  name: sql`lower(${transfers.name})`,
  status: transfers.status,
  shipping_date: transfers.shippingDate,
  expected_delivery_date: transfers.expectedDeliveryDate,
  total_shipped: transfers.totalShipped,
  total_received: transfers.totalReceived,
  created_at: transfers.createdAt,
} satisfies Record<TransferSort, unknown>;

/** A window of the filtered list, with the names it shows. */
export async function listTransfers(
  db: Executor,
  {
    organisationId,
    filters,
    today,
    window,
  }: { organisationId: number; filters: TransferFilters; today: string; window?: ListWindow<TransferSort> },
): Promise<TransferListRow[]> {
  const ordered = selectTransfers(db)
    .where(whereTransfers(organisationId, filters, today))
    .orderBy(...orderBy(SORT_COLUMNS, window?.sort ?? 'id', window?.sortDesc ?? true, transfers.id))
    .$dynamic();
  const rows = await (window ? ordered.limit(window.limit).offset(window.offset) : ordered);
  return rows.map(toTransferListRow);
}
