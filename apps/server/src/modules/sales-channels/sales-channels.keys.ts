/**
 * The key columns of sales-channels' tables that other modules' tables reference (decision 22): a foreign
 * key names the owner's key, never its table. Nothing else lives here, so a tables file that
 * imports it pulls in no query code.
 */
import { salesChannels } from './sales-channels.tables.ts';

/** A sales channel's key, for the foreign keys of rows that name a channel (a store order's). */
export const salesChannelKeys = { organisationId: salesChannels.organisationId, id: salesChannels.id };
