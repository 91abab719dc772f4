// @vitest-environment jsdom
import { ERROR_CODES } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { countsQueryOptions } from '../../../lib/api/get-counts.ts';
import { dismissToast, getToasts } from '../../../lib/notify.ts';
import { UserContext } from '../../../lib/use-user.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { COUNTS, EMPTY_PAGE, requestCount } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { SkusPage } from './skus-page.tsx';

const ORG = '01JSKUPAGEORG';
const BASE = `/api/organisations/${ORG}`;
const IMPORT = {
  id: 4,
  resource: 'skus',
  status: 'done',
  total: 2,
  processed: 2,
  created: 2,
  updated: 0,
  errors: null,
  message: null,
  created_at: '2025-01-01T00:00:00.000Z',
  finished_at: '2025-01-01T00:00:01.000Z',
};
const USER = memberOf(ORG, 'admin');

/** The sidebar, reduced to its counts query, beside the screen. */
function SidebarCounts() {
  useQuery(countsQueryOptions(ORG));
  return null;
}

function renderSkusPage() {
  return renderUi(
    <UserContext value={USER}>
      <SidebarCounts />
      <SkusPage />
    </UserContext>,
    { route: `/organisation/${ORG}/skus`, path: '/organisation/:organisation/*' },
  );
}

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('SKUs page', () => {
  it('shows the error state when the SKUs could not be loaded, and loads them again on "Try again"', async () => {
    let fail = true;
    const requests = fakeFetch({
      [`GET ${BASE}/counts`]: () => jsonResponse(200, COUNTS),
      [`GET ${BASE}/skus`]: () =>
        fail
          ? jsonResponse(500, { message: 'Server Error', code: ERROR_CODES.serverError })
          : jsonResponse(200, EMPTY_PAGE),
    });
    const { user } = renderSkusPage();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The SKUs could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'No SKUs yet.' })).toBeTruthy();
    expect(requestCount(requests, 'GET', `${BASE}/skus`)).toBe(2);
  });

  it('with no SKU at all, says what SKUs are and offers to import or add the first', async () => {
    fakeFetch({
      [`GET ${BASE}/counts`]: () => jsonResponse(200, COUNTS),
      [`GET ${BASE}/skus`]: () => jsonResponse(200, EMPTY_PAGE),
    });
    const { user } = renderSkusPage();

    const intro = await screen.findByRole('region', { name: 'No SKUs yet.' });
    expect(intro.textContent).toContain('SKUs are the listings you sell');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(intro).getByRole('button', { name: 'Import SKUs from CSV' }));
    expect(screen.getByRole('dialog', { name: 'Import SKUs' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(within(intro).getByRole('button', { name: 'Add your first SKU' }));
    expect(screen.getByRole('dialog', { name: 'New SKU' })).toBeTruthy();
  });

  it('a search that finds nothing says so, not "none yet", and "Clear filters" brings the list back', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/counts`]: () => jsonResponse(200, COUNTS),
      [`GET ${BASE}/skus`]: () => jsonResponse(200, EMPTY_PAGE),
    });
    const { user, location } = renderUi(
      <UserContext value={USER}>
        <SkusPage />
      </UserContext>,
      { route: `/organisation/${ORG}/skus?search=zzz`, path: '/organisation/:organisation/*' },
    );

    const empty = await screen.findByTestId('empty-table');
    expect(empty.textContent).toContain('No SKU matches.');
    expect(screen.queryByRole('region', { name: 'No SKUs yet.' })).toBeNull();
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe(`/organisation/${ORG}/skus`);
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.url.pathname.endsWith('/skus') && !request.url.search.includes('search'),
        ),
      ).toBe(true),
    );
  });

  it('shows the COGS filter a link brought (Problem Orders’ “Set their COGS”) and clears it', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/counts`]: () => jsonResponse(200, COUNTS),
      [`GET ${BASE}/skus`]: () => jsonResponse(200, EMPTY_PAGE),
    });
    const { user, location } = renderUi(
      <UserContext value={USER}>
        <SkusPage />
      </UserContext>,
      { route: `/organisation/${ORG}/skus?has_cogs=false`, path: '/organisation/:organisation/*' },
    );

    await user.click(await screen.findByRole('button', { name: /Without COGS/ }));
    expect(location()).toBe(`/organisation/${ORG}/skus`);
    const skuRequests = requests.filter((request) => request.url.pathname.endsWith('/skus'));
    expect(skuRequests[0]?.url.searchParams.get('has_cogs')).toBe('false');
    await waitFor(() =>
      expect(
        requests.filter((request) => request.url.pathname.endsWith('/skus')).at(-1)?.url.search,
      ).not.toContain('has_cogs'),
    );
  });

  it('a SKU import refreshes the sidebar counts', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/counts`]: () => jsonResponse(200, COUNTS),
      [`GET ${BASE}/skus`]: () => jsonResponse(200, EMPTY_PAGE),
      [`POST ${BASE}/skus/import`]: () => jsonResponse(202, { data: { ...IMPORT, status: 'queued' } }),
      [`GET ${BASE}/imports/4`]: () => jsonResponse(200, { data: IMPORT }),
    });
    const { user } = renderSkusPage();
    await waitFor(() => expect(requestCount(requests, 'GET', `${BASE}/counts`)).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import SKUs' });
    await user.upload(within(dialog).getByLabelText('CSV file'), new File(['sku_id\nMUG-1\n'], 'skus.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByTestId('import-result')).toBeTruthy();
    expect(requestCount(requests, 'GET', `${BASE}/counts`)).toBe(2);
  });

  it('"New SKU" creates the SKU from the page, refreshes the counts and opens the new SKU', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/counts`]: () => jsonResponse(200, COUNTS),
      [`GET ${BASE}/skus`]: () => jsonResponse(200, EMPTY_PAGE),
      [`POST ${BASE}/skus`]: () => jsonResponse(201, { data: { id: 5, sku_id: 'MUG-1' } }),
    });
    const { user, location } = renderSkusPage();

    await user.click(screen.getByRole('button', { name: 'New SKU' }));
    const dialog = screen.getByRole('dialog', { name: 'New SKU' });
    await user.type(within(dialog).getByLabelText('SKU id'), 'MUG-1');
    await user.click(within(dialog).getByRole('button', { name: 'Create SKU' }));

    await waitFor(() => expect(location()).toBe(`/organisation/${ORG}/skus/5`));
    const created = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(String(created?.body))).toEqual({ sku_id: 'MUG-1', name: null, product_id: null });
    expect(requestCount(requests, 'GET', `${BASE}/counts`)).toBe(2);
    expect(getToasts().map((toast) => toast.body[0])).toContain('SKU MUG-1 was created.');
  });

  it('a refused product lands on the dialog’s Product field and the dialog stays open', async () => {
    fakeFetch({
      [`GET ${BASE}/counts`]: () => jsonResponse(200, COUNTS),
      [`GET ${BASE}/skus`]: () => jsonResponse(200, EMPTY_PAGE),
      [`POST ${BASE}/skus`]: () =>
        jsonResponse(422, {
          message: 'The selected product id is invalid.',
          errors: { product_id: ['The selected product id is invalid.'] },
          code: ERROR_CODES.validationFailed,
        }),
    });
    const { user } = renderSkusPage();

    await user.click(screen.getByRole('button', { name: 'New SKU' }));
    const dialog = screen.getByRole('dialog', { name: 'New SKU' });
    await user.type(within(dialog).getByLabelText('SKU id'), 'MUG-1');
    await user.click(within(dialog).getByRole('button', { name: 'Create SKU' }));

    expect(await within(dialog).findByText('The selected product id is invalid.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Product').classList.contains('is-invalid')).toBe(true);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
