import { Trash2 } from 'lucide-react';
import { Button, Form } from 'react-bootstrap';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { currencyOptions } from '../../../lib/money.ts';
import { LineSkuPicker } from './line-sku-picker.tsx';
import type { PurchaseOrderFormInput, PurchaseOrderFormOutput } from './purchase-order-form-schema.ts';

type LineErrors = Partial<
  Record<'sku' | 'sku_id' | 'quantity' | 'unit_cost' | 'currency' | 'quantity_in_case', FieldError>
>;

/** One line of the order: its SKU, quantity, unit cost in a currency and case pack. */
export function PurchaseOrderLineRow({
  form,
  organisationUlid,
  index,
  onRemove,
  withNote = false,
}: {
  form: UseFormReturn<PurchaseOrderFormInput, unknown, PurchaseOrderFormOutput>;
  organisationUlid: string;
  index: number;
  onRemove: () => void;
  /** A row of its own follows (a suggested line's "Why?"): no rule between the two. */
  withNote?: boolean;
}) {
  const error = (form.formState.errors.lines?.[index] ?? {}) as LineErrors;
  const currency = form.watch(`lines.${index}.currency`);
  return (
    <tr data-testid="po-line" className={withNote ? 'po-line-with-note' : undefined}>
      {/* data-label names each field when the row stacks on a phone (app-stack-table). */}
      <td className="app-stack-full" data-label="SKU">
        <Controller
          control={form.control}
          name={`lines.${index}.sku`}
          render={({ field: sku }) => (
            <LineSkuPicker
              organisationUlid={organisationUlid}
              id={`po-line-${index}-sku`}
              value={sku.value}
              onChange={sku.onChange}
              error={error.sku?.message}
            />
          )}
        />
      </td>
      <td data-label="Quantity">
        <Form.Control
          size="sm"
          inputMode="numeric"
          aria-label={`Quantity of line ${index + 1}`}
          isInvalid={error.quantity !== undefined}
          {...form.register(`lines.${index}.quantity`)}
        />
        <Form.Control.Feedback type="invalid">{error.quantity?.message}</Form.Control.Feedback>
      </td>
      <td className="app-stack-full" data-label="Unit cost">
        <div className="input-group input-group-sm has-validation">
          <Form.Control
            size="sm"
            inputMode="decimal"
            placeholder="0.00"
            aria-label={`Unit cost of line ${index + 1}`}
            isInvalid={error.unit_cost !== undefined}
            {...form.register(`lines.${index}.unit_cost`)}
          />
          <Form.Select
            size="sm"
            style={{ maxWidth: '6rem' }}
            aria-label={`Currency of line ${index + 1}`}
            {...form.register(`lines.${index}.currency`)}
          >
            {currencyOptions(currency).map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">
            {[error.unit_cost?.message, error.currency?.message].filter(Boolean).join(', ')}
          </Form.Control.Feedback>
        </div>
      </td>
      <td data-label="Per case">
        <Form.Control
          size="sm"
          inputMode="numeric"
          aria-label={`Units per case of line ${index + 1}`}
          isInvalid={error.quantity_in_case !== undefined}
          {...form.register(`lines.${index}.quantity_in_case`)}
        />
        <Form.Control.Feedback type="invalid">{error.quantity_in_case?.message}</Form.Control.Feedback>
      </td>
      <td className="text-end app-stack-end">
        <Button
          size="sm"
          variant="link"
          className="text-danger p-0"
          aria-label={`Remove line ${index + 1}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </td>
    </tr>
  );
}
