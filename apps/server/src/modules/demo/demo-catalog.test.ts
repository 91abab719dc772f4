import { shippingTimeToWarehouse } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { defaultProductCount, type PlannedSku, planCatalog } from './demo-catalog.domain.ts';
import { DEMO_CHANNELS, DEMO_HUBS, DEMO_WAREHOUSES } from './demo-world.domain.ts';

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

  it('invoices in US dollars, each supplier’s products made in about its own production lead', () => {
    expect(catalog.suppliers.every((supplier) => supplier.currency === 'USD')).toBe(true);
    for (const product of catalog.products)
      for (const link of product.suppliers) {
        const supplier = catalog.suppliers[link.supplier];
        expect(Math.abs(link.productionLeadDays - (supplier?.productionLeadDays ?? 0))).toBeLessThanOrEqual(
          3,
        );
      }
  });

  it('takes as long to bring an order to the hub as planning expects: production, buffer and shipping', () => {
    for (const sku of catalog.skus) {
      if (sku.product === null) continue;
      const link = catalog.products[sku.product]?.suppliers[0];
      const supplier = catalog.suppliers[link?.supplier ?? -1];
      const hub = DEMO_HUBS[sku.region];
      const countries = DEMO_WAREHOUSES.find((warehouse) => warehouse.key === hub.warehouse)?.countries ?? [];
      // Planning reads the longest of the supplier's times to the countries the hub serves.
      const shipping = shippingTimeToWarehouse(
        supplier?.shippingTimes ?? [],
        countries.map((countryCode) => ({ countryCode, regionCode: hub.regionCode })),
      ).days;
      expect(sku.simulation.leadDays).toBe(
        (link?.productionLeadDays ?? 0) + (link?.bufferDays ?? 0) + shipping,
      );
      expect(sku.simulation.supplierCode).toBe(supplier?.code);
      expect(sku.purchaseCost).toBeGreaterThan(0);
    }
  });

  it('sets minimums that fit a product’s demand: stock for a minority, order quantities for a third of links', () => {
    const demand = (sku: PlannedSku) =>
      sku.simulation.outlets.reduce((sum, outlet) => sum + outlet.profile.base, 0);
    const perProduct = new Map<number, number[]>();
    for (const sku of catalog.skus)
      if (sku.product !== null)
        perProduct.set(sku.product, [...(perProduct.get(sku.product) ?? []), demand(sku)]);
    const daily = (index: number) => {
      const values = perProduct.get(index) ?? [];
      return values.reduce((sum, value) => sum + value, 0) / values.length;
    };
    const withMinimum = catalog.products.flatMap((product, index) =>
      product.minStock === null ? [] : [{ minStock: product.minStock, daily: daily(index) }],
    );
    expect(withMinimum.length).toBeGreaterThan(200 * 0.15);
    expect(withMinimum.length).toBeLessThan(200 * 0.35);
    for (const { minStock, daily } of withMinimum) {
      expect(minStock % 5).toBe(0);
      // One to three weeks of a SKU's demand, give or take the rounding.
      expect(minStock).toBeGreaterThanOrEqual(Math.max(5, daily * 7) - 5);
      expect(minStock).toBeLessThanOrEqual(Math.max(5, daily * 21) + 5);
    }
    const links = catalog.products.flatMap((product, index) =>
      product.suppliers.map((link) => ({ moq: link.minOrderQuantity, daily: daily(index) })),
    );
    const withMoq = links.filter((link) => link.moq !== null);
    expect(withMoq.length).toBeGreaterThan(10);
    expect(withMoq.length).toBeLessThan(links.length / 3);
    for (const { moq, daily } of withMoq) {
      expect(moq).toBeGreaterThanOrEqual(50);
      expect(moq).toBeLessThanOrEqual(300);
      expect(moq).toBeLessThanOrEqual(daily * 35);
    }
    // The simulated seller is held to its main supplier's minimum.
    for (const sku of catalog.skus) {
      const main = sku.product === null ? undefined : catalog.products[sku.product]?.suppliers[0];
      expect(sku.simulation.minOrderQuantity).toBe(main?.minOrderQuantity ?? undefined);
    }
  });
});
