/**
 * What each screen reads on first load, as the browser sends it (recorded on the demo with
 * `WALK_API=1 npm run walk`, tools/walk/walk-screens.ts), and the list views and sorts a seller
 * opens next. Placeholders: {organisation} and the first record of each resource ({skus}: the
 * organisation's first SKU, a daily seller in the big-seller dataset), {from}/{to} the last 90
 * days as the charts ask for them. Every web route of the route table that reads something is
 * here; the reads every page shares (`users/me`, `counts`, the demo banner, invitations) once.
 */
import type { Timing } from './measure.ts';

/** Issue 32's targets for every first-load read: p95 on PostgreSQL, on PGlite. */
export const P95_TARGET_MS = { postgres: 100, pglite: 200 } as const;

/** One read's figures, as the screens bench writes them (BENCH_SCREENS_OUT). */
export interface ScreenFigure {
  screen: string;
  path: string;
  statements: number;
  endpoint: Timing;
  sql: Timing;
}

export interface ScreenRead {
  screen: string;
  path: string;
}

const O = '/api/organisations/{organisation}';

export const SCREEN_READS: readonly ScreenRead[] = [
  { screen: 'every page', path: '/api/users/me' },
  { screen: 'every page', path: `${O}/counts` },
  { screen: 'every page', path: `${O}/demo-preparation` },
  { screen: 'every page', path: '/api/users/me/invitations' },
  { screen: 'every page', path: '/api/reference' },
  { screen: 'service health', path: '/api/health' },
  { screen: 'dashboard', path: `${O}/report-sources` },
  { screen: 'dashboard', path: `${O}/stock/summary` },
  { screen: 'dashboard', path: `${O}/dashboard?days=90` },
  { screen: 'search', path: `${O}/search?query=backpack` },
  { screen: 'disputes', path: `${O}/disputes?page=1&per_page=25&sortDesc=true&sort=created_at` },
  { screen: 'disputes', path: `${O}/disputes/totals` },
  { screen: 'disputes', path: `${O}/disputes/candidates?page=1&per_page=50` },
  { screen: 'forecasts', path: `${O}/forecasts?page=1&per_page=25&sortDesc=false&sort=reorder_date` },
  { screen: 'forecasts', path: `${O}/forecasts/settings` },
  { screen: 'forecasts', path: `${O}/forecasts/accuracy` },
  { screen: 'forecasts, a SKU opened', path: `${O}/forecasts/{skus}` },
  {
    screen: 'fulfillment-centers',
    path: `${O}/fulfillment-centers?page=1&per_page=25&sortDesc=false&sort=name`,
  },
  { screen: 'fulfillment-centers.edit', path: `${O}/fulfillment-centers/{fulfillment-centers}` },
  { screen: 'inventory-by-date', path: `${O}/inventory/by-date/series?from={from}&to={to}` },
  { screen: 'inventory-by-date', path: `${O}/warehouses?per_page=500&sort=name` },
  {
    screen: 'inventory-by-date',
    path: `${O}/inventory/by-date?page=1&per_page=25&sortDesc=false&sort=sku_id`,
  },
  { screen: 'products', path: `${O}/products?page=1&per_page=25&sortDesc=false&sort=name` },
  { screen: 'products.show', path: `${O}/products/{products}` },
  { screen: 'products.show', path: `${O}/products/{products}/stock-per-warehouse` },
  { screen: 'products.show', path: `${O}/products/{products}/stock-data?from={from}&to={to}` },
  { screen: 'products.show', path: `${O}/products/{products}/transfers` },
  { screen: 'products.show', path: `${O}/products/{products}/min-stock` },
  { screen: 'products.edit', path: `${O}/suppliers?per_page=500&sort=name` },
  { screen: 'purchase-orders', path: `${O}/purchase-orders?page=1&per_page=25&sortDesc=true&sort=id` },
  { screen: 'purchase-orders.edit', path: `${O}/purchase-orders/{purchase-orders}` },
  { screen: 'report-requests', path: `${O}/report-requests?page=1&per_page=25&sortDesc=true&sort=id` },
  { screen: 'report-requests.status', path: `${O}/report-requests/{report-requests}` },
  { screen: 'report-sources.edit', path: `${O}/report-sources/{report-sources}` },
  { screen: 'sales-channels.list', path: `${O}/sales-channels?page=1&per_page=25&sortDesc=false&sort=name` },
  { screen: 'sales-channels.show', path: `${O}/sales-channels/{sales-channels}` },
  {
    screen: 'sales-channels.show',
    path: `${O}/sales-channels/{sales-channels}/performance?interval=week&from={from}&to={to}`,
  },
  {
    screen: 'sales-channels.show',
    path: `${O}/skus?page=1&per_page=25&sortDesc=false&sort=sku_id&sales_channel_id={sales-channels}`,
  },
  { screen: 'organisation.settings', path: `${O}/team` },
  { screen: 'organisation.settings', path: `${O}/events` },
  { screen: 'store-orders', path: `${O}/store-orders?page=1&per_page=25&sortDesc=true&sort=purchase_date` },
  { screen: 'store-orders, Problem Orders', path: `${O}/store-orders?page=1&per_page=25&problems=true` },
  { screen: 'store-orders, Problem Orders', path: `${O}/store-orders/problem-summary` },
  {
    screen: 'store-orders, page 200',
    path: `${O}/store-orders?page=200&per_page=25&sortDesc=true&sort=purchase_date`,
  },
  { screen: 'store-orders, an order opened', path: `${O}/store-orders/{store-orders}` },
  { screen: 'transfers', path: `${O}/transfers?page=1&per_page=25&sortDesc=true&sort=id` },
  {
    screen: 'transfers, Upcoming',
    path: `${O}/transfers?draft=true&live=false&completed=false&sort=shipping_date&sortDesc=false`,
  },
  {
    screen: 'transfers, Problem',
    path: `${O}/transfers?draft=true&live=true&completed=true&problems=true`,
  },
  { screen: 'transfers, page 200', path: `${O}/transfers?page=200&per_page=25&sortDesc=true&sort=id` },
  { screen: 'transfers.show', path: `${O}/transfers/{transfers}` },
  { screen: 'transfers.show', path: `${O}/transfers/{transfers}/events` },
  { screen: 'transfers.show', path: `${O}/transfers/{transfers}/movements` },
  { screen: 'transfers.edit', path: `${O}/fulfillment-centers?per_page=500&sort=name` },
  { screen: 'skus', path: `${O}/skus?page=1&per_page=25&sortDesc=false&sort=sku_id` },
  { screen: 'skus, by stock', path: `${O}/skus?page=1&per_page=25&sortDesc=true&sort=stock` },
  { screen: 'skus, needing attention', path: `${O}/skus?page=1&per_page=25&needs_attention=true` },
  { screen: 'skus, page 500', path: `${O}/skus?page=500&per_page=25&sortDesc=false&sort=sku_id` },
  { screen: 'skus, by name', path: `${O}/skus?page=3&per_page=25&sortDesc=false&sort=name` },
  {
    screen: 'skus, searched',
    path: `${O}/skus?page=1&per_page=25&sortDesc=false&sort=sku_id&search=backpack`,
  },
  { screen: 'skus.mapping', path: `${O}/skus?page=1&per_page=50&sortDesc=false&sort=sku_id&mapped=false` },
  { screen: 'skus.show', path: `${O}/skus/{skus}` },
  {
    screen: 'stocks-analysis',
    path: `${O}/stock/analysis?sortDesc=true&sort=money_at_risk&page=1&per_page=500`,
  },
  { screen: 'stocks', path: `${O}/stock?page=1&per_page=25&sortDesc=true&sort=money_at_risk` },
  {
    screen: 'stocks, reorder now',
    path: `${O}/stock?page=1&per_page=25&status=reorder_now&sort=reorder_date`,
  },
  { screen: 'health', path: `${O}/stock/health?page=1&per_page=25` },
  { screen: 'suppliers', path: `${O}/suppliers?page=1&per_page=25&sortDesc=false&sort=name` },
  { screen: 'suppliers.edit', path: `${O}/suppliers/{suppliers}` },
  { screen: 'suppliers.edit', path: `${O}/suppliers/{suppliers}/lead-times` },
  { screen: 'warehouses', path: `${O}/warehouses?page=1&per_page=25&sortDesc=false&sort=name` },
  { screen: 'warehouses.show', path: `${O}/warehouses/{warehouses}` },
  { screen: 'warehouses.show', path: `${O}/warehouses/{warehouses}/lead-times` },
  {
    screen: 'warehouses.show',
    path: `${O}/warehouses/{warehouses}/stock?page=1&per_page=25&sortDesc=false&sort=sku_id&in_stock=true`,
  },
  { screen: 'shipments', path: `${O}/shipments?page=1&per_page=25&sortDesc=true&sort=updated_at` },
];
