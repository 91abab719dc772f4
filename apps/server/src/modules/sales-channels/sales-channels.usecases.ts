import type { Paginated, SalesChannel, SalesChannelListQuery, SalesChannelRequest } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { FieldErrorBag, notFound } from '../../lib/app-error.ts';
import { listPage } from '../../lib/list-page.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { marketplaceExists } from '../reference/reference.facts.ts';
import { salesChannelErrors } from './sales-channels.errors.ts';
import { presentSalesChannel } from './sales-channels.presenter.ts';
import {
  findSalesChannel,
  insertChannelSources,
  insertListings,
  insertSalesChannel,
  insertSalesChannels,
  marketplaceChannelTaken,
  reportSourceOwned,
  type SalesChannelValues,
  salesChannelList,
  salesChannelNameTaken,
  setChannelSource,
  sourcesOfChannels,
  updateSalesChannel,
} from './sales-channels.repository.ts';

export async function listSalesChannelsPage({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & { query: SalesChannelListQuery }): Promise<{ page: Paginated<SalesChannel> }> {
  const list = salesChannelList(db, {
    organisationId,
    search: query.search,
    reportSourceId: query.report_source_id,
  });
  const page = await listPage(query, list, async (rows) => {
    const channelIds = rows.map((row) => row.channel.id);
    const sources = await sourcesOfChannels(db, { organisationId, channelIds });
    return rows.map((row) => presentSalesChannel(row, sources));
  });
  return { page };
}

export async function showSalesChannel({
  db,
  organisationId,
  id,
}: OnRecord<Executor>): Promise<{ salesChannel: SalesChannel }> {
  const row = await findSalesChannel(db, { organisationId, id });
  if (!row) throw notFound();
  const sources = await sourcesOfChannels(db, { organisationId, channelIds: [id] });
  return { salesChannel: presentSalesChannel(row, sources) };
}

/**
 * Every problem at once, as Laravel reports them: name, marketplace (unknown, or with a channel
 * already: one per marketplace), report source.
 */
async function checkRequest(
  db: Executor,
  {
    organisationId,
    input,
    exceptId,
  }: { organisationId: number; input: SalesChannelRequest; exceptId?: number },
): Promise<void> {
  const errors = new FieldErrorBag();
  if (await salesChannelNameTaken(db, { organisationId, name: input.name, exceptId }))
    errors.add(salesChannelErrors.nameTaken());
  if (input.marketplace_id != null) {
    if (!(await marketplaceExists(db, input.marketplace_id)))
      errors.add(salesChannelErrors.invalidMarketplace());
    else if (
      await marketplaceChannelTaken(db, { organisationId, marketplaceId: input.marketplace_id, exceptId })
    )
      errors.add(salesChannelErrors.marketplaceTaken());
  }
  if (
    input.report_source_id != null &&
    !(await reportSourceOwned(db, { organisationId, reportSourceId: input.report_source_id }))
  )
    errors.add(salesChannelErrors.invalidReportSource());
  errors.throwIfAny();
}

/**
 * Runs a write the unique indexes guard (name, marketplace) and answers their firing, when two
 * requests raced past the checks together, with what the checks now say (the name's error if
 * they find nothing: the name index is the one a race most likely meets).
 */
async function checkedWrite<T>(check: () => Promise<void>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await check();
    throw salesChannelErrors.nameTaken();
  }
}

export async function createSalesChannel({
  db,
  organisationId,
  input,
}: InOrganisation & { input: SalesChannelRequest }): Promise<{ salesChannel: SalesChannel }> {
  const check = () => checkRequest(db, { organisationId, input });
  await check();
  const id = await checkedWrite(check, () =>
    db.transaction(async (tx) => {
      const channelId = await insertSalesChannel(
        tx,
        { organisationId },
        { name: input.name, type: input.type, marketplaceId: input.marketplace_id ?? null },
      );
      if (input.report_source_id != null)
        await setChannelSource(tx, {
          organisationId,
          salesChannelId: channelId,
          reportSourceId: input.report_source_id,
        });
      return channelId;
    }),
  );
  return showSalesChannel({ db, organisationId, id });
}

/**
 * Fields left out keep their value. `report_source_id` given replaces the channel's sources with
 * that one (null: none), unless it is one of them already: a channel fed by several sources (one
 * per marketplace, every source selling there) keeps them all when its form sends back the source
 * it shows.
 */
export async function updateSalesChannelDetails({
  db,
  organisationId,
  id,
  input,
}: OnRecord & { input: SalesChannelRequest }): Promise<{ salesChannel: SalesChannel }> {
  if (!(await findSalesChannel(db, { organisationId, id }))) throw notFound();
  const check = () => checkRequest(db, { organisationId, input, exceptId: id });
  await check();
  await checkedWrite(check, () =>
    db.transaction(async (tx) => {
      const updated = await updateSalesChannel(
        tx,
        { organisationId, id },
        {
          name: input.name,
          type: input.type,
          ...(input.marketplace_id !== undefined ? { marketplaceId: input.marketplace_id } : {}),
        },
      );
      if (!updated) throw notFound();
      const kept =
        input.report_source_id != null &&
        (await sourcesOfChannels(tx, { organisationId, channelIds: [id] })).some(
          (source) => source.id === input.report_source_id,
        );
      if (input.report_source_id !== undefined && !kept)
        await setChannelSource(tx, {
          organisationId,
          salesChannelId: id,
          reportSourceId: input.report_source_id,
        });
    }),
  );
  return showSalesChannel({ db, organisationId, id });
}

/**
 * Channels, each fed by one report source (generated data: the demo's), in the caller's
 * transaction: one statement for the channels, one for their sources. Answers their ids by name.
 */
export async function addSalesChannels({
  tx,
  organisationId,
  channels,
}: {
  tx: Executor;
  organisationId: number;
  channels: readonly (SalesChannelValues & { reportSourceId: number })[];
}): Promise<{ salesChannels: { id: number; name: string }[] }> {
  const rows = await insertSalesChannels(tx, {
    organisationId,
    rows: channels.map(({ name, type, marketplaceId }) => ({ name, type, marketplaceId })),
  });
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  await insertChannelSources(tx, {
    organisationId,
    links: channels.map((channel) => {
      const salesChannelId = idOf.get(channel.name);
      if (salesChannelId === undefined) throw new Error(`Sales channel ${channel.name} was not inserted`);
      return { reportSourceId: channel.reportSourceId, salesChannelId };
    }),
  });
  return { salesChannels: rows };
}

/** SKUs listed on channels (generated data: the demo's), in the caller's transaction, in bulk. */
export async function addListings({
  tx,
  organisationId,
  listings,
}: {
  tx: Executor;
  organisationId: number;
  listings: readonly { salesChannelId: number; skuId: number }[];
}): Promise<void> {
  await insertListings(tx, { organisationId, listings });
}
