import { STORAGE_KEY_SETTINGS } from '@backoffice/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

type Rgb = [number, number, number];

/** WCAG relative luminance and contrast ratio. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
const hex = (rgb: Rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/**
 * What the chart drew, read from its pixels (the app bundles Chart.js, so the page has no handle on
 * the chart object): every colour painted fully opaque on at least `MIN_PIXELS` pixels (line cores,
 * legend boxes, legend text), and the background of the card the canvas sits on.
 */
const MIN_PIXELS = 40;
async function chartColours(page: Page): Promise<{ drawn: Rgb[]; background: Rgb }> {
  const card = page.getByTestId('stock-chart');
  await expect(card.getByRole('img', { name: /Stock over the last/ })).toBeVisible();
  return card.evaluate((element, minPixels) => {
    const canvas = element.querySelector('canvas') as HTMLCanvasElement;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const counts = new Map<string, number>();
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] !== 255) continue;
      const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const drawn = [...counts]
      .filter(([, count]) => count >= minPixels)
      .map(([key]) => key.split(',').map(Number));
    const background = getComputedStyle(element).backgroundColor.match(/\d+/g)?.slice(0, 3).map(Number);
    return { drawn, background } as { drawn: Rgb[]; background: Rgb };
  }, MIN_PIXELS);
}

/**
 * Every line and legend entry must stand out from the card: at least 3:1 (WCAG's minimum for
 * graphics). Issue 8, defect 3: in dark mode the total's line and legend were near-black.
 */
function expectReadable(drawn: Rgb[], background: Rgb, lines: number, mode: string) {
  // Total and four warehouses at least (text adds more): otherwise the sampling saw nothing.
  expect(drawn.length, `${mode}: colours drawn ${drawn.map(hex)}`).toBeGreaterThanOrEqual(lines);
  for (const colour of drawn) {
    expect(
      contrast(colour, background),
      `${mode}: ${hex(colour)} on ${hex(background)} is too faint`,
    ).toBeGreaterThanOrEqual(3);
  }
}

const WAREHOUSES = ['Berlin', 'Leeds', 'Lyon', 'Turin'];

/**
 * Accent themes (display setting `colorTheme`) and the colour each draws a warehouse's line with:
 * its primary in light mode, its lighter `--bs-primary-text-emphasis` tint in dark mode (the values
 * of app/color-themes.css).
 */
const ACCENTS = {
  amethyst: { light: [0x7e, 0x22, 0xce] as Rgb, dark: [0xb2, 0x7a, 0xe2] as Rgb },
  city: { light: [0xc2, 0x41, 0x0c] as Rgb, dark: [0xda, 0x8d, 0x6d] as Rgb },
};

/**
 * Stores the display settings as the app keeps them, before the app's scripts run on every
 * navigation (the init script added last wins), and reloads with them.
 */
async function showWith(page: Page, settings: { darkMode: boolean; colorTheme?: string }) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY_SETTINGS,
    JSON.stringify({ darkModeSystem: false, ...settings }),
  ] as const);
  await page.reload();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-bs-theme', settings.darkMode ? 'dark' : 'light');
  if (settings.colorTheme) await expect(html).toHaveAttribute('data-app-theme', settings.colorTheme);
  else await expect(html).not.toHaveAttribute('data-app-theme', /.*/);
}

test('the product chart’s lines and legend follow the theme: light, dark and accent colours', async ({
  page,
  api,
  organisation,
}) => {
  // A SKU with stock in four warehouses: the total and four coloured lines.
  const at = organisation.apiPath;
  const { data: product } = await api.post<{ data: { id: number } }>(`${at}/products`, {
    name: 'Camp Stove',
  });
  const { data: sku } = await api.post<{ data: { id: number } }>(`${at}/skus`, {
    sku_id: 'STOVE-1',
    product_id: product.id,
  });
  for (const [index, name] of WAREHOUSES.entries()) {
    const { data: warehouse } = await api.post<{ data: { ulid: string } }>(`${at}/warehouses`, { name });
    await api.post(`${at}/warehouses/${warehouse.ulid}/adjustments`, {
      sku_id: sku.id,
      quantity: 20 + 10 * index,
      reason: 'Opening count',
    });
  }
  const lines = WAREHOUSES.length + 1;
  const productPage = `${organisation.path}/products/${product.id}`;

  await page.goto(productPage);
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
  const light = await chartColours(page);
  expectReadable(light.drawn, light.background, lines, 'light');

  // Dark mode chosen in the display settings.
  await showWith(page, { darkMode: true });
  const dark = await chartColours(page);
  expectReadable(dark.drawn, dark.background, lines, 'dark');
  // The dark chart is not the light one on another background.
  expect(dark.drawn.map(hex)).not.toEqual(light.drawn.map(hex));

  // With an accent theme stored, its colour draws a warehouse's line, in dark and in light mode.
  for (const [colorTheme, colours] of Object.entries(ACCENTS)) {
    for (const mode of ['dark', 'light'] as const) {
      await showWith(page, { darkMode: mode === 'dark', colorTheme });
      const accented = await chartColours(page);
      expect(accented.drawn.map(hex), `${colorTheme} ${mode}`).toContain(hex(colours[mode]));
      expectReadable(accented.drawn, accented.background, lines, `${colorTheme} ${mode}`);
    }
  }

  // Picked in the display settings while the chart is on screen: it redraws in the new colour.
  await page.getByRole('button', { name: 'Display settings' }).click();
  await page.getByRole('radio', { name: 'Amethyst' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-app-theme', 'amethyst');
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => (await chartColours(page)).drawn.map(hex), { message: 'amethyst, live' })
    .toContain(hex(ACCENTS.amethyst.light));
});
