import { STORAGE_KEY_SETTINGS } from '@backoffice/shared';
import { z } from 'zod';
import { createLocalStore } from './local-store.ts';

/**
 * Stored display settings (spec section 3). Every field has its own fallback so one bad or missing
 * value (an older app version, a hand-edited key) never throws away the user's other choices.
 */
const displaySettingsSchema = z.object({
  colorTheme: z.string().catch('default'),
  darkMode: z.boolean().catch(false),
  darkModeSystem: z.boolean().catch(true),
  // mini: on desktop the sidebar is a narrow rail of icons (names in tooltips); phones keep the menu.
  sidebar: z
    .object({ dark: z.boolean().catch(false), mini: z.boolean().catch(false) })
    .catch({ dark: false, mini: false }),
  header: z.object({ fixed: z.boolean().catch(true) }).catch({ fixed: true }),
});
export type DisplaySettings = z.infer<typeof displaySettingsSchema>;

export function parseDisplaySettings(raw: string | null): DisplaySettings {
  let value: unknown = {};
  try {
    value = raw ? JSON.parse(raw) : {};
  } catch {
    value = {};
  }
  const parsed = displaySettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : displaySettingsSchema.parse({});
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
