import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { COUNTRIES, FULFILLMENT_CENTERS, MARKETPLACES } from './datasets/reference-datasets.dataset.ts';
import {
  recordReferenceDigest,
  syncedReferenceDigest,
  upsertReferenceDatasets,
} from './reference.repository.ts';

/**
 * What the modules above reference do when its tables changed, before the sync is recorded (so a
 * start that fails in between syncs again): fulfillment-centers copies new FC codes to each
 * organisation's own list (db/migrate.ts passes its copyReferenceFulfillmentCentersToAll; reference,
 * at the bottom of the module order, imports none of them).
 */
export type AfterReferenceSync = (db: Executor) => Promise<void>;

/**
 * Brings the reference tables in line with ./datasets (the upserts keep ids stable), then runs
 * `afterSync` (the new FC codes copied to each organisation's own list), then records the digest.
 */
export async function syncReferenceData({
  db,
  afterSync,
}: {
  db: Executor;
  afterSync: AfterReferenceSync;
}): Promise<void> {
  await upsertReferenceDatasets(db);
  await afterSync(db);
  await recordReferenceDigest(db, referenceDatasetsDigest());
}

/**
 * The sync after the schema migrations at every start, skipped when the datasets are the ones
 * last synced: rewriting every row took a tenth of a restart, and organisations made since got
 * their FCs when they were made.
 */
export async function syncReferenceDataIfChanged({
  db,
  afterSync,
}: {
  db: Executor;
  afterSync: AfterReferenceSync;
}): Promise<void> {
  if (!(await referenceDataIsCurrent({ db }))) await syncReferenceData({ db, afterSync });
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
