// @vitest-environment jsdom
import type { Organisation, User } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { userKeys } from '../../../lib/query-keys.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { renderWithWatchedQueries, requestCount } from '../../../testing/query-probe.tsx';
import { teamQueryOptions } from './get-team.ts';
import { useInviteMembers } from './invite-members.ts';
import { useUpdateOrganisation } from './update-organisation.ts';

const ORG = '01JTEAMORG';
const BASE = `/api/organisations/${ORG}`;

describe('organisation mutations', () => {
  it('inviting members refetches the team', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/team`]: () => jsonResponse(200, { data: [] }),
      [`POST ${BASE}/team`]: () => jsonResponse(201, { data: [] }),
    });
    const { run } = await renderWithWatchedQueries(() => useInviteMembers(), [teamQueryOptions(ORG)]);

    await run((invite) => invite.mutateAsync({ organisationUlid: ORG, email: ['ann@example.com'] }));

    expect(requestCount(requests, 'GET', `${BASE}/team`)).toBe(2);
  });

  it('saving the settings puts the new name in the signed-in user’s organisations', async () => {
    const organisation = { ulid: ORG, name: 'Acme', role: 'admin' } as Organisation;
    fakeFetch({
      [`POST ${BASE}/`]: () =>
        jsonResponse(200, { data: { ...organisation, name: 'Acme Ltd', role: 'owner' } }),
    });
    const { run, queryClient } = await renderWithWatchedQueries(() => useUpdateOrganisation(), []);
    queryClient.setQueryData(userKeys.current, {
      organisations: [organisation],
      current_organisation: organisation,
    } as unknown as User);

    await run((update) =>
      update.mutateAsync({ organisationUlid: ORG, name: 'Acme Ltd', logo: null, removeLogo: false }),
    );

    const user = queryClient.getQueryData<User>(userKeys.current);
    expect(user?.organisations[0]).toMatchObject({ name: 'Acme Ltd', role: 'admin' });
  });
});
