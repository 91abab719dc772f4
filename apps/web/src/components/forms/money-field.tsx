import { Form, InputGroup } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { currencyOptions } from '../../lib/money.ts';

interface MoneyFieldProps {
  id: string;
  label: string;
  amount: UseFormRegisterReturn;
  currency: UseFormRegisterReturn;
  /** The currency currently chosen, so an unusual one stays selectable. */
  currentCurrency?: string | null;
  error?: string;
  currencyError?: string;
}

/** An amount typed as text (it travels as a decimal string, never a float) with its currency beside it. */
export function MoneyField({
  id,
  label,
  amount,
  currency,
  currentCurrency,
  error,
  currencyError,
}: MoneyFieldProps) {
  const message = [error, currencyError].filter(Boolean).join(', ');
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          id={id}
          type="text"
          inputMode="decimal"
          placeholder="0.00"
          isInvalid={error !== undefined}
          {...amount}
        />
        <Form.Select
          aria-label={`${label} currency`}
          style={{ maxWidth: '7rem' }}
          isInvalid={currencyError !== undefined}
          {...currency}
        >
          {currencyOptions(currentCurrency).map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{message}</Form.Control.Feedback>
      </InputGroup>
    </Form.Group>
  );
}
