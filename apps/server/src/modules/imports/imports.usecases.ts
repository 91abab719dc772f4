import type { Import, ImportResource } from '@backoffice/shared';
import type { Executor, Transaction } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { yieldToRequests } from '../../lib/yield-to-requests.ts';
import { recordEvent } from '../domain-events/record-event.usecase.ts';
import { presentImport } from './imports.presenter.ts';
import { findImport, insertImport, markImportQueued, stageImportRows } from './imports.repository.ts';

/** Rows per staging statement: each is its own short statement, so other requests run between. */
export const STAGING_BATCH_ROWS = 2_000;

/**
 * Stages checked rows (each row's `data` is what the resource's applier reads) and queues the
 * import. `db` is the database itself: every batch is its own short transaction in the
 * organisation (inTenant), so other requests run between them.
 */
export async function startImport({
  db,
  organisationId,
  resource,
  rows,
}: InOrganisation & {
  resource: ImportResource;
  rows: { line: number; data: unknown }[];
}): Promise<{ import: Import }> {
  const tenant = <T>(work: (tx: Transaction) => Promise<T>) => inTenant(db, organisationId, work);
  const created = await tenant((tx) => insertImport(tx, { organisationId, resource, total: rows.length }));
  const key = { organisationId, id: created.id };
  for (let start = 0; start < rows.length; start += STAGING_BATCH_ROWS) {
    const batch = rows.slice(start, start + STAGING_BATCH_ROWS);
    await tenant((tx) => stageImportRows(tx, { organisationId, importId: created.id, rows: batch }));
    await yieldToRequests();
  }
  // Marked queued with its event, and the answer read, in one transaction: the job that applies
  // it is queued by the event's delivery after the commit (decision 23), so a queued import always
  // gets its job, and the answer is read before the job can take the database (on PGlite, its
  // one connection for the whole apply).
  const answer = await tenant(async (tx) => {
    await markImportQueued(tx, key);
    await recordEvent(tx, {
      organisationId,
      type: 'import.queued',
      aggregate: `import:${created.id}`,
      payload: { importId: created.id },
    });
    return presentImport(orNotFound(await findImport(tx, key)));
  });
  return { import: answer };
}

export async function showImport({
  db,
  organisationId,
  id,
}: OnRecord<Executor>): Promise<{ import: Import }> {
  return { import: presentImport(orNotFound(await findImport(db, { organisationId, id }))) };
}
