import type { AmazonConnectErrorCode } from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { connectAmazonSource } from '../report-sources/amazon-sources.usecases.ts';
import { sealSecret } from '../report-sources/report-source-secrets.domain.ts';
import { findAmazonSource, findReportSource } from '../report-sources/report-sources.facts.ts';
import { createSource } from '../report-sources/report-sources.usecases.ts';
import { lockSellerAccount } from './amazon-connect.repository.ts';

export interface SellerConnection {
  organisationId: number;
  name: string;
  /** NA, EU or FE: the report source's region_code. */
  regionCode: string;
  /** The home site the seller authorized the app on (a marketplace's country code). */
  homeSite: string;
  sellerPartnerId: string;
  refreshToken: string;
  /** The source the user asked to connect (again); null: the account's own, found or new. */
  reportSourceId: number | null;
}

export type SavedSource =
  | { ok: true; reportSourceId: number }
  | {
      ok: false;
      error: Extract<AmazonConnectErrorCode, 'source_not_found' | 'seller_mismatch' | 'already_connected'>;
    };

/**
 * Stores the authorization as the organisation's report source of type `amazon`: the one the
 * user named, else the one this seller account and region already have (connecting again
 * replaces its refresh token instead of adding a second source), else a new one. The refresh
 * token is sealed like every source secret (`auth_token`). Runs in the caller's tenant transaction.
 */
export async function saveAmazonSource({
  db,
  appKey,
  connection,
}: {
  db: Database;
  appKey: Buffer;
  connection: SellerConnection;
}): Promise<SavedSource> {
  const { organisationId, name, regionCode, homeSite, sellerPartnerId, refreshToken, reportSourceId } =
    connection;
  const account = { organisationId, sellerPartnerId, regionCode };
  await lockSellerAccount(db, account);
  const values = {
    name,
    regionCode,
    homeSite,
    sellerPartnerId,
    authTokenEncrypted: sealSecret(appKey, { organisationId, field: 'auth_token' }, refreshToken),
  };
  const existing = await findAmazonSource(db, account);

  if (reportSourceId !== null) {
    const source = await findReportSource(db, { organisationId, id: reportSourceId });
    if (!source) return { ok: false, error: 'source_not_found' };
    // A source keeps its seller account: another one's data must not flow into its history.
    if (
      source.sellerPartnerId &&
      (source.sellerPartnerId !== sellerPartnerId || source.regionCode !== regionCode)
    )
      return { ok: false, error: 'seller_mismatch' };
    if (existing && existing.id !== source.id) return { ok: false, error: 'already_connected' };
    await connectAmazonSource({ db, organisationId, id: source.id, connection: values });
    return { ok: true, reportSourceId: source.id };
  }

  if (existing) {
    await connectAmazonSource({ db, organisationId, id: existing.id, connection: values });
    return { ok: true, reportSourceId: existing.id };
  }
  const { reportSource } = await createSource({
    db,
    appKey,
    organisationId,
    input: {
      name,
      type: 'amazon',
      region_code: regionCode as 'NA' | 'EU' | 'FE',
      seller_partner_id: sellerPartnerId,
      auth_token: refreshToken,
    },
    homeSite,
  });
  return { ok: true, reportSourceId: reportSource.id };
}
