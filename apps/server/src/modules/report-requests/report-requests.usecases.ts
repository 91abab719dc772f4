import {
  type CreateReportRequest,
  type Paginated,
  PUBLISHED_REPORT_TYPES,
  type ReportRequest,
  type ReportRequestListQuery,
  type ReportType,
  type UploadReportRequestFields,
} from '@backoffice/shared';
import type { Database, Executor } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import type { JobQueue, LiveJob } from '../../jobs/job-queue.ts';
import { listPage } from '../../lib/list-page.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import type { FileStore, OpenedFile } from '../files/file-store.client.ts';
import { findReportSource, type ReportSourceRow } from '../report-sources/report-sources.facts.ts';
import { openReportDocument } from './report-documents.usecase.ts';
import { reportRequestErrors as errors } from './report-requests.errors.ts';
import { pollReportJob, processReportJob, syncSourceJob } from './report-requests.jobs.ts';
import { presentLiveReportRequest, presentReportRequest } from './report-requests.presenter.ts';
import {
  countriesOfMarketplaces,
  findReportRequest,
  insertReportRequest,
  lockReportRequest,
  marketplacesOfSource,
  reportRequestList,
  updateReportRequest,
} from './report-requests.repository.ts';

export async function listReportRequests({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & { query: ReportRequestListQuery }): Promise<{
  page: Paginated<ReportRequest>;
}> {
  const { page, per_page, sort, sortDesc, ...filters } = query;
  return {
    page: await listPage(
      { page, per_page, sort, sortDesc },
      reportRequestList(db, organisationId, filters),
      (rows) => rows.map(presentReportRequest),
    ),
  };
}

export async function showReportRequest({
  db,
  organisationId,
  id,
}: OnRecord<Executor>): Promise<{ request: ReportRequest }> {
  return { request: presentReportRequest(orNotFound(await findReportRequest(db, { organisationId, id }))) };
}

/**
 * One request as its screen follows it: the record, and whether its processing was interrupted
 * (the server running its job died or stopped mid-way) and waits to resume (decision 9). The
 * record is read in a short transaction of its own and the queue asked after it, outside any:
 * on PGlite the queue shares the one connection, which a transaction holds until it ends, so a
 * route calling this sets `ownTransactions`.
 */
export async function showReportRequestLive({
  db,
  jobs,
  organisationId,
  id,
}: OnRecord & { jobs: Pick<JobQueue, 'liveJobs'> }): Promise<{ request: ReportRequest }> {
  const row = orNotFound(
    await inTenant(db, organisationId, (tx) => findReportRequest(tx, { organisationId, id })),
  );
  const processing = row.status === 'DONE' || row.status === 'PROCESSING';
  const processingInterrupted =
    processing && interrupted(await jobs.liveJobs(processReportJob, { organisationId, requestId: id }));
  return { request: presentLiveReportRequest(row, { processingInterrupted }) };
}

/** Amazon's restock advice: one marketplace a report. */
const RESTOCK = 'GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT' satisfies ReportType;

/** A job of it was cut off, and none runs now (a slice that went on meanwhile). */
const interrupted = (live: LiveJob[]) =>
  live.some((job) => job.interrupted) && !live.some((job) => job.state === 'active' && !job.interrupted);

/** The organisation's source, or the 422 on report_source_id. */
async function sourceOf(db: Executor, organisationId: number, id: number): Promise<ReportSourceRow> {
  const source = await findReportSource(db, { organisationId, id });
  if (!source) throw errors.invalidReportSource();
  return source;
}

/** The marketplaces a request is of: those named (each must exist), else the source's own. */
async function marketplacesFor(
  db: Executor,
  {
    organisationId,
    source,
    named,
    type,
    requested = false,
  }: {
    organisationId: number;
    source: ReportSourceRow;
    named: string[] | undefined;
    type: ReportType;
    /** Asked of Amazon (not uploaded). */
    requested?: boolean;
  },
): Promise<string[]> {
  if (named) {
    const known = await countriesOfMarketplaces(db, named);
    if (known.length !== named.length) throw errors.invalidMarketplace();
    return named;
  }
  const fed = await marketplacesOfSource(db, { organisationId, reportSourceId: source.id });
  // Fee preview rows do not name their marketplace: its estimates are of the one it was asked for.
  if (type === 'GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA' && fed.length !== 1) throw errors.marketplaceNeeded();
  // FBA inventory rows do not name their marketplace: without one, the stock has no country.
  if (type === 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA') {
    const countries = new Set(await countriesOfMarketplaces(db, fed));
    if (countries.size !== 1) throw errors.marketplaceNeeded();
  }
  // Amazon's restock advice is of one marketplace; an upload's lines name theirs (their Country).
  if (type === RESTOCK && requested && fed.length !== 1) throw errors.marketplaceNeeded();
  return fed;
}

/**
 * A report file a user uploaded, already in the file store under `file.key` (streamed there by
 * the route): checked, recorded as a request that starts at DONE, and queued.
 */
export async function createUploadedReportRequest({
  db,
  jobs,
  organisationId,
  userId,
  fields,
  file,
}: InOrganisation & {
  jobs: JobQueue;
  userId: number;
  fields: UploadReportRequestFields;
  file: { name: string; size: number; key: string };
}): Promise<{ request: ReportRequest }> {
  const created = await inTenant(db, organisationId, async (tx) => {
    const source = await sourceOf(tx, organisationId, fields.report_source_id);
    if (file.size === 0) throw errors.fileEmpty();
    const marketplaceIds = await marketplacesFor(tx, {
      organisationId,
      source,
      named: fields.marketplace_id ? [fields.marketplace_id] : undefined,
      type: fields.report_type,
    });
    return insertReportRequest(tx, {
      organisationId,
      reportSourceId: source.id,
      reportType: fields.report_type,
      origin: 'upload',
      status: 'DONE',
      marketplaceIds,
      fileName: file.name,
      fileSize: file.size,
      documentFile: file.key,
      requestedBy: userId,
    });
  });
  await jobs.enqueue(processReportJob, { organisationId, requestId: created.id });
  return inTenant(db, organisationId, (tx) => showReportRequest({ db: tx, organisationId, id: created.id }));
}

/** Asks the marketplace for a report of a connected source (answers at once; a job asks). */
export async function createRequestedReport({
  db,
  jobs,
  organisationId,
  userId,
  input,
}: InOrganisation & { jobs: JobQueue; userId: number | null; input: CreateReportRequest }): Promise<{
  request: ReportRequest;
}> {
  if (PUBLISHED_REPORT_TYPES.includes(input.report_type)) throw errors.publishedByAmazon();
  const created = await inTenant(db, organisationId, async (tx) => {
    const source = await sourceOf(tx, organisationId, input.report_source_id);
    if (source.type !== 'amazon' || !source.authTokenEncrypted) throw errors.notConnected();
    const marketplaceIds = await marketplacesFor(tx, {
      organisationId,
      source,
      named: input.marketplace_ids,
      type: input.report_type,
      requested: true,
    });
    // Amazon refuses a period that ends in the future: up to now is what was meant.
    const now = new Date();
    const start = new Date(input.data_start_time);
    if (start > now) throw errors.startInFuture();
    const end = input.data_end_time ? new Date(input.data_end_time) : null;
    return insertReportRequest(tx, {
      organisationId,
      reportSourceId: source.id,
      reportType: input.report_type,
      origin: 'requested',
      status: 'REQUESTED',
      marketplaceIds,
      dataStartTime: start,
      dataEndTime: end && end > now ? now : end,
      requestedBy: userId,
    });
  });
  await jobs.enqueue(pollReportJob, { organisationId, requestId: created.id });
  return inTenant(db, organisationId, (tx) => showReportRequest({ db: tx, organisationId, id: created.id }));
}

/**
 * Processes a request's document again (after a fix, or to re-read it): the counters start
 * over and every line is written again, which changes nothing it already wrote (decision 15).
 * A request whose document is not here yet, or that is being processed, cannot.
 */
export async function reprocessReportRequest({
  db,
  jobs,
  organisationId,
  id,
}: OnRecord & { jobs: JobQueue }): Promise<{ request: ReportRequest }> {
  await inTenant(db, organisationId, async (tx) => {
    const request = orNotFound(await lockReportRequest(tx, { organisationId, id }));
    if (request.documentGone) throw errors.documentGone();
    const ready = request.documentFile !== null || request.marketplaceDocumentId !== null;
    if (!ready || request.status === 'PROCESSING') throw errors.notProcessable(request.status);
    await updateReportRequest(
      tx,
      { organisationId, id },
      {
        status: 'DONE',
        rowsParsed: 0,
        rowsWritten: 0,
        rowsFailed: 0,
        resumeLine: 0,
        rowProblems: [],
        counts: {},
        salesChannelRows: {},
        warnings: [],
        amountsRounded: 0,
        error: null,
        processingStartedAt: null,
        processedAt: null,
      },
    );
  });
  await jobs.enqueue(processReportJob, { organisationId, requestId: id });
  return inTenant(db, organisationId, (tx) => showReportRequest({ db: tx, organisationId, id }));
}

/** Polls the marketplace now for a requested report still on its way there. */
export async function refreshReportRequestStatus({
  db,
  jobs,
  organisationId,
  id,
}: OnRecord & { jobs: JobQueue }): Promise<{ request: ReportRequest }> {
  const { request } = await inTenant(db, organisationId, (tx) =>
    showReportRequest({ db: tx, organisationId, id }),
  );
  if (request.origin !== 'requested' || !['REQUESTED', 'IN_QUEUE', 'IN_PROGRESS'].includes(request.status))
    throw errors.notPollable(request.status);
  await jobs.enqueue(pollReportJob, { organisationId, requestId: id });
  return { request };
}

/** A request's document, to send it: 404 until it has one, 410 once it is no longer stored. */
export async function reportDocumentOf({
  db,
  files,
  organisationId,
  id,
}: OnRecord & { files: FileStore }): Promise<{ file: OpenedFile; fileName: string }> {
  const request = orNotFound(
    await inTenant(db, organisationId, (tx) => findReportRequest(tx, { organisationId, id })),
  );
  return {
    file: await openReportDocument({ db, files, request }),
    fileName: request.fileName ?? `${request.reportType}-${request.id}.txt`,
  };
}

/**
 * "Sync now": queues a connected Amazon source's sync (the daily sync's work, at once). 404 for
 * a source the organisation does not have; 422 for one that is not connected.
 */
export async function queueSourceSync({
  db,
  jobs,
  organisationId,
  reportSourceId,
}: {
  db: Database;
  jobs: JobQueue;
  organisationId: number;
  reportSourceId: number;
}): Promise<void> {
  const source = orNotFound(
    await inTenant(db, organisationId, (tx) => findReportSource(tx, { organisationId, id: reportSourceId })),
  );
  if (source.type !== 'amazon' || !source.authTokenEncrypted) throw errors.notConnected();
  await jobs.enqueue(syncSourceJob, { organisationId, reportSourceId });
}
