import { productListQuerySchema, skuListQuerySchema } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import {
  listQueryDefaults,
  nextSort,
  parseListQuery,
  patchListQuery,
  searchParamsToRecord,
  toExportParams,
  toRequestParams,
  writeListQuery,
} from './list-query-state.ts';

const params = (text: string) => new URLSearchParams(text);

describe('parseListQuery', () => {
  it('gives the schema defaults for an empty query string', () => {
    expect(parseListQuery(skuListQuerySchema, params(''))).toEqual({
      page: 1,
      per_page: 25,
      sort: 'sku_id',
      sortDesc: false,
    });
  });

  it('reads page, sort, direction, search and typed filters from the URL', () => {
    const query = parseListQuery(
      skuListQuerySchema,
      params('page=3&per_page=50&sort=stock&sortDesc=true&search=mug&mapped=false&product_id=7'),
    );
    expect(query).toMatchObject({
      page: 3,
      per_page: 50,
      sort: 'stock',
      sortDesc: true,
      search: 'mug',
      mapped: false,
      product_id: 7,
    });
  });

  it('drops only the parameters the schema rejects, keeping the rest of a stale link', () => {
    const query = parseListQuery(skuListQuerySchema, params('sort=nonsense&page=abc&search=mug&hidden=true'));
    expect(query).toMatchObject({ page: 1, sort: 'sku_id', search: 'mug', hidden: true });
  });

  it('ignores empty values and parameters that are not the list’s', () => {
    const query = parseListQuery(productListQuerySchema, params('search=&tab=stock'));
    expect(query).not.toHaveProperty('search');
    expect(query).not.toHaveProperty('tab');
  });

  it('applies screen defaults under what the URL says', () => {
    expect(parseListQuery(skuListQuerySchema, params(''), { per_page: 100 }).per_page).toBe(100);
    expect(parseListQuery(skuListQuerySchema, params('per_page=10'), { per_page: 100 }).per_page).toBe(10);
  });
});

describe('writeListQuery', () => {
  const defaults = listQueryDefaults(skuListQuerySchema);
  const keys = Object.keys(skuListQuerySchema.shape);

  it('writes only what differs from the defaults and keeps foreign parameters', () => {
    const written = writeListQuery({
      current: params('tab=stock&page=4'),
      query: { ...defaults, sort: 'stock', sortDesc: true, mapped: false, search: 'blue mug' },
      defaults,
      keys,
    });
    expect(written.toString()).toBe('tab=stock&sortDesc=true&sort=stock&search=blue+mug&mapped=false');
  });

  it('round-trips through parseListQuery', () => {
    const query = { ...defaults, page: 2, per_page: 50, needs_attention: true, search: 'x' };
    const written = writeListQuery({ current: params(''), query, defaults, keys });
    expect(parseListQuery(skuListQuerySchema, written)).toEqual(query);
  });

  it('leaves values fixed by the screen out of the URL', () => {
    const written = writeListQuery({
      current: params('mapped=false'),
      query: { ...defaults, mapped: false, page: 2 },
      defaults,
      keys,
      fixed: { mapped: false },
    });
    expect(written.toString()).toBe('page=2');
  });
});

describe('patchListQuery', () => {
  const base = { ...listQueryDefaults(skuListQuerySchema), page: 5, search: 'mug' };

  it('keeps the page when only the page changes', () => {
    expect(patchListQuery(base, { page: 6 }).page).toBe(6);
  });

  it('goes back to page 1 when a filter, the sort or the page size changes', () => {
    expect(patchListQuery(base, { hidden: true }).page).toBe(1);
    expect(patchListQuery(base, { sort: 'stock' }).page).toBe(1);
    expect(patchListQuery(base, { per_page: 100 }).page).toBe(1);
  });

  it('keeps the page when a filter is set to the value it already has', () => {
    expect(patchListQuery(base, { search: 'mug' }).page).toBe(5);
  });

  it('removes a filter patched to undefined', () => {
    expect(patchListQuery(base, { search: undefined })).not.toHaveProperty('search');
  });
});

describe('nextSort', () => {
  const query = listQueryDefaults(productListQuerySchema);
  it('sorts a new column ascending and flips the current one', () => {
    expect(nextSort(query, 'stock')).toEqual({ sort: 'stock', sortDesc: false });
    expect(nextSort(query, 'name')).toEqual({ sort: 'name', sortDesc: true });
    expect(nextSort({ ...query, sortDesc: true }, 'name')).toEqual({ sort: 'name', sortDesc: false });
  });
});

describe('request and export parameters', () => {
  const query = { ...listQueryDefaults(skuListQuerySchema), page: 3, mapped: false, search: undefined };
  it('sends every set value to the API', () => {
    expect(toRequestParams(query)).toEqual({
      page: 3,
      per_page: 25,
      sort: 'sku_id',
      sortDesc: false,
      mapped: false,
    });
  });
  it('exports every page: no page or per_page', () => {
    expect(toExportParams(query)).toEqual({ sort: 'sku_id', sortDesc: false, mapped: false });
  });
});

describe('searchParamsToRecord', () => {
  it('turns repeated keys into arrays', () => {
    expect(searchParamsToRecord(params('a=1&b=2&b=3'))).toEqual({ a: '1', b: ['2', '3'] });
  });
});
