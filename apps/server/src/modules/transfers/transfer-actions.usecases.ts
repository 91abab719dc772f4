import {
  allowedTransferActions,
  canResolveDiscrepancy,
  nextTransferStatus,
  type ReceiveTransferRequest,
  type ResolveDiscrepancyRequest,
  type ShipTransferRequest,
  type Transfer,
  type TransferAction,
  type TransferTicketRequest,
  transferTotals,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { FieldErrorBag } from '../../lib/app-error.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { OnRecord } from '../../lib/use-case.ts';
import { recordEvent } from '../domain-events/record-event.usecase.ts';
import { lockedStockIn } from '../inventory/inventory.facts.ts';
import { isoDay } from '../inventory/ledger.domain.ts';
import { type MovementInput, recordMovements } from '../inventory/record-movements.usecase.ts';
import { transferErrors } from './transfers.errors.ts';
import {
  itemsOf,
  lockTransfer,
  recordTransferEvent,
  setItemReceived,
  type TransferItemWithSku,
  updateTransfer,
  warehouseName,
} from './transfers.repository.ts';
import type { TransferRow } from './transfers.tables.ts';
import { refreshTotals, showTransfer } from './transfers.usecases.ts';
import { TRANSFER_SOURCE } from './transfers-movements.repository.ts';

/** `at`: when it happened (default now), for data entered after the fact such as the demo's history. */
type ActionArgs = OnRecord & { userId: number | null; at?: Date };

/**
 * Every action runs in one transaction on the locked transfer row: two requests acting on the
 * same transfer (two receipts, a receipt and a cancel) take turns, and the second sees the first's
 * result. The machine is asked first; an action it does not allow changes nothing (422).
 */
async function act(
  { db, organisationId, id }: ActionArgs,
  action: TransferAction,
  apply: (tx: Executor, transfer: TransferRow, next: TransferRow['status']) => Promise<void>,
): Promise<{ transfer: Transfer }> {
  await db.transaction(async (tx) => {
    const transfer = orNotFound(await lockTransfer(tx, { organisationId, id }));
    const state = { status: transfer.status, shipped: transfer.shippedAt !== null };
    const next = nextTransferStatus(state, action);
    if (next === null)
      throw transferErrors.illegalTransition(action, transfer.status, allowedTransferActions(state));
    await apply(tx, transfer, next);
    // The status the action set: a receipt of every unit closes, not the machine's RECEIVING.
    const reached = orNotFound(await lockTransfer(tx, { organisationId, id })).status;
    await announceTransit(tx, { organisationId, transfer, action, next: reached });
  });
  return showTransfer({ db, organisationId, id });
}

/**
 * Whoever plans with units in transit (forecasts) hears when a transfer's units start or stop
 * being so, or arrive, in the action's transaction (decision 23): the forecasts' projection keeps
 * the SKUs' plan figures in this same transaction, the recompute follows after the commit.
 */
async function announceTransit(
  tx: Executor,
  {
    organisationId,
    transfer,
    action,
    next,
  }: { organisationId: number; transfer: TransferRow; action: TransferAction; next: TransferRow['status'] },
): Promise<void> {
  const ended =
    transfer.shippedAt !== null && transfer.status !== next && (next === 'CLOSED' || next === 'CANCELLED');
  const type =
    action === 'ship'
      ? 'transfer.shipped'
      : ended
        ? 'transfer.closed'
        : action === 'receive'
          ? 'transfer.received'
          : null;
  if (!type) return;
  const items = await itemsOf(tx, { organisationId, transferIds: [transfer.id] });
  await recordEvent(tx, {
    organisationId,
    type,
    aggregate: `transfer:${transfer.id}`,
    payload: { transferId: transfer.id, skuIds: [...new Set(items.map(({ item }) => item.skuId))] },
  });
}

function movement(
  transfer: TransferRow,
  { userId, at }: { userId: number | null; at: Date },
  fields: Pick<MovementInput, 'warehouseId' | 'skuId' | 'type' | 'quantity' | 'reason' | 'idempotencyKey'>,
): MovementInput {
  return {
    ...fields,
    occurredAt: at,
    sourceType: TRANSFER_SOURCE,
    sourceId: String(transfer.id),
    userId,
  };
}

/**
 * Ships: every item leaves the origin's ledger (transfer_out) and is in transit until received.
 * Shipping more than the origin holds is refused per item unless `allow_negative_stock` (decision
 * record 12): the ledger may lag the shelf, so the user may say so, but never by accident.
 */
export async function shipTransfer(args: ActionArgs & { input: ShipTransferRequest }) {
  const { organisationId, userId, input } = args;
  const at = args.at ?? new Date();
  return act(args, 'ship', async (tx, transfer, next) => {
    const items = await itemsOf(tx, { organisationId, transferIds: [transfer.id] });
    const errors = new FieldErrorBag();
    if (transfer.outgoingWarehouseId === null)
      errors.add(transferErrors.missingForShipping('outgoing_warehouse_id'));
    if (transfer.destinationWarehouseId === null)
      errors.add(transferErrors.missingForShipping('destination_warehouse_id'));
    if (items.length === 0) errors.add(transferErrors.missingForShipping('items'));
    errors.throwIfAny();
    const originId = transfer.outgoingWarehouseId as number;
    if (!input.allow_negative_stock) await refuseShortages(tx, organisationId, originId, items);
    await recordMovements({
      db: tx,
      organisationId,
      movements: items.map(({ item }) =>
        movement(
          transfer,
          { userId, at },
          {
            warehouseId: originId,
            skuId: item.skuId,
            type: 'transfer_out',
            quantity: -item.quantityShipped,
            reason: `Transfer #${transfer.id} shipped`,
            idempotencyKey: `transfer:${transfer.id}:ship:${item.ulid}`,
          },
        ),
      ),
    });
    await updateTransfer(tx, {
      organisationId,
      id: transfer.id,
      values: {
        status: next,
        shippedAt: at,
        shippingDate: input.shipping_date ?? transfer.shippingDate ?? isoDay(at),
      },
    });
    await recordTransferEvent(tx, {
      organisationId,
      occurredAt: at,
      transferId: transfer.id,
      type: 'shipped',
      fromStatus: transfer.status,
      toStatus: next,
      note: input.allow_negative_stock ? 'Shipped allowing the origin to go below zero' : null,
      userId,
    });
  });
}

/** 422 per item the origin holds too few of; the stock rows stay locked until the shipment is written. */
async function refuseShortages(
  tx: Executor,
  organisationId: number,
  originId: number,
  items: TransferItemWithSku[],
) {
  const stock = await lockedStockIn(tx, {
    organisationId,
    warehouseId: originId,
    skuIds: items.map(({ item }) => item.skuId),
  });
  const errors = new FieldErrorBag();
  let name: string | undefined;
  for (const [index, { item }] of items.entries()) {
    const available = stock.get(item.skuId) ?? 0;
    if (available >= item.quantityShipped) continue;
    name ??= await warehouseName(tx, { organisationId, id: originId });
    errors.add(transferErrors.insufficientStock(index, Math.max(0, available), name));
  }
  errors.throwIfAny();
}

/**
 * Receives: `quantity_received` is each item's total so far, so sending the same receipt twice
 * changes nothing; the difference from the stored total goes into the destination's ledger
 * (transfer_in, negative for a correction). All items received as shipped, or `close`, closes it.
 */
export async function receiveTransfer(args: ActionArgs & { input: ReceiveTransferRequest }) {
  const { organisationId, userId, input } = args;
  const at = args.at ?? new Date();
  return act(args, 'receive', async (tx, transfer) => {
    const items = await itemsOf(tx, { organisationId, transferIds: [transfer.id] });
    const byUlid = new Map(items.map(({ item }) => [item.ulid, item]));
    const errors = new FieldErrorBag();
    input.items.forEach((each, index) => {
      if (!byUlid.has(each.ulid)) errors.add(transferErrors.unknownItem(index));
    });
    errors.throwIfAny();

    const received = new Map(items.map(({ item }) => [item.ulid, item.quantityReceived]));
    for (const each of input.items) received.set(each.ulid, each.quantity_received);
    const changed = input.items.filter(
      (each) => each.quantity_received !== byUlid.get(each.ulid)?.quantityReceived,
    );
    const units = changed.reduce(
      (sum, each) => sum + each.quantity_received - (byUlid.get(each.ulid)?.quantityReceived ?? 0),
      0,
    );
    const totals = transferTotals(
      items.map(({ item }) => ({
        quantity_shipped: item.quantityShipped,
        quantity_received: received.get(item.ulid) ?? 0,
        quantity_expected: item.quantityExpected,
      })),
    );
    const complete = items.every(({ item }) => received.get(item.ulid) === item.quantityShipped);
    const next = input.close || complete ? 'CLOSED' : 'RECEIVING';
    const receivedDate = changed.length ? (input.received_date ?? isoDay(at)) : transfer.receivedDate;

    const eventId = await recordTransferEvent(tx, {
      organisationId,
      occurredAt: at,
      transferId: transfer.id,
      type: 'received',
      fromStatus: transfer.status,
      toStatus: next,
      note: `${units >= 0 ? units : `${units} (correction)`} units; ${totals.total_received} of ${totals.total_shipped} received`,
      userId,
    });
    await recordMovements({
      db: tx,
      organisationId,
      movements: changed.map((each) => {
        const item = byUlid.get(each.ulid) as TransferItemWithSku['item'];
        return movement(
          transfer,
          { userId, at },
          {
            warehouseId: transfer.destinationWarehouseId as number,
            skuId: item.skuId,
            type: 'transfer_in',
            quantity: each.quantity_received - item.quantityReceived,
            reason: `Transfer #${transfer.id} received`,
            idempotencyKey: `transfer:${transfer.id}:receipt:${eventId}:${each.ulid}`,
          },
        );
      }),
    });
    for (const each of changed)
      await setItemReceived(tx, {
        organisationId,
        itemId: (byUlid.get(each.ulid) as TransferItemWithSku['item']).id,
        quantityReceived: each.quantity_received,
      });
    await refreshTotals(tx, { organisationId, id: transfer.id });
    await updateTransfer(tx, {
      organisationId,
      id: transfer.id,
      values: { status: next, receivedDate, ...(next === 'CLOSED' ? { closedAt: at } : {}) },
    });
  });
}

/** Closes: receiving is over; what did not arrive is a discrepancy until resolved. */
export async function closeTransfer(args: ActionArgs) {
  const { organisationId, userId } = args;
  const at = args.at ?? new Date();
  return act(args, 'close', async (tx, transfer, next) => {
    await updateTransfer(tx, {
      organisationId,
      id: transfer.id,
      values: { status: next, closedAt: at },
    });
    await recordTransferEvent(tx, {
      organisationId,
      occurredAt: at,
      transferId: transfer.id,
      type: 'closed',
      fromStatus: transfer.status,
      toStatus: next,
      userId,
    });
  });
}

/** Cancels; a shipped transfer gives back to its origin what was not received (transfer_in). */
export async function cancelTransfer(args: ActionArgs) {
  const { organisationId, userId } = args;
  const at = args.at ?? new Date();
  return act(args, 'cancel', async (tx, transfer, next) => {
    if (transfer.shippedAt !== null) {
      const items = await itemsOf(tx, { organisationId, transferIds: [transfer.id] });
      await recordMovements({
        db: tx,
        organisationId,
        movements: items
          .filter(({ item }) => item.quantityShipped > item.quantityReceived)
          .map(({ item }) =>
            movement(
              transfer,
              { userId, at },
              {
                warehouseId: transfer.outgoingWarehouseId as number,
                skuId: item.skuId,
                type: 'transfer_in',
                quantity: item.quantityShipped - item.quantityReceived,
                reason: `Transfer #${transfer.id} cancelled: units not received go back to the origin`,
                idempotencyKey: `transfer:${transfer.id}:cancel:${item.ulid}`,
              },
            ),
          ),
      });
    }
    await updateTransfer(tx, { organisationId, id: transfer.id, values: { status: next } });
    await recordTransferEvent(tx, {
      organisationId,
      occurredAt: at,
      transferId: transfer.id,
      type: 'cancelled',
      fromStatus: transfer.status,
      toStatus: next,
      userId,
    });
  });
}

/** Raises a ticket with the carrier or marketplace, or updates its status; raised_at/by mark the first raise. */
export async function raiseTicket({
  db,
  organisationId,
  id,
  userId,
  at = new Date(),
  input,
}: ActionArgs & { input: TransferTicketRequest }) {
  await db.transaction(async (tx) => {
    const transfer = orNotFound(await lockTransfer(tx, { organisationId, id }));
    if (transfer.shippedAt === null) throw transferErrors.notShipped();
    const newTicket = transfer.ticketNumber !== input.ticket_number;
    await updateTransfer(tx, {
      organisationId,
      id,
      values: {
        ticketNumber: input.ticket_number,
        ticketStatus: input.ticket_status,
        ...(newTicket ? { ticketRaisedAt: at, ticketRaisedBy: userId } : {}),
      },
    });
    await recordTransferEvent(tx, {
      organisationId,
      occurredAt: at,
      transferId: id,
      type: 'ticket',
      note: `Ticket ${input.ticket_number}: ${input.ticket_status}`,
      userId,
    });
  });
  return showTransfer({ db, organisationId, id });
}

/** Resolves a discrepancy with a note: who, when and why are kept, and it stops being a problem. */
export async function resolveDiscrepancy({
  db,
  organisationId,
  id,
  userId,
  at = new Date(),
  input,
}: ActionArgs & { input: ResolveDiscrepancyRequest }) {
  await db.transaction(async (tx) => {
    const transfer = orNotFound(await lockTransfer(tx, { organisationId, id }));
    const facts = {
      status: transfer.status,
      total_shipped: transfer.totalShipped,
      total_received: transfer.totalReceived,
      total_expected: transfer.totalExpected,
      expected_delivery_date: transfer.expectedDeliveryDate,
      received_date: transfer.receivedDate,
      resolved_discrepancy: transfer.resolvedDiscrepancy,
    };
    if (!canResolveDiscrepancy(facts)) throw transferErrors.noDiscrepancy();
    await updateTransfer(tx, {
      organisationId,
      id,
      values: {
        resolvedDiscrepancy: true,
        discrepancyNote: input.discrepancy_note,
        resolvedDiscrepancyAt: at,
        resolvedBy: userId,
      },
    });
    await recordTransferEvent(tx, {
      organisationId,
      occurredAt: at,
      transferId: id,
      type: 'discrepancy_resolved',
      note: input.discrepancy_note,
      userId,
    });
  });
  return showTransfer({ db, organisationId, id });
}
