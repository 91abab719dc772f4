import { DEFAULT_TOAST_POSITION, TOAST_DELAY_MS } from '@backoffice/shared';
import { useSyncExternalStore } from 'react';
import { Toast, ToastContainer } from 'react-bootstrap';
import { dismissToast, getToasts, subscribeToasts } from '../../lib/notify.ts';

/** Renders the toast store: top-end, each toast hiding itself after 5 s (spec sections 8 and 9). */
export function ToastHost() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <ToastContainer position={DEFAULT_TOAST_POSITION} containerPosition="fixed" className="p-3 app-toasts">
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          bg={toast.variant}
          autohide
          delay={TOAST_DELAY_MS}
          onClose={() => dismissToast(toast.id)}
          data-testid="toast"
        >
          <Toast.Header>
            <strong className="me-auto">{toast.title}</strong>
          </Toast.Header>
          <Toast.Body className={toast.variant === 'info' ? undefined : 'text-white'}>
            {toast.body.length === 1 ? (
              toast.body[0]
            ) : (
              <ul className="mb-0 ps-3">
                {toast.body.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
