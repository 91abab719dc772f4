// @vitest-environment jsdom
import type { StockAnalysisRow, StockSummary } from '@backoffice/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserContext } from '../../../lib/use-user.ts';
import { type FakeRequest, fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { ANALYSIS_ROW_HEIGHT, StockAnalysisPage } from './stock-analysis-page.tsx';

const ORG = '01JANALYSISORG';
const BASE = `/api/organisations/${ORG}`;
const TOTAL = 2_000;
const PAGE_SIZE = 500;
/** The grid's box in these tests (jsdom lays nothing out: its clientHeight is stubbed). */
const VIEWPORT = 640;

const SUMMARY: StockSummary = {
  counts: { out_of_stock: 0, reorder_now: 0, reorder_soon: 0, healthy: TOTAL, overstocked: 0 },
  not_computed: 0,
  units: 0,
  in_transit: 0,
  values: [],
  warehouses: [
    { id: 1, ulid: '01JWHFBA', name: 'FBA US', units: 0 },
    { id: 2, ulid: '01JWHDEPOT', name: 'Depot', units: 0 },
  ],
};

const skuId = (index: number) => `SKU-${String(index).padStart(4, '0')}`;

function row(index: number): StockAnalysisRow {
  return {
    sku: {
      id: index + 1,
      sku_id: skuId(index),
      display_name: `Mug ${index}`,
      product_id: null,
      image_url: null,
    },
    stock: 100 + index,
    warehouses: [{ warehouse_id: 2, quantity: 100 + index }],
    inbound_at_amazon: null,
    status: 'healthy',
    in_transit: 0,
    on_order: 0,
    daily_demand: 1.25,
    sold_30d: 30,
    sell_through: 0.2,
    days_of_cover: 80,
    out_of_stock_date: '2026-09-01',
    reorder_date: '2026-08-01',
    recommended_order_quantity: 0,
    aged_units: 0,
    excess_units: 0,
    short_units: 0,
    stock_value: '100.00',
    money_at_risk: `${index}.00`,
    storage_per_month: null,
    currency: 'USD',
    generated_at: '2026-03-01T02:00:00.000Z',
    velocity_7d: 1.5,
    velocity_30d: 1,
  };
}
const ALL = Array.from({ length: TOTAL }, (_, index) => row(index));

function answer(request: FakeRequest) {
  const page = Number(request.url.searchParams.get('page'));
  const perPage = Number(request.url.searchParams.get('per_page'));
  return jsonResponse(200, {
    data: ALL.slice((page - 1) * perPage, page * perPage),
    meta: { current_page: page, per_page: perPage, total: TOTAL, last_page: Math.ceil(TOTAL / perPage) },
  });
}

let restore: () => void = () => {};
beforeEach(() => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('virtual-grid') ? VIEWPORT : 0;
    },
  });
  restore = () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
});
afterEach(() => restore());

function renderPage(query = '') {
  return renderUi(
    <UserContext value={memberOf(ORG, 'viewer')}>
      <StockAnalysisPage />
    </UserContext>,
    { route: `/organisation/${ORG}/stock/analysis${query}`, path: '/organisation/:organisation/*' },
  );
}

const analysisRequests = (requests: readonly FakeRequest[]) =>
  requests.filter((request) => request.url.pathname === `${BASE}/stock/analysis`);

/** Scrolls the grid's box as a user would: jsdom keeps no scroll position, so it is set on the element. */
function scrollGridTo(grid: HTMLElement, top: number) {
  Object.defineProperty(grid, 'scrollTop', { configurable: true, writable: true, value: top });
  act(() => {
    fireEvent.scroll(grid);
  });
}

const shownSkus = () => screen.queryAllByTestId('stock-analysis-sku').map((link) => link.textContent ?? '');

