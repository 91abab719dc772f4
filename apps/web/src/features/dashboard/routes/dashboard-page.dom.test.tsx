// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserContext } from '../../../lib/use-user.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { COUNTS, EMPTY_PAGE } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { DashboardPage } from './dashboard-page.tsx';

const ORG = '01JDASHBOARDORG';
const BASE = `/api/organisations/${ORG}`;
const USER = memberOf(ORG, 'owner');

describe('dashboard', () => {
  it('opens the SKU list filtered to the SKUs it counts as needing attention', async () => {
    fakeFetch({
      [`GET ${BASE}/counts`]: () => jsonResponse(200, COUNTS),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, EMPTY_PAGE),
    });
    const { user, location } = renderUi(
      <UserContext value={USER}>
        <DashboardPage />
      </UserContext>,
      { route: `/organisation/${ORG}`, path: '/organisation/:organisation/*' },
    );
    const item = await screen.findByRole('link', { name: /SKUs needing attention/ });
    expect(await screen.findByText(String(COUNTS.skus))).toBeTruthy();
    await user.click(item);
    expect(location()).toBe(`/organisation/${ORG}/skus?needs_attention=true`);
  });
});
