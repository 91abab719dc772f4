import type { TransferTotals } from '@backoffice/shared';
import { and, asc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fulfillmentCenterFacts } from '../fulfillment-centers/fulfillment-centers.facts.ts';
import { productFacts } from '../products/products.facts.ts';
import { skuFacts } from '../skus/skus.facts.ts';
import { userFacts, userFactsAs } from '../users/users.facts.ts';
import { warehouseFacts, warehouseFactsAs } from '../warehouses/warehouses.facts.ts';
import { TRANSFER_CONTENT_COLUMNS } from './transfer-content.domain.ts';
import { type TransferRow, transferEvents, transferItems, transfers } from './transfers.tables.ts';

type Key = { organisationId: number; id: number };

const origin = warehouseFactsAs('origin');
const destination = warehouseFactsAs('destination');
const raisedBy = userFactsAs('ticket_raiser');
const resolver = userFactsAs('resolver');

type Place = { id: number; ulid: string; name: string };
type Person = { id: number; name: string };

export interface TransferListRow {
  transfer: TransferRow;
  origin: Place | null;
  destination: Place | null;
  fulfillmentCenter: { id: number; name: string } | null;
  ticketRaisedBy: Person | null;
  resolvedBy: Person | null;
}

const sameTenant = <T extends { organisationId: unknown; id: unknown }>(table: T, id: unknown) =>
  and(eq(table.organisationId as never, transfers.organisationId), eq(table.id as never, id as never));

/** Transfers with the names of their places and people. */
export function selectTransfers(db: Executor) {
  return db
    .select({
      transfer: transfers,
      origin: { id: origin.id, ulid: origin.ulid, name: origin.name },
      destination: { id: destination.id, ulid: destination.ulid, name: destination.name },
      fulfillmentCenter: { id: fulfillmentCenterFacts.id, name: fulfillmentCenterFacts.name },
      ticketRaisedBy: { id: raisedBy.id, name: raisedBy.name },
      resolvedBy: { id: resolver.id, name: resolver.name },
    })
    .from(transfers)
    .leftJoin(origin, sameTenant(origin, transfers.outgoingWarehouseId))
    .leftJoin(destination, sameTenant(destination, transfers.destinationWarehouseId))
    .leftJoin(fulfillmentCenterFacts, sameTenant(fulfillmentCenterFacts, transfers.fulfillmentCenterId))
    .leftJoin(raisedBy, eq(raisedBy.id, transfers.ticketRaisedBy))
    .leftJoin(resolver, eq(resolver.id, transfers.resolvedBy));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectTransfers>['execute']>>[number];

export function toTransferListRow(row: SelectedRow): TransferListRow {
  // A left join's missing row comes back as an object of nulls.
  const present = <T extends { id: number | null }>(value: T | null) =>
    value && value.id !== null ? (value as { [K in keyof T]: NonNullable<T[K]> }) : null;
  return {
    transfer: row.transfer,
    origin: present(row.origin),
    destination: present(row.destination),
    fulfillmentCenter: present(row.fulfillmentCenter),
    ticketRaisedBy: present(row.ticketRaisedBy),
    resolvedBy: present(row.resolvedBy),
  };
}

export async function findTransfer(db: Executor, { organisationId, id }: Key) {
  const [row] = await selectTransfers(db).where(
    and(eq(transfers.organisationId, organisationId), eq(transfers.id, id)),
  );
  return row ? toTransferListRow(row) : undefined;
}

/** The transfer row locked for this transaction: every change of a transfer starts here. */
export async function lockTransfer(
  db: Executor,
  { organisationId, id }: Key,
): Promise<TransferRow | undefined> {
  const [row] = await db
    .select()
    .from(transfers)
    .where(and(eq(transfers.organisationId, organisationId), eq(transfers.id, id)))
    .for('update');
  return row;
}

/** Items of several transfers in one query, with their SKU's names, in the order they were added. */
export async function itemsOf(
  db: Executor,
  { organisationId, transferIds }: { organisationId: number; transferIds: number[] },
) {
  if (transferIds.length === 0) return [];
  return db
    .select({
      item: transferItems,
      sku: { id: skuFacts.id, skuId: skuFacts.skuId, asin: skuFacts.asin },
      productName: productFacts.name,
    })
    .from(transferItems)
    .innerJoin(
      skuFacts,
      and(eq(skuFacts.organisationId, transferItems.organisationId), eq(skuFacts.id, transferItems.skuId)),
    )
    .leftJoin(
      productFacts,
      and(eq(productFacts.organisationId, skuFacts.organisationId), eq(productFacts.id, skuFacts.productId)),
    )
    .where(
      and(eq(transferItems.organisationId, organisationId), inArray(transferItems.transferId, transferIds)),
    )
    .orderBy(asc(transferItems.id));
}
export type TransferItemWithSku = Awaited<ReturnType<typeof itemsOf>>[number];

export type TransferValues = Partial<
  Omit<TransferRow, 'organisationId' | 'id' | 'expectedDeliveryDate' | 'searchText'>
>;

export async function insertTransfer(
  db: Executor,
  { organisationId, values }: { organisationId: number; values: TransferValues },
): Promise<TransferRow> {
  const [row] = await db
    .insert(transfers)
    .values({ ...values, organisationId })
    .returning();
  if (!row) throw new Error('Transfer insert returned nothing');
  return row;
}

export async function updateTransfer(
  db: Executor,
  { organisationId, id, values }: Key & { values: TransferValues },
) {
  await db
    .update(transfers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(transfers.organisationId, organisationId), eq(transfers.id, id)));
}

export async function deleteTransfer(db: Executor, { organisationId, id }: Key): Promise<void> {
  await db.delete(transfers).where(and(eq(transfers.organisationId, organisationId), eq(transfers.id, id)));
}

