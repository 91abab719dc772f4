import { Button, Form, InputGroup } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface SecretFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The server holds a value (its has_* flag); the value itself is never sent to the browser. */
  saved: boolean;
  /** Something is typed: it replaces the saved value (or sets one) on save. */
  typed: boolean;
  cleared: boolean;
  onClear: () => void;
  onUndoClear: () => void;
  error?: string;
  disabled?: boolean;
}

/**
 * A credential input that never shows the stored value: it says whether one is saved, typing
 * replaces it, and "Clear" removes it on save.
 */
export function SecretField({
  id,
  label,
  registration,
  saved,
  typed,
  cleared,
  onClear,
  onUndoClear,
  error,
  disabled,
}: SecretFieldProps) {
  const hint = typed
    ? 'Will be saved.'
    : cleared
      ? 'Will be removed when you save.'
      : saved
        ? 'Saved. Leave blank to keep it, or type a new one to replace it.'
        : 'Not set.';
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          type="password"
          // Not the user's login: stops browsers from filling in a saved password here.
          autoComplete="new-password"
          placeholder={saved && !cleared ? '••••••••' : undefined}
          isInvalid={error !== undefined}
          aria-describedby={`${id}-hint`}
          {...registration}
        />
        {!disabled &&
          (cleared ? (
            <Button variant="outline-secondary" onClick={onUndoClear}>
              Undo
            </Button>
          ) : (
            saved && (
              <Button variant="outline-danger" onClick={onClear} aria-label={`Clear ${label}`}>
                Clear
              </Button>
            )
          ))}
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </InputGroup>
      <Form.Text id={`${id}-hint`} muted data-testid={`${id}-hint`}>
        {hint}
      </Form.Text>
    </Form.Group>
  );
}
