import { describe, expect, it } from 'vitest';
import { requestWarnings, roundedAmountsWarnings } from './report-request-warnings.domain.ts';

const marketplaces = [
  { name: 'Amazon.com', domainName: 'amazon.com', regionCode: 'NA' },
  { name: 'Amazon.ca', domainName: 'amazon.ca', regionCode: 'NA' },
  { name: 'Amazon.co.uk', domainName: 'amazon.co.uk', regionCode: 'EU' },
  { name: 'Amazon.de', domainName: 'amazon.de', regionCode: 'EU' },
];

describe('requestWarnings', () => {
  it('names the marketplaces outside the source’s region, with their rows', () => {
    const [warning, ...more] = requestWarnings({
      sourceRegion: 'EU',
      salesChannelRows: { 'Amazon.co.uk': 4, 'Amazon.com': 2, 'amazon.ca': 1, 'Non-Amazon': 3 },
      marketplaces,
    });
    expect(more).toEqual([]);
    expect(warning).toMatchObject({
      code: 'marketplaces_outside_region',
      sales_channels: ['amazon.ca', 'Amazon.com'],
    });
    expect(warning?.message).toBe(
      "3 rows of this file are of marketplaces outside this source's region (EU): amazon.ca (1 row), " +
        "Amazon.com (2 rows). They were imported all the same, onto the organisation's channels of those " +
        'marketplaces, which this source does not feed. If the file was meant for another source, its ' +
        'orders will show twice once that source brings them too.',
    );
  });

  it('says one row of one marketplace in the singular', () => {
    const [warning] = requestWarnings({
      sourceRegion: 'NA',
      salesChannelRows: { 'Amazon.de': 1 },
      marketplaces,
    });
    expect(warning?.message).toMatch(
      /^1 row of this file is of a marketplace outside this source's region \(NA\): Amazon\.de \(1 row\)\. .*channel of that marketplace,/,
    );
  });

  it('warns of nothing within the region, for names of no marketplace, or for a source without a region', () => {
    expect(
      requestWarnings({
        sourceRegion: 'EU',
        salesChannelRows: { 'Amazon.de': 5, 'Non-Amazon': 2 },
        marketplaces,
      }),
    ).toEqual([]);
    expect(
      requestWarnings({
        sourceRegion: 'Unknown',
        salesChannelRows: { 'Amazon.com': 5, 'Amazon.de': 1 },
        marketplaces,
      }),
    ).toEqual([]);
    expect(requestWarnings({ sourceRegion: 'EU', salesChannelRows: {}, marketplaces })).toEqual([]);
  });
});

describe('roundedAmountsWarnings', () => {
  it('says how many amounts were rounded, and nothing when none were', () => {
    expect(roundedAmountsWarnings(0)).toEqual([]);
    expect(roundedAmountsWarnings(1)[0]?.message).toMatch(
      /^1 amount in a currency without minor units .* was written/,
    );
    const [warning] = roundedAmountsWarnings(1234);
    expect(warning).toMatchObject({ code: 'amounts_rounded', sales_channels: [] });
    expect(warning?.message).toMatch(/^1,234 amounts .* were written with decimals.*rounded half to even/);
  });
});
