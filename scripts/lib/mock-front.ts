// The front of the Prism mock (`npm run mock`): the server's own HTTP adapter (src/http/app.ts) around the
// server's own operation core (src/operations/core.ts), over the same operation table. Routing (404 for no route,
// 405 with Allow), CORS, credentials, rate limits with their headers, the storefront session (X-Session-Id and
// the sf_session cookie, a fresh `sess_…` per client), request ids, body parsing (invalid JSON, bodies on
// operations that take none, 413, 415), the guard (missing, malformed or wrong-kind keys, missing customer
// session), validation against the contract and every error envelope are therefore the server's code, answering
// what the server answers. Then the sandbox conventions decidable from the request (./mock-conventions.ts) run
// where the server's handler would, and only what passes all of that reaches Prism, for the documented example.
//
// What a stateless mock cannot know, it assumes:
//   - every well-formed key (`pk_test_…`, `sk_live_…`, `dk_live_…`; 24 to 64 letters or digits after the prefix)
//     is a valid key of the examples' business, acting for any business it names, with every scope; a malformed
//     one is 401 as on the server;
//   - every bearer token that is not a key is a valid signed-in session (the examples' tokens included);
//   - every UCP-Agent header naming a `profile="https://…"` is an agent that negotiated every capability at the
//     current release (no profile is fetched); a missing or malformed one is 400 `invalid_profile_url` as on the
//     server;
//   - nothing is stored: no idempotent replays, no carts, no orders.
// Prism's `Prefer` header (`code=…`, `example=…`, `dynamic=true`) picks another documented answer; a request
// carrying one skips the conventions (validation and credentials still apply).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import pino, { type Logger } from 'pino';
import { derefBundle, GENERATED_DIR } from '../../src/contract/bundles.js';
import { SURFACES, type SurfaceName } from '../../src/contract/surfaces.js';
import { createApp, JSON_TYPE } from '../../src/http/app.js';
import { RateLimiter } from '../../src/http/kit/rate-limit.js';
import { createStaticRoutes } from '../../src/http/static-routes.js';
import type { CustomerSession, KeyPrincipal } from '../../src/kernel/caller.js';
import { AppError } from '../../src/kernel/errors.js';
import { makeAjv } from '../../src/kernel/json-schema.js';
import { parseKey } from '../../src/kernel/secrets.js';
import { systemClock } from '../../src/kernel/clock.js';
import { type Services } from '../../src/services.js';
import { loadOperationTable, type OperationDef, type OperationTable } from '../../src/operations/contract.js';
import { createOperationCore, type KeyLookup } from '../../src/operations/core.js';
import type { AgentNegotiator, CustomerResolver } from '../../src/operations/guard.js';
import { businessCapabilities, UCP_CURRENT_VERSION } from '../../src/modules/ucp/index.js';
import type { HandlerDef, OperationContext, OperationResult } from '../../src/operations/types.js';
import { conventions, type Plan } from './mock-conventions.js';
import { mockPages } from './mock-pages.js';

/** The business of the contract's examples: what every mock key acts for unless the request names another. */
const MOCK_BUSINESS_ID = 'biz_7sKq2LmN9xYt';

export interface MockFrontOptions {
  /** Prism's port for each surface. */
  prismPorts: ReadonlyMap<SurfaceName, number>;
  /** Enforce the interface's rate limits as the server does (default true); the headers are sent either way. */
  rateLimits?: boolean;
  logger?: Logger;
}

