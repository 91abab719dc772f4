import type { Encoder } from '../charsets/encode.ts';

/**
 * Tab-separated lines, header first. Values never contain a tab or a line break (they would
 * split the row); the ledger reports enclose every field in double quotes, doubling inner ones.
 */
export interface FlatFile {
  header: readonly string[];
  quoted: boolean;
  rows: Iterable<readonly string[]>;
  lineEnding: '\n' | '\r\n';
}

const BREAK = /[\t\r\n]/;
const BREAKS = /[\t\r\n]+/g;

export function formatLine(cells: readonly string[], quoted: boolean): string {
  const clean = cells.some((cell) => BREAK.test(cell))
    ? cells.map((cell) => cell.replace(BREAKS, ' '))
    : cells;
  return (quoted ? clean.map((cell) => `"${cell.replaceAll('"', '""')}"`) : clean).join('\t');
}

/** About 64 KB of text per chunk: few enough writes, and memory stays flat for any report size. */
const CHUNK_CHARS = 64 * 1024;

export function* encodedChunks(file: FlatFile, encode: Encoder): Generator<Buffer> {
  let pending = formatLine(file.header, file.quoted) + file.lineEnding;
  for (const row of file.rows) {
    pending += formatLine(row, file.quoted) + file.lineEnding;
    if (pending.length >= CHUNK_CHARS) {
      yield encode(pending);
      pending = '';
    }
  }
  if (pending) yield encode(pending);
}
