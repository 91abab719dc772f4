import type { PurchaseOrderSuggestionLine } from '@backoffice/shared';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { formatMoney } from '../../../lib/money.ts';
import { SuggestionWhy } from './suggestion-why.tsx';

const COST_NOTES = {
  no_cost: (_currency: string) => 'No cost: enter one',
  other_currency: (currency: string) => `Cost in another currency than ${currency}`,
};

/**
 * The row under a suggested line: a flag when its cost is unknown in the order's currency, and
 * "Why?", a disclosure of how its quantity was reached (SuggestionWhy), closed until asked for.
 */
export function SuggestionLineNote({ line }: { line: PurchaseOrderSuggestionLine }) {
  const [open, setOpen] = useState(false);
  const whyId = useId();
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <tr data-testid="po-line-suggestion">
      <td colSpan={5} className="app-stack-full pt-0">
        <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-1 small">
          <Button
            variant="link"
            size="sm"
            className="p-0"
            aria-expanded={open}
            aria-controls={whyId}
            onClick={() => setOpen(!open)}
          >
            <Chevron aria-hidden="true" />
            Why? <span className="visually-hidden">{line.sku.display_name}</span>
          </Button>
          <span className="text-body-secondary">
            Suggested {line.recommended_quantity.toLocaleString()}
            {line.line_total !== null && ` · ${formatMoney(line.line_total, line.currency)}`}
          </span>
          {line.cost_note && (
            <Badge bg="warning" text="dark" className="text-wrap" data-testid="po-line-cost-note">
              {COST_NOTES[line.cost_note](line.currency)}
            </Badge>
          )}
        </div>
        <SuggestionWhy id={whyId} line={line} hidden={!open} />
      </td>
    </tr>
  );
}
