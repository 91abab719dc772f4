import { errorResponseSchema } from '@backoffice/shared';

/**
 * The error responses every organisation route can give (401 signed out, 403 role, 404 not yours
 * or not there, 419 CSRF, 422 validation), declared once for the OpenAPI document.
 */
export const organisationRouteErrors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  419: errorResponseSchema,
  422: errorResponseSchema,
} as const;
