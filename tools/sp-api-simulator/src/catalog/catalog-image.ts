import { createHash } from 'node:crypto';

/**
 * The catalog's product images, served by the simulator itself so a browser shows them offline:
 * a square SVG in a colour of the ASIN, with the ASIN's last letters, as large as the link says.
 * Amazon's links are on its public media host and need no access token; these neither.
 */
export function catalogImagePath(asin: string, variant: string, size: number): string {
  return `/images/I/${encodeURIComponent(asin)}.${variant}.${size}.svg`;
}

const PATH = /^\/images\/I\/([A-Z0-9]{10})\.(MAIN|PT0[1-8]|SWCH)\.(\d{2,4})\.svg$/;

/** The image a path names, or null when it names none. */
export function catalogImageAt(path: string): string | null {
  const match = PATH.exec(path);
  if (!match) return null;
  const [, asin = '', variant = '', sizeText = ''] = match;
  const size = Number(sizeText);
  if (size < 16 || size > 2000) return null;
  const hue = createHash('sha256').update(asin).digest()[0] ?? 0;
  const angle = Math.round((hue / 256) * 360);
  const light = variant === 'MAIN' ? 55 : 70;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">`,
    `<rect width="100" height="100" fill="hsl(${angle} 45% ${light}%)"/>`,
    '<rect x="22" y="30" width="56" height="44" rx="6" fill="#fff" fill-opacity="0.85"/>',
    `<text x="50" y="58" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#333">${asin.slice(-4)}</text>`,
    '</svg>',
  ].join('');
}
