import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { encoderFor } from '../charsets/encode.ts';
import type { SellerDataset } from '../dataset/seller-dataset.ts';
import { escapeXml, sendText } from '../http/send.ts';
import { type Marketplace, marketplaceById } from '../marketplaces.ts';
import type { DocumentSigner } from './document-url.ts';
import { encodedChunks } from './flat-file.ts';
import type { ReportContext } from './report-context.ts';
import type { ReportStore, SimReport } from './report-store.ts';
import { reportTypeSpec } from './report-types.ts';

/**
 * GET /report-documents/{reportDocumentId}: the S3 side of a report document. The body is the
 * gzip of the document, generated while it is sent; errors answer in S3's XML.
 */
export interface DocumentDownloadDeps {
  reports: ReportStore;
  signer: DocumentSigner;
  datasets: ReadonlyMap<string, SellerDataset>;
  lineEnding: '\n' | '\r\n';
  now: () => number;
}

export async function downloadDocument(
  deps: DocumentDownloadDeps,
  documentId: string,
  url: URL,
  response: ServerResponse,
): Promise<number> {
  const report = deps.reports.document(documentId);
  if (!report) {
    return s3Error(response, 404, 'NoSuchKey', 'The specified key does not exist.', { Key: documentId });
  }
  const check = deps.signer.check(documentId, url.searchParams, deps.now());
  if (!check.ok) return s3Error(response, 403, check.code, check.message, check.details);
  const gzip = createGzip();
  if (report.status === 'FATAL') {
    response.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' });
    await pipeline(Readable.from([Buffer.from(JSON.stringify(fatalDocument(report)))]), gzip, response);
    return 200;
  }
  const context = contextOf(deps, report);
  const spec = reportTypeSpec(report.reportType);
  if (!spec || !context) throw new Error(`report ${report.reportId} cannot be generated`);
  const charset = context.marketplaces[0]?.charset ?? 'UTF-8';
  response.writeHead(200, {
    'Content-Type': `text/plain; charset=${charset}`,
    'x-amz-request-id': randomId(),
  });
  const file = {
    header: spec.headerOf?.(context) ?? spec.header,
    quoted: spec.quoted,
    rows: spec.rows(context),
    lineEnding: deps.lineEnding,
  };
  await pipeline(Readable.from(encodedChunks(file, encoderFor(charset))), gzip, response);
  return 200;
}

export function contextOf(
  deps: Pick<DocumentDownloadDeps, 'datasets'>,
  report: SimReport,
): ReportContext | undefined {
  const dataset = deps.datasets.get(report.sellingPartnerId);
  const marketplaces = report.marketplaceIds
    .map((id) => marketplaceById(id))
    .filter((entry): entry is Marketplace => entry !== undefined);
  if (!dataset) return undefined;
  return {
    dataset,
    marketplaces,
    dataStartMs: report.dataStartMs,
    dataEndMs: report.dataEndMs,
    asOfMs: report.createdMs,
  };
}

/**
 * What a FATAL report's document says. Amazon's error documents are small JSON objects with an
 * `errorDetails` text (the wording varies by report type and is not documented).
 */
function fatalDocument(report: SimReport): { errorDetails: string } {
  return {
    errorDetails: `Report ${report.reportId} of type ${report.reportType} could not be processed because of an internal error. Request the report again.`,
  };
}

function s3Error(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
  details: Record<string, string>,
): number {
  const requestId = randomId();
  const fields = Object.entries(details)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>${fields}` +
    `<RequestId>${requestId}</RequestId><HostId>${randomBytes(24).toString('base64')}</HostId></Error>`;
  sendText(response, status, 'application/xml', xml, { 'x-amz-request-id': requestId });
  return status;
}

function randomId(): string {
  return randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase();
}
