// @vitest-environment jsdom
import type { InventoryByDateSeries, InventoryByDatePage as Page } from '@backoffice/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UserContext } from '../../../lib/use-user.ts';
import { type FakeRequest, fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { InventoryByDatePage } from './inventory-by-date-page.tsx';

// jsdom draws no canvas: the chart stands in as its points, each a button that clicks it.
vi.mock('react-chartjs-2', () => ({
  Line: ({
    data,
    options,
  }: {
    data: { datasets: { label: string; data: { x: number; y: number }[] }[] };
    options: { onClick: (event: unknown, elements: { index: number }[]) => void };
  }) => (
    <div data-testid="chart">
      {data.datasets[0]?.data.map((point, index) => (
        <button key={point.x} type="button" onClick={() => options.onClick({}, [{ index }])}>
          {`point ${index}: ${point.y}`}
        </button>
      ))}
    </div>
  ),
}));

const ORG = '01JINVENTORYBYDATEORG';
const BASE = `/api/organisations/${ORG}`;

const row = (sku: string, warehouse: string, quantity: number, value: string | null) => ({
  sku: { id: sku.length, sku_id: sku, display_name: sku },
  warehouse: { id: warehouse.length, ulid: `01J${warehouse.toUpperCase()}`, name: warehouse },
  quantity,
  value,
  currency: value === null ? null : 'USD',
});

function pageFor(date: string): Page {
  const data =
    date === '2026-01-12'
      ? [row('MUG', 'Alpha', 7, '17.50'), row('BAG', 'Beta', 7, null)]
      : [row('HAT', 'Alpha', 50, null)];
  return {
    data,
    meta: { current_page: 1, per_page: 25, total: data.length, last_page: 1 },
    date,
    time_zone: 'UTC',
    totals: {
      units: data.reduce((sum, item) => sum + item.quantity, 0),
      values: date === '2026-01-12' ? [{ currency: 'USD', amount: '17.50' }] : [],
      units_without_cogs: date === '2026-01-12' ? 7 : 50,
    },
  };
}

const SERIES: InventoryByDateSeries = {
  from: '2025-10-14',
  to: '2026-01-12',
  time_zone: 'UTC',
  bucket: 'day',
  points: [
    { date: '2026-01-05', units: 50, values: [{ currency: 'USD', amount: '0.00' }] },
    { date: '2026-01-06', units: 50, values: [{ currency: 'USD', amount: '0.00' }] },
  ],
};

function fakeApi() {
  return fakeFetch({
    [`GET ${BASE}/inventory/by-date`]: (request: FakeRequest) =>
      jsonResponse(200, pageFor(request.url.searchParams.get('date') ?? '2026-01-20')),
    [`GET ${BASE}/inventory/by-date/series`]: () => jsonResponse(200, { data: SERIES }),
    [`GET ${BASE}/warehouses`]: () =>
      jsonResponse(200, {
        data: [{ id: 5, ulid: '01JALPHA', name: 'Alpha' }],
        meta: { current_page: 1, per_page: 500, total: 1, last_page: 1 },
      }),
  });
}

function renderPage(query: string) {
  return renderUi(
    <UserContext value={memberOf(ORG, 'viewer')}>
      <InventoryByDatePage />
    </UserContext>,
    { route: `/organisation/${ORG}/inventory/by-date${query}`, path: '/organisation/:organisation/*' },
  );
}

const listRequests = (requests: FakeRequest[]) =>
  requests.filter((request) => request.url.pathname === `${BASE}/inventory/by-date`);

describe('Inventory by Date', () => {
  it('lists the stock on the URL’s day with its totals, and refetches when the day changes', async () => {
    const requests = fakeApi();
    const ui = renderPage('?date=2026-01-12');

    const table = await screen.findByRole('table', { name: 'Stock held' });
    await waitFor(() => expect(within(table).getAllByTestId('inventory-row')).toHaveLength(2));
    expect(within(table).getByRole('link', { name: 'MUG' })).toBeTruthy();
    expect(within(table).getByText('17.50 USD')).toBeTruthy();
    expect(screen.getByTestId('inventory-units-total').textContent).toBe('14');
    expect(screen.getByTestId('inventory-value-totals').textContent).toBe('17.50 USD');
    expect(listRequests(requests).map((request) => request.url.searchParams.get('date'))).toEqual([
      '2026-01-12',
    ]);
    const picker = screen.getByLabelText('Stock on') as HTMLInputElement;
    expect(picker.value).toBe('2026-01-12');

    fireEvent.change(picker, { target: { value: '2026-01-05' } });
    await waitFor(() => expect(ui.query().date).toBe('2026-01-05'));
    await waitFor(() => expect(within(table).getByRole('link', { name: 'HAT' })).toBeTruthy());
    expect(within(table).getAllByTestId('inventory-row')).toHaveLength(1);
    expect(screen.getByTestId('inventory-units-total').textContent).toBe('50');
    expect(listRequests(requests).at(-1)?.url.searchParams.get('date')).toBe('2026-01-05');
  });

  it('picks the day of a chart point the reader clicks', async () => {
    const requests = fakeApi();
    const ui = renderPage('?date=2026-01-12');
    await screen.findByRole('link', { name: 'MUG' });
    const series = requests.find((request) => request.url.pathname === `${BASE}/inventory/by-date/series`);
    expect(series?.url.searchParams.get('to')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'point 1: 50' }));
    await waitFor(() => expect(ui.query().date).toBe('2026-01-06'));
    await waitFor(() =>
      expect(listRequests(requests).at(-1)?.url.searchParams.get('date')).toBe('2026-01-06'),
    );
  });
});
