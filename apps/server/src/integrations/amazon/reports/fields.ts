import { currencyDecimals, toMinorUnits } from '@backoffice/shared';

// The values of Amazon's flat files, read strictly: each parser returns undefined for text it
// cannot read, and the caller tells the seller which line and column it was.

const WHOLE_NUMBER = /^[+-]?\d+$/;

export function parseWholeNumber(text: string): number | undefined {
  if (!WHOLE_NUMBER.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

const PLAIN_DECIMAL = /^[+-]?\d+(\.\d+)?$/;
const COMMA_THOUSANDS = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;
const DOT_THOUSANDS_COMMA_DECIMAL = /^[+-]?\d{1,3}(\.\d{3})+,\d+$/;
const COMMA_DECIMAL = /^[+-]?\d+,\d{1,2}$/;

/**
 * A decimal as plain text ("-1234.5"). Amazon writes "89.95"; files that went through a
 * spreadsheet may say "1,234.50", "1.234,50" or "89,95". A comma followed by exactly three digits
 * is a thousands separator ("1,500" yen), by one or two a decimal comma.
 */
export function parseDecimal(text: string): string | undefined {
  let decimal: string;
  if (PLAIN_DECIMAL.test(text)) decimal = text;
  else if (COMMA_THOUSANDS.test(text)) decimal = text.replaceAll(',', '');
  else if (DOT_THOUSANDS_COMMA_DECIMAL.test(text)) decimal = text.replaceAll('.', '').replace(',', '.');
  else if (COMMA_DECIMAL.test(text)) decimal = text.replace(',', '.');
  else return undefined;
  return decimal.startsWith('+') ? decimal.slice(1) : decimal;
}

/** An amount in integer minor units of `currency`; undefined when it has more decimals than that has. */
export function parseMoney(text: string, currency: string): number | undefined {
  const decimal = parseDecimal(text);
  return decimal === undefined ? undefined : toMinorUnits(decimal, currency);
}

/**
 * As parseMoney, except that in a currency without minor units (yen: ISO 4217 exponent 0) an
 * amount written with decimals (`-216.37`) is rounded half to even to whole units (-216; 2.5 → 2,
 * 3.5 → 4), and says so: such an amount cannot be charged or paid, so the decimals are an
 * artefact of whoever wrote the file (a spreadsheet, a converter), and dropping the whole line for
 * them would lose the fee or refund it states. Half to even, so that many such amounts do not
 * drift one way in a sum. In other currencies, too many decimals are still refused (undefined).
 */
export function parseMoneyRounding(
  text: string,
  currency: string,
): { minor: number; rounded: boolean } | undefined {
  const decimal = parseDecimal(text);
  if (decimal === undefined) return undefined;
  const exact = toMinorUnits(decimal, currency);
  if (exact !== undefined) return { minor: exact, rounded: false };
  if (currencyDecimals(currency) !== 0) return undefined;
  const match = /^(-)?(\d+)\.(\d+)$/.exec(decimal);
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  let units = Number(whole);
  const half = fraction.replace(/0+$/, '');
  if (half > '5' || (half === '5' && units % 2 === 1)) units += 1;
  if (!Number.isSafeInteger(units)) return undefined;
  return { minor: sign && units !== 0 ? -units : units, rounded: true };
}

/** A measure that is not money (a volume), where a float is fine. */
export function parseMeasure(text: string): number | undefined {
  const decimal = parseDecimal(text);
  return decimal === undefined ? undefined : Number(decimal);
}

/** Offsets of the zone abbreviations Amazon's North American, European and Japanese files use, in minutes. */
const ZONE_OFFSETS: ReadonlyMap<string, number> = new Map([
  ['Z', 0],
  ['UTC', 0],
  ['GMT', 0],
  ['PST', -480],
  ['PDT', -420],
  ['MST', -420],
  ['MDT', -360],
  ['CST', -360],
  ['CDT', -300],
  ['EST', -300],
  ['EDT', -240],
  ['BST', 60],
  ['CET', 60],
  ['CEST', 120],
  ['JST', 540],
  ['AEST', 600],
  ['AEDT', 660],
]);

// 2017-06-17T08:04:21+00:00, 2026-07-06T00:00:00-0700, 2024-01-02 03:04:05 PST, 2024-01-02T03:04:05.123Z
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(?:([+-])(\d{2}):?(\d{2})?|([A-Z]{1,4}))?)?$/;

// 02.11.2026 07:14:19 UTC, 02.11.2026: the settlement report of European marketplaces (day first).
const DOTTED_TIMESTAMP = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?=$|[T ])(.*)$/;

