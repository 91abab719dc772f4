import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type EventChannelRow, eventChannels } from './events.tables.ts';

export type NewEventChannel = Omit<
  typeof eventChannels.$inferInsert,
  'organisationId' | 'id' | 'createdAt' | 'updatedAt' | 'lastPostedAt'
>;

export async function listEventChannels(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<EventChannelRow[]> {
  return db
    .select()
    .from(eventChannels)
    .where(eq(eventChannels.organisationId, organisationId))
    .orderBy(asc(eventChannels.event), asc(eventChannels.channelName), asc(eventChannels.id));
}

/** The channels one event posts to: what a notification fans out to. */
export async function channelIdsOfEvent(
  db: Executor,
  { organisationId, event }: { organisationId: number; event: string },
): Promise<number[]> {
  const rows = await db
    .select({ id: eventChannels.id })
    .from(eventChannels)
    .where(and(eq(eventChannels.organisationId, organisationId), eq(eventChannels.event, event)))
    .orderBy(asc(eventChannels.id));
  return rows.map((row) => row.id);
}

export async function findEventChannel(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
): Promise<EventChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(eventChannels)
    .where(and(eq(eventChannels.organisationId, organisationId), eq(eventChannels.id, id)))
    .limit(1);
  return row;
}

/** Connecting a channel the event already posts to replaces its webhook (Slack issued a new one). */
export async function upsertEventChannel(
  db: Executor,
  { organisationId }: { organisationId: number },
  values: NewEventChannel,
): Promise<void> {
  await db
    .insert(eventChannels)
    .values({ ...values, organisationId })
    .onConflictDoUpdate({
      target: [eventChannels.organisationId, eventChannels.event, eventChannels.channelId],
      set: {
        channelName: sql`excluded.channel_name`,
        teamId: sql`excluded.team_id`,
        teamName: sql`excluded.team_name`,
        webhookUrlEncrypted: sql`excluded.webhook_url_encrypted`,
        configurationUrl: sql`excluded.configuration_url`,
        connectedBy: sql`excluded.connected_by`,
        updatedAt: new Date(),
      },
    });
}

export async function deleteEventChannel(
  db: Executor,
  { organisationId, event, channelId }: { organisationId: number; event: string; channelId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(eventChannels)
    .where(
      and(
        eq(eventChannels.organisationId, organisationId),
        eq(eventChannels.event, event),
        eq(eventChannels.channelId, channelId),
      ),
    )
    .returning({ id: eventChannels.id });
  return deleted.length > 0;
}

export async function markEventChannelPosted(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
): Promise<void> {
  await db
    .update(eventChannels)
    .set({ lastPostedAt: new Date() })
    .where(and(eq(eventChannels.organisationId, organisationId), eq(eventChannels.id, id)));
}
