/**
 * The web app's route table: every route of the spec's section 2 with its name, path and layout,
 * and transfers.create (issue 28).
 * Links are built from names with `href`, never hand-written; the server uses the same table for
 * links in mail. Parameters: {id} is an integer, {ulid} and {organisation} are strings.
 */
export type Layout = 'standard' | 'full' | 'simple';
export interface WebRoute {
  path: string;
  layout: Layout;
  /** Public routes pass the navigation guard without a signed-in user. */
  public?: boolean;
  title: string;
}

const ORG = '/organisation/:organisation';

export const webRoutes = {
  dashboard: { path: ORG, layout: 'standard', title: 'Dashboard' },
  disputes: { path: `${ORG}/disputes`, layout: 'standard', title: 'Disputes' },
  forecasts: { path: `${ORG}/forecasts`, layout: 'standard', title: 'Forecasts' },
  'fulfillment-centers': {
    path: `${ORG}/fulfillment-centers`,
    layout: 'standard',
    title: 'Fulfillment Centers',
  },
  'fulfillment-centers.edit': {
    path: `${ORG}/fulfillment-centers/:id/edit`,
    layout: 'standard',
    title: 'Edit Fulfillment Center',
  },
  'inventory-by-date': { path: `${ORG}/inventory/by-date`, layout: 'standard', title: 'Inventory by Date' },
  products: { path: `${ORG}/products`, layout: 'standard', title: 'Products' },
  'products.show': { path: `${ORG}/products/:id`, layout: 'standard', title: 'Product' },
  'products.edit': { path: `${ORG}/products/:id/edit`, layout: 'standard', title: 'Edit Product' },
  'purchase-orders': { path: `${ORG}/purchase-orders`, layout: 'full', title: 'Purchase Orders' },
  'purchase-orders.create': {
    path: `${ORG}/purchase-orders/create`,
    layout: 'standard',
    title: 'New Purchase Order',
  },
  'purchase-orders.edit': {
    path: `${ORG}/purchase-orders/:id/edit`,
    layout: 'standard',
    title: 'Purchase Order',
  },
  'report-requests': { path: `${ORG}/report-requests`, layout: 'standard', title: 'Report Requests' },
  'report-requests.status': {
    path: `${ORG}/report-requests/:id/status`,
    layout: 'standard',
    title: 'Report Request',
  },
  'report-requests.process': {
    path: `${ORG}/report-requests/:id/process`,
    layout: 'standard',
    title: 'Report Request',
  },
  'report-sources.create': {
    path: `${ORG}/report-sources/create`,
    layout: 'standard',
    title: 'New Report Source',
  },
  'report-sources.edit': {
    path: `${ORG}/report-sources/:id/edit`,
    layout: 'standard',
    title: 'Edit Report Source',
  },
  'sales-channels.list': { path: `${ORG}/sales-channels`, layout: 'standard', title: 'Sales Channels' },
  'sales-channels.show': { path: `${ORG}/sales-channels/:id`, layout: 'standard', title: 'Sales Channel' },
  'organisation.settings': { path: `${ORG}/settings`, layout: 'standard', title: 'Organisation Settings' },
  'store-orders': { path: `${ORG}/store-orders`, layout: 'standard', title: 'Orders' },
  transfers: { path: `${ORG}/transfers`, layout: 'standard', title: 'Warehouse Transfers' },
  // Not one of the spec's routes: "New transfer" fills this form and the transfer exists from its
  // first save that passes, then lives at transfers.show and transfers.edit (issue 28).
  'transfers.create': { path: `${ORG}/transfers/create`, layout: 'standard', title: 'New Transfer' },
  'transfers.show': { path: `${ORG}/transfers/:id`, layout: 'standard', title: 'Transfer' },
  'transfers.edit': { path: `${ORG}/transfers/:id/edit`, layout: 'standard', title: 'Edit Transfer' },
  skus: { path: `${ORG}/skus`, layout: 'standard', title: 'SKUs' },
  'skus.mapping': { path: `${ORG}/skus/mapping`, layout: 'standard', title: 'SKU Mapping' },
  'skus.show': { path: `${ORG}/skus/:id`, layout: 'standard', title: 'SKU' },
  'skus.edit': { path: `${ORG}/skus/:id/edit`, layout: 'standard', title: 'Edit SKU' },
  'stocks-analysis': { path: `${ORG}/stock/analysis`, layout: 'full', title: 'Stock Analysis' },
  stocks: { path: `${ORG}/stock`, layout: 'standard', title: 'Stock' },
  health: { path: `${ORG}/stock/health`, layout: 'standard', title: 'Stock Health' },
  suppliers: { path: `${ORG}/suppliers`, layout: 'standard', title: 'Suppliers' },
  'suppliers.create': { path: `${ORG}/suppliers/create`, layout: 'standard', title: 'New Supplier' },
  'suppliers.edit': { path: `${ORG}/suppliers/:id/edit`, layout: 'standard', title: 'Edit Supplier' },
  'suppliers.edit-products': {
    path: `${ORG}/suppliers/:id/edit-products`,
    layout: 'standard',
    title: 'Supplier Products',
  },
  warehouses: { path: `${ORG}/warehouses`, layout: 'standard', title: 'Warehouses' },
  'warehouses.create': { path: `${ORG}/warehouses/create`, layout: 'standard', title: 'New Warehouse' },
  'warehouses.show': { path: `${ORG}/warehouses/:ulid`, layout: 'standard', title: 'Warehouse' },
  'warehouses.edit': { path: `${ORG}/warehouses/:ulid/edit`, layout: 'standard', title: 'Edit Warehouse' },
  shipments: { path: `${ORG}/shipments`, layout: 'full', title: 'Shipments' },
  'amazon.connect': { path: '/amazon/connect', layout: 'standard', title: 'Connect Amazon' },
  'user.profile': { path: '/user/profile', layout: 'standard', title: 'Profile' },
  search: { path: '/backend/pages/generic/search', layout: 'standard', title: 'Search' },
  login: { path: '/auth/login', layout: 'simple', public: true, title: 'Sign in' },
  register: { path: '/auth/register', layout: 'simple', public: true, title: 'Create an account' },
  'forgot-password': {
    path: '/auth/forgot-password',
    layout: 'simple',
    public: true,
    title: 'Forgot password',
  },
  'reset-password': {
    path: '/auth/reset-password/:token',
    layout: 'simple',
    public: true,
    title: 'Reset password',
  },
  'password.create': {
    path: '/auth/password/create',
    layout: 'simple',
    public: true,
    title: 'Create password',
  },
} as const satisfies Record<string, WebRoute>;

export type RouteName = keyof typeof webRoutes;
export type RouteParams = Record<string, string | number>;
export type RouteQuery = Record<string, string | number | boolean | null | undefined>;

/**
 * The list views the sidebar (spec section 2) and the dashboard link to, by their query: Upcoming
 * and Problem transfers, Problem orders. The transfer list's filters read the same names.
 */
export const LIST_VIEWS = {
  upcomingTransfers: { draft: true, live: false, completed: false, sort: 'shipping_date', sortDesc: false },
  problemTransfers: { draft: true, live: true, completed: true, problems: true },
  problemOrders: { problems: true },
  skusNeedingAttention: { needs_attention: true },
} as const satisfies Record<string, RouteQuery>;

/** Builds a path from a route name. A missing parameter is a programming error, so it throws. */
export function href(name: RouteName, params: RouteParams = {}, query: RouteQuery = {}): string {
  const path = webRoutes[name].path.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs the parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Every path the SPA answers, in React Router syntax; the server serves index.html for them. */
export const webRoutePaths: readonly string[] = Object.values(webRoutes).map((route) => route.path);
