import { describe, expect, it } from 'vitest';
import { organisationSwitchPath, recordListPath } from './organisation-path.ts';

describe('organisationSwitchPath', () => {
  it('rewrites the organisation parameter and keeps the query', () => {
    const search = '?draft=true&live=false&sort=shipping_date';
    expect(
      organisationSwitchPath({
        name: 'transfers',
        params: { organisation: 'A' },
        search,
        organisationUlid: 'B',
      }),
    ).toBe(`/organisation/B/transfers${search}`);
  });

  it('keeps the other parameters of the route', () => {
    expect(
      organisationSwitchPath({
        name: 'warehouses.edit',
        params: { organisation: 'A', ulid: '01W' },
        search: '',
        organisationUlid: 'B',
      }),
    ).toBe('/organisation/B/warehouses/01W/edit');
  });

  it('leaves routes outside the organisation prefix where they are', () => {
    expect(
      organisationSwitchPath({ name: 'user.profile', params: {}, search: '?tab=1', organisationUlid: 'B' }),
    ).toBe('/user/profile?tab=1');
  });

  it('goes to the new dashboard from a page without a route name', () => {
    expect(
      organisationSwitchPath({ name: undefined, params: {}, search: '?x=1', organisationUlid: 'B' }),
    ).toBe('/organisation/B');
  });
});

describe('recordListPath', () => {
  it("leads from a record's screens to its list", () => {
    expect(recordListPath('products.show', 'B')).toBe('/organisation/B/products');
    expect(recordListPath('skus.edit', 'B')).toBe('/organisation/B/skus');
    expect(recordListPath('sales-channels.show', 'B')).toBe('/organisation/B/sales-channels');
    expect(recordListPath('warehouses.show', 'B')).toBe('/organisation/B/warehouses');
  });

  it('has nothing for screens that are not a record’s', () => {
    expect(recordListPath('products', 'B')).toBeUndefined();
    expect(recordListPath('dashboard', 'B')).toBeUndefined();
    expect(recordListPath('user.profile', 'B')).toBeUndefined();
    expect(recordListPath(undefined, 'B')).toBeUndefined();
  });
});
