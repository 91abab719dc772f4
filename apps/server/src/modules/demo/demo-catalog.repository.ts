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
import type { DemoCatalog } from './demo-catalog.ts';
import { DEMO_CHANNELS, DEMO_REPORT_SOURCES, DEMO_WAREHOUSES } from './demo-world.ts';

/** Ids of what was inserted, by the keys the plan uses. */
export interface DemoCatalogIds {
  warehouses: Map<string, number>;
  channels: Map<string, number>;
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

function byKey<K>(rows: readonly { key: K; id: number }[]): Map<K, number> {
  return new Map(rows.map((row) => [row.key, row.id]));
}

function idOf<K>(map: Map<K, number>, key: K): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo data: nothing inserted for ${String(key)}`);
  return id;
}

/** Writes the plan's master data for one organisation (inside the caller's transaction). */
export async function insertDemoCatalog(
  db: Executor,
  organisationId: number,
  catalog: DemoCatalog,
): Promise<DemoCatalogIds> {
  const marketplaceIds = byKey(
    (
      await db
        .select({ key: marketplaces.mwsId, id: marketplaces.id })
        .from(marketplaces)
        .where(
          inArray(
            marketplaces.mwsId,
            DEMO_CHANNELS.map((channel) => channel.mwsId),
          ),
        )
    ).map((row) => row),
  );
  const countryIds = byKey(
    await db
      .select({ key: countries.countryCode, id: countries.id })
      .from(countries)
      .where(
        inArray(
          countries.countryCode,
          DEMO_WAREHOUSES.flatMap((warehouse) => warehouse.countries),
        ),
      ),
  );

  const sourceRows = await db
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
    .returning({ id: reportSources.id, name: reportSources.name });
  const sourceIds = new Map(
    DEMO_REPORT_SOURCES.map((source) => [source.key, sourceRows.find((row) => row.name === source.name)?.id]),
  );

  const channelRows = await db
    .insert(salesChannels)
    .values(
      DEMO_CHANNELS.map((channel) => ({
        organisationId,
        name: channel.name,
        type: 'amazon',
        marketplaceId: idOf(marketplaceIds, channel.mwsId),
      })),
    )
    .returning({ id: salesChannels.id, name: salesChannels.name });
  const channelIds = new Map(
    DEMO_CHANNELS.map((channel) => [
      channel.key,
      channelRows.find((row) => row.name === channel.name)?.id ?? 0,
    ]),
  );
  await db.insert(reportSourceSalesChannels).values(
    DEMO_CHANNELS.map((channel) => ({
      organisationId,
      reportSourceId: sourceIds.get(channel.region) ?? 0,
      salesChannelId: idOf(channelIds, channel.key),
    })),
  );

  const warehouseRows = await db
    .insert(warehouses)
    .values(
      DEMO_WAREHOUSES.map((warehouse) => ({
        organisationId,
        ulid: ulid(),
        name: warehouse.name,
        foreignId: warehouse.foreignId,
        reportSourceId: warehouse.reportSource ? (sourceIds.get(warehouse.reportSource) ?? null) : null,
        isDistributionCenter: warehouse.isDistributionCenter,
        isFulfillmentCenter: warehouse.isFulfillmentCenter,
      })),
    )
    .returning({ id: warehouses.id, name: warehouses.name });
  const warehouseIds = new Map(
    DEMO_WAREHOUSES.map((warehouse) => [
      warehouse.key,
      warehouseRows.find((row) => row.name === warehouse.name)?.id ?? 0,
    ]),
  );
  await db.insert(warehouseCountries).values(
    DEMO_WAREHOUSES.flatMap((warehouse) =>
      warehouse.countries.map((code) => ({
        organisationId,
        warehouseId: idOf(warehouseIds, warehouse.key),
        countryId: idOf(countryIds, code),
      })),
    ),
  );

  const supplierRows = await db
    .insert(suppliers)
    .values(catalog.suppliers.map((supplier) => ({ organisationId, name: supplier.name })))
    .returning({ id: suppliers.id, name: suppliers.name });
  const supplierIds = catalog.suppliers.map(
    (supplier) => supplierRows.find((row) => row.name === supplier.name)?.id ?? 0,
  );
  await db.insert(supplierShippingTimes).values(
    catalog.suppliers.flatMap((supplier, index) =>
      supplier.shippingTimes.map((time) => ({
        organisationId,
        supplierId: supplierIds[index] ?? 0,
        type: time.type,
        code: time.code,
        days: time.days,
      })),
    ),
  );

  const productRows = await inChunks(catalog.products, (chunk) =>
    db
      .insert(products)
      .values(
        chunk.map((product) => ({
          organisationId,
          name: product.name,
          supplierId: supplierIds[product.suppliers[0]?.supplier ?? 0] ?? null,
          cogs: product.cogs,
          cogsCurrency: 'USD',
          minStock: product.minStock,
        })),
      )
      .returning({ key: products.name, id: products.id }),
  );
  const productIdByName = byKey(productRows);
  const productIds = catalog.products.map((product) => idOf(productIdByName, product.name));
  await inChunks(
    catalog.products.flatMap((product, index) =>
      product.suppliers.map((link) => ({
        organisationId,
        productId: productIds[index] ?? 0,
        supplierId: supplierIds[link.supplier] ?? 0,
        bufferDays: link.bufferDays,
        productionLeadDays: link.productionLeadDays,
      })),
    ),
    (chunk) => db.insert(productSuppliers).values(chunk).returning({ productId: productSuppliers.productId }),
  );

  const skuRows = await inChunks(catalog.skus, (chunk) =>
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
  );
  const skuIdByCode = byKey(skuRows);
  const skuIds = catalog.skus.map((sku) => idOf(skuIdByCode, sku.skuId));
  await inChunks(
    catalog.skus.flatMap((sku, index) =>
      sku.channels.map((channel) => ({
        organisationId,
        salesChannelId: idOf(channelIds, channel),
        skuId: skuIds[index] ?? 0,
      })),
    ),
    (chunk) => db.insert(skuListings).values(chunk).returning({ skuId: skuListings.skuId }),
  );

  return { warehouses: warehouseIds, channels: channelIds, products: productIds, skus: skuIds };
}