/**
 * Every organisation's drafts that hold nothing (no TRANSFER_CONTENT_COLUMNS, no item, never
 * shipped) and were last touched before `untouchedSince`: the empty drafts earlier versions
 * created on "New transfer" (issue 28). Runs as the connection role, across organisations, as the
 * other sweeps do; their items and timelines go with them (cascade). A dispute naming one (its
 * disputes come from shipped transfers, so none should) keeps itself: its link is set null by
 * its own foreign key, so this reads no table of the disputes module.
 */
export async function deleteEmptyDrafts(
  db: Executor,
  { untouchedSince }: { untouchedSince: Date },
): Promise<{ organisationId: number; id: number }[]> {
  return db
    .delete(transfers)
    .where(
      and(
        eq(transfers.status, 'DRAFT'),
        isNull(transfers.shippedAt),
        lt(transfers.updatedAt, untouchedSince),
        ...TRANSFER_CONTENT_COLUMNS.map((column) => isNull(transfers[column])),
        sql`not exists (select 1 from ${transferItems} where ${transferItems.organisationId} = ${transfers.organisationId} and ${transferItems.transferId} = ${transfers.id})`,
      ),
    )
    .returning({ organisationId: transfers.organisationId, id: transfers.id });
}

export interface ItemValues {
  ulid: string;
  skuId: number;
  quantityShipped: number;
  quantityExpected: number;
  quantityInCase: number | null;
}

/**
 * The transfer's items become `items`, matched by ulid: new ulids are inserted, known ones
 * updated, and (`removeOthers`) those left out deleted. Saving the same list twice changes nothing.
 */
export async function upsertItems(
  db: Executor,
  { organisationId, id, items, removeOthers }: Key & { items: ItemValues[]; removeOthers: boolean },
): Promise<void> {
  if (removeOthers)
    await db.delete(transferItems).where(
      and(
        eq(transferItems.organisationId, organisationId),
        eq(transferItems.transferId, id),
        items.length
          ? notInArray(
              transferItems.ulid,
              items.map((item) => item.ulid),
            )
          : undefined,
      ),
    );
  if (items.length === 0) return;
  await db
    .insert(transferItems)
    .values(items.map((item) => ({ ...item, organisationId, transferId: id })))
    .onConflictDoUpdate({
      target: [transferItems.organisationId, transferItems.transferId, transferItems.ulid],
      set: {
        skuId: sql`excluded.sku_id`,
        quantityShipped: sql`excluded.quantity_shipped`,
        quantityExpected: sql`excluded.quantity_expected`,
        quantityInCase: sql`excluded.quantity_in_case`,
      },
    });
}

export async function setItemReceived(
  db: Executor,
  {
    organisationId,
    itemId,
    quantityReceived,
  }: { organisationId: number; itemId: number; quantityReceived: number },
): Promise<void> {
  await db
    .update(transferItems)
    .set({ quantityReceived })
    .where(and(eq(transferItems.organisationId, organisationId), eq(transferItems.id, itemId)));
}

/** Keeps the stored totals equal to the shared transferTotals of the items (for lists and filters). */
export async function storeTotals(
  db: Executor,
  { organisationId, id, totals, itemCount }: Key & { totals: TransferTotals; itemCount: number },
): Promise<void> {
  await db
    .update(transfers)
    .set({
      totalShipped: totals.total_shipped,
      totalReceived: totals.total_received,
      totalExpected: totals.total_expected,
      itemCount,
    })
    .where(and(eq(transfers.organisationId, organisationId), eq(transfers.id, id)));
}

export async function recordTransferEvent(
  db: Executor,
  event: {
    organisationId: number;
    transferId: number;
    type: string;
    fromStatus?: TransferRow['status'] | null;
    toStatus?: TransferRow['status'] | null;
    note?: string | null;
    userId: number | null;
    occurredAt?: Date;
  },
): Promise<number> {
  const [row] = await db.insert(transferEvents).values(event).returning({ id: transferEvents.id });
  if (!row) throw new Error('Transfer event insert returned nothing');
  return row.id;
}

export async function transferEventsOf(db: Executor, { organisationId, id }: Key) {
  return db
    .select({ event: transferEvents, user: { id: userFacts.id, name: userFacts.name } })
    .from(transferEvents)
    .leftJoin(userFacts, eq(userFacts.id, transferEvents.userId))
    .where(and(eq(transferEvents.organisationId, organisationId), eq(transferEvents.transferId, id)))
    .orderBy(asc(transferEvents.occurredAt), asc(transferEvents.id));
}

export async function warehouseName(db: Executor, { organisationId, id }: Key): Promise<string> {
  const [row] = await db
    .select({ name: warehouseFacts.name })
    .from(warehouseFacts)
    .where(and(eq(warehouseFacts.organisationId, organisationId), eq(warehouseFacts.id, id)));
  return row?.name ?? 'the origin';
}

/** A warehouse of the organisation by its ulid (the route's way of naming it). */
export async function warehouseIdByUlid(
  db: Executor,
  { organisationId, ulid }: { organisationId: number; ulid: string },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: warehouseFacts.id })
    .from(warehouseFacts)
    .where(and(eq(warehouseFacts.organisationId, organisationId), eq(warehouseFacts.ulid, ulid)));
  return row?.id;
}

/** Whether the organisation has this product (the product's transfer list 404s otherwise). */
export async function productExists(db: Executor, { organisationId, id }: Key): Promise<boolean> {
  const [row] = await db
    .select({ id: productFacts.id })
    .from(productFacts)
    .where(and(eq(productFacts.organisationId, organisationId), eq(productFacts.id, id)));
  return row !== undefined;
}
