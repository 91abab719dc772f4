import { errorToastContent } from './error-toast.ts';

/**
 * A tiny toast store outside React, so query caches, loaders and components can all raise toasts
 * (spec section 8) without threading a context through non-React code. ToastHost renders it.
 */
export type ToastVariant = 'danger' | 'success' | 'info';
export interface Toast {
  id: number;
  title: string;
  body: string[];
  variant: ToastVariant;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function pushToast(toast: Omit<Toast, 'id'>): void {
  toasts = [...toasts, { ...toast, id: nextId++ }];
  emit();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** Logs the error and shows a toast titled by its status; `message` replaces the error's text. */
export function notifyError(error: unknown, message?: string): void {
  console.error(error);
  pushToast({ ...errorToastContent(error, message), variant: 'danger' });
}

export function notifyInfo(message: string, title: string): void {
  pushToast({ title, body: [message], variant: 'info' });
}

export function notifySuccess(message: string, title = 'Done'): void {
  pushToast({ title, body: [message], variant: 'success' });
}
