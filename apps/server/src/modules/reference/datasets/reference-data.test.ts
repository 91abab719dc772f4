// Consistency checks for the shipped reference data (countries, marketplaces, fulfilment centres).

import { describe, expect, it } from 'vitest';
import { COUNTRIES, FULFILLMENT_CENTERS, MARKETPLACES } from './reference-datasets.dataset.ts';

const countryByCode = new Map<string, (typeof COUNTRIES)[number]>(COUNTRIES.map((c) => [c.code, c]));
const marketplaceById = new Map<string, (typeof MARKETPLACES)[number]>(MARKETPLACES.map((m) => [m.mwsId, m]));

function duplicates(values: readonly string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe('COUNTRIES', () => {
  it('has every ISO 3166-1 alpha-2 code once, sorted, as two upper-case letters', () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect(codes).toHaveLength(249);
    expect(duplicates(codes)).toEqual([]);
    expect(codes.filter((c) => !/^[A-Z]{2}$/.test(c))).toEqual([]);
    expect(codes).toEqual([...codes].sort());
  });

  it('has non-empty, trimmed names that are unique', () => {
    const names: string[] = COUNTRIES.map((c) => c.name);
    expect(names.filter((n) => n.trim() !== n || n === '')).toEqual([]);
    expect(duplicates(names)).toEqual([]);
  });

  it('uses GB for the United Kingdom, never UK', () => {
    expect(countryByCode.has('UK')).toBe(false);
    expect(countryByCode.get('GB')).toMatchObject({ name: 'United Kingdom', regionCode: 'EU' });
  });

  it('puts known countries in the right Amazon region', () => {
    const expected: Record<string, string> = {
      US: 'NA',
      CA: 'NA',
      MX: 'NA',
      BR: 'NA',
      PR: 'NA',
      DE: 'EU',
      IN: 'EU',
      EG: 'EU',
      TR: 'EU',
      SA: 'EU',
      AE: 'EU',
      ZA: 'EU',
      JP: 'FE',
      AU: 'FE',
      SG: 'FE',
      CN: 'FE',
      NZ: 'FE',
    };
    for (const [code, region] of Object.entries(expected)) {
      expect(countryByCode.get(code)?.regionCode, code).toBe(region);
    }
  });

  it('spells a few names the common English way', () => {
    expect(countryByCode.get('US')?.name).toBe('United States');
    expect(countryByCode.get('DE')?.name).toBe('Germany');
    expect(countryByCode.get('KR')?.name).toBe('South Korea');
  });
});

