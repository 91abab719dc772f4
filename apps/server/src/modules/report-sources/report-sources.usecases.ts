import { randomUUID } from 'node:crypto';
import type { CreateReportSourceRequest, ReportSource, UpdateReportSourceRequest } from '@backoffice/shared';
import { ulid } from 'ulid';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type SecretField, type SecretSlot, sealSecret } from './report-source-secrets.ts';
import { presentReportSource } from './report-sources.presenter.ts';
import {
  deleteReportSource,
  findReportSource,
  insertReportSource,
  listReportSources,
  type ReportSourceChanges,
  salesChannelsOfSources,
  updateReportSource,
} from './report-sources.repository.ts';
import type { ReportSourceRow } from './report-sources.tables.ts';

interface Deps {
  db: Executor;
  appKey: Buffer;
  organisationId: number;
}

async function present(
  db: Executor,
  organisationId: number,
  rows: ReportSourceRow[],
): Promise<ReportSource[]> {
  const channels = await salesChannelsOfSources(
    db,
    organisationId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentReportSource(row, channels));
}

export async function listSources({ db, organisationId }: Omit<Deps, 'appKey'>): Promise<ReportSource[]> {
  return present(db, organisationId, await listReportSources(db, organisationId));
}

export async function showSource({
  db,
  organisationId,
  id,
}: Omit<Deps, 'appKey'> & { id: number }): Promise<ReportSource> {
  const row = await findReportSource(db, organisationId, id);
  if (!row) throw notFound();
  const [source] = await present(db, organisationId, [row]);
  if (!source) throw notFound();
  return source;
}

/** Encrypts a secret as typed; an empty one counts as not given. */
function sealed(appKey: Buffer, slot: SecretSlot, value: string | null | undefined): string | null {
  return value ? sealSecret(appKey, slot, value) : null;
}

export async function createSource({
  db,
  appKey,
  organisationId,
  input,
}: Deps & { input: CreateReportSourceRequest }): Promise<ReportSource> {
  const row = await insertReportSource(db, organisationId, {
    ulid: ulid(),
    uuid: randomUUID(),
    name: input.name,
    type: input.type,
    regionCode: input.region_code ?? 'Unknown',
    sellerPartnerId: input.seller_partner_id || null,
    hasDailySync: input.has_daily_sync ?? true,
    authTokenEncrypted: sealed(appKey, { organisationId, field: 'auth_token' }, input.auth_token),
    clientKeyEncrypted: sealed(appKey, { organisationId, field: 'client_key' }, input.client_key),
    clientSecretEncrypted: sealed(appKey, { organisationId, field: 'client_secret' }, input.client_secret),
  });
  return showSource({ db, organisationId, id: row.id });
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
}: Deps & { id: number; input: UpdateReportSourceRequest }): Promise<ReportSource> {
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
  if (!(await updateReportSource(db, organisationId, id, changes))) throw notFound();
  return showSource({ db, organisationId, id });
}

export async function removeSource({ db, organisationId, id }: Omit<Deps, 'appKey'> & { id: number }) {
  const deleted = await db.transaction((tx) => deleteReportSource(tx, organisationId, id));
  if (!deleted) throw notFound();
}
