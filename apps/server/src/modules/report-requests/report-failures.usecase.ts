import type { BaseLogger } from 'pino';
import type { Database, Transaction } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { AmazonApiError } from '../../integrations/amazon/client/amazon-errors.ts';
import { readErrorDocument } from '../../integrations/amazon/reports/index.ts';
import { findReportSource } from '../report-sources/report-sources.facts.ts';
import type { MarketplaceClients } from './marketplace.client.ts';
import { markSourceSynced } from './report-processing.usecase.ts';
import { lockReportRequest, updateReportRequest } from './report-requests.repository.ts';
import type { ReportRequestRow } from './report-requests.tables.ts';

type Key = { organisationId: number; id: number };

/** What a FATAL request says when Amazon's explanation is below it (or could not be had). */
export const FATAL_REPORT_MESSAGE = 'Amazon could not produce the report. Request it again later.';

/**
 * Amazon ended the report FATAL. Its explanation, when Amazon attached one, is fetched after
 * this transaction (explainFatalReport): a download does not belong inside a transaction that
 * holds the request's lock.
 */
export async function markReportFatal(tx: Transaction, key: Key, { polls }: { polls: number }) {
  await updateReportRequest(tx, key, { status: 'FATAL', polls, error: FATAL_REPORT_MESSAGE });
}

/**
 * Amazon cancelled the report: it does so by itself when the period has no data ("automatic
 * cancellation if there is no data to return", the Reports model). Nothing to process, and no
 * error: the period was looked at and is empty, so a requested orders or inventory report marks
 * the source synced as a processed one does.
 */
export async function markReportCancelled(
  tx: Transaction,
  request: ReportRequestRow,
  { polls }: { polls: number },
) {
  const key = { organisationId: request.organisationId, id: request.id };
  await updateReportRequest(tx, key, { status: 'CANCELLED', polls, error: null, processedAt: new Date() });
  if (request.origin === 'requested') await markSourceSynced(tx, request);
}

/** A FATAL request whose explanation has not been fetched yet. */
export const awaitsExplanation = (request: ReportRequestRow): boolean =>
  request.status === 'FATAL' && request.errorDocument === null && request.marketplaceReportId !== null;

/**
 * Fetches the document Amazon attached to a FATAL report and keeps its text (at most 10 kB) on
 * the request, for the seller to read why. `reportDocumentId` when the caller has just read it
 * from getReport; a retry asks getReport again. A 4xx other than 429 (the document is gone, or
 * Amazon refuses it) leaves the request without one; anything else is thrown for the job to retry.
 */
export async function explainFatalReport(
  { db, clients, log }: { db: Database; clients: MarketplaceClients; log: Pick<BaseLogger, 'warn'> },
  key: Key,
  reportDocumentId?: string | null,
): Promise<void> {
  const pending = await inTenant(db, key.organisationId, async (tx) => {
    const request = await lockReportRequest(tx, key);
    if (!request || !awaitsExplanation(request)) return null;
    const source = await findReportSource(tx, {
      organisationId: key.organisationId,
      id: request.reportSourceId,
    });
    const client = source ? clients(source) : null;
    return client ? { request, client } : null;
  });
  if (!pending) return;
  const { request, client } = pending;
  let text: string;
  try {
    const documentId =
      reportDocumentId ?? (await client.getReport(request.marketplaceReportId as string)).reportDocumentId;
    if (!documentId) return;
    const document = await client.downloadReportDocument(documentId);
    text = await readErrorDocument(document.body, { charset: document.charset });
  } catch (error) {
    const refused =
      error instanceof AmazonApiError && error.status !== null && error.status < 500 && error.status !== 429;
    if (!refused) throw error;
    log.warn({ ...key, err: error }, 'the explanation of a FATAL report could not be fetched');
    return;
  }
  await inTenant(db, key.organisationId, async (tx) => {
    const current = await lockReportRequest(tx, key);
    if (current && awaitsExplanation(current)) await updateReportRequest(tx, key, { errorDocument: text });
  });
}
