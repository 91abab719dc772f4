import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { TransferStatusBadge, transferTitle } from '../../../components/transfers/transfer-badges.tsx';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { useDeleteTransfer } from '../api/delete-transfer.ts';
import { transferQueryOptions } from '../api/get-transfer.ts';
import { useUpdateTransfer } from '../api/update-transfer.ts';
import { transferFormValues } from '../components/transfer-form-schema.ts';
import { TransferItemsTable } from '../components/transfer-items-table.tsx';
import { TransferEditor } from './transfer-editor.tsx';

export function TransferEditPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const id = useRouteId();
  const navigate = useNavigate();
  const editable = can('editOperationalData');
  const transfer = useQuery(transferQueryOptions(organisationUlid, id));
  const update = useUpdateTransfer();
  const remove = useDeleteTransfer({
    onSuccess: () => {
      notifySuccess(
        `${transfer.data ? transferTitle(transfer.data) : 'The transfer'} was deleted.`,
        'Transfers',
      );
      void navigate(href('transfers', { organisation: organisationUlid }));
    },
  });

  if (!transfer.isSuccess) {
    return (
      <PageState
        title="Edit transfer"
        query={transfer}
        loading="Loading transfer…"
        error="The transfer could not be loaded."
        notFound="This transfer does not exist, or it has been deleted."
      >
        <Link to={href('transfers', { organisation: organisationUlid })}>Back to transfers</Link>
      </PageState>
    );
  }
  const data = transfer.data;
  const title = transferTitle(data);
  const showPath = href('transfers.show', { organisation: organisationUlid, id });
  // Items change until the transfer ships (the machine then allows no ship).
  const itemsEditable = data.allowed_actions.includes('ship');

  return (
    <div data-testid="transfer-edit-page">
      <PageHeader
        title={
          <span className="d-inline-flex flex-wrap align-items-center gap-2">
            Edit {title} <TransferStatusBadge status={data.status} />
          </span>
        }
      >
        <Link to={showPath}>Back to transfer</Link>
      </PageHeader>
      {!editable && <p className="text-body-secondary">Viewers can look but not change transfers.</p>}
      <Card className="mb-4">
        <Card.Body>
          <fieldset disabled={!editable}>
            <TransferEditor
              organisationUlid={organisationUlid}
              defaultValues={transferFormValues(data)}
              itemsEditable={itemsEditable}
              readOnlyItems={
                <section aria-labelledby="transfer-items-title" className="mb-3">
                  <h2 id="transfer-items-title" className="h5">
                    Items
                  </h2>
                  <p className="small text-body-secondary">
                    The transfer has shipped, so its items no longer change; receiving is on its page.
                  </p>
                  <Card>
                    <TransferItemsTable
                      organisationUlid={organisationUlid}
                      items={data.items ?? []}
                      shipped
                    />
                  </Card>
                </section>
              }
              onSubmit={async (request) => {
                await update.mutateAsync({ organisationUlid, id, transfer: request });
                notifySuccess(`${title} saved.`, 'Transfers');
                void navigate(showPath);
              }}
            />
          </fieldset>
        </Card.Body>
      </Card>
      {editable && data.status === 'DRAFT' && (
        <Card border="danger">
          <Card.Body className="d-flex flex-wrap justify-content-between align-items-center gap-2">
            <div>
              <h2 className="h6 mb-1">Delete this draft</h2>
              <p className="mb-0 small text-body-secondary">
                Nothing has moved yet. Once shipped, a transfer is cancelled instead.
              </p>
            </div>
            <ConfirmDeleteButton
              label="Delete transfer"
              title={`Delete ${title}?`}
              pending={remove.isPending}
              onConfirm={() => remove.mutate({ organisationUlid, id })}
            >
              The draft and its items are deleted. No stock has moved.
            </ConfirmDeleteButton>
          </Card.Body>
        </Card>
      )}
    </div>
  );
}
