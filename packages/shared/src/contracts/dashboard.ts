import { z } from 'zod';

/**
 * The dashboard's series in one answer (the KPIs that already have a home come from theirs:
 * counts from /counts, stock health and value from /stock/summary).
 */
export const DASHBOARD_RANGES = ['30', '90', '365'] as const;

export const dashboardQuerySchema = z.object({
  days: z.enum(DASHBOARD_RANGES, { error: 'The days must be 30, 90 or 365.' }).default('90'),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const dashboardSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    sales: z
      .array(z.object({ date: z.string(), units: z.number().int() }))
      .describe(
        'Units sold per day: the store orders of the day (not cancelled) or, where the ledger records more, its customer shipments',
      ),
    stock: z
      .array(z.object({ date: z.string(), units: z.number().int() }))
      .describe('Units in all warehouses at the end of each day'),
    channels: z
      .array(z.object({ name: z.string(), units: z.number().int(), orders: z.number().int() }))
      .describe("Units ordered per sales channel over the range (the report's channel name), most first"),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
