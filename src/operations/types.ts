// The shapes at the core's edges: what a transport hands in (OperationInput), what a handler sees
// (OperationContext) and gives back (HandlerResult), and what the transport gets out (OperationResult).
import type { BatchWrite } from '../store/transaction.js';
import type { Readable } from 'node:stream';
import type { SurfaceName } from '../contract/surfaces.js';
import type { Services } from '../services.js';
import type { Caller, Credentials } from '../kernel/caller.js';
import type { OperationDef, OperationTable } from './contract.js';

/** One operation's types, from generated/operations.gen.ts: validated params, query and body, success payload. */
export interface OpTypes {
  params: unknown;
  query: unknown;
  body: unknown;
  response: unknown;
}

/** What any operation may be given before validation says what it is. */
export interface UntypedOp {
  params: Record<string, any>;
  query: Record<string, any>;
  body: any;
  response: unknown;
}

export interface OperationInput {
  /** Path parameters, as strings (coerced by validation). */
  params?: Record<string, string>;
  /** A URL query string without `?`, or the parameters as an object. */
  query?: string | Record<string, unknown>;
  /** Request headers, lower-case names (Idempotency-Key, User-Agent, declared header parameters). */
  headers?: Record<string, string | string[] | undefined>;
  /** Cookie parameters the contract declares (Link's svc_session). */
  cookies?: Readonly<Record<string, string | undefined>>;
  /** The JSON body, already parsed; undefined when none was sent. */
  body?: unknown;
  /**
   * Reads the body only once the call is admitted, so an unauthenticated caller costs no body read. Used when
   * `body` is undefined.
   */
  loadBody?: (op: OperationDef) => Promise<unknown>;
  /** The body as a stream, for operations whose body is not JSON (uploads). */
  stream?: Readable;
}

export interface HandlerResult<Data = unknown> {
  status?: number;
  data?: Data;
  /** Sent without the surface's envelope (asset confirm). */
  bare?: boolean;
  /** Response headers the contract declares for the operation (Set-Cookie of Link's sign-in). */
  headers?: Record<string, string | string[]>;
  /** A body already encoded (files, pages). */
  raw?: { body: string | Buffer; contentType: string };
  /**
   * Set on answers that are served many times unchanged (cached catalogue reads): each transport may keep its own
   * encoding of the answer here, under its own key, and reuse it.
   */
  memo?: Map<string, unknown>;
}

export interface OperationResult extends HandlerResult {
  status: number;
  /** The answer is a stored one, replayed for a retry with the same idempotency key. */
  replayed?: boolean;
}

export interface OperationContext<Op extends OpTypes = UntypedOp> {
  readonly operationId: string;
  readonly surface: SurfaceName;
  readonly requestId: string;
  readonly params: Op['params'];
  readonly query: Op['query'];
  readonly body: Op['body'];
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly cookies: Readonly<Record<string, string | undefined>>;
  readonly stream?: Readable;
  readonly caller: Caller;
  readonly services: Services;
  /** Whether the caller itself gave a query parameter (validation fills in defaults, which do not count). */
  given(name: string): boolean;
  /** The call's path parameters and query as one string: a key for answers that depend only on them. */
  inputKey(): string;
  /** One request header, its first value. */
  header(name: string): string | undefined;
  /** Set while an idempotent call runs under a claimed key (see IdempotentRecord). */
  idempotency?: IdempotentRecord;
  /** The core the call runs in: the sandbox's test helpers (triggers, fixtures) run operations through it. */
  readonly core?: LocalCore;
}

/** Running operations in-process, as a transport does (OperationCore is one). */
export interface LocalCore {
  readonly operations: OperationTable;
  invoke(operationId: string, credentials: Credentials, input?: OperationInput): Promise<OperationResult>;
}

/**
 * The claimed idempotency record of the running call. A handler that commits its effect in one transaction may
 * complete the record in that transaction with the answer it will return (`completion`): the effect and its
 * replayable answer then commit together, a round trip is saved, and a failure after the commit still replays the
 * committed answer instead of running again. A handler that does not use it is completed by the core afterwards.
 */
export interface IdempotentRecord {
  completion(answer: HandlerResult): BatchWrite;
}

export type HandlerFn<Op extends OpTypes = UntypedOp> = (
  ctx: OperationContext<Op>,
) => Promise<HandlerResult<Op['response']> | void> | HandlerResult<Op['response']> | void;

export interface IdempotencyOptions<Op extends OpTypes = UntypedOp> {
  /** A body field of the same meaning as the Idempotency-Key header (checkout's `idempotency_key`); not hashed. */
  bodyField?: string;
  /**
   * Whose key it is, when not the signed-in customer, storefront session or key (the default): a Link sign-in's
   * contact, a guest's bill token. Keys never replay across principals.
   */
  principal?: (ctx: OperationContext<Op>) => string | undefined;
  /** Brings a stored answer up to date when it is replayed (an upload URL's seconds left count down). */
  replay?: (answer: OperationResult, ctx: OperationContext<Op>) => OperationResult | Promise<OperationResult>;
  /**
   * The handler changes nothing but in one transaction that also completes the record (IdempotentRecord), and
   * undoes what it did outside it when that transaction fails: a store failure anywhere in it leaves either the
   * record completed (a retry replays) or nothing (a retry runs it again once), so a retry under the key is always
   * safe, even when the failure came before the handler reached its transaction.
   */
  completesRecord?: boolean;
}

export interface HandlerSpec<Op extends OpTypes = UntypedOp> {
  run: HandlerFn<Op>;
  idempotency?: IdempotencyOptions<Op>;
  /**
   * The operation leaves the same state however often it is sent (a confirm, a message deduplicated by the
   * client's id): when the store fails under it, the client is told it may simply send it again (a 503 with
   * `retryable: true`), as for a read, without an Idempotency-Key.
   */
  repeatable?: boolean | ((ctx: OperationContext<Op>) => boolean);
}

export type HandlerDef<Op extends OpTypes = UntypedOp> = HandlerFn<Op> | HandlerSpec<Op>;

/** What a transport may observe along the way. */
export interface InvokeHooks {
  /** The guard admitted the caller (the HTTP adapter issues the storefront session cookie then). */
  admitted?(caller: Caller): void;
}