/**
 * An instant: ISO-8601 with an offset (`+00:00`, `-0700`, `Z`) or a zone abbreviation, or the
 * European `DD.MM.YYYY HH:MM:SS UTC` (its dots leave no doubt about the order). A time without a
 * zone is taken as UTC, and a date alone as its midnight UTC.
 */
export function parseTimestamp(text: string): Date | undefined {
  const fast = parseAmazonTimestamp(text);
  if (fast !== null) return fast;
  const dotted = DOTTED_TIMESTAMP.exec(text);
  if (dotted) {
    const [, day = '', month = '', year = '', rest = ''] = dotted;
    return parseTimestamp(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}${rest}`);
  }
  const match = TIMESTAMP.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction, sign, offsetHours, offsetMinutes, zone] = match;
  let offset = 0;
  if (sign) offset = (Number(offsetHours) * 60 + Number(offsetMinutes ?? 0)) * (sign === '-' ? -1 : 1);
  else if (zone) {
    const known = ZONE_OFFSETS.get(zone);
    if (known === undefined) return undefined;
    offset = known;
  }
  const milliseconds = fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0;
  const [hours, minutes, seconds] = [Number(hour ?? 0), Number(minute ?? 0), Number(second ?? 0)];
  return instant(
    Number(year),
    Number(month),
    Number(day),
    hours ?? 0,
    minutes ?? 0,
    seconds ?? 0,
    milliseconds,
    offset,
  );
}

/**
 * Amazon's own shape, `2017-06-17T08:04:21+00:00` (or `-0700`, or `Z`), read without a regular
 * expression: it is in every row of the big reports, twice in each order line. Null for any other
 * shape, which the general pattern then reads.
 */
function parseAmazonTimestamp(text: string): Date | undefined | null {
  const length = text.length;
  if (
    length < 20 ||
    text[4] !== '-' ||
    text[7] !== '-' ||
    text[10] !== 'T' ||
    text[13] !== ':' ||
    text[16] !== ':'
  )
    return null;
  let offset: number;
  const sign = text[19];
  if (length === 20 && sign === 'Z') offset = 0;
  else if ((sign === '+' || sign === '-') && (length === 25 ? text[22] === ':' : length === 24)) {
    const hours = digits(text, 20, 2);
    const minutes = digits(text, length - 2, 2);
    if (hours < 0 || minutes < 0) return null;
    offset = (hours * 60 + minutes) * (sign === '-' ? -1 : 1);
  } else return null;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  const second = digits(text, 17, 2);
  if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return null;
  return instant(year, month, day, hour, minute, second, 0, offset);
}

/** The number written by `count` ASCII digits at `at`, or -1. */
function digits(text: string, at: number, count: number): number {
  let value = 0;
  for (let index = at; index < at + count; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

function instant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  milliseconds: number,
  offsetMinutes: number,
): Date | undefined {
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return undefined;
  if (Math.abs(offsetMinutes) > 14 * 60) return undefined;
  return new Date(
    Date.UTC(year, month - 1, day, hour, minute, second, milliseconds) - offsetMinutes * 60_000,
  );
}

/**
 * The calendar dates files hold, with where the year, month and day are in each match: the
 * ledger's MM/DD/YYYY, ISO YYYY-MM-DD, and the European DD.MM.YYYY (its dots leave no doubt about
 * the order, unlike slashes).
 */
const CALENDAR_DATES: readonly { pattern: RegExp; year: number; month: number; day: number }[] = [
  { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, year: 3, month: 1, day: 2 },
  { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, year: 1, month: 2, day: 3 },
  { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, year: 3, month: 2, day: 1 },
];

/** A calendar date as YYYY-MM-DD. */
export function parseCalendarDate(text: string): string | undefined {
  for (const { pattern, ...at } of CALENDAR_DATES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [year, month, day] = [at.year, at.month, at.day].map((group) => Number(match[group]));
    if (year === undefined || month === undefined || day === undefined) return undefined;
    if (!isCalendarDate(year, month, day)) return undefined;
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  return undefined;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Years before 1000 are typos (and Date.UTC would read 0099 as 1999). */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0));
}

const BOOLEANS: ReadonlyMap<string, boolean> = new Map([
  ['true', true],
  ['yes', true],
  ['false', false],
  ['no', false],
]);

/** Amazon's flags: `true`/`false` in some reports, `Yes`/`No` in others. */
export function parseBoolean(text: string): boolean | undefined {
  return BOOLEANS.get(text.toLowerCase());
}

/** ISO 3166-1 alpha-2, as the reference data stores countries: Amazon writes the UK as `UK`, ISO as `GB`. */
export function normaliseCountry(text: string): string {
  const code = text.toUpperCase();
  return code === 'UK' ? 'GB' : code;
}
