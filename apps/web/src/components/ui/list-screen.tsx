import type { ReactNode } from 'react';
import { ListCard, type ListCardProps } from './list-card.tsx';
import { PageHeader } from './page-header.tsx';

export interface ListScreenProps<T> extends Omit<ListCardProps<T>, 'className'> {
  /** The screen's test id, e.g. "products-page". */
  testId: string;
  title: string;
  /** The header's buttons (CSV, "New …"); the screen decides which the user's role may see. */
  actions?: ReactNode;
  /** Dialogs the screen opens (rendered after the list). */
  children?: ReactNode;
}

/**
 * A resource's list screen, the same on every list: the title with its actions above the
 * `ListCard`. A screen keeps its columns, filters and dialogs; the wiring is here.
 */
export function ListScreen<T>({ testId, title, actions, children, ...card }: ListScreenProps<T>) {
  return (
    <div data-testid={testId}>
      <PageHeader title={title}>
        {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
      </PageHeader>
      <ListCard {...card} />
      {children}
    </div>
  );
}
