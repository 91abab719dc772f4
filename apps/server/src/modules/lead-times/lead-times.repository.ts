import { and, asc, count, eq, inArray, isNotNull, max, min, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  purchaseOrderReceiptFactsAs,
  purchaseOrderStampFactsAs,
} from '../purchase-orders/purchase-orders.facts.ts';
import { productSupplierFacts, supplierFacts } from '../suppliers/suppliers.facts.ts';
import { transferEventFactsAs, transferJourneyFactsAs } from '../transfers/transfers.facts.ts';
import { warehouseFacts } from '../warehouses/warehouses.facts.ts';
import type { ProductionObservation, TransitObservation } from './lead-times.domain.ts';

/**
 * What lead times are learned from, read through the owners' published facts (purchase orders,
 * their receipts, transfers and their timelines), as calendar days. Timestamps count by their UTC
 * day; a transfer's shipping_date and received_date are the days the user gave.
 */

interface InOrg {
  organisationId: number;
}

const utcDay = (timestamp: SQL | SQL.Aliased | unknown) =>
  sql<string>`to_char((${timestamp} at time zone 'UTC')::date, 'YYYY-MM-DD')`;

/** Purchase orders confirmed and shipped: production lead. */
export async function productionObservations(
  db: Executor,
  { organisationId, supplierId }: InOrg & { supplierId?: number },
): Promise<ProductionObservation[]> {
  const po = purchaseOrderStampFactsAs('po');
  return db
    .select({
      supplierId: po.supplierId,
      confirmedDay: utcDay(po.confirmedAt),
      shippedDay: utcDay(po.shippedAt),
    })
    .from(po)
    .where(
      and(
        eq(po.organisationId, organisationId),
        isNotNull(po.confirmedAt),
        isNotNull(po.shippedAt),
        supplierId === undefined ? undefined : eq(po.supplierId, supplierId),
      ),
    );
}

/** Purchase orders shipped and received (at least once): transit from their supplier. */
async function purchaseOrderTransit(
  db: Executor,
  { organisationId, supplierId, destinationWarehouseId }: TransitFilter,
): Promise<TransitObservation[]> {
  const po = purchaseOrderStampFactsAs('po');
  const receipt = purchaseOrderReceiptFactsAs('receipt');
  const rows = await db
    .select({
      supplierId: po.supplierId,
      destinationWarehouseId: po.warehouseId,
      shippedDay: utcDay(po.shippedAt),
      firstReceivedDay: utcDay(min(receipt.receivedAt)),
      lastReceivedDay: utcDay(max(receipt.receivedAt)),
    })
    .from(po)
    .innerJoin(
      receipt,
      and(eq(receipt.organisationId, po.organisationId), eq(receipt.purchaseOrderId, po.id)),
    )
    .where(
      and(
        eq(po.organisationId, organisationId),
        isNotNull(po.shippedAt),
        supplierId === undefined ? undefined : eq(po.supplierId, supplierId),
        destinationWarehouseId === undefined ? undefined : eq(po.warehouseId, destinationWarehouseId),
      ),
    )
    .groupBy(po.id, po.supplierId, po.warehouseId, po.shippedAt);
  return rows.map(({ supplierId: id, ...row }) => ({
    ...row,
    origin: { type: 'supplier', id },
    method: null,
  }));
}

/**
 * Transfers shipped and received (at least once), not cancelled: transit from their origin. Shipped
 * on their shipping date (what the user gave; the action's day without one); first received on
 * the day of the first receipt, never after the received date; last received on the received
 * date (each receipt sets it to the day the user gave, else the receipt's own day).
 */
