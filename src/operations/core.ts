// The operation core: every operation of the contract, whatever carried it (HTTP, the hosted pages, the agent
// endpoint, the CLI through the platform API, the support WebSocket), runs through invoke():
//
//   guard (keys, tenant, scope, customer session) → validation against the bundled contract (path, query, headers,
//   body) → idempotency (operations that declare Idempotency-Key) → the handler → an OperationResult, or an
//   AppError from the one catalogue (src/kernel/errors.ts).
//
// Transports turn their own input into Credentials and an OperationInput, and the result or error into their
// own answer. Nothing here knows about HTTP. Steps that finish synchronously (a cached key, a public call, a
// cached catalogue answer) are not awaited: each await is a trip through the microtask queue on the hot path.
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { SurfaceName } from '../contract/surfaces.js';
import { AppError, storeUnavailable } from '../kernel/errors.js';
import { isStoreUnavailable } from '../store/errors.js';
import type { Services } from '../services.js';
import type { AgentCaller, Caller, Credentials, KeyPrincipal } from '../kernel/caller.js';
import type { OperationDef, OperationTable } from './contract.js';
import { admit, type AgentNegotiator, type CustomerResolver } from './guard.js';
import { idempotencyKeyOf, runIdempotently } from './idempotency.js';
import type {
  HandlerDef,
  HandlerFn,
  HandlerResult,
  HandlerSpec,
  InvokeHooks,
  OperationContext,
  OperationInput,
  OperationResult,
  UntypedOp,
} from './types.js';

/** An agent caller's answer in the shape of the protocol release it negotiated. */
export type AgentAnswerRenderer = (operationId: string, agent: AgentCaller, answer: OperationResult) => OperationResult;

export interface KeyLookup {
  /** The key's record when known without a store read (cached, or malformed: null); undefined otherwise. */
  peek(raw: string, now: Date): KeyPrincipal | null | undefined;
  resolve(raw: string, now: Date): Promise<KeyPrincipal | null>;
}

/**
 * The services a call runs with when it is bound to a sandbox test clock (docs/test-clocks.md): its clock reads the
 * test clock's time. Undefined, synchronously, for a call on real time; throws the refusal of a clock it may not use.
 */
export type ClockBinder = (
  caller: Caller,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  surface: SurfaceName,
) => Services | undefined | Promise<Services | undefined>;

export interface OperationCoreOptions {
  services: Services;
  operations: OperationTable;
  handlers: Record<string, HandlerDef<any>>;
  keys: KeyLookup;
  resolveCustomer: CustomerResolver;
  /** UCP negotiation, for the operations under the UcpAgent scheme (absent: those are refused as INTERNAL). */
  negotiateAgent?: AgentNegotiator;
  /**
   * The last step of an agent's call: its answer as the release the agent negotiated shapes it (the ucp area's
   * renderer). It runs on fresh answers and replays alike, so stored answers keep the current release's shape.
   */
  renderForAgent?: AgentAnswerRenderer;
  /** Binds calls to sandbox test clocks (the test-clocks flow's binding); absent, every call runs on real time. */
  bindClock?: ClockBinder;
  logger: Logger;
}

// Request ids only need to be unique, not secret: a random per-process prefix and a counter.
const REQUEST_PREFIX = 'req_' + randomBytes(6).toString('hex');
let requestCounter = 0;
export const newRequestId = () => REQUEST_PREFIX + (++requestCounter).toString(36);

const EMPTY: Readonly<Record<string, never>> = Object.freeze({});

