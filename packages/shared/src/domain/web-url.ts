/**
 * Web addresses from user data (a transfer's destination_url): stored only when they are an
 * absolute http or https URL, and linked to only when they are one (rows written before the check
 * may hold anything). One test for both, so the API refuses exactly what the web app will not link.
 */

export const WEB_URL_MESSAGE = 'Enter a web address starting with https:// or http://.';

/** C0 and C1 controls and DEL: `new URL` drops tabs and newlines ("java\tscript:" is javascript:). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** The scheme and both slashes, written out: `https:evil.example` resolves against the page. */
const WEB_SCHEME = /^https?:\/\//i;

/**
 * An absolute http(s) URL with a host, exactly as given: no surrounding whitespace, no control
 * character anywhere. Refuses `javascript:`, `data:`, `vbscript:`, `//host` (scheme-relative),
 * `https:host` and whatever `new URL` cannot parse.
 */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value !== value.trim()) return false;
  if (CONTROL_CHARACTER.test(value) || !WEB_SCHEME.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
}
