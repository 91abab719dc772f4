// @vitest-environment jsdom
import { listQuerySchema } from '@backoffice/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useListQuery } from '../../../lib/use-list-query.ts';
import { renderUi } from '../../../testing/render.tsx';
import { SearchInput } from './search-input.tsx';

const productList = listQuerySchema(['name'], 'name', {});

function SearchableList() {
  const list = useListQuery(productList);
  return <SearchInput value={list.searchInput} onChange={list.setSearchInput} />;
}

describe('SearchInput', () => {
  it('is a labelled search box that reports every change', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<SearchInput value="" onChange={onChange} label="Search products" />);
    const box = screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement;
    expect(box.placeholder).toBe('Search…');
    await user.type(box, 'ma');
    // Controlled: the parent owns the text, so each keystroke is reported against the value given.
    expect(onChange.mock.calls).toEqual([['m'], ['a']]);
  });
});

describe('SearchInput on a list screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // Keystrokes as change events: user-event's waits go through Testing Library's asyncWrapper,
  // which only knows Jest's fake timers and would hang under vitest's.
  const renderList = (route: string) => {
    const rendered = renderUi(<SearchableList />, { route });
    const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    const type = (text: string) => fireEvent.change(box, { target: { value: text } });
    const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
    return { ...rendered, box, type, wait };
  };

  it('shows the text at once and puts it in the URL after a pause in typing, back on page 1', async () => {
    const { box, type, wait, query } = renderList('/products?page=4');
    type('m');
    type('ma');
    type('mat');
    expect(box.value).toBe('mat');
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(query()).toEqual({ page: '4' });

    await wait(1);
    expect(query()).toEqual({ search: 'mat' });
  });

  it('waits for the last keystroke, replaces the history entry and trims the text', async () => {
    const { type, wait, query, router } = renderList('/products');
    type(' yo');
    await wait(SEARCH_DEBOUNCE_MS - 100);
    type(' yoga ');
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(query()).toEqual({});

    await wait(1);
    expect(query()).toEqual({ search: 'yoga' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('clearing the box removes the search from the URL', async () => {
    const { box, type, wait, query } = renderList('/products?search=mat');
    expect(box.value).toBe('mat');
    type('');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(query()).toEqual({});
  });

  it('follows the URL when it changes under it (Back, a link)', async () => {
    const { box, router } = renderList('/products?search=mat');
    await act(() => router.navigate('/products?search=block'));
    expect(box.value).toBe('block');
  });
});
