import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

export interface EmptyStateProps {
  /**
   * Without a title: a muted sentence, for a card with nothing in it ("No transfers yet.").
   * With one: a screen's introduction while it has no records at all, "No products yet." then
   * what the screen is for (children) and its first action.
   */
  title?: string;
  children: ReactNode;
  /** The screen's icon, drawn large and muted above the title (decorative). */
  icon?: LucideIcon;
  /** The first thing to do: "Create your first product", "Import SKUs from CSV". */
  action?: ReactNode;
  className?: string;
}

/** Nothing to show: the same look everywhere, in a card or as a whole list's introduction. */
export function EmptyState({ title, children, icon: Icon, action, className }: EmptyStateProps) {
  const titleId = useId();
  if (title === undefined) {
    return (
      <p className={`text-body-secondary mb-0 ${className ?? ''}`} data-testid="empty-state">
        {children}
      </p>
    );
  }
  return (
    <section
      className={`app-empty-state text-center px-3 py-5 ${className ?? ''}`}
      aria-labelledby={titleId}
      data-testid="empty-state"
    >
      {Icon && <Icon className="app-empty-state-icon mb-3" aria-hidden="true" />}
      <h2 id={titleId} className="h5">
        {title}
      </h2>
      <p className="text-body-secondary mx-auto mb-0">{children}</p>
      {action && <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">{action}</div>}
    </section>
  );
}
