import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  groupIntoLanes,
  leadTimeStats,
  percentile,
  planLeadTime,
  productionDurations,
  receivingInto,
  shippingTimeTargets,
  type TransitObservation,
  transitMetric,
  typedTransit,
} from './lead-times.domain.ts';

describe('days between calendar days', () => {
  it('counts whole days, across months and a leap day, negative backwards', () => {
    expect(daysBetween('2026-01-30', '2026-02-02')).toBe(3);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysBetween('2026-03-10', '2026-03-08')).toBe(-2);
  });
});

describe('percentiles', () => {
  it('interpolates between the nearest observations', () => {
    const sorted = [10, 20, 30, 40, 50];
    expect(percentile(sorted, 0.5)).toBe(30);
    expect(percentile(sorted, 0.1)).toBe(14);
    expect(percentile(sorted, 0.9)).toBe(46);
    expect(percentile(sorted, 0)).toBe(10);
    expect(percentile(sorted, 1)).toBe(50);
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(percentile([7], 0.9)).toBe(7);
  });

  it('summarises durations in any order: median, p10, p90 to a tenth, and their count', () => {
    expect(leadTimeStats([35, 28, 31, 40])).toEqual({ median: 33, p10: 28.9, p90: 38.5, observations: 4 });
    expect(leadTimeStats([12])).toEqual({ median: 12, p10: 12, p90: 12, observations: 1 });
    expect(leadTimeStats([])).toBeNull();
  });
});

describe('production lead per supplier', () => {
  it('counts confirmed → shipped days per supplier and leaves out an order shipped before it was confirmed', () => {
    const durations = productionDurations([
      { supplierId: 1, confirmedDay: '2026-01-01', shippedDay: '2026-01-31' },
      { supplierId: 1, confirmedDay: '2026-02-01', shippedDay: '2026-03-08' },
      { supplierId: 2, confirmedDay: '2026-02-01', shippedDay: '2026-02-11' },
      { supplierId: 2, confirmedDay: '2026-02-11', shippedDay: '2026-02-01' },
    ]);
    expect(durations).toEqual(
      new Map([
        [1, [30, 35]],
        [2, [10]],
      ]),
    );
  });
});

const observation = (overrides: Partial<TransitObservation>): TransitObservation => ({
  origin: { type: 'warehouse', id: 1 },
  destinationWarehouseId: 9,
  method: null,
  shippedDay: '2026-05-01',
  firstReceivedDay: '2026-05-08',
  lastReceivedDay: '2026-05-08',
  ...overrides,
});

describe('lanes', () => {
  it('groups by origin and destination, first and last received apart, and by method where known', () => {
    const lanes = groupIntoLanes([
      observation({ method: 'UPS', firstReceivedDay: '2026-05-06', lastReceivedDay: '2026-05-10' }),
      observation({ method: ' ups ', firstReceivedDay: '2026-05-08', lastReceivedDay: '2026-05-14' }),
      observation({ method: 'DHL', firstReceivedDay: '2026-05-11', lastReceivedDay: '2026-05-20' }),
      observation({ firstReceivedDay: '2026-05-05', lastReceivedDay: '2026-05-05' }),
      observation({
        origin: { type: 'supplier', id: 1 },
        firstReceivedDay: '2026-05-31',
        lastReceivedDay: '2026-06-02',
      }),
    ]);
    expect(lanes).toHaveLength(2);
    const own = lanes.find((lane) => lane.origin.type === 'warehouse');
    expect(own).toEqual({
      origin: { type: 'warehouse', id: 1 },
      destinationWarehouseId: 9,
      firstReceived: { median: 6, p10: 4.3, p90: 9.1, observations: 4 },
      lastReceived: { median: 11, p10: 5.5, p90: 17.2, observations: 4 },
      methods: [
        {
          method: 'UPS',
          firstReceived: { median: 6, p10: 5.2, p90: 6.8, observations: 2 },
          lastReceived: { median: 11, p10: 9.4, p90: 12.6, observations: 2 },
        },
        {
          method: 'DHL',
          firstReceived: { median: 10, p10: 10, p90: 10, observations: 1 },
          lastReceived: { median: 19, p10: 19, p90: 19, observations: 1 },
        },
      ],
    });
    const supplier = lanes.find((lane) => lane.origin.type === 'supplier');
    expect(supplier?.firstReceived?.median).toBe(30);
    expect(supplier?.lastReceived?.median).toBe(32);
  });

  it('leaves out goods received before they shipped (a shipping date typed too late)', () => {
    const lanes = groupIntoLanes([
      observation({
        shippedDay: '2026-05-10',
        firstReceivedDay: '2026-05-08',
        lastReceivedDay: '2026-05-08',
      }),
      observation({}),
    ]);
    expect(lanes[0]?.firstReceived?.observations).toBe(1);
  });

  it('pools every origin into one destination for receiving at Amazon', () => {
    const receiving = receivingInto(
      [
        observation({ firstReceivedDay: '2026-05-05', lastReceivedDay: '2026-05-12' }),
        observation({ origin: { type: 'warehouse', id: 2 }, lastReceivedDay: '2026-05-16' }),
        observation({ destinationWarehouseId: 10 }),
      ],
      9,
    );
    expect(receiving.firstReceived).toEqual({ median: 5.5, p10: 4.3, p90: 6.7, observations: 2 });
    expect(receiving.lastReceived).toEqual({ median: 13, p10: 11.4, p90: 14.6, observations: 2 });
  });
});

