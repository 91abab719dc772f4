import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';

/** Keeps its text while pending (tests and screen readers find it by name) and blocks double submits. */
export function SubmitButton({
  pending,
  children,
  variant = 'primary',
  className,
  disabled,
}: {
  pending: boolean;
  children: ReactNode;
  variant?: string;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" variant={variant} className={className} disabled={pending || disabled}>
      {pending && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
