import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import {
  callback,
  confirmOnAmazon,
  connectedSourceId,
  startConnect,
  useSimulatedAmazon,
} from './amazon-connect-flow.testing.ts';

/**
 * Consent by home site (issue 30): the seller picks their home site, is sent to that site's Seller
 * Central (here the simulator, which stands in for every site under its host), and the source
 * records the site. Sellers of the simulator that sell in Australia, India and Brazil.
 */
const AU_SELLER = 'A2AUSIMSELLER1';
const IN_SELLER = 'A2INSIMSELLER1';
const BR_SELLER = 'A2BRSIMSELLER1';
const amazon = useSimulatedAmazon({
  simulator: {
    sellers: [
      { sellingPartnerId: AU_SELLER, region: 'fe', marketplaceIds: ['A39IBJ37TRP1C6'], name: 'AU seller' },
      { sellingPartnerId: IN_SELLER, region: 'eu', marketplaceIds: ['A21TJRUUN4KGV'], name: 'IN seller' },
      { sellingPartnerId: BR_SELLER, region: 'na', marketplaceIds: ['A2Q3Y263D00KWC'], name: 'BR seller' },
    ],
  },
});
const { server } = amazon;

const connectUrl = (ulid: string) => `/api/organisations/${ulid}/amazon/connect`;
const sourceOf = async (client: TestClient, ulid: string, id: number) =>
  (await client.get(`/api/organisations/${ulid}/report-sources/${id}`)).body.data;

