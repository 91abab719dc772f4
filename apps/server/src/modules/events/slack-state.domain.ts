import { type StateCheck, signState, verifyState } from '../../lib/signed-state.ts';

/**
 * The OAuth `state` of "Add to Slack" (lib/signed-state.ts): who started the flow (user), for
 * which organisation and event, and until when. A state from another user's session, another
 * organisation or an hour ago is refused.
 */
export interface SlackState {
  organisationUlid: string;
  event: string;
  userId: number;
  /** Unix seconds. */
  expires: number;
}

/** Ten minutes: Slack's own codes last as long; a user picks a channel in seconds. */
export const SLACK_STATE_LIFETIME_SECONDS = 600;

const PURPOSE = 'slack-oauth-state';

export function signSlackState(key: Buffer, state: Omit<SlackState, 'expires'>, now = new Date()): string {
  return signState(
    key,
    PURPOSE,
    { organisationUlid: state.organisationUlid, claims: { e: state.event, u: state.userId } },
    SLACK_STATE_LIFETIME_SECONDS,
    now,
  );
}

export type { StateCheck };

export function verifySlackState(
  key: Buffer,
  token: string | undefined,
  now = new Date(),
): StateCheck<Pick<SlackState, 'event' | 'userId'>> {
  return verifyState(
    key,
    PURPOSE,
    token,
    ({ e: event, u: userId }) =>
      typeof event === 'string' && Number.isSafeInteger(userId) ? { event, userId: userId as number } : null,
    now,
  );
}
