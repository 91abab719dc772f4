import { eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type DemoPreparationRow, demoPreparations } from './demo-preparations.tables.ts';

export async function insertDemoPreparation(
  db: Executor,
  values: { organisationId: number; steps: number; step: string },
): Promise<void> {
  await db.insert(demoPreparations).values(values);
}

export async function recordDemoStep(
  db: Executor,
  { organisationId, stepsDone, step }: { organisationId: number; stepsDone: number; step: string },
): Promise<void> {
  await db
    .update(demoPreparations)
    .set({ stepsDone, step })
    .where(eq(demoPreparations.organisationId, organisationId));
}

export async function finishDemoPreparation(
  db: Executor,
  { organisationId, failure = null }: { organisationId: number; failure?: string | null },
): Promise<void> {
  await db
    .update(demoPreparations)
    .set({ finishedAt: new Date(), failure })
    .where(eq(demoPreparations.organisationId, organisationId));
}

export async function findDemoPreparation(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<DemoPreparationRow | null> {
  const [row] = await db
    .select()
    .from(demoPreparations)
    .where(eq(demoPreparations.organisationId, organisationId));
  return row ?? null;
}

/** Fillings a stopped server left unfinished (at most one: only a first start makes them). */
export async function findUnfinishedDemoPreparations(db: Executor): Promise<DemoPreparationRow[]> {
  return db.select().from(demoPreparations).where(isNull(demoPreparations.finishedAt));
}
