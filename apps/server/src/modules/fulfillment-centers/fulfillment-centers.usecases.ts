import type {
  FulfillmentCenter,
  FulfillmentCenterListQuery,
  FulfillmentCenterRequest,
  Paginated,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { uniqueOr } from '../../db/errors.ts';
import { FieldErrorBag, notFound } from '../../lib/app-error.ts';
import { listPage } from '../../lib/list-page.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { countryExists, marketplaceExists } from '../reference/reference.facts.ts';
import { fulfillmentCenterErrors } from './fulfillment-centers.errors.ts';
import { presentFulfillmentCenter } from './fulfillment-centers.presenter.ts';
import {
  copyReferenceFulfillmentCenters,
  findFulfillmentCenter,
  fulfillmentCenterList,
  fulfillmentCenterNameTaken,
  insertFulfillmentCenter,
  lockFulfillmentCenterNames,
  updateFulfillmentCenter,
} from './fulfillment-centers.repository.ts';

export async function listFulfillmentCentersPage({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & { query: FulfillmentCenterListQuery }): Promise<{
  page: Paginated<FulfillmentCenter>;
}> {
  const list = fulfillmentCenterList(db, {
    organisationId,
    search: query.search,
    marketplaceId: query.marketplace_id,
  });
  return { page: await listPage(query, list, (rows) => rows.map(presentFulfillmentCenter)) };
}

export async function showFulfillmentCenter({
  db,
  organisationId,
  id,
}: OnRecord<Executor>): Promise<{ fulfillmentCenter: FulfillmentCenter }> {
  const row = await findFulfillmentCenter(db, { organisationId, id });
  if (!row) throw notFound();
  return { fulfillmentCenter: presentFulfillmentCenter(row) };
}

/** Every problem with a request at once, as Laravel reports them. */
async function checkRequest(
  db: Executor,
  {
    organisationId,
    input,
    exceptId,
  }: { organisationId: number; input: FulfillmentCenterRequest; exceptId?: number },
): Promise<void> {
  const errors = new FieldErrorBag();
  if (await fulfillmentCenterNameTaken(db, { organisationId, name: input.name, exceptId }))
    errors.add(fulfillmentCenterErrors.nameTaken());
  if (input.marketplace_id != null && !(await marketplaceExists(db, input.marketplace_id)))
    errors.add(fulfillmentCenterErrors.invalidMarketplace());
  if (input.country_id != null && !(await countryExists(db, input.country_id)))
    errors.add(fulfillmentCenterErrors.invalidCountry());
  errors.throwIfAny();
}

/** The unique index is the last word on names (the advisory lock makes this a backstop). */
const guardNames = <T>(write: () => Promise<T>): Promise<T> =>
  uniqueOr(fulfillmentCenterErrors.nameTaken, write);

export async function createFulfillmentCenter({
  db,
  organisationId,
  input,
}: InOrganisation & { input: FulfillmentCenterRequest }): Promise<{ fulfillmentCenter: FulfillmentCenter }> {
  const id = await guardNames(() =>
    db.transaction(async (tx) => {
      await lockFulfillmentCenterNames(tx, { organisationId });
      await checkRequest(tx, { organisationId, input });
      return insertFulfillmentCenter(
        tx,
        { organisationId },
        {
          name: input.name,
          marketplaceId: input.marketplace_id ?? null,
          countryId: input.country_id ?? null,
          state: input.state || null,
        },
      );
    }),
  );
  return showFulfillmentCenter({ db, organisationId, id });
}

/** Fields left out keep their value; null clears marketplace, country or state. */
export async function updateFulfillmentCenterDetails({
  db,
  organisationId,
  id,
  input,
}: OnRecord & { input: FulfillmentCenterRequest }): Promise<{ fulfillmentCenter: FulfillmentCenter }> {
  await guardNames(() =>
    db.transaction(async (tx) => {
      await lockFulfillmentCenterNames(tx, { organisationId });
      if (!(await findFulfillmentCenter(tx, { organisationId, id }))) throw notFound();
      await checkRequest(tx, { organisationId, input, exceptId: id });
      await updateFulfillmentCenter(
        tx,
        { organisationId, id },
        {
          name: input.name,
          ...(input.marketplace_id !== undefined ? { marketplaceId: input.marketplace_id } : {}),
          ...(input.country_id !== undefined ? { countryId: input.country_id } : {}),
          ...(input.state !== undefined ? { state: input.state || null } : {}),
        },
      );
    }),
  );
  return showFulfillmentCenter({ db, organisationId, id });
}

/**
 * A new organisation's own copy of the reference fulfilment centres, in the caller's transaction
 * (every use case that makes an organisation calls it right after organisations' createOrganisation),
 * so the organisation never exists without them.
 */
export async function copyReferenceFulfillmentCentersTo({
  db,
  organisationId,
}: {
  db: Executor;
  organisationId: number;
}): Promise<void> {
  await copyReferenceFulfillmentCenters(db, { organisationId });
}

/**
 * Every organisation's copies of reference FCs it was never given: reference's sync runs it after
 * the reference tables changed (db/migrate.ts passes it), before the sync is recorded as done.
 */
export async function copyReferenceFulfillmentCentersToAll(db: Executor): Promise<void> {
  await copyReferenceFulfillmentCenters(db);
}
