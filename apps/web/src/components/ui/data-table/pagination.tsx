import type { PaginationMeta } from '@backoffice/shared';
import { Pagination as BsPagination, Form } from 'react-bootstrap';
import { pageWindow, shownRange } from './page-window.ts';

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

export interface PaginationProps {
  meta: PaginationMeta | undefined;
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
  perPageOptions?: readonly number[];
  /** What the rows are, for "Showing 1–25 of 120 products". */
  noun?: string;
}

/** Pages of a server-side list from its `meta`, with a rows-per-page select. */
export function Pagination({
  meta,
  onPageChange,
  onPerPageChange,
  perPageOptions = PER_PAGE_OPTIONS,
  noun = 'rows',
}: PaginationProps) {
  if (!meta) return null;
  const { current_page: current, last_page: last, per_page: perPage, total } = meta;
  const { from, to } = shownRange(meta);
  const options = perPageOptions.includes(perPage)
    ? perPageOptions
    : [...perPageOptions, perPage].sort((a, b) => a - b);
  return (
    <nav
      aria-label="Pagination"
      className="d-flex flex-wrap align-items-center justify-content-between gap-2"
      data-testid="pagination"
    >
      <div className="text-body-secondary small" aria-live="polite">
        Showing {from}–{to} of {total} {noun}
      </div>
      {/* Wraps so the page links go under the rows-per-page select on a phone instead of widening the page. */}
      <div className="d-flex flex-wrap align-items-center gap-2 column-gap-3">
        {onPerPageChange && (
          <Form.Select
            size="sm"
            aria-label="Rows per page"
            value={perPage}
            style={{ width: 'auto' }}
            onChange={(event) => onPerPageChange(Number(event.target.value))}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option} per page
              </option>
            ))}
          </Form.Select>
        )}
        {last > 1 && (
          <BsPagination size="sm" className="mb-0">
            <BsPagination.Prev
              disabled={current <= 1}
              onClick={current <= 1 ? undefined : () => onPageChange(current - 1)}
              aria-label="Previous page"
            />
            {pageWindow(current, last).map((item, index) =>
              item === 'gap' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
                <BsPagination.Ellipsis key={`gap-${index}`} disabled />
              ) : (
                <BsPagination.Item
                  key={item}
                  active={item === current}
                  onClick={item === current ? undefined : () => onPageChange(item)}
                  aria-label={`Page ${item}`}
                  aria-current={item === current ? 'page' : undefined}
                >
                  {item}
                </BsPagination.Item>
              ),
            )}
            <BsPagination.Next
              disabled={current >= last}
              onClick={current >= last ? undefined : () => onPageChange(current + 1)}
              aria-label="Next page"
            />
          </BsPagination>
        )}
      </div>
    </nav>
  );
}
