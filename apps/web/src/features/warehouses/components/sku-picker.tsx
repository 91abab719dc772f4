import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Form, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { skuSearchQueryOptions } from '../../../lib/api/search-skus.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

export interface PickedSku {
  id: number;
  label: string;
}

/**
 * Picks one SKU by typing part of its id or name. Organisations have up to 100,000 SKUs, so the
 * server searches and only the first matches are offered.
 */
export function SkuPicker({
  organisationUlid,
  value,
  onChange,
  error,
}: {
  organisationUlid: string;
  value: PickedSku | null;
  onChange: (sku: PickedSku | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  // One request once typing pauses, not one a keystroke (useDeferredValue sent 11 for one SKU id).
  const deferred = useDebouncedValue(search.trim());
  const options = useQuery({ ...skuSearchQueryOptions(organisationUlid, deferred), enabled: value === null });

  if (value) {
    return (
      <Form.Group className="mb-3">
        <Form.Label as="div">SKU</Form.Label>
        <div className="d-flex align-items-center justify-content-between gap-2 border rounded px-2 py-1">
          <span data-testid="picked-sku">{value.label}</span>
          <Button size="sm" variant="link" onClick={() => onChange(null)}>
            Change
          </Button>
        </div>
      </Form.Group>
    );
  }
  const skus = options.data?.data ?? [];
  return (
    <Form.Group className="mb-3" controlId="adjust-sku-search">
      <Form.Label>Find SKU</Form.Label>
      <Form.Control
        type="search"
        placeholder="SKU, ASIN or product name"
        value={search}
        isInvalid={error !== undefined}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      <ListGroup
        className="mt-1"
        style={{ maxHeight: '14rem', overflowY: 'auto' }}
        aria-label="Matching SKUs"
      >
        {options.isPending ? (
          <ListGroup.Item className="text-body-secondary small">Searching…</ListGroup.Item>
        ) : skus.length === 0 ? (
          <ListGroup.Item className="text-body-secondary small">
            {deferred === '' ? (
              <>
                No SKUs yet. <Link to={href('skus', { organisation: organisationUlid })}>Add SKUs</Link>{' '}
                first.
              </>
            ) : (
              'No SKU matches.'
            )}
          </ListGroup.Item>
        ) : (
          skus.map((sku) => (
            <ListGroup.Item
              key={sku.id}
              action
              type="button"
              onClick={() => onChange({ id: sku.id, label: sku.display_name })}
            >
              {sku.display_name}
              {sku.asin && <span className="small text-body-secondary ms-2">{sku.asin}</span>}
            </ListGroup.Item>
          ))
        )}
      </ListGroup>
    </Form.Group>
  );
}
