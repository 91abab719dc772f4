import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Executor } from '../../db/client.ts';
import { products } from '../products/products.tables.ts';
import { countries, marketplaces } from '../reference/reference.tables.ts';
import { reportSources } from '../report-sources/report-sources.tables.ts';
import {
  reportSourceSalesChannels,
  salesChannels,
  skuListings,
} from '../sales-channels/sales-channels.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { productSuppliers, supplierShippingTimes, suppliers } from '../suppliers/suppliers.tables.ts';
import { warehouseCountries, warehouses } from '../warehouses/warehouses.tables.ts';
import type { DemoCatalog } from './demo-catalog.domain.ts';
import { DEMO_CHANNELS, DEMO_REPORT_SOURCES, DEMO_WAREHOUSES, type DemoRegion } from './demo-world.domain.ts';

/** Ids of what was inserted: warehouses and channels by their plan keys, products and SKUs by plan index. */
export interface DemoCatalogIds {
  warehouses: Map<string, number>;
  channels: Map<string, number>;
  /** The Amazon report sources by region. */
  sources: Map<DemoRegion, number>;
  products: number[];
  skus: number[];
}

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 1000;

async function inChunks<T, R>(rows: readonly T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    out.push(...(await insert(rows.slice(start, start + CHUNK))));
  return out;
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
async function insertSetup(db: Executor, organisationId: number) {
  const marketplaceId = keyed(
    await db
      .select({ key: marketplaces.mwsId, id: marketplaces.id })
      .from(marketplaces)
      .where(inArray(marketplaces.mwsId, [...DEMO_CHANNELS.map((channel) => channel.mwsId)])),
  );
  const countryId = keyed(
    await db
      .select({ key: countries.countryCode, id: countries.id })
      .from(countries)
      .where(
        inArray(countries.countryCode, [...DEMO_WAREHOUSES.flatMap((warehouse) => warehouse.countries)]),
      ),
  );
  const sourceId = keyed(
    await db
      .insert(reportSources)
      .values(
        DEMO_REPORT_SOURCES.map((source) => ({
          organisationId,
          ulid: ulid(),
          uuid: randomUUID(),
          name: source.name,
          type: 'amazon',
          regionCode: source.regionCode,
        })),
      )
      .returning({ key: reportSources.regionCode, id: reportSources.id }),
  );
  const channelId = keyed(
    await db
      .insert(salesChannels)
      .values(
        DEMO_CHANNELS.map((channel) => ({
          organisationId,
          name: channel.name,
          type: 'amazon',
          marketplaceId: marketplaceId(channel.mwsId),
        })),
      )
      .returning({ key: salesChannels.name, id: salesChannels.id }),
  );
  await db.insert(reportSourceSalesChannels).values(
    DEMO_CHANNELS.map((channel) => ({
      organisationId,
      reportSourceId: sourceId(channel.region),
      salesChannelId: channelId(channel.name),
    })),
  );
  const warehouseId = keyed(
    await db
      .insert(warehouses)
      .values(
        DEMO_WAREHOUSES.map((warehouse) => ({
          organisationId,
          ulid: ulid(),
          name: warehouse.name,
          foreignId: warehouse.foreignId,
          reportSourceId: warehouse.reportSource ? sourceId(warehouse.reportSource) : null,
          isDistributionCenter: warehouse.isDistributionCenter,
          isFulfillmentCenter: warehouse.isFulfillmentCenter,
        })),
      )
      .returning({ key: warehouses.name, id: warehouses.id }),
  );
  await db.insert(warehouseCountries).values(
    DEMO_WAREHOUSES.flatMap((warehouse) =>
      warehouse.countries.map((code) => ({
        organisationId,
        warehouseId: warehouseId(warehouse.name),
        countryId: countryId(code),
      })),
    ),
  );
  return {
    warehouses: new Map(DEMO_WAREHOUSES.map((warehouse) => [warehouse.key, warehouseId(warehouse.name)])),
    channels: new Map(DEMO_CHANNELS.map((channel) => [channel.key, channelId(channel.name)])),
    sources: new Map(DEMO_REPORT_SOURCES.map((source) => [source.key, sourceId(source.regionCode)])),
  };
}

/** Writes the plan's master data for one organisation (inside the caller's transaction). */
export async function insertDemoCatalog(
  db: Executor,
  { organisationId, catalog }: { organisationId: number; catalog: DemoCatalog },
): Promise<DemoCatalogIds> {
  const setup = await insertSetup(db, organisationId);

  const supplierId = keyed(
    await db
      .insert(suppliers)
      .values(catalog.suppliers.map((supplier) => ({ organisationId, name: supplier.name })))
      .returning({ key: suppliers.name, id: suppliers.id }),
  );
  const supplierIds = catalog.suppliers.map((supplier) => supplierId(supplier.name));
  const supplierAt = (index: number) => {
    const id = supplierIds[index];
    if (id === undefined) throw new Error(`Demo data: no supplier ${index}`);
    return id;
  };
  await db
    .insert(supplierShippingTimes)
    .values(
      catalog.suppliers.flatMap((supplier, index) =>
        supplier.shippingTimes.map((time) => ({ organisationId, supplierId: supplierAt(index), ...time })),
      ),
    );

  const productId = keyed(
    await inChunks(catalog.products, (chunk) =>
      db
        .insert(products)
        .values(
          chunk.map((product) => ({
            organisationId,
            name: product.name,
            supplierId: product.suppliers[0] ? supplierAt(product.suppliers[0].supplier) : null,
            cogs: product.cogs,
            cogsCurrency: 'USD',
            minStock: product.minStock,
          })),
        )
        .returning({ key: products.name, id: products.id }),
    ),
  );
  const productIds = catalog.products.map((product) => productId(product.name));
  await inChunks(
    catalog.products.flatMap((product) =>
      product.suppliers.map((link) => ({
        organisationId,
        productId: productId(product.name),
        supplierId: supplierAt(link.supplier),
        bufferDays: link.bufferDays,
        productionLeadDays: link.productionLeadDays,
      })),
    ),
    (chunk) => db.insert(productSuppliers).values(chunk).returning({ productId: productSuppliers.productId }),
  );

  const skuId = keyed(
    await inChunks(catalog.skus, (chunk) =>
      db
        .insert(skus)
        .values(
          chunk.map((sku) => ({
            organisationId,
            skuId: sku.skuId,
            asin: sku.asin,
            name: sku.name,
            productId: sku.product === null ? null : (productIds[sku.product] ?? null),
            isHidden: sku.hidden,
            cogs: sku.cogs,
            cogsCurrency: sku.cogsCurrency,
          })),
        )
        .returning({ key: skus.skuId, id: skus.id }),
    ),
  );
  const skuIds = catalog.skus.map((sku) => skuId(sku.skuId));
  const channelId = keyed([...setup.channels].map(([key, id]) => ({ key, id })));
  await inChunks(
    catalog.skus.flatMap((sku) =>
      sku.channels.map((channel) => ({
        organisationId,
        salesChannelId: channelId(channel),
        skuId: skuId(sku.skuId),
      })),
    ),
    (chunk) => db.insert(skuListings).values(chunk).returning({ skuId: skuListings.skuId }),
  );

  return { ...setup, products: productIds, skus: skuIds };
}
