import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import type { FilesConfig } from '../config.ts';
import { AwsChunkedDecoder } from './s3-stand-in-chunked.ts';
import {
  S3Error,
  STREAMING_UNSIGNED_TRAILER,
  UNSIGNED_PAYLOAD,
  verifySignatureV4,
} from './s3-stand-in-signature.ts';

/**
 * A local S3 for tests (FILE_STORE=s3 with S3_ENDPOINT pointing here), on loopback, speaking S3's
 * REST protocol to the real AWS SDK: path-style requests `/<bucket>/<key>`, each signed with AWS
 * Signature V4 (s3-stand-in-signature.ts: checked on every request; a wrong key, secret, region
 * or a changed header answers 403 as S3 does) and, when it carries a body, its payload hash,
 * CRC32 and Content-MD5 checked against the bytes received.
 *
 * - PutObject, GetObject, HeadObject (If-Match; `x-amz-checksum-mode: ENABLED` returns the
 *   object's CRC32), DeleteObject (204 whether or not the key exists).
 * - CreateMultipartUpload (optionally with `x-amz-checksum-algorithm: CRC32`, then every part
 *   needs its checksum), UploadPart, CompleteMultipartUpload (parts in ascending order, ETags
 *   and checksums matching, every part but the last at least 5 MiB; the multipart ETag
 *   `md5(part md5s)-N`), AbortMultipartUpload.
 * - Bodies: signed (hex SHA-256), `UNSIGNED-PAYLOAD`, or `STREAMING-UNSIGNED-PAYLOAD-TRAILER` in
 *   aws-chunked framing with a CRC32 trailer (what SDK v3 sends for a streamed body by default).
 * - Errors as S3 answers them: `<Error><Code>NoSuchKey</Code>…` with the status S3 uses;
 *   anything else it is asked (listings, ranges, copies, ACLs, other checksums, signed chunks)
 *   answers 501 NotImplemented rather than being half done.
 *
 * Objects and parts are files in a temporary directory, streamed in and out (never whole in
 * memory), removed by `close()`. `requests` records every request for tests to inspect.
 */

export interface RecordedRequest {
  /** S3's name for the operation (`UploadPart`, …), or `Unsupported`. */
  operation: string;
  bucket?: string;
  key?: string;
  partNumber?: number;
  /** 0 until answered. */
  status: number;
  /** S3's error code, when refused. */
  code?: string;
}

export interface S3StandIn {
  /** The endpoint (S3_ENDPOINT). */
  url: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The product's configuration for this bucket (FILE_STORE=s3 and the S3_* variables). */
  filesConfig: Extract<FilesConfig, { store: 's3' }>;
  requests: RecordedRequest[];
  /** Keys of the objects in a bucket (default: the stand-in's bucket). */
  objectKeys(bucket?: string): string[];
  /** Multipart uploads started and neither completed nor aborted. */
  pendingUploads(): { bucket: string; key: string; uploadId: string; parts: number }[];
  close(): Promise<void>;
}

interface StoredObject {
  path: string;
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
  /** Base64; `…-N` for a multipart upload's checksum of its parts' checksums. */
  crc32?: string;
}

interface StoredPart {
  path: string;
  size: number;
  etag: string;
  md5: Buffer;
  crc32?: string;
}

interface MultipartUpload {
  bucket: string;
  key: string;
  contentType: string;
  checksumAlgorithm?: 'CRC32';
  parts: Map<number, StoredPart>;
}

interface Received {
  size: number;
  md5: Buffer;
  /** The CRC32 the client sent (header or trailer), checked against the bytes. */
  crc32?: string;
}

type Operation =
  | 'PutObject'
  | 'GetObject'
  | 'HeadObject'
  | 'DeleteObject'
  | 'CreateMultipartUpload'
  | 'UploadPart'
  | 'CompleteMultipartUpload'
  | 'AbortMultipartUpload';

const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';
const MIN_PART_BYTES = 5 * 1024 * 1024;
const MAX_XML_BYTES = 1024 * 1024;
/** `x-amz-*` headers whose meaning the stand-in implements; any other answers NotImplemented. */
const KNOWN_AMZ_HEADERS = new Set([
  'x-amz-content-sha256',
  'x-amz-date',
  'x-amz-user-agent',
  'x-amz-sdk-checksum-algorithm',
  'x-amz-checksum-algorithm',
  'x-amz-checksum-crc32',
  'x-amz-checksum-mode',
  'x-amz-checksum-type',
  'x-amz-decoded-content-length',
  'x-amz-trailer',
]);
/** Standard headers S3 acts on that the stand-in does not. */
const UNSUPPORTED_HEADERS = [
  'range',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
  'cache-control',
  'content-disposition',
  'content-language',
  'expires',
];

