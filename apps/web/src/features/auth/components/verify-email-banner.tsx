import { Alert, Button } from 'react-bootstrap';
import { useUser } from '../../../lib/use-user.ts';
import { useResendVerification } from '../api/resend-verification.ts';

/** Shown on every standard page until the user has verified their email address. */
export function VerifyEmailBanner() {
  const user = useUser();
  const resend = useResendVerification();
  if (user.email_verified_at !== null) return null;
  return (
    <Alert
      variant="warning"
      className="d-flex flex-wrap align-items-center gap-2"
      data-testid="verify-email-banner"
    >
      {/* text-break: a long address wraps (anywhere) instead of pushing a phone's page sideways. */}
      <span className="me-auto text-break">
        {resend.data?.message ??
          `Please verify your email address. We sent a link to ${user.email}; it may take a minute to arrive.`}
      </span>
      {/* Solid warning (dark text on amber) reads on the alert's amber in both colour modes; outline-dark vanished on dark. */}
      <Button
        size="sm"
        variant="warning"
        disabled={resend.isPending}
        onClick={() => resend.mutate({ email: user.email })}
      >
        Resend verification email
      </Button>
    </Alert>
  );
}
