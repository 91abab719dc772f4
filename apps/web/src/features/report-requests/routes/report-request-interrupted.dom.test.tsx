// @vitest-environment jsdom
import type { ReportRequest } from '@backoffice/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserContext } from '../../../lib/use-user.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { LIVE_POLL_MS } from '../api/get-report-request.ts';
import { INTERRUPTED_TEXT } from '../components/report-request-progress.tsx';
import { REQUEST } from './report-request-fixtures.ts';
import { ReportRequestPage } from './report-request-page.tsx';

/**
 * A request whose processing was cut off by a server that stopped (`processing_interrupted`,
 * decision 9): its live screen says it waits to resume, and stops saying so once it goes on.
 */
const ORG = '01JREPORTINTERRUPTEDORG';
const DETAIL = `/api/organisations/${ORG}/report-requests/31`;
const LIVE = { timeout: 8 * LIVE_POLL_MS };

const STOPPED: ReportRequest = {
  ...REQUEST,
  status: 'PROCESSING',
  rows_parsed: 4000,
  rows_written: 4000,
  rows_failed: 0,
  processed_at: null,
  processing_interrupted: true,
};
const RESUMED: ReportRequest = {
  ...STOPPED,
  rows_parsed: 6000,
  rows_written: 6000,
  processing_interrupted: false,
};

function renderPage(answers: ReportRequest[]) {
  fakeFetch({
    [`GET ${DETAIL}`]: () => jsonResponse(200, { data: answers.length > 1 ? answers.shift() : answers[0] }),
    'GET /api/reference': () => jsonResponse(200, { countries: [], marketplaces: [] }),
  });
  return renderUi(
    <UserContext value={memberOf(ORG, 'member')}>
      <ReportRequestPage />
    </UserContext>,
    {
      route: `/organisation/${ORG}/report-requests/31/status`,
      path: '/organisation/:organisation/report-requests/:id/status',
    },
  );
}

describe('a report request whose processing was interrupted', () => {
  it('says it waits to resume, beside the rows written so far, until processing goes on', async () => {
    renderPage([STOPPED, RESUMED]);
    expect((await screen.findByTestId('report-request-interrupted')).textContent).toBe(
      'Processing stopped when the server restarted; it resumes within a minute.',
    );
    expect(screen.getByTestId('report-request-rows-summary').textContent).toBe(
      '4,000 of 4,000 rows written so far.',
    );
    await waitFor(
      () =>
        expect(screen.getByTestId('report-request-rows-summary').textContent).toBe(
          '6,000 of 6,000 rows written so far.',
        ),
      LIVE,
    );
    expect(screen.queryByTestId('report-request-interrupted')).toBeNull();
  });

  it('says it instead of "processing starts in a moment" when no row was read yet', async () => {
    renderPage([{ ...STOPPED, status: 'DONE', rows_parsed: 0, rows_written: 0 }]);
    expect((await screen.findByTestId('report-request-interrupted')).textContent).toBe(INTERRUPTED_TEXT);
    expect(screen.queryByText(/processing starts in a moment/)).toBeNull();
    expect(screen.queryByTestId('report-request-rows-summary')).toBeNull();
  });

  it('says nothing of it for a request whose answer does not carry it', async () => {
    const { processing_interrupted: _left, ...plain } = STOPPED;
    renderPage([plain]);
    expect(await screen.findByTestId('report-request-rows-summary')).toBeTruthy();
    expect(screen.queryByTestId('report-request-interrupted')).toBeNull();
  });
});
