import type { RouteName } from '@backoffice/shared';
import type { ComponentType } from 'react';

/**
 * The screens that exist, by route name; each loads on first visit (its own bundle chunk). A route
 * missing here renders the "not built yet" page, so adding a screen is one line.
 */
export const routeScreens: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  login: () => import('../features/auth/routes/login-page.tsx').then((module) => module.LoginPage),
  register: () => import('../features/auth/routes/register-page.tsx').then((module) => module.RegisterPage),
  'forgot-password': () =>
    import('../features/auth/routes/forgot-password-page.tsx').then((module) => module.ForgotPasswordPage),
  'reset-password': () =>
    import('../features/auth/routes/reset-password-page.tsx').then((module) => module.ResetPasswordPage),
  'password.create': () =>
    import('../features/auth/routes/create-password-page.tsx').then((module) => module.CreatePasswordPage),
  dashboard: () =>
    import('../features/dashboard/routes/dashboard-page.tsx').then((module) => module.DashboardPage),
  products: () =>
    import('../features/products/routes/products-page.tsx').then((module) => module.ProductsPage),
  'products.show': () =>
    import('../features/products/routes/product-page.tsx').then((module) => module.ProductPage),
  'products.edit': () =>
    import('../features/products/routes/product-edit-page.tsx').then((module) => module.ProductEditPage),
  'purchase-orders': () =>
    import('../features/purchase-orders/routes/purchase-orders-page.tsx').then(
      (module) => module.PurchaseOrdersPage,
    ),
  'purchase-orders.create': () =>
    import('../features/purchase-orders/routes/purchase-order-page.tsx').then(
      (module) => module.PurchaseOrderPage,
    ),
  'purchase-orders.edit': () =>
    import('../features/purchase-orders/routes/purchase-order-page.tsx').then(
      (module) => module.PurchaseOrderPage,
    ),
  skus: () => import('../features/skus/routes/skus-page.tsx').then((module) => module.SkusPage),
  'skus.show': () => import('../features/skus/routes/sku-page.tsx').then((module) => module.SkuPage),
  'skus.edit': () => import('../features/skus/routes/sku-edit-page.tsx').then((module) => module.SkuEditPage),
  'skus.mapping': () =>
    import('../features/skus/routes/sku-mapping-page.tsx').then((module) => module.SkuMappingPage),
  suppliers: () =>
    import('../features/suppliers/routes/suppliers-page.tsx').then((module) => module.SuppliersPage),
  'suppliers.create': () =>
    import('../features/suppliers/routes/supplier-create-page.tsx').then(
      (module) => module.SupplierCreatePage,
    ),
  'suppliers.edit': () =>
    import('../features/suppliers/routes/supplier-edit-page.tsx').then((module) => module.SupplierEditPage),
  'suppliers.edit-products': () =>
    import('../features/suppliers/routes/supplier-products-page.tsx').then(
      (module) => module.SupplierProductsPage,
    ),
  warehouses: () =>
    import('../features/warehouses/routes/warehouses-page.tsx').then((module) => module.WarehousesPage),
  'warehouses.create': () =>
    import('../features/warehouses/routes/warehouse-create-page.tsx').then(
      (module) => module.WarehouseCreatePage,
    ),
  'warehouses.show': () =>
    import('../features/warehouses/routes/warehouse-page.tsx').then((module) => module.WarehousePage),
  'warehouses.edit': () =>
    import('../features/warehouses/routes/warehouse-edit-page.tsx').then(
      (module) => module.WarehouseEditPage,
    ),
  shipments: () =>
    import('../features/shipments/routes/shipments-page.tsx').then((module) => module.ShipmentsPage),
  transfers: () =>
    import('../features/transfers/routes/transfers-page.tsx').then((module) => module.TransfersPage),
  'transfers.create': () =>
    import('../features/transfers/routes/transfer-create-page.tsx').then(
      (module) => module.TransferCreatePage,
    ),
  'transfers.show': () =>
    import('../features/transfers/routes/transfer-page.tsx').then((module) => module.TransferPage),
  'transfers.edit': () =>
    import('../features/transfers/routes/transfer-edit-page.tsx').then((module) => module.TransferEditPage),
  'fulfillment-centers': () =>
    import('../features/fulfillment-centers/routes/fulfillment-centers-page.tsx').then(
      (module) => module.FulfillmentCentersPage,
    ),
  'fulfillment-centers.edit': () =>
    import('../features/fulfillment-centers/routes/fulfillment-center-edit-page.tsx').then(
      (module) => module.FulfillmentCenterEditPage,
    ),
  'sales-channels.list': () =>
    import('../features/sales-channels/routes/sales-channels-page.tsx').then(
      (module) => module.SalesChannelsPage,
    ),
  'sales-channels.show': () =>
    import('../features/sales-channels/routes/sales-channel-page.tsx').then(
      (module) => module.SalesChannelPage,
    ),
  'amazon.connect': () =>
    import('../features/amazon-connect/routes/amazon-connect-page.tsx').then(
      (module) => module.AmazonConnectPage,
    ),
  'report-requests': () =>
    import('../features/report-requests/routes/report-requests-page.tsx').then(
      (module) => module.ReportRequestsPage,
    ),
  'report-requests.status': () =>
    import('../features/report-requests/routes/report-request-page.tsx').then(
      (module) => module.ReportRequestPage,
    ),
  'report-requests.process': () =>
    import('../features/report-requests/routes/report-request-page.tsx').then(
      (module) => module.ReportRequestPage,
    ),
  'inventory-by-date': () =>
    import('../features/inventory-by-date/routes/inventory-by-date-page.tsx').then(
      (module) => module.InventoryByDatePage,
    ),
  health: () =>
    import('../features/stock-health/routes/stock-health-page.tsx').then((module) => module.StockHealthPage),
  disputes: () =>
    import('../features/disputes/routes/disputes-page.tsx').then((module) => module.DisputesPage),
  forecasts: () =>
    import('../features/forecasts/routes/forecasts-page.tsx').then((module) => module.ForecastsPage),
  stocks: () => import('../features/stock/routes/stock-page.tsx').then((module) => module.StockPage),
  'stocks-analysis': () =>
    import('../features/stock-analysis/routes/stock-analysis-page.tsx').then(
      (module) => module.StockAnalysisPage,
    ),
  'store-orders': () =>
    import('../features/store-orders/routes/store-orders-page.tsx').then((module) => module.StoreOrdersPage),
  'report-sources.create': () =>
    import('../features/report-sources/routes/report-source-create-page.tsx').then(
      (module) => module.ReportSourceCreatePage,
    ),
  'report-sources.edit': () =>
    import('../features/report-sources/routes/report-source-edit-page.tsx').then(
      (module) => module.ReportSourceEditPage,
    ),
  search: () => import('../features/search/routes/search-page.tsx').then((module) => module.SearchPage),
  'user.profile': () =>
    import('../features/profile/routes/profile-page.tsx').then((module) => module.ProfilePage),
  'organisation.settings': () =>
    import('../features/organisations/routes/organisation-settings-page.tsx').then(
      (module) => module.OrganisationSettingsPage,
    ),
};
