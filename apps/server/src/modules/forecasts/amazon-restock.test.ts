import type { AmazonRestockMarketplace } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { amazonRestockBeside } from './amazon-restock.domain.ts';

const advice = (
  marketplace_id: string,
  extra: Partial<AmazonRestockMarketplace>,
): AmazonRestockMarketplace => ({
  marketplace_id,
  marketplace_name: marketplace_id,
  country_code: 'US',
  recommended_quantity: null,
  recommended_ship_date: null,
  alert: null,
  days_of_supply: null,
  as_of: '2026-05-02T06:00:00.000Z',
  report_request_id: 1,
  ...extra,
});

describe("Amazon's restock advice beside ours", () => {
  it('sums the marketplaces with a recommendation, takes the earliest date and the oldest report', () => {
    const summary = amazonRestockBeside(120, [
      advice('US', { recommended_quantity: 60, recommended_ship_date: '2026-05-20' }),
      advice('CA', {
        recommended_quantity: 15,
        recommended_ship_date: '2026-05-11',
        as_of: '2026-05-01T06:00:00.000Z',
      }),
      advice('MX', {}),
    ]);
    expect(summary).toMatchObject({
      recommended_quantity: 75,
      recommended_ship_date: '2026-05-11',
      as_of: '2026-05-01T06:00:00.000Z',
      difference_quantity: 45,
      disagrees: true,
    });
    expect(summary?.marketplaces).toHaveLength(3);
  });

  it('agrees within the tolerance, and has no difference without either quantity', () => {
    expect(amazonRestockBeside(52, [advice('US', { recommended_quantity: 48 })])).toMatchObject({
      difference_quantity: 4,
      disagrees: false,
    });
    expect(amazonRestockBeside(52, [advice('US', {})])).toMatchObject({
      recommended_quantity: null,
      difference_quantity: null,
      disagrees: false,
    });
    expect(amazonRestockBeside(null, [advice('US', { recommended_quantity: 9 })])).toMatchObject({
      recommended_quantity: 9,
      difference_quantity: null,
      disagrees: false,
    });
    expect(amazonRestockBeside(10, [])).toBeNull();
  });
});