export async function startS3StandIn({
  port = 0,
  bucket = 'stockroom-files',
  region = 'us-east-1',
  accessKeyId = 'STANDINACCESSKEYID01',
  secretAccessKey = 'stand-in-secret-access-key/0123456789abcd',
}: {
  port?: number;
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
} = {}): Promise<S3StandIn> {
  const dir = await mkdtemp(join(tmpdir(), 's3-stand-in-'));
  const buckets = new Map<string, Map<string, StoredObject>>([[bucket, new Map()]]);
  const uploads = new Map<string, MultipartUpload>();
  const requests: RecordedRequest[] = [];
  const credentials = { accessKeyId, secretAccessKey, region };
  const hostId = randomBytes(24).toString('base64');
  const newFile = () => join(dir, randomBytes(12).toString('hex'));
  let url = '';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    res.setHeader('x-amz-request-id', requestId);
    res.setHeader('x-amz-id-2', hostId);
    res.setHeader('server', 'AmazonS3');
    const record: RecordedRequest = { operation: 'Unsupported', status: 0 };
    requests.push(record);
    let bodyRead = false;
    try {
      const target = parseTarget(req.url ?? '/');
      const operation = operationOf(req.method ?? 'GET', target);
      Object.assign(record, {
        operation: operation ?? 'Unsupported',
        bucket: target.bucket,
        key: target.key,
        ...(operation === 'UploadPart' ? { partNumber: Number(target.query.get('partNumber')) } : {}),
      });
      const payloadHash = verifySignatureV4(req, credentials);
      if (!operation)
        throw new S3Error(501, 'NotImplemented', 'The stand-in does not implement this request');
      refuseUnsupportedHeaders(req, operation);
      const objects = buckets.get(target.bucket);
      if (!objects)
        throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', {
          BucketName: target.bucket,
        });
      // Only now is the client told to send its body (Node answers 100 Continue only on request).
      if (/100-continue/i.test(req.headers.expect ?? '')) res.writeContinue();
      bodyRead = true;
      const request: S3Call = { req, res, payloadHash, bucket: target.bucket, key: target.key, objects };
      const uploadId = target.query.get('uploadId') ?? '';
      if (operation === 'PutObject') await putObject(request);
      else if (operation === 'GetObject' || operation === 'HeadObject') await getObject(request);
      else if (operation === 'DeleteObject') await deleteObject(request);
      else if (operation === 'CreateMultipartUpload') await createMultipartUpload(request);
      else if (operation === 'UploadPart')
        await uploadPart(request, uploadId, target.query.get('partNumber') ?? '');
      else if (operation === 'CompleteMultipartUpload') await completeMultipartUpload(request, uploadId);
      else await abortMultipartUpload(request, uploadId);
      record.status = res.statusCode;
    } catch (error) {
      const refusal =
        error instanceof S3Error
          ? error
          : new S3Error(500, 'InternalError', 'We encountered an internal error. Please try again.');
      record.status = refusal.status;
      record.code = refusal.code;
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (!bodyRead || !req.complete) {
        // A body not (fully) read is not waited for: drain what comes and close, as S3 does.
        res.setHeader('connection', 'close');
        req.resume();
      }
      sendError(req, res, refusal, requestId);
    }
  }

  interface S3Call {
    req: IncomingMessage;
    res: ServerResponse;
    payloadHash: string;
    bucket: string;
    key: string;
    objects: Map<string, StoredObject>;
  }

  /** Streams the body into `sink`, decoding aws-chunked, and checks every hash the client sent. */
  async function receive(req: IncomingMessage, payloadHash: string, sink: Writable): Promise<Received> {
    const md5 = createHash('md5');
    const sha256 = createHash('sha256');
    let crc = 0;
    let size = 0;
    const digest = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        md5.update(chunk);
        sha256.update(chunk);
        crc = crc32(chunk, crc);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const chunked = payloadHash === STREAMING_UNSIGNED_TRAILER;
    const decoder = chunked ? new AwsChunkedDecoder() : undefined;
    if (chunked !== encodingsOf(req).includes('aws-chunked'))
      throw new S3Error(
        400,
        'InvalidArgument',
        `Content-Encoding aws-chunked goes with ${STREAMING_UNSIGNED_TRAILER}`,
      );
    if (chunked) {
      if (!/^\d+$/.test(headerOf(req, 'x-amz-decoded-content-length')))
        throw new S3Error(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
    }
    await pipeline(decoder ? [req, decoder, digest, sink] : [req, digest, sink]);

    const computed = { md5: md5.digest(), sha256: sha256.digest('hex'), crc32: crc32Base64(crc) };
    if (!chunked && payloadHash !== UNSIGNED_PAYLOAD && payloadHash !== computed.sha256)
      throw new S3Error(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
        { ClientComputedContentSHA256: payloadHash, S3ComputedContentSHA256: computed.sha256 },
      );
    if (chunked && Number(headerOf(req, 'x-amz-decoded-content-length')) !== size)
      throw new S3Error(
        400,
        'IncompleteBody',
        'You did not provide the number of bytes specified by the x-amz-decoded-content-length header',
      );
    const contentMd5 = headerOf(req, 'content-md5');
    if (contentMd5 && contentMd5 !== computed.md5.toString('base64'))
      throw new S3Error(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
    let sentCrc32 = headerOf(req, 'x-amz-checksum-crc32') || undefined;
    const trailer = headerOf(req, 'x-amz-trailer').toLowerCase();
    if (trailer) {
      if (!decoder) throw new S3Error(400, 'InvalidRequest', 'x-amz-trailer needs an aws-chunked body');
      if (trailer !== 'x-amz-checksum-crc32')
        throw new S3Error(501, 'NotImplemented', `The stand-in does not implement the ${trailer} trailer`);
      sentCrc32 = decoder.trailers.get(trailer);
      if (!sentCrc32)
        throw new S3Error(400, 'MalformedTrailerError', `The request did not end with ${trailer}`);
    }
    if (sentCrc32 !== undefined && sentCrc32 !== computed.crc32)
      throw new S3Error(400, 'BadDigest', 'The CRC32 you specified did not match the calculated checksum.');
    return { size, md5: computed.md5, crc32: sentCrc32 };
  }

  /** Receives a body into a new file; the file is gone again if anything about it is refused. */
  async function receiveFile(request: S3Call): Promise<Received & { path: string }> {
    const path = newFile();
    try {
      return { ...(await receive(request.req, request.payloadHash, createWriteStream(path))), path };
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  async function receiveSmall(request: S3Call, limit: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let length = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        length += chunk.length;
        if (length > limit)
          return callback(new S3Error(400, 'MaxMessageLengthExceeded', 'Your request was too big.'));
        chunks.push(chunk);
        callback();
      },
    });
    await receive(request.req, request.payloadHash, sink);
    return Buffer.concat(chunks);
  }

  async function putObject(request: S3Call): Promise<void> {
    const received = await receiveFile(request);
    const etag = `"${received.md5.toString('hex')}"`;
    store(request, {
      path: received.path,
      size: received.size,
      contentType: contentTypeOf(request.req),
      etag,
      lastModified: new Date(),
      crc32: received.crc32,
    });
    request.res.writeHead(200, { etag, ...checksumHeaders(received.crc32) }).end();
  }

  async function getObject(request: S3Call): Promise<void> {
    await receiveSmall(request, 0);
    const { req, res, objects, key } = request;
    const object = objects.get(key);
    if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
    const ifMatch = req.headers['if-match'];
    if (ifMatch && ifMatch !== '*' && !ifMatch.split(',').some((tag) => tag.trim() === object.etag))
      throw new S3Error(
        412,
        'PreconditionFailed',
        'At least one of the pre-conditions you specified did not hold',
        { Condition: 'If-Match' },
      );
    const headers = {
      'content-type': object.contentType,
      'content-length': String(object.size),
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
      'accept-ranges': 'bytes',
      ...(headerOf(req, 'x-amz-checksum-mode').toUpperCase() === 'ENABLED'
        ? checksumHeaders(object.crc32)
        : {}),
    };
    if (req.method === 'HEAD') {
      res.writeHead(200, headers).end();
      return;
    }
    // Opened before answering: a delete that comes while it is read does not cut it short.
    const file = await open(object.path);
    res.writeHead(200, headers);
    await pipeline(file.createReadStream(), res);
  }

  async function deleteObject(request: S3Call): Promise<void> {
    await receiveSmall(request, 0);
    const object = request.objects.get(request.key);
    request.objects.delete(request.key);
    if (object) await rm(object.path, { force: true });
    request.res.writeHead(204).end();
  }

  async function createMultipartUpload(request: S3Call): Promise<void> {
    await receiveSmall(request, 0);
    const algorithm = headerOf(request.req, 'x-amz-checksum-algorithm').toUpperCase();
    if (algorithm && algorithm !== 'CRC32')
      throw new S3Error(501, 'NotImplemented', `The stand-in does not implement ${algorithm} checksums`);
    const type = headerOf(request.req, 'x-amz-checksum-type').toUpperCase();
    if (type && type !== 'COMPOSITE')
      throw new S3Error(501, 'NotImplemented', `The stand-in does not implement ${type} checksums`);
    const uploadId = randomBytes(32).toString('base64url');
    uploads.set(uploadId, {
      bucket: request.bucket,
      key: request.key,
      contentType: contentTypeOf(request.req),
      ...(algorithm ? { checksumAlgorithm: 'CRC32' as const } : {}),
      parts: new Map(),
    });
    const checksum: Record<string, string> = algorithm
      ? { 'x-amz-checksum-algorithm': 'CRC32', 'x-amz-checksum-type': 'COMPOSITE' }
      : {};
    sendXml(
      request.res,
      200,
      `<InitiateMultipartUploadResult xmlns="${XMLNS}"><Bucket>${xml(request.bucket)}</Bucket><Key>${xml(request.key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
      checksum,
    );
  }

  function uploadOf(request: S3Call, uploadId: string): MultipartUpload {
    const upload = uploads.get(uploadId);
    if (!upload || upload.bucket !== request.bucket || upload.key !== request.key)
      throw noSuchUpload(uploadId);
    return upload;
  }

  async function uploadPart(request: S3Call, uploadId: string, partNumberText: string): Promise<void> {
    const partNumber = Number(partNumberText);
    if (!/^\d{1,5}$/.test(partNumberText) || partNumber < 1 || partNumber > 10_000)
      throw new S3Error(
        400,
        'InvalidArgument',
        'Part number must be an integer between 1 and 10000, inclusive',
        { ArgumentName: 'partNumber', ArgumentValue: partNumberText },
      );
    uploadOf(request, uploadId);
    const received = await receiveFile(request);
    // Looked up again: an upload aborted or completed while the part arrived takes no part.
    const upload = uploads.get(uploadId);
    const refusal = !upload
      ? noSuchUpload(uploadId)
      : upload.checksumAlgorithm && !received.crc32
        ? new S3Error(
            400,
            'InvalidRequest',
            'Checksum Type mismatch occurred, expected checksum Type: crc32, actual checksum Type: null',
          )
        : undefined;
    if (!upload || refusal) {
      await rm(received.path, { force: true });
      throw refusal;
    }
    const replaced = upload.parts.get(partNumber);
    const etag = `"${received.md5.toString('hex')}"`;
    upload.parts.set(partNumber, { ...received, etag });
    if (replaced) await rm(replaced.path, { force: true });
    request.res.writeHead(200, { etag, ...checksumHeaders(received.crc32) }).end();
  }

  async function completeMultipartUpload(request: S3Call, uploadId: string): Promise<void> {
    const upload = uploadOf(request, uploadId);
    const listed = parseCompletion((await receiveSmall(request, MAX_XML_BYTES)).toString('utf8'));
    const invalidPart = (partNumber: number) =>
      new S3Error(
        400,
        'InvalidPart',
        "One or more of the specified parts could not be found.  The part may not have been uploaded, or the specified entity tag may not match the part's entity tag.",
        { UploadId: uploadId, PartNumber: String(partNumber) },
      );
    const parts = listed.map((entry, index) => {
      const previous = listed[index - 1];
      if (previous && previous.partNumber >= entry.partNumber)
        throw new S3Error(
          400,
          'InvalidPartOrder',
          'The list of parts was not in ascending order. Parts must be ordered by part number.',
          { UploadId: uploadId },
        );
      const part = upload.parts.get(entry.partNumber);
      if (!part || unquote(entry.etag) !== unquote(part.etag)) throw invalidPart(entry.partNumber);
      if (upload.checksumAlgorithm && !entry.crc32)
        throw new S3Error(
          400,
          'InvalidRequest',
          `The upload was created using a crc32 checksum. The complete request must include the checksum for each part. It was missing for part ${entry.partNumber} in the request.`,
        );
      if (entry.crc32 && entry.crc32 !== part.crc32) throw invalidPart(entry.partNumber);
      return part;
    });
    parts.forEach((part, index) => {
      if (index < parts.length - 1 && part.size < MIN_PART_BYTES)
        throw new S3Error(
          400,
          'EntityTooSmall',
          'Your proposed upload is smaller than the minimum allowed object size.',
          { ProposedSize: String(part.size), MinSizeAllowed: String(MIN_PART_BYTES) },
        );
    });
    const path = newFile();
    try {
      await pipeline(async function* () {
        for (const part of parts) yield* (await open(part.path)).createReadStream();
      }, createWriteStream(path));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    const etag = `"${createHash('md5')
      .update(Buffer.concat(parts.map((part) => part.md5)))
      .digest('hex')}-${parts.length}"`;
    const checksum = upload.checksumAlgorithm
      ? `${crc32Base64(crc32(Buffer.concat(parts.map((part) => Buffer.from(part.crc32 ?? '', 'base64')))))}-${parts.length}`
      : undefined;
    uploads.delete(uploadId);
    await Promise.all([...upload.parts.values()].map((part) => rm(part.path, { force: true })));
    store(request, {
      path,
      size: parts.reduce((sum, part) => sum + part.size, 0),
      contentType: upload.contentType,
      etag,
      lastModified: new Date(),
      crc32: checksum,
    });
    const location = `${url}/${encodeURIComponent(request.bucket)}/${request.key.split('/').map(encodeURIComponent).join('/')}`;
    sendXml(
      request.res,
      200,
      `<CompleteMultipartUploadResult xmlns="${XMLNS}"><Location>${xml(location)}</Location><Bucket>${xml(request.bucket)}</Bucket><Key>${xml(request.key)}</Key><ETag>${xml(etag)}</ETag>${checksum ? `<ChecksumCRC32>${checksum}</ChecksumCRC32><ChecksumType>COMPOSITE</ChecksumType>` : ''}</CompleteMultipartUploadResult>`,
    );
  }

  async function abortMultipartUpload(request: S3Call, uploadId: string): Promise<void> {
    await receiveSmall(request, 0);
    const upload = uploadOf(request, uploadId);
    uploads.delete(uploadId);
    await Promise.all([...upload.parts.values()].map((part) => rm(part.path, { force: true })));
    request.res.writeHead(204).end();
  }

  function store(request: S3Call, object: StoredObject): void {
    const replaced = request.objects.get(request.key);
    request.objects.set(request.key, object);
    if (replaced) void rm(replaced.path, { force: true });
  }

  const server = createServer((req, res) => void handle(req, res));
  // Answered by handle(), after the signature is checked, as S3 does.
  server.on('checkContinue', (req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    region,
    bucket,
    accessKeyId,
    secretAccessKey,
    filesConfig: {
      store: 's3',
      endpoint: url,
      region,
      bucket,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: true,
    },
    requests,
    objectKeys: (name = bucket) => [...(buckets.get(name)?.keys() ?? [])],
    pendingUploads: () =>
      [...uploads].map(([uploadId, upload]) => ({
        bucket: upload.bucket,
        key: upload.key,
        uploadId,
        parts: upload.parts.size,
      })),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function noSuchUpload(uploadId: string): S3Error {
  return new S3Error(
    404,
    'NoSuchUpload',
    'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
    { UploadId: uploadId },
  );
}

/** Path-style: `/<bucket>/<key>`, the key's slashes kept. */
function parseTarget(rawUrl: string): { bucket: string; key: string; query: URLSearchParams } {
  const at = rawUrl.indexOf('?');
  const path = at < 0 ? rawUrl : rawUrl.slice(0, at);
  const [, bucket = '', ...key] = path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw new S3Error(400, 'InvalidURI', "Couldn't parse the specified URI.");
    }
  });
  return { bucket, key: key.join('/'), query: new URLSearchParams(at < 0 ? '' : rawUrl.slice(at + 1)) };
}

