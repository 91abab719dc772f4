import { QueryBuilder } from 'drizzle-orm/pg-core';

/**
 * Builds the published projections of `<module>.facts.ts` (decision 22): subqueries bound to no
 * connection, which other modules' repositories join like tables.
 */
export const facts = new QueryBuilder();
