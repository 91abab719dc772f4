/** Every table, for Drizzle's relational queries and drizzle-kit. Modules own their tables. */
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/events/events.tables.ts';
export * from '../modules/fulfillment-centers/fulfillment-centers.tables.ts';
export * from '../modules/imports/imports.tables.ts';
export * from '../modules/inventory/inventory.tables.ts';
export * from '../modules/mail/mail.tables.ts';
export * from '../modules/organisations/organisations.tables.ts';
export * from '../modules/products/products.tables.ts';
export * from '../modules/reference/reference.tables.ts';
export * from '../modules/report-sources/report-sources.tables.ts';
export * from '../modules/sales-channels/sales-channels.tables.ts';
export * from '../modules/skus/skus.tables.ts';
export * from '../modules/suppliers/suppliers.tables.ts';
export * from '../modules/team/team.tables.ts';
export * from '../modules/users/users.tables.ts';
export * from '../modules/warehouses/warehouses.tables.ts';
