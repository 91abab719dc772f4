/**
 * Roles and what they may do (docs/api-conventions.md, decision 3). Viewers read; members edit
 * operational data; admins also manage team, sources and settings; owners also delete the
 * organisation.
 */
export const ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ABILITIES = {
  read: 'viewer',
  editOperationalData: 'member',
  manageTeam: 'admin',
  manageSettings: 'admin',
  manageReportSources: 'admin',
  deleteOrganisation: 'owner',
} as const satisfies Record<string, Role>;
export type Ability = keyof typeof ABILITIES;

const RANK: Record<Role, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };

export function roleAtLeast(role: Role, minimum: Role): boolean {
  return RANK[role] >= RANK[minimum];
}

export function can(role: Role, ability: Ability): boolean {
  return roleAtLeast(role, ABILITIES[ability]);
}

/** Only an owner may grant or take away the owner role; admins manage everyone below it. */
export function canAssignRole({ actor, from, to }: { actor: Role; from: Role; to: Role }): boolean {
  if (!can(actor, 'manageTeam')) return false;
  if (from === 'owner' || to === 'owner') return actor === 'owner';
  return true;
}
