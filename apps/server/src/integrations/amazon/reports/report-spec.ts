import type { ReportType } from '@backoffice/shared';
import type { Cells } from './cells.ts';

/**
 * What a reader keeps from earlier rows of the same file, a fresh one per file: the settlement
 * report names its currency once, on its summary row, and its other rows may leave it empty.
 */
export type FileMemory = Map<string, string>;

export interface ReadReportOptions {
  /**
   * The marketplace's currency, for amounts in reports that do not name theirs (FBA inventory's
   * `your-price`); without it those amounts are null and only their text is kept.
   */
  currency?: string | null;
}

/** What a report type's file looks like and how one of its rows is read. */
export interface ReportSpec<Row> {
  readonly type: ReportType;
  /** The header Amazon writes, in its order (REPORT_HEADERS). */
  readonly header: readonly string[];
  /**
   * Columns some files carry that the header does not (a marketplace's variant of the report), read
   * by name like the header's when a file has them; never required.
   */
  readonly alsoRead?: readonly string[];
  /** The columns a row is useless without: a file lacking one is refused, not half-read. */
  readonly required: readonly string[];
  /**
   * Every field is enclosed in double quotes (the ledger reports). The other reports are plain
   * tab-separated text whose product names may hold a bare `"`, so quotes mean nothing in them.
   */
  readonly quoted: boolean;
  /**
   * Rows may stop before the header's last columns (the settlement report's summary row names
   * only the settlement's own figures): the missing cells read as empty. Elsewhere a short row is
   * malformed.
   */
  readonly ragged?: boolean;
  /** One row from its cells; a value that does not read throws a RowProblem (Cells words it). */
  read(cells: Cells, options: ReadReportOptions, memory: FileMemory): Row;
}
