import { LOGO_MAX_BYTES } from '@backoffice/shared';
import { fieldError } from '../../lib/app-error.ts';

/** The organisations module's errors, each with its stable code. */
export const organisationErrors = {
  logoTooLarge: () =>
    fieldError(
      'organisations.logo_too_large',
      'logo',
      `The logo must not be greater than ${LOGO_MAX_BYTES / 1024} kilobytes.`,
    ),
  logoNotImage: () =>
    fieldError('organisations.logo_not_image', 'logo', 'The logo must be an image (PNG, JPEG, WebP or GIF).'),
};
