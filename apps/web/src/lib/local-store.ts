import { useSyncExternalStore } from 'react';

/**
 * A value kept in localStorage that React can subscribe to. Reads are cached by the raw string so
 * useSyncExternalStore sees a stable snapshot; other tabs' changes arrive through the storage event.
 * Storage can throw (private mode, quota), and a preference is never worth crashing the app for.
 */
export interface LocalStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

interface LocalStoreOptions<T> {
  key: string;
  parse: (raw: string | null) => T;
  /** null removes the key. */
  serialize: (value: T) => string | null;
}

function readRaw(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function createLocalStore<T>({ key, parse, serialize }: LocalStoreOptions<T>): LocalStore<T> {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: T } | undefined;
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) emit();
  };

  return {
    get() {
      const raw = readRaw(key);
      if (!cached || cached.raw !== raw) cached = { raw, value: parse(raw) };
      return cached.value;
    },
    set(value) {
      const raw = serialize(value);
      try {
        if (raw === null) globalThis.localStorage?.removeItem(key);
        else globalThis.localStorage?.setItem(key, raw);
      } catch {
        // Not persisted; the app keeps working with what it has in memory for this page view.
      }
      emit();
    },
    subscribe(listener) {
      if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}

export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
