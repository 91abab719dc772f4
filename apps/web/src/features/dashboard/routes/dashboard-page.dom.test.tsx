// @vitest-environment jsdom
import type { Counts, Dashboard, StockSummary } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UserContext } from '../../../lib/use-user.ts';
import { type FakeRequest, fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { COUNTS, EMPTY_PAGE } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { DashboardPage } from './dashboard-page.tsx';

// jsdom draws no canvas (the browser journey, e2e/dashboard.spec.ts, checks the pixels): each chart
// stands in as its accessible name and the numbers it was given.
vi.mock('react-chartjs-2', () => {
  const Stand = ({
    'aria-label': label,
    data,
  }: {
    'aria-label': string;
    data: { labels?: string[]; datasets: { data: (number | { y: number })[] }[] };
  }) => (
    <div role="img" aria-label={label} data-testid="chart">
      {data.labels?.join(', ')}
      {' | '}
      {data.datasets[0]?.data.map((point) => (typeof point === 'number' ? point : point.y)).join(', ')}
    </div>
  );
  return { Line: Stand, Bar: Stand, Doughnut: Stand, Pie: Stand };
});

const ORG = '01JDASHBOARDORG';
const BASE = `/api/organisations/${ORG}`;
const USER = memberOf(ORG, 'owner');

const days = (count: number, units: (index: number) => number) =>
  Array.from({ length: count }, (_, index) => ({
    date: new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
    units: units(index),
  }));

const dashboard = (count: number): Dashboard => ({
  from: '2026-01-01',
  to: days(count, () => 0).at(-1)?.date as string,
  sales: days(count, (index) => (index % 2) + 1),
  stock: days(count, (index) => 500 - index),
  channels: [
    { name: 'Amazon.com', units: 40, orders: 31 },
    { name: 'Amazon.de', units: 5, orders: 4 },
  ],
});

const SUMMARY: StockSummary = {
  counts: { out_of_stock: 2, reorder_now: 5, reorder_soon: 1, healthy: 12, overstocked: 4 },
  not_computed: 0,
  units: 1234,
  in_transit: 56,
  values: [
    { currency: 'EUR', stock_value: '1000.50', money_at_risk: '20.00' },
    { currency: 'USD', stock_value: '2500.00', money_at_risk: '0.00' },
  ],
  warehouses: [
    { id: 1, ulid: '01JWAREHOUSEA', name: 'Berlin', units: 1000 },
    { id: 2, ulid: '01JWAREHOUSEB', name: 'Leeds 3PL', units: 234 },
  ],
};

const EMPTY_SUMMARY: StockSummary = {
  counts: { out_of_stock: 0, reorder_now: 0, reorder_soon: 0, healthy: 0, overstocked: 0 },
  not_computed: 0,
  units: 0,
  in_transit: 0,
  values: [],
  warehouses: [],
};

const EMPTY_DASHBOARD: Dashboard = {
  from: '2026-01-01',
  to: '2026-03-31',
  sales: days(90, () => 0),
  stock: days(90, () => 0),
  channels: [],
};

const PROBLEMS: Counts = { disputes: 2, transfers: { drafts: 1, problems: 3 }, skus: 0, orders: 4 };

function serve({
  counts = COUNTS,
  summary = SUMMARY,
  series = (request: FakeRequest) => dashboard(Number(request.url.searchParams.get('days'))),
}: {
  counts?: Counts;
  summary?: StockSummary;
  series?: (request: FakeRequest) => Dashboard;
} = {}) {
  return fakeFetch({
    [`GET ${BASE}/counts`]: () => jsonResponse(200, counts),
    [`GET ${BASE}/report-sources`]: () => jsonResponse(200, EMPTY_PAGE),
    [`GET ${BASE}/stock/summary`]: () => jsonResponse(200, { data: summary }),
    [`GET ${BASE}/dashboard`]: (request) => jsonResponse(200, { data: series(request) }),
  });
}

function renderDashboard(route = `/organisation/${ORG}`) {
  return renderUi(
    <UserContext value={USER}>
      <DashboardPage />
    </UserContext>,
    { route, path: '/organisation/:organisation/*' },
  );
}

const dashboardRequests = (requests: FakeRequest[]) =>
  requests.filter((request) => request.url.pathname === `${BASE}/dashboard`);

describe('dashboard', () => {
  // The charts' module is loaded lazily; a first cold import (Chart.js, date-fns) can outlast
  // findBy's second, so it is warmed once here.
  beforeAll(async () => {
    await import('../components/dashboard-canvases.tsx');
  });

  it('opens the SKU list filtered to the SKUs it counts as needing attention', async () => {
    serve();
    const { user, location } = renderDashboard();
    const item = await screen.findByRole('link', { name: /SKUs needing attention/ });
    expect(await screen.findByText(String(COUNTS.skus))).toBeTruthy();
    await user.click(item);
    expect(location()).toBe(`/organisation/${ORG}/skus?needs_attention=true`);
  });

  it('shows the headline figures from the stock summary and the counts, each linking to its list', async () => {
    serve({ counts: PROBLEMS });
    renderDashboard();
    const path = `/organisation/${ORG}`;

    const stock = await screen.findByTestId('dashboard-kpi-stock');
    await waitFor(() =>
      expect(within(stock).getByTestId('dashboard-kpi-stock-value').textContent).toBe('1,234'),
    );
    // One line per currency: never added together.
    expect(within(stock).getByTestId('dashboard-kpi-stock-money').textContent).toBe(
      '1,000.50 EUR2,500.00 USD',
    );
    expect(within(stock).getByRole('link', { name: 'Units in stock' }).getAttribute('href')).toBe(
      `${path}/stock`,
    );

    expect(screen.getByTestId('dashboard-kpi-in-transit-value').textContent).toBe('56');

    const atRisk = screen.getByTestId('dashboard-kpi-at-risk');
    expect(within(atRisk).getByTestId('dashboard-kpi-at-risk-value').textContent).toBe('7');
    expect(within(atRisk).getByRole('link', { name: 'SKUs at risk' }).getAttribute('href')).toBe(
      `${path}/stock?status=reorder_now`,
    );
    expect(within(atRisk).getByRole('link', { name: '2 out of stock' }).getAttribute('href')).toBe(
      `${path}/stock?status=out_of_stock`,
    );
    expect(within(atRisk).getByRole('link', { name: '5 reorder now' }).getAttribute('href')).toBe(
      `${path}/stock?status=reorder_now`,
    );

    // Problem orders + problem transfers + disputes (upcoming transfers are not a problem).
    const problems = screen.getByTestId('dashboard-kpi-problems');
    await waitFor(() =>
      expect(within(problems).getByTestId('dashboard-kpi-problems-value').textContent).toBe('9'),
    );
    expect(within(problems).getByRole('link', { name: '4 problem orders' }).getAttribute('href')).toBe(
      `${path}/store-orders?problems=true`,
    );
    expect(
      within(problems).getByRole('link', { name: '3 problem transfers' }).getAttribute('href'),
    ).toContain(`${path}/transfers?`);
    // Disputes needing action, in the words the Disputes screen uses, open that screen's filter.
    expect(
      within(problems).getByRole('link', { name: '2 disputes needing action' }).getAttribute('href'),
    ).toBe(`${path}/disputes?needs_action=true`);

    // The attention list is still there, beside the figures.
    const attention = screen.getByTestId('dashboard-counts');
    expect(within(attention).getByRole('link', { name: /Problem orders/ })).toBeTruthy();
    const disputes = within(attention).getByRole('link', { name: /Disputes needing action/ });
    expect(disputes.textContent).toBe('Disputes needing action2');
    expect(disputes.getAttribute('href')).toBe(`${path}/disputes?needs_action=true`);
  });

  it('draws each chart in a card whose title opens its screen', async () => {
    serve();
    renderDashboard();
    const path = `/organisation/${ORG}`;

    const cards: [testId: string, title: string, href: string][] = [
      ['dashboard-sales', 'Sales over time', `${path}/sales-channels`],
      ['dashboard-stock', 'Stock over time', `${path}/inventory/by-date`],
      ['dashboard-warehouses', 'Stock by warehouse', `${path}/warehouses`],
      ['dashboard-health', 'Stock health', `${path}/stock`],
      ['dashboard-channels', 'Channels', `${path}/sales-channels`],
    ];
    for (const [testId, title, target] of cards) {
      const card = screen.getByTestId(testId);
      expect(within(card).getByRole('link', { name: title }).getAttribute('href')).toBe(target);
      // Each chart is loaded lazily (Chart.js stays out of the first chunks).
      expect(await within(card).findByTestId('chart')).toBeTruthy();
    }

    // 90 days by default: a point a day.
    const sales = within(screen.getByTestId('dashboard-sales')).getByRole('img');
    expect(sales.getAttribute('aria-label')).toMatch(/^Units sold per day from /);
    expect(sales.textContent?.split(', ')).toHaveLength(90);
    expect(screen.getByTestId('dashboard-sales-summary').textContent).toBe('135 units sold');
    expect(screen.getByTestId('dashboard-stock-summary').textContent).toBe('411 units today');

    const warehouses = within(screen.getByTestId('dashboard-warehouses')).getByRole('img');
    expect(warehouses.textContent).toBe('Berlin, Leeds 3PL | 1000, 234');

    // The doughnut in the statuses' order, its legend linking to the Stock list filtered by each.
    const health = screen.getByTestId('dashboard-health');
    expect(within(health).getByRole('img').textContent).toBe(
      'Out of stock, Reorder now, Reorder soon, Healthy, Overstocked | 2, 5, 1, 12, 4',
    );
    expect(within(health).getByRole('link', { name: 'Healthy' }).getAttribute('href')).toBe(
      `${path}/stock?status=healthy`,
    );
    expect(
      within(health)
        .getAllByTestId('dashboard-health-status-figures')
        .map((figure) => figure.textContent),
    ).toEqual(['2 SKUs', '5 SKUs', '1 SKU', '12 SKUs', '4 SKUs']);

    const channels = screen.getByTestId('dashboard-channels');
    expect(within(channels).getByRole('img').textContent).toBe('Amazon.com, Amazon.de | 40, 5');
    expect(
      within(channels)
        .getAllByTestId('dashboard-channel')
        .map((row) => row.textContent),
    ).toEqual(['Amazon.com40 units · 31 orders', 'Amazon.de5 units · 4 orders']);
    expect(screen.queryByTestId('dashboard-chart-empty')).toBeNull();
  });

  it('asks the API for the range picked, keeping it in the URL', async () => {
    const requests = serve();
    const { user, location } = renderDashboard();
    await within(screen.getByTestId('dashboard-sales')).findByTestId('chart');
    expect(dashboardRequests(requests).map((request) => request.url.searchParams.get('days'))).toEqual([
      '90',
    ]);
    expect(screen.getByRole('radio', { name: '90 d' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('radio', { name: '30 d' }));
    expect(location()).toBe(`/organisation/${ORG}?days=30`);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('dashboard-sales')).getByRole('img').textContent?.split(', '),
      ).toHaveLength(30),
    );
    expect(dashboardRequests(requests).at(-1)?.url.searchParams.get('days')).toBe('30');

    await user.click(screen.getByRole('radio', { name: '1 y' }));
    expect(location()).toBe(`/organisation/${ORG}?days=365`);
    await waitFor(() => expect(dashboardRequests(requests).at(-1)?.url.searchParams.get('days')).toBe('365'));

    // Back to the default: the URL drops it.
    await user.click(screen.getByRole('radio', { name: '90 d' }));
    expect(location()).toBe(`/organisation/${ORG}`);
  });

  it('opens on the range the URL names', async () => {
    const requests = serve();
    renderDashboard(`/organisation/${ORG}?days=365`);
    await within(screen.getByTestId('dashboard-sales')).findByTestId('chart');
    expect(dashboardRequests(requests).map((request) => request.url.searchParams.get('days'))).toEqual([
      '365',
    ]);
    expect(screen.getByRole('radio', { name: '1 y' })).toHaveProperty('checked', true);
  });

  it('explains each empty chart of a new organisation with its first step, drawing no axes', async () => {
    serve({ summary: EMPTY_SUMMARY, series: () => EMPTY_DASHBOARD });
    renderDashboard();
    const path = `/organisation/${ORG}`;

    const expectations: [testId: string, text: RegExp, action: string, target: string][] = [
      ['dashboard-sales', /No sales in the last 90 days/, 'Import your orders', `${path}/report-requests`],
      ['dashboard-stock', /No stock yet/, 'Add warehouses', `${path}/warehouses`],
      ['dashboard-warehouses', /No warehouses yet/, 'Add warehouses', `${path}/warehouses`],
      ['dashboard-health', /No SKUs yet/, 'Import your orders', `${path}/report-requests`],
      [
        'dashboard-channels',
        /No orders in the last 90 days/,
        'Import your orders',
        `${path}/report-requests`,
      ],
    ];
    for (const [testId, text, action, target] of expectations) {
      const card = screen.getByTestId(testId);
      const empty = await within(card).findByTestId('dashboard-chart-empty');
      expect(empty.textContent).toMatch(text);
      expect(within(empty).getByRole('link', { name: action }).getAttribute('href')).toBe(target);
    }
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByTestId('dashboard-kpi-stock-value').textContent).toBe('0');
    expect(screen.queryByTestId('dashboard-kpi-stock-money')).toBeNull();
  });

  it('says stock health is being computed while no SKU has been yet', async () => {
    serve({ summary: { ...EMPTY_SUMMARY, not_computed: 3, units: 40, warehouses: SUMMARY.warehouses } });
    renderDashboard();
    expect((await screen.findByTestId('dashboard-health-computing')).textContent).toMatch(
      /Stock health is being computed for 3 SKUs/,
    );
    expect(within(screen.getByTestId('dashboard-health')).queryByRole('img')).toBeNull();
    expect(screen.getByTestId('dashboard-kpi-at-risk').textContent).toMatch(/being computed/);
  });

  it('shows a failed series in its cards with "Try again", the stock figures still there', async () => {
    fakeFetch({
      [`GET ${BASE}/counts`]: () => jsonResponse(200, COUNTS),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, EMPTY_PAGE),
      [`GET ${BASE}/stock/summary`]: () => jsonResponse(200, { data: SUMMARY }),
      [`GET ${BASE}/dashboard`]: () => jsonResponse(500, { message: 'Server Error.' }),
    });
    renderDashboard();
    const sales = screen.getByTestId('dashboard-sales');
    expect((await within(sales).findByTestId('error-state')).textContent).toMatch(
      /The sales could not be loaded/,
    );
    expect(within(sales).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await within(screen.getByTestId('dashboard-warehouses')).findByTestId('chart')).toBeTruthy();
  });
});
