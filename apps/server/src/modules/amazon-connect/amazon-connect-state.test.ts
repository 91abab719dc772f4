import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AMAZON_STATE_LIFETIME_SECONDS,
  signAmazonState,
  verifyAmazonState,
} from './amazon-connect-state.domain.ts';

const key = randomBytes(32);
const claims = {
  organisationUlid: '01J0TESTQRGANXSATXN0000000',
  userId: 7,
  name: 'Amazon EU',
  homeSite: 'IN',
  region: 'eu' as const,
  reportSourceId: null,
};
const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1) + seconds * 1000);
const reencode = (token: string, change: Record<string, unknown>) => {
  const [payload, signature] = token.split('.');
  const claimsOf = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
  return `${Buffer.from(JSON.stringify({ ...claimsOf, ...change })).toString('base64url')}.${signature}`;
};

describe('the signed OAuth state of Connect Amazon', () => {
  it('carries the organisation, user, name, home site, region and source back, for fifteen minutes', () => {
    const token = signAmazonState(key, { ...claims, reportSourceId: 12 }, at(0));
    expect(verifyAmazonState(key, token, at(AMAZON_STATE_LIFETIME_SECONDS - 1))).toEqual({
      status: 'valid',
      state: {
        ...claims,
        reportSourceId: 12,
        expires: Math.floor(at(AMAZON_STATE_LIFETIME_SECONDS).getTime() / 1000),
      },
    });
    expect(verifyAmazonState(key, token, at(AMAZON_STATE_LIFETIME_SECONDS + 1))).toEqual({
      status: 'expired',
      organisationUlid: claims.organisationUlid,
    });
  });

  it('is refused when changed, signed with another key or not a state at all', () => {
    const token = signAmazonState(key, claims, at(0));
    for (const change of [
      { u: 8 },
      { r: 'na' },
      { h: 'DE' },
      { s: 1 },
      { n: 'Other' },
      { o: '01J0TESTQRGANXSATXN0000001' },
    ])
      expect(verifyAmazonState(key, reencode(token, change), at(1)).status, JSON.stringify(change)).toBe(
        'invalid',
      );
    expect(verifyAmazonState(randomBytes(32), token, at(1)).status).toBe('invalid');
    for (const junk of [undefined, '', 'abc', '.', `${token}.x`, 'e30.00'])
      expect(verifyAmazonState(key, junk, at(1)), String(junk)).toMatchObject({ status: 'invalid' });
    // Every state differs (nonce), so one cannot be predicted from another.
    expect(signAmazonState(key, claims, at(0))).not.toBe(token);
  });

  it("is not Slack's: a state signed for Add to Slack with the same key does not verify", async () => {
    const { signSlackState } = await import('../events/slack-state.domain.ts');
    const slack = signSlackState(
      key,
      { organisationUlid: claims.organisationUlid, event: 'x', userId: 7 },
      at(0),
    );
    expect(verifyAmazonState(key, slack, at(1)).status).toBe('invalid');
  });
});
