import type { ShipmentSort, ShipmentStatus } from '@backoffice/shared';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likePattern, orderBy } from '../../db/list-sql.ts';
import type { ListWindow } from '../../lib/list-page.ts';
import { fulfillmentCenterFacts } from '../fulfillment-centers/fulfillment-centers.facts.ts';
import { productFacts } from '../products/products.facts.ts';
import { marketplaceFacts } from '../reference/reference.facts.ts';
import { reportSourceFacts } from '../report-sources/report-sources.facts.ts';
import { skuFacts } from '../skus/skus.facts.ts';
import { transferFacts } from '../transfers/transfers.facts.ts';
import { warehouseFacts, warehouseFactsAs } from '../warehouses/warehouses.facts.ts';
import { type ShipmentRow, shipmentItems, shipments } from './shipments.tables.ts';

type Key = { organisationId: number; id: number };
type Place = { id: number; ulid: string; name: string };

const origin = warehouseFactsAs('shipment_origin');
const destination = warehouseFactsAs('shipment_destination');

const sameTenant = <T extends { organisationId: unknown; id: unknown }>(table: T, id: unknown) =>
  and(eq(table.organisationId as never, shipments.organisationId), eq(table.id as never, id as never));

/**
 * The organisation's fulfilment centre of the shipment's centre code: the one copied from that
 * reference code, else the one named so (codes are stored upper-case, as names of centres are).
 */
const centreOfShipment = sql`(
  select ${fulfillmentCenterFacts.id} from ${fulfillmentCenterFacts}
  where ${fulfillmentCenterFacts.organisationId} = ${shipments.organisationId}
    and (${fulfillmentCenterFacts.referenceCode} = ${shipments.destinationFulfillmentCenter}
      or upper(${fulfillmentCenterFacts.name}) = ${shipments.destinationFulfillmentCenter})
  order by (${fulfillmentCenterFacts.referenceCode} = ${shipments.destinationFulfillmentCenter}) desc nulls last, ${fulfillmentCenterFacts.id}
  limit 1)`;

/**
 * Per shipment of a page, its items whose seller SKU is none of the organisation's SKUs, in one
 * statement for the page: per shipment row the count probed the SKUs once an item (25 shipments
 * of ~900 items: 22,000 probes, 130 ms), and written as NOT EXISTS per row the planner hashed every
 * SKU once a row (30 ms a row at 50,000 SKUs). Grouped over the page's items, the planner picks
 * per probe or one hash of the SKUs by the page's size.
 */
async function unmappedCounts(
  db: Executor,
  { organisationId, shipmentIds }: { organisationId: number; shipmentIds: number[] },
): Promise<Map<number, number>> {
  if (shipmentIds.length === 0) return new Map();
  const rows = await db
    .select({ shipmentId: shipmentItems.shipmentId, unmapped: sql<number>`count(*)::int` })
    .from(shipmentItems)
    .where(
      and(
        eq(shipmentItems.organisationId, organisationId),
        inArray(shipmentItems.shipmentId, shipmentIds),
        sql`not exists (select 1 from ${skuFacts} where ${skuFacts.organisationId} = ${shipmentItems.organisationId}
          and ${skuFacts.skuId} = ${shipmentItems.sellerSku})`,
      ),
    )
    .groupBy(shipmentItems.shipmentId);
  return new Map(rows.map((row) => [Number(row.shipmentId), row.unmapped]));
}

