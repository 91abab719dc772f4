import { ERROR_CODES, type FieldErrors, validationSummary } from '@backoffice/shared';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import { AppError, validationFailed } from './app-error.ts';
import { NUL_MESSAGE, nulFieldErrors } from './nul.ts';
import { yieldToRequests } from './yield-to-requests.ts';

// The CSV files of the lists, as text: no HTTP here (the upload and the download are
// http/csv-routes.ts's), the import loop is csv-import.ts's.

export const CSV_MAX_BYTES = 10 * 1024 * 1024;
export const CSV_TOO_LARGE = 'The file is larger than 10 MB: split it into smaller files.';
export const CSV_MAX_ROWS = 100_000;
/**
 * Rows checked between two turns of the event loop (about 10 ms of work): a 50,000-row upload
 * held every other request for 0.3–0.8 s while its rows were validated in one go.
 */
export const CSV_ROWS_BETWEEN_YIELDS = 2_000;

/**
 * Parses an uploaded CSV (header row first) and validates every row with the shared row schema.
 * Any invalid row fails the whole import with 422: errors are keyed `rows.<line>.<field>`, the
 * line numbered as a spreadsheet shows it (header = 1), and nothing is written.
 */
export async function parseCsvRows<T extends z.ZodType>(
  text: string,
  rowSchema: T,
  requiredColumns: readonly string[],
): Promise<z.output<T>[]> {
  let records: Record<string, string>[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw validationFailed({ file: [`The file is not valid CSV: ${(error as Error).message}`] });
  }
  if (records.length === 0) throw validationFailed({ file: ['The file has no rows.'] });
  if (records.length > CSV_MAX_ROWS)
    throw validationFailed({ file: [`At most ${CSV_MAX_ROWS} rows at once.`] });
  const header = Object.keys(records[0] ?? {});
  const missing = requiredColumns.filter((column) => !header.includes(column));
  if (missing.length) throw validationFailed({ file: [`Missing column(s): ${missing.join(', ')}.`] });

  const errors: FieldErrors = {};
  const rows: z.output<T>[] = [];
  for (const [index, record] of records.entries()) {
    if (index > 0 && index % CSV_ROWS_BETWEEN_YIELDS === 0) await yieldToRequests();
    const line = index + 2;
    const nul = Object.keys(nulFieldErrors(record));
    if (nul.length) {
      for (const column of nul) errors[`rows.${line}.${column}`] = [NUL_MESSAGE];
      continue;
    }
    const result = rowSchema.safeParse(unescapeFormulas(record));
    if (result.success) {
      rows.push(result.data);
      continue;
    }
    for (const issue of result.error.issues) {
      // Keyed by the column: a cell such as shipping_times holds a list, but people fix cells.
      const key = `rows.${line}.${issue.path[0] === undefined ? 'row' : String(issue.path[0])}`;
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
  }
  if (Object.keys(errors).length) throw csvRowsInvalid(errors);
  return rows;
}

/** Row errors found after parsing (a duplicate, an unknown product): same shape as parse errors. */
export function csvRowsInvalid(errors: FieldErrors): AppError {
  return new AppError(
    422,
    ERROR_CODES.importInvalid,
    `The import has errors; nothing was imported. ${validationSummary(errors)}`,
    errors,
  );
}

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return) as a formula, so
 * a product name typed by any member could execute in an owner's Excel. Their full-width forms
 * ＝ ＋ － ＠ (U+FF1D, U+FF0B, U+FF0D, U+FF20) count too: spreadsheets may normalise them to the
 * ASCII ones before deciding what a cell is. Exports prefix such text with an
 * apostrophe (shown as text, as spreadsheets do themselves); imports remove it again, so an
 * export round-trips.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function escapeFormulas(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value,
    ]),
  );
}

export function unescapeFormulas(row: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value,
    ]),
  );
}

/** Rows as CSV text with a header row, formula-looking text neutralised (see escapeFormulas). */
export function csvText(columns: readonly string[], rows: Record<string, unknown>[]): string {
  return stringify(rows.map(escapeFormulas), { header: true, columns: [...columns] });
}
