import type { ComponentProps, ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';

type SelectFieldProps = {
  label: string;
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  /** The <option>s, the first usually the "choose…" one with value ''. */
  children: ReactNode;
} & Omit<ComponentProps<typeof Form.Select>, 'id' | 'children' | 'name' | 'onChange' | 'onBlur' | 'ref'>;

/**
 * A labelled select wired to react-hook-form, as TextField is for an input: screen readers announce
 * its error (or hint) with it, not only its red border.
 */
export function SelectField({ label, id, registration, error, hint, children, ...select }: SelectFieldProps) {
  const describedBy = [error !== undefined && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={describedBy || undefined}
        {...registration}
        {...select}
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