export interface OperationCore {
  readonly operations: OperationTable;
  /** Resolves a presented key the way invoke() would (transports that rate-limit per key ask first). */
  peekKey(raw: string): KeyPrincipal | null | undefined;
  resolveKey(raw: string): Promise<KeyPrincipal | null>;
  /**
   * Runs one operation. Resolves to its result, or rejects with an AppError; anything else a handler throws is
   * logged with the request id and becomes INTERNAL.
   */
  invoke(
    operationId: string,
    credentials: Credentials,
    input?: OperationInput,
    opts?: InvokeOptions,
  ): Promise<OperationResult>;
  /**
   * invoke(), but it may answer synchronously: the result itself when every step finished without waiting (a cached
   * key, a public call, a cached catalogue answer), and a refusal made then is thrown, not rejected. The HTTP
   * adapter's hot path, where each await would cost a trip through the microtask queue.
   */
  invokeMaybeSync(
    operationId: string,
    credentials: Credentials,
    input?: OperationInput,
    opts?: InvokeOptions,
  ): OperationResult | Promise<OperationResult>;
}

export interface InvokeOptions extends InvokeHooks {
  requestId?: string;
}

interface Prepared {
  run: HandlerFn;
  spec?: HandlerSpec;
}

export function createOperationCore(opts: OperationCoreOptions): OperationCore {
  return new Core(opts);
}

/**
 * The core's steps, in the order a call takes them: invokeMaybeSync → afterKey → afterGuard → dispatch. Methods on a
 * class rather than closures in a factory: each step is a named function whose inputs are its arguments and the
 * core's own fields, and nothing is made per core beyond the object itself.
 */
class Core implements OperationCore {
  readonly operations: OperationTable;
  private readonly services: Services;
  private readonly keys: KeyLookup;
  private readonly resolveCustomer: CustomerResolver;
  private readonly negotiateAgent?: AgentNegotiator;
  private readonly renderForAgent?: AgentAnswerRenderer;
  private readonly bindClock?: ClockBinder;
  private readonly logger: Logger;
  private readonly handlers = new Map<string, Prepared>();

  constructor(opts: OperationCoreOptions) {
    this.services = opts.services;
    this.operations = opts.operations;
    this.keys = opts.keys;
    this.resolveCustomer = opts.resolveCustomer;
    this.negotiateAgent = opts.negotiateAgent;
    this.renderForAgent = opts.renderForAgent;
    this.bindClock = opts.bindClock;
    this.logger = opts.logger;
    for (const [id, def] of Object.entries(opts.handlers)) {
      this.handlers.set(id, typeof def === 'function' ? { run: def } : { run: def.run, spec: def });
    }
  }

  peekKey(raw: string): KeyPrincipal | null | undefined {
    return this.keys.peek(raw, this.services.clock.now());
  }

  resolveKey(raw: string): Promise<KeyPrincipal | null> {
    return this.keys.resolve(raw, this.services.clock.now());
  }

  invoke(
    operationId: string,
    credentials: Credentials,
    input?: OperationInput,
    o?: InvokeOptions,
  ): Promise<OperationResult> {
    try {
      return Promise.resolve(this.invokeMaybeSync(operationId, credentials, input, o));
    } catch (err) {
      return Promise.reject(err);
    }
  }

  invokeMaybeSync(
    operationId: string,
    creds: Credentials,
    input: OperationInput = {},
    o: InvokeOptions = {},
  ): OperationResult | Promise<OperationResult> {
    const requestId = o.requestId ?? newRequestId();
    try {
      const def = this.operations.get(operationId);
      if (!def) throw new AppError('NOT_FOUND', `No operation ${operationId}`);
      const rawParams = input.params ?? EMPTY;
      // The key: resolved by the transport already, known to the cache, or looked up now.
      let key: KeyPrincipal | null | undefined = creds.key;
      if (key === undefined && creds.apiKey !== undefined) {
        key = this.peekKey(creds.apiKey);
        if (key === undefined) {
          return this.resolveKey(creds.apiKey)
            .then((k) => this.afterKey(def, creds, k, rawParams, input, o, requestId))
            .catch((e) => Promise.reject(this.internal(e, requestId, operationId)));
        }
      }
      const out = this.afterKey(def, creds, key, rawParams, input, o, requestId);
      return isPromise(out) ? out.catch((e) => Promise.reject(this.internal(e, requestId, operationId))) : out;
    } catch (err) {
      throw this.internal(err, requestId, operationId);
    }
  }