/** Shipments with their places, matched centre and linked transfer. */
function selectShipments(db: Executor) {
  return db
    .select({
      shipment: shipments,
      origin: { id: origin.id, ulid: origin.ulid, name: origin.name },
      destination: { id: destination.id, ulid: destination.ulid, name: destination.name },
      fulfillmentCenter: { id: fulfillmentCenterFacts.id, name: fulfillmentCenterFacts.name },
      transfer: { id: transferFacts.id, status: transferFacts.status },
    })
    .from(shipments)
    .leftJoin(origin, sameTenant(origin, shipments.outgoingWarehouseId))
    .leftJoin(destination, sameTenant(destination, shipments.destinationWarehouseId))
    .leftJoin(fulfillmentCenterFacts, sameTenant(fulfillmentCenterFacts, centreOfShipment))
    .leftJoin(
      transferFacts,
      and(
        eq(transferFacts.organisationId, shipments.organisationId),
        eq(transferFacts.shipmentId, shipments.shipmentId),
      ),
    );
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectShipments>['execute']>>[number];

export interface ShipmentListRow {
  shipment: ShipmentRow;
  origin: Place | null;
  destination: Place | null;
  fulfillmentCenter: { id: number; name: string } | null;
  transfer: { id: number; status: NonNullable<Selected['transfer']>['status'] } | null;
  unmappedCount: number;
}

function toListRow(row: Selected, unmapped: Map<number, number>): ShipmentListRow {
  // A left join's missing row comes back as an object of nulls.
  const present = <T extends { id: number | null }>(value: T | null) =>
    value && value.id !== null ? (value as { [K in keyof T]: NonNullable<T[K]> }) : null;
  return {
    shipment: row.shipment,
    origin: present(row.origin),
    destination: present(row.destination),
    fulfillmentCenter: present(row.fulfillmentCenter),
    transfer: present(row.transfer),
    unmappedCount: unmapped.get(row.shipment.id) ?? 0,
  };
}

export interface ShipmentFilters {
  search?: string;
  status?: string[];
  destination_fulfillment_center?: string;
  linked?: boolean;
}

const linkedTransfer = sql`exists (select 1 from ${transferFacts} where ${transferFacts.organisationId} = ${shipments.organisationId} and ${transferFacts.shipmentId} = ${shipments.shipmentId})`;

function whereShipments(organisationId: number, filters: ShipmentFilters): SQL | undefined {
  const pattern = filters.search ? likePattern(filters.search) : undefined;
  return and(
    eq(shipments.organisationId, organisationId),
    pattern
      ? sql`(${shipments.shipmentId} ilike ${pattern} or ${shipments.name} ilike ${pattern} or ${shipments.inboundPlanName} ilike ${pattern})`
      : undefined,
    filters.status?.length ? inArray(shipments.status, filters.status as ShipmentStatus[]) : undefined,
    filters.destination_fulfillment_center
      ? eq(shipments.destinationFulfillmentCenter, filters.destination_fulfillment_center)
      : undefined,
    filters.linked === undefined ? undefined : filters.linked ? linkedTransfer : sql`not ${linkedTransfer}`,
  );
}

export async function countShipments(
  db: Executor,
  { organisationId, filters }: { organisationId: number; filters: ShipmentFilters },
): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(shipments)
    .where(whereShipments(organisationId, filters));
  return row?.value ?? 0;
}

const SORT_COLUMNS = {
  id: shipments.id,
  shipment_id: shipments.shipmentId,
  name: sql`lower(${shipments.name})`,
  status: shipments.status,
  total_shipped: shipments.totalShipped,
  updated_at: shipments.updatedAt,
} satisfies Record<ShipmentSort, unknown>;

export async function listShipments(
  db: Executor,
  {
    organisationId,
    filters,
    window,
  }: { organisationId: number; filters: ShipmentFilters; window: ListWindow<ShipmentSort> },
): Promise<ShipmentListRow[]> {
  const rows = await selectShipments(db)
    .where(whereShipments(organisationId, filters))
    .orderBy(...orderBy(SORT_COLUMNS, window.sort, window.sortDesc, shipments.id))
    .limit(window.limit)
    .offset(window.offset);
  const unmapped = await unmappedCounts(db, {
    organisationId,
    shipmentIds: rows.map((row) => row.shipment.id),
  });
  return rows.map((row) => toListRow(row, unmapped));
}

export async function findShipment(db: Executor, { organisationId, id }: Key) {
  const [row] = await selectShipments(db).where(
    and(eq(shipments.organisationId, organisationId), eq(shipments.id, id)),
  );
  if (!row) return undefined;
  return toListRow(row, await unmappedCounts(db, { organisationId, shipmentIds: [id] }));
}

