// @vitest-environment jsdom
import type { Invitation, Organisation, User } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts } from '../../../lib/notify.ts';
import { UserContext } from '../../../lib/use-user.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { requestCount } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { InvitationsNotice } from './invitations-notice.tsx';

const INVITATIONS = '/api/users/me/invitations';
const ACME: Invitation = {
  id: 11,
  organisation: { ulid: '01JACMEORG', name: 'Acme' },
  role: 'member',
  invited_by: 'Olive Owner',
  invited_at: '2025-01-01T00:00:00.000Z',
  expires_at: '2025-01-08T00:00:00.000Z',
};
const GLOBEX: Invitation = {
  ...ACME,
  id: 12,
  organisation: { ulid: '01JGLOBEXORG', name: 'Globex' },
  invited_by: null,
};

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('the invitations notice', () => {
  it('shows nothing when no invitation waits', async () => {
    const requests = fakeFetch({ [`GET ${INVITATIONS}`]: () => jsonResponse(200, { data: [] }) });
    renderUi(<InvitationsNotice />);
    await waitFor(() => expect(requestCount(requests, 'GET', INVITATIONS)).toBe(1));
    expect(screen.queryByTestId('invitations-notice')).toBeNull();
  });

  it('accepting joins the organisation: the user is refetched and the app opens its dashboard', async () => {
    let pending = [ACME, GLOBEX];
    const requests = fakeFetch({
      [`GET ${INVITATIONS}`]: () => jsonResponse(200, { data: pending }),
      [`POST ${INVITATIONS}/11/accept`]: () => {
        pending = [GLOBEX];
        return jsonResponse(200, {
          data: { id: 1, ulid: ACME.organisation.ulid, name: 'Acme', role: 'member' } as Organisation,
        });
      },
    });
    const { user, location } = renderUi(<InvitationsNotice />, { route: '/organisation/01JOTHER' });

    const acme = await screen.findByText(/Olive Owner invited you to join/);
    const notice = acme.closest('li') as HTMLElement;
    expect(screen.getByTestId('invitations-notice').textContent).toContain(
      '2 invitations are waiting for you',
    );
    expect(notice.textContent).toContain('Olive Owner invited you to join Acme as member.');
    expect(screen.getByText(/You are invited to join/).textContent).toContain('Globex');

    await user.click(within(notice).getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(location()).toBe(`/organisation/${ACME.organisation.ulid}`));
    expect(requestCount(requests, 'POST', `${INVITATIONS}/11/accept`)).toBe(1);
    // The user's organisations and the invitations under them are read again.
    await waitFor(() => expect(screen.queryByText(/Olive Owner invited you/)).toBeNull());
    expect(screen.getByText(/You are invited to join/)).toBeTruthy();
    expect(getToasts().flatMap((toast) => toast.body)).toContain('You joined Acme.');
  });

  it('tells an unverified user to verify first and keeps Accept disabled, Decline still works', async () => {
    const requests = fakeFetch({ [`GET ${INVITATIONS}`]: () => jsonResponse(200, { data: [ACME] }) });
    const unverified = { email_verified_at: null } as User;
    renderUi(
      <UserContext value={unverified}>
        <InvitationsNotice />
      </UserContext>,
    );
    const accept = (await screen.findByRole('button', { name: 'Accept' })) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Decline' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('invitations-verify-first').textContent).toContain('Verify your email address');
    expect(requestCount(requests, 'POST', `${INVITATIONS}/11/accept`)).toBe(0);
  });

  it('declining removes the notice and stays on the page', async () => {
    const requests = fakeFetch({
      [`GET ${INVITATIONS}`]: () => jsonResponse(200, { data: [ACME] }),
      [`POST ${INVITATIONS}/11/decline`]: () => new Response(null, { status: 204 }),
    });
    const { user, location } = renderUi(<InvitationsNotice />, { route: '/somewhere' });

    await user.click(await screen.findByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(screen.queryByTestId('invitations-notice')).toBeNull());
    expect(requestCount(requests, 'POST', `${INVITATIONS}/11/decline`)).toBe(1);
    expect(location()).toBe('/somewhere');
  });
});
