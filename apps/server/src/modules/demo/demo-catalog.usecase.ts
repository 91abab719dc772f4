import type { Executor } from '../../db/client.ts';
import type { DerivedReports } from '../inventory/ledger-history.usecases.ts';
import { addProducts } from '../products/products.usecases.ts';
import { listCountries, listMarketplaces } from '../reference/reference.facts.ts';
import { addReportSources } from '../report-sources/report-sources.usecases.ts';
import { addListings, addSalesChannels } from '../sales-channels/sales-channels.usecases.ts';
import { addSkus } from '../skus/skus.usecases.ts';
import { addProductSuppliers, addSuppliers } from '../suppliers/suppliers.usecases.ts';
import { addWarehouses } from '../warehouses/warehouses.usecases.ts';
import type { DemoCatalog } from './demo-catalog.domain.ts';
import { DEMO_CHANNELS, DEMO_REPORT_SOURCES, DEMO_WAREHOUSES, type DemoRegion } from './demo-world.domain.ts';

/** Ids of what was inserted: warehouses and channels by their plan keys, the rest by plan index. */
export interface DemoCatalogIds {
  warehouses: Map<string, number>;
  channels: Map<string, number>;
  /** The Amazon report sources by region. */
  sources: Map<DemoRegion, number>;
  suppliers: number[];
  products: number[];
  skus: number[];
}

/** Inserted rows come back as {key, id}, keyed by a unique natural key (name, code, sku_id). */
function keyed<K>(rows: readonly { key: K; id: number }[]): (key: K) => number {
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Demo data: nothing inserted for ${String(key)}`);
    return id;
  };
}

/** Report sources, sales channels and warehouses: the same for every demo organisation. */
async function insertSetup(tx: Executor, organisationId: number) {
  const marketplaceId = keyed(
    (await listMarketplaces(tx)).map((marketplace) => ({ key: marketplace.mwsId, id: marketplace.id })),
  );
  const countryId = keyed(
    (await listCountries(tx)).map((country) => ({ key: country.countryCode, id: country.id })),
  );
  const { reportSources } = await addReportSources({
    tx,
    organisationId,
    sources: DEMO_REPORT_SOURCES.map((source) => ({
      name: source.name,
      type: 'amazon',
      regionCode: source.regionCode,
    })),
  });
  const sourceId = keyed(reportSources.map((source) => ({ key: source.regionCode, id: source.id })));
  const { salesChannels } = await addSalesChannels({
    tx,
    organisationId,
    channels: DEMO_CHANNELS.map((channel) => ({
      name: channel.name,
      type: 'amazon',
      marketplaceId: marketplaceId(channel.mwsId),
      reportSourceId: sourceId(channel.region),
    })),
  });
  const channelId = keyed(salesChannels.map((channel) => ({ key: channel.name, id: channel.id })));
  const { warehouses } = await addWarehouses({
    tx,
    organisationId,
    warehouses: DEMO_WAREHOUSES.map((warehouse) => ({
      name: warehouse.name,
      foreignId: warehouse.foreignId,
      reportSourceId: warehouse.reportSource ? sourceId(warehouse.reportSource) : null,
      isDistributionCenter: warehouse.isDistributionCenter,
      isFulfillmentCenter: warehouse.isFulfillmentCenter,
      countryIds: warehouse.countries.map(countryId),
    })),
  });
  const warehouseId = keyed(warehouses.map((warehouse) => ({ key: warehouse.name, id: warehouse.id })));
  return {
    warehouses: new Map(DEMO_WAREHOUSES.map((warehouse) => [warehouse.key, warehouseId(warehouse.name)])),
    channels: new Map(DEMO_CHANNELS.map((channel) => [channel.key, channelId(channel.name)])),
    sources: new Map(DEMO_REPORT_SOURCES.map((source) => [source.key, sourceId(source.regionCode)])),
  };
}

/**
 * Writes the plan's master data for one organisation (inside the caller's transaction), through
 * each owner's bulk use case: a few multi-row inserts per table whatever the catalog's size.
 */
export async function insertDemoCatalog(
  tx: Executor,
  { organisationId, catalog }: { organisationId: number; catalog: DemoCatalog },
): Promise<DemoCatalogIds> {
  const setup = await insertSetup(tx, organisationId);

  const { suppliers } = await addSuppliers({
    tx,
    organisationId,
    suppliers: catalog.suppliers.map((supplier) => ({
      name: supplier.name,
      currency: supplier.currency,
      shippingTimes: supplier.shippingTimes,
    })),
  });
  const supplierId = keyed(suppliers.map((supplier) => ({ key: supplier.name, id: supplier.id })));
  const supplierIds = catalog.suppliers.map((supplier) => supplierId(supplier.name));
  const supplierAt = (index: number) => {
    const id = supplierIds[index];
    if (id === undefined) throw new Error(`Demo data: no supplier ${index}`);
    return id;
  };

  const { products } = await addProducts({
    tx,
    organisationId,
    products: catalog.products.map((product) => ({
      name: product.name,
      supplierId: product.suppliers[0] ? supplierAt(product.suppliers[0].supplier) : null,
      cogs: product.cogs,
      cogsCurrency: 'USD',
      minStock: product.minStock,
    })),
  });
  const productId = keyed(products.map((product) => ({ key: product.name, id: product.id })));
  const productIds = catalog.products.map((product) => productId(product.name));
  await addProductSuppliers({
    tx,
    organisationId,
    links: catalog.products.flatMap((product) =>
      product.suppliers.map((link) => ({
        productId: productId(product.name),
        supplierId: supplierAt(link.supplier),
        bufferDays: link.bufferDays,
        productionLeadDays: link.productionLeadDays,
        minOrderQuantity: link.minOrderQuantity,
      })),
    ),
  });

  const { skus } = await addSkus({
    tx,
    organisationId,
    skus: catalog.skus.map((sku) => ({
      skuId: sku.skuId,
      asin: sku.asin,
      name: sku.name,
      productId: sku.product === null ? null : (productIds[sku.product] ?? null),
      isHidden: sku.hidden,
      cogs: sku.cogs,
      cogsCurrency: sku.cogsCurrency,
    })),
  });
  const skuId = keyed(skus.map((sku) => ({ key: sku.skuId, id: sku.id })));
  const skuIds = catalog.skus.map((sku) => skuId(sku.skuId));
  const channelId = keyed([...setup.channels].map(([key, id]) => ({ key, id })));
  await addListings({
    tx,
    organisationId,
    listings: catalog.skus.flatMap((sku) =>
      sku.channels.map((channel) => ({ salesChannelId: channelId(channel), skuId: skuId(sku.skuId) })),
    ),
  });

  return { ...setup, suppliers: supplierIds, products: productIds, skus: skuIds };
}

/**
 * What the FBA warehouses' reports state of the stock derived from the history: the ledger's
 * quantity, a few units short for some SKUs, as real reports are.
 */
export function demoStockReports(ids: DemoCatalogIds): DerivedReports {
  return {
    warehouseIds: DEMO_WAREHOUSES.flatMap((warehouse) => {
      const id = ids.warehouses.get(warehouse.key);
      return warehouse.isFulfillmentCenter && id !== undefined ? [id] : [];
    }),
    shortSkuIds: ids.skus.filter((id) => id % 37 === 0),
    shortBy: 2,
  };
}
