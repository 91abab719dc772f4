// @vitest-environment jsdom
import { REPORT_DOCUMENT_GONE_MESSAGE, type ReportRequest } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-client.ts';
import { dismissToast, getToasts } from '../../../lib/notify.ts';
import { UserContext } from '../../../lib/use-user.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { EMPTY_PAGE, requestCount } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { LIVE_POLL_MS } from '../api/get-report-request.ts';
import { REQUEST } from './report-request-fixtures.ts';
import { ReportRequestPage } from './report-request-page.tsx';

const ORG = '01JREPORTREQUESTORG';
const BASE = `/api/organisations/${ORG}`;
const DETAIL = `${BASE}/report-requests/31`;
/** Long enough for several polls. */
const LIVE = { timeout: 8 * LIVE_POLL_MS };

const QUEUED: ReportRequest = {
  ...REQUEST,
  status: 'DONE',
  rows_parsed: 0,
  rows_written: 0,
  rows_failed: 0,
  processing_started_at: null,
  processed_at: null,
};
const RUNNING: ReportRequest = {
  ...QUEUED,
  status: 'PROCESSING',
  rows_parsed: 2000,
  rows_written: 1998,
  rows_failed: 2,
};
const PROCESSED: ReportRequest = {
  ...REQUEST,
  rows_parsed: 2010,
  rows_written: 2007,
  rows_failed: 3,
  row_problems: [
    { line: 7, message: 'purchase-date: "yesterday" is not a date.' },
    { line: 12, message: 'quantity: "-1" is not a whole number of at least 0.' },
  ],
  counts: { orders: 2, orders_created: 2, skus_created: 14 },
};

/** The marketplaces the screen names (the request's is Amazon.co.uk). */
const REFERENCE = {
  countries: [],
  marketplaces: [
    {
      id: 9,
      mws_id: 'A1F83G8C2ARO7P',
      country_code: 'GB',
      default_currency_code: 'GBP',
      default_language_code: 'en_GB',
      domain_name: 'www.amazon.co.uk',
      endpoint: 'https://sellingpartnerapi-eu.amazon.com',
      name: 'Amazon.co.uk',
      region_code: 'EU',
      countries: [],
    },
  ],
};

/** The orders list as its screen keeps it, to see processing refresh it. */
function OrdersOnScreen() {
  useQuery({
    queryKey: ['organisations', ORG, 'store-orders', 'list', {}],
    queryFn: () => apiClient.get(`${BASE}/store-orders`),
  });
  return null;
}

