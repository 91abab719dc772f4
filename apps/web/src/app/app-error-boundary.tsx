import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../lib/error-reporting.ts';
import { SomethingWentWrong } from './pages/something-went-wrong.tsx';

/**
 * The outermost error boundary: a render error the routes' own boundary (RouteErrorPage) cannot
 * catch (the router itself, the query client's provider, the toasts) shows a friendly page with
 * "Try again" instead of a blank one, and is reported.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, info.componentStack ?? undefined);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <SomethingWentWrong onRetry={() => this.setState({ failed: false })} />;
  }
}
