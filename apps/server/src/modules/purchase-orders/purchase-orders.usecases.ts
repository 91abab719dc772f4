import {
  allowedPurchaseOrderActions,
  DEFAULT_CURRENCY,
  isPurchaseOrderEditable,
  nextPurchaseOrderStatus,
  type Paginated,
  type PurchaseOrder,
  type PurchaseOrderAction,
  type PurchaseOrderListQuery,
  type PurchaseOrderRequest,
  type ReceivePurchaseOrderRequest,
  type ShippingTimeMatch,
  shippingTimeToWarehouse,
  toMinorUnits,
} from '@backoffice/shared';
import { ulid } from 'ulid';
import type { Executor } from '../../db/client.ts';
import { FieldErrorBag } from '../../lib/app-error.ts';
import { listPage } from '../../lib/list-page.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { recordMovements } from '../inventory/record-movements.usecase.ts';
import { skusExist } from '../skus/skus.facts.ts';
import { shippingTimesOf, suppliersExist } from '../suppliers/suppliers.facts.ts';
import { warehouseCountriesOf, warehousesExist } from '../warehouses/warehouses.facts.ts';
import { purchaseOrderErrors } from './purchase-orders.errors.ts';
import { presentPurchaseOrder } from './purchase-orders.presenter.ts';
import {
  addReceived,
  deletePurchaseOrder,
  findPurchaseOrder,
  insertPurchaseOrder,
  insertReceipt,
  insertRecordedPurchaseOrder,
  type LineValues,
  type LineWithSku,
  linesOf,
  lockPurchaseOrder,
  type PurchaseOrderListRow,
  plainLinesOf,
  purchaseOrderList,
  type RecordedPurchaseOrderValues,
  receiptExists,
  replaceLines,
  type StatusStamp,
  setStatus,
  updatePurchaseOrder,
} from './purchase-orders.repository.ts';
import { receiptMovementKey } from './receipt-key.domain.ts';

/**
 * What presenting these POs needs besides their rows, loaded in three queries whatever their
 * number: their lines (with the supplier's lead times per product) and each supplier's shipping
 * time to each warehouse.
 */
export async function purchaseOrderFacts(
  db: Executor,
  { organisationId, rows }: { organisationId: number; rows: PurchaseOrderListRow[] },
): Promise<{
  lines: (row: PurchaseOrderListRow) => LineWithSku[];
  shipping: (row: PurchaseOrderListRow) => ShippingTimeMatch;
}> {
  const lines = await linesOf(db, { organisationId, orderIds: rows.map((row) => row.order.id) });
  const times = await shippingTimesOf(db, {
    organisationId,
    supplierIds: [...new Set(rows.map((row) => row.order.supplierId))],
  });
  const countries = await warehouseCountriesOf(db, {
    organisationId,
    warehouseIds: rows.map((row) => row.order.warehouseId),
  });
  return {
    lines: (row) => lines.get(row.order.id) ?? [],
    shipping: (row) =>
      shippingTimeToWarehouse(
        times.get(row.order.supplierId) ?? [],
        countries.get(row.order.warehouseId) ?? [],
      ),
  };
}

export async function listPurchaseOrdersPage({
  db,
  organisationId,
  query,
}: InOrganisation & { query: PurchaseOrderListQuery }): Promise<{ page: Paginated<PurchaseOrder> }> {
  const page = await listPage(query, purchaseOrderList(db, { organisationId, query }), async (rows) => {
    const facts = await purchaseOrderFacts(db, { organisationId, rows });
    return rows.map((row) =>
      presentPurchaseOrder(row, facts.lines(row), facts.shipping(row), { withLines: false }),
    );
  });
  return { page };
}

export async function showPurchaseOrder({
  db,
  organisationId,
  id,
}: OnRecord<Executor>): Promise<{ purchaseOrder: PurchaseOrder }> {
  const row = orNotFound(await findPurchaseOrder(db, { organisationId, id }));
  const facts = await purchaseOrderFacts(db, { organisationId, rows: [row] });
  return {
    purchaseOrder: presentPurchaseOrder(row, facts.lines(row), facts.shipping(row), { withLines: true }),
  };
}

