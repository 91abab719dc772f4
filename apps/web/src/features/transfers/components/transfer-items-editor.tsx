import { Lightbulb } from 'lucide-react';
import { Button, Table } from 'react-bootstrap';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useOriginStock } from '../hooks/use-origin-stock.ts';
import type { TransferFormOptions } from '../hooks/use-transfer-form-options.ts';
import { useTransferItems } from '../hooks/use-transfer-items.ts';
import { SkuEntry } from './sku-entry.tsx';
import type { TransferFormOutput, TransferFormValues } from './transfer-form-schema.ts';
import { TransferItemRow } from './transfer-item-row.tsx';

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
  fetchSuggestion,
  control,
  register,
  errors,
}: {
  organisationUlid: string;
  /** The origin warehouse, when the transfer leaves one of the organisation's warehouses. */
  originUlid: string | undefined;
  /** Origin and destination, once both are (different) warehouses of the organisation. */
  suggestFor: { originId: number; destinationId: number } | undefined;
  fetchSuggestion: TransferFormOptions['suggest'];
  control: Control<TransferFormValues, unknown, TransferFormOutput>;
  register: UseFormRegister<TransferFormValues>;
  errors: FieldErrors<TransferFormValues>;
}) {
  const items = useTransferItems(control, fetchSuggestion, suggestFor);
  const { fields } = items;
  const stock = useOriginStock(
    organisationUlid,
    originUlid,
    items.rows.map((row) => row.sku_id),
  );

  return (
    <section aria-labelledby="transfer-items-title" className="mb-3">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 id="transfer-items-title" className="h5 mb-0">
          Items
        </h2>
        <Button
          variant="outline-primary"
          size="sm"
          disabled={!suggestFor || items.suggesting}
          title={suggestFor ? undefined : 'Choose both warehouses first'}
          onClick={() => void items.suggest()}
        >
          <Lightbulb aria-hidden="true" />
          {items.suggesting ? 'Suggesting…' : 'Suggested items'}
        </Button>
      </div>
      <SkuEntry organisationUlid={organisationUlid} inputRef={items.entryRef} onAdd={items.addSku} />
      {items.note && (
        <div className="small text-body-secondary mb-2" role="status">
          {items.note}
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
            {fields.map((field, index) => (
              <TransferItemRow
                key={field.key}
                index={index}
                sku={field.sku}
                ulid={field.ulid}
                row={items.rows[index]}
                register={register}
                errors={errors}
                originStock={
                  originUlid === undefined
                    ? undefined
                    : { held: stock.held?.get(field.sku_id), loading: stock.loading }
                }
                quantityRefs={items.quantityRefs.current}
                onEnter={items.backToEntry}
                onRemove={() => items.remove(index)}
              />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                {fields.length} {fields.length === 1 ? 'SKU' : 'SKUs'}
              </th>
              <td className="fw-semibold" data-testid="items-total-units">
                {items.totalUnits.toLocaleString()} units
              </td>
              <td colSpan={originUlid !== undefined ? 3 : 2} />
            </tr>
          </tfoot>
        </Table>
      )}
    </section>
  );
}
