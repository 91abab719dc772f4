import { resourceKeys } from '../../lib/query-keys.ts';

/** Report request queries: `lists` / `list(query)` (the list screen) and `detail(id)` (one, polled while live). */
export const reportRequestKeys = resourceKeys('report-requests');
