import type { FieldErrors, Paginated, SalesChannel, SalesChannelRequest } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { paginate } from '../../lib/pagination.ts';
import { marketplaceExists } from '../reference/reference.repository.ts';
import { findReportSource } from '../report-sources/report-sources.repository.ts';
import { presentSalesChannel } from './sales-channels.presenter.ts';
import {
  countSalesChannels,
  findSalesChannel,
  insertSalesChannel,
  listSalesChannels,
  type SalesChannelSort,
  setChannelSource,
  sourcesOfChannels,
  updateSalesChannel,
} from './sales-channels.repository.ts';

export async function listSalesChannelsPage({
  db,
  organisationId,
  query,
}: {
  db: Executor;
  organisationId: number;
  query: {
    page: number;
    per_page: number;
    sort: SalesChannelSort;
    sortDesc: boolean;
    search?: string;
    report_source_id?: number;
  };
}): Promise<Paginated<SalesChannel>> {
  const filters = { organisationId, search: query.search, reportSourceId: query.report_source_id };
  const page = await paginate({
    page: query.page,
    perPage: query.per_page,
    count: () => countSalesChannels(db, filters),
    fetchPage: (limit, offset) =>
      listSalesChannels(db, filters, { sort: query.sort, sortDesc: query.sortDesc, limit, offset }),
  });
  const sources = await sourcesOfChannels(
    db,
    organisationId,
    page.data.map((row) => row.channel.id),
  );
  return { data: page.data.map((row) => presentSalesChannel(row, sources)), meta: page.meta };
}

export async function showSalesChannel({
  db,
  organisationId,
  id,
}: {
  db: Executor;
  organisationId: number;
  id: number;
}): Promise<SalesChannel> {
  const row = await findSalesChannel(db, organisationId, id);
  if (!row) throw notFound();
  return presentSalesChannel(row, await sourcesOfChannels(db, organisationId, [id]));
}

async function checkRequest(db: Executor, organisationId: number, input: SalesChannelRequest) {
  const errors: FieldErrors = {};
  if (input.marketplace_id != null && !(await marketplaceExists(db, input.marketplace_id)))
    errors.marketplace_id = ['The selected marketplace is invalid.'];
  if (input.report_source_id != null && !(await findReportSource(db, organisationId, input.report_source_id)))
    errors.report_source_id = ['The selected report source is invalid.'];
  if (Object.keys(errors).length) throw validationFailed(errors);
}

export async function createSalesChannel({
  db,
  organisationId,
  input,
}: {
  db: Executor;
  organisationId: number;
  input: SalesChannelRequest;
}): Promise<SalesChannel> {
  await checkRequest(db, organisationId, input);
  const id = await db.transaction(async (tx) => {
    const channelId = await insertSalesChannel(tx, organisationId, {
      name: input.name,
      type: input.type,
      marketplaceId: input.marketplace_id ?? null,
    });
    if (input.report_source_id != null)
      await setChannelSource(tx, {
        organisationId,
        salesChannelId: channelId,
        reportSourceId: input.report_source_id,
      });
    return channelId;
  });
  return showSalesChannel({ db, organisationId, id });
}

/** Fields left out keep their value; `report_source_id` given (or null) replaces the channel's source. */
export async function updateSalesChannelDetails({
  db,
  organisationId,
  id,
  input,
}: {
  db: Executor;
  organisationId: number;
  id: number;
  input: SalesChannelRequest;
}): Promise<SalesChannel> {
  if (!(await findSalesChannel(db, organisationId, id))) throw notFound();
  await checkRequest(db, organisationId, input);
  await db.transaction(async (tx) => {
    const updated = await updateSalesChannel(tx, organisationId, id, {
      name: input.name,
      type: input.type,
      ...(input.marketplace_id !== undefined ? { marketplaceId: input.marketplace_id } : {}),
    });
    if (!updated) throw notFound();
    if (input.report_source_id !== undefined)
      await setChannelSource(tx, {
        organisationId,
        salesChannelId: id,
        reportSourceId: input.report_source_id,
      });
  });
  return showSalesChannel({ db, organisationId, id });
}
