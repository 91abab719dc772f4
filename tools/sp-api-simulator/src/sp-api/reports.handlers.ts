import { DAY_MS } from '../dataset/time.ts';
import type { ProcessingStatus } from '../reports/report-store.ts';
import { SETTLEMENT_REPORT_TYPE } from '../reports/report-types.ts';
import { publishSettlements } from '../reports/settlement-reports.ts';
import { invalidInput, notFound } from './errors.ts';
import type { OperationContext, OperationResult } from './operation.ts';
import { decodePageToken, encodePageToken } from './page-token.ts';
import { dateParam, integerParam, listParam } from './query.ts';
import { reportJson } from './report.presenter.ts';

/** getReports, getReport, cancelReport and getReportDocument of the Reports API 2021-06-30. */

const STATUSES: readonly ProcessingStatus[] = ['IN_QUEUE', 'IN_PROGRESS', 'DONE', 'CANCELLED', 'FATAL'];

interface ReportsQuery {
  reportTypes: string[];
  processingStatuses: string[];
  marketplaceIds: string[];
  pageSize: number;
  createdSinceMs: number;
  createdUntilMs: number;
  offset: number;
}

export function getReports({ seller, dataset, query, nowMs, services }: OperationContext): OperationResult {
  const filters = reportsQuery(query, nowMs);
  // Amazon's own settlement reports are there whether or not anyone asked.
  if (filters.reportTypes.includes(SETTLEMENT_REPORT_TYPE))
    publishSettlements(services.reports, dataset, nowMs, services.settlementDays);
  const matching = services.reports
    .listOf(seller.sellingPartnerId)
    .filter(
      (report) =>
        filters.reportTypes.includes(report.reportType) &&
        (filters.processingStatuses.length === 0 || filters.processingStatuses.includes(report.status)) &&
        (filters.marketplaceIds.length === 0 ||
          report.marketplaceIds.some((id) => filters.marketplaceIds.includes(id))) &&
        report.createdMs >= filters.createdSinceMs &&
        report.createdMs <= filters.createdUntilMs,
    )
    .sort((a, b) => b.createdMs - a.createdMs || Number(b.reportId) - Number(a.reportId));
  const page = matching.slice(filters.offset, filters.offset + filters.pageSize);
  const nextOffset = filters.offset + filters.pageSize;
  return {
    status: 200,
    body: {
      reports: page.map(reportJson),
      ...(nextOffset < matching.length
        ? { nextToken: encodePageToken('reports', { ...filters, offset: nextOffset }) }
        : {}),
    },
  };
}

/** "Specifying nextToken with any other parameters will cause the request to fail." */
function reportsQuery(query: URLSearchParams, nowMs: number): ReportsQuery {
  const nextToken = query.get('nextToken');
  if (nextToken !== null) {
    if ([...query.keys()].some((key) => key !== 'nextToken')) {
      throw invalidInput('Invalid input', 'nextToken must be the only parameter when it is given.');
    }
    return decodePageToken<ReportsQuery>('reports', nextToken, 'nextToken');
  }
  const reportTypes = listParam(query, 'reportTypes');
  if (reportTypes.length < 1 || reportTypes.length > 10) {
    throw invalidInput(
      'Invalid input',
      'reportTypes must list 1 to 10 report types unless nextToken is given.',
    );
  }
  const processingStatuses = listParam(query, 'processingStatuses');
  const unknown = processingStatuses.filter((status) => !STATUSES.includes(status as ProcessingStatus));
  if (unknown.length > 0) throw invalidInput(`Invalid processingStatuses: ${unknown.join(', ')}.`);
  const marketplaceIds = listParam(query, 'marketplaceIds');
  if (marketplaceIds.length > 10) {
    throw invalidInput('Invalid input', 'marketplaceIds must list at most 10 marketplaces.');
  }
  return {
    reportTypes,
    processingStatuses,
    marketplaceIds,
    pageSize: integerParam(query, 'pageSize', { min: 1, max: 100, fallback: 10 }),
    createdSinceMs: dateParam(query, 'createdSince') ?? nowMs - 90 * DAY_MS,
    createdUntilMs: dateParam(query, 'createdUntil') ?? nowMs,
    offset: 0,
  };
}

export function getReport({ seller, params, services }: OperationContext): OperationResult {
  const report = services.reports.find(seller.sellingPartnerId, params.reportId ?? '');
  if (!report) throw notFound(`Report ${params.reportId} was not found.`);
  return { status: 200, body: reportJson(services.reports.poll(report)) };
}

export function cancelReport({ seller, params, services }: OperationContext): OperationResult {
  const report = services.reports.find(seller.sellingPartnerId, params.reportId ?? '');
  if (!report) throw notFound(`Report ${params.reportId} was not found.`);
  if (!services.reports.cancel(report)) {
    throw invalidInput(
      `Report ${report.reportId} cannot be cancelled.`,
      `Only a report that is IN_QUEUE can be cancelled; this one is ${report.status}.`,
    );
  }
  return { status: 200 };
}

export function getReportDocument({ seller, params, nowMs, services }: OperationContext): OperationResult {
  const reportDocumentId = params.reportDocumentId ?? '';
  const report = services.reports.document(reportDocumentId);
  if (!report || report.sellingPartnerId !== seller.sellingPartnerId) {
    throw notFound(`Report document ${reportDocumentId} was not found.`);
  }
  return {
    status: 200,
    body: {
      reportDocumentId,
      url: services.signer.sign(services.baseUrl(), reportDocumentId, nowMs),
      compressionAlgorithm: 'GZIP',
    },
  };
}
