// The sandbox's test helpers (triggers, fixtures) make their objects by running the service's own operations
// in-process through the operation core, as a storefront and the business would over HTTP: the same guard,
// validation, rules, transactions and events, so what they cause is what production causes. A Sandbox is one run's
// caller: a stand-in storefront key of the business's sandbox (one storefront session for the whole run, so a cart
// carries across calls) and a stand-in business key of the sandbox with the scopes the run may use.
import { AppError, forbidden } from '../../../kernel/errors.js';
import type { Caller, Credentials, KeyPrincipal } from '../../../kernel/caller.js';
import { randomBase62 } from '../../../kernel/ids.js';
import type { OperationDef } from '../../../operations/contract.js';
import type { LocalCore, OperationContext, OperationResult } from '../../../operations/types.js';
import type { Services } from '../../../services.js';
import type { TenantContext } from '../../../store/index.js';

/** One operation call of a run: what a transport would hand the core. */
export interface SandboxCall {
  params?: Record<string, string>;
  query?: string | Record<string, unknown>;
  body?: unknown;
  /** Request headers, lower-case names (`cimplify-test-clock`, `idempotency-key`). */
  headers?: Record<string, string>;
  /** A signed-in customer's bearer session token (storefront). */
  customerToken?: string;
}

/**
 * The sandbox of the calling key's business, or 403 for a live key: test helpers never touch live data, and a
 * `dk_live_` key cannot use them even on the sandbox (the business's `dk_test_` key can).
 */
export function sandboxOf(caller: Caller, what: string): TenantContext {
  if (!caller.tenant || !caller.key) throw forbidden(`${what} needs a business key`);
  if (caller.key.livemode)
    throw forbidden(`${what} runs only in test mode: use a test-mode business key (dk_test_…), not a dk_live_ key`);
  return { business_id: caller.tenant.business_id, livemode: false };
}

export class Sandbox {
  readonly core: LocalCore;
  /** The call's services: recipes read the catalogue and the events they caused from its store. */
  readonly services: Services;
  readonly tenant: TenantContext;
  /** One storefront session for the run: a cart made by one call is the session's cart in the next. */
  readonly storefrontSession = `sess_${randomBase62(32)}`;
  private readonly platformScopes: string[];
  private readonly keyId: string;

  constructor(ctx: OperationContext, tenant: TenantContext, platformScopes: string[]) {
    if (!ctx.core) throw new AppError('INTERNAL', 'Test helpers need the operation core');
    this.core = ctx.core;
    this.services = ctx.services;
    this.tenant = tenant;
    this.platformScopes = platformScopes;
    this.keyId = ctx.caller.key?.id ?? 'test-helper';
  }

  /** The operation's definition, or INTERNAL when the contract has no such operation. */
  def(operationId: string): OperationDef {
    const def = this.core.operations.get(operationId);
    if (!def) throw new AppError('INTERNAL', `No operation ${operationId}`);
    return def;
  }

  /** Runs one operation in the sandbox; resolves to the whole result (status and data), or rejects with its refusal. */
  run(operationId: string, call: SandboxCall = {}): Promise<OperationResult> {
    const def = this.def(operationId);
    const params =
      def.surface === 'platform' && def.template.includes('{business_id}')
        ? { business_id: this.tenant.business_id, ...call.params }
        : call.params;
    return this.core.invoke(operationId, this.credentials(def, call.customerToken), {
      params,
      query: call.query,
      body: call.body,
      headers: call.headers ?? {},
    });
  }

  /** run(), answering the result's data. */
  async data<T = any>(operationId: string, call: SandboxCall = {}): Promise<T> {
    return (await this.run(operationId, call)).data as T;
  }

  private credentials(def: OperationDef, customerToken: string | undefined): Credentials {
    const key = (kind: KeyPrincipal['kind'], scopes: string[]): KeyPrincipal => ({
      _id: `${this.keyId}:test-helper`,
      kind,
      livemode: false,
      business_id: this.tenant.business_id,
      business_ids: [this.tenant.business_id],
      scopes,
    });
    if (def.surface === 'platform') return { key: key('business', this.platformScopes) };
    // The publishable key where the operation takes one (what a browser sends), else the secret key.
    const publishable = def.security.some((r) => 'PublishableKey' in r);
    return {
      key: key(publishable ? 'publishable' : 'secret', []),
      storefrontSession: this.storefrontSession,
      ...(customerToken ? { sessionToken: customerToken } : {}),
    };
  }
}

/** A step's refusal, said of the step it came from (the code, and so the status, stay the step's). */
export function inStep(err: unknown, label: string): unknown {
  if (!(err instanceof AppError)) return err;
  return new AppError(err.code, `${label}: ${err.message}`, {
    retryable: err.retryable,
    retryAfterSeconds: err.retryAfterSeconds,
    details: err.details,
    logged: err.logged,
  });
}
