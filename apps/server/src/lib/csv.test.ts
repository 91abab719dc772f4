import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { csvText, escapeFormulas, parseCsvRows, unescapeFormulas } from './csv.ts';

const FULL_WIDTH_STARTS = ['＝', '＋', '－', '＠']; // U+FF1D, U+FF0B, U+FF0D, U+FF20

describe('escapeFormulas', () => {
  it('prefixes text a spreadsheet would run as a formula with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(escapeFormulas({ name: `${start}SUM(A1)` })).toEqual({ name: `'${start}SUM(A1)` });
  });

  it('treats the full-width = + - @ as formula starts too', () => {
    for (const start of FULL_WIDTH_STARTS) {
      const value = `${start}HYPERLINK("http://evil.example","Click")`;
      expect(escapeFormulas({ name: value })).toEqual({ name: `'${value}` });
    }
  });

  it('leaves other text, numbers and nulls as they are', () => {
    const row = { name: 'Mat', note: 'a=b', wide: 'Ａ＝1', count: -3, cost: null };
    expect(escapeFormulas(row)).toEqual(row);
  });
});

describe('unescapeFormulas', () => {
  it('removes the apostrophe an export added, full-width starts included', () => {
    for (const start of ['=', '-', ...FULL_WIDTH_STARTS])
      expect(unescapeFormulas({ name: `'${start}1` })).toEqual({ name: `${start}1` });
    expect(unescapeFormulas({ name: "'quoted" })).toEqual({ name: "'quoted" });
  });
});

describe('csvText', () => {
  it('exports full-width formula starts as text, and an import reads them back as typed', async () => {
    const names = FULL_WIDTH_STARTS.map((start) => `${start}1+1`);
    const text = csvText(
      ['name'],
      names.map((name) => ({ name })),
    );
    for (const line of text.split('\n').slice(1).filter(Boolean)) expect(line.startsWith("'")).toBe(true);
    const rows = await parseCsvRows(text, z.object({ name: z.string() }), ['name']);
    expect(rows.map((row) => row.name)).toEqual(names);
  });
});
