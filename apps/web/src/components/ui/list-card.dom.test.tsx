// @vitest-environment jsdom
import { listQuerySchema } from '@backoffice/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useListQuery } from '../../lib/use-list-query.ts';
import { renderUi } from '../../testing/render.tsx';
import { ListCard } from './list-card.tsx';

interface Thing {
  id: number;
  name: string;
}

const thingList = listQuerySchema(['name'], 'name', { archived: z.enum(['true', 'false']).optional() });
const emptyPage = {
  data: { data: [] as Thing[], meta: { current_page: 1, per_page: 25, total: 0, last_page: 1 } },
  isError: false,
  isFetching: false,
  refetch: () => undefined,
};

/** A list screen's card over an empty page, its state in the URL as on the real screens. */
function EmptyList({ fixed, intro }: { fixed?: { archived?: 'true' | 'false' }; intro?: boolean }) {
  const list = useListQuery(thingList, { fixed });
  return (
    <ListCard
      list={list}
      query={emptyPage}
      search={{ label: 'Search things', placeholder: 'Name' }}
      label="Things"
      errorMessage="The things could not be loaded."
      columns={[{ key: 'name', header: 'Name', cell: (row: Thing) => row.name }]}
      rowKey={(row) => row.id}
      emptyMessage="No things yet."
      noMatchMessage="No thing matches."
      emptyIntro={
        intro
          ? { text: 'Things hold your stuff.', action: <button type="button">Add your first thing</button> }
          : undefined
      }
      noun="things"
    />
  );
}

const emptyText = () => screen.getByTestId('empty-table').textContent;
const noMatch = () => within(screen.getByTestId('empty-table'));

describe('ListCard empty message', () => {
  it('says there is nothing yet when nothing is searched or filtered', () => {
    renderUi(<EmptyList />, { route: '/things' });
    expect(emptyText()).toBe('No things yet.');
  });

  it('keeps saying so when only the order or the page size changed', () => {
    renderUi(<EmptyList />, { route: '/things?sort=name&sortDesc=true&per_page=50' });
    expect(emptyText()).toBe('No things yet.');
  });

  it('says nothing matches under a search', () => {
    renderUi(<EmptyList />, { route: '/things?search=mat' });
    expect(noMatch().getByText('No thing matches.')).toBeTruthy();
  });

  it('says nothing matches under a filter, and "Clear filters" drops the search and filters', async () => {
    const { user, location } = renderUi(<EmptyList />, { route: '/things?archived=true&search=mat' });
    expect(noMatch().getByText('No thing matches.')).toBeTruthy();
    await user.click(noMatch().getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/things');
    expect(emptyText()).toBe('No things yet.');
  });

  it('does not count a value the screen fixes as a filter', () => {
    renderUi(<EmptyList fixed={{ archived: 'false' }} />, { route: '/things' });
    expect(emptyText()).toBe('No things yet.');
  });
});

describe('ListCard introduction', () => {
  it('with no records at all, shows what the list is for and its first action instead of the table', () => {
    renderUi(<EmptyList intro />, { route: '/things' });
    const intro = screen.getByRole('region', { name: 'No things yet.' });
    expect(intro.textContent).toContain('Things hold your stuff.');
    expect(within(intro).getByRole('button', { name: 'Add your first thing' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('under a search keeps the table and its short "no match", without the introduction', () => {
    renderUi(<EmptyList intro />, { route: '/things?search=mat' });
    expect(noMatch().getByText('No thing matches.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'No things yet.' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add your first thing' })).toBeNull();
  });
});
