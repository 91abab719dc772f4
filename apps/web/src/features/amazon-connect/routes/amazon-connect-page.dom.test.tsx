// @vitest-environment jsdom
import { STORAGE_KEY_ORGANISATION, type User } from '@backoffice/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts } from '../../../lib/notify.ts';
import { UserContext } from '../../../lib/use-user.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { renderUi } from '../../../testing/render.tsx';
import { AmazonConnectPage } from './amazon-connect-page.tsx';

const ACME = '01JACMEORGANISATION0000000';
const BETA = '01JBETAORGANISATION0000000';
const VIEWED = '01JVIEWERORGANISATION00000';
const USER = {
  id: 1,
  name: 'Ann',
  email: 'ann@example.com',
  organisations: [
    { id: 1, ulid: ACME, name: 'Acme', role: 'owner' },
    { id: 2, ulid: BETA, name: 'Beta', role: 'admin' },
    { id: 3, ulid: VIEWED, name: 'Viewed', role: 'viewer' },
  ],
} as unknown as User;
const REFERENCE = {
  countries: [
    { id: 1, name: 'United States', region_code: 'NA', country_code: 'US' },
    { id: 2, name: 'Canada', region_code: 'NA', country_code: 'CA' },
    { id: 3, name: 'Germany', region_code: 'EU', country_code: 'DE' },
    { id: 4, name: 'United Kingdom', region_code: 'EU', country_code: 'GB' },
    { id: 5, name: 'India', region_code: 'EU', country_code: 'IN' },
    { id: 6, name: 'Australia', region_code: 'FE', country_code: 'AU' },
    { id: 7, name: 'Japan', region_code: 'FE', country_code: 'JP' },
  ],
  marketplaces: [
    {
      id: 1,
      mws_id: 'A2EUQ1WTGCTBG2',
      country_code: 'CA',
      region_code: 'NA',
      name: 'Amazon.ca',
      domain_name: 'amazon.ca',
      seller_central_host: 'sellercentral.amazon.ca',
      countries: [],
    },
    {
      id: 2,
      mws_id: 'ATVPDKIKX0DER',
      country_code: 'US',
      region_code: 'NA',
      name: 'Amazon.com',
      domain_name: 'amazon.com',
      seller_central_host: 'sellercentral.amazon.com',
      countries: [],
    },
    {
      id: 3,
      mws_id: 'A1PA6795UKMFR9',
      country_code: 'DE',
      region_code: 'EU',
      name: 'Amazon.de',
      domain_name: 'amazon.de',
      seller_central_host: 'sellercentral-europe.amazon.com',
      countries: [],
    },
    {
      id: 4,
      mws_id: 'A1F83G8C2ARO7P',
      country_code: 'GB',
      region_code: 'EU',
      name: 'Amazon.co.uk',
      domain_name: 'amazon.co.uk',
      seller_central_host: 'sellercentral-europe.amazon.com',
      countries: [],
    },
    {
      id: 5,
      mws_id: 'A21TJRUUN4KGV',
      country_code: 'IN',
      region_code: 'EU',
      name: 'Amazon.in',
      domain_name: 'amazon.in',
      seller_central_host: 'sellercentral.amazon.in',
      countries: [],
    },
    {
      id: 6,
      mws_id: 'A39IBJ37TRP1C6',
      country_code: 'AU',
      region_code: 'FE',
      name: 'Amazon.com.au',
      domain_name: 'amazon.com.au',
      seller_central_host: 'sellercentral.amazon.com.au',
      countries: [],
    },
    {
      id: 7,
      mws_id: 'A1VC38T7YXB528',
      country_code: 'JP',
      region_code: 'FE',
      name: 'Amazon.co.jp',
      domain_name: 'amazon.co.jp',
      seller_central_host: 'sellercentral.amazon.co.jp',
      countries: [],
    },
  ],
};
const CONSENT = 'https://sellercentral.amazon.com.au/apps/authorize/consent?application_id=x&state=s';

function renderPage(route: string) {
  const opened: string[] = [];
  const rendered = renderUi(
    <UserContext value={USER}>
      <AmazonConnectPage openAmazon={(url) => opened.push(url)} />
    </UserContext>,
    { route },
  );
  return { ...rendered, opened };
}

afterEach(() => {
  localStorage.clear();
  for (const toast of getToasts()) dismissToast(toast.id);
});

/** The home site picker's groups and options, as the seller reads them. */
function sitesOffered(select: HTMLSelectElement) {
  return [...select.querySelectorAll('optgroup')].map((group) => [
    group.label,
    [...group.querySelectorAll('option')].map((option) => option.text),
  ]);
}

