import { href, type Sku } from '@backoffice/shared';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { SkuThumbnail } from '../../../components/ui/sku-thumbnail.tsx';
import { formatMoney } from '../../../lib/money.ts';

export function MarketplaceBadges({ sku }: { sku: Sku }) {
  if (sku.marketplaces.length === 0) return <span className="text-body-secondary">—</span>;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {sku.marketplaces.map((marketplace) => (
        <Badge key={marketplace.id} bg="light" text="dark" className="border" title={marketplace.name}>
          {marketplace.country_code}
        </Badge>
      ))}
    </span>
  );
}

/** The SKU list's columns; the mapping screen uses the first few. */
export function skuColumns(organisationUlid: string): DataTableColumn<Sku>[] {
  return [
    {
      key: 'sku_id',
      header: 'SKU',
      sortKey: 'sku_id',
      cell: (sku) => (
        <span className="d-inline-flex align-items-center gap-2">
          <SkuThumbnail url={sku.image_url} title={sku.marketplace_title ?? sku.display_name} />
          <Link to={href('skus.show', { organisation: organisationUlid, id: sku.id })}>{sku.sku_id}</Link>
        </span>
      ),
    },
    { key: 'asin', header: 'ASIN', sortKey: 'asin', cell: (sku) => sku.asin ?? '—' },
    {
      key: 'name',
      header: 'Name',
      sortKey: 'product_name',
      cell: (sku) => (
        <>
          <div>{sku.display_name}</div>
          {sku.name && sku.name !== sku.product_name && (
            <div className="small text-body-secondary">{sku.name}</div>
          )}
        </>
      ),
    },
    { key: 'marketplaces', header: 'Marketplaces', cell: (sku) => <MarketplaceBadges sku={sku} /> },
    {
      key: 'status',
      header: 'Status',
      cell: (sku) => (
        <span className="d-inline-flex flex-wrap gap-1">
          {sku.is_hidden && <Badge bg="secondary">Hidden</Badge>}
          {sku.product_id === null && (
            <Badge bg="warning" text="dark">
              Unmapped
            </Badge>
          )}
          {sku.cogs === null && <Badge bg="danger">No COGS</Badge>}
        </span>
      ),
    },
    {
      key: 'cogs',
      header: 'COGS',
      sortKey: 'cogs',
      align: 'end',
      cell: (sku) => formatMoney(sku.cogs, sku.cogs_currency),
    },
    { key: 'stock', header: 'Stock', sortKey: 'stock', align: 'end', cell: (sku) => sku.stock },
  ];
}
