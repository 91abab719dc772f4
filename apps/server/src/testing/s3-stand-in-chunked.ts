import { Transform, type TransformCallback } from 'node:stream';
import { S3Error } from './s3-stand-in-signature.ts';

/**
 * The `aws-chunked` content encoding of a `STREAMING-UNSIGNED-PAYLOAD-TRAILER` body, decoded as it
 * streams through: `<hex size>\r\n<bytes>\r\n` per chunk, then `0\r\n`, the trailing headers
 * (`x-amz-checksum-crc32:<base64>\r\n`) and an empty line. This is what the AWS SDK for JavaScript
 * v3 sends for a streamed body when it adds a checksum (@smithy/core's getAwsChunkedEncodingStream);
 * `trailers` holds the trailing headers once the stream has ended.
 */
export class AwsChunkedDecoder extends Transform {
  readonly trailers = new Map<string, string>();
  private state: 'size' | 'data' | 'data-end' | 'trailer' | 'done' = 'size';
  private pending: Buffer = Buffer.alloc(0);
  private remaining = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.consume(chunk);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    // The SDK ends a body without checksum right after `0\r\n`, with no empty line.
    if (this.state === 'trailer' && this.pending.length === 0) this.state = 'done';
    callback(
      this.state === 'done'
        ? null
        : new S3Error(400, 'IncompleteBody', 'The request body ended before its last chunk'),
    );
  }

  private consume(input: Buffer): void {
    let buffer = this.pending.length > 0 ? Buffer.concat([this.pending, input]) : input;
    this.pending = Buffer.alloc(0);
    while (buffer.length > 0) {
      if (this.state === 'data') {
        const take = Math.min(this.remaining, buffer.length);
        this.push(buffer.subarray(0, take));
        buffer = buffer.subarray(take);
        this.remaining -= take;
        if (this.remaining === 0) this.state = 'data-end';
        continue;
      }
      if (this.state === 'done') throw malformed('bytes after the final chunk');
      const end = buffer.indexOf('\r\n');
      if (end < 0) {
        if (buffer.length > 4096) throw malformed('a chunk header or trailer line over 4 KiB');
        this.pending = buffer;
        return;
      }
      const line = buffer.subarray(0, end).toString('latin1');
      buffer = buffer.subarray(end + 2);
      if (this.state === 'data-end') {
        if (line !== '') throw malformed('a chunk longer than its size');
        this.state = 'size';
      } else if (this.state === 'size') {
        if (!/^[0-9a-fA-F]{1,16}$/.test(line)) throw malformed(`a chunk size of "${line.slice(0, 40)}"`);
        this.remaining = Number.parseInt(line, 16);
        this.state = this.remaining === 0 ? 'trailer' : 'data';
      } else if (line === '') {
        this.state = 'done';
      } else {
        const colon = line.indexOf(':');
        if (colon <= 0) throw malformed(`a trailer line "${line.slice(0, 40)}"`);
        this.trailers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
    }
  }
}

function malformed(what: string): S3Error {
  return new S3Error(400, 'InvalidChunkSizeError', `Malformed aws-chunked body: ${what}`);
}
