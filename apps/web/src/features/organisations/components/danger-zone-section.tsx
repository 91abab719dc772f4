import { can, type Organisation } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, Card, ListGroup } from 'react-bootstrap';
import { isApiError } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUser } from '../../../lib/use-user.ts';
import { useDeleteOrganisation } from '../api/delete-organisation.ts';
import { teamQueryOptions } from '../api/get-team.ts';
import { useLeaveOrganisation } from '../api/leave-organisation.ts';
import { useMoveOnFrom } from '../hooks/use-move-on-from.ts';
import { DeleteOrganisationDialog } from './delete-organisation-dialog.tsx';
import { LeaveOrganisationDialog } from './leave-organisation-dialog.tsx';

/**
 * The end of the settings screen: leaving the organisation (anyone but its only owner) and, for
 * owners, deleting it. Both ask first; afterwards the user lands in another organisation of
 * theirs, or on the page for users without one.
 */
export function DangerZoneSection({ organisation }: { organisation: Organisation }) {
  const user = useUser();
  const moveOn = useMoveOnFrom();
  const [dialog, setDialog] = useState<'leave' | 'delete' | null>(null);
  // The team the section above loads: whether the user is the only owner, said before they try.
  const team = useQuery(teamQueryOptions(organisation.ulid));
  const owners = team.data?.filter((member) => member.role === 'owner' && member.status === 'active').length;
  const onlyOwner = organisation.role === 'owner' && owners === 1;
  const leave = useLeaveOrganisation({
    onSuccess: async () => {
      notifySuccess(`You left ${organisation.name}.`, 'Organisation');
      await moveOn(organisation.ulid);
    },
  });
  const remove = useDeleteOrganisation({
    onSuccess: async () => {
      notifySuccess(`${organisation.name} is being deleted.`, 'Organisation');
      await moveOn(organisation.ulid);
    },
  });

  return (
    <Card border="danger" className="mb-4" data-testid="danger-zone">
      <Card.Header as="h2" className="h5 text-danger-emphasis">
        Danger zone
      </Card.Header>
      <ListGroup variant="flush">
        <ListGroup.Item className="d-flex flex-wrap align-items-center gap-3 py-3">
          <div className="me-auto">
            <div className="fw-semibold">Leave this organisation</div>
            <div className="small text-body-secondary">
              {onlyOwner
                ? 'You are its only owner: make another member an owner first, or delete it.'
                : 'You lose access to it at once; the rest of the team keeps it.'}
            </div>
          </div>
          <Button
            variant="outline-danger"
            disabled={onlyOwner}
            onClick={() => {
              leave.reset();
              setDialog('leave');
            }}
          >
            <LogOut aria-hidden="true" />
            Leave organisation
          </Button>
        </ListGroup.Item>
        {can(organisation.role, 'deleteOrganisation') && (
          <ListGroup.Item className="d-flex flex-wrap align-items-center gap-3 py-3">
            <div className="me-auto">
              <div className="fw-semibold">Delete this organisation</div>
              <div className="small text-body-secondary">
                Everything of it goes, for every member. This cannot be undone.
              </div>
            </div>
            <Button variant="danger" onClick={() => setDialog('delete')}>
              <Trash2 aria-hidden="true" />
              Delete organisation
            </Button>
          </ListGroup.Item>
        )}
      </ListGroup>
      <LeaveOrganisationDialog
        organisation={organisation}
        show={dialog === 'leave'}
        onHide={() => setDialog(null)}
        pending={leave.isPending}
        error={isApiError(leave.error) ? leave.error.message : undefined}
        onConfirm={() => leave.mutate({ organisationUlid: organisation.ulid, userId: user.id })}
      />
      <DeleteOrganisationDialog
        organisation={organisation}
        show={dialog === 'delete'}
        onHide={() => setDialog(null)}
        onSubmit={(name) => remove.mutateAsync({ organisationUlid: organisation.ulid, name })}
      />
    </Card>
  );
}