/** Checks a create or update against the organisation's data, every problem at once. */
async function checkedLines(
  db: Executor,
  { organisationId, input }: { organisationId: number; input: PurchaseOrderRequest },
): Promise<LineValues[]> {
  const errors = new FieldErrorBag();
  const supplier = await suppliersExist(db, { organisationId, ids: [input.supplier_id] });
  const warehouse = await warehousesExist(db, { organisationId, ids: [input.warehouse_id] });
  const known = await skusExist(db, { organisationId, ids: input.lines.map((line) => line.sku_id) });
  if (!supplier.size) errors.add(purchaseOrderErrors.invalidSupplier());
  if (!warehouse.size) errors.add(purchaseOrderErrors.invalidWarehouse());
  const seen = new Set<number>();
  const lines: LineValues[] = [];
  input.lines.forEach((line, index) => {
    if (!known.has(line.sku_id)) errors.add(purchaseOrderErrors.invalidSku(index));
    else if (seen.has(line.sku_id)) errors.add(purchaseOrderErrors.skuListedTwice(index));
    seen.add(line.sku_id);
    const currency = line.currency ?? DEFAULT_CURRENCY;
    const unitCost = toMinorUnits(line.unit_cost, currency);
    if (unitCost === undefined) errors.add(purchaseOrderErrors.invalidUnitCost(index, currency));
    lines.push({
      skuId: line.sku_id,
      quantity: line.quantity,
      quantityInCase: line.quantity_in_case ?? null,
      unitCost: unitCost ?? 0,
      currency,
    });
  });
  errors.throwIfAny();
  return lines;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Creates a draft PO with its lines in one transaction. */
export async function createPurchaseOrder({
  db,
  organisationId,
  input,
}: InOrganisation<Executor> & { input: PurchaseOrderRequest }): Promise<{ purchaseOrder: PurchaseOrder }> {
  const id = await db.transaction(async (tx) => {
    const lines = await checkedLines(tx, { organisationId, input });
    const row = await insertPurchaseOrder(tx, {
      organisationId,
      values: {
        supplierId: input.supplier_id,
        warehouseId: input.warehouse_id,
        orderDate: input.order_date ?? today(),
        reference: input.reference || null,
        notes: input.notes || null,
      },
    });
    await replaceLines(tx, { organisationId, id: row.id, lines });
    return row.id;
  });
  return showPurchaseOrder({ db, organisationId, id });
}

/** Updates a draft (the supplier has seen nothing yet): its fields and its lines, as sent. */
export async function updatePurchaseOrderDetails({
  db,
  organisationId,
  id,
  input,
}: OnRecord<Executor> & { input: PurchaseOrderRequest }): Promise<{ purchaseOrder: PurchaseOrder }> {
  await db.transaction(async (tx) => {
    const current = orNotFound(await lockPurchaseOrder(tx, { organisationId, id }));
    if (!isPurchaseOrderEditable(current.status))
      throw purchaseOrderErrors.illegalTransition(
        current.status,
        'edit',
        allowedPurchaseOrderActions(current.status),
      );
    const lines = await checkedLines(tx, { organisationId, input });
    await updatePurchaseOrder(tx, {
      organisationId,
      id,
      values: {
        supplierId: input.supplier_id,
        warehouseId: input.warehouse_id,
        ...(input.order_date ? { orderDate: input.order_date } : {}),
        ...(input.reference !== undefined ? { reference: input.reference || null } : {}),
        ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
      },
    });
    await replaceLines(tx, { organisationId, id, lines });
  });
  return showPurchaseOrder({ db, organisationId, id });
}

/** Deletes a draft; an order the supplier has seen is cancelled instead (422 here). */
export async function removePurchaseOrder({ db, organisationId, id }: OnRecord<Executor>): Promise<void> {
  await db.transaction(async (tx) => {
    const current = orNotFound(await lockPurchaseOrder(tx, { organisationId, id }));
    if (!isPurchaseOrderEditable(current.status))
      throw purchaseOrderErrors.illegalTransition(current.status, 'delete', ['cancel']);
    await deletePurchaseOrder(tx, { organisationId, id });
  });
}

type StatusAction = Exclude<PurchaseOrderAction, 'receive'>;
const STAMPS: Record<StatusAction, StatusStamp> = {
  submit: 'submittedAt',
  confirm: 'confirmedAt',
  'start-production': 'inProductionAt',
  ship: 'shippedAt',
  cancel: 'cancelledAt',
};

/**
 * submit, confirm, start-production, ship, cancel: the status machine's step from the PO's
 * current status (read under its lock), stamped with the time; an action the status does not
 * allow answers 422 with the allowed ones and changes nothing. None of them moves stock (receipts
 * do; a cancelled order keeps what was received).
 */
export async function transitionPurchaseOrder({
  db,
  organisationId,
  id,
  action,
}: OnRecord<Executor> & { action: StatusAction }): Promise<{ purchaseOrder: PurchaseOrder }> {
  await db.transaction(async (tx) => {
    const current = orNotFound(await lockPurchaseOrder(tx, { organisationId, id }));
    const next = nextPurchaseOrderStatus(current.status, action);
    if (!next)
      throw purchaseOrderErrors.illegalTransition(
        current.status,
        action,
        allowedPurchaseOrderActions(current.status),
      );
    await setStatus(tx, { organisationId, id, status: next, stamp: STAMPS[action] });
  });
  return showPurchaseOrder({ db, organisationId, id });
}

/**
 * Receives units of a shipped PO into its warehouse: one ledger receipt per line received
 * (type receipt, source purchase_order), the lines' received counts and the status
 * (PARTIALLY_RECEIVED until every line is complete, then RECEIVED), in one transaction under the
 * PO's row lock, so concurrent receipts run one after the other and each is checked against what
 * the other received. A receipt id already recorded for the PO (a retry) changes nothing; more
 * than a line still expects is refused.
 */
export async function receivePurchaseOrder({
  db,
  organisationId,
  id,
  userId,
  input,
}: OnRecord<Executor> & { userId: number | null; input: ReceivePurchaseOrderRequest }): Promise<{
  purchaseOrder: PurchaseOrder;
}> {
  await db.transaction(async (tx) => {
    const current = orNotFound(await lockPurchaseOrder(tx, { organisationId, id }));
    const receiptKey = input.receipt_id ?? ulid().toLowerCase();
    if (input.receipt_id && (await receiptExists(tx, { organisationId, id, receiptKey }))) return;
    if (!nextPurchaseOrderStatus(current.status, 'receive'))
      throw purchaseOrderErrors.illegalTransition(
        current.status,
        'receive',
        allowedPurchaseOrderActions(current.status),
      );
    const lines = await plainLinesOf(tx, { organisationId, id });
    const byId = new Map(lines.map((line) => [line.id, line]));
    const errors = new FieldErrorBag();
    const seen = new Set<number>();
    input.lines.forEach((received, index) => {
      const line = byId.get(received.line_id);
      if (!line) {
        errors.add(purchaseOrderErrors.unknownLine(index));
        return;
      }
      if (seen.has(line.id)) {
        errors.add(purchaseOrderErrors.lineListedTwice(index));
        return;
      }
      seen.add(line.id);
      const outstanding = Math.max(0, line.quantity - line.quantityReceived);
      if (received.quantity > outstanding) errors.add(purchaseOrderErrors.overReceipt(index, outstanding));
    });
    errors.throwIfAny();
    const receivedAt = new Date();
    const units = input.lines.filter((line) => line.quantity > 0);
    await insertReceipt(tx, {
      organisationId,
      id,
      receiptKey,
      units: units.reduce((sum, line) => sum + line.quantity, 0),
      userId,
      receivedAt,
    });
    await recordMovements({
      db: tx,
      organisationId,
      movements: units.map((received) => ({
        warehouseId: current.warehouseId,
        skuId: byId.get(received.line_id)?.skuId ?? 0,
        type: 'receipt',
        quantity: received.quantity,
        occurredAt: receivedAt,
        sourceType: 'purchase_order',
        sourceId: String(id),
        reason: current.reference ? `PO ${id} (${current.reference})` : `PO ${id}`,
        userId,
        idempotencyKey: receiptMovementKey(id, receiptKey, received.line_id),
      })),
    });
    for (const received of units)
      await addReceived(tx, { organisationId, lineId: received.line_id, quantity: received.quantity });
    const after = lines.map((line) => ({
      quantity: line.quantity,
      quantityReceived:
        line.quantityReceived + (units.find((unit) => unit.line_id === line.id)?.quantity ?? 0),
    }));
    const next = nextPurchaseOrderStatus(current.status, 'receive', after) ?? current.status;
    await setStatus(tx, {
      organisationId,
      id,
      status: next,
      ...(next === 'RECEIVED' ? { stamp: 'receivedAt' as const } : {}),
    });
  });
  return showPurchaseOrder({ db, organisationId, id });
}

/**
 * A purchase order as it already stands (generated data: the demo's), in the caller's transaction,
 * without the transitions' checks: its status, stamps, lines and received counts as given, and its
 * receipt when anything was received. The caller records the received units in the ledger
 * (recordMovements, under receiptMovementKey), so the counts are what the ledger holds.
 */
export async function addRecordedPurchaseOrder({
  tx,
  organisationId,
  order,
  lines,
  receipt,
}: {
  tx: Executor;
  organisationId: number;
  order: RecordedPurchaseOrderValues;
  lines: readonly (LineValues & { quantityReceived: number })[];
  receipt: { receiptKey: string; receivedAt: Date } | null;
}): Promise<{
  purchaseOrder: { id: number; lines: { id: number; skuId: number; quantityReceived: number }[] };
}> {
  const purchaseOrder = await insertRecordedPurchaseOrder(tx, { organisationId, values: order, lines });
  const units = purchaseOrder.lines.reduce((sum, line) => sum + line.quantityReceived, 0);
  if (receipt && units > 0)
    await insertReceipt(tx, { organisationId, id: purchaseOrder.id, ...receipt, units, userId: null });
  return { purchaseOrder };
}
