// @vitest-environment jsdom
import type { Role, StockHealth, StockHealthJob, StockHealthSource } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserContext } from '../../../lib/use-user.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { StockHealthPage } from './stock-health-page.tsx';

const ORG = '01JSTOCKHEALTHORG';
const BASE = `/api/organisations/${ORG}`;
const JOB_ID = '7d3f1a52-4a4e-4c4b-9a61-3e8f5b2c1d00';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const FAILED_JOB: StockHealthJob = {
  id: JOB_ID,
  name: 'report-requests.process',
  state: 'failed',
  retry_count: 3,
  retry_limit: 3,
  error: 'The document could not be read: unexpected end of file',
  created_on: minutesAgo(30),
  started_on: minutesAgo(29),
  completed_on: minutesAgo(28),
  retryable: true,
};

function healthOf(overrides: Partial<StockHealth> = {}): StockHealth {
  return {
    sources: [
      {
        id: 4,
        name: 'Acme EU',
        type: 'amazon',
        region_code: 'EU',
        has_daily_sync: true,
        connected: true,
        orders_synced_at: minutesAgo(5),
        shipments_synced_at: null,
        inventory_synced_at: minutesAgo(180),
        fba_inventory_fetched_at: minutesAgo(40),
        sync_started_at: minutesAgo(2),
        sync_error: 'Amazon refused the refresh token.',
        authorization_checked_at: minutesAgo(20),
        authorization_error: null,
        latest_requests: [
          {
            id: 31,
            report_type: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
            status: 'FAILED',
            error: 'The document could not be downloaded.',
            error_document: null,
            rows_written: 3,
            rows_failed: 2,
            requested_at: minutesAgo(10),
            processed_at: null,
          },
        ],
      },
      {
        id: 5,
        name: 'Acme US',
        type: 'amazon',
        region_code: 'NA',
        has_daily_sync: true,
        connected: false,
        orders_synced_at: null,
        shipments_synced_at: null,
        inventory_synced_at: null,
        fba_inventory_fetched_at: null,
        sync_started_at: null,
        sync_error: null,
        authorization_checked_at: null,
        authorization_error: null,
        latest_requests: [],
      },
    ],
    jobs: { queued: 2, running: 1, failed: 1, retried: 4, recent: [FAILED_JOB], throttled: [] },
    discrepancies: {
      data: [
        {
          warehouse: { ulid: '01JWAREHOUSEUK', name: 'Amazon UK' },
          sku: { id: 12, sku_id: 'CUP', display_name: 'Camp cup (CUP)' },
          ledger_quantity: 0,
          reported_quantity: 12,
          difference: 12,
        },
        {
          warehouse: { ulid: '01JWAREHOUSEUK', name: 'Amazon UK' },
          sku: { id: 11, sku_id: 'MUG', display_name: 'MUG' },
          ledger_quantity: 10,
          reported_quantity: 7,
          difference: -3,
        },
      ],
      meta: { current_page: 1, per_page: 25, total: 2, last_page: 1 },
    },
    ledger_check: {
      checked: 3,
      stock_mismatches: 0,
      total_mismatches: 0,
      count_mismatches: 0,
      checked_at: minutesAgo(0),
    },
    statistics: { kept_by: 'autovacuum', autovacuum_off: false, stale: [] },
    ...overrides,
  };
}

function renderPage(role: Role, query = '') {
  return renderUi(
    <UserContext value={memberOf(ORG, role)}>
      <StockHealthPage />
    </UserContext>,
    { route: `/organisation/${ORG}/stock/health${query}`, path: '/organisation/:organisation/*' },
  );
}

