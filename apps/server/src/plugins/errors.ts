import { ERROR_CODES, ERROR_MESSAGES, fieldErrorsFromIssues, validationSummary } from '@backoffice/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isForeignKeyViolation } from '../db/errors.ts';
import { AppError, notFound, recordGone } from '../lib/app-error.ts';

/**
 * The one place errors become HTTP: AppError as it says, request validation as 422 per field
 * (a malformed path parameter as 404: such a resource cannot exist), other 4xx from Fastify with
 * their own message, and everything else as a 500 whose details stay in the log and, when
 * configured, go to the error-reporting service (`reportError`, error-reporting.ts). A 4xx is the
 * client's doing and is never reported.
 */
export const errorsPlugin = fp(async (app: FastifyInstance, { reportError }: ErrorsPluginOptions) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') return reply.code(404).send(notFound().toBody());
      const errors = fieldErrorsFromIssues(
        error.validation.map((issue) => ({
          path: issue.instancePath.split('/').filter(Boolean),
          message: issue.message ?? 'Invalid value.',
        })),
      );
      return reply
        .code(422)
        .send({ message: validationSummary(errors), errors, code: ERROR_CODES.validationFailed });
    }
    if (String(request.headers['content-type']).startsWith('multipart/') && isMalformedMultipart(error)) {
      return reply.code(400).send({
        message: `The multipart body is malformed (${error.message.replace(/^Multipart: /, '')}); send it again as multipart/form-data with its boundary.`,
        code: ERROR_CODES.badRequest,
      });
    }
    if (isForeignKeyViolation(error)) {
      // Lost a race with a delete: the thing this write refers to is gone. Nothing was written.
      return reply.code(422).send(recordGone().toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientErrorMessage(error), code: clientErrorCode(status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    reportError?.(error);
    return reply.code(500).send({ message: ERROR_MESSAGES.serverError, code: ERROR_CODES.serverError });
  });
});

export interface ErrorsPluginOptions {
  /** Called with each error answered as a 500 (unexpected), after it is logged. */
  reportError?: (error: unknown) => void;
}

/**
 * The multipart parser's (busboy's) errors for a body it cannot read: no boundary in the content
 * type, one it cannot search for (empty or over 256 characters), or a body that ends early.
 * They are plain Errors, known by their message; they say the client sent a broken body.
 */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot/,
  /unexpected end of multipart data$/i,
];
function isMalformedMultipart(error: Error): boolean {
  return (
    !('statusCode' in error && error.statusCode) &&
    MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message))
  );
}

/** The code of Fastify's own 4xx answers, by status: what a client can act on. */
function clientErrorCode(status: number): string {
  if (status === 413) return ERROR_CODES.tooLarge;
  if (status === 415) return ERROR_CODES.unsupportedMediaType;
  return ERROR_CODES.badRequest;
}

/** Fastify's own 4xx texts are safe to show; a few are reworded for people. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message;
  }
}
