import { describe, expect, it } from 'vitest';
import { sellsInRegion } from './marketplace-regions.domain.ts';

describe('sellsInRegion', () => {
  it("keeps a source of a region to that region's marketplaces", () => {
    expect(sellsInRegion('EU', 'EU')).toBe(true);
    expect(sellsInRegion('EU', 'NA')).toBe(false);
    expect(sellsInRegion('NA', 'FE')).toBe(false);
    expect(sellsInRegion('FE', 'FE')).toBe(true);
  });

  it('lets a source without a region sell anywhere', () => {
    expect(sellsInRegion('Unknown', 'NA')).toBe(true);
    expect(sellsInRegion('Unknown', 'EU')).toBe(true);
  });
});
