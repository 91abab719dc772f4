import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Database, Transaction } from '../db/client.ts';
import { inTenant } from '../db/tenant-transaction.ts';
import { organisationIdOf } from './tenant.ts';

const WRAPPED = Symbol('tenant transaction');
/** What a held `reply.send` returns to the handler. */
const HELD = Object.freeze({ heldUntilCommit: true });

interface TenantScope {
  /** The transaction of this request's handler; null on routes with `ownTransactions`. */
  tx: Transaction | null;
  /** Opens a transaction confined to this request's organisation. */
  run<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Work that must wait for the commit (mail): run after it, never on a rollback. */
  afterCommit: (() => Promise<void>)[];
}

declare module 'fastify' {
  interface FastifyRequest {
    tenantScope: TenantScope | null;
  }
  interface FastifyContextConfig {
    /**
     * The handler runs outside the request's tenant transaction and opens its own short ones
     * with `inTenantOf(request, …)`: routes that read a long upload before touching the database.
     */
    ownTransactions?: boolean;
  }
}

/**
 * Every handler of an organisation route runs in one transaction confined to the request's
 * organisation (`inTenant`: the `app.organisation_id` setting and the application role, so
 * row-level security walls off the other organisations). Register on the organisation scope
 * after tenant resolution and before its routes. The answer is sent after the commit, so a
 * client never reads before its own write has landed.
 */
export function registerTenantTransactions(app: FastifyInstance, db: Database): void {
  app.decorateRequest('tenantScope', null);
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod & { [WRAPPED]?: true };
    // Fastify derives HEAD from GET with the handler already wrapped.
    if (handler[WRAPPED]) return;
    const ownTransactions = route.config?.ownTransactions === true;
    route.handler = async function tenantHandler(this: FastifyInstance, request, reply) {
      const organisationId = organisationIdOf(request);
      const scope: TenantScope = {
        tx: null,
        run: (work) => inTenant(db, organisationId, work),
        afterCommit: [],
      };
      request.tenantScope = scope;
      if (ownTransactions) {
        const result = await handler.call(this, request, reply);
        await runAfterCommit(scope);
        return result;
      }
      const held = holdSend(reply);
      let result: unknown;
      try {
        result = await inTenant(db, organisationId, async (tx) => {
          scope.tx = tx;
          try {
            return await handler.call(this, request, reply);
          } finally {
            scope.tx = null;
          }
        });
      } finally {
        held.release();
      }
      await runAfterCommit(scope);
      return held.sent ? reply.send(held.payload) : result;
    };
    Object.assign(route.handler, { [WRAPPED]: true });
  });
}

/** The database handle of an organisation route's handler: its tenant transaction. */
export function dbOf(request: FastifyRequest): Database {
  const tx = request.tenantScope?.tx;
  if (!tx) {
    throw new Error(
      'dbOf() outside the tenant transaction (not an organisation route, or it sets ownTransactions: use inTenantOf)',
    );
  }
  return tx;
}

/** A short transaction confined to the request's organisation, for routes with `ownTransactions`. */
export function inTenantOf<T>(request: FastifyRequest, work: (db: Database) => Promise<T>): Promise<T> {
  const scope = request.tenantScope;
  if (!scope) throw new Error('inTenantOf() used outside an organisation route');
  return scope.run(work);
}

/** Runs `task` once the request's transaction has committed (e.g. sending mail it stored). */
export function afterCommit(request: FastifyRequest, task: () => Promise<void>): void {
  const scope = request.tenantScope;
  if (!scope) throw new Error('afterCommit() used outside an organisation route');
  scope.afterCommit.push(task);
}

async function runAfterCommit(scope: TenantScope): Promise<void> {
  for (const task of scope.afterCommit.splice(0)) await task();
}

/**
 * Keeps a handler's `reply.send(…)` until the transaction has committed: an answer sent before
 * the COMMIT would let the client read before its write is visible.
 */
function holdSend(reply: FastifyReply): { sent: boolean; payload: unknown; release(): void } {
  const held = {
    sent: false,
    payload: undefined as unknown,
    release() {
      Reflect.deleteProperty(reply, 'send');
    },
  };
  Object.defineProperty(reply, 'send', {
    configurable: true,
    writable: true,
    value(payload?: unknown) {
      held.sent = true;
      held.payload = payload;
      // Not the reply: a Reply is a thenable that settles once sent, so a handler returning it
      // would wait for an answer this hold keeps back.
      return HELD;
    },
  });
  return held;
}
