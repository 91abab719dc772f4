// Helpers for this folder's tests: reports as the streams the readers take.

import type { ReportType } from '@backoffice/shared';
import { type ReportLine, readReport } from './read-report.ts';
import type { ReportRows } from './rows.ts';

/** A tab-separated file: one line per row, each row's cells joined by tabs. */
export const tsv = (rows: readonly (readonly string[])[], lineBreak = '\n'): string =>
  rows.map((row) => row.join('\t')).join(lineBreak) + lineBreak;

/** `bytes` in pieces of `size` bytes, as a download arrives; size 1 splits every character. */
export async function* inPieces(bytes: Buffer, size = 7): AsyncGenerator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

/** `text` in pieces of `size` characters. */
export async function* textInPieces(text: string, size = 5): AsyncGenerator<string> {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

export async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of source) items.push(item);
  return items;
}

export const readText = <T extends ReportType>(
  type: T,
  text: string,
  options?: { currency?: string },
): Promise<ReportLine<ReportRows[T]>[]> => collect(readReport(type, textInPieces(text), options));

/** The rows of lines that were read; fails the test if any line was not. */
export function rowsOf<Row>(lines: readonly ReportLine<Row>[]): Row[] {
  return lines.map((line) => {
    if (!line.ok) throw new Error(`Expected every line to be read, but ${line.message}`);
    return line.row;
  });
}

/** The problems of lines that were not read, as `{line, message}`. */
export const problemsOf = <Row>(lines: readonly ReportLine<Row>[]) =>
  lines.flatMap((line) => (line.ok ? [] : [{ line: line.line, message: line.message }]));

/** A tab-separated file with `header`, each row given by column name (columns not named are empty). */
export const fileOf = (
  header: readonly string[],
  rows: readonly Readonly<Record<string, string>>[],
  lineBreak = '\n',
): string => tsv([header, ...rows.map((row) => header.map((column) => row[column] ?? ''))], lineBreak);
