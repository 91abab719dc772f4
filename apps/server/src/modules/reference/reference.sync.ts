import type { Executor } from '../../db/client.ts';
import { copyReferenceFulfillmentCenters, upsertReferenceDatasets } from './reference.repository.ts';

/**
 * Brings the reference tables in line with ./datasets, after the schema migrations at every
 * start (the upserts keep ids stable), then copies new FC codes to each organisation's own list.
 */
export async function syncReferenceData({ db }: { db: Executor }): Promise<void> {
  await upsertReferenceDatasets(db);
  await copyReferenceFulfillmentCenters(db);
}
