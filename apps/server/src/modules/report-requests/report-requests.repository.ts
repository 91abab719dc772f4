import type { ReportRequestListQuery, ReportRequestStatus, ReportRowProblem } from '@backoffice/shared';
import { MAX_REPORT_ROW_PROBLEMS } from '@backoffice/shared';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { marketplaceFacts } from '../reference/reference.facts.ts';
import { reportSourceFacts } from '../report-sources/report-sources.facts.ts';
import { reportSourceSalesChannelFacts, salesChannelFacts } from '../sales-channels/sales-channels.facts.ts';
import { type ReportRequestRow, reportRequests } from './report-requests.tables.ts';

type Key = { organisationId: number; id: number };
const byKey = ({ organisationId, id }: Key) =>
  and(eq(reportRequests.organisationId, organisationId), eq(reportRequests.id, id));

/** A source's requests of one report type (the conditions, for an `and`). */
const ofSourceAndType = ({
  organisationId,
  reportSourceId,
  reportType,
}: {
  organisationId: number;
  reportSourceId: number;
  reportType: string;
}) => [
  eq(reportRequests.organisationId, organisationId),
  eq(reportRequests.reportSourceId, reportSourceId),
  eq(reportRequests.reportType, reportType as ReportRequestRow['reportType']),
];

export type ReportRequestListRow = ReportRequestRow & { reportSourceName: string };

const withSourceName = {
  request: reportRequests,
  reportSourceName: reportSourceFacts.name,
} as const;

const joinSource = sql`${reportSourceFacts.organisationId} = ${reportRequests.organisationId} and ${reportSourceFacts.id} = ${reportRequests.reportSourceId}`;

export async function insertReportRequest(
  db: Executor,
  values: typeof reportRequests.$inferInsert,
): Promise<ReportRequestRow> {
  const [row] = await db.insert(reportRequests).values(values).returning();
  if (!row) throw new Error('Report request insert returned nothing');
  return row;
}

export async function findReportRequest(db: Executor, key: Key): Promise<ReportRequestListRow | undefined> {
  const [found] = await db
    .select(withSourceName)
    .from(reportRequests)
    .innerJoin(reportSourceFacts, joinSource)
    .where(byKey(key));
  return found && { ...found.request, reportSourceName: found.reportSourceName };
}

/** The request, locked until the transaction ends: one writer at a time, whatever retries. */
export async function lockReportRequest(db: Executor, key: Key): Promise<ReportRequestRow | undefined> {
  const [row] = await db.select().from(reportRequests).where(byKey(key)).for('update');
  return row;
}

export async function updateReportRequest(
  db: Executor,
  key: Key,
  values: Partial<typeof reportRequests.$inferInsert>,
): Promise<ReportRequestRow | undefined> {
  const [row] = await db
    .update(reportRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(byKey(key))
    .returning();
  return row;
}

/** Adds two jsonb maps of counts (`column` and `added`) key by key. */
const summedCounts = (column: SQL, added: Record<string, number>) => sql`(
  select coalesce(jsonb_object_agg(k, total), '{}'::jsonb) from (
    select k, sum(v::bigint) as total from (
      select key as k, value as v from jsonb_each_text(${column})
      union all select key, value from jsonb_each_text(${JSON.stringify(added)}::jsonb)) as both_counts
    group by k) as summed)`;

/**
 * One batch's progress, in the batch's own transaction: the counters (and the rows per sales
 * channel) add up, the problems are appended (up to the kept maximum) and `resume_line` moves to
 * the batch's last line.
 */
export async function recordBatchProgress(
  db: Executor,
  key: Key,
  {
    parsed,
    written,
    failed,
    problems,
    resumeLine,
    counts,
    salesChannelRows = {},
    amountsRounded = 0,
  }: {
    parsed: number;
    written: number;
    failed: number;
    problems: ReportRowProblem[];
    resumeLine: number;
    counts: Record<string, number>;
    salesChannelRows?: Record<string, number>;
    /** Amounts of the batch's rows read rounded (yen written with decimals). */
    amountsRounded?: number;
  },
): Promise<void> {
  await db.execute(sql`
    update ${reportRequests} set
      rows_parsed = rows_parsed + ${parsed},
      rows_written = rows_written + ${written},
      rows_failed = rows_failed + ${failed},
      amounts_rounded = amounts_rounded + ${amountsRounded},
      resume_line = ${resumeLine},
      row_problems = case when jsonb_array_length(row_problems) >= ${MAX_REPORT_ROW_PROBLEMS} then row_problems
        else (select coalesce(jsonb_agg(p), '[]'::jsonb) from (
          select p from jsonb_array_elements(row_problems || ${JSON.stringify(problems)}::jsonb) as p
          limit ${MAX_REPORT_ROW_PROBLEMS}) as kept) end,
      counts = ${summedCounts(sql.raw('counts'), counts)},
      sales_channel_rows = ${summedCounts(sql.raw('sales_channel_rows'), salesChannelRows)},
      updated_at = now()
    where organisation_id = ${key.organisationId} and id = ${key.id}`);
}

/** Another request of the same source and type being processed now (its lease not expired). */
export async function processingSibling(
  db: Executor,
  request: Pick<ReportRequestRow, 'organisationId' | 'id' | 'reportSourceId' | 'reportType'>,
  leaseSeconds: number,
): Promise<ReportRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(reportRequests)
    .where(
      and(
        eq(reportRequests.organisationId, request.organisationId),
        eq(reportRequests.reportSourceId, request.reportSourceId),
        eq(reportRequests.reportType, request.reportType),
        eq(reportRequests.status, 'PROCESSING'),
        ne(reportRequests.id, request.id),
        gt(reportRequests.updatedAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
      ),
    )
    .limit(1);
  return row;
}

/** A request of this source and type that is still on its way (not final). */
export async function unfinishedRequest(
  db: Executor,
  {
    organisationId,
    reportSourceId,
    reportType,
    marketplaceIds,
  }: { organisationId: number; reportSourceId: number; reportType: string; marketplaceIds?: string[] },
): Promise<ReportRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(reportRequests)
    .where(
      and(
        ...ofSourceAndType({ organisationId, reportSourceId, reportType }),
        inArray(reportRequests.status, ['REQUESTED', 'IN_QUEUE', 'IN_PROGRESS', 'DONE', 'PROCESSING']),
        marketplaceIds
          ? sql`${reportRequests.marketplaceIds} = ${`{${marketplaceIds.join(',')}}`}::text[]`
          : undefined,
      ),
    )
    .limit(1);
  return row;
}

