// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts } from '../../../lib/notify.ts';
import { UserContext } from '../../../lib/use-user.ts';
import { type FakeRequest, fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { EMPTY_PAGE } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { page, REFERENCE, REQUEST, SOURCE } from './report-request-fixtures.ts';
import { ReportRequestsPage } from './report-requests-page.tsx';

const ORG = '01JREPORTREQUESTSORG';
const BASE = `/api/organisations/${ORG}`;

function renderPage({ role = 'member', query = '' }: { role?: 'member' | 'viewer'; query?: string } = {}) {
  return renderUi(
    <UserContext value={memberOf(ORG, role)}>
      <ReportRequestsPage />
    </UserContext>,
    { route: `/organisation/${ORG}/report-requests${query}`, path: '/organisation/:organisation/*' },
  );
}

/** The query of the last list request the screen sent. */
function lastListQuery(requests: readonly FakeRequest[]) {
  const asked = requests.filter((request) => request.url.pathname === `${BASE}/report-requests`).at(-1);
  return Object.fromEntries(asked?.url.searchParams ?? []);
}

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('the report requests list', () => {
  it('marks a request with warnings in its row, named for screen readers, and no other', async () => {
    const outside = {
      ...REQUEST,
      id: 33,
      warnings: [
        {
          code: 'marketplaces_outside_region' as const,
          message: "800 rows of this file are of a marketplace outside this source's region (EU).",
          sales_channels: ['Amazon.com'],
        },
      ],
    };
    fakeFetch({
      [`GET ${BASE}/report-requests`]: () => jsonResponse(200, page([outside, REQUEST])),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: [SOURCE] }),
    });
    renderPage();

    const [marked, plain] = await screen.findAllByTestId('report-request-row');
    const marker = within(marked as HTMLElement).getByTestId('report-request-warning-marker');
    expect(marker.textContent).toBe('Warning: Rows of marketplaces outside this source’s region');
    expect(marker.getAttribute('title')).toBe('Rows of marketplaces outside this source’s region');
    expect(within(plain as HTMLElement).queryByTestId('report-request-warning-marker')).toBeNull();
  });

  it('opens with the filters of its URL, shows each request’s rows and status, and narrows from there', async () => {
    const failed = { ...REQUEST, id: 32, status: 'FAILED' as const, error: 'Not an orders report.' };
    const requests = fakeFetch({
      [`GET ${BASE}/report-requests`]: () => jsonResponse(200, page([REQUEST, failed])),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: [SOURCE] }),
    });
    const { user, query } = renderPage({ query: '?problems=true&report_type=GET_LEDGER_DETAIL_VIEW_DATA' });

    const rows = await screen.findAllByTestId('report-request-row');
    expect(rows.map((row) => within(row).getByTestId('report-request-status').textContent)).toEqual([
      'Processed',
      'Failed',
    ]);
    expect(within(rows[0] as HTMLElement).getByTestId('report-request-rows').textContent).toBe(
      '1,240 / 1,234 / 6',
    );
    expect(rows[0]?.textContent).toContain('All orders (by order date)');
    expect(rows[0]?.textContent).toContain('orders.txt');
    expect(rows[0]?.textContent).toContain('13 s');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: '#31' })
        .getAttribute('href'),
    ).toBe(`/organisation/${ORG}/report-requests/31/status`);
    expect(lastListQuery(requests)).toMatchObject({
      problems: 'true',
      report_type: 'GET_LEDGER_DETAIL_VIEW_DATA',
      sortDesc: 'true',
    });
    expect(screen.getByRole('checkbox', { name: 'Problems only' })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Report type' })).toHaveProperty(
      'value',
      'GET_LEDGER_DETAIL_VIEW_DATA',
    );

    // The sources arrive on their own request.
    await screen.findByRole('option', { name: 'Acme EU' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Report source' }), 'Acme EU');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    await user.click(screen.getByRole('checkbox', { name: 'Problems only' }));
    await waitFor(() =>
      expect(query()).toEqual({
        report_type: 'GET_LEDGER_DETAIL_VIEW_DATA',
        report_source_id: '4',
        status: 'FAILED',
      }),
    );
    await waitFor(() =>
      expect(lastListQuery(requests)).toMatchObject({ report_source_id: '4', status: 'FAILED' }),
    );
    expect(lastListQuery(requests)).not.toHaveProperty('problems');
  }, 20_000);

  it('with none yet, explains itself; an upload posts its fields before the file, shows a refused file on its field, then opens the request', async () => {
    let attempts = 0;
    const requests = fakeFetch({
      [`GET ${BASE}/report-requests`]: () => jsonResponse(200, EMPTY_PAGE),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: [SOURCE] }),
      'GET /api/reference': () => jsonResponse(200, REFERENCE),
      [`POST ${BASE}/report-requests`]: () => {
        attempts += 1;
        if (attempts === 1)
          return jsonResponse(422, {
            message: 'The file is empty.',
            errors: { file: ['The file is empty.'] },
            code: 'report_requests.file_empty',
          });
        return jsonResponse(201, {
          data: { ...REQUEST, status: 'DONE', report_type: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA' },
        });
      },
    });
    const { user, location } = renderPage();

    const intro = await screen.findByRole('region', { name: 'No report requests yet.' });
    expect(intro.textContent).toContain('uploaded as downloaded from Seller Central');
    // The only source is a manual one: asking Amazon is not possible, and the screen says why.
    expect(within(intro).getByRole('button', { name: 'Request from Amazon' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(intro).getByTestId('request-report-hint').textContent).toContain(
      'No Amazon source is connected yet',
    );
    expect(within(intro).getByRole('link', { name: 'connect one' }).getAttribute('href')).toBe(
      `/organisation/${ORG}/report-sources/create`,
    );

    await user.click(within(intro).getByRole('button', { name: 'Upload a report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload report' });
    expect(within(dialog).getByText(/tab-separated, \.txt or gzipped \.gz/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Report source')).toHaveProperty('value', '4');
    expect(within(dialog).queryByLabelText('Marketplace')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Report type'), 'FBA inventory');
    await user.selectOptions(
      within(dialog).getByLabelText('Marketplace'),
      await within(dialog).findByRole('option', { name: 'Amazon.co.uk (GB)' }),
    );
    const file = new File(['sku\tafn-warehouse-quantity\n'], 'inventory.txt', { type: 'text/plain' });
    await user.upload(within(dialog).getByLabelText('Report file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const fileInput = within(dialog).getByLabelText('Report file');
    await waitFor(() => expect(fileInput.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('The file is empty.')).toBeTruthy();
    const sent = requests.find((request) => request.method === 'POST')?.body;
    expect(sent).toBeInstanceOf(FormData);
    const form = sent as FormData;
    expect([...form.keys()]).toEqual(['report_source_id', 'report_type', 'marketplace_id', 'file']);
    expect(form.get('report_type')).toBe('GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA');
    expect(form.get('marketplace_id')).toBe('A1F83G8C2ARO7P');
    expect((form.get('file') as File).name).toBe('inventory.txt');

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(location()).toBe(`/organisation/${ORG}/report-requests/31/status`));
  }, 20_000);

  it('asks Amazon for a report of a connected source, for whole local days, then opens the request', async () => {
    const amazon = { ...SOURCE, id: 5, name: 'Acme Amazon', type: 'amazon' as const, has_auth_token: true };
    const requests = fakeFetch({
      [`GET ${BASE}/report-requests`]: () => jsonResponse(200, page([REQUEST])),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: [SOURCE, amazon] }),
      [`POST ${BASE}/report-requests`]: () =>
        jsonResponse(201, { data: { ...REQUEST, id: 33, origin: 'requested', status: 'REQUESTED' } }),
    });
    const { user, location } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Request from Amazon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request from Amazon' });
    // Only the connected Amazon source is offered, and chosen as the only one.
    const source = within(dialog).getByLabelText('Amazon source');
    expect(
      within(source)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a source…', 'Acme Amazon']);
    expect(source).toHaveProperty('value', '5');
    await user.clear(within(dialog).getByLabelText('First day'));
    await user.type(within(dialog).getByLabelText('First day'), '2025-03-01');
    await user.clear(within(dialog).getByLabelText('Last day'));
    await user.type(within(dialog).getByLabelText('Last day'), '2025-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Request report' }));

    await waitFor(() => expect(location()).toBe(`/organisation/${ORG}/report-requests/33/status`));
    const sent = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(String(sent?.body))).toEqual({
      report_source_id: 5,
      report_type: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
      data_start_time: new Date(2025, 2, 1).toISOString(),
      data_end_time: new Date(2025, 2, 31, 23, 59, 59, 999).toISOString(),
    });
  }, 20_000);

  it('lets viewers read the list without the actions', async () => {
    fakeFetch({
      [`GET ${BASE}/report-requests`]: () => jsonResponse(200, page([REQUEST])),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: [SOURCE] }),
    });
    renderPage({ role: 'viewer' });
    await screen.findByTestId('report-request-row');
    expect(screen.queryByRole('button', { name: 'Upload report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request from Amazon' })).toBeNull();
  });
});
