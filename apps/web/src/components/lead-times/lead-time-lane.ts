import type { LeadTimeLane, LeadTimeStats, TransitPlan } from '@backoffice/shared';
import { formatDays } from './lead-time-format.ts';
import type { LeadTimeRow } from './lead-time-table.tsx';

/** What was typed for a lane: a supplier's shipping time (and its code), a warehouse's transit days, or the default. */
export function typedTransitText(plan: TransitPlan): string {
  if (plan.typed_days === null) return '–';
  if (plan.typed_from === 'default') return `${formatDays(plan.typed_days)} (default)`;
  if (plan.typed_from === 'warehouse_transit_days') return formatDays(plan.typed_days);
  return plan.typed_code === 'N/A' || plan.typed_code === null
    ? 'None for its countries (0 days)'
    : `${formatDays(plan.typed_days)} (${plan.typed_code})`;
}

const learnedOf = (
  durations: { first_received: LeadTimeStats | null; last_received: LeadTimeStats | null },
  metric: TransitPlan['metric'],
) => (metric === 'last_received' ? durations.last_received : durations.first_received);

/** "orders shipped → received", or into a fulfilment centre "transfers shipped → received in full". */
export function laneMeasure(lane: Pick<LeadTimeLane, 'origin' | 'plan'>): string {
  const what = lane.origin.type === 'supplier' ? 'orders' : 'transfers';
  return `${what} shipped → ${lane.plan.metric === 'last_received' ? 'received in full' : 'received'}`;
}

/** What "Use learned" on a lane writes, said in its button's title. */
export function laneWrites(lane: LeadTimeLane): string {
  const days = lane.plan.learned_days === null ? '' : formatDays(lane.plan.learned_days);
  const target = lane.adopt_into;
  if (!target) return '';
  if (target.kind === 'warehouse_transit_days')
    return `Sets ${lane.destination.name}'s transit days to ${days}`;
  const codes = target.entries.map((entry) => entry.code).join(', ');
  return `Sets ${lane.origin.name}'s shipping time to ${codes} to ${days}`;
}

/** A lane as a row of the lead-time table; the caller says how to adopt it (null: it cannot). */
export function laneRow(
  lane: LeadTimeLane,
  { label, adopt }: { label: string; adopt: Omit<NonNullable<LeadTimeRow['adopt']>, 'writes'> | null },
): LeadTimeRow {
  const metric = lane.plan.metric;
  return {
    key: `${lane.origin.type}-${lane.origin.id}-${lane.destination.id}`,
    label,
    measure: laneMeasure(lane),
    learned: learnedOf(lane, metric),
    noun:
      lane.origin.type === 'supplier'
        ? { one: 'order', many: 'orders' }
        : { one: 'transfer', many: 'transfers' },
    methods: lane.methods.map((method) => ({
      method: method.method,
      learned: learnedOf(method, metric) as LeadTimeStats,
    })),
    typed: typedTransitText(lane.plan),
    plan: lane.plan,
    ...(adopt && lane.adopt_into ? { adopt: { ...adopt, writes: laneWrites(lane) } } : {}),
  };
}
