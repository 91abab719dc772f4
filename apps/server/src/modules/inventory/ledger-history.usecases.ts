import type { Executor } from '../../db/client.ts';
import { lockEverySkuForWriting } from '../../db/sku-write-locks.ts';
import {
  copyLedgerRows,
  type DerivedReports,
  deriveWarehouseStock,
  insertLedgerRows,
  type LedgerRow,
  redateEmptiedStock,
} from './ledger-history.repository.ts';

export type { DerivedReports, LedgerRow } from './ledger-history.repository.ts';

/*
 * Generated ledger history (the demo's years of it) in bulk, in the caller's transaction: rows are
 * appended as they are, without recordMovements' checks and stock upserts, and the stock is then
 * derived from the whole history once (rebuildWarehouseStock).
 */

/** Appends generated movements (source type `demo`) in one statement. */
export async function loadLedgerHistory({
  tx,
  organisationId,
  movements,
}: {
  tx: Executor;
  organisationId: number;
  movements: readonly LedgerRow[];
}): Promise<void> {
  await insertLedgerRows(tx, { organisationId, rows: movements });
}

/** Each SKU of `copySkuIds` gets the history of one of `sourceSkuIds` (copy i that of source i mod n). */
export async function copyLedgerHistories({
  tx,
  organisationId,
  sourceSkuIds,
  copySkuIds,
}: {
  tx: Executor;
  organisationId: number;
  sourceSkuIds: readonly number[];
  copySkuIds: readonly number[];
}): Promise<{ movements: number }> {
  return { movements: await copyLedgerRows(tx, { organisationId, sourceSkuIds, copySkuIds }) };
}

/**
 * warehouse_stock as the loaded history makes it (an organisation whose stock has no rows yet),
 * with the quantities the `reported` warehouses' reports state.
 */
export async function rebuildWarehouseStock({
  tx,
  organisationId,
  reported,
}: {
  tx: Executor;
  organisationId: number;
  reported: DerivedReports;
}): Promise<void> {
  await lockEverySkuForWriting(tx, { organisationId });
  await deriveWarehouseStock(tx, { organisationId, reported });
}

/**
 * Out-of-stock dates of these warehouses' empty rows as their whole history has them, after
 * movements were recorded back-dated (the demo's shipments under way, shipped in the past):
 * how many rows changed.
 */
export async function redateEmptiedWarehouseStock({
  tx,
  organisationId,
  warehouseIds,
}: {
  tx: Executor;
  organisationId: number;
  warehouseIds: readonly number[];
}): Promise<{ rows: number }> {
  await lockEverySkuForWriting(tx, { organisationId });
  return { rows: await redateEmptiedStock(tx, { organisationId, warehouseIds }) };
}