/** The shipment row locked for this transaction: every change of a shipment starts here. */
export async function lockShipment(db: Executor, { organisationId, id }: Key) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.organisationId, organisationId), eq(shipments.id, id)))
    .for('update');
  return row;
}

/** The shipment of Amazon's shipment id, locked: the upsert's "is it new?". */
export async function lockShipmentByShipmentId(
  db: Executor,
  { organisationId, shipmentId }: { organisationId: number; shipmentId: string },
) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.organisationId, organisationId), eq(shipments.shipmentId, shipmentId)))
    .for('update');
  return row;
}

export type ShipmentValues = Partial<
  Omit<typeof shipments.$inferInsert, 'organisationId' | 'id' | 'createdAt' | 'updatedAt'>
>;

/** Inserts, or does nothing when the shipment id exists already (a concurrent upsert won). */
export async function insertShipment(
  db: Executor,
  { organisationId, values }: { organisationId: number; values: ShipmentValues & { shipmentId: string } },
): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .insert(shipments)
    .values({ status: 'WORKING', ...values, organisationId })
    .onConflictDoNothing({ target: [shipments.organisationId, shipments.shipmentId] })
    .returning();
  return row;
}

export async function updateShipment(
  db: Executor,
  { organisationId, id, values }: Key & { values: ShipmentValues },
): Promise<void> {
  await db
    .update(shipments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(shipments.organisationId, organisationId), eq(shipments.id, id)));
}

export interface ShipmentItemValues {
  sellerSku: string;
  fulfillmentNetworkSku?: string | null;
  quantityShipped: number;
  quantityReceived?: number;
  quantityInCase?: number | null;
}

/**
 * The shipment's items become exactly `items` (by seller SKU: updated in place, new ones added,
 * others removed), and its totals follow, in the caller's transaction.
 */
