import { href, type Transfer } from '@backoffice/shared';
import { Table } from 'react-bootstrap';
import { Link } from 'react-router';
import {
  destinationName,
  originName,
  TransferProblemBadges,
  TransferStatusBadge,
  transferTitle,
} from './transfer-badges.tsx';

/**
 * A short list of transfers inside another record's screen (a product's, a warehouse's): each
 * links to its transfer, with its status and problems, route, date and units.
 */
export function TransferListTable({
  organisationUlid,
  transfers,
  label,
  show = 'both',
}: {
  organisationUlid: string;
  transfers: readonly Transfer[];
  /** The table's accessible name. */
  label: string;
  /** Which end to show: a warehouse's incoming list needs only the origin, its outgoing the destination. */
  show?: 'both' | 'origin' | 'destination';
}) {
  return (
    <Table responsive hover size="sm" className="mb-0 align-middle" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Transfer</th>
          <th scope="col">Status</th>
          {show !== 'destination' && <th scope="col">From</th>}
          {show !== 'origin' && <th scope="col">To</th>}
          <th scope="col">Shipping date</th>
          <th scope="col" className="text-end">
            Shipped
          </th>
          <th scope="col" className="text-end">
            Received
          </th>
        </tr>
      </thead>
      <tbody>
        {transfers.map((transfer) => (
          <tr key={transfer.id} data-testid="transfer-list-row">
            <td>
              <Link to={href('transfers.show', { organisation: organisationUlid, id: transfer.id })}>
                {transferTitle(transfer)}
              </Link>
            </td>
            <td>
              <div className="d-flex flex-column align-items-start gap-1">
                <TransferStatusBadge status={transfer.status} />
                <TransferProblemBadges problems={transfer.problems} />
              </div>
            </td>
            {show !== 'destination' && <td>{originName(transfer)}</td>}
            {show !== 'origin' && <td>{destinationName(transfer)}</td>}
            <td className="text-nowrap">{transfer.shipping_date ?? '—'}</td>
            <td className="text-end">{transfer.total_shipped.toLocaleString()}</td>
            <td className="text-end">{transfer.total_received.toLocaleString()}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
