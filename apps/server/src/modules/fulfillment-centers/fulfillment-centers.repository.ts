import type { FulfillmentCenterSort } from '@backoffice/shared';
import { and, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likePattern, orderBy } from '../../db/list-sql.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { organisationFactsAs } from '../organisations/organisations.facts.ts';
import {
  countryFacts,
  marketplaceFacts,
  referenceFulfillmentCenterFactsAs,
} from '../reference/reference.facts.ts';
import { fulfillmentCenters } from './fulfillment-centers.tables.ts';

export type FulfillmentCenterValues = Pick<
  typeof fulfillmentCenters.$inferInsert,
  'name' | 'marketplaceId' | 'countryId' | 'state'
>;
export interface FulfillmentCenterKey {
  organisationId: number;
  id: number;
}
export interface FulfillmentCenterFilters {
  organisationId: number;
  search?: string;
  marketplaceId?: number;
}

function where({ organisationId, search, marketplaceId }: FulfillmentCenterFilters): SQL | undefined {
  return and(
    eq(fulfillmentCenters.organisationId, organisationId),
    search ? ilike(fulfillmentCenters.name, likePattern(search)) : undefined,
    marketplaceId === undefined ? undefined : eq(fulfillmentCenters.marketplaceId, marketplaceId),
  );
}

/** Centres with their country and marketplace (both shared reference rows). */
function selectCenters(db: Executor) {
  return db
    .select({
      center: fulfillmentCenters,
      country: {
        id: countryFacts.id,
        name: countryFacts.name,
        countryCode: countryFacts.countryCode,
        regionCode: countryFacts.regionCode,
      },
      marketplace: { id: marketplaceFacts.id, name: marketplaceFacts.name, mwsId: marketplaceFacts.mwsId },
    })
    .from(fulfillmentCenters)
    .leftJoin(countryFacts, eq(countryFacts.id, fulfillmentCenters.countryId))
    .leftJoin(marketplaceFacts, eq(marketplaceFacts.id, fulfillmentCenters.marketplaceId));
}

export type FulfillmentCenterListRow = Awaited<ReturnType<typeof selectCenters>>[number];

const sortColumns = { name: fulfillmentCenters.name, state: fulfillmentCenters.state };

/** The organisation's centres under the list's filters, to be paged. */
export function fulfillmentCenterList(
  db: Executor,
  filters: FulfillmentCenterFilters,
): ListSource<FulfillmentCenterSort, FulfillmentCenterListRow> {
  const condition = where(filters);
  return {
    count: () => db.$count(fulfillmentCenters, condition),
    rows: ({ sort, sortDesc, limit, offset }) =>
      selectCenters(db)
        .where(condition)
        .orderBy(...orderBy(sortColumns, sort, sortDesc, fulfillmentCenters.id))
        .limit(limit)
        .offset(offset),
  };
}

export async function findFulfillmentCenter(
  db: Executor,
  { organisationId, id }: FulfillmentCenterKey,
): Promise<FulfillmentCenterListRow | undefined> {
  const [row] = await selectCenters(db)
    .where(and(eq(fulfillmentCenters.organisationId, organisationId), eq(fulfillmentCenters.id, id)))
    .limit(1);
  return row;
}

/** Serialises name checks and writes per organisation until commit, so the 422 wins the race. */
export async function lockFulfillmentCenterNames(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('fulfillment_centers'), ${organisationId}::int)`,
  );
}

export async function fulfillmentCenterNameTaken(
  db: Executor,
  { organisationId, name, exceptId }: { organisationId: number; name: string; exceptId?: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: fulfillmentCenters.id })
    .from(fulfillmentCenters)
    .where(
      and(
        eq(fulfillmentCenters.organisationId, organisationId),
        sql`upper(${fulfillmentCenters.name}) = upper(${name})`,
        exceptId === undefined ? undefined : ne(fulfillmentCenters.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertFulfillmentCenter(
  db: Executor,
  { organisationId }: { organisationId: number },
  values: FulfillmentCenterValues,
): Promise<number> {
  const [row] = await db
    .insert(fulfillmentCenters)
    .values({ ...values, organisationId })
    .returning({ id: fulfillmentCenters.id });
  if (!row) throw new Error('Fulfillment center insert returned nothing');
  return row.id;
}

export async function updateFulfillmentCenter(
  db: Executor,
  { organisationId, id }: FulfillmentCenterKey,
  values: Partial<FulfillmentCenterValues>,
): Promise<boolean> {
  const rows = await db
    .update(fulfillmentCenters)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(fulfillmentCenters.organisationId, organisationId), eq(fulfillmentCenters.id, id)))
    .returning({ id: fulfillmentCenters.id });
  return rows.length > 0;
}

/**
 * Gives organisations (one, or all) the reference FCs they were never given; never overwrites
 * their edits. A copy remembers its reference code, so renaming it does not bring the original
 * back, and a code the organisation already uses as a name is not added twice.
 */
export async function copyReferenceFulfillmentCenters(
  db: Executor,
  { organisationId }: { organisationId?: number } = {},
): Promise<void> {
  await db.execute(sql`
    insert into fulfillment_centers (organisation_id, name, marketplace_id, country_id, state, reference_code)
    select o.id, r.code, r.marketplace_id, r.country_id, r.state, r.code
    from ${organisationFactsAs('o')} cross join ${referenceFulfillmentCenterFactsAs('r')}
    where ${organisationId === undefined ? sql`true` : sql`o.id = ${organisationId}`}
    on conflict do nothing`);
}
