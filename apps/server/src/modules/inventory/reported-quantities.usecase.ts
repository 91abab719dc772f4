import type { Executor } from '../../db/client.ts';
import { lockSkusForWriting } from '../../db/sku-write-locks.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { type FbaFigures, setFbaFigures, setReportedQuantities } from './inventory-cache.repository.ts';

export type { FbaFigures } from './inventory-cache.repository.ts';

/**
 * Keeps what a marketplace says a warehouse holds of each SKU beside the ledger's own quantity
 * (see setReportedQuantities); the ledger is left as it is. In the caller's transaction: a report
 * writer's batch records its figures with its progress. Answers how many figures changed.
 */
export async function recordReportedQuantities({
  db,
  organisationId,
  warehouseId,
  quantities,
}: InOrganisation<Executor> & {
  warehouseId: number;
  quantities: readonly { skuId: number; quantity: number }[];
}): Promise<number> {
  await lockSkusForWriting(db, { organisationId, skuIds: quantities.map(({ skuId }) => skuId) });
  return setReportedQuantities(db, { organisationId, warehouseId, quantities });
}

/**
 * Keeps Amazon's FBA figures of each SKU in an FBA warehouse (FBA Inventory API) with their warehouse
 * figure as the marketplace's quantity (see setFbaFigures); the ledger is left as it is. In the
 * caller's transaction. Answers how many rows it wrote.
 */
export async function recordFbaFigures({
  db,
  organisationId,
  warehouseId,
  figures,
  fetchedAt,
}: InOrganisation<Executor> & {
  warehouseId: number;
  figures: readonly FbaFigures[];
  fetchedAt: Date;
}): Promise<number> {
  await lockSkusForWriting(db, { organisationId, skuIds: figures.map(({ skuId }) => skuId) });
  return setFbaFigures(db, { organisationId, warehouseId, figures, fetchedAt });
}
