import type { LeadTimeLane, SupplierLeadTimes as LeadTimes, Supplier } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { formatDays } from '../../../components/lead-times/lead-time-format.ts';
import { laneRow } from '../../../components/lead-times/lead-time-lane.ts';
import { type LeadTimeRow, LeadTimeTable } from '../../../components/lead-times/lead-time-table.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { useAdoptLearnedShippingTime } from '../../../lib/api/adopt-learned-shipping-time.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { supplierLeadTimesQueryOptions } from '../api/get-supplier-lead-times.ts';
import { useUpdateSupplierProducts } from '../api/update-supplier-products.ts';

/** Buffer days are the seller's safety margin, typed per product, never learned. */
function bufferNote(links: NonNullable<Supplier['products']>): string | null {
  if (links.length === 0) return null;
  const days = links.map((link) => link.pivot.buffer_days);
  const [least, most] = [Math.min(...days), Math.max(...days)];
  const typed = least === most ? formatDays(least) : `${least}–${formatDays(most)}`;
  return `Buffer days (${typed}, typed per product) come on top as a safety margin; they are not learned.`;
}

function typedProduction({ production }: LeadTimes): string {
  if (production.typed_days !== null) return formatDays(production.typed_days);
  if (production.typed_min === null || production.typed_max === null) return 'No products yet';
  return `${production.typed_min}–${formatDays(production.typed_max)} (per product)`;
}

/** Production: orders confirmed → shipped, beside the production lead days typed for its products. */
function productionRow(
  data: LeadTimes,
  links: NonNullable<Supplier['products']>,
  adopt: { pending: boolean; onAdopt: (days: number) => void },
): LeadTimeRow {
  const { production } = data;
  const days = production.learned_days;
  return {
    key: 'production',
    label: 'Production',
    measure: 'orders confirmed → shipped',
    learned: production.learned,
    noun: { one: 'order', many: 'orders' },
    typed: typedProduction(data),
    plan: production,
    ...(days !== null && links.length > 0
      ? {
          adopt: {
            writes: `Sets the production lead days of its ${links.length} products to ${formatDays(days)}`,
            pending: adopt.pending,
            onAdopt: () => adopt.onAdopt(days),
          },
        }
      : {}),
  };
}

/**
 * The supplier's lead times learned from its purchase orders beside what was typed: production
 * (the products' production lead days) and transit per destination (its shipping times).
 */
export function SupplierLeadTimes({
  organisationUlid,
  supplier,
  editable,
}: {
  organisationUlid: string;
  supplier: Supplier;
  editable: boolean;
}) {
  const leadTimes = useQuery(supplierLeadTimesQueryOptions(organisationUlid, supplier.id));
  const products = useUpdateSupplierProducts();
  const shippingTime = useAdoptLearnedShippingTime();
  const pending = products.isPending || shippingTime.isPending;

  const links = supplier.products ?? [];
  const adoptProduction = {
    pending,
    onAdopt: (days: number) =>
      products.mutate(
        {
          organisationUlid,
          id: supplier.id,
          products: links.map((link) => ({
            product_id: link.id,
            buffer_days: link.pivot.buffer_days,
            production_lead_days: days,
          })),
        },
        { onSuccess: () => notifySuccess(`Production lead set to ${formatDays(days)}.`, 'Suppliers') },
      ),
  };
  const adoptLane = (lane: LeadTimeLane) => {
    const target = lane.adopt_into;
    const days = lane.plan.learned_days;
    if (target?.kind !== 'supplier_shipping_times' || days === null) return null;
    return {
      pending,
      onAdopt: () =>
        shippingTime.mutate(
          { organisationUlid, target, days },
          { onSuccess: () => notifySuccess(`Shipping time to ${lane.destination.name} saved.`, 'Suppliers') },
        ),
    };
  };

  let body: ReactNode;
  if (leadTimes.isPending) body = <LoadingState label="Loading lead times…" />;
  else if (leadTimes.isError)
    body = (
      <ErrorState message="The lead times could not be loaded." onRetry={() => void leadTimes.refetch()} />
    );
  else {
    const { lanes, min_observations } = leadTimes.data;
    const rows: LeadTimeRow[] = [
      productionRow(leadTimes.data, links, adoptProduction),
      ...lanes.map((lane) => laneRow(lane, { label: `To ${lane.destination.name}`, adopt: adoptLane(lane) })),
    ];
    const buffer = bufferNote(links);
    body = (
      <>
        <LeadTimeTable
          rows={rows}
          caption={`Lead times of ${supplier.name}`}
          minObservations={min_observations}
          editable={editable}
        />
        {buffer && <p className="small text-body-secondary mb-0 mt-1">{buffer}</p>}
      </>
    );
  }
  return (
    <Card className="mb-4" data-testid="supplier-lead-times">
      <Card.Body>
        <h2 className="h6">Lead times learned from purchase orders</h2>
        {body}
      </Card.Body>
    </Card>
  );
}
