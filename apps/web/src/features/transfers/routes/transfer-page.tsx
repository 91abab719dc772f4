import { href, type TransferStatus } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Ban, Lock, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { originName, STATUS_LABELS, transferTitle } from '../../../components/transfers/transfer-badges.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { transferQueryOptions } from '../api/get-transfer.ts';
import { useTransferAction } from '../api/transfer-action.ts';
import { useUpdateTransfer } from '../api/update-transfer.ts';
import { ConfirmActionDialog } from '../components/confirm-action-dialog.tsx';
import { ReceiveDialog } from '../components/receive-dialog.tsx';
import { ResolveDiscrepancyDialog } from '../components/resolve-discrepancy-dialog.tsx';
import { ShipDialog } from '../components/ship-dialog.tsx';
import { TicketDialog } from '../components/ticket-dialog.tsx';
import { today } from '../components/today.ts';
import { TransferActions, type TransferDialog } from '../components/transfer-actions.tsx';
import { TransferItemsTable } from '../components/transfer-items-table.tsx';
import { TransferMovements } from '../components/transfer-movements.tsx';
import { TransferSummary } from '../components/transfer-summary.tsx';
import { TransferTimeline } from '../components/transfer-timeline.tsx';

export function TransferPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const id = useRouteId();
  const editable = can('editOperationalData');
  const transfer = useQuery(transferQueryOptions(organisationUlid, id));
  const [dialog, setDialog] = useState<TransferDialog | null>(null);
  const hide = () => setDialog(null);
  const done = (message: string) => {
    notifySuccess(message, 'Transfers');
    hide();
  };
  // The ship dialog shows a refusal itself (the shortages, and "Ship anyway"): no toast as well.
  const ship = useTransferAction({ meta: { errorHandling: 'inline' } });
  const act = useTransferAction();
  const close = useTransferAction({ onSuccess: () => done('Transfer closed.') });
  const cancel = useTransferAction({ onSuccess: () => done('Transfer cancelled.') });
  const move = useUpdateTransfer();

  if (!transfer.isSuccess) {
    return (
      <PageState
        title="Transfer"
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
  const items = data.items ?? [];
  const title = transferTitle(data);
  const moveTo = (status: TransferStatus) =>
    move.mutate(
      { organisationUlid, id, transfer: { status } },
      {
        onSuccess: () =>
          notifySuccess(`${title} is now ${STATUS_LABELS[status].toLowerCase()}.`, 'Transfers'),
      },
    );

  return (
    <div data-testid="transfer-page">
      <PageHeader title={title}>
        <div className="d-flex flex-wrap gap-2">
          <Link
            to={href('transfers', { organisation: organisationUlid })}
            className="btn btn-outline-secondary"
          >
            All transfers
          </Link>
          {editable && (
            <Link
              to={href('transfers.edit', { organisation: organisationUlid, id })}
              className="btn btn-outline-primary"
            >
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          )}
        </div>
      </PageHeader>
      {editable && (
        <TransferActions
          transfer={data}
          pendingMove={move.isPending ? move.variables?.transfer.status : undefined}
          onOpen={setDialog}
          onMove={moveTo}
        />
      )}
      <TransferSummary organisationUlid={organisationUlid} transfer={data} />
      <Card className="mb-4">
        <Card.Header as="h2" className="h5">
          Items
        </Card.Header>
        <TransferItemsTable
          organisationUlid={organisationUlid}
          items={items}
          shipped={data.shipped_at !== null}
        />
      </Card>
      <div className="row g-4">
        <div className="col-lg-5">
          <TransferTimeline organisationUlid={organisationUlid} id={id} />
        </div>
        <div className="col-lg-7">
          <TransferMovements organisationUlid={organisationUlid} transfer={data} />
        </div>
      </div>

      {dialog === 'ship' && (
        <ShipDialog
          items={items}
          originName={originName(data)}
          defaultDate={data.shipping_date ?? today()}
          onHide={hide}
          onSubmit={async (body) => {
            await ship.mutateAsync({ organisationUlid, id, action: 'ship', body });
            done(`${title} shipped.`);
          }}
        />
      )}
      {dialog === 'receive' && (
        <ReceiveDialog
          items={items}
          onHide={hide}
          onSubmit={async (body) => {
            const received = await act.mutateAsync({ organisationUlid, id, action: 'receive', body });
            done(
              received.status === 'CLOSED'
                ? `${title} received and closed.`
                : `Receipt saved: ${received.total_received} of ${received.total_shipped} in.`,
            );
          }}
        />
      )}
      {dialog === 'ticket' && (
        <TicketDialog
          current={data}
          onHide={hide}
          onSubmit={async (body) => {
            await act.mutateAsync({ organisationUlid, id, action: 'ticket', body });
            done(`Ticket ${body.ticket_number} saved.`);
          }}
        />
      )}
      {dialog === 'resolve' && (
        <ResolveDiscrepancyDialog
          shipped={data.total_shipped}
          received={data.total_received}
          onHide={hide}
          onSubmit={async (body) => {
            await act.mutateAsync({ organisationUlid, id, action: 'resolve-discrepancy', body });
            done('Discrepancy resolved.');
          }}
        />
      )}
      {dialog === 'close' && (
        <ConfirmActionDialog
          title={`Close ${title}?`}
          confirmLabel="Close transfer"
          icon={Lock}
          pending={close.isPending}
          onHide={hide}
          onConfirm={() => close.mutate({ organisationUlid, id, action: 'close' })}
        >
          Receiving ends with what has arrived ({data.total_received} of {data.total_shipped}).
          {data.total_received !== data.total_shipped && ' The difference becomes a discrepancy to resolve.'}
        </ConfirmActionDialog>
      )}
      {dialog === 'cancel' && (
        <ConfirmActionDialog
          title={`Cancel ${title}?`}
          confirmLabel="Cancel transfer"
          icon={Ban}
          variant="danger"
          pending={cancel.isPending}
          onHide={hide}
          onConfirm={() => cancel.mutate({ organisationUlid, id, action: 'cancel' })}
        >
          {data.shipped_at === null
            ? 'Nothing has moved yet; the transfer stays on record as cancelled.'
            : `The units not received (${data.total_shipped - data.total_received}) go back into ${originName(data)}'s stock.`}
        </ConfirmActionDialog>
      )}
    </div>
  );
}
