import {
  BADGE_VARIANT_UPCOMING_TRANSFERS,
  LIST_VIEWS,
  type RouteName,
  type RouteQuery,
} from '@backoffice/shared';
import type { ShellIconName } from '../shell-icon.tsx';

/** The counts endpoint's numbers a badge can show (spec section 2). */
export type CountKey = 'disputes' | 'transfers.drafts' | 'transfers.problems' | 'skus' | 'orders';

export interface MenuLink {
  type: 'link';
  label: string;
  /** Shown beside the label, and alone in the mini sidebar's rail (the label becomes its tooltip). */
  icon: ShellIconName;
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
  icon: ShellIconName;
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

/**
 * The sidebar exactly as spec section 2 lists it, headings included, in its order; each item's icon
 * is chosen here and nowhere else.
 */
export const sidebarMenu: readonly MenuEntry[] = [
  { type: 'link', label: 'Dashboard', icon: 'LayoutDashboard', to: 'dashboard' },
  { type: 'link', label: 'Shipments', icon: 'Truck', to: 'shipments' },
  { type: 'link', label: 'Products', icon: 'Package', to: 'products' },
  {
    type: 'link',
    label: 'SKUs',
    icon: 'Barcode',
    to: 'skus',
    count: 'skus',
    countQuery: LIST_VIEWS.skusNeedingAttention,
  },
  { type: 'link', label: 'Stock', icon: 'Boxes', to: 'stocks' },
  {
    type: 'group',
    label: 'Inventory',
    icon: 'Layers',
    children: [{ type: 'link', label: 'By Date', icon: 'CalendarDays', to: 'inventory-by-date' }],
  },
  { type: 'link', label: 'Forecasts', icon: 'TrendingUp', to: 'forecasts' },
  { type: 'link', label: 'Sales Channels', icon: 'Store', to: 'sales-channels.list' },
  { type: 'heading', label: 'Inventory' },
  { type: 'link', label: 'Analysis', icon: 'ChartColumn', to: 'stocks-analysis' },
  { type: 'link', label: 'Purchase Orders', icon: 'ClipboardList', to: 'purchase-orders' },
  {
    type: 'group',
    label: 'Warehouse Transfers',
    icon: 'ArrowLeftRight',
    open: true,
    children: [
      { type: 'link', label: 'All Transfers', icon: 'List', to: 'transfers' },
      {
        type: 'link',
        label: 'Upcoming Transfers',
        icon: 'CalendarClock',
        to: 'transfers',
        query: UPCOMING_TRANSFERS_QUERY,
        count: 'transfers.drafts',
        badgeVariant: BADGE_VARIANT_UPCOMING_TRANSFERS,
      },
      {
        type: 'link',
        label: 'Problem Transfers',
        icon: 'TriangleAlert',
        to: 'transfers',
        query: PROBLEM_TRANSFERS_QUERY,
        count: 'transfers.problems',
      },
    ],
  },
  { type: 'link', label: 'Suppliers', icon: 'Factory', to: 'suppliers' },
  { type: 'link', label: 'Warehouses', icon: 'Warehouse', to: 'warehouses' },
  { type: 'link', label: 'Fulfillment Centers', icon: 'Building2', to: 'fulfillment-centers' },
  { type: 'heading', label: 'Customer Support' },
  {
    type: 'group',
    label: 'Orders',
    icon: 'ShoppingCart',
    children: [
      { type: 'link', label: 'All Orders', icon: 'Receipt', to: 'store-orders' },
      {
        type: 'link',
        label: 'Problem Orders',
        icon: 'CircleAlert',
        to: 'store-orders',
        query: PROBLEM_ORDERS_QUERY,
        count: 'orders',
      },
    ],
  },
  { type: 'link', label: 'Disputes', icon: 'ShieldAlert', to: 'disputes', count: 'disputes' },
  { type: 'heading', label: 'DEBUGGING' },
  { type: 'link', label: 'Health', icon: 'HeartPulse', to: 'health' },
  { type: 'link', label: 'Report Requests', icon: 'FileText', to: 'report-requests' },
];
