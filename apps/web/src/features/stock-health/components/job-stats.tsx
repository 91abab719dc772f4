import type { StockHealthJobs } from '@backoffice/shared';
import { Card, Col, Row } from 'react-bootstrap';

interface Stat {
  key: keyof Omit<StockHealthJobs, 'recent' | 'throttled'>;
  label: string;
  hint: string;
  /** Shown in red when above zero. */
  alarming?: boolean;
}

const STATS: Stat[] = [
  { key: 'queued', label: 'Queued', hint: 'Waiting to run, or to be tried again' },
  { key: 'running', label: 'Running', hint: 'Being worked on now' },
  { key: 'failed', label: 'Failed', hint: 'Gave up after their retries', alarming: true },
  { key: 'retried', label: 'Retried', hint: 'Needed more than one attempt (7 days)' },
];

/** The four job counts as small cards: two a row on a phone, four on a wider screen. */
export function JobStats({ jobs }: { jobs: StockHealthJobs }) {
  return (
    <Row xs={2} md={4} className="g-2 mb-3">
      {STATS.map((stat) => {
        const value = jobs[stat.key];
        return (
          <Col key={stat.key}>
            <Card className="h-100" data-testid={`job-stat-${stat.key}`}>
              <Card.Body className="p-2 p-sm-3">
                <div className="small text-body-secondary">{stat.label}</div>
                <div className={`fs-4 fw-semibold ${stat.alarming && value > 0 ? 'text-danger' : ''}`}>
                  {value.toLocaleString()}
                </div>
                <div className="small text-body-secondary d-none d-sm-block">{stat.hint}</div>
              </Card.Body>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
