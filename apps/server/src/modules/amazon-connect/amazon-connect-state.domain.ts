import { AMAZON_CONNECT_REGIONS, type AmazonConnectRegion } from '@backoffice/shared';
import { type StateCheck, signState, verifyState } from '../../lib/signed-state.ts';

/**
 * The OAuth `state` of "Connect Amazon" (lib/signed-state.ts): who started it (user), for which
 * organisation, and what to connect (name, home site and its region, the report source to connect again), until
 * when. A state from another user's session, or older than its lifetime, is refused.
 */
export interface AmazonConnectState {
  organisationUlid: string;
  userId: number;
  name: string;
  /** The seller's home site (a marketplace's country code, e.g. AU) and its region. */
  homeSite: string;
  region: AmazonConnectRegion;
  reportSourceId: number | null;
  /** Unix seconds. */
  expires: number;
}

/**
 * Fifteen minutes: the seller signs in to Seller Central (often with a second factor) before
 * confirming; Amazon's code then lasts five minutes more.
 */
export const AMAZON_STATE_LIFETIME_SECONDS = 900;

const PURPOSE = 'amazon-connect-state';

export function signAmazonState(
  key: Buffer,
  state: Omit<AmazonConnectState, 'expires'>,
  now = new Date(),
): string {
  return signState(
    key,
    PURPOSE,
    {
      organisationUlid: state.organisationUlid,
      claims: {
        u: state.userId,
        n: state.name,
        h: state.homeSite,
        r: state.region,
        s: state.reportSourceId,
      },
    },
    AMAZON_STATE_LIFETIME_SECONDS,
    now,
  );
}

export type AmazonStateCheck = StateCheck<Omit<AmazonConnectState, 'organisationUlid' | 'expires'>>;

export function verifyAmazonState(
  key: Buffer,
  token: string | undefined,
  now = new Date(),
): AmazonStateCheck {
  return verifyState(
    key,
    PURPOSE,
    token,
    ({ u: userId, n: name, h: homeSite, r: region, s: reportSourceId }) =>
      Number.isSafeInteger(userId) &&
      typeof name === 'string' &&
      typeof homeSite === 'string' &&
      /^[A-Z]{2}$/.test(homeSite) &&
      AMAZON_CONNECT_REGIONS.includes(region as AmazonConnectRegion) &&
      (reportSourceId === null || Number.isSafeInteger(reportSourceId))
        ? {
            userId: userId as number,
            name,
            homeSite,
            region: region as AmazonConnectRegion,
            reportSourceId: reportSourceId as number | null,
          }
        : null,
    now,
  );
}
