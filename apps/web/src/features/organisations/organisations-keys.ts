import { resourceKeys } from '../../lib/query-keys.ts';

/**
 * The team of an organisation: `list(ulid)`. The organisation itself lives in the signed-in user
 * (`userKeys.current`), which its mutations patch.
 */
export const teamKeys = resourceKeys('team');

/** The organisation's notification events with their Slack channels: `list(ulid)`. */
export const eventKeys = resourceKeys('events');

/**
 * A deletion the user asked for: `detail(id)`. Not under the organisation's key: the organisation
 * is gone for its members from the moment its deletion is asked for.
 */
export const deletionKeys = {
  all: ['organisation-deletions'] as const,
  detail: (deletionId: number) => ['organisation-deletions', deletionId] as const,
};
