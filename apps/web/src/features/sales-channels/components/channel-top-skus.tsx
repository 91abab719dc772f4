import { href, type SalesChannelPerformance } from '@backoffice/shared';
import { Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money.ts';

export function ChannelTopSkus({
  organisationUlid,
  data,
}: {
  organisationUlid: string;
  data: SalesChannelPerformance;
}) {
  return (
    <>
      <h3 className="h6 mt-4">Top SKUs</h3>
      <Table responsive size="sm" className="align-middle mb-0" aria-label="Top SKUs">
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col" className="text-end">
              Units
            </th>
            <th scope="col" className="text-end">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {data.top_skus.map((sku) => (
            <tr key={sku.sku_id} data-testid="channel-top-sku">
              <td className="text-break" style={{ minWidth: '10rem' }}>
                <Link to={href('skus.show', { organisation: organisationUlid, id: sku.sku_id })}>
                  {sku.name ? `${sku.name} (${sku.seller_sku})` : sku.seller_sku}
                </Link>
              </td>
              <td className="text-end">{sku.units.toLocaleString()}</td>
              <td className="text-end text-nowrap">{formatMoney(sku.revenue, data.currency)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
