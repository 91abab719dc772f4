import { FIELD_MESSAGES, REPORT_DOCUMENT_GONE_MESSAGE } from '@backoffice/shared';
import { AppError, fieldError } from '../../lib/app-error.ts';

/** Report requests' errors, each with its stable code. */
export const reportRequestErrors = {
  /** An unknown report source, or another organisation's. */
  invalidReportSource: () =>
    fieldError(
      'report_requests.invalid_report_source',
      'report_source_id',
      FIELD_MESSAGES.invalidSelection('report source'),
    ),
  notConnected: () =>
    fieldError(
      'report_requests.source_not_connected',
      'report_source_id',
      'This report source is not connected to Amazon: connect it, or upload the report as a file.',
    ),
  invalidMarketplace: () =>
    fieldError(
      'report_requests.invalid_marketplace',
      'marketplace_id',
      FIELD_MESSAGES.invalidSelection('marketplace'),
    ),
  marketplaceNeeded: () =>
    fieldError(
      'report_requests.marketplace_needed',
      'marketplace_id',
      'Choose the marketplace this report is of.',
    ),
  /** Settlement reports: Amazon publishes them on its own schedule; createReport refuses them. */
  publishedByAmazon: () =>
    fieldError(
      'report_requests.published_by_amazon',
      'report_type',
      'Amazon publishes settlement reports itself, about every two weeks, and does not make them on request: the daily sync (or Sync now) fetches each new one, or upload one downloaded from Seller Central.',
    ),
  startInFuture: () =>
    fieldError('report_requests.start_in_future', 'data_start_time', 'The start must not be in the future.'),
  fileMissing: () => fieldError('report_requests.file_missing', 'file', 'Choose the report file to upload.'),
  fileEmpty: () => fieldError('report_requests.file_empty', 'file', 'The file is empty.'),
  fileTooLarge: (maxBytes: number) =>
    fieldError(
      'report_requests.file_too_large',
      'file',
      `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
    ),
  notPollable: (status: string) =>
    new AppError(
      422,
      'report_requests.not_pollable',
      `A report that is ${status} is not waiting for Amazon.`,
      {
        status: [`A report that is ${status} is not waiting for Amazon.`],
      },
    ),
  /** Processing again while it runs, or before the marketplace has the document. */
  notProcessable: (status: string) =>
    new AppError(
      422,
      'report_requests.not_processable',
      `A report that is ${status} cannot be processed now.`,
      {
        status: [`A report that is ${status} cannot be processed now.`],
      },
    ),
  noDocumentYet: () =>
    new AppError(404, 'report_requests.no_document_yet', 'This report has no document yet.'),
  /** It had one: lost with an instance's disk before the file store, or missing from the bucket. */
  documentGone: () => new AppError(410, 'report_requests.document_gone', REPORT_DOCUMENT_GONE_MESSAGE),
};
