import { describe, expect, it } from 'vitest';
import { parseDisplaySettings, resolveColorMode } from './display-settings.ts';

describe('parseDisplaySettings', () => {
  it('defaults to following the system when nothing is stored or the value is garbage', () => {
    for (const raw of [null, '', 'not json', '42']) {
      expect(parseDisplaySettings(raw)).toEqual({
        colorTheme: 'default',
        darkMode: false,
        darkModeSystem: true,
        sidebar: { dark: false, mini: false },
        header: { fixed: true },
      });
    }
  });

  it('keeps valid choices when another field is broken', () => {
    const settings = parseDisplaySettings('{"darkMode":true,"darkModeSystem":false,"sidebar":"oops"}');
    expect(settings.darkMode).toBe(true);
    expect(settings.darkModeSystem).toBe(false);
    expect(settings.sidebar).toEqual({ dark: false, mini: false });
  });

  it('reads settings stored before the mini sidebar existed, with the sidebar full width', () => {
    expect(parseDisplaySettings('{"sidebar":{"dark":true}}').sidebar).toEqual({ dark: true, mini: false });
  });
});

describe('resolveColorMode', () => {
  const base = parseDisplaySettings(null);

  it('follows the system preference while darkModeSystem is on', () => {
    expect(resolveColorMode({ ...base, darkModeSystem: true, darkMode: false }, true)).toBe('dark');
    expect(resolveColorMode({ ...base, darkModeSystem: true, darkMode: true }, false)).toBe('light');
  });

  it('uses the stored choice otherwise', () => {
    expect(resolveColorMode({ ...base, darkModeSystem: false, darkMode: true }, false)).toBe('dark');
    expect(resolveColorMode({ ...base, darkModeSystem: false, darkMode: false }, true)).toBe('light');
  });
});
