import { yieldToRequests } from './yield-to-requests.ts';

/**
 * Requests before background work where they share one connection (PGlite, decision 26). A turn
 * of the event loop (yieldToRequests) lets a waiting request send its next statement, but a page
 * load sends several one after another, and each queued behind the job's next batch: page loads
 * took 400 ms at p50 while the follow-up jobs of a large report ran. So between its batches a job
 * gives way until no request is in flight, for at most `maxWaitMs` (it still gets on under
 * sustained load). Off on PostgreSQL, where jobs have connections of their own.
 */
let prioritised = false;
let inFlight = 0;

export function prioritiseRequests(on: boolean): void {
  prioritised = on;
}

/** Counts a request in flight; call what it returns once it is answered or abandoned. */
export function requestInFlight(): () => void {
  inFlight += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
  };
}

/** A background job's pause between two of its transactions. */
export async function giveWayToRequests(maxWaitMs = 1_000): Promise<void> {
  await yieldToRequests();
  if (!prioritised) return;
  const until = Date.now() + maxWaitMs;
  while (inFlight > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 2));
}

/**
 * A background job's rows per transaction: a quarter of `size` where requests share the job's one
 * connection (PGlite), since a request that arrives mid-batch waits for the whole batch; `size`
 * where jobs have connections of their own. More transactions make the job itself a little longer.
 */
export function batchBesideRequests(size: number): number {
  return prioritised ? Math.max(1, Math.ceil(size / 4)) : size;
}
