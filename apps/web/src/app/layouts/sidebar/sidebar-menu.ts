import {
  BADGE_VARIANT_UPCOMING_TRANSFERS,
  LIST_VIEWS,
  type RouteName,
  type RouteQuery,
} from '@backoffice/shared';

/** The counts endpoint's numbers a badge can show (spec section 2). */
export type CountKey = 'disputes' | 'transfers.drafts' | 'transfers.problems' | 'skus' | 'orders';

export interface MenuLink {
  type: 'link';
  label: string;
  /** A link with no target goes to the dashboard (spec section 2). */
  to?: RouteName;
  query?: RouteQuery;
  count?: CountKey;
  /** Where the badge leads when the count is of a narrower list than the link's (the SKUs needing attention). */
  countQuery?: RouteQuery;
  badgeVariant?: string;
}
export interface MenuGroup {
  type: 'group';
  label: string;
  open?: boolean;
  children: MenuLink[];
}
export interface MenuHeading {
  type: 'heading';
  label: string;
}
export type MenuEntry = MenuLink | MenuGroup | MenuHeading;

export const UPCOMING_TRANSFERS_QUERY: RouteQuery = LIST_VIEWS.upcomingTransfers;
export const PROBLEM_TRANSFERS_QUERY: RouteQuery = LIST_VIEWS.problemTransfers;
export const PROBLEM_ORDERS_QUERY: RouteQuery = LIST_VIEWS.problemOrders;

/** The sidebar exactly as spec section 2 lists it, headings included, in its order. */
export const sidebarMenu: readonly MenuEntry[] = [
  { type: 'link', label: 'Dashboard', to: 'dashboard' },
  { type: 'link', label: 'Shipments', to: 'shipments' },
  { type: 'link', label: 'Products', to: 'products' },
  { type: 'link', label: 'SKUs', to: 'skus', count: 'skus', countQuery: LIST_VIEWS.skusNeedingAttention },
  { type: 'link', label: 'Stock', to: 'stocks' },
  {
    type: 'group',
    label: 'Inventory',
    children: [{ type: 'link', label: 'By Date', to: 'inventory-by-date' }],
  },
  { type: 'link', label: 'Forecasts', to: 'forecasts' },
  { type: 'link', label: 'Sales Channels', to: 'sales-channels.list' },
  { type: 'heading', label: 'Inventory' },
  { type: 'link', label: 'Analysis', to: 'stocks-analysis' },
  { type: 'link', label: 'Purchase Orders', to: 'purchase-orders' },
  {
    type: 'group',
    label: 'Warehouse Transfers',
    open: true,
    children: [
      { type: 'link', label: 'All Transfers', to: 'transfers' },
      {
        type: 'link',
        label: 'Upcoming Transfers',
        to: 'transfers',
        query: UPCOMING_TRANSFERS_QUERY,
        count: 'transfers.drafts',
        badgeVariant: BADGE_VARIANT_UPCOMING_TRANSFERS,
      },
      {
        type: 'link',
        label: 'Problem Transfers',
        to: 'transfers',
        query: PROBLEM_TRANSFERS_QUERY,
        count: 'transfers.problems',
      },
    ],
  },
  { type: 'link', label: 'Suppliers', to: 'suppliers' },
  { type: 'link', label: 'Warehouses', to: 'warehouses' },
  { type: 'link', label: 'Fulfillment Centers', to: 'fulfillment-centers' },
  { type: 'heading', label: 'Customer Support' },
  {
    type: 'group',
    label: 'Orders',
    children: [
      { type: 'link', label: 'All Orders', to: 'store-orders' },
      {
        type: 'link',
        label: 'Problem Orders',
        to: 'store-orders',
        query: PROBLEM_ORDERS_QUERY,
        count: 'orders',
      },
    ],
  },
  { type: 'link', label: 'Disputes', to: 'disputes', count: 'disputes' },
  { type: 'heading', label: 'DEBUGGING' },
  { type: 'link', label: 'Health', to: 'health' },
  { type: 'link', label: 'Report Requests', to: 'report-requests' },
];
