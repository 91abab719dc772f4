import { minStockSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Form, InputGroup } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { minStockQueryOptions } from '../api/get-min-stock.ts';
import { useUpdateMinStock } from '../api/update-min-stock.ts';
import { asInput, blankAsNull } from './form-values.ts';

const minStockFormSchema = z.object({ min_stock: blankAsNull(minStockSchema.shape.min_stock) });

/** The product's minimum stock (GET/PUT …/min-stock); blank means none. */
export function MinStockForm({
  organisation,
  productId,
  editable,
}: {
  organisation: string;
  productId: number;
  editable: boolean;
}) {
  const minStock = useQuery(minStockQueryOptions(organisation, productId));
  const form = useForm({
    resolver: zodResolver(minStockFormSchema),
    values: { min_stock: asInput(minStock.data) },
  });
  const error = form.formState.errors.min_stock?.message;
  const update = useUpdateMinStock();

  const onSubmit = form.handleSubmit(({ min_stock }) =>
    update.mutate(
      { organisation, id: productId, minStock: min_stock },
      {
        onSuccess: () => notifySuccess('Minimum stock saved.', 'Products'),
        onError: (caught) => applyServerErrors(caught, form.setError, ['min_stock']),
      },
    ),
  );

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Minimum stock">
      <Form.Label htmlFor="product-min-stock" className="text-body-secondary small mb-1">
        Min stock
      </Form.Label>
      <InputGroup hasValidation style={{ maxWidth: '16rem' }}>
        <Form.Control
          id="product-min-stock"
          type="text"
          inputMode="numeric"
          placeholder="None"
          disabled={!editable || minStock.isPending}
          isInvalid={error !== undefined}
          {...form.register('min_stock')}
        />
        {editable && (
          <SubmitButton pending={update.isPending} variant="outline-primary">
            Save min stock
          </SubmitButton>
        )}
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </InputGroup>
    </Form>
  );
}
