import type { TransferItem } from '@backoffice/shared';
import { Form, Table } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { ReceiveFormValues, receiptSummary, receiveFormSchema } from './receive-form-schema.ts';
import { signed } from './receive-form-schema.ts';

/** Per item: what was shipped, the total received so far as typed, what this receipt adds and what is to come. */
export function ReceiveItemsTable({
  items,
  form,
  summary,
}: {
  items: readonly TransferItem[];
  form: UseFormReturn<ReceiveFormValues, unknown, z.output<typeof receiveFormSchema>>;
  summary: ReturnType<typeof receiptSummary>;
}) {
  const { errors } = form.formState;
  return (
    <Table responsive size="sm" className="align-middle" aria-label="Items received">
      <thead>
        <tr>
          <th scope="col">SKU</th>
          <th scope="col" style={{ minWidth: '5.5rem' }}>
            Received in total
          </th>
          <th scope="col" className="text-end">
            This receipt
          </th>
          <th scope="col" className="text-end">
            To come
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => {
          const line = summary.lines[index];
          const error = errors.items?.[index]?.quantity_received?.message;
          return (
            <tr key={item.ulid} data-testid="receive-row">
              <td>
                <div className="fw-semibold text-nowrap">{item.sku.sku_id}</div>
                <div className="small text-body-secondary text-nowrap" data-testid="receive-shipped">
                  {item.quantity_shipped} shipped
                  {item.quantity_received > 0 && `, ${item.quantity_received} in`}
                </div>
              </td>
              <td>
                <Form.Control
                  type="number"
                  inputMode="numeric"
                  min={0}
                  size="sm"
                  aria-label={`Received in total of ${item.sku.sku_id}`}
                  isInvalid={error !== undefined}
                  aria-invalid={error !== undefined || undefined}
                  {...form.register(`items.${index}.quantity_received`)}
                />
                <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
              </td>
              <td className="text-end" data-testid="receive-added">
                {line?.added === null || line === undefined ? '—' : signed(line.added)}
              </td>
              <td
                className={`text-end ${line?.outstanding && line.outstanding !== 0 ? 'text-warning-emphasis' : ''}`}
                data-testid="receive-outstanding"
              >
                {line?.outstanding === null || line === undefined ? '—' : line.outstanding}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr className="fw-semibold">
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td className="text-end" data-testid="receive-total-added">
            {signed(summary.added)}
          </td>
          <td className="text-end" data-testid="receive-total-outstanding">
            {summary.outstanding}
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}
