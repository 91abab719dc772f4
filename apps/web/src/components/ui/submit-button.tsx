import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';

/**
 * Keeps its text while pending (tests and screen readers find it by name) and blocks double submits.
 * Its icon (decorative: Save, Plus…) gives way to the spinner while the form is sent.
 */
export function SubmitButton({
  pending,
  children,
  icon: Icon,
  variant = 'primary',
  className,
  disabled,
}: {
  pending: boolean;
  children: ReactNode;
  icon?: LucideIcon;
  variant?: string;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" variant={variant} className={className} disabled={pending || disabled}>
      {pending ? (
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : (
        Icon && <Icon aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}
