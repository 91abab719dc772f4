import { href, type StockHealthSource } from '@backoffice/shared';
import { Cable, Plus } from 'lucide-react';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/query-states.tsx';
import { SourceCard } from './source-card.tsx';

/** Each report source's card, or what report sources are for (and a way to connect one) when there is none. */
export function HealthSources({
  sources,
  organisationUlid,
  canManage,
  canSync,
}: {
  sources: readonly StockHealthSource[];
  organisationUlid: string;
  canManage: boolean;
  canSync: boolean;
}) {
  if (sources.length === 0)
    return (
      <Card>
        <EmptyState
          title="No report source yet"
          icon={Cable}
          action={
            canManage && (
              <Link
                to={href('report-sources.create', { organisation: organisationUlid })}
                className="btn btn-primary"
              >
                <Plus aria-hidden="true" />
                Connect a source
              </Link>
            )
          }
        >
          Report sources bring in your orders, shipments and stock from Amazon or a 3PL; their syncs show
          here.
        </EmptyState>
      </Card>
    );
  return (
    <Row xs={1} lg={2} className="g-3">
      {sources.map((source) => (
        <Col key={source.id}>
          <SourceCard
            source={source}
            organisationUlid={organisationUlid}
            canManage={canManage}
            canSync={canSync}
          />
        </Col>
      ))}
    </Row>
  );
}
