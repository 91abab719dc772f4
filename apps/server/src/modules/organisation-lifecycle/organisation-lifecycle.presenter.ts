import type { OrganisationDeletion } from '@backoffice/shared';
import type { OrganisationDeletionRow } from './organisation-lifecycle.tables.ts';

/** A deletion as its owner watches it: 100 % only once done, the counts as the job left them. */
export function presentDeletion(row: OrganisationDeletionRow): OrganisationDeletion {
  const done = row.status === 'done';
  const percent = done ? 100 : row.total > 0 ? Math.min(99, Math.floor((row.removed * 100) / row.total)) : 0;
  return {
    id: row.id,
    organisation: { ulid: row.organisationUlid, name: row.organisationName },
    status: row.status,
    percent,
    removed: row.removed,
    total: Math.max(row.total, row.removed),
    error: done ? null : row.error,
    requested_at: row.requestedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
