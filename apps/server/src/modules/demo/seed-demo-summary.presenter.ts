import type { SeedDemoResult } from './seed-demo.usecase.ts';

/** What a seeding run prints: where to sign in, how long it took, what it wrote. */
export function formatSeedSummary(result: SeedDemoResult): string {
  const { counts } = result;
  const account = result.password
    ? `Demo account: ${result.user.email} / ${result.password}`
    : `Demo account: ${result.user.email} (existing user, password unchanged)`;
  return [
    account,
    `Organisation "${result.organisation.name}" (${result.organisation.ulid}) seeded in ${(result.milliseconds / 1000).toFixed(1)} s:`,
    `  ${counts.products} products, ${counts.skus} SKUs, ${counts.suppliers} suppliers, ${counts.warehouses} warehouses, ${counts.salesChannels} sales channels, ${counts.listings} listings`,
    `  ${counts.movements} ledger movements, ${counts.warehouseStock} warehouse stock rows (${counts.outOfStock} out of stock), ${counts.stockoutDays} stockout days, ${counts.orders} store orders (${counts.problemOrders} problem orders)`,
  ].join('\n');
}
