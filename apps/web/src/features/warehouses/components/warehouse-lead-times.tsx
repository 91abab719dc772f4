import type { LeadTimeLane, WarehouseLeadTimes as LeadTimes } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { formatDays } from '../../../components/lead-times/lead-time-format.ts';
import { laneRow, typedTransitText } from '../../../components/lead-times/lead-time-lane.ts';
import { type LeadTimeRow, LeadTimeTable } from '../../../components/lead-times/lead-time-table.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { useAdoptLearnedShippingTime } from '../../../lib/api/adopt-learned-shipping-time.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { warehouseLeadTimesQueryOptions } from '../api/get-warehouse-lead-times.ts';
import { useUpdateWarehouse } from '../api/update-warehouse.ts';

type Adopt = (lane: Pick<LeadTimeLane, 'adopt_into' | 'origin'>, days: number) => void;

/** "Receiving at Amazon": shipped → first received (for information), → received in full (planned). */
function receivingRows({ warehouse, receiving }: LeadTimes, adopt: Adopt, pending: boolean): LeadTimeRow[] {
  if (!receiving) return [];
  const noun = { one: 'transfer', many: 'transfers' };
  const days = receiving.plan.learned_days;
  const origin = { type: 'warehouse' as const, id: warehouse.id, ulid: warehouse.ulid, name: warehouse.name };
  return [
    {
      key: 'first-received',
      label: 'Receiving at Amazon',
      measure: 'shipped → first received',
      learned: receiving.first_received,
      noun,
      typed: '–',
    },
    {
      key: 'last-received',
      label: 'Receiving at Amazon',
      measure: 'shipped → received in full',
      learned: receiving.last_received,
      noun,
      typed: typedTransitText(receiving.plan),
      plan: receiving.plan,
      ...(days !== null
        ? {
            adopt: {
              writes: `Sets ${warehouse.name}'s transit days to ${formatDays(days)}`,
              pending,
              onAdopt: () => adopt({ adopt_into: receiving.adopt_into, origin }, days),
            },
          }
        : {}),
    },
  ];
}

/**
 * Transit into the warehouse learned from purchase orders and transfers, per origin, beside what
 * was typed (a supplier's shipping time, this warehouse's transit days), and receiving at Amazon.
 */
export function WarehouseLeadTimes({
  organisationUlid,
  warehouseUlid,
  editable,
}: {
  organisationUlid: string;
  warehouseUlid: string;
  editable: boolean;
}) {
  const leadTimes = useQuery(warehouseLeadTimesQueryOptions(organisationUlid, warehouseUlid));
  const warehouse = useUpdateWarehouse();
  const shippingTime = useAdoptLearnedShippingTime();
  const pending = warehouse.isPending || shippingTime.isPending;

  let body: ReactNode;
  if (leadTimes.isPending) body = <LoadingState label="Loading lead times…" />;
  else if (leadTimes.isError)
    body = (
      <ErrorState message="The lead times could not be loaded." onRetry={() => void leadTimes.refetch()} />
    );
  else {
    const data = leadTimes.data;
    const adopt: Adopt = (lane, days) => {
      const target = lane.adopt_into;
      if (target?.kind === 'supplier_shipping_times')
        shippingTime.mutate(
          { organisationUlid, target, days },
          { onSuccess: () => notifySuccess(`${lane.origin.name}'s shipping time saved.`, 'Lead times') },
        );
      else if (target?.kind === 'warehouse_transit_days')
        warehouse.mutate(
          { organisationUlid, warehouseUlid, body: { name: data.warehouse.name, transit_days: days } },
          { onSuccess: () => notifySuccess(`Transit days set to ${formatDays(days)}.`, 'Lead times') },
        );
    };
    const rows = [
      ...data.lanes.map((lane) =>
        laneRow(lane, {
          label: `From ${lane.origin.name}${lane.origin.type === 'supplier' ? ' (supplier)' : ''}`,
          adopt:
            lane.plan.learned_days === null
              ? null
              : { pending, onAdopt: () => adopt(lane, lane.plan.learned_days as number) },
        }),
      ),
      ...receivingRows(data, adopt, pending),
    ];
    body =
      rows.length === 0 ? (
        <p className="text-body-secondary mb-0">
          Nothing has been shipped here and received yet: planning uses the typed transit times.
        </p>
      ) : (
        <LeadTimeTable
          rows={rows}
          caption={`Lead times into ${data.warehouse.name}`}
          minObservations={data.min_observations}
          editable={editable}
        />
      );
  }
  return (
    <Card className="mb-4" data-testid="warehouse-lead-times">
      <Card.Body>
        <h2 className="h6">Lead times into this warehouse</h2>
        {body}
      </Card.Body>
    </Card>
  );
}
