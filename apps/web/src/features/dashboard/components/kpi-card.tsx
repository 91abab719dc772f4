import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, Col } from 'react-bootstrap';
import { Link } from 'react-router';

/** A headline figure: its title opens the screen behind it, the lines below break it down. */
export function KpiCard({
  title,
  to,
  value,
  testId,
  children,
}: {
  title: string;
  to: string;
  value: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Col xs={12} sm={6} xl={3}>
      <Card className="h-100" data-testid={testId}>
        <Card.Body>
          <h2 className="h6 mb-1">
            <Link to={to} className="link-body-emphasis link-underline-opacity-25">
              {title}
            </Link>
          </h2>
          <div className="fs-3 fw-semibold lh-sm" data-testid={`${testId}-value`}>
            {value}
          </div>
          {children && <div className="small mt-1">{children}</div>}
        </Card.Body>
      </Card>
    </Col>
  );
}

/** The figure while its query loads ("…") or after it failed ("–"). */
export function figure<T>(query: UseQueryResult<T>, pick: (data: T) => number): string {
  if (query.data !== undefined) return pick(query.data).toLocaleString();
  return query.isError ? '–' : '…';
}

/** "2 out of stock", "3 reorder now": each part a link to the list of those, wrapping as a whole. */
export function Parts({ parts }: { parts: { label: string; to: string }[] }) {
  return (
    <ul className="list-unstyled d-flex flex-wrap column-gap-3 mb-0">
      {parts.map((part) => (
        <li key={part.label} className="text-nowrap">
          <Link to={part.to}>{part.label}</Link>
        </li>
      ))}
    </ul>
  );
}
