import { href, productRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { blankAsNull } from './form-values.ts';
import { MoneyField } from './money-field.tsx';

const newProductFormSchema = z.object({
  name: productRequestSchema.shape.name,
  cogs: blankAsNull(productRequestSchema.shape.cogs),
  cogs_currency: productRequestSchema.shape.cogs_currency,
});
const FIELDS = ['name', 'cogs', 'cogs_currency'] as const;
const EMPTY = { name: '', cogs: '', cogs_currency: 'USD' };

/** "New product": a name and optionally its COGS; the rest is edited on the product's pages. */
export function NewProductDialog({ organisation }: { organisation: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(newProductFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const create = useCreateProduct();
  const close = () => {
    setOpen(false);
    form.reset(EMPTY);
  };

  const onSubmit = form.handleSubmit((product) =>
    create.mutate(
      { organisation, product },
      {
        onSuccess: (created) => {
          close();
          notifySuccess(`${created.name} was created.`, 'Products');
          void navigate(href('products.show', { organisation, id: created.id }));
        },
        onError: (error) => applyServerErrors(error, form.setError, FIELDS),
      },
    ),
  );

  return (
    <>
      <Button onClick={() => setOpen(true)}>New product</Button>
      <Modal show={open} onHide={close} aria-labelledby="new-product-title">
        <Form noValidate onSubmit={onSubmit} aria-label="New product">
          <Modal.Header closeButton>
            <Modal.Title id="new-product-title" as="h2" className="h5">
              New product
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <FormAlert message={errors.root?.server?.message} />
            <TextField
              label="Name"
              id="new-product-name"
              registration={form.register('name')}
              error={errors.name?.message}
              autoFocus
            />
            <MoneyField
              id="new-product-cogs"
              label="COGS"
              amount={form.register('cogs')}
              currency={form.register('cogs_currency')}
              error={errors.cogs?.message}
              currencyError={errors.cogs_currency?.message}
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              Cancel
            </Button>
            <SubmitButton pending={create.isPending}>Create product</SubmitButton>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
