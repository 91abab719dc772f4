import { href, ORDER_PROBLEM_RULE_LABELS, type OrderProblemRule } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { countOf } from '../../../lib/count-words.ts';
import { orderProblemSummaryQueryOptions } from '../api/get-order-problem-summary.ts';

/** Where the SKUs a SKU rule names are fixed: the SKU list filtered to them. */
const FIX: Partial<Record<OrderProblemRule, { query: Record<string, string>; action: string }>> = {
  unmapped_sku: { query: { mapped: 'false' }, action: 'Map them' },
  missing_cogs: { query: { has_cogs: 'false' }, action: 'Set their COGS' },
};

/**
 * Problem Orders' first answer: what the flagged orders come from, rule by rule. A thousand
 * orders without COGS are a handful of SKUs to cost, not a thousand orders to read.
 */
export function OrderProblemRules({
  organisationUlid,
  selected,
  onSelect,
}: {
  organisationUlid: string;
  selected: OrderProblemRule | undefined;
  onSelect: (rule: OrderProblemRule | undefined) => void;
}) {
  const summary = useQuery(orderProblemSummaryQueryOptions(organisationUlid));
  if (!summary.data || summary.data.length === 0) return null;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 w-100 mb-0" aria-label="Problems by rule">
      {summary.data.map((row) => {
        const fix = FIX[row.rule];
        const active = selected === row.rule;
        return (
          <li
            key={row.rule}
            className={`border rounded px-2 py-1 small d-flex flex-wrap align-items-center gap-2 ${active ? 'border-primary' : ''}`}
            data-testid="order-problem-summary"
          >
            <Button
              variant="link"
              size="sm"
              className="p-0 text-start"
              aria-pressed={active}
              onClick={() => onSelect(active ? undefined : row.rule)}
            >
              {ORDER_PROBLEM_RULE_LABELS[row.rule]}: {countOf(row.orders, 'order', 'orders')}
            </Button>
            {fix && row.skus !== null && row.skus > 0 && (
              <Link to={href('skus', { organisation: organisationUlid }, fix.query)} className="text-nowrap">
                {fix.action} ({countOf(row.skus, 'SKU', 'SKUs')})
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
