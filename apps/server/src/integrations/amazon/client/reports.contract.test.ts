import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AmazonApiError, AmazonRateLimitedError, AmazonThrottledError } from './amazon-errors.ts';
import {
  collect,
  recordingSleep,
  simulatorEndpoints,
  statusesOf,
  testClock,
} from './contract-test-support.ts';
import { createSpApiClient, type SpApiClient } from './sp-api-client.ts';
import { inProcessRateLimiter } from './sp-api-rate-limiter.ts';

const INVENTORY = 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA';
const GERMANY = 'A1PA6795UKMFR9';
const clock = testClock();
let simulator: SpApiSimulator;
beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: clock.now, reportPollsUntilDone: 2 });
});
afterAll(() => simulator?.close());

function euClient(options: { maxAttempts?: number } = {}) {
  const recorded = recordingSleep();
  const spApi = createSpApiClient({
    endpoints: simulatorEndpoints(simulator),
    region: 'eu',
    refreshToken: simulator.control.issueRefreshToken('A2EUSIMSELLER1'),
    now: clock.now,
    sleep: recorded.sleep,
    random: () => 1,
    maxAttempts: options.maxAttempts,
    limiter: inProcessRateLimiter(recorded.limiterClock),
  });
  return { spApi, waits: recorded.waits };
}

/** Polls as a job would, until the report has ended. */
async function pollToEnd(spApi: SpApiClient, reportId: string) {
  const seen: string[] = [];
  for (let poll = 0; poll < 10; poll++) {
    const report = await spApi.getReport(reportId);
    seen.push(report.processingStatus);
    if (['DONE', 'CANCELLED', 'FATAL'].includes(report.processingStatus)) return { report, seen };
  }
  throw new Error(`report ${reportId} never ended: ${seen.join(' ')}`);
}

