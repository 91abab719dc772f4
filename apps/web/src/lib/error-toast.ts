import { isApiError } from './api-error.ts';

/** Spec section 8: the toast title is chosen by HTTP status. */
const TITLES: Record<number, string> = {
  401: 'Unauthorized',
  403: 'You do not have permission',
  404: 'Not Found',
  422: 'Validation Error',
  429: 'Too Many Requests',
  500: 'Server Error',
};

export function toastTitleForStatus(status: number | undefined): string {
  return (status !== undefined && TITLES[status]) || 'Error';
}

/** Each field's messages joined with a comma, one entry per field. */
export function fieldErrorLines(errors: Record<string, string[]>): string[] {
  return Object.values(errors)
    .filter((messages) => messages.length > 0)
    .map((messages) => messages.join(', '));
}

export interface ToastContent {
  title: string;
  body: string[];
}

/**
 * What an error toast says. The body is the caller's message (e.g. 'Failed to logout') or else the
 * error's own; a 422 lists its field errors instead of the server's summary, which only repeats them.
 */
export function errorToastContent(error: unknown, message?: string): ToastContent {
  if (!isApiError(error)) {
    const fallback = error instanceof Error ? error.message : 'Something went wrong.';
    return { title: 'Error', body: [message ?? fallback] };
  }
  const title = toastTitleForStatus(error.status);
  const fields = error.status === 422 ? fieldErrorLines(error.errors) : [];
  if (fields.length === 0) return { title, body: [message ?? error.message] };
  return { title, body: message ? [message, ...fields] : fields };
}