function renderPage(role: 'member' | 'viewer' = 'member') {
  return renderUi(
    <UserContext value={memberOf(ORG, role)}>
      <OrdersOnScreen />
      <ReportRequestPage />
    </UserContext>,
    {
      route: `/organisation/${ORG}/report-requests/31/status`,
      path: '/organisation/:organisation/report-requests/:id/status',
    },
  );
}

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('a report request’s screen', () => {
  it('follows the request live until it is processed, then shows what it wrote and the rows it could not read', async () => {
    const answers = [QUEUED, RUNNING, PROCESSED];
    const requests = fakeFetch({
      [`GET ${DETAIL}`]: () => jsonResponse(200, { data: answers.length > 1 ? answers.shift() : answers[0] }),
      [`GET ${BASE}/store-orders`]: () => jsonResponse(200, EMPTY_PAGE),
      'GET /api/reference': () => jsonResponse(200, REFERENCE),
    });
    renderPage();

    expect(await screen.findByTestId('report-request-live')).toBeTruthy();
    expect(screen.getByTestId('report-request-status').textContent).toBe('Ready to process');
    // The marketplace by its name, its id on hover.
    const marketplace = await within(screen.getByTestId('report-request-summary')).findByText('Amazon.co.uk');
    expect(marketplace.getAttribute('title')).toBe('A1F83G8C2ARO7P');
    expect((await screen.findByTestId('report-request-rows-summary', {}, LIVE)).textContent).toBe(
      '1,998 of 2,000 rows written, 2 failed so far.',
    );
    await waitFor(
      () => expect(screen.getByTestId('report-request-status').textContent).toBe('Processed'),
      LIVE,
    );
    expect(screen.queryByTestId('report-request-live')).toBeNull();
    expect(screen.getByTestId('report-request-rows-summary').textContent).toBe(
      '2,007 of 2,010 rows written, 3 failed.',
    );

    const counts = screen.getAllByTestId('report-request-count').map((count) => count.textContent);
    expect(counts).toEqual(['2 orders read', '2 orders created', '14 SKUs created (unmapped)']);
    expect(screen.getByRole('link', { name: 'SKUs created (unmapped)' }).getAttribute('href')).toBe(
      `/organisation/${ORG}/skus?mapped=false`,
    );
    expect(screen.getByRole('link', { name: 'Orders from this source' }).getAttribute('href')).toBe(
      `/organisation/${ORG}/store-orders?report_source_id=4`,
    );
    const problems = within(screen.getByTestId('report-request-problems'));
    expect(problems.getAllByTestId('report-request-problem').map((row) => row.textContent)).toEqual([
      '7purchase-date: "yesterday" is not a date.',
      '12quantity: "-1" is not a whole number of at least 0.',
    ]);
    expect(problems.getByText('The first 2 of 3 are listed.')).toBeTruthy();

    // Seeing it finish refreshed what processing wrote; after that, the screen stops asking.
    await waitFor(() => expect(requestCount(requests, 'GET', `${BASE}/store-orders`)).toBe(2));
    const polls = requestCount(requests, 'GET', DETAIL);
    await new Promise((resolve) => setTimeout(resolve, 2 * LIVE_POLL_MS));
    expect(requestCount(requests, 'GET', DETAIL)).toBe(polls);
  }, 20_000);

  it('processes again after saying nothing is written twice, and follows it again; viewers can only download', async () => {
    let reprocessed = false;
    const requests = fakeFetch({
      [`GET ${DETAIL}`]: () => jsonResponse(200, { data: reprocessed ? PROCESSED : REQUEST }),
      [`POST ${DETAIL}/process`]: () => {
        reprocessed = true;
        return jsonResponse(202, { data: QUEUED });
      },
      [`GET ${BASE}/store-orders`]: () => jsonResponse(200, EMPTY_PAGE),
      'GET /api/reference': () => jsonResponse(200, REFERENCE),
    });
    const { user, unmount } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Process again' }));
    const dialog = screen.getByRole('dialog', { name: 'Process this report again?' });
    expect(dialog.textContent).toContain('Nothing is written twice');
    await user.click(within(dialog).getByRole('button', { name: 'Process again' }));

    expect(await screen.findByTestId('report-request-live')).toBeTruthy();
    await waitFor(
      () => expect(screen.getByTestId('report-request-status').textContent).toBe('Processed'),
      LIVE,
    );
    expect(requestCount(requests, 'POST', `${DETAIL}/process`)).toBe(1);
    unmount();

    renderPage('viewer');
    const download = await screen.findByRole('link', { name: 'Download document' });
    expect(download.getAttribute('href')).toBe(`${DETAIL}/document`);
    expect(screen.queryByRole('button', { name: 'Process again' })).toBeNull();
  }, 20_000);

  it('names every marketplace the file held, and shows the warning of rows outside the source’s region', async () => {
    const outside: ReportRequest = {
      ...PROCESSED,
      sales_channels: [
        { name: 'Amazon.co.uk', rows: 1200 },
        { name: 'Amazon.com', rows: 800 },
        { name: 'Amazon.de', rows: 9 },
        { name: 'Non-Amazon', rows: 1 },
      ],
      warnings: [
        {
          code: 'marketplaces_outside_region',
          message:
            "800 rows of this file are of a marketplace outside this source's region (EU): Amazon.com (800 rows).",
          sales_channels: ['Amazon.com'],
        },
      ],
    };
    fakeFetch({
      [`GET ${DETAIL}`]: () => jsonResponse(200, { data: outside }),
      [`GET ${BASE}/store-orders`]: () => jsonResponse(200, EMPTY_PAGE),
      'GET /api/reference': () => jsonResponse(200, REFERENCE),
    });
    renderPage();

    const warning = await screen.findByTestId('report-request-warning');
    expect(within(warning).getByRole('heading').textContent).toBe(
      'Rows of marketplaces outside this source’s region',
    );
    expect(warning.textContent).toContain('Amazon.com (800 rows)');
    // Every one the file named, not only the source's own (the request was of Amazon.co.uk).
    const summary = within(screen.getByTestId('report-request-summary'));
    expect(summary.getByText('Marketplaces in the file')).toBeTruthy();
    expect(summary.getByTestId('report-request-sales-channels').textContent).toBe(
      'Amazon.co.uk, Amazon.com, Amazon.de, Non-Amazon',
    );
    expect(summary.getByText('Amazon.com').getAttribute('title')).toBe('800 rows');
    expect(summary.getByText('Non-Amazon').getAttribute('title')).toBe('1 row');
  });

  it('shows no warning when there is none', async () => {
    fakeFetch({
      [`GET ${DETAIL}`]: () => jsonResponse(200, { data: PROCESSED }),
      [`GET ${BASE}/store-orders`]: () => jsonResponse(200, EMPTY_PAGE),
      'GET /api/reference': () => jsonResponse(200, REFERENCE),
    });
    renderPage();
    expect(await screen.findByTestId('report-request-summary')).toBeTruthy();
    expect(screen.queryByTestId('report-request-warning')).toBeNull();
  });

  it('says a document that is no longer stored must be uploaded again, and offers neither download nor processing', async () => {
    const gone: ReportRequest = { ...REQUEST, document: 'gone' };
    fakeFetch({
      [`GET ${DETAIL}`]: () => jsonResponse(200, { data: gone }),
      [`GET ${BASE}/store-orders`]: () => jsonResponse(200, EMPTY_PAGE),
      'GET /api/reference': () => jsonResponse(200, REFERENCE),
    });
    renderPage();

    expect((await screen.findByTestId('report-request-document-gone')).textContent).toBe(
      REPORT_DOCUMENT_GONE_MESSAGE,
    );
    expect(screen.queryByRole('link', { name: 'Download document' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Process again' })).toBeNull();
  });

  it('shows Amazon’s own explanation of a report it could not produce', async () => {
    const fatal: ReportRequest = {
      ...QUEUED,
      origin: 'requested',
      status: 'FATAL',
      document: 'none',
      error: 'Amazon could not produce the report. Request it again later.',
      error_document: '{"errorDetails":"The report could not be generated: the date range is invalid."}',
    };
    fakeFetch({
      [`GET ${DETAIL}`]: () => jsonResponse(200, { data: fatal }),
      [`GET ${BASE}/store-orders`]: () => jsonResponse(200, EMPTY_PAGE),
      'GET /api/reference': () => jsonResponse(200, REFERENCE),
    });
    renderPage();

    const error = await screen.findByTestId('report-request-error');
    expect(error.textContent).toContain('Amazon could not produce the report.');
    expect(within(error).getByTestId('report-request-error-document').textContent).toBe(
      'What Amazon says{"errorDetails":"The report could not be generated: the date range is invalid."}',
    );
    expect(screen.getByTestId('report-request-status').textContent).toBe('Failed at Amazon');
    expect(screen.queryByTestId('report-request-no-data')).toBeNull();
  });

  it('shows a report Amazon cancelled for want of data as nothing to process, not as an error', async () => {
    const cancelled: ReportRequest = {
      ...QUEUED,
      origin: 'requested',
      status: 'CANCELLED',
      document: 'none',
      error: null,
      processed_at: '2026-03-02T10:05:00.000Z',
    };
    fakeFetch({
      [`GET ${DETAIL}`]: () => jsonResponse(200, { data: cancelled }),
      [`GET ${BASE}/store-orders`]: () => jsonResponse(200, EMPTY_PAGE),
      'GET /api/reference': () => jsonResponse(200, REFERENCE),
    });
    renderPage();

    expect((await screen.findByTestId('report-request-no-data')).textContent).toContain(
      'Amazon had no data for this period',
    );
    expect(screen.getByTestId('report-request-status').textContent).toBe('No data for the period');
    expect(screen.queryByTestId('report-request-error')).toBeNull();
    expect(screen.getByText('Amazon had no data for the period: there was nothing to read.')).toBeTruthy();
  });

  it('warns of yen amounts that were read rounded', async () => {
    const rounded: ReportRequest = {
      ...PROCESSED,
      report_type: 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2',
      amounts_rounded: 3,
      warnings: [
        {
          code: 'amounts_rounded',
          message: '3 amounts in a currency without minor units (such as yen) were written with decimals.',
          sales_channels: [],
        },
      ],
    };
    fakeFetch({
      [`GET ${DETAIL}`]: () => jsonResponse(200, { data: rounded }),
      [`GET ${BASE}/store-orders`]: () => jsonResponse(200, EMPTY_PAGE),
      'GET /api/reference': () => jsonResponse(200, REFERENCE),
    });
    renderPage();

    const warning = await screen.findByTestId('report-request-warning');
    expect(within(warning).getByRole('heading').textContent).toBe('Amounts rounded to whole units');
    expect(warning.textContent).toContain('3 amounts in a currency without minor units');
  });
});
