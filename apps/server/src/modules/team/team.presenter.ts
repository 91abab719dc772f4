import type { TeamMember } from '@backoffice/shared';
import type { MemberRow } from './team.repository.ts';

export function presentMember(row: MemberRow): TeamMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.hasPassword ? 'active' : 'invited',
    joined_at: row.joinedAt.toISOString(),
  };
}
