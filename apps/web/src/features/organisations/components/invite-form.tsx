import { inviteRequestSchema, splitEmails } from '@backoffice/shared';
import { Form, InputGroup } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { mapServerErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useInviteMembers } from '../api/invite-members.ts';
import { describeInviteIssues } from './invite-issues.ts';

/** Spec section 5: one text field, split on commas into the list the server expects. */
export function InviteForm({ organisation }: { organisation: string }) {
  const form = useForm({ defaultValues: { emails: '' } });
  const error = form.formState.errors.emails?.message;
  const invite = useInviteMembers();

  const onSubmit = form.handleSubmit(({ emails }) => {
    const list = splitEmails(emails);
    const parsed = inviteRequestSchema.safeParse({ email: list });
    if (!parsed.success) {
      form.setError('emails', { type: 'validate', message: describeInviteIssues(list, parsed.error.issues) });
      return;
    }
    invite.mutate(
      { organisation, email: parsed.data.email },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess(`Invitation sent to ${parsed.data.email.join(', ')}.`, 'Team');
        },
        onError: (caught) => {
          if (!isApiError(caught) || caught.status !== 422) return;
          const { byField, unmatched } = mapServerErrors(caught.errors, ['email']);
          const message = [byField.email, ...unmatched].filter(Boolean).join(', ');
          form.setError('emails', { type: 'server', message: message || caught.message });
        },
      },
    );
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Invite team members">
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
          <SubmitButton pending={invite.isPending}>Invite</SubmitButton>
          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        </InputGroup>
        <Form.Text id="invite-emails-hint" muted>
          Separate several addresses with commas. Each person gets an email to set their password.
        </Form.Text>
      </Form.Group>
    </Form>
  );
}
