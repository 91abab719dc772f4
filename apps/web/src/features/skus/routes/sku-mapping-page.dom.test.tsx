// @vitest-environment jsdom
import type { Sku } from '@backoffice/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserContext } from '../../../lib/use-user.ts';
import { type FakeRequest, fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { EMPTY_PAGE } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { SkuMappingPage } from './sku-mapping-page.tsx';

const ORG = '01JSKUMAPPINGORG';
const BASE = `/api/organisations/${ORG}`;

const SKU = {
  id: 7,
  sku_id: 'CR-1',
  asin: null,
  name: 'Camp chair',
  product_id: null,
  marketplaces: [],
} as unknown as Sku;

const page = (data: Sku[], total = data.length) => ({
  data,
  meta: { current_page: 1, per_page: 50, total, last_page: 1 },
});

/** The SKU list as the server answers it: `mapped=false` lists the unmapped ones only. */
function serveSkus(all: Sku[], unmapped: Sku[]) {
  return fakeFetch({
    [`GET ${BASE}/skus`]: (request: FakeRequest) =>
      jsonResponse(200, request.url.searchParams.get('mapped') === 'false' ? page(unmapped) : page(all)),
  });
}

function renderPage() {
  return renderUi(
    <UserContext value={memberOf(ORG, 'admin')}>
      <SkuMappingPage />
    </UserContext>,
    { route: `/organisation/${ORG}/skus/mapping`, path: '/organisation/:organisation/*' },
  );
}

describe('SKU Mapping in an organisation without SKUs', () => {
  it('introduces itself with what fills it and where to start, not an empty table beside a form', async () => {
    fakeFetch({ [`GET ${BASE}/skus`]: () => jsonResponse(200, EMPTY_PAGE) });
    renderPage();

    const intro = await screen.findByRole('region', { name: 'No SKUs yet.' });
    expect(intro.textContent).toContain('SKUs arrive with your marketplace’s reports');
    expect(within(intro).getByRole('link', { name: 'Go to Report Requests' }).getAttribute('href')).toBe(
      `/organisation/${ORG}/report-requests`,
    );
    expect(within(intro).getByRole('link', { name: 'Go to SKUs' }).getAttribute('href')).toBe(
      `/organisation/${ORG}/skus`,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says every SKU is mapped, with no introduction, when there are SKUs and none unmapped', async () => {
    serveSkus([{ ...SKU, product_id: 3 }], []);
    renderPage();

    expect((await screen.findByTestId('empty-table')).textContent).toBe('Every SKU is mapped.');
    expect(screen.queryByRole('region', { name: 'No SKUs yet.' })).toBeNull();
  });

  it('lists the unmapped SKUs beside the mapping form, and asks for no other total', async () => {
    const requests = serveSkus([SKU], [SKU]);
    renderPage();

    expect((await screen.findByTestId('unmapped-sku-row')).textContent).toContain('CR-1');
    expect(screen.queryByRole('region', { name: 'No SKUs yet.' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Assign SKUs to a product' })).toBeTruthy();
    expect(requests.filter((request) => request.url.pathname === `${BASE}/skus`)).toHaveLength(1);
  });
});
