import { href, type StoreOrderDetail } from '@backoffice/shared';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money.ts';

/** Which part of the fees is Amazon's estimate, and of which lines: their settlement will say. */
function estimatedNote(margin: StoreOrderDetail['margin']): string {
  if (margin.estimated_fees === null) return '';
  return `, ${formatMoney(margin.estimated_fees, margin.currency)} of them estimated for ${margin.estimated_fees_skus.join(', ')}`;
}

/** What the margin leaves out: the fees of lines no settlement report (nor estimate) states yet. */
function feesNote(margin: StoreOrderDetail['margin']): string {
  if (margin.unknown_fees_skus.length === 0) return '';
  const lines = margin.unknown_fees_skus.join(', ');
  return margin.fees === null
    ? '; before marketplace fees, which no settlement report has stated yet'
    : `; before the fees of ${lines}, which no settlement report has stated yet`;
}

/**
 * Price less refunds, COGS of the units kept and the fees known (marked estimated when part of them
 * is Amazon's estimate), or which SKUs keep it unknown.
 */
export function OrderMargin({
  detail,
  organisationUlid,
}: {
  detail: StoreOrderDetail;
  organisationUlid: string;
}) {
  const { margin } = detail;
  if (margin.margin !== null)
    return (
      <span data-testid="store-order-margin">
        {formatMoney(margin.margin, margin.currency)}{' '}
        {margin.estimated_fees !== null && (
          <>
            <Badge
              bg="light"
              text="dark"
              className="border"
              title="Some of its fees are Amazon’s estimate: no settlement report has stated them yet"
              data-testid="store-order-margin-estimated"
            >
              estimated
            </Badge>{' '}
          </>
        )}
        <span className="small text-body-secondary">
          ({formatMoney(margin.revenue, margin.currency)}
          {margin.refunded !== null && Number(margin.refunded) !== 0 && (
            <> less refunds {formatMoney(margin.refunded, margin.currency)}</>
          )}{' '}
          less COGS {formatMoney(margin.cogs, margin.currency)}
          {margin.fees !== null && <> less fees {formatMoney(margin.fees, margin.currency)}</>}
          {estimatedNote(margin)}
          {feesNote(margin)})
        </span>
      </span>
    );
  const skuOf = (sellerSku: string) => detail.items.find((item) => item.seller_sku === sellerSku);
  return (
    <span className="small" data-testid="store-order-margin">
      Unknown: no COGS in {margin.currency ?? 'the order’s currency'} for{' '}
      {margin.unknown_cogs_skus.map((sellerSku, index) => {
        const item = skuOf(sellerSku);
        return (
          <span key={sellerSku}>
            {index > 0 && ', '}
            {item ? (
              <Link to={href('skus.edit', { organisation: organisationUlid, id: item.sku_id })}>
                {sellerSku}
              </Link>
            ) : (
              sellerSku
            )}
          </span>
        );
      })}
      .
    </span>
  );
}
