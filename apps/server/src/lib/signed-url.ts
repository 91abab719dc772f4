import { hmac, safeEqual } from './crypto.ts';

/**
 * Laravel-style signed URLs: `expires` and `signature` query parameters, the signature an HMAC of
 * the path and expiry under APP_KEY, so a link cannot be forged or extended.
 */
export function signUrl({
  key,
  baseUrl,
  path,
  expiresAt,
}: {
  key: Buffer;
  baseUrl: string;
  path: string;
  expiresAt: Date;
}) {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const signature = hmac(key, `${path}?expires=${expires}`);
  return `${baseUrl}${path}?expires=${expires}&signature=${signature}`;
}

export function verifySignedPath({
  key,
  path,
  expires,
  signature,
  now = new Date(),
}: {
  key: Buffer;
  path: string;
  expires: number;
  signature: string;
  now?: Date;
}): 'valid' | 'expired' | 'invalid' {
  if (!safeEqual(hmac(key, `${path}?expires=${expires}`), signature)) return 'invalid';
  return expires * 1000 < now.getTime() ? 'expired' : 'valid';
}
