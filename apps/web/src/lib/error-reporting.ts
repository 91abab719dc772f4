import { APP_VERSION } from '@backoffice/shared';

/**
 * Unexpected runtime errors (spec section 8, decision 11). When the server has a Sentry DSN it
 * writes it into index.html as `<meta name="sentry-dsn">`; only then is @sentry/react loaded (a
 * chunk of its own, never part of the initial JavaScript) to report them. Either way they are
 * logged to the console.
 */
type Capture = (error: unknown, componentStack: string | undefined) => void;

let capture: Capture | undefined;
/** Errors reported while the SDK is still loading; sent once it is there. */
let queued: Parameters<Capture>[] | undefined;
/** React may hand the same error to a boundary twice (StrictMode, a boundary and an effect). */
const reported = new WeakSet<object>();

function metaContent(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

/** Starts Sentry when index.html carries a DSN; resolves once it reports (at once without one). */
export async function startErrorReporting(): Promise<void> {
  const dsn = metaContent('sentry-dsn');
  if (!dsn || capture) return;
  queued = [];
  try {
    const { startSentry } = await import('./sentry.ts');
    // The server's release name: one release in Sentry for both halves of the product.
    capture = startSentry({
      dsn,
      environment: metaContent('sentry-environment'),
      release: `stockroom@${APP_VERSION}`,
    });
    for (const args of queued) capture(...args);
  } catch (error) {
    console.error('Error reporting could not start:', error);
  } finally {
    queued = undefined;
  }
}

/** An error that escaped the app's own handling: a render error a boundary caught, a failed route. */
export function reportError(error: unknown, componentStack?: string): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  console.error(error);
  if (capture) capture(error, componentStack);
  else queued?.push([error, componentStack]);
}
