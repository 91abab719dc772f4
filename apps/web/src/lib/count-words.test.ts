import { describe, expect, it } from 'vitest';
import { countOf } from './count-words.ts';

describe('countOf', () => {
  it('says one in the singular and every other count in the plural, with separators', () => {
    expect(countOf(1, 'row written', 'rows written')).toBe('1 row written');
    expect(countOf(0, 'row written', 'rows written')).toBe('0 rows written');
    expect(countOf(2000, 'row written', 'rows written')).toBe(`${(2000).toLocaleString()} rows written`);
  });
});
