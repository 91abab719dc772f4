import { once } from 'node:events';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A local stand-in for Sentry's ingest, on loopback (decision 11): the DSN to give the product,
 * and every envelope the official SDKs sent to it, so tests see what reached "Sentry" without a
 * network. The HTTP side (sentry-stand-in-ingest.ts) runs in a worker thread: a test that runs
 * @sentry/node in its own process (the server test) would otherwise trace the stand-in's requests
 * too, and send those traces to it, without end.
 */

/** One item of an envelope: its header and its payload (parsed when JSON, else the bytes). */
export interface EnvelopeItem {
  type: string;
  header: Record<string, unknown>;
  payload: unknown;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/** What the ingest thread tells this one. */
export type StandInMessage = { kind: 'listening'; port: number } | { kind: 'envelope'; envelope: Envelope };

/** An error event's payload, as far as tests read it. */
export interface SentryEvent {
  event_id: string;
  level?: string;
  environment?: string;
  release?: string;
  exception?: { values?: { type?: string; value?: string }[] };
  request?: { url?: string; method?: string };
  contexts?: Record<string, Record<string, unknown> | undefined>;
}

export interface SentryStandIn {
  /** The DSN to configure: `http://<public key>@127.0.0.1:<port>/<project id>`. */
  dsn: string;
  /** Every envelope accepted, in arrival order. */
  envelopes: Envelope[];
  /** Payloads of every accepted item of this type (`event`, `span`, `feedback`, `session`, …). */
  items<T = Record<string, unknown>>(type: string): T[];
  /** Waits for an item of `type` matching `predicate` and returns its payload. */
  waitFor<T = SentryEvent>(type: string, predicate?: (payload: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

const PUBLIC_KEY = '0123456789abcdef0123456789abcdef';
const PROJECT_ID = '4242';

export async function startSentryStandIn(): Promise<SentryStandIn> {
  const envelopes: Envelope[] = [];
  const waiters = new Set<() => void>();
  const worker = startIngestWorker();
  worker.on('message', (message: StandInMessage) => {
    if (message.kind !== 'envelope') return;
    envelopes.push(message.envelope);
    for (const wake of waiters) wake();
  });
  const [listening] = (await once(worker, 'message')) as [StandInMessage];
  if (listening.kind !== 'listening') throw new Error('the Sentry stand-in did not start');

  const items = <T>(type: string): T[] =>
    envelopes.flatMap((envelope) =>
      envelope.items.filter((item) => item.type === type).map((item) => item.payload as T),
    );

  return {
    dsn: `http://${PUBLIC_KEY}@127.0.0.1:${listening.port}/${PROJECT_ID}`,
    envelopes,
    items,
    waitFor<T>(
      type: string,
      predicate: (payload: T) => boolean = () => true,
      timeoutMs = 10_000,
    ): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const settle = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        const check = () => {
          const found = items<T>(type).find(predicate);
          if (found === undefined) return;
          settle();
          resolve(found);
        };
        const timer = setTimeout(() => {
          settle();
          reject(new Error(`no ${type} reached the Sentry stand-in within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}

/**
 * The ingest is TypeScript: the worker loads it through tsx's API (a worker does not inherit
 * the loader vitest or Playwright run this file with).
 */
function startIngestWorker(): Worker {
  // tsx's ESM API (index.mjs), beside the CommonJS one that require resolves to.
  const tsx = new URL('index.mjs', pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api'))).href;
  const ingest = new URL('./sentry-stand-in-ingest.ts', import.meta.url).href;
  const source = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(ingest)}, ${JSON.stringify(ingest)}))`;
  return new Worker(source, { eval: true, workerData: { publicKey: PUBLIC_KEY, projectId: PROJECT_ID } });
}
