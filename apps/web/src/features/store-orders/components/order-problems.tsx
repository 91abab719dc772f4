import type { StoreOrder } from '@backoffice/shared';
import { Alert } from 'react-bootstrap';
import { formatDateTime } from '../../../lib/dates.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useAcknowledgeOrderProblem } from '../api/acknowledge-order-problem.ts';
import { AcknowledgeProblemForm } from './acknowledge-problem-form.tsx';

/** The order's problems with their reasons, and either who acknowledged them or the form to do so. */
export function OrderProblems({ order, organisationUlid }: { order: StoreOrder; organisationUlid: string }) {
  const { can } = useCurrentOrganisation();
  const acknowledge = useAcknowledgeOrderProblem();
  if (order.problems.length === 0) return null;
  const acknowledged = order.problem_acknowledged_at !== null;
  return (
    <Alert variant={acknowledged ? 'secondary' : 'danger'} data-testid="store-order-problem-list">
      <h3 className="h6">{acknowledged ? 'Problems (acknowledged)' : 'Problems'}</h3>
      <ul className="mb-2 ps-3">
        {order.problems.map((problem) => (
          <li key={problem.rule}>{problem.message}</li>
        ))}
      </ul>
      {acknowledged ? (
        <p className="mb-0 small" data-testid="store-order-acknowledgement">
          Acknowledged by {order.problem_acknowledged_by?.name ?? 'a former member'} on{' '}
          {formatDateTime(order.problem_acknowledged_at as string)}: {order.problem_note}
        </p>
      ) : (
        can('editOperationalData') && (
          <AcknowledgeProblemForm
            onSubmit={(body) => acknowledge.mutateAsync({ organisationUlid, id: order.id, body })}
          />
        )
      )}
    </Alert>
  );
}
