import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSpApiSimulator } from './simulator.ts';
import { postForm, sellerClient } from './test-support.ts';
import type { SpApiSimulator } from './types.ts';

const CALLBACK = 'http://localhost:5173/api/amazon/callback?source=7';
const OTHER = 'http://127.0.0.1:8080/other';
let registered: SpApiSimulator;
let open: SpApiSimulator;

beforeAll(async () => {
  registered = await startSpApiSimulator({ redirectUris: [CALLBACK, OTHER] });
  open = await startSpApiSimulator();
});
afterAll(async () => {
  await registered.close();
  await open.close();
});

/** Submits the page's form as a browser would: its action, its hidden fields, the selected seller. */
async function submitConsentForm(
  simulator: SpApiSimulator,
  html: string,
  seller?: string,
): Promise<Response> {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form');
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[name as string] = (value as string).replace(/&#(\d+);/g, (_, code) =>
      String.fromCharCode(Number(code)),
    );
  }
  fields.selling_partner_id = seller ?? /<option value="([^"]+)" selected>/.exec(html)?.[1] ?? '';
  return fetch(new URL(action, simulator.url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

function consentUrl(
  simulator: SpApiSimulator,
  query: Record<string, string>,
  host = 'sellercentral.amazon.com',
): string {
  return `${simulator.consentPageOf(host)}?${new URLSearchParams(query)}`;
}

describe('website authorization consent page', () => {
  it('names the application and the sellers, with the first one pre-selected and a Confirm form', async () => {
    const response = await fetch(
      consentUrl(registered, { application_id: registered.applicationId, state: 's-1', version: 'beta' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(registered.applicationId);
    expect(html).toContain('<option value="A2NASIMSELLER1" selected>');
    expect(html).toContain('data-site="sellercentral.amazon.com"');
    expect(html).toContain('action="/sellercentral.amazon.com/apps/authorize/consent"');
    expect(html).toMatch(/<button type="submit">Confirm<\/button>/);
    // On the US site, only the North American seller signs in.
    expect(html).not.toContain('A2EUSIMSELLER1');
  });

  it('redirects the confirmed consent to the first registered URI with state, seller and code', async () => {
    const page = await fetch(
      consentUrl(
        registered,
        { application_id: registered.applicationId, state: 'a b&c' },
        'sellercentral.amazon.co.jp',
      ),
    );
    const response = await submitConsentForm(registered, await page.text(), 'A2FESIMSELLER1');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/api/amazon/callback');
    expect(location.searchParams.get('source')).toBe('7');
    expect(location.searchParams.get('state')).toBe('a b&c');
    expect(location.searchParams.get('selling_partner_id')).toBe('A2FESIMSELLER1');
    const code = location.searchParams.get('spapi_oauth_code') ?? '';
    const tokens = await postForm(registered.lwaTokenUrl, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      client_id: registered.clientId,
      client_secret: registered.clientSecret,
    });
    expect(tokens.status).toBe(200);
  });

  it('uses another registered redirect_uri when asked for it', async () => {
    const page = await fetch(
      consentUrl(registered, { application_id: registered.applicationId, state: 's', redirect_uri: OTHER }),
    );
    const response = await submitConsentForm(registered, await page.text());
    expect(response.headers.get('location')).toMatch(
      /^http:\/\/127\.0\.0\.1:8080\/other\?state=s&selling_partner_id=A2NASIMSELLER1&spapi_oauth_code=/,
    );
  });

  it('shows an error page for an unknown application, a missing state or an unregistered redirect_uri', async () => {
    const unknownApp = await fetch(
      consentUrl(registered, { application_id: 'amzn1.sellerapps.app.other', state: 's' }),
    );
    expect(unknownApp.status).toBe(400);
    expect(await unknownApp.text()).toContain('does not belong to a registered application');
    const noState = await fetch(consentUrl(registered, { application_id: registered.applicationId }));
    expect(noState.status).toBe(400);
    const unregistered = await fetch(
      consentUrl(registered, {
        application_id: registered.applicationId,
        state: 's',
        redirect_uri: 'http://127.0.0.1:1/evil',
      }),
    );
    expect(unregistered.status).toBe(400);
    expect(await unregistered.text()).toContain('is not registered');
  });

  it('without registered URIs, accepts loopback redirect URIs only', async () => {
    const loopback = await fetch(
      consentUrl(open, {
        application_id: open.applicationId,
        state: 's',
        redirect_uri: 'http://localhost:4000/cb',
      }),
    );
    expect(loopback.status).toBe(200);
    const remote = await fetch(
      consentUrl(open, {
        application_id: open.applicationId,
        state: 's',
        redirect_uri: 'https://example.com/cb',
      }),
    );
    expect(remote.status).toBe(400);
    const missing = await fetch(consentUrl(open, { application_id: open.applicationId, state: 's' }));
    expect(missing.status).toBe(400);
  });

  it('refuses a confirmation for a seller that does not exist', async () => {
    const page = await fetch(
      consentUrl(registered, { application_id: registered.applicationId, state: 's' }),
    );
    const response = await submitConsentForm(registered, await page.text(), 'A0NOBODY');
    expect(response.status).toBe(400);
  });

  it('serves every Seller Central site, records the site of each consent, and authorizes its region', async () => {
    const sites = await startSpApiSimulator({
      redirectUris: [CALLBACK],
      sellers: [
        {
          sellingPartnerId: 'A2AUSELLER01',
          region: 'fe',
          marketplaceIds: ['A39IBJ37TRP1C6'],
          name: 'AU seller',
        },
        {
          sellingPartnerId: 'A2INSELLER01',
          region: 'eu',
          marketplaceIds: ['A21TJRUUN4KGV'],
          name: 'IN seller',
        },
        {
          sellingPartnerId: 'A2BRSELLER01',
          region: 'na',
          marketplaceIds: ['A2Q3Y263D00KWC'],
          name: 'BR seller',
        },
      ],
    });
    try {
      const cases = [
        ['sellercentral.amazon.com.au', 'A2AUSELLER01', 'fe'],
        ['sellercentral.amazon.in', 'A2INSELLER01', 'eu'],
        ['sellercentral.amazon.com.br', 'A2BRSELLER01', 'na'],
        // One consent covers the region: any site of it will do, the European one as well as India's.
        ['sellercentral-europe.amazon.com', 'A2INSELLER01', 'eu'],
      ] as const;
      for (const [host, seller, region] of cases) {
        const page = await fetch(
          consentUrl(sites, { application_id: sites.applicationId, state: host }, host),
        );
        expect(page.status, host).toBe(200);
        const html = await page.text();
        expect(html).toContain(`data-site="${host}"`);
        expect(html).toContain(`<option value="${seller}" selected>`);
        const confirmed = await submitConsentForm(sites, html);
        expect(confirmed.status, host).toBe(302);
        const code = new URL(confirmed.headers.get('location') ?? '').searchParams.get('spapi_oauth_code');
        const tokens = await postForm(sites.lwaTokenUrl, {
          grant_type: 'authorization_code',
          code: code ?? '',
          redirect_uri: CALLBACK,
          client_id: sites.clientId,
          client_secret: sites.clientSecret,
        });
        const { access_token } = (await tokens.json()) as { access_token: string };
        // The authorization is the site's region's: its SP-API answers, another region's refuses.
        const participations = (r: string) =>
          fetch(`${sites.endpoint(r as 'na')}/sellers/v1/marketplaceParticipations`, {
            headers: { 'x-amz-access-token': access_token },
          });
        expect((await participations(region)).status, host).toBe(200);
        expect((await participations(region === 'fe' ? 'na' : 'fe')).status, host).toBe(403);
      }
      expect(sites.control.consents()).toEqual(
        cases.map(([host, sellingPartnerId, region]) => ({ host, region, sellingPartnerId, state: host })),
      );
      expect(
        sites.control
          .calls()
          .filter((call) => call.operation === 'authorizeConsent' && call.method === 'POST')
          .map((call) => call.path),
      ).toEqual(cases.map(([host]) => `/${host}/apps/authorize/consent`));
    } finally {
      await sites.close();
    }
  });

  it('has an Australian seller by default, on its own site, selling its own English catalogue in Australia', async () => {
    const page = await fetch(
      consentUrl(
        registered,
        { application_id: registered.applicationId, state: 'au' },
        'sellercentral.amazon.com.au',
      ),
    );
    const confirmed = await submitConsentForm(registered, await page.text(), 'A2AUSIMSELLER1');
    expect(confirmed.status).toBe(302);
    expect(registered.control.consents().at(-1)).toEqual({
      host: 'sellercentral.amazon.com.au',
      region: 'fe',
      sellingPartnerId: 'A2AUSIMSELLER1',
      state: 'au',
    });
    const titles = registered.control.catalogue('A2AUSIMSELLER1').map((item) => item.title);
    expect(titles).toContain('Stainless Steel Drink Bottle 750 mL – Leak-Proof, Black');
    expect(titles.join(' ')).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const api = await sellerClient(registered, 'A2AUSIMSELLER1');
    const participations = await api('GET', '/sellers/v1/marketplaceParticipations');
    expect(
      participations.json.payload.map((entry: { marketplace: { id: string } }) => entry.marketplace.id),
    ).toEqual(['A39IBJ37TRP1C6']);
    const { json } = await api('GET', '/orders/2026-01-01/orders', {
      query: {
        createdAfter: new Date(Date.now() - 7 * 86_400_000).toISOString(),
        includedData: 'PROCEEDS,RECIPIENT',
      },
    });
    const orders = json.orders as {
      orderId: string;
      proceeds?: { grandTotal: { currencyCode: string } };
      recipient?: { deliveryAddress: { countryCode: string; stateOrRegion: string } };
    }[];
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      expect(order.orderId).toMatch(/^502-\d{7}-\d{7}$/);
      expect(order.proceeds?.grandTotal.currencyCode).toBe('AUD');
      expect(order.recipient?.deliveryAddress.countryCode).toBe('AU');
      expect(['NSW', 'VIC', 'QLD', 'WA', 'SA']).toContain(order.recipient?.deliveryAddress.stateOrRegion);
    }
  });

  it('refuses a seller account of another region on a site, and a host that is no Seller Central site', async () => {
    const page = await fetch(
      consentUrl(
        registered,
        { application_id: registered.applicationId, state: 's' },
        'sellercentral.amazon.com.au',
      ),
    );
    const html = await page.text();
    expect(html).toContain('<option value="A2FESIMSELLER1" selected>');
    expect(html).not.toContain('A2NASIMSELLER1');
    const before = registered.control.consents().length;
    const refused = await submitConsentForm(registered, html, 'A2NASIMSELLER1');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('is not registered on sellercentral.amazon.com.au');
    expect(registered.control.consents()).toHaveLength(before);

    for (const path of ['/apps/authorize/consent', '/www.example.com/apps/authorize/consent']) {
      const unknown = await fetch(
        `${registered.sellerCentralUrl}${path}?${new URLSearchParams({ application_id: registered.applicationId, state: 's' })}`,
      );
      expect(unknown.status, path).toBe(400);
      expect(await unknown.text()).toContain('is not a Seller Central site');
    }
  });
});
