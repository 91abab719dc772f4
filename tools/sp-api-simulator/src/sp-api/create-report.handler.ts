import { DAY_MS, MINUTE_MS, parseIsoDate } from '../dataset/time.ts';
import { reportTypeSpec } from '../reports/report-types.ts';
import { invalidInput } from './errors.ts';
import type { OperationContext, OperationResult } from './operation.ts';

/** Without dataStartTime the simulator reports the last 30 days (Amazon's default varies by type). */
const DEFAULT_RANGE_MS = 30 * DAY_MS;
/** Dates a little ahead of the clock are let through: client clocks drift. */
const CLOCK_SKEW_MS = 2 * MINUTE_MS;

/** createReport: POST /reports/2021-06-30/reports → 202 {reportId}. */
export function createReport({ seller, body, nowMs, services }: OperationContext): OperationResult {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidInput('Invalid input', 'The body must be a CreateReportSpecification object.');
  }
  const spec = body as Record<string, unknown>;
  const reportType = spec.reportType;
  if (typeof reportType !== 'string' || !reportType) {
    throw invalidInput('Invalid input', 'reportType is required.');
  }
  const typeSpec = reportTypeSpec(reportType);
  if (!typeSpec) {
    throw invalidInput(
      `Invalid reportType ${reportType}.`,
      'The simulator does not generate this report type.',
    );
  }
  // "Settlement reports cannot be requested or scheduled. They are automatically scheduled by Amazon."
  if (typeSpec.published) {
    throw invalidInput(
      `Invalid reportType ${reportType}.`,
      'This report cannot be requested: Amazon publishes it on its own schedule. Use getReports.',
    );
  }
  const marketplaceIds = spec.marketplaceIds;
  if (
    !Array.isArray(marketplaceIds) ||
    marketplaceIds.length < 1 ||
    marketplaceIds.length > 25 ||
    !marketplaceIds.every((id) => typeof id === 'string')
  ) {
    throw invalidInput('Invalid input', 'marketplaceIds must list 1 to 25 marketplace ids.');
  }
  const foreign = marketplaceIds.filter((id) => !seller.marketplaceIds.includes(id));
  if (foreign.length > 0)
    throw invalidInput(
      `Invalid marketplaceIds: ${foreign.join(', ')}.`,
      'The seller does not sell in these marketplaces.',
    );
  if (
    spec.reportOptions !== undefined &&
    (typeof spec.reportOptions !== 'object' || spec.reportOptions === null)
  ) {
    throw invalidInput('Invalid input', 'reportOptions must be an object of strings.');
  }
  const dataEndMs = dateField(spec, 'dataEndTime') ?? nowMs;
  const dataStartMs = dateField(spec, 'dataStartTime') ?? dataEndMs - DEFAULT_RANGE_MS;
  if (dataStartMs > nowMs + CLOCK_SKEW_MS || dataEndMs > nowMs + CLOCK_SKEW_MS) {
    throw invalidInput('Invalid input', 'dataStartTime and dataEndTime must not be in the future.');
  }
  if (dataStartMs > dataEndMs) {
    throw invalidInput('Invalid input', 'dataStartTime must be before dataEndTime.');
  }
  const report = services.reports.create({
    sellingPartnerId: seller.sellingPartnerId,
    region: seller.region,
    reportType,
    marketplaceIds: marketplaceIds as string[],
    dataStartMs,
    dataEndMs: Math.min(dataEndMs, nowMs),
  });
  return { status: 202, body: { reportId: report.reportId } };
}

function dateField(spec: Record<string, unknown>, name: string): number | undefined {
  const value = spec[name];
  if (value === undefined || value === null) return undefined;
  const ms = typeof value === 'string' ? parseIsoDate(value) : undefined;
  if (ms === undefined) throw invalidInput('Invalid input', `${name} must be an ISO 8601 date-time.`);
  return ms;
}
