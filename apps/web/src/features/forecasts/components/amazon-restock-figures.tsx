import type { AmazonRestock } from '@backoffice/shared';
import { Badge } from 'react-bootstrap';

const unitFormat = new Intl.NumberFormat(undefined, { signDisplay: 'always' });

const ALERTS: Record<string, string> = {
  out_of_stock: 'Out of stock',
  reorder_now: 'Reorder now',
  low_stock: 'Low stock',
};

/** Amazon's alert in words: the ones it documents by name, any other as it writes it. */
export function alertLabel(alert: string): string {
  const known = ALERTS[alert.toLowerCase()];
  if (known) return known;
  const words = alert.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Where ours and Amazon's disagree beyond the tolerance: ours minus Amazon's, as a badge; nothing
 * where they agree or cannot be compared.
 */
export function RestockDifference({ restock }: { restock: AmazonRestock }) {
  const difference = restock.difference_quantity;
  if (!restock.disagrees || difference === null) return null;
  const more = difference > 0;
  return (
    <Badge
      bg={more ? 'info' : 'warning'}
      text="dark"
      title={`Our order quantity is ${Math.abs(difference).toLocaleString()} units ${more ? 'more' : 'less'} than Amazon's advice`}
      data-testid="amazon-restock-difference"
    >
      Ours {unitFormat.format(difference)}
    </Badge>
  );
}
