import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Form, ListGroup } from 'react-bootstrap';
import { skuSearchQueryOptions } from '../../../lib/api/search-skus.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { PickedLineSku } from './purchase-order-form-schema.ts';

/**
 * A line's SKU: typing searches the server (organisations have up to 100,000 SKUs) and a match is
 * picked from the list under the box; once picked it shows as text with "Change".
 */
export function LineSkuPicker({
  organisationUlid,
  id,
  value,
  onChange,
  error,
}: {
  organisationUlid: string;
  id: string;
  value: PickedLineSku | null;
  onChange: (sku: PickedLineSku | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const searching = value === null && term !== '';
  const options = useQuery({ ...skuSearchQueryOptions(organisationUlid, term), enabled: searching });

  if (value)
    return (
      <div className="d-flex align-items-center justify-content-between gap-2">
        <span data-testid="line-sku">{value.label}</span>
        <Button size="sm" variant="link" className="p-0" onClick={() => onChange(null)}>
          Change<span className="visually-hidden"> the SKU of {value.label}</span>
        </Button>
        {error && <div className="invalid-feedback d-block">{error}</div>}
      </div>
    );
  const skus = options.data?.data ?? [];
  return (
    <div className="position-relative">
      <Form.Control
        id={id}
        type="search"
        size="sm"
        aria-label="SKU"
        placeholder="Type a SKU, ASIN or name"
        autoComplete="off"
        value={search}
        isInvalid={error !== undefined}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      {searching && (
        <ListGroup
          className="mt-1 shadow-sm"
          style={{ maxHeight: '12rem', overflowY: 'auto' }}
          aria-label="Matching SKUs"
        >
          {options.isPending ? (
            <ListGroup.Item className="small text-body-secondary">Searching…</ListGroup.Item>
          ) : skus.length === 0 ? (
            <ListGroup.Item className="small text-body-secondary">No SKU matches.</ListGroup.Item>
          ) : (
            skus.map((sku) => (
              <ListGroup.Item
                key={sku.id}
                action
                type="button"
                className="small"
                onClick={() => {
                  setSearch('');
                  onChange({ id: sku.id, label: sku.display_name });
                }}
              >
                {sku.display_name}
              </ListGroup.Item>
            ))
          )}
        </ListGroup>
      )}
    </div>
  );
}
