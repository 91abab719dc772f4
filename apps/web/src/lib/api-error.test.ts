import { describe, expect, it } from 'vitest';
import { ApiError, isUnauthenticated, toApiError } from './api-error.ts';

describe('toApiError', () => {
  it('keeps the message and field errors of the server error shape', () => {
    const error = toApiError(422, {
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('The email field is required. (and 1 more error)');
    expect(error.errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('keeps the stable code of the error body', () => {
    const error = toApiError(422, {
      message: 'The sku id has already been taken.',
      errors: { sku_id: ['The sku id has already been taken.'] },
      code: 'skus.sku_id_taken',
    });
    expect(error.code).toBe('skus.sku_id_taken');
    expect(error.message).toBe('The sku id has already been taken.');
    expect(toApiError(500, '<html>Bad gateway</html>').code).toBeUndefined();
  });

  it('falls back to a message by status when the body is not the error shape', () => {
    expect(toApiError(500, '<html>Bad gateway</html>').message).toBe('Server Error');
    expect(toApiError(404, null).message).toBe('Not Found.');
    expect(toApiError(418, undefined, "I'm a teapot").message).toBe("I'm a teapot");
    expect(toApiError(500, { message: 'Boom' }).errors).toEqual({});
  });

  it('recognises the unauthenticated response', () => {
    expect(isUnauthenticated(toApiError(401, { message: 'Unauthenticated.' }))).toBe(true);
    expect(isUnauthenticated(toApiError(403, { message: 'Forbidden' }))).toBe(false);
    expect(isUnauthenticated(new Error('Unauthenticated.'))).toBe(false);
  });
});
