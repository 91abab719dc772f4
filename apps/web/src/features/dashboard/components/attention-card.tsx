import { type Counts, href, LIST_VIEWS, type RouteName, type RouteQuery } from '@backoffice/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Badge, Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { DISPUTES_NEEDING_ACTION } from './dashboard-data.ts';

interface Attention {
  label: string;
  count: (counts: Counts) => number;
  to: RouteName;
  query?: RouteQuery;
}

/** What needs a look today, each linking to the list that shows it. */
const ATTENTION: Attention[] = [
  {
    label: 'Upcoming transfers',
    count: (counts) => counts.transfers.drafts,
    to: 'transfers',
    query: LIST_VIEWS.upcomingTransfers,
  },
  {
    label: 'Problem transfers',
    count: (counts) => counts.transfers.problems,
    to: 'transfers',
    query: LIST_VIEWS.problemTransfers,
  },
  {
    label: 'Problem orders',
    count: (counts) => counts.orders,
    to: 'store-orders',
    query: LIST_VIEWS.problemOrders,
  },
  {
    label: 'SKUs needing attention',
    count: (counts) => counts.skus,
    to: 'skus',
    query: LIST_VIEWS.skusNeedingAttention,
  },
  {
    label: 'Disputes needing action',
    count: (counts) => counts.disputes,
    to: 'disputes',
    query: DISPUTES_NEEDING_ACTION,
  },
];

/** The welcome and the /counts list: each count links to the list of what it counts. */
export function AttentionCard({
  organisationUlid,
  greeting,
  counts,
}: {
  organisationUlid: string;
  greeting: string;
  counts: UseQueryResult<Counts>;
}) {
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Welcome, {greeting}
        </Card.Title>
        <Card.Text className="text-body-secondary">Here is what needs your attention today.</Card.Text>
      </Card.Body>
      <ListGroup variant="flush" data-testid="dashboard-counts">
        {ATTENTION.map((item) => {
          const value = counts.data ? item.count(counts.data) : undefined;
          return (
            <ListGroup.Item
              key={item.label}
              action
              as={Link}
              to={href(item.to, { organisation: organisationUlid }, item.query)}
              className="d-flex justify-content-between align-items-center"
            >
              {item.label}
              <Badge bg={value ? 'danger' : 'secondary'} pill>
                {value ?? (counts.isError ? '–' : '…')}
              </Badge>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
    </Card>
  );
}