describe('Connect Amazon on the seller’s home site', () => {
  it("sends the seller to the home site's Seller Central, for every site the reference data lists", async () => {
    const { client, organisation } = await signUp(server);
    const expected: Record<string, string> = {
      AU: 'sellercentral.amazon.com.au',
      JP: 'sellercentral.amazon.co.jp',
      SG: 'sellercentral.amazon.sg',
      IN: 'sellercentral.amazon.in',
      BR: 'sellercentral.amazon.com.br',
      MX: 'sellercentral.amazon.com.mx',
      CA: 'sellercentral.amazon.ca',
      US: 'sellercentral.amazon.com',
      AE: 'sellercentral.amazon.ae',
      SA: 'sellercentral.amazon.sa',
      EG: 'sellercentral.amazon.eg',
      TR: 'sellercentral.amazon.com.tr',
      ZA: 'sellercentral.amazon.co.za',
      BE: 'sellercentral.amazon.com.be',
      DE: 'sellercentral-europe.amazon.com',
      GB: 'sellercentral-europe.amazon.com',
    };
    for (const [site, host] of Object.entries(expected)) {
      const authorize = await startConnect(client, organisation.ulid, { name: 'Amazon', home_site: site });
      expect(`${authorize.origin}${authorize.pathname}`, site).toBe(amazon.simulator.consentPageOf(host));
    }
    // Every marketplace of the reference data is a site, each with its host; the links agree with it.
    const reference = (await client.get('/api/reference')).body;
    expect(reference.marketplaces).toHaveLength(23);
    for (const marketplace of reference.marketplaces as {
      country_code: string;
      seller_central_host: string;
    }[]) {
      expect(marketplace.seller_central_host, marketplace.country_code).toMatch(
        /^sellercentral(-europe)?\.amazon(\.[a-z]{2,3})+$/,
      );
      if (expected[marketplace.country_code])
        expect(marketplace.seller_central_host).toBe(expected[marketplace.country_code]);
      const authorize = await startConnect(client, organisation.ulid, {
        name: 'Amazon',
        home_site: marketplace.country_code,
      });
      expect(authorize.pathname).toBe(`/${marketplace.seller_central_host}/apps/authorize/consent`);
    }
    // The code is read in any case.
    const lower = await startConnect(client, organisation.ulid, { name: 'Amazon', home_site: 'au' });
    expect(lower.pathname).toBe('/sellercentral.amazon.com.au/apps/authorize/consent');
  });

  it('refuses an unknown home site, per field', async () => {
    const { client, organisation } = await signUp(server);
    const message = 'The selected home site is invalid.';
    for (const home_site of ['XX', 'UK', 'Australia', '', 12, null]) {
      const refused = await client.post(connectUrl(organisation.ulid), { name: 'Amazon', home_site });
      expect(refused.status, String(home_site)).toBe(422);
      expect(refused.body.errors, String(home_site)).toEqual({ home_site: [message] });
      expect(refused.body.message).toBe(message);
    }
    const missing = await client.post(connectUrl(organisation.ulid), { name: 'Amazon' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['home_site']);
    expect(amazon.simulator.control.consents()).toEqual([]);
  });

  it('connects an Australian, an Indian and a Brazilian seller through their own sites, each source with its home site and region', async () => {
    const { client, organisation } = await signUp(server);
    const cases = [
      {
        site: 'AU',
        seller: AU_SELLER,
        host: 'sellercentral.amazon.com.au',
        region: 'FE',
        storefront: 'Amazon.com.au',
      },
      {
        site: 'IN',
        seller: IN_SELLER,
        host: 'sellercentral.amazon.in',
        region: 'EU',
        storefront: 'Amazon.in',
      },
      {
        site: 'BR',
        seller: BR_SELLER,
        host: 'sellercentral.amazon.com.br',
        region: 'NA',
        storefront: 'Amazon.com.br',
      },
    ];
    for (const { site, seller, host, region, storefront } of cases) {
      const authorize = await startConnect(client, organisation.ulid, {
        name: `Amazon ${site}`,
        home_site: site,
      });
      const id = connectedSourceId(
        await callback(client, await confirmOnAmazon(authorize, seller)),
        organisation.ulid,
      );
      const source = await sourceOf(client, organisation.ulid, id);
      expect(source).toMatchObject({
        name: `Amazon ${site}`,
        type: 'amazon',
        region_code: region,
        home_site: site,
        seller_partner_id: seller,
        has_auth_token: true,
      });
      expect(source.sales_channels.map((channel: { name: string }) => channel.name)).toEqual([storefront]);
      expect(amazon.simulator.control.consents().at(-1)).toMatchObject({ host, sellingPartnerId: seller });
    }
  });

  it('connects a source again from another site of its region, and records the new home site', async () => {
    const { client, organisation } = await signUp(server);
    const id = connectedSourceId(
      await callback(
        client,
        await confirmOnAmazon(
          await startConnect(client, organisation.ulid, { name: 'Amazon FE', home_site: 'AU' }),
          AU_SELLER,
        ),
      ),
      organisation.ulid,
    );
    // Japan is a site of the same region: one authorization covers both.
    const again = await startConnect(client, organisation.ulid, {
      name: 'Amazon FE',
      home_site: 'JP',
      report_source_id: id,
    });
    expect(again.pathname).toBe('/sellercentral.amazon.co.jp/apps/authorize/consent');
    expect(
      connectedSourceId(await callback(client, await confirmOnAmazon(again, AU_SELLER)), organisation.ulid),
    ).toBe(id);
    expect(await sourceOf(client, organisation.ulid, id)).toMatchObject({
      home_site: 'JP',
      region_code: 'FE',
    });
    expect(amazon.simulator.control.consents().at(-1)).toMatchObject({
      host: 'sellercentral.amazon.co.jp',
      region: 'fe',
    });

    // India is in Europe's region: not this source's.
    const refused = await client.post(connectUrl(organisation.ulid), {
      name: 'Amazon FE',
      home_site: 'IN',
      report_source_id: id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      home_site: ['This source is connected in Far East: choose a home site of that region.'],
    });
  });

  it('gives sources made by hand no home site', async () => {
    const { client, organisation } = await signUp(server);
    const made = await client.post(`/api/organisations/${organisation.ulid}/report-sources`, {
      name: 'Amazon by hand',
      type: 'amazon',
      region_code: 'EU',
      home_site: 'DE',
    });
    expect(made.status).toBe(201);
    expect(made.body.data.home_site).toBeNull();
  });
});