/** One request on its way through the front: what the handler needs that the core does not carry. */
interface Exchange {
  req: IncomingMessage;
  /** The mock's origin as this client reached it. */
  origin: string;
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/** Well-formed keys resolve to a key of the examples' business; malformed ones to null, as on the server. */
function mockKeys(scopes: string[]): KeyLookup {
  const known = new Map<string, KeyPrincipal | null>();
  const lookup = (raw: string): KeyPrincipal | null => {
    let principal = known.get(raw);
    if (principal === undefined) {
      const parsed = parseKey(raw);
      if (parsed) {
        // The mock cannot know which businesses a key serves: it serves whichever the request names
        // (X-Business-Id, the platform path's business_id).
        const businessIds = [MOCK_BUSINESS_ID];
        Object.defineProperty(businessIds, 'includes', { value: () => true });
        principal = {
          _id: `key_${sha(raw).slice(0, 16)}`,
          kind: parsed.kind,
          livemode: parsed.livemode,
          business_id: MOCK_BUSINESS_ID,
          business_ids: businessIds,
          scopes,
        };
      } else principal = null;
      if (known.size >= 10_000) known.clear();
      known.set(raw, principal);
    }
    return principal;
  };
  return { peek: lookup, resolve: async (raw) => lookup(raw) };
}

/** Any bearer token is a session; the storefront's needs a key's business, as resolveStorefrontCustomer does. */
const mockCustomer: CustomerResolver = async (surface, token, tenant) => {
  if (surface === 'storefront' && !tenant) return null;
  const h = sha(token).slice(0, 12);
  const session: CustomerSession = {
    id: surface === 'link' ? `acc_${h}` : `cus_${h}`,
    sessionId: `ses_${h}`,
    expiresAt: new Date(Date.now() + 3600_000),
  };
  return session;
};

/** A UCP agent naming an https profile is admitted with every capability; the server's refusal otherwise. */
const mockAgent: AgentNegotiator = async (req) => {
  const profile = req.profile ?? /^\s*profile\s*=\s*"(https:\/\/[^"]+)"/.exec(req.header ?? '')?.[1];
  if (!profile)
    throw new AppError('UCP_INVALID_PROFILE_URL', 'UCP-Agent must name the agent profile: profile="https://…"');
  const capabilities: Record<string, { version: string; extends?: string | readonly string[] }> = {};
  for (const [name, [decl]] of Object.entries(businessCapabilities(UCP_CURRENT_VERSION)))
    capabilities[name] =
      decl.extends === undefined ? { version: decl.version } : { version: decl.version, extends: decl.extends };
  return {
    business_id: req.business_id,
    livemode: req.mode === 'live',
    profile_url: profile,
    version: UCP_CURRENT_VERSION,
    capabilities,
    webhook_url: null,
    legacy: false,
  };
};

/** Request headers not forwarded to Prism: hop-by-hop ones, and the body's framing (set anew). */
const NOT_FORWARDED = [
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'expect',
  'upgrade',
  'prefer',
];

/**
 * Prism's response headers the front does not pass on: the framing, CORS (the adapter's own), the headers the
 * adapter sets with real values (request id, rate limits, session), Prism's validation report, and
 * Idempotent-Replayed (the mock never replays).
 */
const DROPPED =
  /^(?:content-type|content-length|transfer-encoding|connection|keep-alive|date|vary|access-control-.*|x-request-id|x-session-id|x-ratelimit-.*|sl-violations|idempotent-replayed)$/i;

/** Paths of the mock's own pages that examples link to. */
const SERVED_PATHS = ['/pay/', '/checkout/', '/uploads/', '/docs'];

interface PrismAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The headers the contract declares for an answer, by lower-case name, with their schemas. */
function declaredHeaders(def: OperationDef, status: number): Map<string, object> {
  const declared = def.operation.responses?.[String(status)]?.headers ?? {};
  return new Map(
    Object.entries<{ schema?: object }>(declared).flatMap(([name, h]) =>
      h.schema ? [[name.toLowerCase(), h.schema]] : [],
    ),
  );
}

// Header values are strings: integers and booleans are coerced as the server's parameter validation does.
const headerAjv = makeAjv({ coerceTypes: true });
const headerValidators = new WeakMap<object, ValidateFunction>();
function headerValidator(schema: object): ValidateFunction {
  let validate = headerValidators.get(schema);
  if (!validate) headerValidators.set(schema, (validate = headerAjv.compile(schema)));
  return validate;
}