describe('MARKETPLACES', () => {
  it('has the 23 marketplaces Amazon lists, with unique, well-formed ids', () => {
    const ids = MARKETPLACES.map((m) => m.mwsId);
    expect(ids).toHaveLength(23);
    expect(duplicates(ids)).toEqual([]);
    expect(ids.filter((id) => !/^A[0-9A-Z]{8,14}$/.test(id))).toEqual([]);
  });

  it('has one marketplace per country, each a known country in the same region', () => {
    expect(duplicates(MARKETPLACES.map((m) => m.countryCode))).toEqual([]);
    for (const m of MARKETPLACES) {
      const country = countryByCode.get(m.countryCode);
      expect(country, m.mwsId).toBeDefined();
      expect(country?.regionCode, m.mwsId).toBe(m.regionCode);
      expect(m.countries, m.mwsId).toContain(m.countryCode);
      for (const cc of m.countries) expect(countryByCode.has(cc), `${m.mwsId} ${cc}`).toBe(true);
    }
  });

  it('never uses UK as a country code', () => {
    for (const m of MARKETPLACES) {
      expect(m.countryCode).not.toBe('UK');
      expect(m.countries).not.toContain('UK');
    }
  });

  it('has well-formed currencies, languages, domains and hosts', () => {
    for (const m of MARKETPLACES) {
      expect(m.defaultCurrencyCode, m.mwsId).toMatch(/^[A-Z]{3}$/);
      expect(m.defaultLanguageCode, m.mwsId).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      expect(m.defaultLanguageCode.slice(3), m.mwsId).toBe(m.countryCode);
      expect(m.domainName, m.mwsId).toMatch(/^amazon(\.[a-z]{2,3})+$/);
      expect(m.name, m.mwsId).toBe(`A${m.domainName.slice(1)}`);
      expect(m.endpoint, m.mwsId).toBe(`https://sellingpartnerapi-${m.regionCode.toLowerCase()}.amazon.com`);
      expect(m.sellerCentralHost, m.mwsId).toMatch(/^sellercentral(-europe)?\.amazon(\.[a-z]{2,3})+$/);
    }
    expect(duplicates(MARKETPLACES.map((m) => m.domainName))).toEqual([]);
  });

  it('puts India in the EU region', () => {
    expect(marketplaceById.get('A21TJRUUN4KGV')).toMatchObject({
      countryCode: 'IN',
      regionCode: 'EU',
      defaultCurrencyCode: 'INR',
      endpoint: 'https://sellingpartnerapi-eu.amazon.com',
    });
  });

  it('matches known facts', () => {
    expect(marketplaceById.get('ATVPDKIKX0DER')).toMatchObject({
      countryCode: 'US',
      name: 'Amazon.com',
      regionCode: 'NA',
      defaultCurrencyCode: 'USD',
      defaultLanguageCode: 'en_US',
      domainName: 'amazon.com',
      endpoint: 'https://sellingpartnerapi-na.amazon.com',
      sellerCentralHost: 'sellercentral.amazon.com',
    });
    expect(marketplaceById.get('A1F83G8C2ARO7P')).toMatchObject({
      countryCode: 'GB',
      name: 'Amazon.co.uk',
      regionCode: 'EU',
      defaultCurrencyCode: 'GBP',
      domainName: 'amazon.co.uk',
      sellerCentralHost: 'sellercentral-europe.amazon.com',
    });
    expect(marketplaceById.get('A1VC38T7YXB528')).toMatchObject({
      countryCode: 'JP',
      regionCode: 'FE',
      defaultCurrencyCode: 'JPY',
      domainName: 'amazon.co.jp',
      endpoint: 'https://sellingpartnerapi-fe.amazon.com',
    });
    expect(marketplaceById.get('A1PA6795UKMFR9')).toMatchObject({
      countryCode: 'DE',
      defaultCurrencyCode: 'EUR',
    });
    expect(marketplaceById.get('AMEN7PMS3EDWL')?.countryCode).toBe('BE');
    expect(marketplaceById.get('A28R8C7NBKEWEA')?.countryCode).toBe('IE');
    expect(marketplaceById.get('A2NODRKZP88ZB9')?.defaultCurrencyCode).toBe('SEK');
  });
});

describe('FULFILLMENT_CENTERS', () => {
  it('has unique 4-character upper-case codes', () => {
    const codes = FULFILLMENT_CENTERS.map((fc) => fc.code);
    expect(codes).toHaveLength(66);
    expect(duplicates(codes)).toEqual([]);
    expect(codes.filter((c) => !/^[A-Z0-9]{4}$/.test(c))).toEqual([]);
  });

  it('points each FC at a known country and marketplace', () => {
    for (const fc of FULFILLMENT_CENTERS) {
      expect(countryByCode.has(fc.countryCode), fc.code).toBe(true);
      expect(fc.countryCode, fc.code).not.toBe('UK');
      const marketplace = marketplaceById.get(fc.marketplaceMwsId);
      expect(marketplace, fc.code).toBeDefined();
      expect(countryByCode.get(fc.countryCode)?.regionCode, fc.code).toBe(marketplace?.regionCode);
      if (fc.countryCode !== 'CZ') expect(marketplace?.countryCode, fc.code).toBe(fc.countryCode);
    }
  });

  it('gives a two-letter state for every US FC and none elsewhere', () => {
    for (const fc of FULFILLMENT_CENTERS) {
      if (fc.countryCode === 'US') expect(fc.state, fc.code).toMatch(/^[A-Z]{2}$/);
      else expect(fc.state, fc.code).toBeUndefined();
    }
  });

  it('matches known facts', () => {
    const byCode = new Map<string, (typeof FULFILLMENT_CENTERS)[number]>(
      FULFILLMENT_CENTERS.map((fc) => [fc.code, fc]),
    );
    expect(byCode.get('PHX7')).toEqual({
      code: 'PHX7',
      countryCode: 'US',
      marketplaceMwsId: 'ATVPDKIKX0DER',
      state: 'AZ',
    });
    expect(byCode.get('SDF8')).toMatchObject({ countryCode: 'US', state: 'IN' });
    expect(byCode.get('LTN1')).toMatchObject({ countryCode: 'GB', marketplaceMwsId: 'A1F83G8C2ARO7P' });
    expect(byCode.get('PRG2')).toMatchObject({ countryCode: 'CZ', marketplaceMwsId: 'A1PA6795UKMFR9' });
    expect(byCode.get('BOM1')).toMatchObject({ countryCode: 'IN', marketplaceMwsId: 'A21TJRUUN4KGV' });
  });
});
