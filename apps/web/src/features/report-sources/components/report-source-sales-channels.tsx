import { href, type ReportSource } from '@backoffice/shared';
import { Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/query-states.tsx';
import { salesChannelTypeLabel } from '../../../lib/sales-channel-types.ts';

/** The sales channels this source feeds (spec section 3: listed with the source). */
export function ReportSourceSalesChannels({
  organisationUlid,
  source,
}: {
  organisationUlid: string;
  source: ReportSource;
}) {
  return (
    <Card className="mb-4" data-testid="report-source-sales-channels">
      <Card.Header as="h2" className="h5">
        Sales channels
      </Card.Header>
      {source.sales_channels.length === 0 ? (
        <Card.Body>
          <EmptyState>
            No sales channel uses this source yet.{' '}
            <Link to={href('sales-channels.list', { organisation: organisationUlid })}>
              Add one on Sales Channels.
            </Link>
          </EmptyState>
        </Card.Body>
      ) : (
        <ListGroup variant="flush">
          {source.sales_channels.map((channel) => (
            <ListGroup.Item
              key={channel.sales_channel_id}
              action
              as={Link}
              to={href('sales-channels.show', {
                organisation: organisationUlid,
                id: channel.sales_channel_id,
              })}
              className="d-flex justify-content-between"
            >
              {channel.name}
              <span className="text-body-secondary small">{salesChannelTypeLabel(channel.type)}</span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