describe('reports against the simulator', () => {
  it('creates a report and follows it through the queue to DONE, with its document', async () => {
    const { spApi } = euClient();
    const start = new Date(clock.now().getTime() - 7 * 86_400_000);
    const { reportId } = await spApi.createReport({
      reportType: INVENTORY,
      marketplaceIds: [GERMANY],
      dataStartTime: start,
    });
    const { report, seen } = await pollToEnd(spApi, reportId);
    expect(seen).toEqual(['IN_QUEUE', 'IN_PROGRESS', 'DONE']);
    expect(report).toMatchObject({
      reportId,
      reportType: INVENTORY,
      processingStatus: 'DONE',
      marketplaceIds: [GERMANY],
      dataStartTime: start,
      createdTime: expect.any(Date),
      processingEndTime: expect.any(Date),
      reportDocumentId: expect.stringMatching(/^amzn1\.spdoc\./),
    });
  });

  it('reports FATAL (with the document that explains it) and CANCELLED (with none) as Amazon does', async () => {
    const { spApi } = euClient();
    simulator.control.failNextReport(INVENTORY, 'FATAL');
    const fatal = (
      await pollToEnd(
        spApi,
        (
          await spApi.createReport({ reportType: INVENTORY, marketplaceIds: [GERMANY] })
        ).reportId,
      )
    ).report;
    expect(fatal.processingStatus).toBe('FATAL');
    expect(fatal.reportDocumentId).not.toBeNull();
    const explanation = await spApi.downloadReportDocument(fatal.reportDocumentId ?? '');
    const text = Buffer.concat(await collect(explanation.body)).toString('utf8');
    expect(JSON.parse(text)).toHaveProperty('errorDetails');

    simulator.control.failNextReport(INVENTORY, 'CANCELLED');
    const cancelled = (
      await pollToEnd(
        spApi,
        (
          await spApi.createReport({ reportType: INVENTORY, marketplaceIds: [GERMANY] })
        ).reportId,
      )
    ).report;
    expect(cancelled).toMatchObject({ processingStatus: 'CANCELLED', reportDocumentId: null });
  });

  it('cancels a report still in the queue, and says what Amazon said when it is too late', async () => {
    const { spApi } = euClient();
    const { reportId } = await spApi.createReport({ reportType: INVENTORY, marketplaceIds: [GERMANY] });
    await spApi.cancelReport(reportId);
    expect((await spApi.getReport(reportId)).processingStatus).toBe('CANCELLED');
    const error = await spApi.cancelReport(reportId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmazonApiError);
    expect(error).toMatchObject({ operation: 'cancelReport', status: 400 });
  });

  it('lists reports page after page, sending nextToken alone as Amazon requires', async () => {
    const { spApi } = euClient();
    const type = 'GET_FBA_REIMBURSEMENTS_DATA';
    const created: string[] = [];
    for (let count = 0; count < 3; count++)
      created.push((await spApi.createReport({ reportType: type, marketplaceIds: [GERMANY] })).reportId);
    const calls = statusesOf(simulator, 'getReports').length;
    const listed = await collect(spApi.listReports({ reportTypes: [type], pageSize: 2 }));
    expect(listed.map((report) => report.reportId).sort()).toEqual(created.sort());
    // Two pages, both answered 200: the simulator refuses a nextToken sent with other parameters.
    expect(statusesOf(simulator, 'getReports').slice(calls)).toEqual([200, 200]);
  });

  it('after a 429 waits for the bucket’s next token when it is near (getReport: 2 a second), then succeeds', async () => {
    const { spApi, waits } = euClient();
    const { reportId } = await spApi.createReport({ reportType: INVENTORY, marketplaceIds: [GERMANY] });
    simulator.control.throttleNext('getReport', 2);
    expect((await spApi.getReport(reportId)).reportId).toBe(reportId);
    // Each 429 empties the bucket: half a second to its next token, each time.
    expect(waits).toEqual([500, 500]);
    expect(statusesOf(simulator, 'getReport').slice(-3)).toEqual([429, 429, 200]);
  });

  it('ends a 429 whose next token is far (createReport: one a minute) at once with AmazonRateLimitedError, waiting for nothing', async () => {
    const { spApi, waits } = euClient();
    simulator.control.throttleNext('createReport', 1);
    const error = await spApi
      .createReport({ reportType: INVENTORY, marketplaceIds: [GERMANY] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmazonRateLimitedError);
    expect(error).toBeInstanceOf(AmazonThrottledError);
    // createReport refills once a minute (0.0167 a second, 59.88 s): the job runs again then.
    expect(error).toMatchObject({
      operation: 'createReport',
      status: 429,
      attempts: 1,
      retryAfterMs: 59_881,
      deferForMs: 59_881,
      errors: [expect.objectContaining({ code: 'QuotaExceeded' })],
    });
    expect(waits).toEqual([]);
    expect(statusesOf(simulator, 'createReport').slice(-1)).toEqual([429]);
  });

  it('keeps a request back while the bucket it counted is empty, without sending it', async () => {
    // The NA seller, whose cancelReport bucket no other test has used.
    const recorded = recordingSleep();
    const spApi = createSpApiClient({
      endpoints: simulatorEndpoints(simulator),
      region: 'na',
      refreshToken: simulator.control.issueRefreshToken('A2NASIMSELLER1'),
      now: clock.now,
      sleep: recorded.sleep,
      limiter: inProcessRateLimiter(recorded.limiterClock),
    });
    const { waits } = recorded;
    const before = statusesOf(simulator, 'cancelReport').length;
    // cancelReport: 10 at once, then one every 45 s; the 11th is not sent.
    for (let count = 0; count < 10; count++)
      await spApi.cancelReport('no-such-report').catch((caught: unknown) => caught);
    const error = await spApi.cancelReport('no-such-report').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmazonRateLimitedError);
    expect(error).toMatchObject({ operation: 'cancelReport', status: null });
    expect((error as AmazonRateLimitedError).deferForMs).toBeGreaterThan(40_000);
    expect(statusesOf(simulator, 'cancelReport').length - before).toBe(10);
    expect(waits).toEqual([]);
  });
});