/**
 * A request of this source, type and marketplaces that makes asking again needless: on its way or
 * processed (not failed, nor cancelled for want of data), asked for since `requestedSince` or of the
 * period starting at `periodStart`.
 */
export async function requestOnFile(
  db: Executor,
  {
    organisationId,
    reportSourceId,
    reportType,
    marketplaceIds,
    onFile,
  }: {
    organisationId: number;
    reportSourceId: number;
    reportType: string;
    marketplaceIds: string[];
    onFile: { requestedSince: Date } | { periodStart: Date };
  },
): Promise<boolean> {
  const [row] = await db
    .select({ id: reportRequests.id })
    .from(reportRequests)
    .where(
      and(
        ...ofSourceAndType({ organisationId, reportSourceId, reportType }),
        inArray(reportRequests.status, [
          'REQUESTED',
          'IN_QUEUE',
          'IN_PROGRESS',
          'DONE',
          'PROCESSING',
          'PROCESSED',
        ]),
        sql`${reportRequests.marketplaceIds} = ${`{${marketplaceIds.join(',')}}`}::text[]`,
        'periodStart' in onFile
          ? eq(reportRequests.dataStartTime, onFile.periodStart)
          : gte(reportRequests.requestedAt, onFile.requestedSince),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** CANCELLED is not one: Amazon cancels a report by itself when it has no data for the period. */
const PROBLEM_STATUSES: ReportRequestStatus[] = ['FATAL', 'FAILED'];

const SORT_COLUMNS = {
  id: reportRequests.id,
  status: reportRequests.status,
  report_type: reportRequests.reportType,
  requested_at: reportRequests.requestedAt,
} as const;

export function reportRequestList(
  db: Executor,
  organisationId: number,
  filters: Omit<ReportRequestListQuery, 'page' | 'per_page' | 'sort' | 'sortDesc'>,
): ListSource<keyof typeof SORT_COLUMNS, ReportRequestListRow> {
  const conditions: (SQL | undefined)[] = [eq(reportRequests.organisationId, organisationId)];
  if (filters.report_source_id) conditions.push(eq(reportRequests.reportSourceId, filters.report_source_id));
  if (filters.report_type) conditions.push(eq(reportRequests.reportType, filters.report_type));
  if (filters.status) conditions.push(eq(reportRequests.status, filters.status));
  if (filters.problems !== undefined) {
    const problem = or(inArray(reportRequests.status, PROBLEM_STATUSES), gt(reportRequests.rowsFailed, 0));
    conditions.push(filters.problems ? problem : sql`not (${problem})`);
  }
  if (filters.search) conditions.push(sql`${reportSourceFacts.name} ilike ${`%${filters.search}%`}`);
  const where = and(...conditions);
  return {
    count: async () => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reportRequests)
        .innerJoin(reportSourceFacts, joinSource)
        .where(where);
      return row?.count ?? 0;
    },
    rows: async ({ sort, sortDesc, limit, offset }) => {
      const order = sortDesc ? desc : asc;
      const found = await db
        .select(withSourceName)
        .from(reportRequests)
        .innerJoin(reportSourceFacts, joinSource)
        .where(where)
        .orderBy(order(SORT_COLUMNS[sort]), order(reportRequests.id))
        .limit(limit)
        .offset(offset);
      return found.map(({ request, reportSourceName }) => ({ ...request, reportSourceName }));
    },
  };
}

/** The country of each marketplace a request names (Amazon's marketplace ids), in order. */
export async function countriesOfMarketplaces(db: Executor, mwsIds: readonly string[]): Promise<string[]> {
  if (mwsIds.length === 0) return [];
  const rows = await db
    .select({ mwsId: marketplaceFacts.mwsId, countryCode: marketplaceFacts.countryCode })
    .from(marketplaceFacts)
    .where(inArray(marketplaceFacts.mwsId, [...mwsIds]));
  const byId = new Map(rows.map((row) => [row.mwsId, row.countryCode]));
  return mwsIds.flatMap((id) => byId.get(id) ?? []);
}

/** Amazon's marketplace ids of the channels a source feeds. */
export async function marketplacesOfSource(
  db: Executor,
  { organisationId, reportSourceId }: { organisationId: number; reportSourceId: number },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ mwsId: marketplaceFacts.mwsId })
    .from(reportSourceSalesChannelFacts)
    .innerJoin(
      salesChannelFacts,
      and(
        eq(salesChannelFacts.organisationId, reportSourceSalesChannelFacts.organisationId),
        eq(salesChannelFacts.id, reportSourceSalesChannelFacts.salesChannelId),
      ),
    )
    .innerJoin(marketplaceFacts, eq(marketplaceFacts.id, salesChannelFacts.marketplaceId))
    .where(
      and(
        eq(reportSourceSalesChannelFacts.organisationId, organisationId),
        eq(reportSourceSalesChannelFacts.reportSourceId, reportSourceId),
      ),
    )
    .orderBy(marketplaceFacts.mwsId);
  return rows.map((row) => row.mwsId);
}

