import { describe, expect, it } from 'vitest';
import { href, webRoutes } from './routes.ts';

describe('href', () => {
  it('fills parameters and appends the query', () => {
    expect(
      href('transfers', { organisation: '01ABC' }, { draft: true, live: false, sort: 'shipping_date' }),
    ).toBe('/organisation/01ABC/transfers?draft=true&live=false&sort=shipping_date');
    expect(href('warehouses.show', { organisation: 'o', ulid: 'w1' })).toBe('/organisation/o/warehouses/w1');
  });

  it('leaves out empty query values and encodes parameters', () => {
    expect(href('reset-password', { token: 'a/b' }, { email: undefined })).toBe('/auth/reset-password/a%2Fb');
  });

  it('refuses to build a link with a missing parameter', () => {
    expect(() => href('products.show', { organisation: 'o' })).toThrow(/needs the parameter "id"/);
  });

  it('registers the spec routes with their layouts', () => {
    expect(webRoutes.shipments.layout).toBe('full');
    expect(webRoutes['purchase-orders'].layout).toBe('full');
    expect(webRoutes.login.layout).toBe('simple');
    expect(webRoutes['organisation.settings'].path).toBe('/organisation/:organisation/settings');
  });
});
