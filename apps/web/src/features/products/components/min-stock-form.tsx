import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { Form, InputGroup } from 'react-bootstrap';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import { type MinStockFormValues, minStockFormSchema } from './product-form-schema.ts';

/** The product's minimum stock (GET/PUT …/min-stock); blank means none. */
export function MinStockForm({
  defaultValues,
  loading,
  editable,
  onSubmit,
}: {
  /** The saved minimum; the form follows it once saved. */
  defaultValues: MinStockFormValues;
  /** The saved minimum is still loading: the input waits. */
  loading: boolean;
  editable: boolean;
  onSubmit: (minStock: number | null) => Promise<unknown>;
}) {
  const form = useGuardedForm('min-stock', {
    resolver: zodResolver(minStockFormSchema),
    values: defaultValues,
  });
  const error = form.formState.errors.min_stock?.message;
  const submit = form.handleSubmit(({ min_stock }) =>
    submitShowingServerErrors(() => onSubmit(min_stock), form.setError, ['min_stock']),
  );

  return (
    <Form noValidate onSubmit={submit} aria-label="Minimum stock">
      <Form.Label htmlFor="product-min-stock" className="text-body-secondary small mb-1">
        Min stock
      </Form.Label>
      <InputGroup hasValidation style={{ maxWidth: '16rem' }}>
        <Form.Control
          id="product-min-stock"
          type="text"
          inputMode="numeric"
          placeholder="None"
          disabled={!editable || loading}
          isInvalid={error !== undefined}
          {...form.register('min_stock')}
        />
        {editable && (
          <SubmitButton pending={form.formState.isSubmitting} variant="outline-primary" icon={Save}>
            Save min stock
          </SubmitButton>
        )}
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </InputGroup>
    </Form>
  );
}
