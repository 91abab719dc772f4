import { useEffect, useSyncExternalStore } from 'react';
import { applyColorTheme, COLOR_THEME_ATTRIBUTE, resolveColorTheme } from './color-themes.ts';
import { type ColorMode, displaySettings, resolveColorMode } from './display-settings.ts';
import { useLocalStore } from './local-store.ts';
import { useMediaQuery } from './use-media-query.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(DARK_QUERY).matches;
}

/** Bootstrap 5.3 colour modes are switched by data-bs-theme on the root element. */
export function applyColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-bs-theme', mode);
}

/** Called once before the first render so the page never flashes the wrong mode or accent colour. */
export function applyStoredColorMode(): void {
  const settings = displaySettings.get();
  applyColorMode(resolveColorMode(settings, systemPrefersDark()));
  applyColorTheme(resolveColorTheme(settings.colorTheme));
}

/**
 * Keeps data-bs-theme in step with the stored settings and, when followed, the system preference,
 * and the accent theme's attribute with the stored colorTheme.
 */
export function useColorModeSync(): ColorMode {
  const settings = useLocalStore(displaySettings);
  const prefersDark = useMediaQuery(DARK_QUERY);
  const mode = resolveColorMode(settings, prefersDark);
  const theme = resolveColorTheme(settings.colorTheme);
  useEffect(() => applyColorMode(mode), [mode]);
  useEffect(() => applyColorTheme(theme), [theme]);
  return mode;
}

// Both attributes change the values of Bootstrap's variables: the mode and the accent theme.
function subscribeAppearance(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-bs-theme', COLOR_THEME_ATTRIBUTE],
  });
  return () => observer.disconnect();
}

function appliedMode(): ColorMode {
  return document.documentElement.getAttribute('data-bs-theme') === 'dark' ? 'dark' : 'light';
}

export interface Appearance {
  mode: ColorMode;
  /** The accent theme's attribute as applied ('default' without one). */
  theme: string;
}

// useSyncExternalStore compares snapshots by identity: the same appearance is the same object.
let lastAppearance: Appearance = { mode: 'light', theme: 'default' };
function appliedAppearance(): Appearance {
  const mode = appliedMode();
  const theme = document.documentElement.getAttribute(COLOR_THEME_ATTRIBUTE) ?? 'default';
  if (mode !== lastAppearance.mode || theme !== lastAppearance.theme) lastAppearance = { mode, theme };
  return lastAppearance;
}
const SERVER_APPEARANCE: Appearance = { mode: 'light', theme: 'default' };

/**
 * The colour mode and accent theme the page shows now, for code that reads Bootstrap's CSS variables
 * at render time (a canvas chart cannot use them directly): a new object once either has been
 * applied, so a memo keyed on it reads the variables again, already the new values.
 */
export function useAppliedAppearance(): Appearance {
  return useSyncExternalStore(subscribeAppearance, appliedAppearance, () => SERVER_APPEARANCE);
}

/** A Bootstrap CSS variable's current value on the root element, e.g. cssVariable('--bs-body-color'). */
export function cssVariable(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}
