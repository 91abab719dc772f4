import type { Organisation, User } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { withUpdatedOrganisation } from './update-organisation.ts';

const organisation = (ulid: string, name: string, role: Organisation['role']): Organisation => ({
  id: 1,
  ulid,
  name,
  logo: null,
  oldest_order_date: null,
  role,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
});

describe('withUpdatedOrganisation', () => {
  const user: User = {
    id: 1,
    email: 'ann@example.com',
    name: 'Ann',
    profile_picture: null,
    email_verified_at: null,
    organisations: [organisation('A', 'Acme', 'admin'), organisation('B', 'Beta', 'viewer')],
    xero_connections: [],
    current_organisation: organisation('A', 'Acme', 'admin'),
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
  };

  it('puts the new name and logo in the user’s lists and keeps the user’s own role', () => {
    const updated = {
      ...organisation('A', 'Acme Ltd', 'owner'),
      logo: '/api/organisations/01a/logo/Zm9vYmFyYmF6cXV4cXV1eHh5eXp6',
    };
    const next = withUpdatedOrganisation(user, updated);
    expect(next.organisations[0]).toMatchObject({
      name: 'Acme Ltd',
      logo: '/api/organisations/01a/logo/Zm9vYmFyYmF6cXV4cXV1eHh5eXp6',
      role: 'admin',
    });
    expect(next.current_organisation).toMatchObject({ name: 'Acme Ltd', role: 'admin' });
    expect(next.organisations[1]).toBe(user.organisations[1]);
  });
});
