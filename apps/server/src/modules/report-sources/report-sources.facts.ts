/**
 * What other modules may read of report-sources (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import report-sources's tables or repositories.
 */

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { facts } from '../../db/facts.ts';
import { ownedIds } from '../../db/tenant-lookups.ts';
import { reportSources } from './report-sources.tables.ts';

/**
 * A report source as other modules' lists show it beside their rows: its name; and its region
 * (a shipment's Seller Central host).
 */
export const reportSourceFacts = facts
  .select({
    organisationId: reportSources.organisationId,
    id: reportSources.id,
    name: reportSources.name,
    regionCode: reportSources.regionCode,
  })
  .from(reportSources)
  .as('report_source_facts');

/** The Amazon sources: a seller account's, and every connected one (the token refresh walks them). */
export { connectedAmazonSources, findAmazonSource, type SellerAccount } from './amazon-sources.repository.ts';

/**
 * A source whole (its secrets still sealed), which report requests and the Amazon connection work
 * on; the organisation's sources by name, their list page (sales-channels, which adds the channels
 * each feeds).
 */
export { findReportSource, listReportSources } from './report-sources.repository.ts';
export type { OrdersSyncPosition, ReportSourceRow } from './report-sources.tables.ts';

/** The sources whose daily sync is due (all organisations: the sync's own connection reads it). */
export { sourcesDueForDailySync } from './source-syncs.repository.ts';

/**
 * A source's syncs as a health screen shows them: when each kind of data last synced, the errors,
 * and whether it holds a token (`connected`; the token itself stays here).
 */
export const reportSourceSyncFacts = facts
  .select({
    organisationId: reportSources.organisationId,
    id: reportSources.id,
    name: reportSources.name,
    type: reportSources.type,
    regionCode: reportSources.regionCode,
    hasDailySync: reportSources.hasDailySync,
    connected: sql<boolean>`${reportSources.authTokenEncrypted} is not null`.as('connected'),
    ordersSyncedAt: reportSources.ordersSyncedAt,
    shipmentsSyncedAt: reportSources.shipmentsSyncedAt,
    inventorySyncedAt: reportSources.inventorySyncedAt,
    fbaInventoryFetchedAt: reportSources.fbaInventoryFetchedAt,
    syncStartedAt: reportSources.syncStartedAt,
    syncError: reportSources.syncError,
    authorizationCheckedAt: reportSources.authorizationCheckedAt,
    authorizationError: reportSources.authorizationError,
  })
  .from(reportSources)
  .as('report_source_sync_facts');

/** Which of these ids are report sources of the organisation, key-share locked until commit (see ownedIds). */
export const reportSourcesExist = (
  db: Executor,
  { organisationId, ids }: { organisationId: number; ids: number[] },
) => ownedIds(db, reportSources, organisationId, ids, 'key share');
