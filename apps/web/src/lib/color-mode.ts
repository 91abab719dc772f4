import { useEffect, useSyncExternalStore } from 'react';
import { type ColorMode, displaySettings, resolveColorMode } from './display-settings.ts';
import { useLocalStore } from './local-store.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeSystemPreference(listener: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(DARK_QUERY).matches;
}

/** Bootstrap 5.3 colour modes are switched by data-bs-theme on the root element. */
export function applyColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-bs-theme', mode);
}

/** Called once before the first render so the page never flashes the wrong theme. */
export function applyStoredColorMode(): void {
  applyColorMode(resolveColorMode(displaySettings.get(), systemPrefersDark()));
}

/** Keeps data-bs-theme in step with the stored settings and, when followed, the system preference. */
export function useColorModeSync(): ColorMode {
  const settings = useLocalStore(displaySettings);
  const prefersDark = useSyncExternalStore(subscribeSystemPreference, systemPrefersDark, () => false);
  const mode = resolveColorMode(settings, prefersDark);
  useEffect(() => applyColorMode(mode), [mode]);
  return mode;
}

function subscribeAppliedMode(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-bs-theme'] });
  return () => observer.disconnect();
}

function appliedMode(): ColorMode {
  return document.documentElement.getAttribute('data-bs-theme') === 'dark' ? 'dark' : 'light';
}

/**
 * The colour mode the page shows now (data-bs-theme), for code that reads Bootstrap's CSS variables
 * at render time (a canvas chart cannot use them directly): it re-renders once the mode has been
 * applied, so the variables it reads are already the new mode's.
 */
export function useAppliedColorMode(): ColorMode {
  return useSyncExternalStore(subscribeAppliedMode, appliedMode, () => 'light');
}

/** A Bootstrap CSS variable's current value on the root element, e.g. cssVariable('--bs-body-color'). */
export function cssVariable(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}
