import { describe, expect, it } from 'vitest';
import { matchesSearch, toggleId } from './match-option.ts';

describe('matchesSearch', () => {
  it('matches any case on the name or the code', () => {
    expect(matchesSearch('germ', 'Germany', 'DE')).toBe(true);
    expect(matchesSearch('de', 'Germany', 'DE')).toBe(true);
    expect(matchesSearch('fra', 'Germany', 'DE')).toBe(false);
  });

  it('needs every typed word, and an empty search matches everything', () => {
    expect(matchesSearch('united king', 'United Kingdom', 'GB')).toBe(true);
    expect(matchesSearch('united states', 'United Kingdom', 'GB')).toBe(false);
    expect(matchesSearch('  ', 'Japan', null)).toBe(true);
  });
});

describe('toggleId', () => {
  it('adds a missing id at the end and removes a present one', () => {
    expect(toggleId([3, 1], 2)).toEqual([3, 1, 2]);
    expect(toggleId([3, 1, 2], 1)).toEqual([3, 2]);
  });
});
