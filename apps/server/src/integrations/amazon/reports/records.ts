import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { ReportFormatError } from './report-format-error.ts';

/** One record of a file: its fields as written, and the line it starts on (1 = the header). */
export interface RawRecord {
  fields: string[];
  line: number;
}

/** No real row comes near this; a longer one means the file is not a report (or a quote never closes). */
export const MAX_RECORD_CHARS = 1_000_000;

const tooLong = (line: number) =>
  new ReportFormatError(
    `Line ${line} is longer than ${MAX_RECORD_CHARS.toLocaleString('en')} characters; this is not a report file.`,
  );

/**
 * Records of a file without quoting: one per line, fields split at each delimiter. Most reports
 * are this, so it is done with string search rather than a CSV parser, which reads byte by byte
 * (about three times faster on a 32-column orders file). Blank lines are skipped but counted.
 * `lineBreak` is `\n` (a `\r` before it is dropped) or, for old Mac files, `\r`.
 */
export async function* plainRecords(
  text: AsyncIterable<string>,
  delimiter: string,
  lineBreak: '\n' | '\r',
): AsyncGenerator<RawRecord> {
  const dropCarriageReturn = lineBreak === '\n';
  // The start of a line still waiting for its end, in pieces: searching a string built by
  // concatenation is slow in V8, so the pieces are joined only once the line break has come.
  const pending: string[] = [];
  let pendingLength = 0;
  let line = 0;
  const recordOf = (buffer: string, start: number, end: number): RawRecord | null => {
    line++;
    const stop = dropCarriageReturn && end > start && buffer.charCodeAt(end - 1) === 13 ? end - 1 : end;
    return stop > start ? { fields: buffer.slice(start, stop).split(delimiter), line } : null;
  };
  for await (const chunk of text) {
    const firstBreak = chunk.indexOf(lineBreak);
    if (firstBreak === -1) {
      pending.push(chunk);
      pendingLength += chunk.length;
      if (pendingLength > MAX_RECORD_CHARS) throw tooLong(line + 1);
      continue;
    }
    const buffer = pendingLength ? pending.join('') + chunk : chunk;
    let start = 0;
    for (let end = firstBreak + pendingLength; end !== -1; end = buffer.indexOf(lineBreak, start)) {
      const record = recordOf(buffer, start, end);
      if (record) yield record;
      start = end + 1;
    }
    pending.length = 0;
    pendingLength = buffer.length - start;
    if (pendingLength) pending.push(buffer.slice(start));
    if (pendingLength > MAX_RECORD_CHARS) throw tooLong(line + 1);
  }
  const rest = pending.join('');
  const last = recordOf(rest, 0, rest.length);
  if (last) yield last;
}

/**
 * Records of a file whose fields are enclosed in double quotes (the ledger reports, or a comma-
 * separated export): a field may then hold the delimiter, a doubled `""`, or a line break. A row
 * with the wrong number of fields still comes through (`relax_column_count`) for the caller to
 * report.
 *
 * Amazon does not double the quotes inside a field: a title `1/2" Sensor` arrives as
 * `"1/2" Sensor"` (amzn/selling-partner-api-models#4367). csv-parse, with `relax_quotes`, then
 * gives the field with its enclosing quotes still on, which are taken off here.
 */
export async function* quotedRecords(
  text: AsyncIterable<string>,
  delimiter: string,
): AsyncGenerator<RawRecord> {
  const parser = parse({
    delimiter,
    quote: '"',
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_CHARS,
    info: true,
  });
  // Its failure also ends the loop below, where it is reported; see gunzip.ts.
  const piped = pipeline(Readable.from(text), parser).catch(() => undefined);
  // csv-parse counts a line break inside a quoted field twice when it is \r\n, so lines are
  // counted here: a record starts after the previous one's last line and the blank lines since.
  let lastLine = 0;
  let blankLines = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { empty_lines: number };
    }>) {
      const line = lastLine + 1 + (info.empty_lines - blankLines);
      blankLines = info.empty_lines;
      lastLine = line + lineBreaksIn(record);
      yield { fields: withoutEnclosingQuotes(record), line };
    }
  } catch (error) {
    if (error instanceof CsvError)
      throw error.code === 'CSV_MAX_RECORD_SIZE' ? tooLong(lastLine + 1) : unreadable(error);
    throw error;
  }
  await piped;
}

const unreadable = (error: CsvError) =>
  new ReportFormatError(
    `The file cannot be read past line ${(error as { lines?: number }).lines ?? '?'}: ${error.message}`,
  );

function withoutEnclosingQuotes(fields: string[]): string[] {
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index] as string;
    if (field.length >= 2 && field.charCodeAt(0) === 34 && field.charCodeAt(field.length - 1) === 34)
      fields[index] = field.slice(1, -1);
  }
  return fields;
}

function lineBreaksIn(fields: readonly string[]): number {
  let count = 0;
  for (const field of fields) {
    if (field.length === 0 || (field.indexOf('\n') === -1 && field.indexOf('\r') === -1)) continue;
    count += field.match(/\r\n|\r|\n/g)?.length ?? 0;
  }
  return count;
}
