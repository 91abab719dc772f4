import type { ReportType } from '@backoffice/shared';
import { Cells, RowProblem } from './cells.ts';
import { peek } from './chunks.ts';
import { matchColumns } from './columns.ts';
import { missingColumnsMessage } from './identify.ts';
import { MAX_RECORD_CHARS, plainRecords, quotedRecords, type RawRecord } from './records.ts';
import { ReportFormatError } from './report-format-error.ts';
import type { FileMemory, ReadReportOptions, ReportSpec } from './report-spec.ts';
import type { ReportRows } from './rows.ts';
import { REPORT_SPECS } from './types/index.ts';

export { identifyReportType } from './identify.ts';
export { ReportFormatError } from './report-format-error.ts';
export type { ReadReportOptions } from './report-spec.ts';

/**
 * A row that was read, or one that was not and why; `line` is the file's (1 = the header).
 * `rounded`: how many of the row's amounts were rounded to whole units of a currency without
 * minor units (yen written with decimals; Cells.money), when any were.
 */
export type ReportLine<Row> =
  | { ok: true; line: number; row: Row; rounded?: number }
  | { ok: false; line: number; message: string };

/**
 * Reads a decoded report of `type`, one line at a time as the caller asks for them. Throws
 * ReportFormatError before the first row when the header does not fit (another type, required
 * columns missing, an empty file), and later only when the file cannot be read on at all (a
 * line of a megabyte). A row that does not read is reported with its line and the file goes on.
 */
export async function* readReport<T extends ReportType>(
  type: T,
  text: AsyncIterable<string>,
  options: ReadReportOptions = {},
): AsyncGenerator<ReportLine<ReportRows[T]>> {
  const spec: ReportSpec<ReportRows[T]> = REPORT_SPECS[type];
  const records = await recordsOf(text, spec.quoted);
  const first = await records.next();
  if (first.done) throw new ReportFormatError('The file is empty.');
  const header = first.value.fields;
  const columns = matchColumns(header, spec.alsoRead ? [...spec.header, ...spec.alsoRead] : spec.header);
  const missing = spec.required.filter((column) => !columns.index.has(column));
  if (missing.length) throw new ReportFormatError(missingColumnsMessage(type, missing, header));

  const cells = new Cells(columns);
  const readOptions = { currency: options.currency?.toUpperCase() ?? null };
  const memory: FileMemory = new Map();
  for await (const record of records) {
    const { line } = record;
    let { fields } = record;
    if (spec.ragged && fields.length < header.length)
      fields = [...fields, ...Array<string>(header.length - fields.length).fill('')];
    if (fields.length !== header.length) {
      if (isBlank(fields)) continue;
      yield problem(line, `Line ${line}: ${fields.length} columns where the header has ${header.length}.`);
      continue;
    }
    if (isBlank(fields)) continue;
    if (hasNul(fields)) {
      yield problem(line, `Line ${line} holds a NUL character, which is not text.`);
      continue;
    }
    cells.fields = fields;
    cells.line = line;
    cells.rounded = 0;
    let row: ReportRows[T];
    try {
      row = spec.read(cells, readOptions, memory);
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      yield problem(line, error.message);
      continue;
    }
    yield cells.rounded > 0 ? { ok: true, line, row, rounded: cells.rounded } : { ok: true, line, row };
  }
}

const problem = (line: number, message: string) => ({ ok: false as const, line, message });

/**
 * The file's records, split the way its first line says: tab-separated as Amazon writes, or
 * comma-separated as Seller Central exports some reports (the ledger); quoted when the type is or
 * when commas are used, since a comma inside a value must then be quoted.
 */
async function recordsOf(text: AsyncIterable<string>, quoted: boolean): Promise<AsyncGenerator<RawRecord>> {
  let length = 0;
  let afterCr = false;
  // Enough once the first line has ended; a \r must be followed by a character, which tells a
  // \r\n file from an old Mac \r one. Only the newest chunk is searched.
  const { head, all } = await peek(text, (chunks) => {
    const last = chunks.at(-1);
    if (last === undefined) return false;
    length += last.length;
    const cr = last.indexOf('\r');
    const ended = last.includes('\n') || (afterCr && last !== '') || (cr !== -1 && cr < last.length - 1);
    afterCr ||= cr !== -1;
    return ended || length > MAX_RECORD_CHARS;
  });
  const start = head.join('');
  const firstLine = start.slice(0, start.search(/[\r\n]|$/));
  const delimiter = !firstLine.includes('\t') && firstLine.includes(',') ? ',' : '\t';
  if (quoted || delimiter === ',') return quotedRecords(all, delimiter);
  const cr = start.indexOf('\r');
  const lineBreak = cr !== -1 && start[cr + 1] !== '\n' && !start.includes('\n') ? '\r' : '\n';
  return plainRecords(all, delimiter, lineBreak);
}

function isBlank(fields: readonly string[]): boolean {
  for (const field of fields) if (field.trim() !== '') return false;
  return true;
}

function hasNul(fields: readonly string[]): boolean {
  for (const field of fields) if (field.includes('\u0000')) return true;
  return false;
}
