import { marketplaceById } from './marketplaces.ts';
import type { SimulatorOptions, SimulatorSeller } from './types.ts';

/** SimulatorOptions with every default filled in and the sellers checked. */
export type ResolvedOptions = Required<SimulatorOptions>;

export const DEFAULT_SELLERS: readonly SimulatorSeller[] = [
  {
    sellingPartnerId: 'A2NASIMSELLER1',
    region: 'na',
    marketplaceIds: ['ATVPDKIKX0DER', 'A2EUQ1WTGCTBG2', 'A1AM78C64UM0Y8'],
    name: 'Simulated Seller NA',
  },
  {
    sellingPartnerId: 'A2EUSIMSELLER1',
    region: 'eu',
    marketplaceIds: ['A1F83G8C2ARO7P', 'A1PA6795UKMFR9', 'A13V1IB3VIYZZH', 'APJ6JRA9NG5V4', 'A1RKKUPIHCS9HS'],
    name: 'Simulated Seller EU',
  },
  {
    sellingPartnerId: 'A2FESIMSELLER1',
    region: 'fe',
    marketplaceIds: ['A1VC38T7YXB528'],
    name: 'Simulated Seller JP',
  },
  // Australia is a Far East marketplace with a Seller Central site of its own.
  {
    sellingPartnerId: 'A2AUSIMSELLER1',
    region: 'fe',
    marketplaceIds: ['A39IBJ37TRP1C6'],
    name: 'Simulated Seller AU',
  },
];

export function resolveOptions(options: SimulatorOptions): ResolvedOptions {
  const sellers = (options.sellers ?? DEFAULT_SELLERS).map((seller) => ({
    ...seller,
    marketplaceIds: [...seller.marketplaceIds],
  }));
  checkSellers(sellers);
  return {
    port: options.port ?? 0,
    seed: options.seed ?? 1,
    clientId: options.clientId ?? 'amzn1.application-oa2-client.simulator',
    clientSecret: options.clientSecret ?? 'simulator-secret',
    applicationId: options.applicationId ?? 'amzn1.sellerapps.app.simulator',
    redirectUris: [...(options.redirectUris ?? [])],
    sellers,
    accessTokenSeconds: options.accessTokenSeconds ?? 3600,
    reportPollsUntilDone: options.reportPollsUntilDone ?? 2,
    ordersPerDay: options.ordersPerDay ?? 40,
    historyDays: options.historyDays ?? 120,
    lineEnding: options.lineEnding ?? '\n',
    rateLimits: options.rateLimits ?? true,
    settlementDays: options.settlementDays ?? 14,
    now: options.now ?? (() => new Date()),
  };
}

function checkSellers(sellers: SimulatorSeller[]): void {
  const ids = new Set<string>();
  for (const seller of sellers) {
    if (ids.has(seller.sellingPartnerId)) {
      throw new Error(`seller ${seller.sellingPartnerId} is listed twice`);
    }
    ids.add(seller.sellingPartnerId);
    if (seller.marketplaceIds.length === 0) {
      throw new Error(`seller ${seller.sellingPartnerId} has no marketplace`);
    }
    for (const id of seller.marketplaceIds) {
      const marketplace = marketplaceById(id);
      if (!marketplace) throw new Error(`seller ${seller.sellingPartnerId}: unknown marketplace ${id}`);
      if (marketplace.region !== seller.region) {
        throw new Error(
          `seller ${seller.sellingPartnerId}: marketplace ${id} is not in region ${seller.region}`,
        );
      }
    }
  }
}
