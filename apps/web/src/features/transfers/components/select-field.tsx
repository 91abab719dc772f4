import type { ComponentProps, ReactNode } from 'react';
import { Form } from 'react-bootstrap';

/** A labelled select with its hint and its error, as TextField is for an input. */
export function SelectField({
  id,
  label,
  error,
  hint,
  children,
  ...select
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
} & ComponentProps<typeof Form.Select>) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        isInvalid={error !== undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...select}
      >
        {children}
      </Form.Select>
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