function operationOf(
  method: string,
  { bucket, key, query }: ReturnType<typeof parseTarget>,
): Operation | undefined {
  if (!bucket || !key) return undefined;
  // `x-id` names the operation for logs; S3 ignores it.
  const names = [...query.keys()].filter((name) => name !== 'x-id');
  const exactly = (...wanted: string[]) =>
    names.length === wanted.length && wanted.every((name) => names.includes(name));
  if (method === 'POST' && exactly('uploads')) return 'CreateMultipartUpload';
  if (method === 'PUT' && exactly('partNumber', 'uploadId')) return 'UploadPart';
  if (method === 'POST' && exactly('uploadId')) return 'CompleteMultipartUpload';
  if (method === 'DELETE' && exactly('uploadId')) return 'AbortMultipartUpload';
  if (names.length > 0) return undefined;
  const plain: Record<string, Operation> = {
    PUT: 'PutObject',
    GET: 'GetObject',
    HEAD: 'HeadObject',
    DELETE: 'DeleteObject',
  };
  return plain[method];
}

function refuseUnsupportedHeaders(req: IncomingMessage, operation: Operation): void {
  const names = Object.keys(req.headers);
  const unsupported =
    names.find((name) => name.startsWith('x-amz-') && !KNOWN_AMZ_HEADERS.has(name)) ??
    names.find((name) => UNSUPPORTED_HEADERS.includes(name)) ??
    (operation !== 'GetObject' && operation !== 'HeadObject' && req.headers['if-match']
      ? 'if-match'
      : undefined) ??
    // aws-chunked is the transfer framing; any other encoding S3 would keep as the object's.
    (encodingsOf(req).some((encoding) => encoding !== 'aws-chunked') ? 'content-encoding' : undefined);
  if (unsupported)
    throw new S3Error(
      501,
      'NotImplemented',
      'A header you provided implies functionality that is not implemented',
      { Header: unsupported },
    );
}

