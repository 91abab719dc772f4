import { resourceKeys } from '../../lib/query-keys.ts';

/**
 * The team of an organisation: `list(ulid)`. The organisation itself lives in the signed-in user
 * (`userKeys.current`), which its mutations patch.
 */
export const teamKeys = resourceKeys('team');

/** The organisation's notification events with their Slack channels: `list(ulid)`. */
export const eventKeys = resourceKeys('events');
