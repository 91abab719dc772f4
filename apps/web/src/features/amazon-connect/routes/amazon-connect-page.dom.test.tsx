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
    { id: 4, name: 'Japan', region_code: 'FE', country_code: 'JP' },
  ],
  marketplaces: [
    {
      id: 1,
      mws_id: 'A2EUQ1WTGCTBG2',
      country_code: 'CA',
      region_code: 'NA',
      name: 'Amazon.ca',
      countries: [],
    },
    {
      id: 2,
      mws_id: 'ATVPDKIKX0DER',
      country_code: 'US',
      region_code: 'NA',
      name: 'Amazon.com',
      countries: [],
    },
    {
      id: 3,
      mws_id: 'A1PA6795UKMFR9',
      country_code: 'DE',
      region_code: 'EU',
      name: 'Amazon.de',
      countries: [],
    },
    {
      id: 4,
      mws_id: 'A1VC38T7YXB528',
      country_code: 'JP',
      region_code: 'FE',
      name: 'Amazon.co.jp',
      countries: [],
    },
  ],
};
const CONSENT = 'https://sellercentral-europe.amazon.com/apps/authorize/consent?application_id=x&state=s';

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

describe('the Connect Amazon form', () => {
  it('offers the organisations the user manages, the regions with their countries, and what connecting grants', async () => {
    localStorage.setItem(STORAGE_KEY_ORGANISATION, BETA);
    fakeFetch({ 'GET /api/reference': () => jsonResponse(200, REFERENCE) });
    renderPage('/amazon/connect');

    const organisation = screen.getByRole('combobox', { name: 'Organisation' }) as HTMLSelectElement;
    expect([...organisation.options].map((option) => option.text)).toEqual(['Acme', 'Beta']);
    expect(organisation.value).toBe(BETA);
    await waitFor(() => expect(screen.getByText('Canada, United States')).toBeTruthy());
    expect(screen.getByRole('radio', { name: /North America/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Europe\s*Germany/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Far East\s*Japan/ })).toBeTruthy();
    const explanation = screen.getByTestId('amazon-connect-explanation').textContent ?? '';
    expect(explanation).toContain('It only reads');
    expect(explanation).toContain('Manage Your Apps');
  });

  it('asks the chosen organisation for the consent link and sends the browser there', async () => {
    localStorage.setItem(STORAGE_KEY_ORGANISATION, ACME);
    const requests = fakeFetch({
      'GET /api/reference': () => jsonResponse(200, REFERENCE),
      [`POST /api/organisations/${BETA}/amazon/connect`]: () =>
        jsonResponse(200, { data: { authorize_url: CONSENT } }),
    });
    const { user, opened } = renderPage('/amazon/connect');

    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The name field is required.')).toBeTruthy();
    expect(opened).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Organisation' }), 'Beta');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Amazon EU');
    await user.click(screen.getByRole('radio', { name: /Europe/ }));
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    await waitFor(() => expect(opened).toEqual([CONSENT]));
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({ name: 'Amazon EU', region: 'eu' });
  });

  it("says why the last connection failed, and shows the server's refusal on the form", async () => {
    fakeFetch({
      'GET /api/reference': () => jsonResponse(200, REFERENCE),
      [`POST /api/organisations/${ACME}/amazon/connect`]: () =>
        jsonResponse(422, {
          message: 'Connecting Amazon accounts is not configured on this server.',
          errors: { amazon: ['Connecting Amazon accounts is not configured on this server.'] },
          code: 'amazon_connect.not_configured',
        }),
    });
    const { user, opened } = renderPage(`/amazon/connect?error=expired_state&organisation=${ACME}`);
    expect(screen.getByTestId('amazon-connect-error').textContent).toBe(
      'The connection took too long. Please start it again and confirm on Amazon within 15 minutes.',
    );
    expect((screen.getByRole('combobox', { name: 'Organisation' }) as HTMLSelectElement).value).toBe(ACME);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Amazon US');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(
      'Connecting Amazon accounts is not configured on this server.',
    );
    expect(opened).toEqual([]);
  });

  it('connects an existing source again in its own organisation and region, under its name', async () => {
    const requests = fakeFetch({
      'GET /api/reference': () => jsonResponse(200, REFERENCE),
      [`GET /api/organisations/${BETA}/report-sources`]: () =>
        jsonResponse(200, {
          data: [{ id: 9, name: 'Amazon JP', type: 'amazon', region_code: 'FE', sales_channels: [] }],
        }),
      [`POST /api/organisations/${BETA}/amazon/connect`]: () =>
        jsonResponse(200, { data: { authorize_url: CONSENT } }),
    });
    const { user, opened } = renderPage(`/amazon/connect?organisation=${BETA}&report_source_id=9`);

    expect(await screen.findByRole('heading', { name: 'Connect Amazon JP again' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Organisation' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('Far East')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Amazon JP');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    await waitFor(() => expect(opened).toEqual([CONSENT]));
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({ name: 'Amazon JP', region: 'fe', report_source_id: 9 });
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
