import { describe, expect, it } from 'vitest';
import { can, canAssignRole, roleAtLeast } from './permissions.ts';

describe('roles', () => {
  it('orders roles from viewer to owner', () => {
    expect(roleAtLeast('owner', 'admin')).toBe(true);
    expect(roleAtLeast('member', 'admin')).toBe(false);
    expect(roleAtLeast('viewer', 'viewer')).toBe(true);
  });

  it('lets viewers read but not edit', () => {
    expect(can('viewer', 'read')).toBe(true);
    expect(can('viewer', 'editOperationalData')).toBe(false);
    expect(can('member', 'editOperationalData')).toBe(true);
  });

  it('keeps team and settings to admins and owners', () => {
    expect(can('member', 'manageTeam')).toBe(false);
    expect(can('admin', 'manageTeam')).toBe(true);
    expect(can('admin', 'deleteOrganisation')).toBe(false);
    expect(can('owner', 'deleteOrganisation')).toBe(true);
  });

  it('lets only owners grant or take away the owner role', () => {
    expect(canAssignRole({ actor: 'admin', from: 'member', to: 'admin' })).toBe(true);
    expect(canAssignRole({ actor: 'admin', from: 'member', to: 'owner' })).toBe(false);
    expect(canAssignRole({ actor: 'admin', from: 'owner', to: 'member' })).toBe(false);
    expect(canAssignRole({ actor: 'owner', from: 'owner', to: 'admin' })).toBe(true);
    expect(canAssignRole({ actor: 'member', from: 'viewer', to: 'member' })).toBe(false);
  });
});
