import type { SkuMappingRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Form } from 'react-bootstrap';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import {
  EMPTY_MAPPING,
  MAPPING_FORM_FIELDS,
  mappingFormSchema,
  mappingRequest,
} from './mapping-form-schema.ts';
import { ProductField } from './product-field.tsx';
import { PRODUCT_ALIAS } from './sku-form-schema.ts';

/**
 * Where the selected SKUs go: an existing product (searched on the server) or a new one by name.
 * The form starts again once the page's `onSubmit` succeeds.
 */
export function MappingForm({
  organisationUlid,
  skuIds,
  onSubmit,
}: {
  organisationUlid: string;
  skuIds: readonly number[];
  onSubmit: (mapping: SkuMappingRequest) => Promise<unknown>;
}) {
  const form = useGuardedForm('sku-mapping', {
    resolver: zodResolver(mappingFormSchema),
    defaultValues: EMPTY_MAPPING,
  });
  const { errors, isSubmitting } = form.formState;
  const mode = form.watch('mode');

  const submit = form.handleSubmit((values) => {
    const request = mappingRequest(skuIds, values);
    if (!request.success) {
      form.setError('root.server', { type: 'validate', message: request.error.issues[0]?.message });
      return;
    }
    return submitShowingServerErrors(
      async () => {
        await onSubmit(request.data);
        form.reset(EMPTY_MAPPING);
      },
      form.setError,
      MAPPING_FORM_FIELDS,
      PRODUCT_ALIAS,
    );
  });

  return (
    <Card className="mb-4">
      <Card.Body>
        <Form noValidate onSubmit={submit} aria-label="Assign SKUs to a product">
          <h2 className="h6" aria-live="polite" data-testid="mapping-selected">
            {skuIds.length} SKU{skuIds.length === 1 ? '' : 's'} selected
          </h2>
          <FormAlert message={errors.root?.server?.message} />
          <div className="mb-3">
            <Form.Check
              inline
              type="radio"
              id="mapping-mode-existing"
              label="Existing product"
              value="existing"
              {...form.register('mode')}
            />
            <Form.Check
              inline
              type="radio"
              id="mapping-mode-new"
              label="New product"
              value="new"
              {...form.register('mode')}
            />
          </div>
          {mode === 'existing' ? (
            <ProductField
              control={form.control}
              organisationUlid={organisationUlid}
              id="mapping-product"
              error={errors.product?.message}
            />
          ) : (
            <TextField
              label="New product name"
              id="mapping-new-product"
              registration={form.register('new_product_name')}
              error={errors.new_product_name?.message}
            />
          )}
          <SubmitButton pending={isSubmitting} disabled={skuIds.length === 0}>
            Assign
          </SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
