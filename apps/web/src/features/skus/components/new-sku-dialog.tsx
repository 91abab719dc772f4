import { createSkuRequestSchema, href } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { blankAsNull } from '../../products/components/form-values.ts';
import { type PickedProduct, ProductPicker } from '../../products/components/product-picker.tsx';
import { useCreateSku } from '../api/create-sku.ts';

const newSkuFormSchema = z.object({
  sku_id: createSkuRequestSchema.shape.sku_id,
  name: blankAsNull(createSkuRequestSchema.shape.name),
  product: z.custom<PickedProduct | null>(),
});
const FIELDS = ['sku_id', 'name', 'product'] as const;
const EMPTY = { sku_id: '', name: '', product: null };

/** "New SKU" by hand, for sellers without a connected source: its id, a name and optionally its product. */
export function NewSkuDialog({ organisation }: { organisation: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(newSkuFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const create = useCreateSku();
  const close = () => {
    setOpen(false);
    form.reset(EMPTY);
  };

  const onSubmit = form.handleSubmit(({ sku_id, name, product }) =>
    create.mutate(
      { organisation, sku: { sku_id, name, product_id: product?.id ?? null } },
      {
        onSuccess: (created) => {
          close();
          notifySuccess(`SKU ${created.sku_id} was created.`, 'SKUs');
          void navigate(href('skus.show', { organisation, id: created.id }));
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, FIELDS);
          // The server names the field product_id; the form's is the picker.
          const productError = isApiError(error) ? error.errors.product_id : undefined;
          if (productError) form.setError('product', { type: 'server', message: productError.join(', ') });
        },
      },
    ),
  );

  return (
    <>
      <Button onClick={() => setOpen(true)}>New SKU</Button>
      <Modal show={open} onHide={close} aria-labelledby="new-sku-title">
        <Form noValidate onSubmit={onSubmit} aria-label="New SKU">
          <Modal.Header closeButton>
            <Modal.Title id="new-sku-title" as="h2" className="h5">
              New SKU
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <FormAlert message={errors.root?.server?.message} />
            <TextField
              label="SKU id"
              id="new-sku-id"
              registration={form.register('sku_id')}
              error={errors.sku_id?.message}
              hint="The seller SKU, exactly as the marketplace knows it."
              autoFocus
            />
            <TextField
              label="SKU name"
              id="new-sku-name"
              registration={form.register('name')}
              error={errors.name?.message}
            />
            <Controller
              control={form.control}
              name="product"
              render={({ field }) => (
                <ProductPicker
                  organisation={organisation}
                  id="new-sku-product"
                  label="Product"
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={errors.product?.message}
                />
              )}
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              Cancel
            </Button>
            <SubmitButton pending={create.isPending}>Create SKU</SubmitButton>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
