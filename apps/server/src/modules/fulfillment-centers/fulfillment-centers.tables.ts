import { pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, organisationId, tenantId, updatedAt } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';
import { countryKeys, marketplaceKeys } from '../reference/reference.keys.ts';

/** An organisation's fulfilment centres: copied from the reference list, then theirs to edit. */
export const fulfillmentCenters = pgTable(
  'fulfillment_centers',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    name: text('name').notNull(),
    marketplaceId: bigintRef('marketplace_id').references(() => marketplaceKeys.id),
    countryId: bigintRef('country_id').references(() => countryKeys.id),
    state: text('state'),
    /** The reference FC this row was copied from; kept when the organisation renames it. */
    referenceCode: text('reference_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex().on(table.organisationId, table.name),
    uniqueIndex().on(table.organisationId, table.referenceCode),
  ],
);
export type FulfillmentCenterRow = typeof fulfillmentCenters.$inferSelect;
