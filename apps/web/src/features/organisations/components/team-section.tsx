import { can, type Organisation } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Table } from 'react-bootstrap';
import { ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUser } from '../../../lib/use-user.ts';
import { teamQueryOptions } from '../api/get-team.ts';
import { useInviteMembers } from '../api/invite-members.ts';
import { InviteForm } from './invite-form.tsx';
import { TeamMemberRow } from './team-member-row.tsx';

/** The team part of the settings screen: it loads the team and runs the invitations. */
export function TeamSection({ organisation }: { organisation: Organisation }) {
  const user = useUser();
  const team = useQuery(teamQueryOptions(organisation.ulid));
  const invite = useInviteMembers();
  const canManage = can(organisation.role, 'manageTeam');

  return (
    <Card className="mb-4" data-testid="team-section">
      <Card.Header as="h2" className="h5">
        Team
      </Card.Header>
      <Card.Body>
        {canManage ? (
          <InviteForm
            onSubmit={async (email) => {
              await invite.mutateAsync({ organisationUlid: organisation.ulid, email });
              notifySuccess(`Invitation sent to ${email.join(', ')}.`, 'Team');
            }}
          />
        ) : (
          <Alert variant="light" className="mb-0">
            Only admins and owners can invite people or change roles.
          </Alert>
        )}
      </Card.Body>
      {team.isPending ? (
        <LoadingState label="Loading team…" />
      ) : team.isError ? (
        <Card.Body>
          <ErrorState message="The team could not be loaded." onRetry={() => void team.refetch()} />
        </Card.Body>
      ) : (
        <Table responsive hover className="mb-0 align-middle">
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col" className="d-none d-sm-table-cell">
                Status
              </th>
              <th scope="col">Role</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {team.data.map((member) => (
              <TeamMemberRow
                key={member.id}
                member={member}
                organisationUlid={organisation.ulid}
                actorRole={organisation.role}
                canManage={canManage}
                isSelf={member.id === user.id}
              />
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
