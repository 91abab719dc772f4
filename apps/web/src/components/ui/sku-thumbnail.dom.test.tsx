// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render.tsx';
import { SkuThumbnail } from './sku-thumbnail.tsx';

describe('SkuThumbnail', () => {
  it('shows the catalog image small, lazily, with the title as its alt text', () => {
    renderUi(
      <SkuThumbnail url="https://m.media-amazon.com/images/I/51DZzp3w3vL.jpg" title="Camp Mug, Black" />,
    );
    const image = screen.getByRole('img', { name: 'Camp Mug, Black' });
    expect(image.getAttribute('src')).toBe('https://m.media-amazon.com/images/I/51DZzp3w3vL.jpg');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('32');
    expect(image.getAttribute('height')).toBe('32');
    expect(screen.queryByTestId('sku-thumbnail-placeholder')).toBeNull();
  });

  it('shows a neutral square of the same size, hidden from screen readers, when there is no image', () => {
    renderUi(<SkuThumbnail url={null} title="Camp Mug, Black" />);
    expect(screen.queryByRole('img')).toBeNull();
    const placeholder = screen.getByTestId('sku-thumbnail-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.style.width).toBe('32px');
    expect(placeholder.style.height).toBe('32px');
  });
});
