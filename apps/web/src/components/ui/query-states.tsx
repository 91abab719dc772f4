import type { ReactNode } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';

/**
 * The three states every screen, card and list shows before or instead of its data, so they look
 * and read the same everywhere: loading (a spinner with what is loading), empty (a muted sentence)
 * and failed (the message and a retry). Lists show the first two through DataTable.
 */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status">
      <Spinner animation="border" className="me-2" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

// Empty has its own file (a list's introduction is more than a sentence); it is one of the three.
export { EmptyState, type EmptyStateProps } from './empty-state.tsx';

/**
 * A failed load: what could not be loaded, anything useful beside it (a way back), and "Try again",
 * which reruns the query (`onRetry={() => void query.refetch()}`).
 */
export function ErrorState({
  message,
  onRetry,
  children,
  className,
}: {
  message: ReactNode;
  onRetry?: () => void;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Alert
      variant="danger"
      className={`d-flex flex-wrap align-items-center gap-2 mb-0 ${className ?? ''}`}
      data-testid="error-state"
    >
      <span className="me-auto">
        {message}
        {children && <> {children}</>}
      </span>
      {onRetry && (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
