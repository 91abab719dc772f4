import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/query-states.tsx';

/** A dashboard chart's card: its title links to the screen the chart summarises. */
export function ChartCard({
  title,
  to,
  summary,
  testId,
  children,
}: {
  title: string;
  to: string;
  /** A figure beside the title ("1,234 units"). */
  summary?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card className="h-100" data-testid={testId}>
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-baseline gap-1">
        <h3 className="h6 mb-0">
          <Link to={to}>{title}</Link>
        </h3>
        {summary !== undefined && (
          <span className="small text-body-secondary" data-testid={`${testId}-summary`}>
            {summary}
          </span>
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

/**
 * A chart with nothing to draw yet (a new organisation): no empty axes, but what the chart will
 * show and the first thing to do for it.
 */
export function ChartEmpty({
  children,
  action,
}: {
  children: ReactNode;
  /** The first step, as a link: "Import your orders". */
  action?: { label: string; to: string };
}) {
  return (
    <div className="d-flex flex-column align-items-start gap-3 py-2" data-testid="dashboard-chart-empty">
      <EmptyState>{children}</EmptyState>
      {action && (
        <Link to={action.to} className="btn btn-sm btn-outline-primary">
          {action.label}
        </Link>
      )}
    </div>
  );
}

/** An HTML legend under a round chart: a swatch, the name (a link when given) and its figures. */
export function ChartLegend({
  label,
  items,
  testId,
}: {
  label: string;
  items: { key: string; colour: string; name: string; to?: string; figures: string }[];
  testId: string;
}) {
  return (
    <ul className="list-unstyled small mb-0 mt-3 d-grid gap-1" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className="d-flex align-items-center gap-2" data-testid={testId}>
          <span
            className="rounded-1 flex-shrink-0"
            style={{ width: '0.75rem', height: '0.75rem', background: item.colour }}
            aria-hidden="true"
          />
          <span className="text-truncate me-auto" data-testid={`${testId}-name`}>
            {item.to ? <Link to={item.to}>{item.name}</Link> : item.name}
          </span>
          <span className="text-nowrap text-body-secondary" data-testid={`${testId}-figures`}>
            {item.figures}
          </span>
        </li>
      ))}
    </ul>
  );
}
