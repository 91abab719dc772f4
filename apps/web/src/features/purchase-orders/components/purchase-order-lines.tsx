import { Lightbulb, Plus } from 'lucide-react';
import { Button, Table } from 'react-bootstrap';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import {
  emptyLine,
  type PurchaseOrderFormInput,
  type PurchaseOrderFormOutput,
} from './purchase-order-form-schema.ts';
import { PurchaseOrderLineRow } from './purchase-order-line-row.tsx';

/** The order's lines, with "Suggested order" to fill them and "Add line" to add one. */
export function PurchaseOrderLines({
  form,
  lines,
  organisationUlid,
  suggestion,
}: {
  form: UseFormReturn<PurchaseOrderFormInput, unknown, PurchaseOrderFormOutput>;
  lines: UseFieldArrayReturn<PurchaseOrderFormInput, 'lines'>;
  organisationUlid: string;
  suggestion: { suggest: () => Promise<void>; suggesting: boolean; canSuggest: boolean };
}) {
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 className="h6 mb-0">Lines</h2>
        <div className="d-flex flex-wrap gap-2">
          <Button
            variant="outline-primary"
            size="sm"
            disabled={!suggestion.canSuggest}
            onClick={() => void suggestion.suggest()}
          >
            <Lightbulb aria-hidden="true" />
            {suggestion.suggesting ? 'Suggesting…' : 'Suggested order'}
          </Button>
          <Button variant="outline-secondary" size="sm" onClick={() => lines.append(emptyLine())}>
            <Plus aria-hidden="true" />
            Add line
          </Button>
        </div>
      </div>
      <Table responsive size="sm" className="align-middle">
        <thead>
          <tr>
            <th style={{ minWidth: '14rem' }}>SKU</th>
            <th style={{ minWidth: '6rem' }}>Quantity</th>
            <th style={{ minWidth: '12rem' }}>Unit cost</th>
            <th style={{ minWidth: '5rem' }}>Per case</th>
            <th>
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.fields.map((field, index) => (
            <PurchaseOrderLineRow
              key={field.id}
              form={form}
              organisationUlid={organisationUlid}
              index={index}
              onRemove={() => lines.remove(index)}
            />
          ))}
        </tbody>
      </Table>
    </>
  );
}
