import { type TransferTicketRequest, transferTicketRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';

const FIELDS = ['ticket_number', 'ticket_status'] as const;

/** Raises a ticket with the carrier or the marketplace about the transfer, or updates its status. */
export function TicketDialog({
  current,
  onSubmit,
  onHide,
}: {
  current: { ticket_number: string | null; ticket_status: string | null };
  onSubmit: (request: TransferTicketRequest) => Promise<unknown>;
  onHide: () => void;
}) {
  const form = useGuardedForm<TransferTicketRequest>('transfer-ticket', {
    resolver: zodResolver(transferTicketRequestSchema),
    defaultValues: {
      ticket_number: current.ticket_number ?? '',
      ticket_status: current.ticket_status ?? 'Open',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const raised = current.ticket_number !== null;
  return (
    <FormDialog
      onHide={onHide}
      id="transfer-ticket"
      title={raised ? 'Update ticket' : 'Raise ticket'}
      onSubmit={form.handleSubmit((values) =>
        submitShowingServerErrors(() => onSubmit(values), form.setError, FIELDS),
      )}
      error={errors.root?.server?.message}
      pending={isSubmitting}
      submitLabel={raised ? 'Save ticket' : 'Raise ticket'}
      submitIcon={Save}
    >
      <TextField
        label="Ticket number"
        id="ticket-number"
        registration={form.register('ticket_number')}
        error={errors.ticket_number?.message}
        hint="The case id the carrier or the marketplace gave you."
        autoFocus
      />
      <TextField
        label="Ticket status"
        id="ticket-status"
        registration={form.register('ticket_status')}
        error={errors.ticket_status?.message}
        hint="Open, Pending, Resolved…"
      />
    </FormDialog>
  );
}