describe('the value planning uses', () => {
  it('is the learned median in whole days, with its spread, from the third observation on', () => {
    expect(planLeadTime({ median: 20.5, p10: 18, p90: 26, observations: 3 }, 14)).toEqual({
      source: 'learned',
      days: 21,
      p10: 18,
      p90: 26,
      observations: 3,
      learnedDays: 21,
    });
  });

  it('is the typed value, without spread, before that', () => {
    expect(planLeadTime({ median: 20, p10: 19, p90: 21, observations: 2 }, 14)).toEqual({
      source: 'typed',
      days: 14,
      p10: 14,
      p90: 14,
      observations: 2,
      learnedDays: 20,
    });
    expect(planLeadTime(null, 5)).toMatchObject({
      source: 'typed',
      days: 5,
      observations: 0,
      learnedDays: null,
    });
  });

  it('counts transit into a fulfilment-network warehouse until received in full, elsewhere until arrival', () => {
    expect(transitMetric(true)).toBe('last_received');
    expect(transitMetric(false)).toBe('first_received');
  });
});

describe('typed transit and where "Use learned" writes it', () => {
  const germany = { countryCode: 'DE', regionCode: 'EU' };
  const warehouse = { id: 9, isFulfillmentCenter: false, transitDays: null, countries: [germany] };
  const fba = { ...warehouse, isFulfillmentCenter: true };

  it("takes a supplier's shipping time to the warehouse's countries", () => {
    expect(
      typedTransit({ type: 'supplier', id: 1 }, warehouse, [{ type: 'region', code: 'EU', days: 20 }]),
    ).toEqual({ days: 20, from: 'supplier_shipping_time', code: 'EU' });
    expect(typedTransit({ type: 'supplier', id: 1 }, warehouse, [])).toEqual({
      days: 0,
      from: 'supplier_shipping_time',
      code: 'N/A',
    });
  });

  it("takes the destination's transit days from an own warehouse, else planning's default", () => {
    const origin = { type: 'warehouse' as const, id: 2 };
    expect(typedTransit(origin, { ...fba, transitDays: 9 }, [])).toEqual({
      days: 9,
      from: 'warehouse_transit_days',
      code: null,
    });
    expect(typedTransit(origin, fba, [])).toEqual({ days: 14, from: 'default', code: null });
    expect(typedTransit(origin, warehouse, [])).toEqual({ days: 5, from: 'default', code: null });
  });

  it('sets the shipping time the lookup matched, else one per country the warehouse serves', () => {
    expect(shippingTimeTargets([{ type: 'region', code: 'EU', days: 20 }], [germany])).toEqual([
      { type: 'region', code: 'EU' },
    ]);
    expect(shippingTimeTargets([], [germany, { countryCode: 'fr', regionCode: 'EU' }])).toEqual([
      { type: 'country', code: 'DE' },
      { type: 'country', code: 'FR' },
    ]);
    expect(shippingTimeTargets([], [])).toEqual([]);
  });
});
