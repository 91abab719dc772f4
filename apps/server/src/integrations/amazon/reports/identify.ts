import { REPORT_TYPE_LABELS, REPORT_TYPES, type ReportType } from '@backoffice/shared';
import { columnKey } from './columns.ts';
import { REPORT_SPECS } from './types/index.ts';

/**
 * Which supported type a header line belongs to, or null: the type whose required columns are
 * all there and which has most of its own columns there (a header could in principle carry the
 * required columns of two).
 */
export function identifyReportType(headerFields: string[]): ReportType | null {
  const keys = new Set(headerFields.map(columnKey));
  const has = (column: string) => keys.has(columnKey(column));
  let best: ReportType | null = null;
  let bestShare = 0;
  for (const type of REPORT_TYPES) {
    const spec = REPORT_SPECS[type];
    if (!spec.required.every(has)) continue;
    const share = spec.header.filter(has).length / spec.header.length;
    if (share > bestShare) {
      best = type;
      bestShare = share;
    }
  }
  return best;
}

/** Why a file is refused as a report of `type`, and what it looks like instead if we know. */
export function missingColumnsMessage(
  type: ReportType,
  missing: readonly string[],
  headerFields: string[],
): string {
  const list = missing.map((column) => `"${column}"`).join(', ');
  const columns = missing.length === 1 ? `the column ${list} is` : `the columns ${list} are`;
  const other = identifyReportType(headerFields);
  const looksLike =
    other && other !== type ? ` This looks like a "${REPORT_TYPE_LABELS[other]}" report.` : '';
  return `This file is not a "${REPORT_TYPE_LABELS[type]}" report: ${columns} missing.${looksLike}`;
}
