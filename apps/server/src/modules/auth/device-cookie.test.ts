import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_DAYS, issueDeviceToken, verifyDeviceToken } from './device-cookie.domain.ts';

const appKey = randomBytes(32);
const DAY = 24 * 3600_000;

describe('device tokens', () => {
  it('verify for the account they name, under the key that signed them', () => {
    const token = issueDeviceToken({ appKey, userId: 7 });
    expect(verifyDeviceToken({ appKey, token, userId: 7 })?.nonce).toBe(token.split('.')[2]);
    expect(verifyDeviceToken({ appKey, token, userId: 8 })).toBeNull();
    expect(verifyDeviceToken({ appKey: randomBytes(32), token, userId: 7 })).toBeNull();
  });

  it('expire after DEVICE_COOKIE_DAYS, and cannot be dated forward', () => {
    const issued = new Date('2030-01-01T00:00:00Z');
    const token = issueDeviceToken({ appKey, userId: 7, now: issued });
    const later = (days: number) => new Date(issued.getTime() + days * DAY);
    expect(
      verifyDeviceToken({ appKey, token, userId: 7, now: later(DEVICE_COOKIE_DAYS - 1) }),
    ).not.toBeNull();
    expect(verifyDeviceToken({ appKey, token, userId: 7, now: later(DEVICE_COOKIE_DAYS + 1) })).toBeNull();
    expect(verifyDeviceToken({ appKey, token, userId: 7, now: later(-1) })).toBeNull();
  });

  it('refuse anything malformed', () => {
    for (const token of ['', 'a.b.c', 'a.b.c.d.e', '7.x.y.z']) {
      expect(verifyDeviceToken({ appKey, token, userId: 7 })).toBeNull();
    }
  });
});
