import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database, Transaction } from '../db/client.ts';
import { AppError, fieldError } from './app-error.ts';
import { importCsv } from './csv-import.ts';

/** importCsv only opens a transaction: a stand-in that runs the callback is all it needs here. */
const db = {
  transaction: (run: (tx: Transaction) => unknown) => run({} as Transaction),
} as unknown as Database;
const taken = () => fieldError('widgets.name_taken', 'name', 'The name has already been taken.');
const uniqueViolation = () => Object.assign(new Error('duplicate key value'), { code: '23505' });

/** Widgets by name: "stored" exist already, "ghost" as a part is unknown. */
function widgets(write: (name: string) => Promise<'created' | 'updated'>) {
  return {
    rowSchema: z.object({
      name: z.string().min(1, 'The name field is required.'),
      part: z.string().optional(),
    }),
    key: 'name' as const,
    caseBlind: true,
    taken,
    lookup: async () => new Set(['stored']),
    check: (row: { name: string; part?: string }, stored: Set<string>, report: (error: AppError) => void) => {
      if (row.part === 'ghost') report(fieldError('widgets.unknown_part', 'part', 'No part named "ghost".'));
      return { name: row.name, exists: stored.has(row.name.toLowerCase()) };
    },
    write: (_tx: Transaction, { name }: { name: string; exists: boolean }) => write(name),
  };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, code: error.code, errors: error.errors };
}

describe('importCsv', () => {
  it('writes every row and counts what it created and updated', async () => {
    const written: string[] = [];
    const result = await importCsv(
      db,
      'name\nStored\nNew\n',
      widgets(async (name) => {
        written.push(name);
        return name === 'Stored' ? 'updated' : 'created';
      }),
    );
    expect(result).toEqual({ created: 1, updated: 1 });
    expect(written).toEqual(['Stored', 'New']);
  });

  it("reports every bad row by line and column, the module's errors and a key repeated, writing none", async () => {
    const written: string[] = [];
    const csv = 'name,part\nA,ghost\nB,\na,\n';
    const spec = widgets(async (name) => {
      written.push(name);
      return 'created';
    });
    expect(await refusal(importCsv(db, csv, spec))).toEqual({
      status: 422,
      code: 'import_invalid',
      errors: { 'rows.2.part': ['No part named "ghost".'], 'rows.4.name': ['"a" is also on row 2.'] },
    });
    expect(written).toEqual([]);
  });

  it("answers a unique index firing on a row (a key taken meanwhile) on that row's key column", async () => {
    const spec = widgets(async (name) => {
      if (name === 'Racer') throw uniqueViolation();
      return 'created';
    });
    expect(await refusal(importCsv(db, 'name\nCalm\nRacer\n', spec))).toEqual({
      status: 422,
      code: 'import_invalid',
      errors: { 'rows.3.name': ['The name has already been taken.'] },
    });
  });

  it('passes any other failure of a write through', async () => {
    const spec = widgets(async () => {
      throw new Error('disk full');
    });
    await expect(importCsv(db, 'name\nCalm\n', spec)).rejects.toThrow('disk full');
  });
});
