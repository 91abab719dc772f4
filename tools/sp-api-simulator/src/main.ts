/**
 * `npm run sp-api:sim`: the simulator on a fixed port for development. It prints the environment
 * a developer sets to point the product at it, and a ready refresh token per seller.
 */
import { startSpApiSimulator } from './simulator.ts';

function numberFromEnv(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number)) throw new Error(`${name} must be a number, not ${value}`);
  return number;
}

// Amazon's usage plans sped up (simulated time runs faster for the rate limits only): a journey
// that syncs a seller need not wait out the model's rates, and a client following
// x-amzn-RateLimit-Limit keeps pace.
const rateSpeed = numberFromEnv('SP_API_SIM_RATE_SPEED');

const simulator = await startSpApiSimulator({
  port: numberFromEnv('SP_API_SIM_PORT') ?? 4100,
  rateLimits: rateSpeed === undefined ? true : { speed: rateSpeed },
  seed: numberFromEnv('SP_API_SIM_SEED'),
  ordersPerDay: numberFromEnv('SP_API_SIM_ORDERS_PER_DAY'),
  redirectUris: process.env.SP_API_SIM_REDIRECT_URIS?.split(',').filter(Boolean),
});

const environment = {
  AMAZON_LWA_TOKEN_URL: simulator.lwaTokenUrl,
  AMAZON_SELLER_CENTRAL_URL: simulator.sellerCentralUrl,
  AMAZON_SP_API_ENDPOINT_NA: simulator.endpoint('na'),
  AMAZON_SP_API_ENDPOINT_EU: simulator.endpoint('eu'),
  AMAZON_SP_API_ENDPOINT_FE: simulator.endpoint('fe'),
  AMAZON_CLIENT_ID: simulator.clientId,
  AMAZON_CLIENT_SECRET: simulator.clientSecret,
  AMAZON_APPLICATION_ID: simulator.applicationId,
};

const lines = [
  `SP-API simulator listening on ${simulator.url}`,
  '',
  'Point the product at it with:',
  ...Object.entries(environment).map(([name, value]) => `  ${name}=${value}`),
  '',
  'Sellers (connect one through the consent page, or use its refresh token directly):',
  ...simulator.sellers.flatMap((seller) => [
    `  ${seller.sellingPartnerId}  ${seller.region.toUpperCase()}  ${seller.name}  (${seller.marketplaceIds.join(', ')})`,
    `    refresh token: ${simulator.control.issueRefreshToken(seller.sellingPartnerId)}`,
  ]),
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    simulator.close().then(() => process.exit(0));
  });
}
