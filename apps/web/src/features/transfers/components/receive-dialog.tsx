import type { ReceiveTransferRequest, TransferItem } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { PackageCheck } from 'lucide-react';
import { Button, Form } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import {
  allRemaining,
  RECEIVE_FORM_FIELDS,
  receiptSummary,
  receiveFormSchema,
  receiveFormValues,
  receiveRequest,
} from './receive-form-schema.ts';
import { ReceiveItemsTable } from './receive-items-table.tsx';
import { today } from './today.ts';

/**
 * Receiving, partly or all at once: per item the total received so far (the server stores totals,
 * so typing the count on the shelf is right however many receipts came before), what this receipt
 * adds and what is still to come. "Receiving is finished" closes the transfer; short, that becomes
 * a discrepancy to resolve.
 */
export function ReceiveDialog({
  items,
  onSubmit,
  onHide,
}: {
  items: readonly TransferItem[];
  onSubmit: (request: ReceiveTransferRequest) => Promise<unknown>;
  onHide: () => void;
}) {
  const form = useGuardedForm('transfer-receipt', {
    resolver: zodResolver(receiveFormSchema),
    defaultValues: receiveFormValues(items, today()),
  });
  const { errors, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control, name: 'items' });
  const close = useWatch({ control: form.control, name: 'close' });
  const summary = receiptSummary(items, typed ?? []);
  const submit = form.handleSubmit((values) =>
    submitShowingServerErrors(() => onSubmit(receiveRequest(values)), form.setError, [
      ...items.map((_, index) => `items.${index}.quantity_received` as const),
      ...RECEIVE_FORM_FIELDS,
    ]),
  );
  const fillRemaining = () => {
    for (const [index, item] of allRemaining(items).entries())
      form.setValue(`items.${index}.quantity_received`, item.quantity_received, { shouldValidate: true });
  };

  return (
    <FormDialog
      onHide={onHide}
      id="receive-transfer"
      title="Receive items"
      onSubmit={submit}
      error={errors.root?.server?.message ?? errors.items?.message}
      pending={isSubmitting}
      submitLabel={close ? 'Receive and close' : 'Save receipt'}
      submitIcon={PackageCheck}
    >
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
        <Form.Group controlId="receive-date">
          <Form.Label>Received on</Form.Label>
          <Form.Control
            type="date"
            isInvalid={errors.received_date !== undefined}
            {...form.register('received_date')}
          />
          <Form.Control.Feedback type="invalid">{errors.received_date?.message}</Form.Control.Feedback>
        </Form.Group>
        <Button variant="outline-primary" onClick={fillRemaining}>
          Receive all remaining
        </Button>
      </div>
      <ReceiveItemsTable items={items} form={form} summary={summary} />
      <Form.Check
        id="receive-close"
        label="Receiving is finished"
        {...form.register('close')}
        aria-describedby="receive-close-hint"
      />
      <Form.Text id="receive-close-hint" muted>
        {close && summary.outstanding !== 0
          ? `Closes the transfer ${summary.outstanding > 0 ? `${summary.outstanding} short` : `${-summary.outstanding} over`}: the difference becomes a discrepancy to resolve.`
          : 'Closes the transfer: nothing more is expected.'}
      </Form.Text>
    </FormDialog>
  );
}
