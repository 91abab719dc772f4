import { describe, expect, it } from 'vitest';
import { mapServerErrors } from './form-errors.ts';

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
