import { resourceKeys } from '../../lib/query-keys.ts';

/**
 * Report source queries: `list(ulid)` (every source: lib/api/get-report-sources.ts) and
 * `detail(id)` (fresh when its edit screen opens: another admin may have changed its credentials).
 */
export const reportSourceKeys = resourceKeys('report-sources');
