import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { COUNTRIES, FULFILLMENT_CENTERS, MARKETPLACES } from './datasets/reference-datasets.dataset.ts';
import {
  copyReferenceFulfillmentCenters,
  recordReferenceDigest,
  syncedReferenceDigest,
  upsertReferenceDatasets,
} from './reference.repository.ts';

/**
 * Brings the reference tables in line with ./datasets (the upserts keep ids stable), then copies
 * new FC codes to each organisation's own list.
 */
export async function syncReferenceData({ db }: { db: Executor }): Promise<void> {
  await upsertReferenceDatasets(db);
  await copyReferenceFulfillmentCenters(db);
  await recordReferenceDigest(db, referenceDatasetsDigest());
}

/**
 * The sync after the schema migrations at every start, skipped when the datasets are the ones
 * last synced: rewriting every row took a tenth of a restart, and organisations made since got
 * their FCs when they were made.
 */
export async function syncReferenceDataIfChanged({ db }: { db: Executor }): Promise<void> {
  if (!(await referenceDataIsCurrent({ db }))) await syncReferenceData({ db });
}

/** Whether the tables hold the datasets of this version (false before the table exists). */
export async function referenceDataIsCurrent({ db }: { db: Executor }): Promise<boolean> {
  return (await syncedReferenceDigest(db).catch(() => undefined)) === referenceDatasetsDigest();
}

export function referenceDatasetsDigest(): string {
  return createHash('sha256')
    .update(JSON.stringify([COUNTRIES, MARKETPLACES, FULFILLMENT_CENTERS]))
    .digest('hex');
}
