import { describe, expect, it } from 'vitest';
import { defaultProductCount, planCatalog } from './demo-catalog.domain.ts';
import { DEMO_CHANNELS } from './demo-world.domain.ts';

describe('the demo catalog', () => {
  const catalog = planCatalog({ skus: 300, products: 200, days: 730, seed: 42 });

  it('is the same for the same seed', () => {
    expect(planCatalog({ skus: 300, products: 200, days: 730, seed: 42 })).toEqual(catalog);
    expect(planCatalog({ skus: 300, products: 200, days: 730, seed: 43 })).not.toEqual(catalog);
  });

  it('has the requested sizes, products for two thirds of the SKUs by default, and 3–6 suppliers', () => {
    expect(catalog.skus).toHaveLength(300);
    expect(catalog.products).toHaveLength(200);
    expect(defaultProductCount(300)).toBe(200);
    expect(catalog.suppliers.length).toBeGreaterThanOrEqual(3);
    expect(catalog.suppliers.length).toBeLessThanOrEqual(6);
  });

  it('gives every product a SKU and some products a SKU per region', () => {
    const perProduct = new Map<number, Set<string>>();
    for (const sku of catalog.skus) {
      if (sku.product === null) continue;
      perProduct.set(sku.product, (perProduct.get(sku.product) ?? new Set()).add(sku.region));
    }
    expect(perProduct.size).toBe(200);
    expect([...perProduct.values()].filter((regions) => regions.size === 2).length).toBeGreaterThan(40);
  });

  it('has the flaws real catalogs have: ~5% unmapped, ~5% more without COGS, a few hidden', () => {
    const unmapped = catalog.skus.filter((sku) => sku.product === null);
    expect(unmapped).toHaveLength(15);
    expect(unmapped.every((sku) => sku.cogs === null)).toBe(true);
    expect(catalog.skus.filter((sku) => sku.product !== null && sku.cogs === null)).toHaveLength(15);
    const hidden = catalog.skus.filter((sku) => sku.hidden);
    expect(hidden).toHaveLength(6);
    expect(hidden.every((sku) => sku.simulation.discontinueDay !== undefined)).toBe(true);
  });

  it('lists each SKU on its region’s marketplaces, restocked from the region’s hub', () => {
    for (const sku of catalog.skus) {
      const channels = sku.channels.map((key) => DEMO_CHANNELS.find((channel) => channel.key === key));
      expect(channels.length).toBeGreaterThan(0);
      for (const channel of channels) {
        expect(channel?.region).toBe(sku.region);
        expect(channel?.hub).toBe(sku.simulation.hub);
      }
      expect(sku.cogsCurrency).toBe(sku.region === 'NA' ? 'USD' : 'EUR');
    }
  });

  it('keeps product names and SKU ids unique at 50,000 SKUs', () => {
    const large = planCatalog({ skus: 50_000, products: 33_333, days: 14, seed: 1 });
    expect(new Set(large.products.map((product) => product.name.toLowerCase())).size).toBe(33_333);
    expect(new Set(large.skus.map((sku) => sku.skuId)).size).toBe(50_000);
    expect(large.suppliers).toHaveLength(6);
  });
});
