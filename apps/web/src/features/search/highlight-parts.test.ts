import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight-parts.ts';

describe('highlightParts', () => {
  it('marks every case-insensitive occurrence of the query', () => {
    expect(highlightParts('Bamboo Mat bamboo', 'BAMBOO')).toEqual([
      { text: 'Bamboo', match: true },
      { text: ' Mat ', match: false },
      { text: 'bamboo', match: true },
    ]);
  });

  it('takes the query literally and trims it', () => {
    expect(highlightParts('ODD_100% off', ' 100% ')).toEqual([
      { text: 'ODD_', match: false },
      { text: '100%', match: true },
      { text: ' off', match: false },
    ]);
  });

  it('leaves text without the query, an empty query, and length-changing case folds unmarked', () => {
    expect(highlightParts('Cork Block', 'mat')).toEqual([{ text: 'Cork Block', match: false }]);
    expect(highlightParts('Cork', ' ')).toEqual([{ text: 'Cork', match: false }]);
    expect(highlightParts('İstanbul depot', 'depot')).toEqual([{ text: 'İstanbul depot', match: false }]);
  });
});
