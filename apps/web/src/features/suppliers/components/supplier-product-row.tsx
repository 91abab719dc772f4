import { Button, Form } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import type {
  SupplierProductsFormInput,
  SupplierProductsFormOutput,
} from './supplier-products-form-schema.ts';

type RowForm = UseFormReturn<SupplierProductsFormInput, unknown, SupplierProductsFormOutput>;
type NumberField = 'buffer_days' | 'production_lead_days' | 'min_order_quantity' | 'min_order_value';

/** One product supplied: its name, lead days and minimums, and a button to remove it. */
export function SupplierProductRow({
  form,
  index,
  name,
  currency,
  onRemove,
}: {
  form: RowForm;
  index: number;
  name: string;
  /** The supplier's currency, which the minimum order value is in. */
  currency: string | null;
  onRemove: () => void;
}) {
  const rowErrors = form.formState.errors.products?.[index];
  const cell = (field: NumberField, label: string, inputMode: 'numeric' | 'decimal' = 'numeric') => (
    <PivotCell form={form} index={index} field={field} label={`${label} for ${name}`} inputMode={inputMode} />
  );
  return (
    <tr data-testid="supplier-product-row">
      <td className="align-middle">
        {name}
        {rowErrors?.product_id && <div className="small text-danger">{rowErrors.product_id.message}</div>}
      </td>
      {cell('buffer_days', 'Buffer days')}
      {cell('production_lead_days', 'Production lead days')}
      {cell('min_order_quantity', 'Min. order qty')}
      {cell('min_order_value', currency ? `Min. order value in ${currency}` : 'Min. order value', 'decimal')}
      <td className="text-end">
        <Button variant="outline-danger" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
          Remove
        </Button>
      </td>
    </tr>
  );
}

/** A number typed as text in one of the row's cells, with its error below it. */
function PivotCell({
  form,
  index,
  field,
  label,
  inputMode,
}: {
  form: RowForm;
  index: number;
  field: NumberField;
  label: string;
  inputMode: 'numeric' | 'decimal';
}) {
  const error = form.formState.errors.products?.[index]?.[field];
  return (
    <td style={{ maxWidth: '9rem' }}>
      <Form.Control
        type="text"
        inputMode={inputMode}
        aria-label={label}
        isInvalid={error !== undefined}
        {...form.register(`products.${index}.${field}`)}
      />
      <Form.Control.Feedback type="invalid">{error?.message}</Form.Control.Feedback>
    </td>
  );
}
