import { describe, expect, it } from 'vitest';
import {
  normaliseCountry,
  parseBoolean,
  parseCalendarDate,
  parseDecimal,
  parseMeasure,
  parseMoney,
  parseMoneyRounding,
  parseTimestamp,
  parseWholeNumber,
} from './fields.ts';

describe('parseWholeNumber', () => {
  it('reads signed whole numbers', () => {
    expect(parseWholeNumber('17')).toBe(17);
    expect(parseWholeNumber('-3')).toBe(-3);
    expect(parseWholeNumber('+4')).toBe(4);
    expect(parseWholeNumber('0')).toBe(0);
  });

  it('refuses fractions, words, blanks and numbers past the safe range', () => {
    for (const text of ['1.5', 'abc', '', '1e3', '12a', '9007199254740993'])
      expect(parseWholeNumber(text)).toBeUndefined();
  });
});

describe('parseDecimal', () => {
  it('keeps plain decimals and drops a plus sign', () => {
    expect(parseDecimal('89.95')).toBe('89.95');
    expect(parseDecimal('-1.5')).toBe('-1.5');
    expect(parseDecimal('+7')).toBe('7');
  });

  it('reads thousands separators and decimal commas as spreadsheets write them', () => {
    expect(parseDecimal('1,234.50')).toBe('1234.50');
    expect(parseDecimal('1,500')).toBe('1500');
    expect(parseDecimal('1.234,50')).toBe('1234.50');
    expect(parseDecimal('89,95')).toBe('89.95');
    expect(parseDecimal('-0,5')).toBe('-0.5');
  });

  it('refuses what is not one number', () => {
    for (const text of ['', 'abc', '1.2.3', '1,2,3', '12,3456', '€5', '.5', '5.'])
      expect(parseDecimal(text)).toBeUndefined();
  });
});

describe('parseMoney', () => {
  it("gives integer minor units of the currency's own decimals", () => {
    expect(parseMoney('89.95', 'EUR')).toBe(8995);
    expect(parseMoney('89,95', 'EUR')).toBe(8995);
    expect(parseMoney('-12.5', 'USD')).toBe(-1250);
    expect(parseMoney('1500', 'JPY')).toBe(1500);
    expect(parseMoney('1,500', 'JPY')).toBe(1500);
  });

  it('refuses more decimals than the currency has', () => {
    expect(parseMoney('1.234', 'USD')).toBeUndefined();
    expect(parseMoney('1500.5', 'JPY')).toBeUndefined();
    expect(parseMoney('free', 'USD')).toBeUndefined();
  });
});

describe('parseMoneyRounding', () => {
  it('gives exact amounts as they are, not rounded', () => {
    expect(parseMoneyRounding('1500', 'JPY')).toEqual({ minor: 1500, rounded: false });
    expect(parseMoneyRounding('1500.00', 'JPY')).toEqual({ minor: 1500, rounded: false });
    expect(parseMoneyRounding('-3.75', 'USD')).toEqual({ minor: -375, rounded: false });
  });

  it('rounds yen written with decimals half to even, and says so', () => {
    expect(parseMoneyRounding('-216.37', 'JPY')).toEqual({ minor: -216, rounded: true });
    expect(parseMoneyRounding('270.91', 'JPY')).toEqual({ minor: 271, rounded: true });
    expect(parseMoneyRounding('2.5', 'JPY')).toEqual({ minor: 2, rounded: true });
    expect(parseMoneyRounding('3.5', 'JPY')).toEqual({ minor: 4, rounded: true });
    expect(parseMoneyRounding('-3.50', 'JPY')).toEqual({ minor: -4, rounded: true });
    expect(parseMoneyRounding('2.51', 'JPY')).toEqual({ minor: 3, rounded: true });
    expect(parseMoneyRounding('2.49', 'JPY')).toEqual({ minor: 2, rounded: true });
    expect(parseMoneyRounding('-0.4', 'JPY')).toEqual({ minor: 0, rounded: true });
    expect(parseMoneyRounding('1.234,56', 'JPY')).toEqual({ minor: 1235, rounded: true });
    expect(parseMoneyRounding('312059.80', 'JPY')).toEqual({ minor: 312060, rounded: true });
  });

  it('still refuses too many decimals in a currency that has minor units, and what is no amount', () => {
    expect(parseMoneyRounding('1.234', 'USD')).toBeUndefined();
    expect(parseMoneyRounding('free', 'JPY')).toBeUndefined();
  });
});

