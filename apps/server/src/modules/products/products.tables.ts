import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  bigintRef,
  createdAt,
  currency,
  minorUnits,
  organisationId,
  tenantId,
  updatedAt,
} from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';

/** A product: what the seller makes or buys; SKUs are its listings. */
export const products = pgTable(
  'products',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    name: text('name').notNull(),
    /** The main supplier (others are linked through product_suppliers); checked by the use case. */
    supplierId: bigintRef('supplier_id'),
    cogs: minorUnits('cogs'),
    cogsCurrency: currency('cogs_currency'),
    /** Units to keep in stock across warehouses; below it the product needs reordering. */
    minStock: integer('min_stock'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    index('products_name_trgm').using('gin', sql`${table.name} gin_trgm_ops`).with({ fastupdate: false }),
    uniqueIndex('products_organisation_name_unique').on(table.organisationId, sql`lower(${table.name})`),
  ],
);
export type ProductRow = typeof products.$inferSelect;
