import type { SpApiSimulator } from '@backoffice/sp-api-simulator';
import type { AmazonEndpoints } from './amazon-endpoints.ts';

/**
 * For the contract tests (`*.contract.test.ts`): the simulator as the Amazon the client talks to,
 * over real HTTP, and the small tools those tests share.
 */
export function simulatorEndpoints(simulator: SpApiSimulator): AmazonEndpoints {
  return {
    lwaTokenUrl: simulator.lwaTokenUrl,
    sellerCentralUrl: simulator.sellerCentralUrl,
    spApi: { na: simulator.endpoint('na'), eu: simulator.endpoint('eu'), fe: simulator.endpoint('fe') },
    applicationId: simulator.applicationId,
    clientId: simulator.clientId,
    clientSecret: simulator.clientSecret,
    userAgent: 'Stockroom/2.1.0 (Language=TypeScript; Platform=Node)',
  };
}

/** A clock the simulator and the client share, moved by the test. */
export function testClock(start = Date.parse('2025-06-18T12:00:00Z')) {
  let current = start;
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/**
 * A `sleep` that records the waits asked for and returns at once, and the clock of a rate limiter
 * that has slept them (the wall clock moved on by every wait).
 */
export function recordingSleep() {
  const waits: number[] = [];
  let slept = 0;
  return {
    waits,
    sleep: async (ms: number) => {
      waits.push(ms);
      slept += ms;
    },
    limiterClock: () => performance.now() + slept,
  };
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** The simulator's log of one operation's answers, e.g. ['lwaToken', 200]. */
export const statusesOf = (simulator: SpApiSimulator, operation: string) =>
  simulator.control
    .calls()
    .filter((call) => call.operation === operation)
    .map((call) => call.status);
