import { canAssignRole, ROLES, type Role, type TeamMember } from '@backoffice/shared';
import { useState } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useUpdateMemberRole } from '../api/update-member-role.ts';

interface TeamMemberRowProps {
  member: TeamMember;
  organisationUlid: string;
  /** The signed-in user's role in this organisation. */
  actorRole: Role;
  canManage: boolean;
  isSelf: boolean;
}

/** A member with their role select and remove button; each row runs its own change. */
export function TeamMemberRow({
  member,
  organisationUlid,
  actorRole,
  canManage,
  isSelf,
}: TeamMemberRowProps) {
  const [confirming, setConfirming] = useState(false);
  const updateRole = useUpdateMemberRole({
    onSuccess: (updated) => notifySuccess(`${updated.email} is now ${updated.role}.`, 'Team'),
  });
  // Someone invited is not a member yet: removing them revokes the invitation.
  const pending = member.status !== 'active';
  const remove = useRemoveMember({
    onSuccess: () =>
      notifySuccess(
        pending ? `The invitation to ${member.email} was revoked.` : `${member.email} was removed.`,
        'Team',
      ),
  });
  // Changing your own role could lock you out of the team settings; another admin must do it.
  const roleEditable = canManage && !isSelf;

  return (
    <tr data-testid="team-member">
      {/* Addresses break anywhere (text-break keeps a whole word's width as the column's
          minimum), so the role select and Revoke fit a phone's width beside a long one. */}
      <td style={{ overflowWrap: 'anywhere' }}>
        <div className="fw-semibold">
          {member.name || member.email}{' '}
          {isSelf && <span className="text-body-secondary fw-normal">(you)</span>}
        </div>
        {/* Someone invited has no name yet: their address is the line above. */}
        {member.name && <div className="small text-body-secondary">{member.email}</div>}
        <div className="d-sm-none mt-1">
          <MemberStatusBadge status={member.status} />
        </div>
      </td>
      {/* On phones the status sits under the address (above): four columns scrolled sideways. */}
      <td className="d-none d-sm-table-cell">
        <MemberStatusBadge status={member.status} />
      </td>
      <td style={{ minWidth: '7rem' }}>
        <Form.Select
          size="sm"
          aria-label={`Role of ${member.email}`}
          value={member.role}
          disabled={!roleEditable || updateRole.isPending}
          onChange={(event) =>
            updateRole.mutate({ organisationUlid, memberId: member.id, role: event.target.value as Role })
          }
        >
          {ROLES.map((role) => (
            <option
              key={role}
              value={role}
              disabled={!canAssignRole({ actor: actorRole, from: member.role, to: role })}
            >
              {role}
            </option>
          ))}
        </Form.Select>
      </td>
      <td className="text-end text-nowrap">
        {roleEditable &&
          (confirming ? (
            <>
              <Button
                size="sm"
                variant="danger"
                className="me-1"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ organisationUlid, memberId: member.id })}
              >
                {pending ? 'Confirm revoke' : 'Confirm remove'}
              </Button>
              <Button size="sm" variant="outline-secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)}>
              {pending ? 'Revoke' : 'Remove'}
            </Button>
          ))}
      </td>
    </tr>
  );
}

function MemberStatusBadge({ status }: { status: TeamMember['status'] }) {
  if (status === 'invited') return <Badge bg="secondary">Invited</Badge>;
  if (status === 'expired') {
    return (
      <Badge bg="warning" text="dark">
        Invitation expired
      </Badge>
    );
  }
  return <Badge bg="success">Active</Badge>;
}
