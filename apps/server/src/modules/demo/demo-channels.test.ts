import { describe, expect, it } from 'vitest';
import { MARKETPLACES } from '../reference/datasets/reference-datasets.dataset.ts';
import { DEMO_CHANNELS, DEMO_REPORT_SOURCES } from './demo-world.domain.ts';

describe("the demo's sales channels", () => {
  it('are one per marketplace, named as the marketplace, as connecting or an upload would make them', () => {
    const byId = new Map<string, { name: string; regionCode: string }>(
      MARKETPLACES.map((marketplace) => [marketplace.mwsId, marketplace]),
    );
    expect(new Set(DEMO_CHANNELS.map((channel) => channel.mwsId)).size).toBe(DEMO_CHANNELS.length);
    for (const channel of DEMO_CHANNELS) {
      expect(channel.name).toBe(byId.get(channel.mwsId)?.name);
      // Fed by the demo source of the marketplace's own region.
      expect(channel.region).toBe(byId.get(channel.mwsId)?.regionCode);
      expect(DEMO_REPORT_SOURCES.map((source) => source.regionCode)).toContain(channel.region);
    }
  });
});
