import {
  LIST_VIEWS,
  type Movement,
  type Paginated,
  type Transfer,
  type TransferEvent,
  type TransferListQuery,
  type TransferRequest,
  transferTotals,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { uniqueOr } from '../../db/errors.ts';
import { notFound } from '../../lib/app-error.ts';
import { listPage } from '../../lib/list-page.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { isoDay } from '../inventory/ledger.domain.ts';
import { presentTransferMovement } from './transfer-movements.presenter.ts';
import { checkTransferRequest, itemsEditable } from './transfer-request.usecase.ts';
import { transferErrors } from './transfers.errors.ts';
import { presentTransfer, presentTransferEvent } from './transfers.presenter.ts';
import {
  deleteTransfer,
  findTransfer,
  insertTransfer,
  itemsOf,
  lockTransfer,
  productExists,
  recordTransferEvent,
  storeTotals,
  transferEventsOf,
  updateTransfer,
  upsertItems,
  warehouseIdByUlid,
} from './transfers.repository.ts';
import {
  countTransfers,
  listTransfers,
  type TransferFilters,
  transfersCount,
} from './transfers-list.repository.ts';
import { transferMovementsOf } from './transfers-movements.repository.ts';

/** The day problems are judged on: today in UTC, the calendar the dates are stored in. */
export const todayUtc = () => isoDay(new Date());

/** What a user's write needs: who they are, for the timeline and the ledger. */
/** The user acting; null for the marketplace sync, which acts for nobody in particular. */
type ByUser = { userId: number | null };

export async function listTransfersPage({
  db,
  organisationId,
  query,
}: InOrganisation & { query: TransferListQuery }): Promise<{ page: Paginated<Transfer> }> {
  const today = todayUtc();
  const page = await listPage(
    query,
    {
      count: () => countTransfers(db, { organisationId, filters: query, today }),
      rows: (window) => listTransfers(db, { organisationId, filters: query, today, window }),
    },
    (rows) => rows.map((row) => presentTransfer(row, today)),
  );
  return { page };
}

/** Every transfer the filters select, for the CSV export. */
export async function exportTransfers({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & {
  query: TransferFilters & { sort?: TransferListQuery['sort']; sortDesc?: boolean };
}) {
  const today = todayUtc();
  const rows = await listTransfers(db, {
    organisationId,
    filters: query,
    today,
    window: { sort: query.sort ?? 'id', sortDesc: query.sortDesc ?? true, limit: 1_000_000, offset: 0 },
  });
  return rows.map((row) => presentTransfer(row, today));
}

/** The sidebar's two transfer badges: the Upcoming and Problem lists' own counts. */
export async function countTransferBadges({
  db,
  organisationId,
}: InOrganisation<Executor>): Promise<{ drafts: number; problems: number }> {
  const today = todayUtc();
  return {
    drafts: await countTransfers(db, { organisationId, filters: LIST_VIEWS.upcomingTransfers, today }),
    problems: await countTransfers(db, { organisationId, filters: LIST_VIEWS.problemTransfers, today }),
  };
}

/**
 * The badges' counts as scalar subqueries, the Upcoming and Problem lists' own WHERE, for the
 * sidebar's counts (one statement for them all).
 */
export function transferBadgeCounts({
  organisationId,
  today = todayUtc(),
}: {
  organisationId: number;
  today?: string;
}) {
  return {
    drafts: transfersCount({ organisationId, filters: LIST_VIEWS.upcomingTransfers, today }),
    problems: transfersCount({ organisationId, filters: LIST_VIEWS.problemTransfers, today }),
  };
}

export async function showTransfer({
  db,
  organisationId,
  id,
}: OnRecord<Executor>): Promise<{ transfer: Transfer }> {
  const row = orNotFound(await findTransfer(db, { organisationId, id }));
  const items = await itemsOf(db, { organisationId, transferIds: [id] });
  return { transfer: presentTransfer(row, todayUtc(), items) };
}

/** Writes the items and the totals the shared transferTotals makes of them, in the caller's transaction. */
type Key = { organisationId: number; id: number };

export async function saveItems(
  tx: Executor,
  {
    organisationId,
    id,
    items,
    removeOthers,
  }: Key & { items: Parameters<typeof upsertItems>[1]['items']; removeOthers: boolean },
): Promise<void> {
  await upsertItems(tx, { organisationId, id, items, removeOthers });
  await refreshTotals(tx, { organisationId, id });
}

export async function refreshTotals(tx: Executor, { organisationId, id }: Key): Promise<void> {
  const stored = await itemsOf(tx, { organisationId, transferIds: [id] });
  const totals = transferTotals(
    stored.map(({ item }) => ({
      quantity_shipped: item.quantityShipped,
      quantity_received: item.quantityReceived,
      quantity_expected: item.quantityExpected,
    })),
  );
  await storeTotals(tx, { organisationId, id, totals, itemCount: stored.length });
}

/** `at`: when it was created (default now), for data entered after the fact such as the demo's history. */
export async function createTransfer({
  db,
  organisationId,
  userId,
  at,
  input,
}: InOrganisation & ByUser & { at?: Date; input: TransferRequest }): Promise<{ transfer: Transfer }> {
  const id = await uniqueOr(transferErrors.shipmentTaken, () =>
    db.transaction(async (tx) => {
      const { values, items } = await checkTransferRequest(tx, { organisationId, input });
      const row = await insertTransfer(tx, {
        organisationId,
        values: { ...values, createdBy: userId, ...(at ? { createdAt: at, updatedAt: at } : {}) },
      });
      if (items?.length) await saveItems(tx, { organisationId, id: row.id, items, removeOthers: false });
      await recordTransferEvent(tx, {
        organisationId,
        transferId: row.id,
        type: 'created',
        toStatus: row.status,
        userId,
        ...(at ? { occurredAt: at } : {}),
      });
      return row.id;
    }),
  );
  return showTransfer({ db, organisationId, id });
}

export async function updateTransferDetails({
  db,
  organisationId,
  id,
  userId,
  input,
}: OnRecord & ByUser & { input: TransferRequest }): Promise<{ transfer: Transfer }> {
  await uniqueOr(transferErrors.shipmentTaken, () =>
    db.transaction(async (tx) => {
      const row = orNotFound(await lockTransfer(tx, { organisationId, id }));
      const items = await itemsOf(tx, { organisationId, transferIds: [id] });
      const checked = await checkTransferRequest(tx, { organisationId, input, current: { row, items } });
      await updateTransfer(tx, { organisationId, id, values: checked.values });
      if (checked.items)
        await saveItems(tx, { organisationId, id, items: checked.items, removeOthers: itemsEditable(row) });
      await recordTransferEvent(tx, {
        organisationId,
        transferId: id,
        type: checked.status ? 'status' : 'updated',
        fromStatus: checked.status ? row.status : null,
        toStatus: checked.status ?? null,
        userId,
      });
    }),
  );
  return showTransfer({ db, organisationId, id });
}

/** Only a transfer that never moved stock and is still a draft may go; others are cancelled. */
export async function removeTransfer({ db, organisationId, id }: OnRecord): Promise<void> {
  await db.transaction(async (tx) => {
    const row = orNotFound(await lockTransfer(tx, { organisationId, id }));
    if (row.shippedAt !== null || (row.status !== 'DRAFT' && row.status !== 'READY'))
      throw transferErrors.notADraft();
    await deleteTransfer(tx, { organisationId, id });
  });
}

export async function transferTimeline({
  db,
  organisationId,
  id,
}: OnRecord<Executor>): Promise<{ events: TransferEvent[] }> {
  orNotFound(await findTransfer(db, { organisationId, id }));
  const rows = await transferEventsOf(db, { organisationId, id });
  return { events: rows.map(presentTransferEvent) };
}

export async function transferMovements({
  db,
  organisationId,
  id,
}: OnRecord<Executor>): Promise<{ movements: Movement[] }> {
  orNotFound(await findTransfer(db, { organisationId, id }));
  return { movements: (await transferMovementsOf(db, { organisationId, id })).map(presentTransferMovement) };
}

const RECENT = 100;

/** The latest transfers carrying a product's SKUs (its screen's list). */
export async function productTransfers({
  db,
  organisationId,
  productId,
}: InOrganisation<Executor> & { productId: number }): Promise<{ transfers: Transfer[] }> {
  if (!(await productExists(db, { organisationId, id: productId }))) throw notFound();
  const today = todayUtc();
  const rows = await listTransfers(db, {
    organisationId,
    filters: { product_id: productId },
    today,
    window: { sort: 'id', sortDesc: true, limit: RECENT, offset: 0 },
  });
  return { transfers: rows.map((row) => presentTransfer(row, today)) };
}

/** The latest transfers into and out of a warehouse (its screen's lists). */
export async function warehouseTransfers({
  db,
  organisationId,
  ulid,
}: InOrganisation<Executor> & { ulid: string }): Promise<{ incoming: Transfer[]; outgoing: Transfer[] }> {
  const warehouseId = await warehouseIdByUlid(db, { organisationId, ulid });
  if (warehouseId === undefined) throw notFound();
  const today = todayUtc();
  const recent = (filters: TransferFilters) =>
    listTransfers(db, {
      organisationId,
      filters,
      today,
      window: { sort: 'id', sortDesc: true, limit: RECENT, offset: 0 },
    }).then((rows) => rows.map((row) => presentTransfer(row, today)));
  return {
    incoming: await recent({ destination_warehouse_id: warehouseId }),
    outgoing: await recent({ outgoing_warehouse_id: warehouseId }),
  };
}
