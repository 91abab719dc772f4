import { createHmac, timingSafeEqual } from 'node:crypto';
import { amzDate, isoSeconds } from '../dataset/time.ts';

/**
 * Presigned-looking download URLs in S3's query-signature form. The signature (an HMAC with the
 * simulator's own secret) covers the document, the signing time and the lifetime, so a URL that
 * is altered or older than 5 minutes is refused as S3 refuses it.
 */
export const DOCUMENT_URL_SECONDS = 300;

export type UrlCheck =
  | { ok: true }
  | {
      ok: false;
      code: 'AccessDenied' | 'SignatureDoesNotMatch';
      message: string;
      details: Record<string, string>;
    };

export function createDocumentSigner(secret: Buffer) {
  const signatureOf = (documentId: string, signedAt: string, expires: string) =>
    createHmac('sha256', secret).update(`${documentId}\n${signedAt}\n${expires}`).digest('hex');

  return {
    sign(baseUrl: string, documentId: string, nowMs: number): string {
      const signedAt = amzDate(nowMs);
      const expires = String(DOCUMENT_URL_SECONDS);
      const query = new URLSearchParams({
        'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
        'X-Amz-Credential': `SIMULATOR/${signedAt.slice(0, 8)}/us-east-1/s3/aws4_request`,
        'X-Amz-Date': signedAt,
        'X-Amz-Expires': expires,
        'X-Amz-SignedHeaders': 'host',
        'X-Amz-Signature': signatureOf(documentId, signedAt, expires),
      });
      return `${baseUrl}/report-documents/${encodeURIComponent(documentId)}?${query}`;
    },

    check(documentId: string, query: URLSearchParams, nowMs: number): UrlCheck {
      const signedAt = query.get('X-Amz-Date') ?? '';
      const expires = query.get('X-Amz-Expires') ?? '';
      const given = Buffer.from(query.get('X-Amz-Signature') ?? '');
      const expected = Buffer.from(signatureOf(documentId, signedAt, expires));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return {
          ok: false,
          code: 'SignatureDoesNotMatch',
          message: 'The request signature we calculated does not match the signature you provided.',
          details: {},
        };
      }
      const signedMs = Date.parse(
        signedAt.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
      );
      const expiresMs = signedMs + Number(expires) * 1000;
      if (nowMs > expiresMs) {
        return {
          ok: false,
          code: 'AccessDenied',
          message: 'Request has expired',
          details: {
            'X-Amz-Expires': expires,
            Expires: isoSeconds(expiresMs),
            ServerTime: isoSeconds(nowMs),
          },
        };
      }
      return { ok: true };
    },
  };
}

export type DocumentSigner = ReturnType<typeof createDocumentSigner>;
