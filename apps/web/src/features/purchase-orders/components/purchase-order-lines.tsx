import type { PurchaseOrderSuggestion } from '@backoffice/shared';
import { Lightbulb, Plus } from 'lucide-react';
import { Fragment } from 'react';
import { Button, Table } from 'react-bootstrap';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import {
  emptyLine,
  type PurchaseOrderFormInput,
  type PurchaseOrderFormOutput,
} from './purchase-order-form-schema.ts';
import { PurchaseOrderLineRow } from './purchase-order-line-row.tsx';
import { SuggestionLineNote } from './suggestion-line-note.tsx';
import { SuggestionSummary } from './suggestion-summary.tsx';
import './purchase-order-lines.css';

/**
 * The order's lines, with "Suggested order" to fill them and "Add line" to add one. While a
 * suggestion stands, what it was planned for sits above the lines and each line of a SKU it
 * suggested has a row under it with its cost flag and "Why?". On a phone the rows stack
 * (app-stack-table), each field labelled.
 */
export function PurchaseOrderLines({
  form,
  lines,
  organisationUlid,
  suggestion,
}: {
  form: UseFormReturn<PurchaseOrderFormInput, unknown, PurchaseOrderFormOutput>;
  lines: UseFieldArrayReturn<PurchaseOrderFormInput, 'lines'>;
  organisationUlid: string;
  suggestion: {
    suggestion: PurchaseOrderSuggestion | null;
    suggest: () => Promise<void>;
    suggesting: boolean;
    canSuggest: boolean;
  };
}) {
  const suggested = new Map(suggestion.suggestion?.lines.map((line) => [line.sku.id, line]));
  const skus = form.watch('lines').map((line) => line.sku?.id);
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
      {suggestion.suggestion && <SuggestionSummary suggestion={suggestion.suggestion} />}
      <Table responsive size="sm" className="align-middle app-stack-table">
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
          {lines.fields.map((field, index) => {
            const line = suggested.get(skus[index] ?? -1);
            return (
              <Fragment key={field.id}>
                <PurchaseOrderLineRow
                  form={form}
                  organisationUlid={organisationUlid}
                  index={index}
                  onRemove={() => lines.remove(index)}
                  withNote={line !== undefined}
                />
                {line && <SuggestionLineNote line={line} />}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}
