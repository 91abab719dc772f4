import {
  type SimulatorOptions,
  type SpApiSimulator,
  startSpApiSimulator,
} from '@backoffice/sp-api-simulator';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestClient } from '../../testing/test-client.ts';
import { type TestServer, useTestServer } from '../../testing/test-server.ts';

/**
 * The browser's side of Connect Amazon in the API tests, with the simulator as Amazon: the form's
 * POST, the seller confirming on Amazon's consent page, and Amazon's redirect to the callback.
 */

/** The server's environment for the simulator; filled before the test server starts. */
export function amazonEnvOf(simulator: SpApiSimulator): Record<string, string> {
  return {
    AMAZON_LWA_TOKEN_URL: simulator.lwaTokenUrl,
    AMAZON_SELLER_CENTRAL_URL: simulator.sellerCentralUrl,
    AMAZON_SP_API_ENDPOINT_NA: simulator.endpoint('na'),
    AMAZON_SP_API_ENDPOINT_EU: simulator.endpoint('eu'),
    AMAZON_SP_API_ENDPOINT_FE: simulator.endpoint('fe'),
    AMAZON_APPLICATION_ID: simulator.applicationId,
    AMAZON_CLIENT_ID: simulator.clientId,
    AMAZON_CLIENT_SECRET: simulator.clientSecret,
  };
}

/**
 * The file's test server with the simulator as Amazon: the simulator starts first (the server
 * reads its addresses, and `env`, when it starts) and stops after the file.
 */
export function useSimulatedAmazon({
  env = {},
  simulator: options,
}: {
  env?: Record<string, string>;
  simulator?: SimulatorOptions;
} = {}): {
  server: TestServer;
  readonly simulator: SpApiSimulator;
} {
  const serverEnv: Record<string, string> = {};
  let simulator: SpApiSimulator | undefined;
  beforeAll(async () => {
    simulator = await startSpApiSimulator(options);
    Object.assign(serverEnv, amazonEnvOf(simulator), env);
  });
  afterAll(() => simulator?.close());
  const server = useTestServer(serverEnv);
  return {
    server,
    get simulator() {
      if (!simulator) throw new Error('the simulator starts before the tests');
      return simulator;
    },
  };
}

export interface ConnectRequest {
  name: string;
  /** The home site: a marketplace's country code (US, DE, AU, JP…). */
  home_site: string;
  report_source_id?: number;
}

/** The form's "Connect": the consent link the browser is sent to. */
export async function startConnect(client: TestClient, organisationUlid: string, body: ConnectRequest) {
  const response = await client.post(`/api/organisations/${organisationUlid}/amazon/connect`, { ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return new URL(response.body.data.authorize_url);
}

/** The seller confirms on Amazon's page; Amazon sends the browser back with this URL. */
export async function confirmOnAmazon(authorize: URL, sellingPartnerId: string): Promise<URL> {
  const confirmed = await fetch(`${authorize.origin}${authorize.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...Object.fromEntries(authorize.searchParams),
      selling_partner_id: sellingPartnerId,
    }),
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(302);
  const back = new URL(confirmed.headers.get('location') ?? '');
  expect(back.pathname).toBe('/api/amazon/callback');
  return back;
}

/** The browser follows Amazon's redirect to the callback; answers where the callback sends it. */
export async function callback(client: TestClient, back: URL): Promise<URL> {
  const response = await client.get(`${back.pathname}${back.search}`);
  expect(response.status, JSON.stringify(response.body)).toBe(302);
  return new URL(response.headers.get('location') ?? '', 'http://app');
}

/** The whole flow for one seller account: where the browser ends. */
export async function connect(
  client: TestClient,
  organisationUlid: string,
  body: ConnectRequest,
  sellingPartnerId: string,
): Promise<URL> {
  return callback(
    client,
    await confirmOnAmazon(await startConnect(client, organisationUlid, body), sellingPartnerId),
  );
}

/** The report source id in `/organisation/<ulid>/report-sources/<id>/edit?connected=1`. */
export function connectedSourceId(location: URL, organisationUlid: string): number {
  const match = new RegExp(`^/organisation/${organisationUlid}/report-sources/(\\d+)/edit$`).exec(
    location.pathname,
  );
  expect(match, location.toString()).not.toBeNull();
  expect(location.searchParams.get('connected')).toBe('1');
  return Number(match?.[1]);
}