describe('the Connect Amazon form', () => {
  it('offers the organisations the user manages, every home site by region, and what connecting grants', async () => {
    localStorage.setItem(STORAGE_KEY_ORGANISATION, BETA);
    fakeFetch({ 'GET /api/reference': () => jsonResponse(200, REFERENCE) });
    const { user } = renderPage('/amazon/connect');

    const site = (await screen.findByRole('combobox', { name: 'Home site' })) as HTMLSelectElement;
    const organisation = screen.getByRole('combobox', { name: 'Organisation' }) as HTMLSelectElement;
    expect([...organisation.options].map((option) => option.text)).toEqual(['Acme', 'Beta']);
    expect(organisation.value).toBe(BETA);
    expect(sitesOffered(site)).toEqual([
      ['North America', ['Canada (amazon.ca)', 'United States (amazon.com)']],
      ['Europe', ['Germany (amazon.de)', 'India (amazon.in)', 'United Kingdom (amazon.co.uk)']],
      ['Far East', ['Australia (amazon.com.au)', 'Japan (amazon.co.jp)']],
    ]);
    // Nothing is chosen for the seller; no separate region to pick.
    expect(site.value).toBe('');
    expect(screen.queryByRole('radio')).toBeNull();

    // The seller sees where they will sign in, and what the authorization covers.
    await user.selectOptions(site, 'Australia (amazon.com.au)');
    expect(screen.getByTestId('amazon-connect-site-hint').textContent).toBe(
      'You sign in at sellercentral.amazon.com.au. The authorization covers every marketplace of Far East you sell in: Australia, Japan.',
    );
    await user.selectOptions(site, 'India (amazon.in)');
    expect(screen.getByTestId('amazon-connect-site-hint').textContent).toContain(
      'sellercentral.amazon.in. The authorization covers every marketplace of Europe you sell in: Germany, India, United Kingdom.',
    );
    const explanation = screen.getByTestId('amazon-connect-explanation').textContent ?? '';
    expect(explanation).toContain('It only reads');
    expect(explanation).toContain('Manage Your Apps');
  });

  it('asks the chosen organisation for the consent link of the home site and sends the browser there', async () => {
    localStorage.setItem(STORAGE_KEY_ORGANISATION, ACME);
    const requests = fakeFetch({
      'GET /api/reference': () => jsonResponse(200, REFERENCE),
      [`POST /api/organisations/${BETA}/amazon/connect`]: () =>
        jsonResponse(200, { data: { authorize_url: CONSENT } }),
    });
    const { user, opened } = renderPage('/amazon/connect');

    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The name field is required.')).toBeTruthy();
    expect(screen.getByText('Choose the Amazon site where you sign in to Seller Central.')).toBeTruthy();
    expect(opened).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Organisation' }), 'Beta');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Amazon AU');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Home site' }),
      'Australia (amazon.com.au)',
    );
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    await waitFor(() => expect(opened).toEqual([CONSENT]));
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({ name: 'Amazon AU', home_site: 'AU' });
  });

  it("says why the last connection failed, and shows the server's refusals on the form", async () => {
    const replies = [
      jsonResponse(422, {
        message: 'The selected home site is invalid.',
        errors: { home_site: ['The selected home site is invalid.'] },
        code: 'amazon_connect.invalid_home_site',
      }),
      jsonResponse(422, {
        message: 'Connecting Amazon accounts is not configured on this server.',
        errors: { amazon: ['Connecting Amazon accounts is not configured on this server.'] },
        code: 'amazon_connect.not_configured',
      }),
    ];
    fakeFetch({
      'GET /api/reference': () => jsonResponse(200, REFERENCE),
      [`POST /api/organisations/${ACME}/amazon/connect`]: () => replies.shift() ?? jsonResponse(500, {}),
    });
    const { user, opened } = renderPage(`/amazon/connect?error=expired_state&organisation=${ACME}`);
    expect(screen.getByTestId('amazon-connect-error').textContent).toBe(
      'The connection took too long. Please start it again and confirm on Amazon within 15 minutes.',
    );
    expect(((await screen.findByRole('combobox', { name: 'Organisation' })) as HTMLSelectElement).value).toBe(
      ACME,
    );

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Amazon US');
    const site = screen.getByRole('combobox', { name: 'Home site' });
    await user.selectOptions(site, 'United States (amazon.com)');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The selected home site is invalid.')).toBeTruthy();
    expect(site.className).toContain('is-invalid');

    await user.click(screen.getByRole('button', { name: 'Connect' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(
      'Connecting Amazon accounts is not configured on this server.',
    );
    expect(opened).toEqual([]);
  });

  it("connects an existing source again in its own organisation, from its region's sites, its home site chosen", async () => {
    const requests = fakeFetch({
      'GET /api/reference': () => jsonResponse(200, REFERENCE),
      [`GET /api/organisations/${BETA}/report-sources`]: () =>
        jsonResponse(200, {
          data: [
            {
              id: 9,
              name: 'Amazon AU',
              type: 'amazon',
              region_code: 'FE',
              home_site: 'AU',
              sales_channels: [],
            },
          ],
        }),
      [`POST /api/organisations/${BETA}/amazon/connect`]: () =>
        jsonResponse(200, { data: { authorize_url: CONSENT } }),
    });
    const { user, opened } = renderPage(`/amazon/connect?organisation=${BETA}&report_source_id=9`);

    expect(await screen.findByRole('heading', { name: 'Connect Amazon AU again' })).toBeTruthy();
    const site = (await screen.findByRole('combobox', { name: 'Home site' })) as HTMLSelectElement;
    expect(screen.queryByRole('combobox', { name: 'Organisation' })).toBeNull();
    expect(screen.getByText('Far East')).toBeTruthy();
    expect(sitesOffered(site)).toEqual([['Far East', ['Australia (amazon.com.au)', 'Japan (amazon.co.jp)']]]);
    expect(site.value).toBe('AU');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Amazon AU');
    await user.selectOptions(site, 'Japan (amazon.co.jp)');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    await waitFor(() => expect(opened).toEqual([CONSENT]));
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({
      name: 'Amazon AU',
      home_site: 'JP',
      report_source_id: 9,
    });
  });

  it('tells a user who manages no organisation that only admins and owners connect accounts', () => {
    fakeFetch({ 'GET /api/reference': () => jsonResponse(200, REFERENCE) });
    renderUi(
      <UserContext value={{ ...USER, organisations: [USER.organisations[2]] } as User}>
        <AmazonConnectPage openAmazon={() => undefined} />
      </UserContext>,
      { route: '/amazon/connect' },
    );
    expect(
      screen.getByText('Only admins and owners of the organisation can connect Amazon accounts.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
  });
});
