/**
 * The accent colour themes of the display settings (spec section 3, `colorTheme`), named after the
 * admin template family the spec descends from. Written once: the side overlay lists them, the root
 * element carries the chosen one, and app/color-themes.css holds each one's colours (light and dark).
 * `swatch` is only the picker's preview; the CSS stays the source of the applied colours.
 */
export const COLOR_THEMES = [
  { id: 'default', label: 'Default', swatch: '#0d6efd' },
  { id: 'amethyst', label: 'Amethyst', swatch: '#7e22ce' },
  { id: 'city', label: 'City', swatch: '#c2410c' },
  { id: 'flat', label: 'Flat', swatch: '#0f766e' },
  { id: 'modern', label: 'Modern', swatch: '#4338ca' },
  { id: 'smooth', label: 'Smooth', swatch: '#be185d' },
] as const;

export type ColorThemeId = (typeof COLOR_THEMES)[number]['id'];

/** A stored value this version does not know (a removed theme, a hand edit) shows the default. */
export function resolveColorTheme(stored: string): ColorThemeId {
  return COLOR_THEMES.find((theme) => theme.id === stored)?.id ?? 'default';
}

export const COLOR_THEME_ATTRIBUTE = 'data-app-theme';

/** Default is Bootstrap's own look, so it carries no attribute and no CSS of ours applies. */
export function applyColorTheme(theme: ColorThemeId): void {
  const root = document.documentElement;
  if (theme === 'default') root.removeAttribute(COLOR_THEME_ATTRIBUTE);
  else root.setAttribute(COLOR_THEME_ATTRIBUTE, theme);
}
