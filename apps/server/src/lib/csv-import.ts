import type { FieldErrors } from '@backoffice/shared';
import type { z } from 'zod';
import { type AppError, fieldError } from './app-error.ts';
import { CSV_ROWS_BETWEEN_YIELDS, csvRowsInvalid, parseCsvRows } from './csv.ts';
import { yieldToRequests } from './yield-to-requests.ts';

/** The line a spreadsheet shows for the row at `index` of the file's rows (the header is line 1). */
export const lineOf = (index: number): number => index + 2;

/**
 * Rows are checked with the modules' own errors (`fieldError`s, keyed by column); an import
 * reports them keyed `rows.<line>.<column>`, so every resource reports a bad row the same way.
 */
function onRow(line: number, error: AppError): FieldErrors {
  return Object.fromEntries(
    Object.entries(error.errors ?? { row: [error.message] }).map(([field, messages]) => [
      `rows.${line}.${field}`,
      messages,
    ]),
  );
}

/** The errors of an import's rows, answered together as `import_invalid`. */
export class CsvRowErrors {
  private readonly errors: FieldErrors = {};

  add(line: number, error: AppError): void {
    for (const [key, messages] of Object.entries(onRow(line, error)))
      this.errors[key] = [...(this.errors[key] ?? []), ...messages];
  }

  throwIfAny(): void {
    const error = this.toError();
    if (error) throw error;
  }

  toError(): AppError | undefined {
    return Object.keys(this.errors).length ? csvRowsInvalid(this.errors) : undefined;
  }
}

/** The same key twice in one file would write one row twice; the later line is refused. */
export const repeatedKey = (column: string, value: string, firstLine: number) =>
  fieldError('csv.repeated_key', column, `"${value}" is also on row ${firstLine}.`);

/**
 * What a resource declares to be imported from CSV; `checkCsvImport` does the rest.
 * - `rowSchema`: the shared row schema (the JSON API's field rules), `key`: the column rows are
 *   matched on (required in the file, once per file; `caseBlind` for names).
 * - `lookup`: the organisation's data the rows refer to, read once for all rows.
 * - `check`: one row against that data: what to write (a JSON-able plan, staged for the import
 *   job), problems reported with `report`.
 */
export interface CsvImport<Row extends Record<Key, string>, Key extends string, Lookups, Plan> {
  rowSchema: z.ZodType<Row>;
  key: Key;
  caseBlind: boolean;
  lookup: (rows: Row[]) => Promise<Lookups>;
  check: (row: Row, lookups: Lookups, report: (error: AppError) => void) => Plan;
}

/**
 * The one CSV check: parse and validate every row, check every row against the organisation's
 * data; any bad row fails the import at once with every row's errors, keyed
 * `rows.<line>.<column>`, and nothing is staged. What passes is each row's plan by line, for the
 * import job to write all together (modules/imports, decision 9).
 */
export async function checkCsvImport<Row extends Record<Key, string>, Key extends string, Lookups, Plan>(
  csv: string,
  spec: CsvImport<Row, Key, Lookups, Plan>,
): Promise<{ line: number; data: Plan }[]> {
  const rows = await parseCsvRows(csv, spec.rowSchema, [spec.key]);
  const lookups = await spec.lookup(rows);
  const errors = new CsvRowErrors();
  const firstLines = new Map<string, number>();
  const plans: { line: number; data: Plan }[] = [];
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % CSV_ROWS_BETWEEN_YIELDS === 0) await yieldToRequests();
    const line = lineOf(index);
    const value = row[spec.key];
    const key = spec.caseBlind ? value.toLowerCase() : value;
    const firstLine = firstLines.get(key);
    if (firstLine !== undefined) errors.add(line, repeatedKey(spec.key, value, firstLine));
    else firstLines.set(key, line);
    plans.push({ line, data: spec.check(row, lookups, (error) => errors.add(line, error)) });
  }
  errors.throwIfAny();
  return plans;
}

/** Errors an import job finds on its staged rows (a product deleted since the upload…), by line. */
export function rowErrors(problems: { line: number; error: AppError }[]): AppError | undefined {
  if (problems.length === 0) return undefined;
  const errors = new CsvRowErrors();
  for (const { line, error } of problems) errors.add(line, error);
  return errors.toError();
}
