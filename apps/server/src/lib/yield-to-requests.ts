/**
 * Gives the event loop a turn between the short transactions of long background work. PGlite
 * answers on this thread without one, so without it the requests that arrived meanwhile would be
 * read only when the work ends; with it, their queries queue between the work's batches.
 */
export const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