describe('the stock analysis grid', () => {
  it('renders only a window of 2,000 rows, renders later rows as it scrolls and loads pages of 500 on the way', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/stock/summary`]: () => jsonResponse(200, { data: SUMMARY }),
      [`GET ${BASE}/stock/analysis`]: answer,
    });
    renderPage();

    expect((await screen.findByTestId('stock-analysis-count')).textContent).toBe('2,000 SKUs');
    const first = analysisRequests(requests)[0];
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toEqual({
      page: '1',
      per_page: '500',
      sort: 'money_at_risk',
      sortDesc: 'true',
    });
    // 640 px of 32 px rows: 21 in view and 10 overscan below; not the 500 loaded.
    await waitFor(() => expect(screen.getAllByTestId('stock-analysis-row')).toHaveLength(31));
    expect(shownSkus()[0]).toBe('SKU-0000');
    // A column per warehouse of the summary; a quantity where the SKU has stock.
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Depot' })).toBeTruthy());
    expect(screen.getByRole('columnheader', { name: 'FBA US' })).toBeTruthy();
    const firstRow = screen.getAllByTestId('stock-analysis-row')[0] as HTMLElement;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('100');
    expect(within(firstRow).getByRole('link', { name: 'SKU-0000' }).getAttribute('href')).toBe(
      `/organisation/${ORG}/forecasts?sku=1`,
    );
    // Rows sit at their offsets in a body as tall as every loaded row.
    const grid = screen.getByTestId('virtual-grid');
    const body = grid.querySelector('tbody') as HTMLElement;
    expect(body.style.height).toBe(`${PAGE_SIZE * ANALYSIS_ROW_HEIGHT}px`);

    // Row 300 at the top (within 200 rows of the last loaded): the rows around it are rendered, the first ones are gone.
    scrollGridTo(grid, 300 * ANALYSIS_ROW_HEIGHT);
    await waitFor(() => expect(shownSkus()).toContain('SKU-0300'));
    expect(shownSkus()).not.toContain('SKU-0000');
    expect(screen.getAllByTestId('stock-analysis-row').length).toBeLessThanOrEqual(41);
    const placed = screen
      .getAllByTestId('stock-analysis-row')
      .find((tr) => tr.textContent?.includes('SKU-0300'));
    expect(placed?.style.top).toBe(`${300 * ANALYSIS_ROW_HEIGHT}px`);
    // Near the end of what is loaded: the next 500 are asked for.
    await waitFor(() =>
      expect(analysisRequests(requests).map((r) => r.url.searchParams.get('page'))).toContain('2'),
    );

    // Down to the bottom, page after page, until the last SKU.
    for (let loaded = 1_000; loaded <= TOTAL; loaded += PAGE_SIZE) {
      await waitFor(() => expect(body.style.height).toBe(`${loaded * ANALYSIS_ROW_HEIGHT}px`));
      scrollGridTo(grid, loaded * ANALYSIS_ROW_HEIGHT - VIEWPORT);
    }
    await waitFor(() => expect(shownSkus()).toContain('SKU-1999'));
    expect(screen.getAllByTestId('stock-analysis-row').length).toBeLessThan(50);
    expect(analysisRequests(requests).map((r) => r.url.searchParams.get('page'))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  }, 20_000);

  it('sorts on the server: a header click changes the request and the URL, and scrolls back to the top', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/stock/summary`]: () => jsonResponse(200, { data: SUMMARY }),
      [`GET ${BASE}/stock/analysis`]: answer,
    });
    const { user, query } = renderPage('?status=healthy');

    await screen.findByTestId('stock-analysis-count');
    const grid = screen.getByTestId('virtual-grid');
    scrollGridTo(grid, 100 * ANALYSIS_ROW_HEIGHT);
    await waitFor(() => expect(shownSkus()).toContain('SKU-0100'));

    const stockHeader = screen.getByRole('columnheader', { name: /Stock/ });
    expect(stockHeader.getAttribute('aria-sort')).toBe('none');
    await user.click(within(stockHeader).getByRole('button'));
    await waitFor(() => expect(query()).toEqual({ status: 'healthy', sort: 'stock', sortDesc: 'false' }));
    await waitFor(() =>
      expect(Object.fromEntries(analysisRequests(requests).at(-1)?.url.searchParams ?? [])).toEqual({
        page: '1',
        per_page: '500',
        status: 'healthy',
        sort: 'stock',
        sortDesc: 'false',
      }),
    );
    expect(screen.getByRole('columnheader', { name: /Stock/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(grid.scrollTop).toBe(0);
    await waitFor(() => expect(shownSkus()[0]).toBe('SKU-0000'));

    // The same header again: descending.
    await user.click(within(screen.getByRole('columnheader', { name: /Stock/ })).getByRole('button'));
    await waitFor(() => expect(query()).toEqual({ status: 'healthy', sort: 'stock' }));
    expect(analysisRequests(requests).at(-1)?.url.searchParams.get('sortDesc')).toBe('true');
  });

  it('filters by warehouse and status through the URL', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/stock/summary`]: () => jsonResponse(200, { data: SUMMARY }),
      [`GET ${BASE}/stock/analysis`]: answer,
    });
    const { user, query } = renderPage();

    await screen.findByTestId('stock-analysis-count');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Depot' })).toBeTruthy());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Warehouse' }), 'Depot');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'reorder_soon');
    await waitFor(() => expect(query()).toEqual({ warehouse_id: '2', status: 'reorder_soon' }));
    await waitFor(() =>
      expect(Object.fromEntries(analysisRequests(requests).at(-1)?.url.searchParams ?? [])).toMatchObject({
        warehouse_id: '2',
        status: 'reorder_soon',
      }),
    );
  });
});
