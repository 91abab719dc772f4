import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { errorToastContent, toastTitleForStatus } from './error-toast.ts';

describe('toastTitleForStatus', () => {
  it.each([
    [401, 'Unauthorized'],
    [403, 'You do not have permission'],
    [404, 'Not Found'],
    [422, 'Validation Error'],
    [429, 'Too Many Requests'],
    [500, 'Server Error'],
    [419, 'Error'],
    [502, 'Error'],
    [undefined, 'Error'],
  ])('titles status %s as "%s"', (status, title) => {
    expect(toastTitleForStatus(status)).toBe(title);
  });
});

describe('errorToastContent', () => {
  it('uses the error message as the body', () => {
    const error = new ApiError({ status: 403, message: 'This action is unauthorized.' });
    expect(errorToastContent(error)).toEqual({
      title: 'You do not have permission',
      body: ['This action is unauthorized.'],
    });
  });

  it("prefers the caller's message, as logout does", () => {
    const error = new ApiError({ status: 500, message: 'Server Error' });
    expect(errorToastContent(error, 'Failed to logout')).toEqual({
      title: 'Server Error',
      body: ['Failed to logout'],
    });
  });

  it('lists validation errors per field, joining a field’s messages with a comma', () => {
    const error = new ApiError({
      status: 422,
      message: 'The email field is required. (and 2 more errors)',
      errors: { email: ['The email field is required.'], password: ['Too short.', 'Too common.'] },
    });
    expect(errorToastContent(error)).toEqual({
      title: 'Validation Error',
      body: ['The email field is required.', 'Too short., Too common.'],
    });
  });

  it('titles errors that are not API errors "Error"', () => {
    expect(errorToastContent(new TypeError('x is undefined'))).toEqual({
      title: 'Error',
      body: ['x is undefined'],
    });
    expect(errorToastContent('weird')).toEqual({ title: 'Error', body: ['Something went wrong.'] });
  });
});
