import { z } from 'zod';

export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    database: z.object({ reachable: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
    migrations: z.object({ applied: z.number().int(), expected: z.number().int(), up_to_date: z.boolean() }),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
