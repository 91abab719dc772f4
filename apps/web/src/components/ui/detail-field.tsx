import type { ReactNode } from 'react';
import { Col } from 'react-bootstrap';

/**
 * One labelled value of a record's summary card (a `Row` of them): the label small and muted
 * above the value. `lg` sets how many share a line on wide screens (12 / lg), `large` the figures.
 */
export function DetailField({
  label,
  children,
  lg = 4,
  large = false,
  testId,
}: {
  label: string;
  children: ReactNode;
  lg?: 3 | 4;
  large?: boolean;
  /** On the value, for tests that read it. */
  testId?: string;
}) {
  return (
    <Col sm={6} lg={lg}>
      <div className="text-body-secondary small">{label}</div>
      {/* A long word (a storefront, an id) wraps instead of running out of a narrow column. */}
      <div className={large ? 'fs-5 text-break' : 'text-break'} data-testid={testId}>
        {children}
      </div>
    </Col>
  );
}
