import { Trash2 } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ItemSku, TransferFormValues, TransferItemFormValues } from './transfer-form-schema.ts';
import { caseCount } from './transfer-items-table.tsx';

/** What the origin holds of a row's SKU, against what the row ships. */
function OriginStock({ held = 0, shipping }: { held: number | undefined; shipping: number }) {
  // No stock row: the origin has never held the SKU, so it holds none.
  const short = Number.isFinite(shipping) && shipping > held;
  return (
    <span
      className={short ? 'text-danger fw-semibold' : undefined}
      title={short ? 'Fewer than shipped' : undefined}
    >
      {held.toLocaleString()}
      {short && <span className="visually-hidden"> (fewer than shipped)</span>}
    </span>
  );
}

/** One item while it may change: its SKU, quantity, case pack and, from a warehouse, what it holds. */
export function TransferItemRow({
  index,
  sku,
  ulid,
  row,
  register,
  errors,
  originStock,
  quantityRefs,
  onEnter,
  onRemove,
}: {
  index: number;
  sku: ItemSku;
  ulid: string;
  row: TransferItemFormValues | undefined;
  register: UseFormRegister<TransferFormValues>;
  errors: FieldErrors<TransferFormValues>;
  /** Left out when the transfer does not leave one of the organisation's warehouses. */
  originStock?: { held: number | undefined; loading: boolean };
  quantityRefs: Map<string, HTMLInputElement>;
  onEnter: (event: KeyboardEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}) {
  const itemErrors = errors.items?.[index];
  const quantity = register(`items.${index}.quantity_shipped`);
  const cases = caseCount(Number(row?.quantity_shipped), Number(row?.quantity_in_case));
  const skuError = itemErrors?.sku_id?.message;
  return (
    <tr data-testid="transfer-item-input-row">
      <td>
        <div className="fw-semibold text-nowrap">{sku.sku_id}</div>
        {sku.display_name !== sku.sku_id && (
          <div className="small text-body-secondary">{sku.display_name}</div>
        )}
        {skuError && <div className="small text-danger">{skuError}</div>}
      </td>
      <td>
        <Form.Control
          type="number"
          inputMode="numeric"
          min={1}
          size="sm"
          aria-label={`Quantity of ${sku.sku_id}`}
          isInvalid={itemErrors?.quantity_shipped !== undefined}
          aria-invalid={itemErrors?.quantity_shipped !== undefined || undefined}
          onKeyDown={onEnter}
          {...quantity}
          ref={(element: HTMLInputElement | null) => {
            quantity.ref(element);
            if (element) quantityRefs.set(ulid, element);
            else quantityRefs.delete(ulid);
          }}
        />
        <Form.Control.Feedback type="invalid">{itemErrors?.quantity_shipped?.message}</Form.Control.Feedback>
      </td>
      <td>
        <Form.Control
          type="number"
          inputMode="numeric"
          min={1}
          size="sm"
          aria-label={`Units per case of ${sku.sku_id}`}
          isInvalid={itemErrors?.quantity_in_case !== undefined}
          aria-invalid={itemErrors?.quantity_in_case !== undefined || undefined}
          onKeyDown={onEnter}
          {...register(`items.${index}.quantity_in_case`)}
        />
        <Form.Control.Feedback type="invalid">{itemErrors?.quantity_in_case?.message}</Form.Control.Feedback>
        {cases && <div className="small text-body-secondary">{cases}</div>}
      </td>
      {originStock && (
        <td className="text-end" data-testid="origin-stock">
          {originStock.loading ? (
            '…'
          ) : (
            <OriginStock held={originStock.held} shipping={Number(row?.quantity_shipped)} />
          )}
        </td>
      )}
      <td className="text-end">
        <Button size="sm" variant="outline-danger" aria-label={`Remove ${sku.sku_id}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </td>
    </tr>
  );
}
