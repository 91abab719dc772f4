import { isCurrencyCode } from '@backoffice/shared';
import type { FileColumns } from './columns.ts';
import {
  normaliseCountry,
  parseBoolean,
  parseCalendarDate,
  parseMeasure,
  parseMoneyRounding,
  parseTimestamp,
  parseWholeNumber,
} from './fields.ts';

/** A row that cannot be read; its message names the line, the column and the value. */
export class RowProblem extends Error {
  override readonly name = 'RowProblem';
}

/** Passed to a reader whose value a row is useless without: an empty cell is a problem. */
export type Required = 'required';

const MAX_QUOTED_CHARS = 40;

/**
 * The cells of the current row, read by column name and typed. One instance serves every row of a
 * file (its fields and line are replaced), so reading a row allocates only its values. A value
 * that does not read throws a RowProblem worded for the seller; an empty cell, or a column the
 * file lacks, reads as null.
 */
export class Cells {
  fields: readonly string[] = [];
  line = 0;
  /**
   * Amounts of the current row that were rounded to the whole units of a currency without minor
   * units (yen written with decimals); the reader sets it to 0 before each row.
   */
  rounded = 0;

  constructor(private readonly columns: FileColumns) {}

  text(column: string, required: Required): string;
  text(column: string): string | null;
  text(column: string, required?: Required): string | null {
    return this.value(column, required);
  }

  wholeNumber(column: string, required: Required): number;
  wholeNumber(column: string, required?: Required): number | null;
  wholeNumber(column: string, required?: Required): number | null {
    return this.read(column, required, parseWholeNumber, 'is not a whole number');
  }

  /** A number of units that cannot be negative. */
  count(column: string, required: Required): number;
  count(column: string, required?: Required): number | null;
  count(column: string, required?: Required): number | null {
    const value = this.wholeNumber(column, required);
    if (value !== null && value < 0) this.invalid(column, String(value), 'is negative');
    return value;
  }

  /** A currency code (ISO 4217). */
  currency(column: string, required: Required): string;
  currency(column: string, required?: Required): string | null;
  currency(column: string, required?: Required): string | null {
    const text = this.value(column, required);
    if (text === null) return null;
    const code = text.toUpperCase();
    if (!isCurrencyCode(code)) this.invalid(column, text, 'is not a currency code');
    return code;
  }

  /**
   * An amount in minor units of `currency`, which the row must name when the amount is there. Yen
   * written with decimals is rounded half to even and counted in `rounded` (parseMoneyRounding).
   */
  money(column: string, currency: string | null, required: Required): number;
  money(column: string, currency: string | null, required?: Required): number | null;
  money(column: string, currency: string | null, required?: Required): number | null {
    const text = this.value(column, required);
    if (text === null) return null;
    if (currency === null) return this.invalid(column, text, 'has no currency');
    const amount = parseMoneyRounding(text, currency);
    if (amount === undefined) return this.invalid(column, text, `is not an amount in ${currency}`);
    if (amount.rounded) this.rounded++;
    return amount.minor;
  }

  measure(column: string): number | null {
    return this.read(column, undefined, parseMeasure, 'is not a number');
  }

  timestamp(column: string, required: Required): Date;
  timestamp(column: string, required?: Required): Date | null;
  timestamp(column: string, required?: Required): Date | null {
    return this.read(column, required, parseTimestamp, 'is not a date and time');
  }

  /** A day as YYYY-MM-DD. */
  calendarDate(column: string, required: Required): string;
  calendarDate(column: string, required?: Required): string | null;
  calendarDate(column: string, required?: Required): string | null {
    return this.read(column, required, parseCalendarDate, 'is not a date');
  }

  boolean(column: string): boolean | null {
    return this.read(column, undefined, parseBoolean, 'is neither true nor false');
  }

  country(column: string): string | null {
    const text = this.text(column);
    return text === null ? null : normaliseCountry(text);
  }

  /** The columns the report type does not know, by their name in the file. */
  extra(): Record<string, string> {
    // No prototype: a column named `__proto__` or `constructor` is kept like any other.
    const extra: Record<string, string> = Object.create(null);
    for (const index of this.columns.unknown)
      extra[this.columns.names[index] ?? ''] = this.fields[index] ?? '';
    return extra;
  }

  /** Refuses the row: `Line 17: quantity 'abc' is not a whole number.` */
  invalid(column: string, value: string, why: string): never {
    const shown = value.length > MAX_QUOTED_CHARS ? `${value.slice(0, MAX_QUOTED_CHARS)}…` : value;
    return this.fail(`${this.nameOf(column)} '${shown}' ${why}`);
  }

  private value(column: string, required: Required | undefined): string | null {
    const index = this.columns.index.get(column);
    const value = index === undefined ? '' : (this.fields[index] ?? '').trim();
    if (value !== '') return value;
    if (required) this.fail(`${this.nameOf(column)} is empty`);
    return null;
  }

  private read<T>(
    column: string,
    required: Required | undefined,
    parse: (text: string) => T | undefined,
    why: string,
  ): T | null {
    const text = this.value(column, required);
    if (text === null) return null;
    const value = parse(text);
    if (value === undefined) this.invalid(column, text, why);
    return value as T;
  }

  private nameOf(column: string): string {
    const index = this.columns.index.get(column);
    return (index === undefined ? undefined : this.columns.names[index]) ?? column;
  }

  private fail(message: string): never {
    throw new RowProblem(`Line ${this.line}: ${message}.`);
  }
}
