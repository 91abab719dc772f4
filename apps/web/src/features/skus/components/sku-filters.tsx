import type { SkuListQuery } from '@backoffice/shared';
import { Button, Form } from 'react-bootstrap';
import type { ListQueryPatch } from '../../../lib/list-query-state.ts';

/** A three-way filter as a select value: '' (any), 'true' or 'false'. */
export function triState(value: boolean | undefined): string {
  return value === undefined ? '' : String(value);
}
export function fromTriState(value: string): boolean | undefined {
  return value === '' ? undefined : value === 'true';
}

/** The SKU list's filters beside its search box; each change is written to the URL by the caller. */
export function SkuFilters({
  query,
  onChange,
}: {
  query: SkuListQuery;
  onChange: (patch: ListQueryPatch<SkuListQuery>) => void;
}) {
  return (
    <>
      <Form.Select
        aria-label="Mapping"
        style={{ width: 'auto' }}
        value={triState(query.mapped)}
        onChange={(event) => onChange({ mapped: fromTriState(event.target.value) })}
      >
        <option value="">Mapped and unmapped</option>
        <option value="true">Mapped</option>
        <option value="false">Unmapped</option>
      </Form.Select>
      <Form.Select
        aria-label="Visibility"
        style={{ width: 'auto' }}
        value={triState(query.hidden)}
        onChange={(event) => onChange({ hidden: fromTriState(event.target.value) })}
      >
        <option value="">Visible and hidden</option>
        <option value="false">Visible</option>
        <option value="true">Hidden</option>
      </Form.Select>
      <Form.Check
        id="sku-filter-attention"
        label="Needs attention"
        checked={query.needs_attention === true}
        onChange={(event) => onChange({ needs_attention: event.target.checked ? true : undefined })}
      />
      {query.has_cogs !== undefined && (
        <Button size="sm" variant="outline-secondary" onClick={() => onChange({ has_cogs: undefined })}>
          {query.has_cogs ? 'With COGS' : 'Without COGS'} ×
          <span className="visually-hidden"> (clear the COGS filter)</span>
        </Button>
      )}
      {query.product_id !== undefined && (
        <Button size="sm" variant="outline-secondary" onClick={() => onChange({ product_id: undefined })}>
          Product #{query.product_id} ×<span className="visually-hidden"> (clear the product filter)</span>
        </Button>
      )}
    </>
  );
}
