import { describe, expect, it } from 'vitest';
import { MARKETPLACES } from '../reference/datasets/reference-datasets.dataset.ts';
import { homeSiteOf } from './amazon-home-site.domain.ts';

const sites = MARKETPLACES.map((marketplace) => ({
  countryCode: marketplace.countryCode,
  regionCode: marketplace.regionCode,
  sellerCentralHost: marketplace.sellerCentralHost,
}));

describe('a home site', () => {
  it("is a marketplace's country, with the marketplace's region and Seller Central host", () => {
    expect(homeSiteOf(sites, 'AU')).toEqual({
      countryCode: 'AU',
      region: 'fe',
      sellerCentralHost: 'sellercentral.amazon.com.au',
    });
    expect(homeSiteOf(sites, 'JP')?.sellerCentralHost).toBe('sellercentral.amazon.co.jp');
    expect(homeSiteOf(sites, 'IN')).toMatchObject({
      region: 'eu',
      sellerCentralHost: 'sellercentral.amazon.in',
    });
    expect(homeSiteOf(sites, 'BR')).toMatchObject({
      region: 'na',
      sellerCentralHost: 'sellercentral.amazon.com.br',
    });
    expect(homeSiteOf(sites, 'IT')?.sellerCentralHost).toBe('sellercentral-europe.amazon.com');
  });

  it('is none for a country without a marketplace, or a marketplace without a host or a known region', () => {
    expect(homeSiteOf(sites, 'UK')).toBeUndefined();
    expect(homeSiteOf(sites, 'NZ')).toBeUndefined();
    expect(
      homeSiteOf([{ countryCode: 'AU', regionCode: 'FE', sellerCentralHost: '' }], 'AU'),
    ).toBeUndefined();
    expect(
      homeSiteOf(
        [{ countryCode: 'AU', regionCode: 'Unknown', sellerCentralHost: 'sellercentral.amazon.com.au' }],
        'AU',
      ),
    ).toBeUndefined();
  });
});
