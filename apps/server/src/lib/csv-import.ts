import type { FieldErrors, ImportResult } from '@backoffice/shared';
import type { z } from 'zod';
import type { Database, Transaction } from '../db/client.ts';
import { uniqueOr } from '../db/errors.ts';
import { type AppError, fieldError } from './app-error.ts';
import { csvRowsInvalid, parseCsvRows } from './csv.ts';

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
    if (Object.keys(this.errors).length) throw csvRowsInvalid(this.errors);
  }
}

/** The same key twice in one file would write one row twice; the later line is refused. */
export const repeatedKey = (column: string, value: string, firstLine: number) =>
  fieldError('csv.repeated_key', column, `"${value}" is also on row ${firstLine}.`);

/**
 * What a resource declares to be imported from CSV; `importCsv` does the rest.
 * - `rowSchema`: the shared row schema (the JSON API's field rules), `key`: the column rows are
 *   matched on (required in the file, once per file; `caseBlind` for names).
 * - `lookup`: the organisation's data the rows refer to, read once for all rows, locking what
 *   the import rewrites.
 * - `check`: one row against that data: what to write, problems reported with `report`.
 * - `write`: the row's insert or update.
 * - `taken`: the module's error for a key already taken; answered on the row when a unique
 *   index fires because another request created the same key meanwhile.
 */
export interface CsvImport<Row extends Record<Key, string>, Key extends string, Lookups, Plan> {
  rowSchema: z.ZodType<Row>;
  key: Key;
  caseBlind: boolean;
  taken: () => AppError;
  lookup: (tx: Transaction, rows: Row[]) => Promise<Lookups>;
  check: (row: Row, lookups: Lookups, report: (error: AppError) => void) => Plan;
  write: (tx: Transaction, plan: Plan) => Promise<'created' | 'updated'>;
}

/**
 * The one CSV import loop: parse and validate every row, check every row against the
 * organisation's data, then write them all in one transaction, or none: any bad row fails the
 * import with every row's errors, keyed `rows.<line>.<column>`.
 */
export async function importCsv<Row extends Record<Key, string>, Key extends string, Lookups, Plan>(
  db: Database,
  csv: string,
  spec: CsvImport<Row, Key, Lookups, Plan>,
): Promise<ImportResult> {
  const rows = parseCsvRows(csv, spec.rowSchema, [spec.key]);
  return db.transaction(async (tx) => {
    const lookups = await spec.lookup(tx, rows);
    const errors = new CsvRowErrors();
    const firstLines = new Map<string, number>();
    const plans = rows.map((row, index) => {
      const line = lineOf(index);
      const value = row[spec.key];
      const key = spec.caseBlind ? value.toLowerCase() : value;
      const firstLine = firstLines.get(key);
      if (firstLine !== undefined) errors.add(line, repeatedKey(spec.key, value, firstLine));
      else firstLines.set(key, line);
      return { line, plan: spec.check(row, lookups, (error) => errors.add(line, error)) };
    });
    errors.throwIfAny();

    const result: ImportResult = { created: 0, updated: 0 };
    for (const { line, plan } of plans) {
      const outcome = await uniqueOr(
        () => rowTaken(line, spec.taken()),
        () => spec.write(tx, plan),
      );
      result[outcome] += 1;
    }
    return result;
  });
}

/** A key taken by another request after the lookup: that row's error, as any other row error. */
export const rowTaken = (line: number, taken: AppError): AppError => csvRowsInvalid(onRow(line, taken));
