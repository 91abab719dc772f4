// @vitest-environment jsdom
import { type Organisation, SIGNED_IN_COOKIE, type User } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUserQueryOptions } from '../../../features/auth/api/get-current-user.ts';
import { rememberedOrganisation } from '../../../lib/current-organisation.ts';
import { dismissToast, getToasts } from '../../../lib/notify.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { UserContext } from '../../../lib/use-user.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { requestCount } from '../../../testing/query-probe.tsx';
import { createTestQueryClient, renderUi } from '../../../testing/render.tsx';
import { Header } from './header.tsx';

const FIRST = { id: 1, ulid: '01JFIRSTORG', name: 'First Brand', role: 'owner' } as Organisation;
const SECOND = { id: 2, ulid: '01JSECONDORG', name: 'Second Brand', role: 'owner' } as Organisation;
const ANN = {
  id: 1,
  name: 'Ann',
  email: 'ann@example.com',
  profile_picture: null,
  email_verified_at: '2025-01-01T00:00:00.000Z',
  organisations: [FIRST],
  current_organisation: FIRST,
} as unknown as User;

/** The dialog's module loads when first opened (React.lazy): the first test waits for it. */
const LAZY = { timeout: 10_000 };

/** The header as the signed-in shell gives it its user: from the cached GET /api/users/me. */
function SignedInHeader() {
  const { data: user } = useQuery(currentUserQueryOptions());
  if (!user) return null;
  return (
    <UserContext value={user}>
      <Header onOpenSidebar={() => undefined} onOpenSettings={() => undefined} />
    </UserContext>
  );
}

function renderHeader() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userKeys.current, ANN);
  return renderUi(<SignedInHeader />, {
    route: `/organisation/${FIRST.ulid}/skus?search=tent`,
    path: '/organisation/:organisation/*',
    handle: { name: 'skus', title: 'SKUs' },
    queryClient,
  });
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the server's signed-in hint; jsdom has no Cookie Store API.
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
});

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clears the hint set above.
  document.cookie = `${SIGNED_IN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  rememberedOrganisation.set(null);
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('"New Organisation" in the header', () => {
  it('creates one from the user menu, switches to it, and the organisation switcher appears', async () => {
    let organisations = [FIRST];
    const requests = fakeFetch({
      'POST /api/organisations': () => {
        organisations = [FIRST, SECOND];
        return jsonResponse(201, { data: SECOND });
      },
      'GET /api/users/me': () => jsonResponse(200, { data: { ...ANN, organisations } }),
    });
    const { user, location } = renderHeader();
    // One organisation: no switcher (spec section 2).
    expect(screen.queryByTestId('organisation-switcher')).toBeNull();

    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByRole('button', { name: /New Organisation/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New organisation' }, LAZY);
    await user.type(within(dialog).getByLabelText('Organisation name'), 'Second Brand');
    await user.click(within(dialog).getByRole('button', { name: 'Create organisation' }));

    await waitFor(() => expect(location()).toBe(`/organisation/${SECOND.ulid}`));
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({ name: 'Second Brand' });
    expect(rememberedOrganisation.get()).toBe(SECOND.ulid);
    expect(getToasts().flatMap((toast) => toast.body)).toContain(
      'Second Brand was created. You are its owner.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Two organisations: the switcher shows the new one, ticked, beside the first.
    const switcher = await screen.findByTestId('organisation-switcher');
    // The route's parameter follows the URL in the render after the navigation.
    await user.click(await within(switcher).findByRole('button', { name: /Second Brand/ }));
    const current = await within(switcher).findByRole('button', { current: true });
    expect(current.textContent).toContain('Second Brand');
    expect(
      within(switcher)
        .getByRole('button', { name: /First Brand/ })
        .getAttribute('aria-current'),
    ).toBeNull();
    await waitFor(() => expect(requestCount(requests, 'GET', '/api/users/me')).toBe(1));
  });

  it('keeps the dialog open with the server’s message on the name when refused', async () => {
    fakeFetch({
      'POST /api/organisations': () =>
        jsonResponse(422, {
          message: 'The name field must not be greater than 255 characters.',
          errors: { name: ['The name field must not be greater than 255 characters.'] },
          code: 'validation_failed',
        }),
    });
    const { user, location } = renderHeader();
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByRole('button', { name: /New Organisation/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New organisation' }, LAZY);
    await user.type(within(dialog).getByLabelText('Organisation name'), 'Too long, says the server');
    await user.click(within(dialog).getByRole('button', { name: 'Create organisation' }));

    expect(
      await within(dialog).findByText('The name field must not be greater than 255 characters.'),
    ).toBeTruthy();
    expect(location()).toBe(`/organisation/${FIRST.ulid}/skus?search=tent`);
    expect(screen.queryByTestId('organisation-switcher')).toBeNull();
  });

  it('offers it below the organisations in the switcher too', async () => {
    fakeFetch({});
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userKeys.current, { ...ANN, organisations: [FIRST, SECOND] });
    const { user } = renderUi(<SignedInHeader />, {
      route: `/organisation/${FIRST.ulid}`,
      path: '/organisation/:organisation',
      handle: { name: 'dashboard', title: 'Dashboard' },
      queryClient,
    });
    const switcher = screen.getByTestId('organisation-switcher');
    await user.click(within(switcher).getByRole('button', { name: /First Brand/ }));
    await user.click(await within(switcher).findByRole('button', { name: /New Organisation/ }));
    expect(await screen.findByRole('dialog', { name: 'New organisation' }, LAZY)).toBeTruthy();
  });
});