describe('the stock health screen', () => {
  it('shows each source with its syncs, its sync error and its latest report linking to the request', async () => {
    fakeFetch({ [`GET ${BASE}/stock/health`]: () => jsonResponse(200, { data: healthOf() }) });
    renderPage('viewer');

    const [acme, us] = await screen.findAllByTestId('health-source');
    expect(within(acme as HTMLElement).getByRole('heading', { name: 'Acme EU' })).toBeTruthy();
    expect(within(acme as HTMLElement).getByTestId('health-source-connection').textContent).toBe('Connected');
    expect(within(acme as HTMLElement).getByTestId('health-source-sync-error').textContent).toContain(
      'Amazon refused the refresh token.',
    );
    const ordersSynced = within(acme as HTMLElement).getByText('5 minutes ago');
    expect(ordersSynced.getAttribute('title')).toBeTruthy();
    expect(ordersSynced.getAttribute('datetime')).toBeTruthy();

    // The FBA Inventory API's freshness, beside the syncs.
    const fbaFetched = within(acme as HTMLElement).getByText('FBA inventory fetched');
    expect(fbaFetched.nextElementSibling?.textContent).toBe('40 minutes ago');

    const request = within(acme as HTMLElement).getByTestId('health-source-request');
    expect(request.textContent).toContain('All orders (by order date)');
    expect(request.textContent).toContain('The document could not be downloaded.');
    expect(within(request).getByTestId('report-request-status').textContent).toBe('Failed');
    expect(within(request).getByRole('link').getAttribute('href')).toBe(
      `/organisation/${ORG}/report-requests/31/status`,
    );

    // Not connected: a viewer may look at the source, not connect it.
    expect(within(us as HTMLElement).getByTestId('health-source-connection').textContent).toBe(
      'Not connected',
    );
    expect(within(us as HTMLElement).queryByRole('link', { name: 'Connect Amazon account' })).toBeNull();
    expect(
      within(us as HTMLElement)
        .getByRole('link', { name: 'View source' })
        .getAttribute('href'),
    ).toBe(`/organisation/${ORG}/report-sources/5/edit`);
  });

  it('asks an admin to reconnect a source whose authorization Amazon refused, and says when it was checked', async () => {
    const [eu, us] = healthOf().sources as [StockHealthSource, StockHealthSource];
    const refused = {
      ...eu,
      sync_error: null,
      authorization_checked_at: minutesAgo(7),
      authorization_error: 'Amazon no longer accepts this connection.',
    };
    fakeFetch({
      [`GET ${BASE}/stock/health`]: () => jsonResponse(200, { data: healthOf({ sources: [refused, us] }) }),
    });
    renderPage('admin');

    const [card] = await screen.findAllByTestId('health-source');
    const inCard = within(card as HTMLElement);
    expect(inCard.getByTestId('health-source-connection').textContent).toBe('Reconnect needed');
    const alert = inCard.getByTestId('health-source-authorization-error');
    expect(alert.textContent).toContain('Amazon no longer accepts this connection.');
    expect(alert.textContent).toContain('7 minutes ago');
    expect(inCard.getByRole('link', { name: 'Reconnect Amazon account' }).getAttribute('href')).toBe(
      `/amazon/connect?organisation=${ORG}&report_source_id=4`,
    );
    // A sync would fail on the refused authorization: it is not offered until the reconnect.
    expect(inCard.queryByRole('button', { name: /Sync now/ })).toBeNull();
  });

  it('counts the jobs and lists a failed one with its error, without Retry for a viewer', async () => {
    fakeFetch({ [`GET ${BASE}/stock/health`]: () => jsonResponse(200, { data: healthOf() }) });
    renderPage('viewer');

    const jobs = await screen.findByTestId('health-jobs');
    expect(within(jobs).getByTestId('job-stat-queued').textContent).toContain('2');
    expect(within(jobs).getByTestId('job-stat-running').textContent).toContain('1');
    expect(within(jobs).getByTestId('job-stat-failed').textContent).toContain('1');
    expect(within(jobs).getByTestId('job-stat-retried').textContent).toContain('4');
    const row = within(jobs).getByTestId('job-row');
    expect(row.textContent).toContain('Report requests: process');
    expect(within(row).getByTestId('job-state').textContent).toBe('Failed');
    expect(within(row).getByTestId('job-error').textContent).toBe(
      'The document could not be read: unexpected end of file',
    );
    expect(within(jobs).queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('says which jobs Amazon’s rate limit keeps sending back, and nothing when none does', async () => {
    const throttled = {
      id: '0b3e4a52-4a4e-4c4b-9a61-3e8f5b2c1d01',
      name: 'report-requests.poll',
      deferrals: 12,
      since: minutesAgo(90),
      start_after: new Date(Date.now() + 60_000).toISOString(),
      reason: "createReport: Amazon's rate limit for this seller is used up; the next request can go in 60 s",
    };
    const base = healthOf();
    fakeFetch({
      [`GET ${BASE}/stock/health`]: () =>
        jsonResponse(200, { data: healthOf({ jobs: { ...base.jobs, throttled: [throttled] } }) }),
    });
    const { unmount } = renderPage('viewer');
    const item = await screen.findByTestId('throttled-job');
    expect(item.textContent).toContain('Report requests: poll');
    expect(item.textContent).toContain('put back 12 times since');
    expect(item.textContent).toContain('1 hour ago');
    expect(item.textContent).toContain('createReport');
    unmount();

    fakeFetch({ [`GET ${BASE}/stock/health`]: () => jsonResponse(200, { data: healthOf() }) });
    renderPage('viewer');
    await screen.findByTestId('health-jobs');
    expect(screen.queryByTestId('throttled-jobs')).toBeNull();
  });

  it('lets a member sync a connected source now, and offers it for no other source or to a viewer', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/stock/health`]: () => jsonResponse(200, { data: healthOf() }),
      [`POST ${BASE}/report-sources/4/sync`]: () =>
        jsonResponse(202, { data: { report_source_id: 4, queued: true } }),
    });
    const { user, unmount } = renderPage('member');
    const [connected, unconnected] = await screen.findAllByTestId('health-source');
    expect(within(unconnected as HTMLElement).queryByRole('button', { name: /Sync now/ })).toBeNull();
    await user.click(within(connected as HTMLElement).getByRole('button', { name: /Sync now/ }));
    await waitFor(() =>
      expect(
        requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname),
      ).toEqual([`${BASE}/report-sources/4/sync`]),
    );
    unmount();
    renderPage('viewer');
    await screen.findAllByTestId('health-source');
    expect(screen.queryByRole('button', { name: /Sync now/ })).toBeNull();
  });

  it('lets an admin retry a failed job, then shows it queued again', async () => {
    let retried = false;
    const requests = fakeFetch({
      [`GET ${BASE}/stock/health`]: () =>
        jsonResponse(200, {
          data: retried
            ? healthOf({
                jobs: {
                  queued: 3,
                  running: 1,
                  failed: 0,
                  retried: 4,
                  recent: [{ ...FAILED_JOB, state: 'retry', retryable: false }],
                  throttled: [],
                },
              })
            : healthOf(),
        }),
      [`POST ${BASE}/stock/health/jobs/${JOB_ID}/retry`]: () => {
        retried = true;
        return jsonResponse(202, { data: { ...FAILED_JOB, state: 'retry', retryable: false } });
      },
    });
    const { user } = renderPage('admin');

    const jobs = await screen.findByTestId('health-jobs');
    await user.click(within(jobs).getByRole('button', { name: 'Retry Report requests: process' }));

    await waitFor(() => expect(within(jobs).getByTestId('job-state').textContent).toBe('Waiting to retry'));
    expect(within(jobs).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(within(jobs).getByTestId('job-stat-failed').textContent).toContain('0');
    expect(
      requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname),
    ).toEqual([`${BASE}/stock/health/jobs/${JOB_ID}/retry`]);
  });

  it('shows the discrepancies largest first with links, and pages through them in the URL', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/stock/health`]: (request) => {
        const page = Number(request.url.searchParams.get('page'));
        const health = healthOf();
        return jsonResponse(200, {
          data: {
            ...health,
            discrepancies: {
              data: page === 2 ? [] : health.discrepancies.data,
              meta: { current_page: page, per_page: 25, total: 30, last_page: 2 },
            },
          },
        });
      },
    });
    const { user, query } = renderPage('viewer');

    const section = await screen.findByTestId('health-discrepancies');
    const rows = within(section).getAllByTestId('discrepancy-row');
    expect(rows.map((row) => within(row).getByTestId('discrepancy-difference').textContent)).toEqual([
      '+12',
      '-3',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Camp cup (CUP)' })
        .getAttribute('href'),
    ).toBe(`/organisation/${ORG}/skus/12`);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Amazon UK' })
        .getAttribute('href'),
    ).toBe(`/organisation/${ORG}/warehouses/01JWAREHOUSEUK`);
    expect(rows[1]?.textContent).toContain('10');
    expect(rows[1]?.textContent).toContain('7');
    expect(within(section).getByTestId('ledger-check').textContent).toContain(
      'The stock figures match the ledger.',
    );

    await user.click(within(section).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(query()).toEqual({ page: '2' }));
    await waitFor(() =>
      expect(Object.fromEntries(requests.at(-1)?.url.searchParams ?? [])).toEqual({
        page: '2',
        per_page: '25',
      }),
    );
  });

  it('says the ledger agrees when nothing differs, and names the ledger check’s mismatches', async () => {
    fakeFetch({
      [`GET ${BASE}/stock/health`]: () =>
        jsonResponse(200, {
          data: healthOf({
            discrepancies: { data: [], meta: { current_page: 1, per_page: 25, total: 0, last_page: 1 } },
            ledger_check: {
              checked: 9,
              stock_mismatches: 2,
              total_mismatches: 1,
              count_mismatches: 0,
              checked_at: minutesAgo(0),
            },
          }),
        }),
    });
    renderPage('owner');

    const section = await screen.findByTestId('health-discrepancies');
    expect(
      within(section).getByText('The ledger agrees with every figure the marketplace reported.'),
    ).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).getByTestId('ledger-check').textContent).toContain(
      '2 warehouse stock figures differ, 1 SKU total differs',
    );
  });

  it('says a new organisation has no stock to check rather than that it matches', async () => {
    fakeFetch({
      [`GET ${BASE}/stock/health`]: () =>
        jsonResponse(200, {
          data: healthOf({
            sources: [],
            discrepancies: { data: [], meta: { current_page: 1, per_page: 25, total: 0, last_page: 1 } },
            ledger_check: {
              checked: 0,
              stock_mismatches: 0,
              total_mismatches: 0,
              count_mismatches: 0,
              checked_at: minutesAgo(0),
            },
          }),
        }),
    });
    renderPage('owner');

    const check = await screen.findByTestId('ledger-check');
    expect(check.textContent).toContain('No stock recorded yet');
    expect(check.textContent).not.toContain('match the ledger');
  });

  it('says when the database keeps its statistics, and names the stale tables when it does not', async () => {
    let statistics: StockHealth['statistics'] = { kept_by: 'autovacuum', autovacuum_off: false, stale: [] };
    fakeFetch({ [`GET ${BASE}/stock/health`]: () => jsonResponse(200, { data: healthOf({ statistics }) }) });
    const { unmount } = renderPage('viewer');
    const fresh = await screen.findByTestId('database-statistics');
    expect(fresh.textContent).toContain("The database's statistics are up to date.");
    expect(fresh.textContent).toContain("PostgreSQL's autovacuum keeps them.");
    unmount();

    statistics = {
      kept_by: 'schedule',
      autovacuum_off: true,
      stale: [
        { table: 'store_orders', last_analysed_at: minutesAgo(180) },
        { table: 'skus', last_analysed_at: null },
      ],
    };
    renderPage('viewer');
    const stale = await screen.findByTestId('database-statistics');
    expect(stale.textContent).toContain("The database's statistics are stale on 2 tables");
    expect(stale.textContent).toContain(
      "Autovacuum is off on this PostgreSQL server: the product vacuums and analyses by autovacuum's rule",
    );
    expect(
      within(stale)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['store_orders, last analysed 3 hours ago', 'skus, last analysed never']);
  });
});
