import type { SpApiSimulator } from '@backoffice/sp-api-simulator';

/**
 * The configuration that points a test server's Amazon connector at the SP-API stand-in: its LWA
 * token endpoint, one SP-API endpoint per region, and the app's credentials it issued.
 */
export function amazonStandInConfig(simulator: SpApiSimulator): Record<string, string> {
  return {
    AMAZON_LWA_TOKEN_URL: simulator.lwaTokenUrl,
    AMAZON_SP_API_ENDPOINT_NA: simulator.endpoint('na'),
    AMAZON_SP_API_ENDPOINT_EU: simulator.endpoint('eu'),
    AMAZON_SP_API_ENDPOINT_FE: simulator.endpoint('fe'),
    AMAZON_APPLICATION_ID: simulator.applicationId,
    AMAZON_CLIENT_ID: simulator.clientId,
    AMAZON_CLIENT_SECRET: simulator.clientSecret,
  };
}
