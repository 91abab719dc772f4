import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('decodes the XSRF-TOKEN value the server URL-encoded', () => {
    const cookies = 'theme=dark; XSRF-TOKEN=eyJpdiI6IkFCQyJ9%3D%3D; session=abc';
    expect(readCookie(cookies, 'XSRF-TOKEN')).toBe('eyJpdiI6IkFCQyJ9==');
  });

  it('matches the whole cookie name, not a suffix of another one', () => {
    expect(readCookie('OLD-XSRF-TOKEN=stale; XSRF-TOKEN=fresh', 'XSRF-TOKEN')).toBe('fresh');
    expect(readCookie('OLD-XSRF-TOKEN=stale', 'XSRF-TOKEN')).toBeUndefined();
  });

  it('keeps "=" inside the value and returns undefined when the cookie is absent', () => {
    expect(readCookie('a=b=c', 'a')).toBe('b=c');
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined();
  });

  it('falls back to the raw value when it is not valid URL encoding', () => {
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A');
  });
});
