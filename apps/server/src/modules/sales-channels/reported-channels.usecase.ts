import type { Executor } from '../../db/client.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { ensureReportedChannels } from './sales-channels-ingest.repository.ts';

/**
 * The organisation's channels that a report source's rows name ("Amazon.co.uk"), by name, made
 * for marketplaces first seen and linked to the source (see ensureReportedChannels). In the
 * caller's transaction: a report writer's batch makes its channels with its rows.
 */
export function ensureReportedSalesChannels({
  db,
  organisationId,
  reportSourceId,
  sourceRegion,
  names,
}: InOrganisation<Executor> & {
  reportSourceId: number;
  sourceRegion: string;
  names: readonly string[];
}): Promise<{ ids: Map<string, number | null>; created: number }> {
  return ensureReportedChannels(db, { organisationId, reportSourceId, sourceRegion, names });
}
