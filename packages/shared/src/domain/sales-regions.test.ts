import { describe, expect, it } from 'vitest';
import { salesRegionName, salesRegionOfCountry, salesRegionsOfCountries } from './sales-regions.ts';

describe('regions of sale', () => {
  it('pools the pan-European countries and keeps every other country apart', () => {
    expect(salesRegionOfCountry('de')).toBe('EU');
    expect(salesRegionOfCountry('FR')).toBe('EU');
    expect(salesRegionOfCountry('GB')).toBe('GB');
    expect(salesRegionOfCountry('US')).toBe('US');
    expect(salesRegionOfCountry('CA')).toBe('CA');
  });

  it('lists a warehouse’s regions once each, and none for no country', () => {
    expect(salesRegionsOfCountries(['NL', 'BE', 'DE', 'GB'])).toEqual(['EU', 'GB']);
    expect(salesRegionsOfCountries([])).toEqual([]);
    expect(salesRegionName('EU')).toBe('EU (pan-European)');
    expect(salesRegionName('GB')).toBe('UK');
    expect(salesRegionName('JP')).toBe('JP');
  });
});
