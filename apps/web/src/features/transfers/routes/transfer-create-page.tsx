import { href } from '@backoffice/shared';
import { Card } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { transferTitle } from '../../../components/transfers/transfer-badges.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useCreateTransfer } from '../api/create-transfer.ts';
import { newTransferFormValues } from '../components/transfer-form-schema.ts';
import { TransferEditor } from './transfer-editor.tsx';

/**
 * "New transfer": the transfer's form with nothing in it yet. Nothing exists until its first save
 * that the server accepts (POST); leaving before, or a save refused, writes nothing, so no empty
 * draft is left in the list or the sidebar's count (issue 28). From then on it is an ordinary
 * transfer: its page, and transfers/{id}/edit to change it.
 */
export function TransferCreatePage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const navigate = useNavigate();
  const create = useCreateTransfer();
  const listPath = href('transfers', { organisation: organisationUlid });

  return (
    <div data-testid="transfer-create-page">
      <PageHeader title="New Transfer">
        <Link to={listPath}>Back to transfers</Link>
      </PageHeader>
      {can('editOperationalData') ? (
        <Card>
          <Card.Body>
            <TransferEditor
              organisationUlid={organisationUlid}
              defaultValues={newTransferFormValues()}
              itemsEditable
              label="New transfer"
              onSubmit={async (request) => {
                const transfer = await create.mutateAsync({ organisationUlid, transfer: request });
                notifySuccess(`${transferTitle(transfer)} created.`, 'Transfers');
                // In place of the form: going back from the transfer leads to the list, not to a
                // blank form that would make a second one.
                void navigate(href('transfers.show', { organisation: organisationUlid, id: transfer.id }), {
                  replace: true,
                });
              }}
            />
          </Card.Body>
        </Card>
      ) : (
        <p className="text-body-secondary">Viewers can look at transfers but not create them.</p>
      )}
    </div>
  );
}
