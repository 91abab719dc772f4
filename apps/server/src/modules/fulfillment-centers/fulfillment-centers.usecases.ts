import type { FieldErrors, FulfillmentCenter, FulfillmentCenterRequest, Paginated } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { uniqueOr } from '../../db/errors.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { paginate } from '../../lib/pagination.ts';
import { countryExists, marketplaceExists } from '../reference/reference.repository.ts';
import { presentFulfillmentCenter } from './fulfillment-centers.presenter.ts';
import {
  countFulfillmentCenters,
  type FulfillmentCenterSort,
  findFulfillmentCenter,
  fulfillmentCenterNameTaken,
  insertFulfillmentCenter,
  listFulfillmentCenters,
  lockFulfillmentCenterNames,
  updateFulfillmentCenter,
} from './fulfillment-centers.repository.ts';

export const FULFILLMENT_CENTER_NAME_TAKEN = 'The name has already been taken.';

export async function listFulfillmentCentersPage({
  db,
  organisationId,
  query,
}: {
  db: Executor;
  organisationId: number;
  query: {
    page: number;
    per_page: number;
    sort: FulfillmentCenterSort;
    sortDesc: boolean;
    search?: string;
    marketplace_id?: number;
  };
}): Promise<Paginated<FulfillmentCenter>> {
  const filters = { organisationId, search: query.search, marketplaceId: query.marketplace_id };
  const page = await paginate({
    page: query.page,
    perPage: query.per_page,
    count: () => countFulfillmentCenters(db, filters),
    fetchPage: (limit, offset) =>
      listFulfillmentCenters(db, filters, { sort: query.sort, sortDesc: query.sortDesc, limit, offset }),
  });
  return { data: page.data.map(presentFulfillmentCenter), meta: page.meta };
}

export async function showFulfillmentCenter({
  db,
  organisationId,
  id,
}: {
  db: Executor;
  organisationId: number;
  id: number;
}): Promise<FulfillmentCenter> {
  const row = await findFulfillmentCenter(db, organisationId, id);
  if (!row) throw notFound();
  return presentFulfillmentCenter(row);
}

async function checkRequest(
  db: Executor,
  {
    organisationId,
    input,
    exceptId,
  }: { organisationId: number; input: FulfillmentCenterRequest; exceptId?: number },
) {
  const errors: FieldErrors = {};
  if (await fulfillmentCenterNameTaken(db, { organisationId, name: input.name, exceptId }))
    errors.name = [FULFILLMENT_CENTER_NAME_TAKEN];
  if (input.marketplace_id != null && !(await marketplaceExists(db, input.marketplace_id)))
    errors.marketplace_id = ['The selected marketplace is invalid.'];
  if (input.country_id != null && !(await countryExists(db, input.country_id)))
    errors.country_id = ['The selected country is invalid.'];
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** The unique index is the last word on names (the advisory lock makes this a backstop). */
const guardNames = <T>(write: () => Promise<T>): Promise<T> =>
  uniqueOr(() => validationFailed({ name: [FULFILLMENT_CENTER_NAME_TAKEN] }), write);

export async function createFulfillmentCenter({
  db,
  organisationId,
  input,
}: {
  db: Executor;
  organisationId: number;
  input: FulfillmentCenterRequest;
}): Promise<FulfillmentCenter> {
  const id = await guardNames(() =>
    db.transaction(async (tx) => {
      await lockFulfillmentCenterNames(tx, organisationId);
      await checkRequest(tx, { organisationId, input });
      return insertFulfillmentCenter(tx, organisationId, {
        name: input.name,
        marketplaceId: input.marketplace_id ?? null,
        countryId: input.country_id ?? null,
        state: input.state || null,
      });
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
}: {
  db: Executor;
  organisationId: number;
  id: number;
  input: FulfillmentCenterRequest;
}): Promise<FulfillmentCenter> {
  await guardNames(() =>
    db.transaction(async (tx) => {
      await lockFulfillmentCenterNames(tx, organisationId);
      if (!(await findFulfillmentCenter(tx, organisationId, id))) throw notFound();
      await checkRequest(tx, { organisationId, input, exceptId: id });
      await updateFulfillmentCenter(tx, organisationId, id, {
        name: input.name,
        ...(input.marketplace_id !== undefined ? { marketplaceId: input.marketplace_id } : {}),
        ...(input.country_id !== undefined ? { countryId: input.country_id } : {}),
        ...(input.state !== undefined ? { state: input.state || null } : {}),
      });
    }),
  );
  return showFulfillmentCenter({ db, organisationId, id });
}