/**
 * What the organisation already has of a source's reports of a type Amazon publishes itself (the
 * settlement report): which of `reportIds` are recorded.
 */
export async function publishedReportsKnown(
  db: Executor,
  {
    organisationId,
    reportSourceId,
    reportType,
    reportIds,
  }: { organisationId: number; reportSourceId: number; reportType: string; reportIds: readonly string[] },
): Promise<{ recorded: Set<string> }> {
  if (reportIds.length === 0) return { recorded: new Set() };
  const rows = await db
    .select({ reportId: reportRequests.marketplaceReportId })
    .from(reportRequests)
    .where(
      and(
        ...ofSourceAndType({ organisationId, reportSourceId, reportType }),
        inArray(reportRequests.marketplaceReportId, [...reportIds]),
      ),
    );
  return { recorded: new Set(rows.flatMap((row) => (row.reportId ? [row.reportId] : []))) };
}

/** The end of the latest period of a source's reports of a type the sync fetched (not uploads). */
export async function latestRequestedPeriodEnd(
  db: Executor,
  {
    organisationId,
    reportSourceId,
    reportType,
  }: { organisationId: number; reportSourceId: number; reportType: string },
): Promise<Date | null> {
  const [row] = await db
    .select({ end: sql<Date | string | null>`max(${reportRequests.dataEndTime})` })
    .from(reportRequests)
    .where(
      and(
        ...ofSourceAndType({ organisationId, reportSourceId, reportType }),
        eq(reportRequests.origin, 'requested'),
      ),
    );
  return row?.end ? new Date(row.end) : null;
}

/**
 * Requests whose document an earlier version kept under STORAGE_DIR (legacy-report-documents.ts).
 * Across organisations by nature: the platform role, outside any tenant (decision 10).
 */
export function requestsWithLegacyDocuments(
  db: Executor,
): Promise<{ organisationId: number; id: number; path: string | null }[]> {
  return db
    .select({
      organisationId: reportRequests.organisationId,
      id: reportRequests.id,
      path: reportRequests.legacyDocumentPath,
    })
    .from(reportRequests)
    .where(isNotNull(reportRequests.legacyDocumentPath));
}
