import { type PurchaseOrderSuggestion, purchaseOrderDates } from '@backoffice/shared';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { notifyInfo } from '../../../lib/notify.ts';
import {
  type PurchaseOrderFormInput,
  type PurchaseOrderFormOutput,
  suggestedLines,
} from '../components/purchase-order-form-schema.ts';
import type { PurchaseOrderFormOptions } from './use-purchase-order-form-options.ts';

type ExpectedDates = { ready: string; arrival: string };

/**
 * The form's "Suggested order": fills the lines with what the server suggests and, while that
 * suggestion stands, the expected dates its lead times give for the lines still on the order.
 */
export function usePurchaseOrderSuggestion(
  form: UseFormReturn<PurchaseOrderFormInput, unknown, PurchaseOrderFormOutput>,
  fetchSuggestion: PurchaseOrderFormOptions['suggest'],
  expected: ExpectedDates | undefined,
) {
  const [suggestion, setSuggestion] = useState<PurchaseOrderSuggestion | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [supplierId, warehouseId, orderDate] = form.watch(['supplier_id', 'warehouse_id', 'order_date']);
  const watchedLines = form.watch('lines');

  const suggest = async () => {
    setSuggesting(true);
    try {
      const found = await fetchSuggestion({
        supplierId: Number(supplierId),
        warehouseId: Number(warehouseId),
      });
      setSuggestion(found);
      const suggested = suggestedLines(found);
      if (suggested.length === 0) {
        notifyInfo(
          'Stock and open orders cover every SKU of this supplier: nothing to order now.',
          'Suggested order',
        );
        return;
      }
      form.setValue('lines', suggested, { shouldDirty: true });
    } finally {
      setSuggesting(false);
    }
  };

  const dates = ((): ExpectedDates | undefined => {
    if (suggestion && /^\d{4}-\d{2}-\d{2}$/.test(orderDate)) {
      const leadTimes = new Map(suggestion.lines.map((line) => [line.sku.id, line]));
      const known = watchedLines.flatMap((line) => {
        const times = line.sku ? leadTimes.get(line.sku.id) : undefined;
        return times
          ? [{ productionLeadDays: times.production_lead_days, bufferDays: times.buffer_days }]
          : [];
      });
      const computed = purchaseOrderDates({
        orderDate,
        lines: known,
        shippingDays: suggestion.shipping_days,
      });
      return { ready: computed.expectedReadyDate, arrival: computed.expectedArrivalDate };
    }
    return expected;
  })();

  return {
    dates,
    /** The suggestion the lines were filled from: its regions, currency, total and each line's why. */
    suggestion,
    suggest,
    suggesting,
    canSuggest: Boolean(supplierId && warehouseId) && !suggesting,
    /** A suggestion is for one supplier and warehouse: choosing another drops it. */
    forget: () => setSuggestion(null),
  };
}
