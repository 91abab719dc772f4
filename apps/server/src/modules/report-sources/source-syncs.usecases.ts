import type { Executor } from '../../db/client.ts';
import type { OnRecord } from '../../lib/use-case.ts';
import {
  markSourceSynced,
  type SyncedData,
  type SyncState,
  setSyncState,
} from './source-syncs.repository.ts';

/**
 * A source's sync bookkeeping (its start, its error, what it has synced up to), in the caller's
 * transaction: the sync records it beside the requests it makes.
 */
export function recordSyncState({
  db,
  organisationId,
  id,
  state,
}: OnRecord<Executor> & { state: SyncState }): Promise<void> {
  return setSyncState(db, { organisationId, id }, state);
}

/**
 * A requested report processed: the source is synced up to `at` for its data, never moving back.
 * In the transaction that marks the report processed.
 */
export function markSyncedUpTo({
  db,
  organisationId,
  id,
  data,
  at,
}: OnRecord<Executor> & { data: SyncedData; at: Date }): Promise<void> {
  return markSourceSynced(db, { organisationId, id }, { data, at });
}