  private internal(err: unknown, requestId: string, operationId: string): AppError {
    if (err instanceof AppError) return err;
    // The store failed before the handler ran (the key's or the session's lookup): nothing was changed.
    if (isStoreUnavailable(err)) return storeUnavailable({ repeatable: true });
    this.logger.error({ err, requestId, operationId }, 'unhandled error');
    return new AppError('INTERNAL', `Internal error; request id ${requestId}`, { logged: true });
  }

  private afterKey(
    def: OperationDef,
    creds: Credentials,
    key: KeyPrincipal | null | undefined,
    rawParams: Record<string, string>,
    input: OperationInput,
    o: InvokeOptions,
    requestId: string,
  ): OperationResult | Promise<OperationResult> {
    const admitted = admit(def, creds, key, rawParams, this.resolveCustomer, this.negotiateAgent);
    if (isPromise(admitted)) return admitted.then((caller) => this.afterGuard(def, caller, input, o, requestId));
    return this.afterGuard(def, admitted, input, o, requestId);
  }

  private afterGuard(
    def: OperationDef,
    caller: Caller,
    input: OperationInput,
    o: InvokeOptions,
    requestId: string,
  ): OperationResult | Promise<OperationResult> {
    o.admitted?.(caller);
    const validator = def.validator();
    const params = validator.validatePath(input.params ?? EMPTY);
    const query = validator.validateQuery(input.query ?? '');
    if (input.headers) validator.validateHeaders(input.headers);
    if (def.rawBodyType || input.body !== undefined || !input.loadBody) {
      const body = def.rawBodyType ? undefined : validator.validateBody(input.body);
      return this.dispatchAndRender(def, caller, input, params, query, body, requestId);
    }
    return input
      .loadBody(def)
      .then((raw) => this.dispatchAndRender(def, caller, input, params, query, validator.validateBody(raw), requestId));
  }

  /** The call's services (bound to its test clock, when it has one), then dispatchOn(). */
  private dispatchAndRender(
    def: OperationDef,
    caller: Caller,
    input: OperationInput,
    params: Record<string, unknown>,
    query: Record<string, unknown>,
    body: unknown,
    requestId: string,
  ): OperationResult | Promise<OperationResult> {
    const bound = this.bindClock?.(caller, input.headers ?? EMPTY, def.surface);
    if (isPromise(bound))
      return bound.then((s) => this.dispatchOn(s ?? this.services, def, caller, input, params, query, body, requestId));
    return this.dispatchOn(bound ?? this.services, def, caller, input, params, query, body, requestId);
  }

  /** dispatch(), then the agent's rendering of the answer when the caller is a UCP agent. */
  private dispatchOn(
    services: Services,
    def: OperationDef,
    caller: Caller,
    input: OperationInput,
    params: Record<string, unknown>,
    query: Record<string, unknown>,
    body: unknown,
    requestId: string,
  ): OperationResult | Promise<OperationResult> {
    const out = this.dispatch(services, def, caller, input, params, query, body, requestId);
    const agent = caller.agent;
    const render = this.renderForAgent;
    if (!agent || !render) return out;
    return isPromise(out) ? out.then((r) => render(def.operationId, agent, r)) : render(def.operationId, agent, out);
  }

