import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('follows paths of this site', () => {
    expect(safeRedirect('/organisation/A/transfers?draft=true')).toBe('/organisation/A/transfers?draft=true');
  });

  it('refuses other sites and odd input', () => {
    for (const target of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'organisation/A',
      '',
      null,
    ]) {
      expect(safeRedirect(target)).toBeUndefined();
    }
  });

  it('never sends a user who just signed in back to a public page', () => {
    expect(safeRedirect('/auth/login?redirect=/x')).toBeUndefined();
    expect(safeRedirect('/auth/reset-password/abc')).toBeUndefined();
  });
});

describe('loginPathFor', () => {
  it('keeps the intended path and query in the redirect parameter', () => {
    expect(loginPathFor({ pathname: '/organisation/A/skus', search: '?page=2' })).toBe(
      '/auth/login?redirect=%2Forganisation%2FA%2Fskus%3Fpage%3D2',
    );
    expect(loginPathFor({ pathname: '/', search: '' })).toBe('/auth/login');
  });
});
