import type { Executor } from '../../db/client.ts';
import type { NewDomainEvent } from './domain-events.domain.ts';
import { insertEvent } from './domain-events.repository.ts';

/**
 * Records a domain event in `tx`, the transaction that makes the change it describes (decision
 * 23): the event exists if and only if the change does. The producer names no consumer; whoever
 * follows the event's type receives it after the commit.
 */
export async function recordEvent(tx: Executor, event: NewDomainEvent): Promise<void> {
  await insertEvent(tx, event);
}
