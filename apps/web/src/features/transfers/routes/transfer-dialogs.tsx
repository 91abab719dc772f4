import type { Transfer } from '@backoffice/shared';
import { Ban, Lock } from 'lucide-react';
import { originName, transferTitle } from '../../../components/transfers/transfer-badges.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useTransferAction } from '../api/transfer-action.ts';
import { ConfirmActionDialog } from '../components/confirm-action-dialog.tsx';
import { ReceiveDialog } from '../components/receive-dialog.tsx';
import { ResolveDiscrepancyDialog } from '../components/resolve-discrepancy-dialog.tsx';
import { ShipDialog } from '../components/ship-dialog.tsx';
import { TicketDialog } from '../components/ticket-dialog.tsx';
import { today } from '../components/today.ts';
import type { TransferDialog } from '../components/transfer-actions.tsx';

/** The transfer page's open dialog and the action it takes; each says what it did and closes. */
export function TransferDialogs({
  transfer: data,
  dialog,
  onHide: hide,
}: {
  transfer: Transfer;
  dialog: TransferDialog;
  onHide: () => void;
}) {
  const { organisationUlid } = useCurrentOrganisation();
  const id = data.id;
  const items = data.items ?? [];
  const title = transferTitle(data);
  const done = (message: string) => {
    notifySuccess(message, 'Transfers');
    hide();
  };
  // The ship dialog shows a refusal itself (the shortages, and "Ship anyway"): no toast as well.
  const ship = useTransferAction({ meta: { errorHandling: 'inline' } });
  const act = useTransferAction();
  const close = useTransferAction({ onSuccess: () => done('Transfer closed.') });
  const cancel = useTransferAction({ onSuccess: () => done('Transfer cancelled.') });

  return (
    <>
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
    </>
  );
}
