import { startSlackStandIn } from './slack-stand-in.ts';

/**
 * The Slack stand-in as a process of its own, for the browser tests (playwright.config.ts starts
 * it beside the app and points SLACK_BASE_URL at it): `tsx slack-stand-in-cli.ts <port>`. It uses
 * the stand-in's default client id and secret, which the config hands the app as well.
 */
const port = Number(process.argv[2] ?? 0);
const standIn = await startSlackStandIn({ port });
process.stdout.write(`Slack stand-in listening on ${standIn.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void standIn.close().finally(() => process.exit(0)));
