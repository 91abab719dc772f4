// @vitest-environment jsdom
import type { OrganisationDeletion } from '@backoffice/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { requestCount } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { pendingDeletions } from '../organisation-deletions-store.ts';
import { DeletionProgressNotice } from './deletion-progress-notice.tsx';

const RUNNING: OrganisationDeletion = {
  id: 5,
  organisation: { ulid: '01JACMEORG', name: 'Acme' },
  status: 'running',
  percent: 40,
  removed: 400,
  total: 1000,
  error: null,
  requested_at: '2025-01-01T00:00:00.000Z',
  finished_at: null,
};

afterEach(() => pendingDeletions.set([]));

describe('the deletion progress notice', () => {
  it('shows nothing without a deletion, and asks nothing', () => {
    const requests = fakeFetch({});
    renderUi(<DeletionProgressNotice />);
    expect(screen.queryByTestId('organisation-deletion')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('follows a deletion to its end, then goes when dismissed', async () => {
    let answer = RUNNING;
    const requests = fakeFetch({
      'GET /api/organisation-deletions/5': () => {
        const current = answer;
        answer = {
          ...RUNNING,
          status: 'done',
          percent: 100,
          removed: 1000,
          finished_at: '2025-01-01T00:01:00Z',
        };
        return jsonResponse(200, { data: current });
      },
    });
    pendingDeletions.set([5]);
    const { user } = renderUi(<DeletionProgressNotice />);
    // The list loads when a deletion is first followed (React.lazy).
    const notice = await screen.findByTestId('organisation-deletion', {}, { timeout: 10_000 });
    expect(notice.textContent).toContain('Deleting Acme: its data is being removed (40 %).');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');

    await waitFor(() => expect(notice.textContent).toContain('Acme was deleted, with all its data.'), {
      timeout: 5_000,
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Done: no more polling.
    const asked = requestCount(requests, 'GET', '/api/organisation-deletions/5');
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(requestCount(requests, 'GET', '/api/organisation-deletions/5')).toBe(asked);

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('organisation-deletion')).toBeNull();
    expect(pendingDeletions.get()).toEqual([]);
  });

  it('forgets, without a word, a deletion this user may not see', async () => {
    fakeFetch({
      'GET /api/organisation-deletions/9': () =>
        jsonResponse(404, { message: 'Not Found.', code: 'not_found' }),
    });
    pendingDeletions.set([9]);
    renderUi(<DeletionProgressNotice />);
    await waitFor(() => expect(pendingDeletions.get()).toEqual([]), { timeout: 10_000 });
    expect(screen.queryByTestId('organisation-deletion')).toBeNull();
  });
});
