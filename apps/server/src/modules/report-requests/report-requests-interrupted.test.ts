import type { ReportType } from '@backoffice/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobDefinition, LiveJob } from '../../jobs/job-queue.ts';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { orderLine, outcome, report, upload } from '../../testing/report-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { processReportJob } from './report-requests.jobs.ts';
import { reportRequests } from './report-requests.tables.ts';
import { showReportRequestLive } from './report-requests.usecases.ts';

/**
 * "Processing stopped when the server restarted" (decision 9): the one-request read says a DONE or
 * PROCESSING request's processing was interrupted while its job waits to resume. The queue's own
 * view of a lost job (beats, reclaims) is jobs/job-queue.test.ts's, on real queue instances; here
 * the use case reads the request's record and asks the queue about that request's processing job.
 */
const server = useTestServer();
const ORDERS: ReportType = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';

async function processedRequest() {
  const org = await catalogOrganisation(server);
  const source = await org.client.post(`${org.base}/report-sources`, { name: 'Files', type: 'manual' });
  expect(source.status, JSON.stringify(source.body)).toBe(201);
  const created = await upload(
    org.client,
    org.base,
    { report_source_id: String(source.body.data.id), report_type: ORDERS },
    report(ORDERS, [orderLine('204-1', 'MUG')]),
  );
  expect(await outcome(org.client, org.base, created.id)).toMatchObject({ status: 'PROCESSED' });
  const organisationId = org.organisation.id;
  const setStatus = (status: 'DONE' | 'PROCESSING' | 'PROCESSED') =>
    server.ctx.db
      .update(reportRequests)
      .set({ status })
      .where(and(eq(reportRequests.organisationId, organisationId), eq(reportRequests.id, created.id)));
  return { organisationId, id: created.id, setStatus };
}

/** A queue that answers `live` for the request's processing job, and remembers what it was asked. */
function queueSaying(live: Omit<LiveJob, 'id' | 'retryCount'>[]) {
  const asked: [JobDefinition<unknown>, unknown][] = [];
  return {
    asked,
    jobs: {
      liveJobs: async (job: JobDefinition<unknown>, payload: unknown) => {
        asked.push([job, payload]);
        return live.map((found, index) => ({ id: `job-${index}`, retryCount: 1, ...found }));
      },
    },
  };
}

describe('a report request whose processing was interrupted', () => {
  it('is not, once processed: the real queue has no live job of it', async () => {
    const { organisationId, id } = await processedRequest();
    const { request } = await showReportRequestLive({
      db: server.ctx.db,
      jobs: server.ctx.jobs,
      organisationId,
      id,
    });
    expect(request).toMatchObject({ id, status: 'PROCESSED', processing_interrupted: false });
  });

  it('is, while DONE or PROCESSING and its processing job waits to resume after a loss', async () => {
    const { organisationId, id, setStatus } = await processedRequest();
    const lost = queueSaying([{ state: 'retry', interrupted: true }]);
    for (const status of ['PROCESSING', 'DONE'] as const) {
      await setStatus(status);
      const { request } = await showReportRequestLive({
        db: server.ctx.db,
        jobs: lost.jobs,
        organisationId,
        id,
      });
      expect(request).toMatchObject({ status, processing_interrupted: true });
    }
    // It asked about this request's processing job, in this organisation.
    expect(lost.asked).toEqual([
      [processReportJob, { organisationId, requestId: id }],
      [processReportJob, { organisationId, requestId: id }],
    ]);

    // Not while another job of it runs (a slice that went on), nor while its job merely waits.
    await setStatus('PROCESSING');
    for (const live of [
      [
        { state: 'retry', interrupted: true },
        { state: 'active', interrupted: false },
      ],
      [{ state: 'created', interrupted: false }],
      [{ state: 'active', interrupted: false }],
      [],
    ] as const) {
      const { request } = await showReportRequestLive({
        db: server.ctx.db,
        jobs: queueSaying([...live]).jobs,
        organisationId,
        id,
      });
      expect(request.processing_interrupted, JSON.stringify(live)).toBe(false);
    }

    // A final request says nothing of it, whatever the queue holds.
    await setStatus('PROCESSED');
    const final = queueSaying([{ state: 'retry', interrupted: true }]);
    const { request } = await showReportRequestLive({
      db: server.ctx.db,
      jobs: final.jobs,
      organisationId,
      id,
    });
    expect(request.processing_interrupted).toBe(false);
    expect(final.asked).toEqual([]);
  });

  it('is another organisation’s 404', async () => {
    const { id } = await processedRequest();
    const other = await catalogOrganisation(server);
    await expect(
      showReportRequestLive({
        db: server.ctx.db,
        jobs: server.ctx.jobs,
        organisationId: other.organisation.id,
        id,
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
