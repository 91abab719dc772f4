import { AMAZON_CONNECT_ERRORS, AMAZON_HOME_SITE_INVALID, FIELD_MESSAGES } from '@backoffice/shared';
import { fieldError } from '../../lib/app-error.ts';

/** The connect request's errors, each with its stable code. */
export const amazonConnectErrors = {
  /** No AMAZON_APPLICATION_ID / CLIENT_ID / CLIENT_SECRET: nothing can connect. */
  notConfigured: () =>
    fieldError('amazon_connect.not_configured', 'amazon', AMAZON_CONNECT_ERRORS.not_configured),
  /** A home site no marketplace has (issue 30). */
  invalidHomeSite: () =>
    fieldError('amazon_connect.invalid_home_site', 'home_site', AMAZON_HOME_SITE_INVALID),
  /**
   * A connected source's home site must be of its region: its seller account's authorization is
   * the region's, and another region's would be another account's (seller_mismatch at the callback).
   */
  homeSiteOfAnotherRegion: (regionLabel: string) =>
    fieldError(
      'amazon_connect.home_site_of_another_region',
      'home_site',
      `This source is connected in ${regionLabel}: choose a home site of that region.`,
    ),
  /** An unknown report source, or another organisation's. */
  invalidReportSource: () =>
    fieldError(
      'amazon_connect.invalid_report_source',
      'report_source_id',
      FIELD_MESSAGES.invalidSelection('report source'),
    ),
};
