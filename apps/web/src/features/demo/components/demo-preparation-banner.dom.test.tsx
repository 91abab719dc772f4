// @vitest-environment jsdom
import type { DemoPreparation } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserContext } from '../../../lib/use-user.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { requestCount } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { demoPreparationKeys } from '../api/get-demo-preparation.ts';
import { DemoPreparationBanner } from './demo-preparation-banner.tsx';

const ORG = '01JDEMOORG';
const PREPARATION = `/api/organisations/${ORG}/demo-preparation`;
const SKUS = `/api/organisations/${ORG}/skus`;
const FILLING: DemoPreparation = {
  steps_done: 3,
  steps: 9,
  step: 'Adding purchase orders and their receipts',
  started_at: '2026-11-29T01:00:00.000Z',
  finished_at: null,
  failure: null,
};

/** A screen's query of the organisation, to see the banner refresh it when the demo is ready. */
function SkuProbe() {
  useQuery({
    queryKey: ['organisations', ORG, 'skus', 'list', {}],
    queryFn: () => fetch(SKUS).then((response) => response.json()),
  });
  return null;
}

function renderBanner() {
  return renderUi(
    <UserContext value={memberOf(ORG)}>
      <DemoPreparationBanner />
      <SkuProbe />
    </UserContext>,
    { route: `/organisation/${ORG}/dashboard`, path: '/organisation/:organisation/*' },
  );
}

describe('the demo preparation banner', () => {
  it('says how far the demo is while it is filled, then refreshes the organisation’s screens and goes', async () => {
    let preparation: DemoPreparation = FILLING;
    const requests = fakeFetch({
      [`GET ${PREPARATION}`]: () => jsonResponse(200, { data: preparation }),
      [`GET ${SKUS}`]: () => jsonResponse(200, { data: [] }),
    });
    const { queryClient } = renderBanner();

    const banner = await screen.findByTestId('demo-preparation-banner');
    expect(banner.textContent).toContain('Your demo organisation is being prepared.');
    expect(banner.textContent).toContain('Adding purchase orders and their receipts (step 4 of 9)');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    await waitFor(() => expect(requestCount(requests, 'GET', SKUS)).toBe(1));

    preparation = { ...FILLING, steps_done: 8, finished_at: '2026-11-29T01:00:20.000Z' };
    await queryClient.refetchQueries({ queryKey: demoPreparationKeys.all(ORG) });
    await waitFor(() => expect(screen.queryByTestId('demo-preparation-banner')).toBeNull());
    // The screens' data was read while the demo was half written: read again.
    await waitFor(() => expect(requestCount(requests, 'GET', SKUS)).toBe(2));
  });

  it('shows nothing for an organisation that is not a demo being made, and asks once', async () => {
    const requests = fakeFetch({
      [`GET ${PREPARATION}`]: () => jsonResponse(200, { data: null }),
      [`GET ${SKUS}`]: () => jsonResponse(200, { data: [] }),
    });
    renderBanner();
    await waitFor(() => expect(requestCount(requests, 'GET', PREPARATION)).toBe(1));
    expect(screen.queryByTestId('demo-preparation-banner')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestCount(requests, 'GET', PREPARATION)).toBe(1);
  });

  it('says when the demo could not be finished', async () => {
    fakeFetch({
      [`GET ${PREPARATION}`]: () =>
        jsonResponse(200, {
          data: { ...FILLING, finished_at: '2026-11-29T01:00:20.000Z', failure: 'disk full' },
        }),
      [`GET ${SKUS}`]: () => jsonResponse(200, { data: [] }),
    });
    renderBanner();
    expect((await screen.findByTestId('demo-preparation-banner')).textContent).toContain(
      'could not be finished (disk full)',
    );
  });
});
