import type { Executor } from '../../db/client.ts';
import type { OnRecord } from '../../lib/use-case.ts';
import { setAmazonConnection, setAuthorizationState } from './amazon-sources.repository.ts';

/**
 * Makes the source a seller account's Amazon source with the sealed refresh token Amazon has just
 * granted, in the caller's transaction (the connection's, which holds the seller account's lock).
 * False when the source is gone.
 */
export function connectAmazonSource({
  db,
  organisationId,
  id,
  connection,
}: OnRecord<Executor> & {
  connection: {
    name: string;
    sellerPartnerId: string;
    regionCode: string;
    homeSite: string;
    authTokenEncrypted: string;
  };
}): Promise<boolean> {
  return setAmazonConnection(db, { organisationId, id }, connection);
}

/** What the last check of a source's authorization found (error null: Amazon accepted it). */
export function recordAuthorizationCheck({
  db,
  organisationId,
  id,
  checkedAt,
  error,
}: OnRecord<Executor> & { checkedAt: Date; error: string | null }): Promise<void> {
  return setAuthorizationState(db, { organisationId, id }, { checkedAt, error });
}
