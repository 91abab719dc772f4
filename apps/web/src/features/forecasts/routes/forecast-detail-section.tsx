import { useEffect, useRef } from 'react';
import { ForecastDetailCard, type ForecastDetailCardProps } from '../components/forecast-detail-card.tsx';

/** The opened SKU's forecast above the list, brought into view when a SKU is opened from the list. */
export function ForecastDetailSection({ skuId, ...card }: ForecastDetailCardProps & { skuId: number }) {
  const detailRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another SKU opened is the trigger, not a value read.
  useEffect(() => {
    detailRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [skuId]);
  return (
    <div ref={detailRef} style={{ scrollMarginTop: '4.5rem' }}>
      <ForecastDetailCard {...card} />
    </div>
  );
}