export function createMockFront(opts: MockFrontOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const logger = opts.logger ?? pino({ level: 'warn' });
  const exchange = new AsyncLocalStorage<Exchange>();

  // The server's table, but without idempotency: the mock stores nothing to replay.
  const operations: OperationTable = new Map(
    [...loadOperationTable()].map(([id, def]) => [id, { ...def, idempotent: false }]),
  );
  const scopes = [
    ...new Set(['mcp:invoke', ...[...operations.values()].flatMap((d) => (d.requiredScope ? [d.requiredScope] : []))]),
  ];
  // Links in the examples to pages the mock serves too (pay and checkout pages, uploads, the API reference) point
  // at the origin the examples were written for (the spec's `servers`); answers point them at the mock's own.
  const exampleOrigins = [
    ...new Set(
      SURFACES.flatMap((s) =>
        (derefBundle(s.name).servers ?? []).map((srv: { url: string }) => srv.url.replace(/\/+$/, '')),
      ),
    ),
  ];
  const servedLinks = exampleOrigins.flatMap((from) => SERVED_PATHS.map((path) => ({ from: `"${from}${path}`, path })));

  async function askPrism(
    def: OperationDef,
    ctx: OperationContext,
    req: IncomingMessage,
    prefer: string | undefined,
  ): Promise<PrismAnswer> {
    const headers: OutgoingHttpHeaders = { ...req.headers };
    for (const name of NOT_FORWARDED) delete headers[name];
    if (prefer) headers.prefer = prefer;
    let body: Buffer | undefined;
    if (def.rawBodyType) {
      if (req.headers['content-length'] !== undefined) headers['content-length'] = req.headers['content-length'];
      else if (req.headers['transfer-encoding'] !== undefined)
        headers['transfer-encoding'] = req.headers['transfer-encoding'];
    } else if (ctx.body !== undefined) {
      body = Buffer.from(JSON.stringify(ctx.body), 'utf8');
      headers['content-type'] = 'application/json';
      headers['content-length'] = body.length;
    } else delete headers['content-type'];
    const port = opts.prismPorts.get(def.surface);
    return new Promise((resolve, reject) => {
      const up = httpRequest({ host: '127.0.0.1', port, method: def.method, path: req.url, headers }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve({ status: r.statusCode ?? 502, headers: r.headers, body: Buffer.concat(chunks) }));
        r.on('error', reject);
      });
      up.on('error', (err) =>
        reject(new AppError('SERVICE_UNAVAILABLE', `The ${def.surface} mock (Prism) did not answer: ${err.message}`)),
      );
      if (def.rawBodyType && ctx.stream) ctx.stream.pipe(up);
      else up.end(body);
    });
  }

  /** Prism's answer as the operation's result: the mock's origin in URLs, the convention's edits, fresh meta. */
  function present(def: OperationDef, answer: PrismAnswer, plan: Plan, origin: string): OperationResult {
    const { status } = answer;
    const declared = declaredHeaders(def, status);
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || DROPPED.test(name)) continue;
      // A header without an example gets a placeholder from Prism (`string`); one that breaks its own schema is
      // left out rather than sent (the headers Prism invents are optional ones).
      const schema = declared.get(name);
      if (schema && !headerValidator(schema)(Array.isArray(value) ? value[0] : value)) continue;
      headers[name] = value;
    }
    if (status === 204 || answer.body.length === 0) return { status, headers };
    const type = String(answer.headers['content-type'] ?? 'application/octet-stream');
    if (!/\bjson\b/i.test(type)) return { status, headers, raw: { body: answer.body, contentType: type } };
    let text = answer.body.toString('utf8');
    for (const link of servedLinks)
      if (text.includes(link.from)) text = text.split(link.from).join(`"${origin}${link.path}`);
    const ok = status >= 200 && status < 300;
    if ((ok && plan.edit) || def.surface === 'link') {
      const json = JSON.parse(text);
      if (ok) plan.edit?.(json);
      // Link answers carry the time of the answer, not of the example.
      if (def.surface === 'link' && json?.meta?.timestamp) json.meta.timestamp = new Date().toISOString();
      text = JSON.stringify(json);
    }
    return { status, headers, raw: { body: text, contentType: JSON_TYPE } };
  }

  async function run(ctx: OperationContext): Promise<OperationResult> {
    const current = exchange.getStore();
    const def = operations.get(ctx.operationId);
    if (!current || !def) throw new AppError('INTERNAL', `No mock exchange for ${ctx.operationId}`);
    const asked = ctx.header('prefer');
    const plan: Plan = asked
      ? {}
      : ((await conventions[ctx.operationId]?.(ctx, { def, origin: current.origin })) ?? {});
    const answer = await askPrism(def, ctx, current.req, asked ?? plan.prefer);
    return present(def, answer, plan, current.origin);
  }

  const handlers: Record<string, HandlerDef<any>> = {};
  for (const id of operations.keys()) handlers[id] = run;

  // The core reads only the clock from its services; the mock's handlers read nothing else from them.
  const services = { clock: systemClock, logger } as unknown as Services;
  const core = createOperationCore({
    services,
    operations,
    handlers,
    keys: mockKeys(scopes),
    resolveCustomer: mockCustomer,
    negotiateAgent: mockAgent,
    logger,
  });
  const staticRoutes = createStaticRoutes({ generatedDir: GENERATED_DIR, ready: async () => true });
  const app = createApp({
    core,
    logger,
    limiter: new RateLimiter(Date.now, opts.rateLimits ?? true),
    now: Date.now,
    production: false,
    fallback: async (req, res, path) => (await mockPages(req, res, path)) || staticRoutes(req, res, path),
  });

  return (req, res) => {
    const host = req.headers.host;
    const local = req.socket.localAddress === '::1' ? '[::1]' : (req.socket.localAddress ?? '127.0.0.1');
    const origin = `http://${host && /^[A-Za-z0-9.:[\]-]{1,255}$/.test(host) ? host : `${local}:${req.socket.localPort}`}`;
    exchange.run({ req, origin }, () => void app(req, res));
  };
}
