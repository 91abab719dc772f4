import { X } from 'lucide-react';
import { Badge, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { ForecastDetailBody, type ForecastDetailCardProps } from './forecast-detail-body.tsx';

export type { ForecastDetailCardProps };

/**
 * One SKU's forecast on the list's screen (`?sku=<id>`): the chart of demand sold and forecast
 * (of the SKU, or of one of its sales channels), its split by channel, its plan per region of
 * sale, the chosen model's accuracy beside the others', what to order and when, and the overrides.
 */
export function ForecastDetailCard(props: ForecastDetailCardProps) {
  const { query, closeLink } = props;
  const detail = query.data;
  return (
    <Card className="mb-4" data-testid="forecast-detail" aria-labelledby="forecast-detail-title">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <div className="me-auto" style={{ minWidth: 0 }}>
          <h2 id="forecast-detail-title" className="h5 mb-0 text-break">
            {detail ? detail.sku.display_name : 'Forecast'}
          </h2>
          {detail && detail.sku.display_name !== detail.sku.sku_id && (
            <div className="small text-body-secondary text-break">{detail.sku.sku_id}</div>
          )}
        </div>
        {detail?.queued && (
          <Badge bg="secondary" data-testid="forecast-detail-queued">
            Queued
          </Badge>
        )}
        <Link to={closeLink} className="btn btn-sm btn-outline-secondary">
          <X aria-hidden="true" />
          Close
        </Link>
      </Card.Header>
      <Card.Body>
        {query.isPending ? (
          <LoadingState label="Loading the forecast…" />
        ) : query.isError || !detail ? (
          <ErrorState
            message={
              isApiError(query.error) && query.error.status === 404
                ? 'This SKU does not exist, or it is hidden.'
                : 'The forecast could not be loaded.'
            }
            onRetry={() => void query.refetch()}
          />
        ) : (
          <ForecastDetailBody {...props} detail={detail} />
        )}
      </Card.Body>
    </Card>
  );
}
