import type { ReportType } from '@backoffice/shared';
import type { Cells } from './cells.ts';

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
  /** The columns a row is useless without: a file lacking one is refused, not half-read. */
  readonly required: readonly string[];
  /**
   * Every field is enclosed in double quotes (the ledger reports). The other reports are plain
   * tab-separated text whose product names may hold a bare `"`, so quotes mean nothing in them.
   */
  readonly quoted: boolean;
  /** One row from its cells; a value that does not read throws a RowProblem (Cells words it). */
  read(cells: Cells, options: ReadReportOptions): Row;
}
