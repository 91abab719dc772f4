import { AMAZON_CONNECT_ERRORS, FIELD_MESSAGES } from '@backoffice/shared';
import { fieldError } from '../../lib/app-error.ts';

/** The connect request's errors, each with its stable code. */
export const amazonConnectErrors = {
  /** No AMAZON_APPLICATION_ID / CLIENT_ID / CLIENT_SECRET: nothing can connect. */
  notConfigured: () =>
    fieldError('amazon_connect.not_configured', 'amazon', AMAZON_CONNECT_ERRORS.not_configured),
  /** An unknown report source, or another organisation's. */
  invalidReportSource: () =>
    fieldError(
      'amazon_connect.invalid_report_source',
      'report_source_id',
      FIELD_MESSAGES.invalidSelection('report source'),
    ),
};