export async function replaceItems(
  db: Executor,
  { organisationId, id, items }: Key & { items: ShipmentItemValues[] },
): Promise<void> {
  const sellerSkus = items.map((item) => item.sellerSku);
  await db
    .delete(shipmentItems)
    .where(
      and(
        eq(shipmentItems.organisationId, organisationId),
        eq(shipmentItems.shipmentId, id),
        sellerSkus.length ? notInArray(shipmentItems.sellerSku, sellerSkus) : undefined,
      ),
    );
  if (items.length)
    await db
      .insert(shipmentItems)
      .values(
        items.map((item) => ({
          organisationId,
          shipmentId: id,
          sellerSku: item.sellerSku,
          fulfillmentNetworkSku: item.fulfillmentNetworkSku ?? null,
          quantityShipped: item.quantityShipped,
          quantityReceived: item.quantityReceived ?? 0,
          quantityInCase: item.quantityInCase ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [shipmentItems.organisationId, shipmentItems.shipmentId, shipmentItems.sellerSku],
        set: {
          fulfillmentNetworkSku: sql`excluded.fulfillment_network_sku`,
          quantityShipped: sql`excluded.quantity_shipped`,
          quantityReceived: sql`excluded.quantity_received`,
          quantityInCase: sql`excluded.quantity_in_case`,
        },
      });
  await db
    .update(shipments)
    .set({
      totalShipped: sql`coalesce((select sum(${shipmentItems.quantityShipped}) from ${shipmentItems} where ${shipmentItems.organisationId} = ${organisationId} and ${shipmentItems.shipmentId} = ${id}), 0)::int`,
      totalReceived: sql`coalesce((select sum(${shipmentItems.quantityReceived}) from ${shipmentItems} where ${shipmentItems.organisationId} = ${organisationId} and ${shipmentItems.shipmentId} = ${id}), 0)::int`,
      itemCount: sql`(select count(*) from ${shipmentItems} where ${shipmentItems.organisationId} = ${organisationId} and ${shipmentItems.shipmentId} = ${id})::int`,
    })
    .where(and(eq(shipments.organisationId, organisationId), eq(shipments.id, id)));
}

/** The shipment's items with the SKU each seller SKU maps to (null: unmapped), in file order. */
export async function itemsOf(db: Executor, { organisationId, id }: Key) {
  return db
    .select({
      item: shipmentItems,
      sku: { id: skuFacts.id, skuId: skuFacts.skuId },
      productName: productFacts.name,
    })
    .from(shipmentItems)
    .leftJoin(
      skuFacts,
      and(
        eq(skuFacts.organisationId, shipmentItems.organisationId),
        eq(skuFacts.skuId, shipmentItems.sellerSku),
      ),
    )
    .leftJoin(
      productFacts,
      and(eq(productFacts.organisationId, skuFacts.organisationId), eq(productFacts.id, skuFacts.productId)),
    )
    .where(and(eq(shipmentItems.organisationId, organisationId), eq(shipmentItems.shipmentId, id)))
    .orderBy(asc(shipmentItems.id));
}
export type ShipmentItemWithSku = Awaited<ReturnType<typeof itemsOf>>[number];

/** Which of these ids are report sources of the organisation (a read: no lock). */
export async function reportSourcesExist(
  db: Executor,
  { organisationId, ids }: { organisationId: number; ids: number[] },
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: reportSourceFacts.id })
    .from(reportSourceFacts)
    .where(
      and(
        eq(reportSourceFacts.organisationId, organisationId),
        inArray(reportSourceFacts.id, [...new Set(ids)]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The organisation's warehouses, as far as picking an origin or an FBA destination needs. */
export async function warehouseKinds(db: Executor, { organisationId }: { organisationId: number }) {
  return db
    .select({
      id: warehouseFacts.id,
      isFulfillmentCenter: warehouseFacts.isFulfillmentCenter,
      reportSourceId: warehouseFacts.reportSourceId,
    })
    .from(warehouseFacts)
    .where(eq(warehouseFacts.organisationId, organisationId))
    .orderBy(asc(warehouseFacts.id))
    .limit(1000);
}

/** The transfer of Amazon's shipment id, if any: the one "Import as transfer" keeps in step. */
export async function transferOfShipment(
  db: Executor,
  { organisationId, shipmentId }: { organisationId: number; shipmentId: string },
) {
  const [row] = await db
    .select({ id: transferFacts.id })
    .from(transferFacts)
    .where(and(eq(transferFacts.organisationId, organisationId), eq(transferFacts.shipmentId, shipmentId)));
  return row?.id;
}

/** Amazon's marketplace id of a fulfilment centre (for its Seller Central host). */
export async function marketplaceOfCentre(db: Executor, { organisationId, id }: Key) {
  const [row] = await db
    .select({ mwsId: marketplaceFacts.mwsId })
    .from(fulfillmentCenterFacts)
    .innerJoin(marketplaceFacts, eq(marketplaceFacts.id, fulfillmentCenterFacts.marketplaceId))
    .where(and(eq(fulfillmentCenterFacts.organisationId, organisationId), eq(fulfillmentCenterFacts.id, id)));
  return row?.mwsId;
}

/** The region of a report source (NA, EU, FE or Unknown). */
export async function regionOfReportSource(db: Executor, { organisationId, id }: Key) {
  const [row] = await db
    .select({ regionCode: reportSourceFacts.regionCode })
    .from(reportSourceFacts)
    .where(and(eq(reportSourceFacts.organisationId, organisationId), eq(reportSourceFacts.id, id)));
  return row?.regionCode;
}

/** The organisation's transfers into these warehouses, oldest first (the demo's shipments mirror them). */
export async function transfersInto(
  db: Executor,
  { organisationId, warehouseIds }: { organisationId: number; warehouseIds: number[] },
): Promise<number[]> {
  if (warehouseIds.length === 0) return [];
  const rows = await db
    .select({ id: transferFacts.id })
    .from(transferFacts)
    .where(
      and(
        eq(transferFacts.organisationId, organisationId),
        inArray(transferFacts.destinationWarehouseId, warehouseIds),
        sql`${transferFacts.shipmentId} is null`,
      ),
    )
    .orderBy(asc(transferFacts.id));
  return rows.map((row) => row.id);
}
