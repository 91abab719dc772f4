import { randomUUID } from 'node:crypto';
import type { CreateReportSourceRequest, UpdateReportSourceRequest } from '@backoffice/shared';
import { ulid } from 'ulid';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type SecretField, type SecretSlot, sealSecret } from './report-source-secrets.domain.ts';
import {
  deleteReportSource,
  insertReportSource,
  insertReportSources,
  type ReportSourceChanges,
  updateReportSource,
} from './report-sources.repository.ts';
import type { ReportSourceRow } from './report-sources.tables.ts';

// The sources' pages, which show the sales channels each feeds, are in sales-channels (channels point
// at sources, so they sit above them); these are the writes those pages call.

/** Encrypts a secret as typed; an empty one counts as not given. */
function sealed(appKey: Buffer, slot: SecretSlot, value: string | null | undefined): string | null {
  return value ? sealSecret(appKey, slot, value) : null;
}

/**
 * Creates a source, its secrets sealed; answers its row. `homeSite`: the Amazon home site the
 * seller authorized the app on (amazon-connect's new source), not something the form sets.
 */
export async function createSource({
  db,
  appKey,
  organisationId,
  input,
  homeSite = null,
}: {
  db: Database;
  appKey: Buffer;
  organisationId: number;
  input: CreateReportSourceRequest;
  homeSite?: string | null;
}): Promise<{ reportSource: ReportSourceRow }> {
  const row = await insertReportSource(
    db,
    { organisationId },
    {
      ulid: ulid(),
      uuid: randomUUID(),
      name: input.name,
      type: input.type,
      regionCode: input.region_code ?? 'Unknown',
      sellerPartnerId: input.seller_partner_id || null,
      homeSite,
      hasDailySync: input.has_daily_sync ?? true,
      authTokenEncrypted: sealed(appKey, { organisationId, field: 'auth_token' }, input.auth_token),
      clientKeyEncrypted: sealed(appKey, { organisationId, field: 'client_key' }, input.client_key),
      clientSecretEncrypted: sealed(appKey, { organisationId, field: 'client_secret' }, input.client_secret),
    },
  );
  return { reportSource: row };
}

/**
 * Spec: PUT changes only name, type, the three secrets and has_daily_sync (the route's schema drops
 * anything else). A secret left out or empty is kept, null clears it, a string replaces it.
 */
export async function updateSource({
  db,
  appKey,
  organisationId,
  id,
  input,
}: {
  db: Database;
  appKey: Buffer;
  organisationId: number;
  id: number;
  input: UpdateReportSourceRequest;
}): Promise<void> {
  const secret = (field: SecretField, value: string | null | undefined) =>
    value === null
      ? { value: null }
      : value
        ? { value: sealSecret(appKey, { organisationId, field }, value) }
        : undefined;
  const changes: ReportSourceChanges = { name: input.name, type: input.type };
  if (input.has_daily_sync !== undefined) changes.hasDailySync = input.has_daily_sync;
  const authToken = secret('auth_token', input.auth_token);
  if (authToken) changes.authTokenEncrypted = authToken.value;
  const clientKey = secret('client_key', input.client_key);
  if (clientKey) changes.clientKeyEncrypted = clientKey.value;
  const clientSecret = secret('client_secret', input.client_secret);
  if (clientSecret) changes.clientSecretEncrypted = clientSecret.value;
  if (!(await updateReportSource(db, { organisationId, id }, changes))) throw notFound();
}

/**
 * Deletes the source in the caller's transaction (which first lets its warehouses go: they are
 * above sources); its sales-channel links go with it (cascade). Answers whether it was there.
 */
export async function deleteSource({
  tx,
  organisationId,
  id,
}: {
  tx: Executor;
  organisationId: number;
  id: number;
}): Promise<boolean> {
  return deleteReportSource(tx, { organisationId, id });
}

/**
 * Sources without credentials (generated data: the demo's), in the caller's transaction and one
 * statement; answers their ids by region.
 */
export async function addReportSources({
  tx,
  organisationId,
  sources,
}: {
  tx: Executor;
  organisationId: number;
  sources: readonly { name: string; type: string; regionCode: string }[];
}): Promise<{ reportSources: { id: number; regionCode: string }[] }> {
  const rows = sources.map((source) => ({ ...source, ulid: ulid(), uuid: randomUUID() }));
  return { reportSources: await insertReportSources(tx, { organisationId, rows }) };
}
