import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { amazonEndpointsOf, consentUrlFor, SP_API_USER_AGENT } from './amazon-endpoints.ts';

const configured = {
  DATA_DIR: '/tmp/unused',
  APP_KEY: 'x'.repeat(32),
  AMAZON_APPLICATION_ID: 'amzn1.sellerapps.app.0000',
  AMAZON_CLIENT_ID: 'amzn1.application-oa2-client.0000',
  AMAZON_CLIENT_SECRET: 'secret',
};

describe('the Amazon endpoints from the configuration', () => {
  it("are Amazon's own hosts by default, and off without the app's id and credentials", () => {
    expect(amazonEndpointsOf(loadConfig({ ...configured, AMAZON_CLIENT_SECRET: '' }).amazon)).toBeNull();
    expect(
      amazonEndpointsOf(loadConfig({ ...configured, AMAZON_APPLICATION_ID: undefined }).amazon),
    ).toBeNull();
    const endpoints = amazonEndpointsOf(loadConfig(configured).amazon);
    expect(endpoints).toMatchObject({
      lwaTokenUrl: 'https://api.amazon.com/auth/o2/token',
      sellerCentralUrl: null,
      spApi: {
        na: 'https://sellingpartnerapi-na.amazon.com',
        eu: 'https://sellingpartnerapi-eu.amazon.com',
        fe: 'https://sellingpartnerapi-fe.amazon.com',
      },
      betaVersion: false,
    });
  });

  it("send the seller to the home site's Seller Central, with the app, the state and the callback", () => {
    const endpoints = amazonEndpointsOf(loadConfig(configured).amazon);
    if (!endpoints) throw new Error('configured');
    const url = new URL(
      consentUrlFor(endpoints, {
        sellerCentralHost: 'sellercentral.amazon.com.au',
        state: 'abc.def',
        redirectUri: 'https://app.test/api/amazon/callback',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://sellercentral.amazon.com.au/apps/authorize/consent');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      application_id: 'amzn1.sellerapps.app.0000',
      state: 'abc.def',
      redirect_uri: 'https://app.test/api/amazon/callback',
    });
    expect(
      consentUrlFor(endpoints, {
        sellerCentralHost: 'sellercentral.amazon.co.jp',
        state: 's',
        redirectUri: 'r',
      }),
    ).toMatch(/^https:\/\/sellercentral\.amazon\.co\.jp\/apps\/authorize\/consent\?/);
    expect(
      consentUrlFor(endpoints, {
        sellerCentralHost: 'sellercentral-europe.amazon.com',
        state: 's',
        redirectUri: 'r',
      }),
    ).toMatch(/^https:\/\/sellercentral-europe\.amazon\.com\/apps\/authorize\/consent\?/);
    // Only a Seller Central host goes into the link.
    for (const host of [
      'evil.example.com',
      'sellercentral.amazon.com.evil.test/x',
      'sellercentral.amazon.com@evil.test',
    ])
      expect(() =>
        consentUrlFor(endpoints, { sellerCentralHost: host, state: 's', redirectUri: 'r' }),
      ).toThrow(TypeError);
  });

  it('send every site to a stand-in, under the site, and add version=beta when configured so', () => {
    const endpoints = amazonEndpointsOf(
      loadConfig({
        ...configured,
        AMAZON_SELLER_CENTRAL_URL: 'http://127.0.0.1:9/',
        AMAZON_SP_API_ENDPOINT_NA: 'http://127.0.0.1:9/na/',
        AMAZON_APP_VERSION_BETA: 'true',
      }).amazon,
    );
    if (!endpoints) throw new Error('configured');
    expect(endpoints.spApi.na).toBe('http://127.0.0.1:9/na');
    const url = new URL(
      consentUrlFor(endpoints, {
        sellerCentralHost: 'sellercentral.amazon.in',
        state: 's',
        redirectUri: 'r',
      }),
    );
    expect(url.origin + url.pathname).toBe(
      'http://127.0.0.1:9/sellercentral.amazon.in/apps/authorize/consent',
    );
    expect(url.searchParams.get('version')).toBe('beta');
  });

  it('name the product in the user agent as Amazon asks', () => {
    expect(SP_API_USER_AGENT).toMatch(/^Stockroom\/\d+\.\d+\.\d+ \(Language=TypeScript; Platform=Node\)$/);
    expect(SP_API_USER_AGENT.length).toBeLessThanOrEqual(500);
  });
});
