import { can, type Organisation } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Table } from 'react-bootstrap';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useUser } from '../../auth/hooks/use-user.ts';
import { teamQueryOptions } from '../api/get-team.ts';
import { InviteForm } from './invite-form.tsx';
import { TeamMemberRow } from './team-member-row.tsx';

export function TeamSection({ organisation }: { organisation: Organisation }) {
  const user = useUser();
  const team = useQuery(teamQueryOptions(organisation.ulid));
  const canManage = can(organisation.role, 'manageTeam');

  return (
    <Card className="mb-4" data-testid="team-section">
      <Card.Header as="h2" className="h5">
        Team
      </Card.Header>
      <Card.Body>
        {canManage ? (
          <InviteForm organisation={organisation.ulid} />
        ) : (
          <Alert variant="light" className="mb-0">
            Only admins and owners can invite people or change roles.
          </Alert>
        )}
      </Card.Body>
      {team.isPending ? (
        <PageSpinner label="Loading team…" />
      ) : team.isError ? (
        <Card.Body className="text-danger">The team could not be loaded.</Card.Body>
      ) : (
        <Table responsive hover className="mb-0 align-middle">
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Status</th>
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
                organisation={organisation.ulid}
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
