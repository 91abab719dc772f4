import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decrypt, encrypt, safeEqual, sha256 } from './crypto.ts';
import { signUrl, verifySignedPath } from './signed-url.ts';

const key = randomBytes(32);

describe('encryption at rest', () => {
  it('round-trips and never repeats a ciphertext', () => {
    const a = encrypt(key, 'client secret');
    expect(a).not.toContain('client secret');
    expect(encrypt(key, 'client secret')).not.toBe(a);
    expect(decrypt(key, a)).toBe('client secret');
  });

  it('refuses a tampered ciphertext or another key', () => {
    const payload = encrypt(key, 'secret');
    const [iv, tag, body] = payload.split('.');
    const flipped = Buffer.from(body ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decrypt(key, `${iv}.${tag}.${flipped.toString('base64url')}`)).toThrow();
    expect(() => decrypt(randomBytes(32), payload)).toThrow();
  });
});

describe('signed links', () => {
  const path = '/api/fortify/email/verify/1/abc';
  const later = new Date(Date.now() + 60_000);

  it('accepts the link as signed', () => {
    const url = new URL(signUrl({ key, baseUrl: 'http://h', path, expiresAt: later }));
    const expires = Number(url.searchParams.get('expires'));
    expect(verifySignedPath({ key, path, expires, signature: url.searchParams.get('signature') ?? '' })).toBe(
      'valid',
    );
  });

  it('rejects another path, a moved expiry, or a passed one', () => {
    const url = new URL(signUrl({ key, baseUrl: 'http://h', path, expiresAt: later }));
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature') ?? '';
    expect(verifySignedPath({ key, path: `${path}x`, expires, signature })).toBe('invalid');
    expect(verifySignedPath({ key, path, expires: expires + 1, signature })).toBe('invalid');
    expect(verifySignedPath({ key, path, expires, signature, now: new Date(later.getTime() + 2000) })).toBe(
      'expired',
    );
  });
});

describe('helpers', () => {
  it('compares strings safely, whatever their lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(sha256('x')).toHaveLength(64);
  });
});
