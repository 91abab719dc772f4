import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { applyServerErrors, mapServerErrors, submitShowingServerErrors } from './form-errors.ts';

describe('mapServerErrors', () => {
  it("joins a field's messages with a comma", () => {
    const { byField } = mapServerErrors({ password: ['Too short.', 'Too common.'] }, ['password']);
    expect(byField).toEqual({ password: 'Too short., Too common.' });
  });

  it('gathers list entries such as "email.1" on the list field, without repeats', () => {
    const { byField } = mapServerErrors(
      { 'email.0': ['Invalid address.'], 'email.1': ['Invalid address.', 'Already a member.'] },
      ['email'],
    );
    expect(byField).toEqual({ email: 'Invalid address., Already a member.' });
  });

  it('returns the messages of keys no field owns', () => {
    const { byField, unmatched } = mapServerErrors({ token: ['This password reset token is invalid.'] }, [
      'email',
    ]);
    expect(byField).toEqual({});
    expect(unmatched).toEqual(['This password reset token is invalid.']);
  });
});

describe('applyServerErrors', () => {
  const invalid = new ApiError({
    status: 422,
    message: 'The selected product id is invalid.',
    errors: { product_id: ['The selected product id is invalid.'], sku_id: ['Taken.'] },
    code: 'validation_failed',
  });

  it('puts a field the form names differently on the form’s field, not at the top', () => {
    const setError = vi.fn();
    expect(applyServerErrors(invalid, setError, ['sku_id', 'product'], { product_id: 'product' })).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['sku_id', { type: 'server', message: 'Taken.' }],
      ['product', { type: 'server', message: 'The selected product id is invalid.' }],
    ]);
  });

  it('leaves anything but a 422 to the query client’s toast', () => {
    const setError = vi.fn();
    expect(
      applyServerErrors(new ApiError({ status: 500, message: 'Server Error' }), setError, ['name']),
    ).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('submitShowingServerErrors', () => {
  it('shows a rejected 422 on the fields and resolves false: not saved', async () => {
    const setError = vi.fn();
    expect(await submitShowingServerErrors(() => Promise.reject(invalid()), setError, ['sku_id'])).toBe(
      false,
    );
    expect(setError).toHaveBeenCalledWith('sku_id', { type: 'server', message: 'Taken.' });
  });

  it('resolves false on another failure too (the query client toasted it), true once saved', async () => {
    const failed = new ApiError({ status: 500, message: 'Server Error' });
    expect(await submitShowingServerErrors(() => Promise.reject(failed), vi.fn(), ['name'])).toBe(false);
    expect(await submitShowingServerErrors(() => Promise.resolve({ id: 1 }), vi.fn(), ['name'])).toBe(true);
  });

  it('throws on what is no API error: a bug must not pass for a failed request', async () => {
    await expect(
      submitShowingServerErrors(() => Promise.reject(new TypeError('boom')), vi.fn(), ['name']),
    ).rejects.toThrow('boom');
  });
});

function invalid(): ApiError {
  return new ApiError({
    status: 422,
    message: 'Taken.',
    errors: { sku_id: ['Taken.'] },
    code: 'validation_failed',
  });
}
