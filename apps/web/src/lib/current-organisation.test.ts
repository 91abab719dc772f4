import type { Organisation } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { organisationContext, pickOrganisation } from './current-organisation.ts';

function organisation(ulid: string): Organisation {
  return {
    id: 1,
    ulid,
    name: `Org ${ulid}`,
    logo: null,
    oldest_order_date: null,
    role: 'owner',
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
  };
}

describe('pickOrganisation', () => {
  const a = organisation('A');
  const b = organisation('B');
  const c = organisation('C');

  it('selects the remembered organisation while the user still belongs to it', () => {
    expect(pickOrganisation({ organisations: [a, b, c], current_organisation: a }, 'B')).toBe(b);
  });

  it('falls back to the current organisation, then the first, when the remembered one is gone', () => {
    expect(pickOrganisation({ organisations: [a, b], current_organisation: b }, 'GONE')).toBe(b);
    expect(pickOrganisation({ organisations: [a, b], current_organisation: null }, 'GONE')).toBe(a);
    expect(pickOrganisation({ organisations: [a, b], current_organisation: c }, null)).toBe(a);
  });

  it('finds nothing for a user without organisations', () => {
    expect(pickOrganisation({ organisations: [], current_organisation: null }, 'A')).toBeUndefined();
  });
});

describe('organisationContext', () => {
  it('prefers the route parameter, then the remembered ulid, then "unknown"', () => {
    expect(organisationContext('A', 'B')).toBe('A');
    expect(organisationContext(undefined, 'B')).toBe('B');
    expect(organisationContext(undefined, null)).toBe('unknown');
  });
});
