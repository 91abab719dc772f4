import type { ReportSource } from '@backoffice/shared';

/**
 * The sales channels an order can be of, from the report sources the organisation already has
 * cached (each lists the channels it feeds), by name, each once.
 */
export function salesChannelChoices(sources: readonly ReportSource[]): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const source of sources)
    for (const channel of source.sales_channels) byId.set(channel.sales_channel_id, channel.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
