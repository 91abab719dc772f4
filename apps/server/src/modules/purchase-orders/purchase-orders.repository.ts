import type { PurchaseOrderListQuery, PurchaseOrderSort, PurchaseOrderStatus } from '@backoffice/shared';
import { and, asc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likePattern, orderBy } from '../../db/list-sql.ts';
import type { ListSource, ListWindow } from '../../lib/list-page.ts';
import { productFacts } from '../products/products.facts.ts';
import { skuFacts } from '../skus/skus.facts.ts';
import { productSupplierFacts, supplierFacts } from '../suppliers/suppliers.facts.ts';
import { warehouseFacts } from '../warehouses/warehouses.facts.ts';
import {
  type PurchaseOrderLineRow,
  type PurchaseOrderRow,
  purchaseOrderLines,
  purchaseOrderReceipts,
  purchaseOrders,
} from './purchase-orders.tables.ts';

type Key = { organisationId: number; id: number };

export interface PurchaseOrderListRow {
  order: PurchaseOrderRow;
  supplier: { id: number; name: string };
  warehouse: { id: number; ulid: string; name: string };
}

function selectOrders(db: Executor) {
  return db
    .select({
      order: purchaseOrders,
      supplierName: supplierFacts.name,
      warehouseUlid: warehouseFacts.ulid,
      warehouseName: warehouseFacts.name,
    })
    .from(purchaseOrders)
    .innerJoin(
      supplierFacts,
      and(
        eq(supplierFacts.organisationId, purchaseOrders.organisationId),
        eq(supplierFacts.id, purchaseOrders.supplierId),
      ),
    )
    .innerJoin(
      warehouseFacts,
      and(
        eq(warehouseFacts.organisationId, purchaseOrders.organisationId),
        eq(warehouseFacts.id, purchaseOrders.warehouseId),
      ),
    );
}

type SelectedOrder = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

const toListRow = (row: SelectedOrder): PurchaseOrderListRow => ({
  order: row.order,
  supplier: { id: row.order.supplierId, name: row.supplierName },
  warehouse: { id: row.order.warehouseId, ulid: row.warehouseUlid, name: row.warehouseName },
});

type ListFilters = Pick<
  PurchaseOrderListQuery,
  'search' | 'status' | 'supplier_id' | 'warehouse_id' | 'from' | 'to'
>;

/** "PO-12", "po 12", "#12" or "12": the number people write a purchase order by. */
export function purchaseOrderNumber(query: string): number | undefined {
  const digits = /^(?:po)?[-\s#]*(\d{1,15})$/i.exec(query.trim())?.[1];
  const number = digits === undefined ? undefined : Number(digits);
  return number !== undefined && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

function whereOrders(organisationId: number, query: ListFilters): SQL | undefined {
  const search = query.search?.trim();
  const number = search ? purchaseOrderNumber(search) : undefined;
  return and(
    eq(purchaseOrders.organisationId, organisationId),
    query.status ? eq(purchaseOrders.status, query.status) : undefined,
    query.supplier_id ? eq(purchaseOrders.supplierId, query.supplier_id) : undefined,
    query.warehouse_id ? eq(purchaseOrders.warehouseId, query.warehouse_id) : undefined,
    query.from ? gte(purchaseOrders.orderDate, query.from) : undefined,
    query.to ? lte(purchaseOrders.orderDate, query.to) : undefined,
    search
      ? or(
          ilike(purchaseOrders.reference, likePattern(search)),
          ilike(supplierFacts.name, likePattern(search)),
          number ? eq(purchaseOrders.id, number) : undefined,
        )
      : undefined,
  );
}

const SORT_COLUMNS = {
  id: purchaseOrders.id,
  order_date: purchaseOrders.orderDate,
  status: purchaseOrders.status,
  supplier: sql`lower(${supplierFacts.name})`,
  warehouse: sql`lower(${warehouseFacts.name})`,
  created_at: purchaseOrders.createdAt,
} satisfies Record<PurchaseOrderSort, unknown>;

/** The organisation's purchase orders under the list's filters, as a ListSource. */
export function purchaseOrderList(
  db: Executor,
  { organisationId, query }: { organisationId: number; query: ListFilters },
): ListSource<PurchaseOrderSort, PurchaseOrderListRow> {
  const where = whereOrders(organisationId, query);
  return {
    count: async () => {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(purchaseOrders)
        .innerJoin(
          supplierFacts,
          and(
            eq(supplierFacts.organisationId, purchaseOrders.organisationId),
            eq(supplierFacts.id, purchaseOrders.supplierId),
          ),
        )
        .where(where);
      return row?.value ?? 0;
    },
    rows: async (window: ListWindow<PurchaseOrderSort>) =>
      (
        await selectOrders(db)
          .where(where)
          .orderBy(...orderBy(SORT_COLUMNS, window.sort, window.sortDesc, purchaseOrders.id))
          .limit(window.limit)
          .offset(window.offset)
      ).map(toListRow),
  };
}

/** Every purchase order the filters select, in the list's order (the CSV export). */
export async function allPurchaseOrders(
  db: Executor,
  {
    organisationId,
    query,
  }: { organisationId: number; query: ListFilters & { sort: PurchaseOrderSort; sortDesc: boolean } },
): Promise<PurchaseOrderListRow[]> {
  const rows = await selectOrders(db)
    .where(whereOrders(organisationId, query))
    .orderBy(...orderBy(SORT_COLUMNS, query.sort, query.sortDesc, purchaseOrders.id));
  return rows.map(toListRow);
}

export async function findPurchaseOrder(db: Executor, { organisationId, id }: Key) {
  const [row] = await selectOrders(db).where(
    and(eq(purchaseOrders.organisationId, organisationId), eq(purchaseOrders.id, id)),
  );
  return row ? toListRow(row) : undefined;
}

/**
 * The PO's row, locked until commit: every change of a PO (edit, action, receipt) takes this lock
 * first, so two of them on one PO run one after the other and each sees what the other did.
 */
export async function lockPurchaseOrder(db: Executor, { organisationId, id }: Key) {
  const [row] = await db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.organisationId, organisationId), eq(purchaseOrders.id, id)))
    .for('update');
  return row;
}

