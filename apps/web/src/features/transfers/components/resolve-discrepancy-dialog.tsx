import { type ResolveDiscrepancyRequest, resolveDiscrepancyRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCheck } from 'lucide-react';
import { Form } from 'react-bootstrap';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';

/** Resolving a discrepancy says why the units differ (lost, reimbursed, miscounted); who and when are recorded. */
export function ResolveDiscrepancyDialog({
  shipped,
  received,
  onSubmit,
  onHide,
}: {
  shipped: number;
  received: number;
  onSubmit: (request: ResolveDiscrepancyRequest) => Promise<unknown>;
  onHide: () => void;
}) {
  const form = useGuardedForm<ResolveDiscrepancyRequest>('transfer-discrepancy', {
    resolver: zodResolver(resolveDiscrepancyRequestSchema),
    defaultValues: { discrepancy_note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const difference = received - shipped;
  return (
    <FormDialog
      onHide={onHide}
      id="resolve-discrepancy"
      title="Resolve discrepancy"
      onSubmit={form.handleSubmit((values) =>
        submitShowingServerErrors(() => onSubmit(values), form.setError, ['discrepancy_note']),
      )}
      error={errors.root?.server?.message}
      pending={isSubmitting}
      submitLabel="Resolve"
      submitIcon={CheckCheck}
    >
      <p>
        {shipped.toLocaleString()} shipped, {received.toLocaleString()} received:{' '}
        <strong>
          {Math.abs(difference).toLocaleString()} {difference < 0 ? 'short' : 'over'}
        </strong>
        .
      </p>
      <Form.Group controlId="discrepancy-note">
        <Form.Label>Note</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          autoFocus
          isInvalid={errors.discrepancy_note !== undefined}
          aria-describedby="discrepancy-note-hint"
          {...form.register('discrepancy_note')}
        />
        <Form.Text id="discrepancy-note-hint" muted>
          What happened to the difference: lost in transit and claimed, miscounted, reimbursed…
        </Form.Text>
        <Form.Control.Feedback type="invalid">{errors.discrepancy_note?.message}</Form.Control.Feedback>
      </Form.Group>
    </FormDialog>
  );
}
