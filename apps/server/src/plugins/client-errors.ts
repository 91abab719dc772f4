import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES } from '@backoffice/shared';
import type { FastifyServerOptions } from 'fastify';

/** What the HTTP parser could not read, by its error code: status, code and message. */
function answerFor(code: string | undefined): { status: number; code: string; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code: ERROR_CODES.tooLarge, message: 'The request line or headers are too large.' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, code: ERROR_CODES.badRequest, message: 'The request took too long to arrive.' };
  return { status: 400, code: ERROR_CODES.badRequest, message: 'The request is not valid HTTP.' };
}

/**
 * Node's HTTP parser refusing a request (a request line or headers over 16 KB, a timeout,
 * malformed HTTP) before Fastify sees it. Fastify's default answers and then destroys the socket
 * without `Connection: close`, so a keep-alive client sends its next request into a closed
 * socket; this answers in the product's error shape, says `Connection: close`, and ends the
 * socket once the answer is written.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error: Error & { code?: string },
  socket: Socket,
) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const answer = answerFor(error.code);
  const body = JSON.stringify({ message: answer.message, code: answer.code });
  socket.end(
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
};
