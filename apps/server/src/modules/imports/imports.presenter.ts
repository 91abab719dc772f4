import type { Import } from '@backoffice/shared';
import type { ImportRow } from './imports.tables.ts';

export function presentImport(row: ImportRow): Import {
  return {
    id: row.id,
    resource: row.resource,
    // Staging ends before the upload answers; a client only sees it for an upload cut short.
    status: row.status === 'staging' ? 'queued' : row.status,
    total: row.total,
    processed: row.processed,
    created: row.created,
    updated: row.updated,
    errors: row.errors ?? null,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
