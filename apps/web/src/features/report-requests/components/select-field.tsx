import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled select wired to react-hook-form, its error and hint announced with it (as TextField). */
export function SelectField({
  label,
  id,
  registration,
  error,
  hint,
  children,
}: {
  label: string;
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  /** The <option>s, the first usually the "choose…" one with value ''. */
  children: ReactNode;
}) {
  const describedBy = [error !== undefined && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={describedBy || undefined}
        {...registration}
      >
        {children}
      </Form.Select>
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback id={`${id}-error`} type="invalid">
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
