import type { LeadTimeStats } from '@backoffice/shared';
import type { ReactNode } from 'react';
import { Badge, Button, Table } from 'react-bootstrap';
import { adoptable, describeLearned, describePlan } from './lead-time-format.ts';

export interface LeadTimeRow {
  key: string;
  label: ReactNode;
  /** What is measured, e.g. "confirmed → shipped". */
  measure: string;
  learned: LeadTimeStats | null;
  /** What one observation is: order, transfer. */
  noun: { one: string; many: string };
  /** The learned value per shipping method, under the lane's. */
  methods?: { method: string; learned: LeadTimeStats }[];
  typed: string;
  /** What planning does with it; absent for a figure shown for information only. */
  plan?: {
    plans_with: 'learned' | 'typed';
    planned_days: number | null;
    learned_days: number | null;
    typed_days: number | null;
  };
  /** "Use learned": what it writes (the button's title) and how; absent where nothing can be written. */
  adopt?: { writes: string; onAdopt: () => void; pending: boolean };
}

function Learned({ row }: { row: LeadTimeRow }) {
  if (!row.learned) return <span className="text-body-secondary">Nothing yet</span>;
  const { median, spread } = describeLearned(row.learned, row.noun);
  return (
    <>
      <div className="fw-semibold">{median}</div>
      <div className="small text-body-secondary">{spread}</div>
      {row.methods?.map(({ method, learned }) => (
        <div key={method} className="small text-body-secondary">
          {method}: {describeLearned(learned, row.noun).median}
        </div>
      ))}
    </>
  );
}

function PlanBadge({ plan }: { plan: LeadTimeRow['plan'] }) {
  if (!plan) return <span className="text-body-secondary">–</span>;
  return <Badge bg={plan.plans_with === 'learned' ? 'success' : 'secondary'}>{describePlan(plan)}</Badge>;
}

/**
 * Learned lead times beside the typed ones: median and spread (10th–90th percentile) with the
 * number of observations, what was typed, the value planning uses, and "Use learned" per value.
 */
export function LeadTimeTable({
  rows,
  caption,
  minObservations,
  editable,
}: {
  rows: LeadTimeRow[];
  caption: string;
  minObservations: number;
  editable: boolean;
}) {
  return (
    <>
      <Table responsive size="sm" className="align-middle mb-2">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Lead time</th>
            <th scope="col">Learned (median, p10–p90)</th>
            <th scope="col">Typed</th>
            <th scope="col">Planning uses</th>
            {editable && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-testid={`lead-time-${row.key}`}>
              <th scope="row" className="fw-normal">
                <div>{row.label}</div>
                <div className="small text-body-secondary">{row.measure}</div>
              </th>
              <td>
                <Learned row={row} />
              </td>
              <td>{row.typed}</td>
              <td>
                <PlanBadge plan={row.plan} />
              </td>
              {editable && (
                <td className="text-end">
                  {row.adopt && row.plan && adoptable(row.plan) && (
                    <Button
                      size="sm"
                      variant="outline-primary"
                      title={row.adopt.writes}
                      disabled={row.adopt.pending}
                      onClick={row.adopt.onAdopt}
                    >
                      Use learned
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="small text-body-secondary mb-0">
        Planning uses a learned value once it rests on {minObservations} observations, else the typed one.
        “Use learned” writes the median, in whole days, as the typed value.
      </p>
    </>
  );
}
