import { afterEach, describe, expect, it } from 'vitest';
import {
  batchBesideRequests,
  giveWayToRequests,
  prioritiseRequests,
  requestInFlight,
} from './request-priority.ts';

afterEach(() => prioritiseRequests(false));

describe('background work giving way to requests', () => {
  it('waits while a request is in flight, and goes on once it is answered', async () => {
    prioritiseRequests(true);
    const answered = requestInFlight();
    let gaveWay = false;
    const pause = giveWayToRequests(5_000).then(() => {
      gaveWay = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gaveWay).toBe(false);
    answered();
    answered(); // a second call (finish, then close) counts once
    await pause;
    expect(gaveWay).toBe(true);
    // Nothing in flight now: the next pause is a turn of the event loop.
    const started = performance.now();
    await giveWayToRequests(5_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('waits at most its bound under requests that never end, and not at all on PostgreSQL', async () => {
    prioritiseRequests(true);
    const answered = requestInFlight();
    const started = performance.now();
    await giveWayToRequests(100);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    prioritiseRequests(false);
    const unprioritised = performance.now();
    await giveWayToRequests(5_000);
    expect(performance.now() - unprioritised).toBeLessThan(1_000);
    answered();
  });

  it('makes batches a quarter the size where requests share the connection', () => {
    expect(batchBesideRequests(2_000)).toBe(2_000);
    prioritiseRequests(true);
    expect(batchBesideRequests(2_000)).toBe(500);
    expect(batchBesideRequests(50)).toBe(13);
    expect(batchBesideRequests(1)).toBe(1);
  });
});
