import type { Executor } from '../../db/client.ts';
import type { EventProjection, NewDomainEvent } from './domain-events.domain.ts';
import { insertEvent } from './domain-events.repository.ts';

/** The projections recordEvent applies, by name: registered once per process (keepProjections). */
const projections = new Map<string, EventProjection>();

/**
 * Registers the projections every recorded event of their types is applied to, in its producer's
 * transaction (`src/jobs/projections.ts` lists them; the app registers them when it is built).
 * Registering a name again replaces it.
 */
export function keepProjections(list: readonly EventProjection[]): void {
  for (const projection of list) projections.set(projection.name, projection);
}

/**
 * Records a domain event in `tx`, the transaction that makes the change it describes (decision
 * 23): the event exists if and only if the change does. The producer names no consumer; whoever
 * follows the event's type receives it after the commit, and the projections following it are
 * applied here, before the change commits.
 */
export async function recordEvent(tx: Executor, event: NewDomainEvent): Promise<void> {
  await insertEvent(tx, event);
  for (const projection of projections.values())
    if (projection.follows.includes(event.type)) await projection.apply({ tx, event });
}
