// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { renderUi } from '../../testing/render.tsx';
import type { DataTableColumn } from './data-table/index.ts';
import { PageState } from './page-state.tsx';
import { EmptyState, ErrorState, LoadingState } from './query-states.tsx';
import { QueryTable } from './query-table.tsx';

describe('LoadingState, EmptyState, ErrorState', () => {
  it('loading is a status naming what loads', () => {
    renderUi(<LoadingState label="Loading SKU…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading SKU…');
  });

  it('empty is the sentence given', () => {
    renderUi(<EmptyState>No transfers yet</EmptyState>);
    expect(screen.getByTestId('empty-state').textContent).toBe('No transfers yet');
  });

  it('failed says what could not be loaded, with what is beside it, and "Try again" reruns the query', async () => {
    const onRetry = vi.fn();
    const { user } = renderUi(
      <ErrorState message="The SKU could not be loaded." onRetry={onRetry}>
        <a href="/skus">Back to SKUs</a>
      </ErrorState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The SKU could not be loaded.');
    expect(screen.getByRole('link', { name: 'Back to SKUs' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no retry when there is nothing to rerun', () => {
    renderUi(<ErrorState message="Gone." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('PageState', () => {
  const query = (isError: boolean) => ({ isError, refetch: vi.fn(() => Promise.resolve()) });

  it('shows the screen’s title over the loading state while the record loads', () => {
    renderUi(
      <PageState
        title="SKU"
        query={query(false)}
        loading="Loading SKU…"
        error="The SKU could not be loaded."
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'SKU' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading SKU…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error state once the record failed; "Try again" refetches it', async () => {
    const failed = query(true);
    const { user } = renderUi(
      <PageState title="SKU" query={failed} loading="Loading SKU…" error="The SKU could not be loaded." />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The SKU could not be loaded.');
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('says a missing record (404) was not found, offers the way back and no "Try again"', () => {
    const missing = {
      isError: true,
      error: new ApiError({ status: 404, message: 'Not Found.' }),
      refetch: vi.fn(),
    };
    renderUi(
      <PageState
        title="SKU"
        query={missing}
        loading="Loading SKU…"
        error="The SKU could not be loaded."
        notFound="This SKU does not exist, or it has been deleted."
      >
        <a href="/skus">Back to SKUs</a>
      </PageState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This SKU does not exist, or it has been deleted.');
    expect(alert.textContent).not.toContain('could not be loaded');
    expect(screen.getByRole('link', { name: 'Back to SKUs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('still offers "Try again" for other failures (a 500, a lost connection)', () => {
    renderUi(
      <PageState
        title="SKU"
        query={{
          isError: true,
          error: new ApiError({ status: 500, message: 'Server Error' }),
          refetch: vi.fn(),
        }}
        loading="Loading SKU…"
        error="The SKU could not be loaded."
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The SKU could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('QueryTable', () => {
  interface Row {
    id: number;
    name: string;
  }
  const columns: DataTableColumn<Row>[] = [{ key: 'name', header: 'Name', cell: (row) => row.name }];
  const list = (state: { data?: Row[]; isError?: boolean; isFetching?: boolean }) => ({
    data: state.data ? { data: state.data } : undefined,
    isError: state.isError ?? false,
    isFetching: state.isFetching ?? false,
    refetch: vi.fn(() => Promise.resolve()),
  });
  const renderTable = (query: ReturnType<typeof list>) =>
    renderUi(
      <QueryTable
        label="Things"
        query={query}
        errorMessage="The things could not be loaded."
        columns={columns}
        rowKey={(row) => row.id}
        emptyMessage="No things yet."
      />,
    );

  it('shows the rows of the list', () => {
    renderTable(list({ data: [{ id: 1, name: 'Mug' }] }));
    expect(screen.getByRole('table', { name: 'Things' }).textContent).toContain('Mug');
  });

  it('shows the table’s loading row, then its empty row', () => {
    const { rerender } = renderTable(list({ isFetching: true }));
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    rerender(
      <QueryTable
        label="Things"
        query={list({ data: [] })}
        errorMessage="The things could not be loaded."
        columns={columns}
        rowKey={(row) => row.id}
        emptyMessage="No things yet."
      />,
    );
    expect(screen.getByTestId('empty-table').textContent).toBe('No things yet.');
  });

  it('shows the error state instead of the table when the list failed, with a retry', async () => {
    const failed = list({ isError: true });
    const { user } = renderTable(failed);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('The things could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });
});
