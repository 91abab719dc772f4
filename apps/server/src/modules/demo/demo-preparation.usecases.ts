import type { DemoPreparation } from '@backoffice/shared';
import type { InOrganisation } from '../../lib/use-case.ts';
import { findDemoPreparation } from './demo-preparations.repository.ts';

/** How far the filling of a first start's demo organisation is; null for any other organisation. */
export async function showDemoPreparation({
  db,
  organisationId,
}: InOrganisation): Promise<{ preparation: DemoPreparation | null }> {
  const row = await findDemoPreparation(db, { organisationId });
  return {
    preparation: row && {
      steps_done: row.stepsDone,
      steps: row.steps,
      step: row.step,
      started_at: row.startedAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
      failure: row.failure,
    },
  };
}
