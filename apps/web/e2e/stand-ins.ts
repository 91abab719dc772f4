/**
 * The outside world of the browser tests: the local stand-ins playwright.config.ts starts beside
 * the product, where they listen, and the settings that point an instance of the product at them.
 * Read by the config (which starts the stand-ins) and by every worker (whose instance uses them).
 */

/** This run's ports start here (several runs on one machine need their own). */
const basePort = Number(process.env.E2E_PORT ?? 3199);

/** "Add to Slack" (apps/server/src/testing/slack-stand-in.ts), with its default client id and secret. */
export const slackPort = Number(process.env.E2E_SLACK_PORT ?? basePort + 1);

/** Amazon: the SP-API stand-in (tools/sp-api-simulator), with its default app credentials. */
export const spApiPort = Number(process.env.E2E_SP_API_PORT ?? basePort + 2);
const spApi = `http://127.0.0.1:${spApiPort}`;

/** The product's settings for the stand-ins. */
export const standInSettings: Record<string, string> = {
  SLACK_CLIENT_ID: 'stand-in-client-id',
  SLACK_CLIENT_SECRET: 'stand-in-client-secret',
  SLACK_BASE_URL: `http://127.0.0.1:${slackPort}`,
  AMAZON_LWA_TOKEN_URL: `${spApi}/auth/o2/token`,
  // Every Seller Central site is the stand-in's /{host}/apps/authorize/consent.
  AMAZON_SELLER_CENTRAL_URL: spApi,
  AMAZON_SP_API_ENDPOINT_NA: `${spApi}/na`,
  AMAZON_SP_API_ENDPOINT_EU: `${spApi}/eu`,
  AMAZON_SP_API_ENDPOINT_FE: `${spApi}/fe`,
  AMAZON_APPLICATION_ID: 'amzn1.sellerapps.app.simulator',
  AMAZON_CLIENT_ID: 'amzn1.application-oa2-client.simulator',
  AMAZON_CLIENT_SECRET: 'simulator-secret',
  REPORT_POLL_SECONDS: '1',
};
