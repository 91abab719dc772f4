/** Spec: product name plus the SKU id in parentheses, else the SKU id, else Unknown. */
export function skuDisplayName({
  productName,
  skuId,
}: {
  productName?: string | null;
  skuId?: string | null;
}): string {
  if (productName && skuId) return `${productName} (${skuId})`;
  if (skuId) return skuId;
  return 'Unknown';
}