async function transferTransit(
  db: Executor,
  { organisationId, destinationWarehouseId }: TransitFilter,
): Promise<TransitObservation[]> {
  const transfer = transferJourneyFactsAs('transfer');
  const event = transferEventFactsAs('event');
  const eventDay = sql`(${event.occurredAt} at time zone 'UTC')::date`;
  const rows = await db
    .select({
      originId: sql<number>`${transfer.outgoingWarehouseId}`.mapWith(Number),
      destinationWarehouseId: sql<number>`${transfer.destinationWarehouseId}`.mapWith(Number),
      method: transfer.courier,
      shippedDay: sql<string>`to_char(coalesce(${transfer.shippingDate}, (${transfer.shippedAt} at time zone 'UTC')::date), 'YYYY-MM-DD')`,
      firstReceivedDay: sql<string>`to_char(least(min(${eventDay}), ${transfer.receivedDate}), 'YYYY-MM-DD')`,
      lastReceivedDay: sql<string>`to_char(coalesce(${transfer.receivedDate}, max(${eventDay})), 'YYYY-MM-DD')`,
    })
    .from(transfer)
    .innerJoin(
      event,
      and(
        eq(event.organisationId, transfer.organisationId),
        eq(event.transferId, transfer.id),
        eq(event.type, 'received'),
      ),
    )
    .where(
      and(
        eq(transfer.organisationId, organisationId),
        isNotNull(transfer.shippedAt),
        ne(transfer.status, 'CANCELLED'),
        isNotNull(transfer.outgoingWarehouseId),
        destinationWarehouseId === undefined
          ? isNotNull(transfer.destinationWarehouseId)
          : eq(transfer.destinationWarehouseId, destinationWarehouseId),
      ),
    )
    .groupBy(
      transfer.id,
      transfer.outgoingWarehouseId,
      transfer.destinationWarehouseId,
      transfer.courier,
      transfer.shippingDate,
      transfer.shippedAt,
      transfer.receivedDate,
    );
  return rows.map(({ originId, ...row }) => ({ ...row, origin: { type: 'warehouse', id: originId } }));
}

interface TransitFilter extends InOrg {
  /** Only purchase orders from this supplier (and no transfers). */
  supplierId?: number;
  destinationWarehouseId?: number;
}

/** Everything that shipped and was received: purchase orders, and transfers unless a supplier is asked for. */
export async function transitObservations(
  db: Executor,
  filter: TransitFilter,
): Promise<TransitObservation[]> {
  const orders = await purchaseOrderTransit(db, filter);
  if (filter.supplierId !== undefined) return orders;
  return [...orders, ...(await transferTransit(db, filter))];
}

/** The production lead days typed for the supplier's products: least, most and how many products. */
export async function typedProductionLead(
  db: Executor,
  { organisationId, supplierId }: InOrg & { supplierId: number },
): Promise<{ min: number | null; max: number | null; products: number }> {
  const [row] = await db
    .select({
      min: min(productSupplierFacts.productionLeadDays),
      max: max(productSupplierFacts.productionLeadDays),
      products: count(),
    })
    .from(productSupplierFacts)
    .where(
      and(
        eq(productSupplierFacts.organisationId, organisationId),
        eq(productSupplierFacts.supplierId, supplierId),
      ),
    );
  return { min: row?.min ?? null, max: row?.max ?? null, products: row?.products ?? 0 };
}

export interface WarehouseRef {
  id: number;
  ulid: string;
  name: string;
  isFulfillmentCenter: boolean;
  transitDays: number | null;
}

const warehouseColumns = {
  id: warehouseFacts.id,
  ulid: warehouseFacts.ulid,
  name: warehouseFacts.name,
  isFulfillmentCenter: warehouseFacts.isFulfillmentCenter,
  transitDays: warehouseFacts.transitDays,
};

/** The organisation's warehouses among `ids` (all of them without ids). */
export async function warehousesOf(
  db: Executor,
  { organisationId, ids }: InOrg & { ids?: number[] },
): Promise<WarehouseRef[]> {
  if (ids?.length === 0) return [];
  return db
    .select(warehouseColumns)
    .from(warehouseFacts)
    .where(
      and(
        eq(warehouseFacts.organisationId, organisationId),
        ids === undefined ? undefined : inArray(warehouseFacts.id, [...new Set(ids)]),
      ),
    )
    .orderBy(asc(warehouseFacts.id));
}

/** The organisation's warehouse with this ulid (routes address warehouses by it, upper-case stored). */
export async function warehouseByUlid(
  db: Executor,
  { organisationId, ulid }: InOrg & { ulid: string },
): Promise<WarehouseRef | undefined> {
  const [row] = await db
    .select(warehouseColumns)
    .from(warehouseFacts)
    .where(
      and(eq(warehouseFacts.organisationId, organisationId), eq(warehouseFacts.ulid, ulid.toUpperCase())),
    );
  return row;
}

/** Names of the organisation's suppliers among `ids` (all of them without ids). */
export async function supplierNames(
  db: Executor,
  { organisationId, ids }: InOrg & { ids?: number[] },
): Promise<Map<number, string>> {
  if (ids?.length === 0) return new Map();
  const rows = await db
    .select({ id: supplierFacts.id, name: supplierFacts.name })
    .from(supplierFacts)
    .where(
      and(
        eq(supplierFacts.organisationId, organisationId),
        ids === undefined ? undefined : inArray(supplierFacts.id, [...new Set(ids)]),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.name]));
}
