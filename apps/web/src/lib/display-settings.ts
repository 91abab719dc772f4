import { STORAGE_KEY_SETTINGS } from '@backoffice/shared';
import { createLocalStore } from './local-store.ts';

/** Stored display settings (spec section 3). */
export interface DisplaySettings {
  colorTheme: string;
  darkMode: boolean;
  darkModeSystem: boolean;
  // mini: on desktop the sidebar is a narrow rail of icons (names in tooltips); phones keep the menu.
  sidebar: { dark: boolean; mini: boolean };
  header: { fixed: boolean };
}

/**
 * Every field has its own fallback, so one bad or missing value (an older app version, a
 * hand-edited key) never throws away the user's other choices. Read by hand rather than with a
 * zod schema: this runs before the first paint, and zod would add about 25 KB gzipped to the
 * initial bundle (issue 8, defect 2).
 */
export function parseDisplaySettings(raw: string | null): DisplaySettings {
  let value: unknown = {};
  try {
    value = raw ? JSON.parse(raw) : {};
  } catch {
    value = {};
  }
  const stored = objectOr(value);
  const sidebar = objectOr(stored.sidebar);
  const header = objectOr(stored.header);
  return {
    colorTheme: typeof stored.colorTheme === 'string' ? stored.colorTheme : 'default',
    darkMode: booleanOr(stored.darkMode, false),
    darkModeSystem: booleanOr(stored.darkModeSystem, true),
    sidebar: { dark: booleanOr(sidebar.dark, false), mini: booleanOr(sidebar.mini, false) },
    header: { fixed: booleanOr(header.fixed, true) },
  };
}

function objectOr(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function booleanOr(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

export const displaySettings = createLocalStore<DisplaySettings>({
  key: STORAGE_KEY_SETTINGS,
  parse: parseDisplaySettings,
  serialize: (settings) => JSON.stringify(settings),
});

export function updateDisplaySettings(change: (current: DisplaySettings) => DisplaySettings): void {
  displaySettings.set(change(displaySettings.get()));
}

export type ColorMode = 'light' | 'dark';

/** Spec section 4: follow the system preference when darkModeSystem is on, else the stored choice. */
export function resolveColorMode(settings: DisplaySettings, systemPrefersDark: boolean): ColorMode {
  const dark = settings.darkModeSystem ? systemPrefersDark : settings.darkMode;
  return dark ? 'dark' : 'light';
}
