import { describe, expect, it } from 'vitest';
import { charsetOf } from './report-document-download.ts';
import { accessTokenExpired, errorsOf } from './sp-api-transport.ts';

describe("reading Amazon's error answers", () => {
  it('takes errors[] from the envelope, and nothing from anything else', () => {
    expect(
      errorsOf('{"errors":[{"code":"QuotaExceeded","message":"You exceeded your quota.","details":""}]}'),
    ).toEqual([{ code: 'QuotaExceeded', message: 'You exceeded your quota.', details: '' }]);
    expect(errorsOf('<html>Bad gateway</html>')).toEqual([]);
    expect(errorsOf('{"errors":"nope"}')).toEqual([]);
    expect(errorsOf('null')).toEqual([]);
  });

  it('tells an expired access token from the other 403s', () => {
    const unauthorized = (details: string) => [
      { code: 'Unauthorized', message: 'Access to requested resource is denied.', details },
    ];
    expect(accessTokenExpired(unauthorized('The access token you provided has expired.'))).toBe(true);
    expect(
      accessTokenExpired(unauthorized('The access token you provided is revoked, malformed or invalid.')),
    ).toBe(false);
    expect(accessTokenExpired(unauthorized('Access token is missing in the request header.'))).toBe(false);
    expect(accessTokenExpired(unauthorized(''))).toBe(false);
  });
});

describe('the charset of a report document', () => {
  it('comes from Content-Type, quoted or not', () => {
    expect(charsetOf('text/plain;charset=Cp1252')).toBe('Cp1252');
    expect(charsetOf('text/tab-separated-values; charset="ISO-8859-1"')).toBe('ISO-8859-1');
    expect(charsetOf('text/plain; CHARSET=utf-8; foo=bar')).toBe('utf-8');
  });
  it('is null when none is named', () => {
    expect(charsetOf('text/plain')).toBeNull();
    expect(charsetOf(null)).toBeNull();
  });
});
