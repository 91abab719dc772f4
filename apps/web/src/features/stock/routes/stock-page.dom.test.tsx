// @vitest-environment jsdom
import type { StockRow, StockSummary } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts } from '../../../lib/notify.ts';
import { UserContext } from '../../../lib/use-user.ts';
import { type FakeRequest, fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { StockPage } from './stock-page.tsx';

const ORG = '01JSTOCKORG';
const BASE = `/api/organisations/${ORG}`;

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

function summary(extra: Partial<StockSummary> = {}): StockSummary {
  return {
    counts: { out_of_stock: 3, reorder_now: 5, reorder_soon: 7, healthy: 11, overstocked: 2 },
    not_computed: 0,
    units: 12_345,
    in_transit: 480,
    values: [
      { currency: 'EUR', stock_value: '5400.00', money_at_risk: '310.50' },
      { currency: 'USD', stock_value: '105207.93', money_at_risk: '2500.00' },
    ],
    warehouses: [
      { id: 1, ulid: '01JWHFBA', name: 'FBA US', units: 9_000 },
      { id: 2, ulid: '01JWHDEPOT', name: 'Depot', units: 3_345 },
    ],
    ...extra,
  };
}

function row(id: number, skuId: string, extra: Partial<StockRow> = {}): StockRow {
  return {
    sku: { id, sku_id: skuId, display_name: `Mug ${skuId}`, product_id: 1, image_url: null },
    stock: 160,
    warehouses: [
      { warehouse_id: 1, quantity: 120 },
      { warehouse_id: 2, quantity: 40 },
    ],
    status: 'overstocked',
    in_transit: 24,
    inbound_at_amazon: null,
    on_order: 100,
    daily_demand: 1.5,
    sold_30d: 45,
    sell_through: 0.22,
    days_of_cover: 106,
    out_of_stock_date: '2026-09-01',
    reorder_date: '2026-07-15',
    recommended_order_quantity: 0,
    aged_units: 12,
    excess_units: 30,
    short_units: 0,
    stock_value: '672.00',
    money_at_risk: '1234.50',
    storage_per_month: null,
    currency: 'USD',
    generated_at: '2026-03-01T02:00:00.000Z',
    ...extra,
  };
}

const UNCOMPUTED = (id: number, skuId: string): StockRow => ({
  ...row(id, skuId),
  status: null,
  daily_demand: null,
  sold_30d: null,
  sell_through: null,
  days_of_cover: null,
  out_of_stock_date: null,
  reorder_date: null,
  recommended_order_quantity: null,
  aged_units: null,
  excess_units: null,
  short_units: null,
  stock_value: null,
  money_at_risk: null,
  currency: null,
  generated_at: null,
});

const page = (data: StockRow[]) => ({
  data,
  meta: { current_page: 1, per_page: 25, total: data.length, last_page: 1 },
});

function renderPage({ role = 'member', query = '' }: { role?: 'member' | 'viewer'; query?: string } = {}) {
  return renderUi(
    <UserContext value={memberOf(ORG, role)}>
      <StockPage />
    </UserContext>,
    { route: `/organisation/${ORG}/stock${query}`, path: '/organisation/:organisation/*' },
  );
}

const listRequests = (requests: readonly FakeRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.url.pathname === `${BASE}/stock`);

describe('the stock screen', () => {
  it('shows the counts per status, units and values per currency; a status count filters the list (URL and request)', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/stock/summary`]: () => jsonResponse(200, { data: summary() }),
      [`GET ${BASE}/stock`]: (request) =>
        jsonResponse(
          200,
          page(
            request.url.searchParams.get('status') === 'reorder_now'
              ? [row(2, 'LATE', { status: 'reorder_now' })]
              : [row(1, 'MUG-1'), row(2, 'LATE', { status: 'reorder_now' })],
          ),
        ),
    });
    const { user, query } = renderPage();

    const counts = await screen.findAllByTestId('stock-status-count');
    expect(
      counts.map((count) => [
        count.getAttribute('data-status'),
        within(count).getByTestId('stock-status-count-value').textContent,
      ]),
    ).toEqual([
      ['out_of_stock', '3'],
      ['reorder_now', '5'],
      ['reorder_soon', '7'],
      ['healthy', '11'],
      ['overstocked', '2'],
    ]);
    // Coloured as every screen colours the status.
    expect(counts[0]?.className).toContain('border-danger');
    expect(counts[2]?.className).toContain('border-warning');
    expect(screen.getByTestId('stock-total-units').textContent).toBe((12_345).toLocaleString());
    expect(screen.getByTestId('stock-total-in-transit').textContent).toBe('480');
    // One line per currency, never added together.
    expect(screen.getByTestId('stock-total-value').textContent).toBe(
      `${(5400).toLocaleString(undefined, { minimumFractionDigits: 2 })} EUR${(105_207.93).toLocaleString()} USD`,
    );
    expect(screen.getByTestId('stock-total-at-risk').textContent).toContain('2,500.00 USD');
    expect(screen.getByTestId('stock-total-at-risk').textContent).toContain('310.50 EUR');
    expect(await screen.findAllByTestId('stock-row')).toHaveLength(2);
    // Most money at risk first by default.
    expect(listRequests(requests)[0]?.url.searchParams.get('sort')).toBe('money_at_risk');
    expect(listRequests(requests)[0]?.url.searchParams.get('sortDesc')).toBe('true');

    const reorderNow = counts[1] as HTMLElement;
    await user.click(reorderNow);
    await waitFor(() => expect(query()).toEqual({ status: 'reorder_now' }));
    expect(reorderNow.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('stock-row')).toHaveLength(1));
    expect(listRequests(requests).at(-1)?.url.searchParams.get('status')).toBe('reorder_now');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('reorder_now');
    // The export is the server's, of every row the filter and sort select.
    const exportUrl = new URL(
      screen.getByRole('button', { name: 'Export CSV' }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(exportUrl.pathname).toBe(`${BASE}/stock/export.csv`);
    expect(Object.fromEntries(exportUrl.searchParams)).toMatchObject({
      status: 'reorder_now',
      sort: 'money_at_risk',
    });

    // Pressed again, the filter goes.
    await user.click(reorderNow);
    await waitFor(() => expect(query()).toEqual({}));
    await waitFor(() => expect(screen.getAllByTestId('stock-row')).toHaveLength(2));
  });

  it('shows each row’s money at risk with its storage a month, quantities per warehouse by name, and its status; filters and sort go to the URL', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/stock/summary`]: () => jsonResponse(200, { data: summary() }),
      [`GET ${BASE}/stock`]: () =>
        jsonResponse(
          200,
          page([
            row(1, 'MUG-1', {
              storage_per_month: { amount: '12.40', currency: 'USD', units: 30, month: '2026-10' },
            }),
            row(2, 'NO-COGS', {
              money_at_risk: null,
              currency: null,
              warehouses: [],
              stock: 0,
              status: 'out_of_stock',
            }),
          ]),
        ),
    });
    const { user, query } = renderPage();

    const [mug, noCogs] = (await screen.findAllByTestId('stock-row')) as [HTMLElement, HTMLElement];
    await waitFor(() =>
      expect(within(mug).getByTestId('stock-warehouses').textContent).toBe('FBA US 120 · Depot 40'),
    );
    expect(within(mug).getByTestId('stock-money-at-risk').textContent).toBe('1,234.50 USD');
    // What its 30 aged or excess units at Amazon cost a month, and which storage fees report says so.
    const storage = within(mug).getByTestId('stock-storage-per-month');
    expect(storage.textContent).toBe('+ 12.40 USD storage / month');
    expect(storage.getAttribute('title')).toMatch(
      /^30 aged or excess units at Amazon, .*storage fees report for October 2026$/,
    );
    expect(within(mug).getByTestId('stock-status').textContent).toBe('Overstocked');
    expect(within(mug).getByTestId('stock-status').className).toContain('bg-info');
    expect(mug.textContent).toContain('22%');
    expect(within(mug).getByRole('link', { name: 'Mug MUG-1' }).getAttribute('href')).toBe(
      `/organisation/${ORG}/forecasts?sku=1`,
    );
    expect(within(noCogs).getByTestId('stock-money-at-risk').textContent).toBe('—');
    expect(within(noCogs).queryByTestId('stock-storage-per-month')).toBeNull();
    expect(within(noCogs).getByTestId('stock-status').textContent).toBe('Out of stock');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Warehouse' }), 'Depot');
    await user.selectOptions(screen.getByRole('combobox', { name: 'In stock' }), 'true');
    await user.click(screen.getByRole('button', { name: /Days of cover/ }));
    await waitFor(() =>
      expect(query()).toEqual({
        warehouse_id: '2',
        in_stock: 'true',
        sort: 'days_of_cover',
        sortDesc: 'false',
      }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(listRequests(requests).at(-1)?.url.searchParams ?? [])).toMatchObject({
        warehouse_id: '2',
        in_stock: 'true',
        sort: 'days_of_cover',
        sortDesc: 'false',
      }),
    );
  });

  it('shows the units Amazon counts inbound to its warehouses, and a dash before Amazon’s figures were fetched', async () => {
    fakeFetch({
      [`GET ${BASE}/stock/summary`]: () => jsonResponse(200, { data: summary() }),
      [`GET ${BASE}/stock`]: () =>
        jsonResponse(200, page([row(1, 'MUG-1', { inbound_at_amazon: 1_250 }), row(2, 'MUG-2')])),
    });
    renderPage();

    const [fetched, never] = (await screen.findAllByTestId('stock-row')) as [HTMLElement, HTMLElement];
    expect(screen.getByRole('columnheader', { name: /Inbound at Amazon/ })).toBeTruthy();
    expect(within(fetched).getByTestId('stock-inbound-at-amazon').textContent).toBe('1,250');
    expect(within(never).getByTestId('stock-inbound-at-amazon').textContent).toBe('—');
  });

  it('a new organisation (no SKUs) is pointed to SKUs and Report Requests', async () => {
    fakeFetch({
      [`GET ${BASE}/stock/summary`]: () =>
        jsonResponse(200, {
          data: summary({
            counts: { out_of_stock: 0, reorder_now: 0, reorder_soon: 0, healthy: 0, overstocked: 0 },
            units: 0,
            in_transit: 0,
            values: [],
          }),
        }),
      [`GET ${BASE}/stock`]: () => jsonResponse(200, page([])),
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'No SKUs yet.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to SKUs' }).getAttribute('href')).toBe(
      `/organisation/${ORG}/skus`,
    );
    expect(screen.getByRole('link', { name: 'Go to Report Requests' }).getAttribute('href')).toBe(
      `/organisation/${ORG}/report-requests`,
    );
    expect(screen.queryByTestId('stock-summary')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('nothing computed yet: a member computes stock health, and the screen polls until it is there', async () => {
    let phase: 'none' | 'computing' | 'done' = 'none';
    let polls = 0;
    const none = summary({
      counts: { out_of_stock: 0, reorder_now: 0, reorder_soon: 0, healthy: 0, overstocked: 0 },
      not_computed: 2,
      values: [],
    });
    const requests = fakeFetch({
      [`GET ${BASE}/stock/summary`]: () => {
        if (phase === 'computing' && ++polls >= 2) phase = 'done';
        return jsonResponse(200, {
          data:
            phase === 'done'
              ? summary({
                  counts: { out_of_stock: 1, reorder_now: 0, reorder_soon: 0, healthy: 1, overstocked: 0 },
                })
              : none,
        });
      },
      [`GET ${BASE}/stock`]: () =>
        jsonResponse(
          200,
          page(
            phase === 'done'
              ? [row(1, 'A', { status: 'out_of_stock' }), row(2, 'B', { status: 'healthy' })]
              : [UNCOMPUTED(1, 'A'), UNCOMPUTED(2, 'B')],
          ),
        ),
      [`POST ${BASE}/forecasts/recompute`]: () => {
        phase = 'computing';
        return jsonResponse(202, { data: { queued: 2 } });
      },
    });
    const { user } = renderPage();

    const notice = await screen.findByTestId('stock-not-computed');
    expect(notice.textContent).toContain('not computed yet for 2 SKUs');
    expect((await screen.findAllByTestId('stock-status')).map((badge) => badge.textContent)).toEqual([
      'Not computed',
      'Not computed',
    ]);
    await user.click(within(notice).getByRole('button', { name: 'Compute stock health' }));

    const posted = requests.find((request) => request.url.pathname === `${BASE}/forecasts/recompute`);
    expect(JSON.parse(String(posted?.body))).toEqual({});
    await waitFor(() => expect(getToasts().flatMap((toast) => toast.body)).toContain('2 SKUs queued.'));
    // Polled every 2 s until computed: the notice goes and the statuses arrive without a reload.
    await waitFor(() => expect(screen.queryByTestId('stock-not-computed')).toBeNull(), { timeout: 8_000 });
    await waitFor(
      () =>
        expect(screen.getAllByTestId('stock-status').map((badge) => badge.textContent)).toEqual([
          'Out of stock',
          'Healthy',
        ]),
      { timeout: 8_000 },
    );
    const asked = requests.length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(requests.length).toBe(asked);
  }, 20_000);

  it('a viewer is told a member can compute it, without the button', async () => {
    fakeFetch({
      [`GET ${BASE}/stock/summary`]: () =>
        jsonResponse(200, {
          data: summary({
            counts: { out_of_stock: 0, reorder_now: 0, reorder_soon: 0, healthy: 0, overstocked: 0 },
            not_computed: 1,
          }),
        }),
      [`GET ${BASE}/stock`]: () => jsonResponse(200, page([UNCOMPUTED(1, 'A')])),
    });
    renderPage({ role: 'viewer' });

    const notice = await screen.findByTestId('stock-not-computed');
    expect(notice.textContent).toContain('a member can compute it now');
    expect(screen.queryByRole('button', { name: /Compute stock health|Recompute/ })).toBeNull();
  });

  it("shows each SKU's catalog image as a thumbnail named after it, a neutral square without one", async () => {
    const link = 'https://m.media-amazon.com/images/I/51DZzp3w3vL.jpg';
    fakeFetch({
      [`GET ${BASE}/stock/summary`]: () => jsonResponse(200, { data: summary() }),
      [`GET ${BASE}/stock`]: () =>
        jsonResponse(
          200,
          page([
            row(1, 'MUG-1', {
              sku: { id: 1, sku_id: 'MUG-1', display_name: 'Mug', product_id: 1, image_url: link },
            }),
            row(2, 'MUG-2'),
          ]),
        ),
    });
    renderPage();

    const [pictured, bare] = (await screen.findAllByTestId('stock-row')) as [HTMLElement, HTMLElement];
    const image = within(pictured).getByRole('img', { name: 'Mug' });
    expect(image.getAttribute('src')).toBe(link);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(within(bare).queryByRole('img')).toBeNull();
    expect(within(bare).getByTestId('sku-thumbnail-placeholder')).toBeTruthy();
  });
});
