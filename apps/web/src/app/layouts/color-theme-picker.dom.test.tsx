// @vitest-environment jsdom
import { STORAGE_KEY_SETTINGS } from '@backoffice/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyStoredColorMode, useColorModeSync } from '../../lib/color-mode.ts';
import { SideOverlay } from './side-overlay.tsx';

// What the app mounts: the overlay, and the root shell's sync of the stored settings to <html>.
function Harness() {
  useColorModeSync();
  return <SideOverlay show onHide={() => {}} />;
}

const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEY_SETTINGS) ?? '{}') as Record<string, unknown>;
const themeAttribute = () => document.documentElement.getAttribute('data-app-theme');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-app-theme');
  // jsdom has no matchMedia; the colour mode follows a light system here.
  // (Offcanvas's responsive hook still uses the older addListener.)
  const query = {
    matches: false,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  };
  vi.stubGlobal('matchMedia', () => query);
});

describe('the accent colour setting', () => {
  it('stores the theme picked in the display settings and applies it to the page', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Accent colour' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Default' }) as HTMLInputElement).checked).toBe(true);
    expect(themeAttribute()).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Amethyst' }));
    expect(stored().colorTheme).toBe('amethyst');
    expect(themeAttribute()).toBe('amethyst');
    expect((screen.getByRole('radio', { name: 'Amethyst' }) as HTMLInputElement).checked).toBe(true);

    // Back to the default: Bootstrap's own colours, so no attribute at all.
    await user.click(screen.getByRole('radio', { name: 'Default' }));
    expect(stored().colorTheme).toBe('default');
    expect(themeAttribute()).toBeNull();
  });

  it('applies the stored theme before the first render, and an unknown one as the default', () => {
    localStorage.setItem(STORAGE_KEY_SETTINGS, JSON.stringify({ colorTheme: 'city' }));
    applyStoredColorMode();
    expect(themeAttribute()).toBe('city');

    localStorage.setItem(STORAGE_KEY_SETTINGS, JSON.stringify({ colorTheme: 'neon' }));
    applyStoredColorMode();
    expect(themeAttribute()).toBeNull();
    render(<Harness />);
    expect((screen.getByRole('radio', { name: 'Default' }) as HTMLInputElement).checked).toBe(true);
  });
});
