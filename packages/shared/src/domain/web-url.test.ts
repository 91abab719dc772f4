import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../contracts/errors.ts';
import { webUrl } from '../contracts/fields.ts';
import { sellerCentralShipmentUrl } from '../contracts/shipments.ts';
import { transferRequestSchema } from '../contracts/transfers.ts';
import { isWebUrl, WEB_URL_MESSAGE } from './web-url.ts';

const ACCEPTED = [
  'https://sellercentral.amazon.com/gp/fba/inbound-shipment-workflow/index.html#FBA15ABCD1234/summary/tracking',
  'http://example.com',
  'https://example.com:8443/path?query=1&x=%20y#hash',
  'HTTPS://EXAMPLE.COM/',
  'https://127.0.0.1/',
  'https://[::1]/',
  'https://bücher.example/straße',
];

const REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com/file',
  'mailto:someone@example.com',
  '//evil.example',
  '/relative/path',
  'example.com',
  'https:evil.example',
  'https:/evil.example',
  'http://',
  'https://',
  '  javascript:alert(1)',
  ' https://example.com',
  'https://example.com ',
  'https://example.com\n',
  '\u00a0https://example.com',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'https://exa\tmple.com',
  'https://example.com/\u0000',
  'https://example.com/\u007f',
  'https://example.com/\u0085',
  'https://exa mple.com',
  'not a url',
  '',
];

describe('isWebUrl', () => {
  it.each(ACCEPTED)('accepts %j', (value) => {
    expect(isWebUrl(value)).toBe(true);
  });

  it.each(REFUSED)('refuses %j', (value) => {
    expect(isWebUrl(value)).toBe(false);
  });

  it("accepts the Seller Central address a shipment's import stores", () => {
    expect(isWebUrl(sellerCentralShipmentUrl('sellercentral-europe.amazon.com', 'FBA15ABCD1234'))).toBe(true);
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 1, {}, ['https://example.com'], new URL('https://example.com')])
      expect(isWebUrl(value)).toBe(false);
  });
});

describe('webUrl', () => {
  it('passes a web address through unchanged and refuses the others with one message', () => {
    const field = webUrl('website');
    expect(field.parse(ACCEPTED[0])).toBe(ACCEPTED[0]);
    for (const value of REFUSED) {
      const result = field.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([WEB_URL_MESSAGE]);
    }
  });

  it('says when the value is too long or not a string', () => {
    const long = `https://example.com/${'a'.repeat(2000)}`;
    expect(
      webUrl('website')
        .safeParse(long)
        .error?.issues.map((issue) => issue.message),
    ).toContain('The website field must not be greater than 2000 characters.');
    expect(
      webUrl('website')
        .safeParse(12)
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['The website field must be a string.']);
  });
});

describe("a transfer's destination_url", () => {
  const destination = (destination_url: unknown) => transferRequestSchema.safeParse({ destination_url });

  it('keeps an http(s) address as sent', () => {
    for (const value of ACCEPTED) expect(destination(value).data?.destination_url).toBe(value);
  });

  it('refuses every other value on the field', () => {
    for (const value of REFUSED.filter((each) => each.trim() !== '')) {
      const result = destination(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual({
        destination_url: [WEB_URL_MESSAGE],
      });
    }
  });

  it('clears on null or a blank value and keeps what is stored when left out, as before', () => {
    expect(destination(null).data).toEqual({ destination_url: null });
    expect(destination('').data).toEqual({ destination_url: null });
    expect(destination('   ').data).toEqual({ destination_url: null });
    expect(transferRequestSchema.parse({})).toEqual({});
    expect(destination(5).error?.issues.map((issue) => issue.message)).toEqual([
      'The destination url field must be a string.',
    ]);
  });
});
