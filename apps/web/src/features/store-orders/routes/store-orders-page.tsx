import { type StoreOrder, storeOrderListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Info, Receipt, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { ListScreen } from '../../../components/ui/list-screen.tsx';
import { ReportRequestsLink } from '../../../components/ui/report-requests-link.tsx';
import { reportSourcesQueryOptions } from '../../../lib/api/get-report-sources.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { storeOrderListQueryOptions } from '../api/get-store-orders.ts';
import { OrderProblemRules } from '../components/order-problem-rules.tsx';
import { storeOrderColumns } from '../components/store-order-columns.tsx';
import { StoreOrderFilters } from '../components/store-order-filters.tsx';
import { StoreOrderPanel } from '../components/store-order-panel.tsx';

/**
 * Orders (Customer Support): the marketplace's orders with their items, newest first, as order
 * reports state them. An order opens beside the list with all its items.
 */
export function StoreOrdersPage() {
  const { organisationUlid } = useCurrentOrganisation();
  const list = useListQuery(storeOrderListQuerySchema, { defaults: { sortDesc: true } });
  const orders = useQuery(storeOrderListQueryOptions(organisationUlid, list.requestParams));
  const sources = useQuery(reportSourcesQueryOptions(organisationUlid));
  const [open, setOpen] = useState<StoreOrder | null>(null);
  // The sidebar's Problem Orders link (problems=true): the same list, titled for what it shows.
  const problemsOnly = list.query.problems === true;
  // Problem Orders always filters, so its empty list cannot tell "no problem" from "no order at
  // all": only then is the whole list's total asked, and an organisation without orders gets the
  // introduction instead of filters above an empty table.
  const noProblems = problemsOnly && orders.data?.meta.total === 0;
  const allOrders = useQuery({
    ...storeOrderListQueryOptions(organisationUlid, { per_page: 1 }),
    enabled: noProblems,
  });
  const nothingYet = problemsOnly ? noProblems && allOrders.data?.meta.total === 0 : undefined;

  return (
    <ListScreen
      testId="store-orders-page"
      title={problemsOnly ? 'Problem Orders' : 'Orders'}
      list={list}
      query={orders}
      search={{ label: 'Search orders', placeholder: 'Order id or seller SKU' }}
      filters={
        <>
          <StoreOrderFilters query={list.query} sources={sources.data ?? []} onChange={list.setFilters} />
          {problemsOnly && (
            <div className="w-100 small text-body-secondary" data-testid="store-orders-problems-note">
              <Info aria-hidden="true" className="me-1" />
              Orders the problem rules flagged and nobody has acknowledged yet. Open one to see why, and
              acknowledge it with a note once it needs nothing more.
            </div>
          )}
          {problemsOnly && (
            <OrderProblemRules
              organisationUlid={organisationUlid}
              selected={list.query.problem}
              onSelect={(rule) => list.setFilters({ problems: true, problem: rule })}
            />
          )}
        </>
      }
      label="Orders"
      errorMessage="The orders could not be loaded."
      columns={storeOrderColumns(setOpen)}
      rowKey={(order) => order.id}
      rowTestId="store-order-row"
      emptyMessage="No orders yet."
      emptyIntro={{
        icon: problemsOnly ? TriangleAlert : Receipt,
        text: problemsOnly
          ? 'Orders the problem rules flag for someone to look at: a SKU not mapped to a product or without COGS, an order not shipped by its latest ship date, cancelled after shipment, refunded with no return within 45 days, or a duplicate order id. Orders arrive when an orders report is processed: request one from Amazon through a connected source, or upload one downloaded from Seller Central, on Report Requests.'
          : 'Your marketplace orders with their items, as Amazon’s order reports state them. They arrive when an orders report is processed: request one from Amazon through a connected source, or upload one downloaded from Seller Central, on Report Requests.',
        action: <ReportRequestsLink organisationUlid={organisationUlid} />,
      }}
      nothingYet={nothingYet}
      noMatchMessage={problemsOnly ? 'No problem orders to look at.' : 'No order matches.'}
      noun="orders"
    >
      {open && (
        <StoreOrderPanel organisationUlid={organisationUlid} order={open} onHide={() => setOpen(null)} />
      )}
    </ListScreen>
  );
}
