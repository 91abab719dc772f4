import { describe, expect, it } from 'vitest';
import { isOlderThanKept, marketplaceOfLine } from './restock-advice.domain.ts';

const US = { id: 1, countryCode: 'US', countryName: 'United States' };
const UK = { id: 2, countryCode: 'GB', countryName: 'United Kingdom' };
const DE = { id: 3, countryCode: 'DE', countryName: 'Germany' };

describe('a restock line’s marketplace', () => {
  it('is the one marketplace the report is of, whatever its Country says', () => {
    expect(marketplaceOfLine('DE', [US])).toBe(US);
    expect(marketplaceOfLine(null, [US])).toBe(US);
  });

  it("is picked among the source's by the line's country code or name", () => {
    expect(marketplaceOfLine('GB', [UK, DE])).toBe(UK);
    expect(marketplaceOfLine('united kingdom', [UK, DE])).toBe(UK);
    expect(marketplaceOfLine('US', [UK, DE])).toBeNull();
    expect(marketplaceOfLine(null, [UK, DE])).toBeNull();
  });
});

describe('a restock report older than the advice kept', () => {
  const kept = { asOf: new Date('2026-05-02T06:00:00Z'), reportRequestId: 10 };
  it('is one asked for earlier, or at the same moment with a lower request id', () => {
    expect(isOlderThanKept({ asOf: new Date('2026-05-01T06:00:00Z'), reportRequestId: 11 }, kept)).toBe(true);
    expect(isOlderThanKept({ asOf: kept.asOf, reportRequestId: 9 }, kept)).toBe(true);
    expect(isOlderThanKept({ asOf: kept.asOf, reportRequestId: 10 }, kept)).toBe(false);
    expect(isOlderThanKept({ asOf: new Date('2026-05-03T06:00:00Z'), reportRequestId: 3 }, kept)).toBe(false);
    expect(isOlderThanKept(kept, null)).toBe(false);
  });
});
