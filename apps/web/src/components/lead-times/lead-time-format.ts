import type { LeadTimeStats } from '@backoffice/shared';

/** "1 day", "34 days", "34.5 days". */
export function formatDays(days: number): string {
  return `${days.toLocaleString('en', { maximumFractionDigits: 1 })} day${days === 1 ? '' : 's'}`;
}

/** "34 days", and "31–38.5 days · 4 orders" under it: a learned lead time at a glance. */
export function describeLearned(
  stats: LeadTimeStats,
  noun: { one: string; many: string },
): { median: string; spread: string } {
  const p10 = stats.p10.toLocaleString('en', { maximumFractionDigits: 1 });
  const count = `${stats.observations} ${stats.observations === 1 ? noun.one : noun.many}`;
  return {
    median: formatDays(stats.median),
    spread: stats.p10 === stats.p90 ? count : `${p10}–${formatDays(stats.p90)} · ${count}`,
  };
}

/** What the "Planning uses" cell says: which value and how many days. */
export function describePlan(plan: { plans_with: 'learned' | 'typed'; planned_days: number | null }): string {
  const days = plan.planned_days === null ? 'per product' : formatDays(plan.planned_days);
  return `${plan.plans_with === 'learned' ? 'Learned' : 'Typed'}: ${days}`;
}

/** Why "Use learned" is not offered: nothing learned yet, or the typed value already is it. */
export function adoptable(plan: { learned_days: number | null; typed_days: number | null }): boolean {
  return plan.learned_days !== null && plan.learned_days !== plan.typed_days;
}