export interface LineWithSku {
  line: PurchaseOrderLineRow;
  sku: {
    id: number;
    skuId: string;
    asin: string | null;
    productId: number | null;
    productName: string | null;
  };
  /** The supplier's lead times for the SKU's product (the PO's supplier); 0 when not linked. */
  productionLeadDays: number;
  bufferDays: number;
}

/** The lines of these POs with their SKUs and the PO supplier's lead times, by PO, in order. */
export async function linesOf(
  db: Executor,
  { organisationId, orderIds }: { organisationId: number; orderIds: number[] },
): Promise<Map<number, LineWithSku[]>> {
  const byOrder = new Map<number, LineWithSku[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      line: purchaseOrderLines,
      skuId: skuFacts.skuId,
      asin: skuFacts.asin,
      productId: skuFacts.productId,
      productName: productFacts.name,
      productionLeadDays: productSupplierFacts.productionLeadDays,
      bufferDays: productSupplierFacts.bufferDays,
    })
    .from(purchaseOrderLines)
    .innerJoin(
      purchaseOrders,
      and(
        eq(purchaseOrders.organisationId, purchaseOrderLines.organisationId),
        eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId),
      ),
    )
    .innerJoin(
      skuFacts,
      and(
        eq(skuFacts.organisationId, purchaseOrderLines.organisationId),
        eq(skuFacts.id, purchaseOrderLines.skuId),
      ),
    )
    .leftJoin(
      productFacts,
      and(eq(productFacts.organisationId, skuFacts.organisationId), eq(productFacts.id, skuFacts.productId)),
    )
    .leftJoin(
      productSupplierFacts,
      and(
        eq(productSupplierFacts.organisationId, skuFacts.organisationId),
        eq(productSupplierFacts.productId, skuFacts.productId),
        eq(productSupplierFacts.supplierId, purchaseOrders.supplierId),
      ),
    )
    .where(
      and(
        eq(purchaseOrderLines.organisationId, organisationId),
        inArray(purchaseOrderLines.purchaseOrderId, orderIds),
      ),
    )
    .orderBy(
      asc(purchaseOrderLines.purchaseOrderId),
      asc(purchaseOrderLines.position),
      asc(purchaseOrderLines.id),
    );
  for (const row of rows) {
    const list = byOrder.get(row.line.purchaseOrderId) ?? [];
    list.push({
      line: row.line,
      sku: {
        id: row.line.skuId,
        skuId: row.skuId,
        asin: row.asin,
        productId: row.productId,
        productName: row.productName,
      },
      productionLeadDays: row.productionLeadDays ?? 0,
      bufferDays: row.bufferDays ?? 0,
    });
    byOrder.set(row.line.purchaseOrderId, list);
  }
  return byOrder;
}

export type PurchaseOrderValues = Pick<
  PurchaseOrderRow,
  'supplierId' | 'warehouseId' | 'orderDate' | 'reference' | 'notes'
>;

export interface LineValues {
  skuId: number;
  quantity: number;
  quantityInCase: number | null;
  unitCost: number;
  currency: string;
}

export async function insertPurchaseOrder(
  db: Executor,
  { organisationId, values }: { organisationId: number; values: PurchaseOrderValues },
): Promise<PurchaseOrderRow> {
  const [row] = await db
    .insert(purchaseOrders)
    .values({ ...values, organisationId })
    .returning();
  if (!row) throw new Error('Purchase order insert returned nothing');
  return row;
}

