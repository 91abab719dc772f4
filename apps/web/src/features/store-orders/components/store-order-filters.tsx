import {
  FULFILLMENT_CHANNELS,
  ORDER_PROBLEM_RULE_LABELS,
  ORDER_PROBLEM_RULES,
  type OrderProblemRule,
  type ReportSource,
  type StoreOrder,
  type StoreOrderListQuery,
} from '@backoffice/shared';
import { Form } from 'react-bootstrap';
import type { ListQueryPatch } from '../../../lib/list-query-state.ts';
import { LinkedFilter } from './linked-filter.tsx';
import { PurchaseDateRange } from './purchase-date-range.tsx';
import { salesChannelChoices } from './sales-channel-choices.ts';
import { FULFILLMENT_CHANNEL_NAMES, STORE_ORDER_STATUSES } from './store-order-badges.tsx';

const SELECT_STYLE = { width: 'auto', maxWidth: '100%' };

/** The order list's filters beside its search box; each change is written to the URL by the caller. */
export function StoreOrderFilters({
  query,
  sources,
  onChange,
}: {
  query: StoreOrderListQuery;
  sources: readonly ReportSource[];
  onChange: (patch: ListQueryPatch<StoreOrderListQuery>) => void;
}) {
  // A status from a shared link that is not among the usual ones stays selectable.
  const statuses: string[] = [...STORE_ORDER_STATUSES];
  if (query.status && !statuses.some((status) => status.toLowerCase() === query.status?.toLowerCase()))
    statuses.push(query.status);
  const source = sources.find((candidate) => candidate.id === query.report_source_id);
  // One select for both filters: open problems (problems=true, the sidebar's Problem Orders) or
  // one rule's orders, acknowledged or not (problem=<rule>).
  const problemChoice = query.problem ?? (query.problems === true ? 'open' : '');
  return (
    <>
      <Form.Select
        size="sm"
        aria-label="Problems"
        style={SELECT_STYLE}
        value={problemChoice}
        onChange={(event) => {
          const value = event.target.value;
          onChange({
            problems: value === 'open' ? true : undefined,
            problem: value && value !== 'open' ? (value as OrderProblemRule) : undefined,
          });
        }}
      >
        <option value="">All orders</option>
        <option value="open">Problems to look at</option>
        {ORDER_PROBLEM_RULES.map((rule) => (
          <option key={rule} value={rule}>
            {ORDER_PROBLEM_RULE_LABELS[rule]}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        size="sm"
        aria-label="Status"
        style={SELECT_STYLE}
        value={statuses.find((status) => status.toLowerCase() === query.status?.toLowerCase()) ?? ''}
        onChange={(event) => onChange({ status: event.target.value || undefined })}
      >
        <option value="">Any status</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        size="sm"
        aria-label="Fulfilment channel"
        style={SELECT_STYLE}
        value={query.fulfillment_channel ?? ''}
        onChange={(event) =>
          onChange({
            fulfillment_channel: (event.target.value || undefined) as
              | StoreOrder['fulfillment_channel']
              | undefined,
          })
        }
      >
        <option value="">AFN and MFN</option>
        {FULFILLMENT_CHANNELS.map((channel) => (
          <option key={channel} value={channel}>
            {channel}: {FULFILLMENT_CHANNEL_NAMES[channel]}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        size="sm"
        aria-label="Sales channel"
        style={SELECT_STYLE}
        value={query.sales_channel_id ?? ''}
        onChange={(event) =>
          onChange({ sales_channel_id: event.target.value ? Number(event.target.value) : undefined })
        }
      >
        <option value="">Any sales channel</option>
        {salesChannelChoices(sources).map((channel) => (
          <option key={channel.id} value={channel.id}>
            {channel.name}
          </option>
        ))}
      </Form.Select>
      <PurchaseDateRange query={query} onChange={onChange} />
      {query.report_source_id !== undefined && (
        <LinkedFilter
          label={`Source: ${source?.name ?? `#${query.report_source_id}`}`}
          onClear={() => onChange({ report_source_id: undefined })}
        />
      )}
      {query.sku_id !== undefined && (
        <LinkedFilter label={`SKU #${query.sku_id}`} onClear={() => onChange({ sku_id: undefined })} />
      )}
    </>
  );
}
