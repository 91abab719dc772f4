import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, fieldError } from './app-error.ts';
import { CSV_ROWS_BETWEEN_YIELDS } from './csv.ts';
import { checkCsvImport, rowErrors } from './csv-import.ts';

/** Widgets by name: "stored" exist already, "ghost" as a part is unknown. */
const widgets = {
  rowSchema: z.object({
    name: z.string().min(1, 'The name field is required.'),
    part: z.string().optional(),
  }),
  key: 'name' as const,
  caseBlind: true,
  lookup: async () => new Set(['stored']),
  check: (row: { name: string; part?: string }, stored: Set<string>, report: (error: AppError) => void) => {
    if (row.part === 'ghost') report(fieldError('widgets.unknown_part', 'part', 'No part named "ghost".'));
    return { name: row.name, exists: stored.has(row.name.toLowerCase()) };
  },
};

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, code: error.code, errors: error.errors };
}

describe('checkCsvImport', () => {
  it("gives every row's plan by its spreadsheet line", async () => {
    expect(await checkCsvImport('name\nStored\nNew\n', widgets)).toEqual([
      { line: 2, data: { name: 'Stored', exists: true } },
      { line: 3, data: { name: 'New', exists: false } },
    ]);
  });

  it("reports every bad row by line and column: the module's errors and a key repeated", async () => {
    expect(await refusal(checkCsvImport('name,part\nA,ghost\nB,\na,\n', widgets))).toEqual({
      status: 422,
      code: 'import_invalid',
      errors: { 'rows.2.part': ['No part named "ghost".'], 'rows.4.name': ['"a" is also on row 2.'] },
    });
  });
});

describe('rowErrors', () => {
  it('is nothing without problems, and the rows errors keyed by line otherwise', () => {
    expect(rowErrors([])).toBeUndefined();
    const error = rowErrors([{ line: 7, error: fieldError('widgets.unknown_part', 'part', 'No part.') }]);
    expect(error).toMatchObject({
      status: 422,
      code: 'import_invalid',
      errors: { 'rows.7.part': ['No part.'] },
    });
  });

  it('gives the event loop turns while it validates and checks a large file', async () => {
    // Counts turns of the event loop: one each time it gets to its immediates.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const seen: { validated: number; checked: number }[] = [];
    const counting = {
      ...widgets,
      rowSchema: widgets.rowSchema.transform((row) => ({ ...row, turnsAtValidation: turns })),
      check: (row: { name: string; turnsAtValidation: number }) => {
        seen.push({ validated: row.turnsAtValidation, checked: turns });
        return row.name;
      },
    };
    const rows = 3 * CSV_ROWS_BETWEEN_YIELDS;
    const csv = `name\n${Array.from({ length: rows }, (_, i) => `W-${i}`).join('\n')}\n`;
    const turnsBefore = turns;
    try {
      await checkCsvImport(csv, counting);
    } finally {
      ticking = false;
    }
    // The loop turned between batches of rows, in both loops, not only once the file was done.
    expect(seen).toHaveLength(rows);
    expect(seen.at(-1)?.validated).toBeGreaterThan(turnsBefore);
    expect(seen.at(-1)?.checked).toBeGreaterThan(seen[0]?.checked ?? 0);
  });
});
