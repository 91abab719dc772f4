import { describe, expect, it } from 'vitest';
import { amzDate, spApiQueryString } from './sp-api-query.ts';

describe('the query string of an SP-API call', () => {
  it('sends arrays comma-separated, each item encoded but not the separators', () => {
    expect(spApiQueryString({ MarketplaceIds: ['ATVPDKIKX0DER', 'A2EUQ1WTGCTBG2'] })).toBe(
      '?MarketplaceIds=ATVPDKIKX0DER,A2EUQ1WTGCTBG2',
    );
    expect(spApiQueryString({ ShipmentIdList: ['a,b', 'c d'] })).toBe('?ShipmentIdList=a%2Cb,c%20d');
  });

  it("encodes !'()* as Amazon's canonical form does, and dates in ISO 8601", () => {
    expect(spApiQueryString({ NextToken: "x!'()*y" })).toBe('?NextToken=x%21%27%28%29%2Ay');
    expect(spApiQueryString({ CreatedAfter: new Date(Date.UTC(2024, 2, 10, 20, 11, 24)) })).toBe(
      '?CreatedAfter=2024-03-10T20%3A11%3A24.000Z',
    );
  });

  it('leaves out what is not set and keeps the order given', () => {
    expect(spApiQueryString({ a: undefined, QueryType: 'SHIPMENT', pageSize: 10, flag: false })).toBe(
      '?QueryType=SHIPMENT&pageSize=10&flag=false',
    );
    expect(spApiQueryString({})).toBe('');
    expect(spApiQueryString()).toBe('');
  });

  it('dates x-amz-date in the basic ISO form', () => {
    expect(amzDate(new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 678)))).toBe('20240102T030405Z');
  });
});
