import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { QueryParams } from '../../../lib/api-client.ts';
import { countOf } from '../../../lib/count-words.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { skuCount, stockListQueryOptions, stockSummaryQueryOptions } from '../api/get-stock.ts';
import { useRecomputeStock } from '../api/recompute-stock.ts';
import { stockKeys } from '../stock-keys.ts';

/**
 * The stock summary and list, and computing their health: `compute` queues every SKU, then both
 * poll while SKUs wait (also when none was ever computed), the list refreshed as the count falls.
 */
export function useStockData(organisationUlid: string, requestParams: QueryParams) {
  // After "Compute", the summary (and the list) poll until no SKU waits.
  const [computing, setComputing] = useState(false);
  const summary = useQuery(stockSummaryQueryOptions(organisationUlid, computing));
  const waiting = (summary.data?.not_computed ?? 0) > 0;
  const nothingComputed =
    summary.data !== undefined && waiting && skuCount(summary.data) === summary.data.not_computed;
  const polling = waiting && (computing || nothingComputed);
  const stock = useQuery(stockListQueryOptions(organisationUlid, requestParams, polling));
  const recompute = useRecomputeStock();
  const queryClient = useQueryClient();

  // As SKUs get computed (the summary, polled, says fewer wait), the list shows their health too;
  // once none waits, polling stops.
  const notComputed = summary.data?.not_computed;
  const seenNotComputed = useRef(notComputed);
  useEffect(() => {
    const before = seenNotComputed.current;
    seenNotComputed.current = notComputed;
    if (before === undefined || notComputed === undefined || before === notComputed) return;
    void queryClient.invalidateQueries({ queryKey: stockKeys.lists(organisationUlid) });
    if (notComputed === 0) setComputing(false);
  }, [notComputed, queryClient, organisationUlid]);
  const compute = () =>
    recompute.mutate(
      { organisationUlid },
      {
        onSuccess: ({ queued }) => {
          setComputing(true);
          notifySuccess(`${countOf(queued, 'SKU', 'SKUs')} queued.`, 'Computing stock health');
        },
      },
    );

  return { summary, stock, nothingComputed, computing, compute, recomputing: recompute.isPending };
}
