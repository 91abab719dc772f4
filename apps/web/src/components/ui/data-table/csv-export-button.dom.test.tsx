// @vitest-environment jsdom
import { listQuerySchema, queryBoolean } from '@backoffice/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { renderUi } from '../../../testing/render.tsx';
import { CsvExportButton } from './csv-export-button.tsx';

const PRODUCTS = '/api/organisations/01JTESTORG/products';

/**
 * The export link and its query string as an object (key order is not part of the contract).
 * react-bootstrap gives a Button rendered as an anchor the role "button".
 */
function exportLink(name = 'Export CSV') {
  const link = screen.getByRole('button', { name }) as HTMLAnchorElement;
  expect(link.tagName).toBe('A');
  const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
  return { link, path: href.pathname, params: Object.fromEntries(href.searchParams) };
}

const productList = listQuerySchema(['name', 'price'], 'name', { active: queryBoolean.optional() });

function ProductsToolbar() {
  const list = useListQuery(productList);
  return <CsvExportButton path={PRODUCTS} params={list.exportParams} />;
}

describe('CsvExportButton', () => {
  it('links to <list>/export.csv as a download, skipping empty parameters', () => {
    renderUi(
      <CsvExportButton path={PRODUCTS} params={{ search: 'mat', supplier: undefined, active: null }} />,
    );
    const { link, path, params } = exportLink();
    expect(path).toBe(`${PRODUCTS}/export.csv`);
    expect(params).toEqual({ search: 'mat' });
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('is a plain link without parameters, and can be renamed', () => {
    renderUi(<CsvExportButton path={PRODUCTS} label="Download products" />);
    expect(exportLink('Download products').link.getAttribute('href')).toBe(`${PRODUCTS}/export.csv`);
  });

  it("on a list screen, exports the list's filters and sort but every page", () => {
    renderUi(<ProductsToolbar />, {
      route: '/products?page=3&per_page=50&sort=price&sortDesc=true&search=mat&active=true&tab=x',
    });
    expect(exportLink().params).toEqual({ sort: 'price', sortDesc: 'true', search: 'mat', active: 'true' });
  });

  it('on a list screen with nothing chosen, exports in the default order', () => {
    renderUi(<ProductsToolbar />, { route: '/products' });
    expect(exportLink().params).toEqual({ sort: 'name', sortDesc: 'false' });
  });
});
