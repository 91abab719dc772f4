import { REPORT_SOURCE_TYPES, type ReportSource } from '@backoffice/shared';
import type { ReportSourceRow } from '../report-sources/report-sources.facts.ts';

export interface SourceChannelRow {
  reportSourceId: number;
  salesChannelId: number;
  name: string;
  type: string;
}

/** Credentials never leave the server: only whether each is set. */
export function presentReportSource(row: ReportSourceRow, channels: SourceChannelRow[]): ReportSource {
  const type = (REPORT_SOURCE_TYPES as readonly string[]).includes(row.type)
    ? (row.type as ReportSource['type'])
    : 'manual';
  return {
    id: row.id,
    ulid: row.ulid,
    uuid: row.uuid,
    name: row.name,
    type,
    region_code: row.regionCode,
    seller_partner_id: row.sellerPartnerId,
    home_site: row.homeSite,
    has_daily_sync: row.hasDailySync,
    has_auth_token: row.authTokenEncrypted !== null,
    has_client_key: row.clientKeyEncrypted !== null,
    has_client_secret: row.clientSecretEncrypted !== null,
    sales_channels: channels
      .filter((channel) => channel.reportSourceId === row.id)
      .map((channel) => ({
        report_source_id: channel.reportSourceId,
        sales_channel_id: channel.salesChannelId,
        name: channel.name,
        type: channel.type,
      })),
    orders_synced_at: row.ordersSyncedAt?.toISOString() ?? null,
    shipments_synced_at: row.shipmentsSyncedAt?.toISOString() ?? null,
    inventory_synced_at: row.inventorySyncedAt?.toISOString() ?? null,
    // Orders arrive with the orders issue; until then no source has any.
    orders_exists: false,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
