import { describe, expect, it } from 'vitest';
import { compactCount, countOf } from './count-words.ts';

describe('countOf', () => {
  it('says one in the singular and every other count in the plural, with separators', () => {
    expect(countOf(1, 'row written', 'rows written')).toBe('1 row written');
    expect(countOf(0, 'row written', 'rows written')).toBe('0 rows written');
    expect(countOf(2000, 'row written', 'rows written')).toBe(`${(2000).toLocaleString()} rows written`);
  });
});

describe('compactCount', () => {
  it('keeps counts under a thousand as they are and shortens the rest', () => {
    expect(compactCount(0)).toBe('0');
    expect(compactCount(999)).toBe('999');
    const short = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
    expect(compactCount(1_250)).toBe(short.format(1_250));
    expect(compactCount(50_000)).toBe(short.format(50_000));
    expect(compactCount(50_000).length).toBeLessThan('50,000'.length);
  });
});