export async function updatePurchaseOrder(
  db: Executor,
  { organisationId, id, values }: Key & { values: Partial<PurchaseOrderRow> },
): Promise<void> {
  await db
    .update(purchaseOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(purchaseOrders.organisationId, organisationId), eq(purchaseOrders.id, id)));
}

/** A draft's lines become exactly `lines`, in their order (nothing was received of a draft). */
export async function replaceLines(
  db: Executor,
  { organisationId, id, lines }: Key & { lines: LineValues[] },
): Promise<void> {
  await db
    .delete(purchaseOrderLines)
    .where(
      and(eq(purchaseOrderLines.organisationId, organisationId), eq(purchaseOrderLines.purchaseOrderId, id)),
    );
  if (lines.length)
    await db
      .insert(purchaseOrderLines)
      .values(lines.map((line, position) => ({ ...line, organisationId, purchaseOrderId: id, position })));
}

export async function deletePurchaseOrder(db: Executor, { organisationId, id }: Key): Promise<void> {
  await db
    .delete(purchaseOrders)
    .where(and(eq(purchaseOrders.organisationId, organisationId), eq(purchaseOrders.id, id)));
}

/** The PO's lines as stored (under the PO's lock: their received counts are current). */
export async function plainLinesOf(
  db: Executor,
  { organisationId, id }: Key,
): Promise<PurchaseOrderLineRow[]> {
  return db
    .select()
    .from(purchaseOrderLines)
    .where(
      and(eq(purchaseOrderLines.organisationId, organisationId), eq(purchaseOrderLines.purchaseOrderId, id)),
    )
    .orderBy(asc(purchaseOrderLines.position), asc(purchaseOrderLines.id));
}

export async function receiptExists(
  db: Executor,
  { organisationId, id, receiptKey }: Key & { receiptKey: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: purchaseOrderReceipts.id })
    .from(purchaseOrderReceipts)
    .where(
      and(
        eq(purchaseOrderReceipts.organisationId, organisationId),
        eq(purchaseOrderReceipts.purchaseOrderId, id),
        eq(purchaseOrderReceipts.receiptKey, receiptKey),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertReceipt(
  db: Executor,
  {
    organisationId,
    id,
    receiptKey,
    units,
    userId,
    receivedAt,
  }: Key & { receiptKey: string; units: number; userId: number | null; receivedAt: Date },
): Promise<void> {
  await db.insert(purchaseOrderReceipts).values({
    organisationId,
    purchaseOrderId: id,
    receiptKey,
    units,
    receivedBy: userId,
    receivedAt,
  });
}

export async function addReceived(
  db: Executor,
  { organisationId, lineId, quantity }: { organisationId: number; lineId: number; quantity: number },
): Promise<void> {
  await db
    .update(purchaseOrderLines)
    .set({ quantityReceived: sql`${purchaseOrderLines.quantityReceived} + ${quantity}` })
    .where(and(eq(purchaseOrderLines.organisationId, organisationId), eq(purchaseOrderLines.id, lineId)));
}

export type StatusStamp =
  | 'submittedAt'
  | 'confirmedAt'
  | 'inProductionAt'
  | 'shippedAt'
  | 'receivedAt'
  | 'cancelledAt';

export async function setStatus(
  db: Executor,
  { organisationId, id, status, stamp }: Key & { status: PurchaseOrderStatus; stamp?: StatusStamp },
): Promise<void> {
  await updatePurchaseOrder(db, {
    organisationId,
    id,
    values: { status, ...(stamp ? { [stamp]: new Date() } : {}) },
  });
}

export type RecordedPurchaseOrderValues = Omit<typeof purchaseOrders.$inferInsert, 'organisationId' | 'id'>;

/**
 * A purchase order as it already stands (any status, its stamps and dates, its lines' received
 * counts) in two statements: generated data (the demo's). Answers its id and its lines'.
 */
export async function insertRecordedPurchaseOrder(
  db: Executor,
  {
    organisationId,
    values,
    lines,
  }: {
    organisationId: number;
    values: RecordedPurchaseOrderValues;
    lines: readonly (LineValues & { quantityReceived: number })[];
  },
): Promise<{ id: number; lines: { id: number; skuId: number; quantityReceived: number }[] }> {
  const [row] = await db
    .insert(purchaseOrders)
    .values({ ...values, organisationId })
    .returning({ id: purchaseOrders.id });
  if (!row) throw new Error('Purchase order insert returned nothing');
  if (lines.length === 0) return { id: row.id, lines: [] };
  const inserted = await db
    .insert(purchaseOrderLines)
    .values(lines.map((line, position) => ({ ...line, organisationId, purchaseOrderId: row.id, position })))
    .returning({
      id: purchaseOrderLines.id,
      skuId: purchaseOrderLines.skuId,
      quantityReceived: purchaseOrderLines.quantityReceived,
    });
  return { id: row.id, lines: inserted };
}
