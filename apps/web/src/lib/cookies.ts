/**
 * Reads one cookie from a `document.cookie` style string. The XSRF-TOKEN cookie is URL-encoded by
 * the server (Laravel/Sanctum convention), so the value must be decoded before it is echoed back in
 * the X-XSRF-TOKEN header, or the server's comparison fails.
 */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A malformed escape sequence: send the raw value and let the server reject it with 419.
      return raw;
    }
  }
  return undefined;
}
