import type { HTMLInputAutoCompleteAttribute } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  /** Defaults to the field name; set it when two forms on one page share a field name. */
  id?: string;
  type?: 'text' | 'email' | 'password' | 'search';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  autoFocus?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/** A labelled input wired to react-hook-form; the label's htmlFor makes it findable by its text. */
export function TextField({ label, registration, error, hint, id, type = 'text', ...input }: TextFieldProps) {
  const controlId = id ?? registration.name;
  // Screen readers announce the error (or the hint) with the field, not only its red border.
  const describedBy = [error !== undefined && `${controlId}-error`, hint && `${controlId}-hint`]
    .filter(Boolean)
    .join(' ');
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={describedBy || undefined}
        {...input}
        {...registration}
      />
      {hint && (
        <Form.Text id={`${controlId}-hint`} muted>
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback id={`${controlId}-error`} type="invalid">
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
