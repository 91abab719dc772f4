import type { PurchaseOrderSuggestion } from '@backoffice/shared';
import { Badge } from 'react-bootstrap';
import { formatMoney } from '../../../lib/money.ts';
import { formatServiceLevel } from '../../../lib/service-levels.ts';

/** Suggested lines (a quantity above 0) that have no cost in the order's currency. */
export const linesWithoutCost = (suggestion: PurchaseOrderSuggestion) =>
  suggestion.lines.filter((line) => line.recommended_quantity > 0 && line.unit_cost === null).length;

/**
 * What the suggested order was planned for: the destination's regions of sale (only their demand
 * and stock count), the service level and days of cover, the one currency its costs are in, and
 * its total, said to be incomplete when a suggested line has no cost in that currency.
 */
export function SuggestionSummary({ suggestion }: { suggestion: PurchaseOrderSuggestion }) {
  const missing = linesWithoutCost(suggestion);
  const regions = suggestion.regions.length
    ? suggestion.regions.map((region) => region.name).join(', ')
    : 'every region';
  return (
    <div
      className="border rounded bg-body-tertiary small px-3 py-2 mb-2 d-flex flex-wrap row-gap-1 column-gap-4"
      data-testid="po-suggestion-summary"
    >
      <div>
        Planned for <strong data-testid="po-suggestion-regions">{regions}</strong>
      </div>
      <div>
        Service level <strong>{formatServiceLevel(suggestion.service_level)}</strong>, covering{' '}
        <strong>{suggestion.cover_days} days</strong>
      </div>
      <div>
        Costs in <strong data-testid="po-suggestion-currency">{suggestion.currency}</strong>
      </div>
      <div>
        Total{' '}
        <strong className="text-nowrap" data-testid="po-suggestion-total">
          {formatMoney(suggestion.total, suggestion.currency)}
        </strong>
        {!suggestion.total_complete && (
          <Badge bg="warning" text="dark" className="ms-2 text-wrap" data-testid="po-suggestion-incomplete">
            incomplete: {missing} {missing === 1 ? 'line' : 'lines'} without a cost in {suggestion.currency}
          </Badge>
        )}
      </div>
    </div>
  );
}
