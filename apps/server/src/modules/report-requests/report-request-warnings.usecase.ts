import type { ReportRequestWarning } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { listMarketplaces } from '../reference/reference.facts.ts';
import type { ReportSourceRow } from '../report-sources/report-sources.facts.ts';
import { requestWarnings, roundedAmountsWarnings } from './report-request-warnings.domain.ts';
import { lockReportRequest } from './report-requests.repository.ts';

/**
 * The warnings of a request whose rows are all written (in the transaction that marks it
 * PROCESSED): from the rows per sales channel its batches added up, and the source's region; and
 * from the amounts its batches read rounded.
 */
export async function warningsOfProcessed(
  db: Executor,
  key: { organisationId: number; id: number },
  source: Pick<ReportSourceRow, 'regionCode'>,
): Promise<ReportRequestWarning[]> {
  const request = await lockReportRequest(db, key);
  if (!request) return [];
  const rounded = roundedAmountsWarnings(request.amountsRounded);
  if (Object.keys(request.salesChannelRows).length === 0) return rounded;
  return [
    ...requestWarnings({
      sourceRegion: source.regionCode,
      salesChannelRows: request.salesChannelRows,
      marketplaces: await listMarketplaces(db),
    }),
    ...rounded,
  ];
}
