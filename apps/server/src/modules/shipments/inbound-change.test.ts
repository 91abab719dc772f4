import { describe, expect, it } from 'vitest';
import { inboundFiguresChanged } from './inbound-change.domain.ts';

const working = { status: 'WORKING', totalShipped: 24, totalReceived: 0 };

describe('a marketplace shipment’s write', () => {
  it('changes Amazon’s inbound figures when the shipment is new', () => {
    expect(inboundFiguresChanged(undefined, working)).toBe(true);
  });

  it('changes them with a new status, units shipped or units received', () => {
    expect(inboundFiguresChanged(working, { ...working, status: 'SHIPPED' })).toBe(true);
    expect(inboundFiguresChanged(working, { ...working, totalShipped: 30 })).toBe(true);
    expect(inboundFiguresChanged(working, { ...working, totalReceived: 6 })).toBe(true);
  });

  it('does not when the sync writes the same figures again', () => {
    expect(inboundFiguresChanged(working, { ...working })).toBe(false);
  });
});
