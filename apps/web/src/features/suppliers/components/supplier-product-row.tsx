import { Button, Form } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import type {
  SupplierProductsFormInput,
  SupplierProductsFormOutput,
} from './supplier-products-form-schema.ts';

/** One product supplied: its name, buffer days and production lead days, and a button to remove it. */
export function SupplierProductRow({
  form,
  index,
  name,
  onRemove,
}: {
  form: UseFormReturn<SupplierProductsFormInput, unknown, SupplierProductsFormOutput>;
  index: number;
  name: string;
  onRemove: () => void;
}) {
  const rowErrors = form.formState.errors.products?.[index];
  return (
    <tr data-testid="supplier-product-row">
      <td className="align-middle">
        {name}
        {rowErrors?.product_id && <div className="small text-danger">{rowErrors.product_id.message}</div>}
      </td>
      <td style={{ maxWidth: '9rem' }}>
        <Form.Control
          type="text"
          inputMode="numeric"
          aria-label={`Buffer days for ${name}`}
          isInvalid={rowErrors?.buffer_days !== undefined}
          {...form.register(`products.${index}.buffer_days`)}
        />
        <Form.Control.Feedback type="invalid">{rowErrors?.buffer_days?.message}</Form.Control.Feedback>
      </td>
      <td style={{ maxWidth: '9rem' }}>
        <Form.Control
          type="text"
          inputMode="numeric"
          aria-label={`Production lead days for ${name}`}
          isInvalid={rowErrors?.production_lead_days !== undefined}
          {...form.register(`products.${index}.production_lead_days`)}
        />
        <Form.Control.Feedback type="invalid">
          {rowErrors?.production_lead_days?.message}
        </Form.Control.Feedback>
      </td>
      <td className="text-end">
        <Button variant="outline-danger" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
          Remove
        </Button>
      </td>
    </tr>
  );
}
