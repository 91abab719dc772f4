// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { dismissToast, getToasts } from '../../lib/notify.ts';
import { renderUi } from '../../testing/render.tsx';
import { PageState } from './page-state.tsx';

const ORG = '01JPAGESTATEORG';
const missing = {
  isError: true,
  error: new ApiError({ status: 404, message: 'Not Found.', errors: {}, code: 'not_found' }),
  refetch: () => undefined,
};
const productScreen = (state?: unknown) =>
  renderUi(
    <PageState
      title="Product"
      query={missing}
      loading="Loading…"
      error="Could not load."
      notFound="This product does not exist, or it has been deleted."
    />,
    {
      route: `/organisation/${ORG}/products/7`,
      path: '/organisation/:organisation/*',
      handle: { name: 'products.show', title: 'Product' },
      state,
    },
  );

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('a record screen whose record is missing', () => {
  it('says so where the record would be, once, when it was opened directly', () => {
    const { location } = productScreen();
    expect(screen.getByText('This product does not exist, or it has been deleted.')).toBeTruthy();
    expect(location()).toBe(`/organisation/${ORG}/products/7`);
    expect(getToasts()).toEqual([]);
  });

  it('goes to the list with one notice when the record belonged to the organisation switched from', async () => {
    const { location } = productScreen({ switchedOrganisation: 'Second Shop' });
    await waitFor(() => expect(location()).toBe(`/organisation/${ORG}/products`));
    expect(getToasts().map((toast) => [toast.title, ...toast.body])).toEqual([
      ['Switched organisation', 'Second Shop has no such record, so here is the list.'],
    ]);
  });
});
