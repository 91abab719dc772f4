import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Lightbulb, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { originStockQueryOptions } from '../api/get-origin-stock.ts';
import { transferSuggestionQueryOptions } from '../api/get-transfer-suggestion.ts';
import { SkuEntry } from './sku-entry.tsx';
import {
  type ItemSku,
  newItemFormValues,
  suggestedItemFormValues,
  type TransferFormOutput,
  type TransferFormValues,
} from './transfer-form-schema.ts';
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

/**
 * The transfer's items while they may change: rows of SKU, quantity and case pack, entered from the
 * keyboard (SkuEntry), with the origin's stock of each SKU beside it. "Suggested items" adds what
 * the forecast recommends sending from the origin into the destination (a fulfilment centre):
 * SKUs not on the list yet, with the recommended quantity.
 */
export function TransferItemsEditor({
  organisationUlid,
  originUlid,
  suggestFor,
  control,
  register,
  errors,
}: {
  organisationUlid: string;
  /** The origin warehouse, when the transfer leaves one of the organisation's warehouses. */
  originUlid: string | undefined;
  /** Origin and destination, once both are (different) warehouses of the organisation. */
  suggestFor: { originId: number; destinationId: number } | undefined;
  control: Control<TransferFormValues, unknown, TransferFormOutput>;
  register: UseFormRegister<TransferFormValues>;
  errors: FieldErrors<TransferFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'items', keyName: 'key' });
  const rows = useWatch({ control, name: 'items' }) ?? [];
  const entryRef = useRef<HTMLInputElement>(null);
  const quantityRefs = useRef(new Map<string, HTMLInputElement>());
  const [note, setNote] = useState<string | undefined>();
  const [suggesting, setSuggesting] = useState(false);
  const queryClient = useQueryClient();
  const skuIds = rows.map((row) => row.sku_id);
  const stock = useQuery({
    ...originStockQueryOptions(organisationUlid, originUlid ?? '', skuIds),
    enabled: originUlid !== undefined && skuIds.length > 0,
  });

  const addSku = (sku: ItemSku) => {
    const existing = rows.findIndex((row) => row.sku_id === sku.id);
    if (existing >= 0) {
      setNote(`${sku.sku_id} is already on the list: change its quantity.`);
      const ulid = rows[existing]?.ulid;
      if (ulid) quantityRefs.current.get(ulid)?.focus();
      return;
    }
    setNote(undefined);
    append(newItemFormValues(sku), { focusName: `items.${fields.length}.quantity_shipped` });
  };
  const suggest = async () => {
    if (!suggestFor) return;
    setSuggesting(true);
    try {
      const { lines } = await queryClient.fetchQuery(
        transferSuggestionQueryOptions(organisationUlid, suggestFor),
      );
      const listed = new Set(rows.map((row) => row.sku_id));
      const added = lines.filter((line) => !listed.has(line.sku.id));
      const kept = lines.length - added.length;
      if (added.length) append(added.map(suggestedItemFormValues), { shouldFocus: false });
      setNote(
        lines.length === 0
          ? 'Nothing to send now: the destination holds and expects enough, or the origin has none of what it needs.'
          : `Added ${added.length} suggested ${added.length === 1 ? 'item' : 'items'}${
              kept
                ? `; ${kept} already on the list kept ${kept === 1 ? 'its quantity' : 'their quantities'}`
                : ''
            }.`,
      );
    } catch {
      // The query cache reports the failure (a toast); the list stays as it was.
    } finally {
      setSuggesting(false);
    }
  };
  const backToEntry = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    entryRef.current?.focus();
  };
  const totalUnits = rows.reduce((sum, row) => sum + (Number(row.quantity_shipped) || 0), 0);

  return (
    <section aria-labelledby="transfer-items-title" className="mb-3">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 id="transfer-items-title" className="h5 mb-0">
          Items
        </h2>
        <Button
          variant="outline-primary"
          size="sm"
          disabled={!suggestFor || suggesting}
          title={suggestFor ? undefined : 'Choose both warehouses first'}
          onClick={() => void suggest()}
        >
          <Lightbulb aria-hidden="true" />
          {suggesting ? 'Suggesting…' : 'Suggested items'}
        </Button>
      </div>
      <SkuEntry organisationUlid={organisationUlid} inputRef={entryRef} onAdd={addSku} />
      {note && (
        <div className="small text-body-secondary mb-2" role="status">
          {note}
        </div>
      )}
      {errors.items?.message && <div className="text-danger small mb-2">{errors.items.message}</div>}
      {errors.items?.root?.message && (
        <div className="text-danger small mb-2">{errors.items.root.message}</div>
      )}
      {fields.length === 0 ? (
        <p className="text-body-secondary">No items yet: add the SKUs this transfer carries.</p>
      ) : (
        <Table responsive size="sm" className="align-middle" aria-label="Items to ship">
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col" style={{ minWidth: '6rem' }}>
                Quantity
              </th>
              <th scope="col" style={{ minWidth: '6rem' }}>
                In case
              </th>
              {originUlid !== undefined && (
                <th scope="col" className="text-end">
                  At origin
                </th>
              )}
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => {
              const row = rows[index];
              const itemErrors = errors.items?.[index];
              const quantity = register(`items.${index}.quantity_shipped`);
              const cases = caseCount(Number(row?.quantity_shipped), Number(row?.quantity_in_case));
              const skuError = itemErrors?.sku_id?.message;
              return (
                <tr key={field.key} data-testid="transfer-item-input-row">
                  <td>
                    <div className="fw-semibold text-nowrap">{field.sku.sku_id}</div>
                    {field.sku.display_name !== field.sku.sku_id && (
                      <div className="small text-body-secondary">{field.sku.display_name}</div>
                    )}
                    {skuError && <div className="small text-danger">{skuError}</div>}
                  </td>
                  <td>
                    <Form.Control
                      type="number"
                      inputMode="numeric"
                      min={1}
                      size="sm"
                      aria-label={`Quantity of ${field.sku.sku_id}`}
                      isInvalid={itemErrors?.quantity_shipped !== undefined}
                      aria-invalid={itemErrors?.quantity_shipped !== undefined || undefined}
                      onKeyDown={backToEntry}
                      {...quantity}
                      ref={(element: HTMLInputElement | null) => {
                        quantity.ref(element);
                        if (element) quantityRefs.current.set(field.ulid, element);
                        else quantityRefs.current.delete(field.ulid);
                      }}
                    />
                    <Form.Control.Feedback type="invalid">
                      {itemErrors?.quantity_shipped?.message}
                    </Form.Control.Feedback>
                  </td>
                  <td>
                    <Form.Control
                      type="number"
                      inputMode="numeric"
                      min={1}
                      size="sm"
                      aria-label={`Units per case of ${field.sku.sku_id}`}
                      isInvalid={itemErrors?.quantity_in_case !== undefined}
                      aria-invalid={itemErrors?.quantity_in_case !== undefined || undefined}
                      onKeyDown={backToEntry}
                      {...register(`items.${index}.quantity_in_case`)}
                    />
                    <Form.Control.Feedback type="invalid">
                      {itemErrors?.quantity_in_case?.message}
                    </Form.Control.Feedback>
                    {cases && <div className="small text-body-secondary">{cases}</div>}
                  </td>
                  {originUlid !== undefined && (
                    <td className="text-end" data-testid="origin-stock">
                      {stock.isPending && stock.fetchStatus !== 'idle' ? (
                        '…'
                      ) : (
                        <OriginStock
                          held={stock.data?.get(field.sku_id)}
                          shipping={Number(row?.quantity_shipped)}
                        />
                      )}
                    </td>
                  )}
                  <td className="text-end">
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label={`Remove ${field.sku.sku_id}`}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                {fields.length} {fields.length === 1 ? 'SKU' : 'SKUs'}
              </th>
              <td className="fw-semibold" data-testid="items-total-units">
                {totalUnits.toLocaleString()} units
              </td>
              <td colSpan={originUlid !== undefined ? 3 : 2} />
            </tr>
          </tfoot>
        </Table>
      )}
    </section>
  );
}