  private dispatch(
    services: Services,
    def: OperationDef,
    caller: Caller,
    input: OperationInput,
    params: Record<string, unknown>,
    query: Record<string, unknown>,
    body: unknown,
    requestId: string,
  ): OperationResult | Promise<OperationResult> {
    const prepared = this.handlers.get(def.operationId);
    if (!prepared) throw new AppError('INTERNAL', `No handler is registered for ${def.operationId}`);
    const ctx: OperationContext<UntypedOp> = new Call(def, caller, input, params, query, body, requestId, services);
    // The sandbox's test helpers run other operations in-process, through this same core.
    (ctx as Call).core = this;
    // An operation is idempotent when its contract takes the Idempotency-Key header, or when its handler names a
    // body field of that meaning (the platform's `idempotency_key`).
    const bodyField = prepared.spec?.idempotency?.bodyField;
    const key = def.idempotent || bodyField ? idempotencyKeyOf(ctx, bodyField) : undefined;
    // Whether the operation may simply be sent again whatever it did before failing: a read, or one that leaves
    // the same state however often it runs.
    const repeatable = () => {
      const declared = prepared.spec?.repeatable;
      return SAFE_METHODS.has(def.method) || (typeof declared === 'function' ? declared(ctx) : declared === true);
    };
    // A store failure: a 503 that says whether sending the call again is safe. Under a key, the failures that reach
    // here struck the key's own record (its claim, its replay): nothing ran, so a retry is safe; the handler's own
    // are judged by runIdempotently, which knows whether its record tells what happened.
    const storeFailed = (err: unknown): never => {
      if (!isStoreUnavailable(err)) throw err;
      throw storeUnavailable({
        repeatable: key !== undefined || repeatable(),
        withKey: key !== undefined,
        takesKey: def.idempotent || Boolean(bodyField),
      });
    };
    if (key !== undefined) {
      const idem = prepared.spec?.idempotency;
      const once = runIdempotently(
        ctx,
        {
          key,
          principal: idem?.principal?.(ctx),
          excludeFromHash: idem?.bodyField ? [idem.bodyField] : undefined,
          repeatable,
          completesRecord: idem?.completesRecord,
        },
        async () => (await prepared.run(ctx)) ?? {},
      );
      const replay = idem?.replay;
      return (replay ? once.then((r) => (r.replayed ? replay(r, ctx) : r)) : once).catch(storeFailed);
    }
    const outcome = prepared.run(ctx);
    if (isPromise(outcome)) return outcome.then(toResult, storeFailed);
    return toResult(outcome);
  }
}

/** One call's context. A class, so its helpers live on the prototype instead of being made for every call. */
class Call implements OperationContext<UntypedOp> {
  readonly operationId: string;
  readonly surface: SurfaceName;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly cookies: Readonly<Record<string, string | undefined>>;
  readonly stream: OperationInput['stream'];
  core?: OperationCore;

  constructor(
    def: OperationDef,
    readonly caller: Caller,
    private readonly input: OperationInput,
    readonly params: Record<string, any>,
    readonly query: Record<string, any>,
    readonly body: any,
    readonly requestId: string,
    readonly services: Services,
  ) {
    this.operationId = def.operationId;
    this.surface = def.surface;
    this.headers = input.headers ?? EMPTY;
    this.cookies = input.cookies ?? EMPTY;
    this.stream = input.stream;
  }

  given(name: string): boolean {
    const raw = this.input.query;
    if (raw === undefined || raw === '') return false;
    if (typeof raw !== 'string') return raw[name] !== undefined;
    // Without escapes (`%`, `+`) the name can only have been sent if it appears literally.
    if (!raw.includes(name) && !raw.includes('%') && !raw.includes('+')) return false;
    return new URLSearchParams(raw).has(name);
  }

  inputKey(): string {
    const { params, query } = this.input;
    const path = params ? Object.values(params).join('/') : '';
    const q =
      typeof query === 'string' ? query : query ? new URLSearchParams(query as Record<string, string>).toString() : '';
    return `${path}?${q}`;
  }

  header(name: string): string | undefined {
    const v = this.headers[name];
    return Array.isArray(v) ? v[0] : v;
  }
}

const NO_RESULT: HandlerResult = Object.freeze({});

/** Methods that change nothing (or, PUT and DELETE, leave the same state however often they are sent). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

function toResult(outcome: HandlerResult | void): OperationResult {
  const r = outcome ?? NO_RESULT;
  return r.status === undefined ? { ...r, status: 200 } : (r as OperationResult);
}

function isPromise<T>(v: T | Promise<T>): v is Promise<T> {
  return v !== null && typeof v === 'object' && typeof (v as Promise<T>).then === 'function';
}
