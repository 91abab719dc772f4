import type { LedgerCheckSummary } from '@backoffice/shared';
import { Alert } from 'react-bootstrap';
import { countOf } from '../../../lib/count-words.ts';
import { When } from './when.tsx';

/**
 * The ledger check (`check:ledger`) for this organisation: whether warehouse stock, the SKU totals
 * and the SKU count are what the ledger says. A mismatch is a bug to report, not a stock count to
 * correct by hand.
 */
export function LedgerCheckSummaryView({ check }: { check: LedgerCheckSummary }) {
  const problems = [
    check.stock_mismatches > 0 &&
      countOf(check.stock_mismatches, 'warehouse stock figure differs', 'warehouse stock figures differ'),
    check.total_mismatches > 0 && countOf(check.total_mismatches, 'SKU total differs', 'SKU totals differ'),
    check.count_mismatches > 0 && 'the SKU count differs',
  ].filter((problem): problem is string => typeof problem === 'string');
  const checked = (
    <span className="small">
      {countOf(check.checked, 'warehouse and SKU pair', 'warehouse and SKU pairs')} checked{' '}
      <When value={check.checked_at} />.
    </span>
  );
  if (problems.length === 0 && check.checked === 0) {
    return (
      <Alert variant="secondary" className="mb-0" data-testid="ledger-check">
        <div className="fw-semibold">No stock recorded yet: the ledger check has nothing to compare.</div>
        <span className="small">
          Checked <When value={check.checked_at} />.
        </span>
      </Alert>
    );
  }
  if (problems.length === 0) {
    return (
      <Alert variant="success" className="mb-0" data-testid="ledger-check">
        <div className="fw-semibold">The stock figures match the ledger.</div>
        {checked}
      </Alert>
    );
  }
  return (
    <Alert variant="warning" className="mb-0" data-testid="ledger-check">
      <div className="fw-semibold">The stock figures do not all match the ledger: {problems.join(', ')}.</div>
      <div className="small">
        Stock is derived from the ledger, so this is a fault in the data, not a count to correct. Please
        report it.
      </div>
      {checked}
    </Alert>
  );
}
