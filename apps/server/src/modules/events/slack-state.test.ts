import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SLACK_STATE_LIFETIME_SECONDS, signSlackState, verifySlackState } from './slack-state.domain.ts';

const key = randomBytes(32);
const claims = { organisationUlid: '01J0TESTQRGANXSATXN0000000', event: 'sync_failure', userId: 7 };
const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1) + seconds * 1000);

describe('the signed OAuth state of Add to Slack', () => {
  it('carries the organisation, event and user back, for ten minutes', () => {
    const token = signSlackState(key, claims, at(0));
    expect(verifySlackState(key, token, at(SLACK_STATE_LIFETIME_SECONDS - 1))).toMatchObject({
      status: 'valid',
      state: claims,
    });
    expect(verifySlackState(key, token, at(SLACK_STATE_LIFETIME_SECONDS + 1))).toEqual({
      status: 'expired',
      organisationUlid: claims.organisationUlid,
    });
  });

  it('is refused when changed, signed with another key or not a state at all', () => {
    const token = signSlackState(key, claims, at(0));
    const [payload, signature] = token.split('.');
    const other = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), u: 8 }),
    ).toString('base64url');
    expect(verifySlackState(key, `${other}.${signature}`, at(1)).status).toBe('invalid');
    expect(verifySlackState(randomBytes(32), token, at(1)).status).toBe('invalid');
    for (const junk of [undefined, '', 'abc', '.', `${token}.x`, 'e30.00'])
      expect(verifySlackState(key, junk, at(1)), String(junk)).toMatchObject({ status: 'invalid' });
    // Every state differs (nonce), so one cannot be predicted from another.
    expect(signSlackState(key, claims, at(0))).not.toBe(token);
  });
});
