import { describe, expect, it } from 'vitest';
import { avatarFromEmail } from '../domain/avatar.ts';
import { registerRequestSchema } from './auth.ts';
import { fieldErrorsFromIssues, validationSummary } from './errors.ts';
import { splitEmails } from './team.ts';

describe('splitEmails (spec section 5)', () => {
  it('splits on commas and drops blanks', () => {
    expect(splitEmails(' a@x.com, b@y.com ,,c@z.com ')).toEqual(['a@x.com', 'b@y.com', 'c@z.com']);
  });
});

describe('validation messages', () => {
  it('says which fields are wrong in Laravel words', () => {
    const result = registerRequestSchema.safeParse({
      email: 'nope',
      password: 'short',
      password_confirmation: 'x',
    });
    expect(result.success).toBe(false);
    const errors = fieldErrorsFromIssues(result.error?.issues ?? []);
    expect(errors.name).toEqual(['The name field is required.']);
    expect(errors.email).toEqual(['The email field must be a valid email address.']);
    expect(errors.password).toContain('The password field must be at least 8 characters.');
  });

  it('reports a confirmation mismatch on the password field', () => {
    const result = registerRequestSchema.safeParse({
      name: 'A',
      email: 'a@b.co',
      password: 'longenough',
      password_confirmation: 'different',
    });
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual({
      password: ['The password field confirmation does not match.'],
    });
  });

  it('summarises like Laravel', () => {
    expect(validationSummary({ a: ['First.'], b: ['Second.', 'Third.'] })).toBe('First. (and 2 more errors)');
    expect(validationSummary({ a: ['Only.'] })).toBe('Only.');
  });
});

describe('avatarFromEmail', () => {
  it('derives initials and a stable hue', () => {
    expect(avatarFromEmail('jane.doe@example.com').initials).toBe('JD');
    expect(avatarFromEmail('bob@example.com').initials).toBe('BO');
    expect(avatarFromEmail('x@y.z').hue).toBe(avatarFromEmail('X@Y.Z').hue);
  });
});
