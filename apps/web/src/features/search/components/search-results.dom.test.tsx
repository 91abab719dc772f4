// @vitest-environment jsdom
import type { SearchGroup } from '@backoffice/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { SearchResults } from './search-results.tsx';

const ORG = '01JSEARCHORG';
const IMAGE = 'https://m.media-amazon.com/images/I/51DZzp3w3vL.jpg';

const groups: SearchGroup[] = [
  {
    kind: 'skus',
    label: 'SKUs',
    has_more: false,
    all: null,
    hits: [
      {
        id: 1,
        title: 'MUG-1',
        subtitle: 'B0MUG00001',
        image_url: IMAGE,
        link: { name: 'skus.show', params: { id: 1 } },
      },
      {
        id: 2,
        title: 'MUG-2',
        subtitle: null,
        image_url: null,
        link: { name: 'skus.show', params: { id: 2 } },
      },
    ],
  },
  {
    kind: 'suppliers',
    label: 'Suppliers',
    has_more: false,
    all: null,
    hits: [
      { id: 3, title: 'Acme Mills', subtitle: null, link: { name: 'suppliers.edit', params: { id: 3 } } },
    ],
  },
];

describe('the search results', () => {
  it("show a SKU hit's catalog image, a placeholder for a SKU without one, and nothing for other kinds", async () => {
    renderUi(<SearchResults groups={groups} query="mug" organisationUlid={ORG} onLeaveTop={() => {}} />);

    const [pictured, bare, supplier] = (await screen.findAllByRole('link')).filter((link) =>
      link.hasAttribute('data-search-hit'),
    ) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pictured).getByRole('img', { name: 'MUG-1' }).getAttribute('src')).toBe(IMAGE);
    expect(within(bare).queryByRole('img')).toBeNull();
    expect(within(bare).getByTestId('sku-thumbnail-placeholder')).toBeTruthy();
    expect(within(supplier).queryByTestId('sku-thumbnail-placeholder')).toBeNull();
    expect(within(supplier).queryByRole('img')).toBeNull();
  });
});
