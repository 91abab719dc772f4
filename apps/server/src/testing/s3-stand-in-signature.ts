import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * AWS Signature Version 4 as S3 checks it on a request signed in its Authorization header
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html): the canonical
 * request (method, URI, query, the signed headers, the payload hash the client declares in
 * `x-amz-content-sha256`) rebuilt from what arrived, signed with the key derived from the secret,
 * the date, the region and `s3`, and compared with the signature given. The payload hash itself is
 * checked against the body by the caller, as the body arrives.
 */

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** An answer S3 gives with its XML error body. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** What `x-amz-content-sha256` may say besides a hex SHA-256 of the body. */
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const STREAMING_UNSIGNED_TRAILER = 'STREAMING-UNSIGNED-PAYLOAD-TRAILER';
const STREAMING_SIGNED = /^STREAMING-AWS4-(HMAC-SHA256|ECDSA-P256-SHA256)-PAYLOAD(-TRAILER)?$/;
const MAX_SKEW_MS = 15 * 60 * 1000;
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

/** Checks the request's signature; answers the payload hash it declared (signed with it). */
export function verifySignatureV4(
  req: IncomingMessage,
  credentials: S3Credentials,
  nowMs = Date.now(),
): string {
  const url = req.url ?? '/';
  if (/[?&]X-Amz-Signature=/i.test(url))
    throw new S3Error(501, 'NotImplemented', 'Presigned URLs are not implemented by the stand-in');
  const authorization = req.headers.authorization;
  if (!authorization) throw new S3Error(403, 'AccessDenied', 'Access Denied');
  const parsed = AUTHORIZATION.exec(authorization);
  if (!parsed) {
    if (!authorization.startsWith('AWS4-HMAC-SHA256 '))
      throw new S3Error(
        400,
        'InvalidRequest',
        'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.',
      );
    throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  }
  const [, credential = '', signedHeaderList = '', signature = ''] = parsed;
  const [accessKeyId, scopeDate, region, service, terminator, ...rest] = credential.split('/');
  if (rest.length > 0 || service !== 's3' || terminator !== 'aws4_request' || !scopeDate || !region)
    throw new S3Error(
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".`,
    );
  if (accessKeyId !== credentials.accessKeyId)
    throw new S3Error(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
      { AWSAccessKeyId: accessKeyId ?? '' },
    );
  if (region !== credentials.region)
    throw new S3Error(
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the region '${region}' is wrong; expecting '${credentials.region}'`,
      { Region: credentials.region },
    );

  const amzDate = header(req, 'x-amz-date');
  const signedAtMs = parseAmzDate(amzDate);
  if (signedAtMs === undefined)
    throw new S3Error(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  if (amzDate.slice(0, 8) !== scopeDate)
    throw new S3Error(
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; Invalid credential date "${scopeDate}". This date is not the same as X-Amz-Date: "${amzDate.slice(0, 8)}".`,
    );
  if (Math.abs(nowMs - signedAtMs) > MAX_SKEW_MS)
    throw new S3Error(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
      { RequestTime: amzDate, ServerTime: new Date(nowMs).toISOString() },
    );

  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host'))
    throw new S3Error(
      400,
      'AuthorizationHeaderMalformed',
      'The authorization header is malformed; host must be signed.',
    );
  const unsigned = Object.keys(req.headers).filter(
    (name) => name.startsWith('x-amz-') && !signedHeaders.includes(name),
  );
  if (unsigned.length > 0)
    throw new S3Error(
      403,
      'AccessDenied',
      'There were headers present in the request which were not signed',
      { HeadersNotSigned: unsigned.join(', ') },
    );

  const payloadHash = header(req, 'x-amz-content-sha256');
  if (!payloadHash)
    throw new S3Error(
      400,
      'InvalidRequest',
      'Missing required header for this request: x-amz-content-sha256',
    );
  if (STREAMING_SIGNED.test(payloadHash))
    // The AWS SDK for JavaScript v3 does not send signed chunks (it sends STREAMING-UNSIGNED-PAYLOAD-TRAILER).
    throw new S3Error(501, 'NotImplemented', `The stand-in does not implement ${payloadHash} bodies`);
  if (
    ![UNSIGNED_PAYLOAD, STREAMING_UNSIGNED_TRAILER].includes(payloadHash) &&
    !/^[0-9a-f]{64}$/.test(payloadHash)
  )
    throw new S3Error(
      400,
      'InvalidArgument',
      'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-UNSIGNED-PAYLOAD-TRAILER, STREAMING-AWS4-HMAC-SHA256-PAYLOAD, or a valid sha256 value.',
    );

  const canonicalRequest = [
    req.method ?? 'GET',
    canonicalUri(url),
    canonicalQuery(url),
    signedHeaders.map((name) => `${name}:${canonicalHeaderValue(req, name)}\n`).join(''),
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${scopeDate}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, scopeDate), region),
  );
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new S3Error(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      {
        AWSAccessKeyId: credentials.accessKeyId,
        StringToSign: stringToSign,
        SignatureProvided: signature,
        CanonicalRequest: canonicalRequest,
      },
    );
  return payloadHash;
}

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** Every occurrence of the header, each trimmed with inner runs of spaces made one, joined with commas. */
function canonicalHeaderValue(req: IncomingMessage, name: string): string {
  const values: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]?.toLowerCase() === name)
      values.push((req.rawHeaders[i + 1] ?? '').trim().replace(/\s+/g, ' '));
  }
  return values.join(',');
}

/** S3 encodes each path segment once (no normalising of `.` or `..`, no double encoding). */
function canonicalUri(url: string): string {
  const path = url.split('?')[0] ?? '/';
  return path
    .split('/')
    .map((segment) => uriEncode(decode(segment)))
    .join('/');
}

function canonicalQuery(url: string): string {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      return [uriEncode(decode(name)), uriEncode(decode(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new S3Error(400, 'InvalidURI', "Couldn't parse the specified URI.");
  }
}

/** RFC 3986: everything but A-Z a-z 0-9 - _ . ~ percent-encoded, in upper-case hex. */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function parseAmzDate(value: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const ms = Date.parse(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

function sha256Hex(data: string): string {
  return createHash('sha256').update(data, 'utf8').digest('hex');
}
