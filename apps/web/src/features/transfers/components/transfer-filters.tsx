import { TRANSFER_STATUS_GROUPS, type TransferListQuery, type TransferStatusGroup } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, ToggleButton } from 'react-bootstrap';
import { warehouseOptionsQueryOptions } from '../../../lib/api/get-warehouse-options.ts';
import type { ListQueryPatch } from '../../../lib/list-query-state.ts';

const GROUPS = Object.keys(TRANSFER_STATUS_GROUPS) as TransferStatusGroup[];
const GROUP_LABELS: Record<TransferStatusGroup, string> = {
  draft: 'Draft',
  live: 'Live',
  completed: 'Completed',
};

/**
 * Which status groups the list shows, as the sidebar sends them: none named means every group
 * (All Transfers); otherwise the groups set to true (Upcoming: draft only; Problem: all three).
 */
export function shownGroups(query: Pick<TransferListQuery, TransferStatusGroup>): Set<TransferStatusGroup> {
  const named = GROUPS.filter((group) => query[group] !== undefined);
  return new Set(named.length === 0 ? GROUPS : GROUPS.filter((group) => query[group] === true));
}

/**
 * Toggling one group: every group then named true or false, so the URL says what is shown (the
 * sidebar's own links look the same); all three on again is the plain list.
 */
export function toggleGroup(
  query: Pick<TransferListQuery, TransferStatusGroup | 'problems'>,
  group: TransferStatusGroup,
): ListQueryPatch<TransferListQuery> {
  const shown = shownGroups(query);
  if (shown.has(group)) shown.delete(group);
  else shown.add(group);
  if (shown.size === GROUPS.length && query.problems !== true)
    return { draft: undefined, live: undefined, completed: undefined };
  return Object.fromEntries(GROUPS.map((name) => [name, shown.has(name)]));
}

/** The transfer list's filters beside its search box; each change is written to the URL by the caller. */
export function TransferFilters({
  organisationUlid,
  query,
  onChange,
}: {
  organisationUlid: string;
  query: TransferListQuery;
  onChange: (patch: ListQueryPatch<TransferListQuery>) => void;
}) {
  const warehouses = useQuery(warehouseOptionsQueryOptions(organisationUlid));
  const shown = shownGroups(query);
  const warehouseOptions = (warehouses.data ?? []).map((warehouse) => (
    <option key={warehouse.id} value={warehouse.id}>
      {warehouse.name}
    </option>
  ));
  return (
    <>
      <fieldset className="d-flex flex-wrap align-items-center gap-1" aria-label="Statuses shown">
        {GROUPS.map((group) => (
          <ToggleButton
            key={group}
            id={`transfer-filter-${group}`}
            type="checkbox"
            size="sm"
            variant="outline-primary"
            value={group}
            checked={shown.has(group)}
            // One group stays shown: none would be an empty list nobody asked for.
            disabled={shown.has(group) && shown.size === 1}
            onChange={() => onChange(toggleGroup(query, group))}
          >
            {GROUP_LABELS[group]}
          </ToggleButton>
        ))}
      </fieldset>
      <Form.Check
        type="switch"
        id="transfer-filter-problems"
        label="Problems only"
        checked={query.problems === true}
        onChange={(event) => onChange({ problems: event.target.checked ? true : undefined })}
      />
      <Form.Select
        aria-label="From warehouse"
        style={{ width: 'auto', maxWidth: '100%' }}
        value={query.outgoing_warehouse_id ?? ''}
        onChange={(event) =>
          onChange({ outgoing_warehouse_id: event.target.value ? Number(event.target.value) : undefined })
        }
      >
        <option value="">From any warehouse</option>
        {warehouseOptions}
      </Form.Select>
      <Form.Select
        aria-label="To warehouse"
        style={{ width: 'auto', maxWidth: '100%' }}
        value={query.destination_warehouse_id ?? ''}
        onChange={(event) =>
          onChange({ destination_warehouse_id: event.target.value ? Number(event.target.value) : undefined })
        }
      >
        <option value="">To any warehouse</option>
        {warehouseOptions}
      </Form.Select>
      <div className="d-flex flex-wrap align-items-center gap-1">
        <Form.Label htmlFor="transfer-filter-from" className="small mb-0 text-body-secondary">
          Shipping from
        </Form.Label>
        <Form.Control
          id="transfer-filter-from"
          type="date"
          size="sm"
          style={{ width: 'auto' }}
          value={query.shipping_date_from ?? ''}
          max={query.shipping_date_to}
          onChange={(event) => onChange({ shipping_date_from: event.target.value || undefined })}
        />
        <Form.Label htmlFor="transfer-filter-to" className="small mb-0 text-body-secondary">
          to
        </Form.Label>
        <Form.Control
          id="transfer-filter-to"
          type="date"
          size="sm"
          style={{ width: 'auto' }}
          value={query.shipping_date_to ?? ''}
          min={query.shipping_date_from}
          onChange={(event) => onChange({ shipping_date_to: event.target.value || undefined })}
        />
      </div>
      {(query.product_id !== undefined || query.sku_id !== undefined) && (
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => onChange({ product_id: undefined, sku_id: undefined })}
        >
          {query.product_id !== undefined ? `Product #${query.product_id}` : `SKU #${query.sku_id}`} ×
          <span className="visually-hidden"> (clear this filter)</span>
        </Button>
      )}
    </>
  );
}
