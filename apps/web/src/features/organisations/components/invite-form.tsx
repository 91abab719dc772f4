import { inviteRequestSchema, splitEmails } from '@backoffice/shared';
import { Form, InputGroup } from 'react-bootstrap';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { mapServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import { describeInviteIssues } from './invite-issues.ts';

/**
 * Spec section 5: one text field, split on commas into the list the server expects. The form
 * empties once its section's `onSubmit` succeeds.
 */
export function InviteForm({ onSubmit }: { onSubmit: (emails: string[]) => Promise<unknown> }) {
  const form = useGuardedForm('invite', { defaultValues: { emails: '' } });
  const error = form.formState.errors.emails?.message;

  const submit = form.handleSubmit(async ({ emails }) => {
    const list = splitEmails(emails);
    const parsed = inviteRequestSchema.safeParse({ email: list });
    if (!parsed.success) {
      form.setError('emails', { type: 'validate', message: describeInviteIssues(list, parsed.error.issues) });
      return;
    }
    try {
      await onSubmit(parsed.data.email);
      form.reset();
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      // Not sent (the query client toasted why): the form keeps its changes and its guard.
      if (caught.status !== 422) return false;
      // Errors of one address come as "email.<n>": all are shown on the one text field.
      const { byField, unmatched } = mapServerErrors(caught.errors, ['email']);
      const message = [byField.email, ...unmatched].filter(Boolean).join(', ');
      form.setError('emails', { type: 'server', message: message || caught.message });
    }
  });

  return (
    <Form noValidate onSubmit={submit} aria-label="Invite team members">
      <Form.Group controlId="invite-emails">
        <Form.Label>Email addresses</Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            type="text"
            placeholder="ann@example.com, bob@example.com"
            isInvalid={error !== undefined}
            aria-describedby="invite-emails-hint"
            {...form.register('emails')}
          />
          <SubmitButton pending={form.formState.isSubmitting}>Invite</SubmitButton>
          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        </InputGroup>
        <Form.Text id="invite-emails-hint" muted>
          Separate several addresses with commas. Each person gets an email and joins once they accept the
          invitation.
        </Form.Text>
      </Form.Group>
    </Form>
  );
}
