import {
  type AcknowledgeOrderProblemRequest,
  acknowledgeOrderProblemRequestSchema,
} from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCheck } from 'lucide-react';
import { Button, Form } from 'react-bootstrap';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';

/** Acknowledging says why the problems need nothing more; who and when are recorded. */
export function AcknowledgeProblemForm({
  onSubmit,
}: {
  onSubmit: (request: AcknowledgeOrderProblemRequest) => Promise<unknown>;
}) {
  const form = useGuardedForm<AcknowledgeOrderProblemRequest>('order-problem-acknowledgement', {
    resolver: zodResolver(acknowledgeOrderProblemRequestSchema),
    defaultValues: { note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form
      noValidate
      aria-label="Acknowledge the problems"
      onSubmit={form.handleSubmit((values) =>
        submitShowingServerErrors(() => onSubmit(values), form.setError, ['note']),
      )}
    >
      <Form.Group controlId="order-problem-note" className="mb-2">
        <Form.Label className="small">Note</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          isInvalid={errors.note !== undefined}
          aria-describedby="order-problem-note-hint"
          {...form.register('note')}
        />
        <Form.Text id="order-problem-note-hint" muted>
          Why it needs nothing more: claimed already, a known test order, mapped tomorrow…
        </Form.Text>
        <Form.Control.Feedback type="invalid">{errors.note?.message}</Form.Control.Feedback>
      </Form.Group>
      {errors.root?.server?.message && (
        <div className="text-danger small mb-2">{errors.root.server.message}</div>
      )}
      <Button type="submit" size="sm" variant="outline-primary" disabled={isSubmitting}>
        <CheckCheck aria-hidden="true" className="me-1" />
        Acknowledge
      </Button>
    </Form>
  );
}