/** What `<CompleteMultipartUpload>` lists: each part's number, ETag and CRC32. */
function parseCompletion(body: string): { partNumber: number; etag: string; crc32?: string }[] {
  const malformed = () =>
    new S3Error(
      400,
      'MalformedXML',
      'The XML you provided was not well-formed or did not validate against our published schema',
    );
  if (
    !/^\s*(<\?xml[^>]*\?>\s*)?<CompleteMultipartUpload[\s>][\s\S]*<\/CompleteMultipartUpload>\s*$/.test(body)
  )
    throw malformed();
  const parts = [...body.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, inner = '']) => {
    const field = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(inner)?.[1];
    const partNumber = Number(field('PartNumber'));
    const etag = field('ETag');
    const crc32 = field('ChecksumCRC32');
    if (!Number.isInteger(partNumber) || etag === undefined) throw malformed();
    return { partNumber, etag: unxml(etag), ...(crc32 ? { crc32: unxml(crc32) } : {}) };
  });
  if (parts.length === 0) throw malformed();
  return parts;
}

function sendError(req: IncomingMessage, res: ServerResponse, error: S3Error, requestId: string): void {
  if (req.method === 'HEAD') {
    // A HEAD answer has no body: the status is all the client gets (the SDK calls a 404 NotFound).
    res.writeHead(error.status).end();
    return;
  }
  const details = Object.entries(error.details)
    .map(([name, value]) => `<${name}>${xml(value)}</${name}>`)
    .join('');
  sendXml(
    res,
    error.status,
    `<Error><Code>${error.code}</Code><Message>${xml(error.message)}</Message>${details}<RequestId>${requestId}</RequestId><HostId>${xml(String(res.getHeader('x-amz-id-2')))}</HostId></Error>`,
  );
}

function sendXml(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
  res
    .writeHead(status, {
      'content-type': 'application/xml',
      'content-length': String(Buffer.byteLength(text)),
      ...headers,
    })
    .end(text);
}

function checksumHeaders(crc32Value: string | undefined): Record<string, string> {
  return crc32Value
    ? {
        'x-amz-checksum-crc32': crc32Value,
        'x-amz-checksum-type': crc32Value.includes('-') ? 'COMPOSITE' : 'FULL_OBJECT',
      }
    : {};
}

function crc32Base64(value: number): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes.toString('base64');
}

function contentTypeOf(req: IncomingMessage): string {
  // S3's type for an object stored without one.
  return headerOf(req, 'content-type') || 'binary/octet-stream';
}

function encodingsOf(req: IncomingMessage): string[] {
  return headerOf(req, 'content-encoding')
    .split(',')
    .map((encoding) => encoding.trim().toLowerCase())
    .filter(Boolean);
}

function headerOf(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

const unquote = (etag: string) => etag.replace(/^"|"$/g, '');

function xml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
}

function unxml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|apos|#34|#39);/g,
    (_, name: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#34': '"', '#39': "'" })[name] ?? '',
  );
}
