import type { Executor } from '../../db/client.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { ensureFbaWarehouses } from './fba-warehouses.repository.ts';

/**
 * The warehouse of a report source's marketplace stock in each of these countries, created when a
 * report first names the country (see ensureFbaWarehouses). In the caller's transaction: a report
 * writer's batch creates its warehouses with its rows.
 */
export function ensureSourceFbaWarehouses({
  db,
  organisationId,
  reportSourceId,
  sourceName,
  countryCodes,
}: InOrganisation<Executor> & {
  reportSourceId: number;
  sourceName: string;
  countryCodes: readonly string[];
}): Promise<{ ids: Map<string, number>; created: number }> {
  return ensureFbaWarehouses(db, { organisationId, reportSourceId, sourceName, countryCodes });
}
