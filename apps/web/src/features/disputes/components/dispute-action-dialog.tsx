import { reimburseDisputeRequestSchema, submitDisputeRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send, Wallet } from 'lucide-react';
import { Form } from 'react-bootstrap';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';

/** The two actions that take a value: submit (the marketplace's case id) and reimburse (an amount). */
const FORMS = {
  submit: {
    schema: submitDisputeRequestSchema,
    field: 'case_id',
    label: 'Case id',
    hint: 'The case number Seller Central gave the claim: its reimbursements name it, which settles the dispute.',
    title: 'Submit dispute',
    submitLabel: 'Submit',
    icon: Send,
  },
  reimburse: {
    schema: reimburseDisputeRequestSchema,
    field: 'amount',
    label: 'Amount reimbursed',
    hint: 'Added to what was reimbursed before. Reports with the case id record this by themselves.',
    title: 'Record reimbursement',
    submitLabel: 'Record',
    icon: Wallet,
  },
} as const;

export function DisputeActionDialog({
  action,
  currency,
  onSubmit,
  onHide,
}: {
  action: keyof typeof FORMS;
  currency: string;
  onSubmit: (body: Record<string, string>) => Promise<unknown>;
  onHide: () => void;
}) {
  const spec = FORMS[action];
  const form = useGuardedForm<Record<string, string>>('dispute-action', {
    resolver: zodResolver(
      spec.schema as unknown as z.ZodType<Record<string, string>, Record<string, string>>,
    ),
    defaultValues: { [spec.field]: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      onHide={onHide}
      id={`dispute-${action}`}
      title={spec.title}
      onSubmit={form.handleSubmit((values) =>
        submitShowingServerErrors(() => onSubmit(values), form.setError, [spec.field]),
      )}
      error={errors.root?.server?.message}
      pending={isSubmitting}
      submitLabel={spec.submitLabel}
      submitIcon={spec.icon}
    >
      <Form.Group controlId={`dispute-${spec.field}`}>
        <Form.Label>
          {spec.label}
          {action === 'reimburse' ? ` (${currency})` : ''}
        </Form.Label>
        <Form.Control
          autoFocus
          inputMode={action === 'reimburse' ? 'decimal' : undefined}
          isInvalid={errors[spec.field] !== undefined}
          aria-describedby={`dispute-${spec.field}-hint`}
          {...form.register(spec.field)}
        />
        <Form.Text id={`dispute-${spec.field}-hint`} muted>
          {spec.hint}
        </Form.Text>
        <Form.Control.Feedback type="invalid">{errors[spec.field]?.message}</Form.Control.Feedback>
      </Form.Group>
    </FormDialog>
  );
}

export type DialogAction = keyof typeof FORMS;
export const dialogActions = Object.keys(FORMS) as DialogAction[];
