/**
 * A SKU's main image from Amazon's catalog, small beside its name in the lists (SKUs, Stock,
 * Forecasts, search). Loaded only when scrolled near (`loading="lazy"`), its alt text the title;
 * a SKU without one (no ASIN, not fetched yet, none in the catalog) gets a neutral square of the
 * same size, so the rows' names stay aligned.
 */
export function SkuThumbnail({
  url,
  title,
  size = 32,
}: {
  url: string | null | undefined;
  title: string;
  size?: number;
}) {
  const box = { width: size, height: size, flex: 'none' } as const;
  if (!url)
    return (
      <span
        className="d-inline-block rounded border bg-body-tertiary"
        style={box}
        aria-hidden="true"
        data-testid="sku-thumbnail-placeholder"
      />
    );
  return (
    <img
      src={url}
      alt={title}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="rounded border bg-white"
      style={{ ...box, objectFit: 'contain' }}
      data-testid="sku-thumbnail"
    />
  );
}