describe('parseMeasure', () => {
  it('reads a decimal as a number', () => {
    expect(parseMeasure('820.3')).toBe(820.3);
    expect(parseMeasure('0,25')).toBe(0.25);
    expect(parseMeasure('big')).toBeUndefined();
  });
});

describe('parseTimestamp', () => {
  const iso = (text: string) => parseTimestamp(text)?.toISOString();

  it("reads Amazon's ISO-8601 with a colon offset, a bare offset or Z", () => {
    expect(iso('2017-06-17T08:04:21+00:00')).toBe('2017-06-17T08:04:21.000Z');
    expect(iso('2026-07-06T00:00:00-0700')).toBe('2026-07-06T07:00:00.000Z');
    expect(iso('2025-06-05T15:31:40+09:00')).toBe('2025-06-05T06:31:40.000Z');
    expect(iso('2024-01-02T03:04:05Z')).toBe('2024-01-02T03:04:05.000Z');
  });

  it('reads fractions, hour-only offsets, zone abbreviations, a space for T, and no zone as UTC', () => {
    expect(iso('2024-01-02T03:04:05.1234Z')).toBe('2024-01-02T03:04:05.123Z');
    expect(iso('2024-01-02T03:04:05+01')).toBe('2024-01-02T02:04:05.000Z');
    expect(iso('2013-01-07 07:35:42 PST')).toBe('2013-01-07T15:35:42.000Z');
    expect(iso('2024-07-01 12:00:00 CEST')).toBe('2024-07-01T10:00:00.000Z');
    expect(iso('2024-01-02T03:04:05')).toBe('2024-01-02T03:04:05.000Z');
    expect(iso('2024-01-02T03:04')).toBe('2024-01-02T03:04:00.000Z');
  });

  it('reads a date alone as its midnight UTC', () => {
    expect(iso('2024-02-29')).toBe('2024-02-29T00:00:00.000Z');
  });

  it('refuses dates and times that do not exist, unknown zones and other shapes', () => {
    for (const text of [
      '2023-02-29T00:00:00+00:00',
      '2024-13-01T00:00:00Z',
      '2024-04-31',
      '2024-01-02T24:00:00Z',
      '2024-01-02T03:60:00+00:00',
      '2024-01-02T03:04:05+15:00',
      '2024-01-02T03:04:05 XYZ',
      '0099-01-01',
      '07/06/2026',
      'yesterday',
      '',
    ])
      expect(parseTimestamp(text), text).toBeUndefined();
  });
});

describe('parseCalendarDate', () => {
  it("reads the ledger's MM/DD/YYYY, ISO dates and dotted European dates", () => {
    expect(parseCalendarDate('07/06/2026')).toBe('2026-07-06');
    expect(parseCalendarDate('1/2/2026')).toBe('2026-01-02');
    expect(parseCalendarDate('2026-07-06')).toBe('2026-07-06');
    expect(parseCalendarDate('06.07.2026')).toBe('2026-07-06');
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const text of ['13/06/2026', '02/30/2026', '2026-7-6', '2026/07/06', 'July 6', ''])
      expect(parseCalendarDate(text), text).toBeUndefined();
  });
});

describe('parseBoolean', () => {
  it('reads true/false and Yes/No in any case', () => {
    expect(parseBoolean('true')).toBe(true);
    expect(parseBoolean('FALSE')).toBe(false);
    expect(parseBoolean('Yes')).toBe(true);
    expect(parseBoolean('No')).toBe(false);
  });

  it('refuses anything else, including names an object would have', () => {
    for (const text of ['maybe', '1', '', 'constructor', '__proto__'])
      expect(parseBoolean(text)).toBeUndefined();
  });
});

describe('normaliseCountry', () => {
  it('writes the United Kingdom as GB, as the reference data does, and upper-cases codes', () => {
    expect(normaliseCountry('UK')).toBe('GB');
    expect(normaliseCountry('uk')).toBe('GB');
    expect(normaliseCountry('GB')).toBe('GB');
    expect(normaliseCountry('de')).toBe('DE');
  });
});
