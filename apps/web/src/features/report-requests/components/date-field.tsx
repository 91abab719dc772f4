import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled date input wired to react-hook-form, its error and hint announced with it. */
export function DateField({
  label,
  id,
  registration,
  error,
  hint,
  max,
}: {
  label: string;
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  /** The last day that can be chosen (YYYY-MM-DD). */
  max?: string;
}) {
  const describedBy = [error !== undefined && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="date"
        max={max}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={describedBy || undefined}
        {...registration}
      />
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
