// @vitest-environment jsdom
import type { Organisation, OrganisationDeletion, TeamMember, User } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-client.ts';
import { rememberedOrganisation } from '../../../lib/current-organisation.ts';
import { dismissToast, getToasts } from '../../../lib/notify.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { UserContext } from '../../../lib/use-user.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { createTestQueryClient, renderUi } from '../../../testing/render.tsx';
import { pendingDeletions } from '../organisation-deletions-store.ts';
import { DangerZoneSection } from './danger-zone-section.tsx';

const ACME = { id: 1, ulid: '01JACMEORG', name: 'Acme', role: 'owner' } as Organisation;
const GLOBEX = { id: 2, ulid: '01JGLOBEXORG', name: 'Globex', role: 'member' } as Organisation;
const ANN = { id: 7, name: 'Ann', email: 'ann@example.com' } as User;
const TEAM = `/api/organisations/${ACME.ulid}/team`;

const member = (id: number, role: TeamMember['role']): TeamMember => ({
  id,
  name: `Person ${id}`,
  email: `person${id}@example.com`,
  role,
  status: 'active',
  joined_at: '2025-01-01T00:00:00.000Z',
});

/** The settings screen's section, with the signed-in user from the cache as the shell gives it. */
function Section({ organisation }: { organisation: Organisation }) {
  const { data: user } = useQuery({
    queryKey: userKeys.current,
    queryFn: async () => (await apiClient.get<{ data: User }>('/api/users/me')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!user) return <p>signed out</p>;
  return (
    <UserContext value={user}>
      <DangerZoneSection organisation={organisation} />
    </UserContext>
  );
}

function renderSection(organisation: Organisation, organisations: Organisation[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userKeys.current, {
    ...ANN,
    organisations,
    current_organisation: organisations[0],
  });
  rememberedOrganisation.set(organisation.ulid);
  return renderUi(<Section organisation={{ ...organisation }} />, {
    route: `/organisation/${organisation.ulid}/settings`,
    path: '*',
    queryClient,
  });
}

const cachedUlids = (queryClient: ReturnType<typeof createTestQueryClient>) =>
  queryClient.getQueryData<User>(userKeys.current)?.organisations.map((organisation) => organisation.ulid);

afterEach(() => {
  rememberedOrganisation.set(null);
  pendingDeletions.set([]);
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('the danger zone of the organisation settings', () => {
  it('deletes only once the name is typed exactly, then opens another organisation', async () => {
    const deletion: OrganisationDeletion = {
      id: 31,
      organisation: { ulid: ACME.ulid, name: 'Acme' },
      status: 'queued',
      percent: 0,
      removed: 0,
      total: 0,
      error: null,
      requested_at: '2025-01-01T00:00:00.000Z',
      finished_at: null,
    };
    const requests = fakeFetch({
      [`GET ${TEAM}`]: () => jsonResponse(200, { data: [member(7, 'owner')] }),
      [`DELETE /api/organisations/${ACME.ulid}`]: () => jsonResponse(202, { data: deletion }),
      'GET /api/users/me': () => jsonResponse(200, { data: { ...ANN, organisations: [GLOBEX] } }),
    });
    const { user, location, queryClient } = renderSection(ACME, [ACME, GLOBEX]);
    // The only owner cannot leave, and is told why.
    expect(await screen.findByText(/You are its only owner/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Leave organisation' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Delete organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete organisation' }) as HTMLButtonElement;
    const field = within(dialog).getByLabelText('Type Acme to confirm');
    expect(confirm.disabled).toBe(true);
    await user.type(field, 'acme');
    expect(confirm.disabled).toBe(true);
    await user.clear(field);
    await user.type(field, 'Acme');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);

    await waitFor(() => expect(location()).toBe(`/organisation/${GLOBEX.ulid}`));
    const sent = requests.find((request) => request.method === 'DELETE');
    expect(JSON.parse(String(sent?.body))).toEqual({ name: 'Acme' });
    expect(cachedUlids(queryClient)).toEqual([GLOBEX.ulid]);
    expect(rememberedOrganisation.get()).toBe(GLOBEX.ulid);
    // Its progress is followed wherever the user goes next.
    expect(pendingDeletions.get()).toEqual([31]);
    expect(getToasts().flatMap((toast) => toast.body)).toContain('Acme is being deleted.');
  });

  it('lets a member leave; with no organisation left they land on "/"', async () => {
    const requests = fakeFetch({
      [`GET /api/organisations/${GLOBEX.ulid}/team`]: () =>
        jsonResponse(200, { data: [member(1, 'owner'), member(7, 'member')] }),
      [`DELETE /api/organisations/${GLOBEX.ulid}/team/7`]: () => new Response(null, { status: 204 }),
      'GET /api/users/me': () => jsonResponse(200, { data: { ...ANN, organisations: [] } }),
    });
    const { user, location, queryClient } = renderSection(GLOBEX, [GLOBEX]);
    // Not an owner: nothing to delete.
    expect(screen.queryByRole('button', { name: 'Delete organisation' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Leave organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Globex?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave organisation' }));

    await waitFor(() => expect(location()).toBe('/'));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(cachedUlids(queryClient)).toEqual([]);
    expect(rememberedOrganisation.get()).toBeNull();
    expect(getToasts().flatMap((toast) => toast.body)).toContain('You left Globex.');
  });

  it('shows the server’s refusal in the dialog and stays', async () => {
    const refusal =
      'You are the only owner of this organisation: make another member an owner before you leave, or delete the organisation.';
    fakeFetch({
      // The team as it was when loaded: two owners; the other stepped down meanwhile.
      [`GET ${TEAM}`]: () => jsonResponse(200, { data: [member(7, 'owner'), member(8, 'owner')] }),
      [`DELETE ${TEAM}/7`]: () =>
        jsonResponse(422, { message: refusal, errors: { member: [refusal] }, code: 'team.last_owner' }),
    });
    const { user, location } = renderSection(ACME, [ACME]);
    const leave = await screen.findByRole('button', { name: 'Leave organisation' });
    await waitFor(() => expect((leave as HTMLButtonElement).disabled).toBe(false));
    await user.click(leave);
    const dialog = await screen.findByRole('dialog', { name: 'Leave Acme?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave organisation' }));

    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', refusal);
    expect(location()).toBe(`/organisation/${ACME.ulid}/settings`);
    // Shown where it was asked for, not as a toast as well.
    expect(getToasts()).toEqual([]);
  });
});
