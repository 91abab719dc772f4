import { skuListQuerySchema } from '@backoffice/shared';
import type { AppContext } from '../src/app-context.ts';
import { inTenant } from '../src/db/tenant-transaction.ts';
import { listSkusPage } from '../src/modules/skus/skus.usecases.ts';
import { measureInTurns, type Timing } from './measure.ts';

/**
 * What row-level security costs a list endpoint (issue 7: at most 10 %). The endpoint's own use
 * case is timed twice on the same database: as it ran before the wall (the connection role, a
 * superuser that row security does not bind, no transaction) and as the routes run it now (one
 * tenant transaction: BEGIN, the set_config round trip as `stockroom_app`, the policies, COMMIT).
 * The difference is the wall's cost, reported against the endpoint's p50. Timed in turns (one
 * without, one within…) so that the machine's drift falls on both alike.
 */
export async function tenantWallCost({
  ctx,
  organisationId,
  search,
  runs,
}: {
  ctx: AppContext;
  organisationId: number;
  search: string;
  runs: number;
}): Promise<{ without: Timing; within: Timing }> {
  const query = skuListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  const [without, within] = await measureInTurns(runs, [
    () => listSkusPage({ db: ctx.db, organisationId, query }),
    () => inTenant(ctx.db, organisationId, (tx) => listSkusPage({ db: tx, organisationId, query })),
  ]);
  return { without: without as Timing, within: within as Timing };
}

export function formatWallRow(name: string, endpoint: Timing, wall: { without: Timing; within: Timing }) {
  const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
  const added = wall.within.p50 - wall.without.p50;
  const share = (100 * added) / endpoint.p50;
  return (
    `${`  wall: ${name}`.padEnd(34)} use case p50 ${ms(wall.without.p50)} → in tenant ${ms(wall.within.p50)}` +
    `   ${added >= 0 ? '+' : '−'}${Math.abs(added).toFixed(2)} ms = ${share.toFixed(1).padStart(5)} % of the endpoint (target ≤ 10 %)`
  );
}
