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
      <td>
        <div className="fw-semibold">
          {member.name || member.email}{' '}
          {isSelf && <span className="text-body-secondary fw-normal">(you)</span>}
        </div>
        {/* Long addresses break rather than push the role select out of a phone's width. */}
        <div className="small text-body-secondary text-break">{member.email}</div>
      </td>
      <td>
        {member.status === 'invited' ? (
          <Badge bg="secondary">Invited</Badge>
        ) : member.status === 'expired' ? (
          <Badge bg="warning" text="dark">
            Invitation expired
          </Badge>
        ) : (
          <Badge bg="success">Active</Badge>
        )}
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
