import type { CreateReportSourceRequest, ReportSource, UpdateReportSourceRequest } from '@backoffice/shared';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import {
  findReportSource,
  listReportSources,
  type ReportSourceRow,
} from '../report-sources/report-sources.facts.ts';
import { createSource, deleteSource, updateSource } from '../report-sources/report-sources.usecases.ts';
import { detachSourceWarehouses } from '../warehouses/source-warehouses.usecase.ts';
import { presentReportSource } from './report-sources.presenter.ts';
import { channelsOfSources } from './sales-channels.repository.ts';

// The report sources' pages. A source is shown with the sales channels it feeds, and deleting it
// lets its warehouses go: both point at sources, so the pages are composed here, above them all.

/** Rows as the API shows them, with the sales channels each feeds (one query for all). */
async function present(
  db: Executor,
  organisationId: number,
  rows: ReportSourceRow[],
): Promise<ReportSource[]> {
  const sourceIds = rows.map((row) => row.id);
  const channels = await channelsOfSources(db, { organisationId, sourceIds });
  return rows.map((row) => presentReportSource(row, channels));
}

export async function listSources({
  db,
  organisationId,
}: InOrganisation<Executor>): Promise<{ reportSources: ReportSource[] }> {
  const rows = await listReportSources(db, { organisationId });
  return { reportSources: await present(db, organisationId, rows) };
}

export async function showSource({
  db,
  organisationId,
  id,
}: OnRecord<Executor>): Promise<{ reportSource: ReportSource }> {
  const row = await findReportSource(db, { organisationId, id });
  if (!row) throw notFound();
  const [reportSource] = await present(db, organisationId, [row]);
  if (!reportSource) throw notFound();
  return { reportSource };
}

export async function createAndShowSource({
  db,
  appKey,
  organisationId,
  input,
}: {
  db: Database;
  appKey: Buffer;
  organisationId: number;
  input: CreateReportSourceRequest;
}): Promise<{ reportSource: ReportSource }> {
  const { reportSource } = await createSource({ db, appKey, organisationId, input });
  return showSource({ db, organisationId, id: reportSource.id });
}

export async function updateAndShowSource({
  db,
  appKey,
  organisationId,
  id,
  input,
}: {
  db: Database;
  appKey: Buffer;
  organisationId: number;
  id: number;
  input: UpdateReportSourceRequest;
}): Promise<{ reportSource: ReportSource }> {
  await updateSource({ db, appKey, organisationId, id, input });
  return showSource({ db, organisationId, id });
}

/** Deletes the source; warehouses it fed let go of it in the same transaction. */
export async function removeSource({ db, organisationId, id }: OnRecord): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    await detachSourceWarehouses({ tx, organisationId, reportSourceId: id });
    return deleteSource({ tx, organisationId, id });
  });
  if (!deleted) throw notFound();
}
