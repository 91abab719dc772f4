import 'bootstrap/dist/css/bootstrap.min.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { AppErrorBoundary } from './app/app-error-boundary.tsx';
import { applyStoredColorMode } from './lib/color-mode.ts';
import { startErrorReporting } from './lib/error-reporting.ts';

applyStoredColorMode();
// Loads Sentry only when index.html carries a DSN; the app does not wait for it.
void startErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <App />
    </AppErrorBoundary>
  </StrictMode>,
);
