// Requests outside the contract: health checks, the API reference, the bundled specs and the files shipped with
// the project under /files (the demo catalogue's images). Files are read once at start (they are build artefacts
// or shipped with the code), so serving them costs no I/O; what is derived from them is made on first request.
// The contract names `npm start`'s default origin (its servers, its examples' URLs); the reference pages and specs
// served here name this server's instead.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { SURFACES, type SurfaceName } from '../contract/surfaces.js';
import { FILES_PATH } from '../kernel/config.js';
import { filesUnder, imageTypeOf } from '../kernel/files.js';

export interface StaticRoutesOptions {
  generatedDir: string;
  /** A folder whose files are served under /files/<their path> (the demo images), read once at start. */
  filesDir?: string;
  /** Resolves true when the store answers; /readyz reports 503 until then or when it stops answering. */
  ready: () => Promise<boolean>;
  /** Each surface's public origin (BASE_URL, LINK_URL, API_URL), for the pages and specs; unset: left as generated. */
  origins?: Record<SurfaceName, string>;
}

/** The origin the contract is written with (`npm start` on its default port). */
const CONTRACT_ORIGIN = /http:\/\/127\.0\.0\.1:8080(?![0-9])/g;

/** The bytes with the contract's origin replaced by `origin`. */
function withOrigin(body: Buffer, origin: string | undefined): Buffer {
  if (!origin) return body;
  const text = body.toString('utf8');
  const replaced = text.replace(CONTRACT_ORIGIN, origin);
  return replaced === text ? body : Buffer.from(replaced, 'utf8');
}

interface Asset {
  body: Buffer;
  type: string;
  cache: string;
  headers: Record<string, string>;
}

/**
 * The Content-Security-Policy of a Redoc page: its own inline scripts by hash (the page embeds the contract and
 * starts Redoc inline), Redoc's script from this server, and nothing from any other host. Redoc injects its
 * styles at run time (styled-components) and runs its search index in a blob: worker, hence those two sources.
 */
function docsPolicy(html: Buffer): string {
  const hashes = [...html.toString('utf8').matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc\s*=/.test(m[0].slice(0, m[0].indexOf('>'))))
    .map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  return [
    "default-src 'none'",
    `script-src 'self' ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What is served for a file: its bytes with this server's origin, their policy (pages) and their hash. */
function asset(raw: Buffer, type: string, cache: string, origin: string | undefined): Asset {
  const body = withOrigin(raw, origin);
  const headers: Record<string, string> = {};
  if (type.startsWith('text/html')) headers['content-security-policy'] = docsPolicy(body);
  // Strong validator: the bytes' own hash, so a regenerated page is fetched again and an unchanged one is not.
  headers.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, type, cache, headers };
}

export function createStaticRoutes(opts: StaticRoutesOptions) {
  const assets = new Map<string, () => Asset>();
  const load = (
    route: string,
    file: string,
    type: string,
    cache = 'no-cache',
    dir = opts.generatedDir,
    origin?: string,
  ) => {
    const raw = readFileSync(join(dir, file));
    // Read now (a missing file stops the start), made on the first request: rewriting the origin in and hashing
    // the reference's megabytes cost CPU (docs/benchmarks.md) that a server that never serves them (most of a test
    // suite's) need not pay.
    let made: Asset | undefined;
    assets.set(route, () => (made ??= asset(raw, type, cache, origin)));
  };

  load('/docs', 'docs/index.html', 'text/html; charset=utf-8');
  load('/docs/', 'docs/index.html', 'text/html; charset=utf-8');
  load(
    '/docs/assets/redoc.standalone.js',
    'docs/assets/redoc.standalone.js',
    'text/javascript; charset=utf-8',
    'public, max-age=86400',
  );
  load('/docs/assets/redocly-logo.svg', 'docs/assets/redocly-logo.svg', 'image/svg+xml', 'public, max-age=86400');
  for (const s of SURFACES) {
    const origin = opts.origins?.[s.name];
    load(`/docs/${s.name}`, `docs/${s.name}.html`, 'text/html; charset=utf-8', undefined, undefined, origin);
    load(`/openapi/${s.name}.json`, `openapi/${s.name}.json`, 'application/json', undefined, undefined, origin);
  }
  // The agent endpoint is on the platform's origin.
  load('/openrpc.json', 'mcp/openrpc.json', 'application/json', undefined, undefined, opts.origins?.platform);
  load('/mcp/tools.json', 'mcp/tools.json', 'application/json');
  // The UCP shopper tools are on the UCP surface's origin.
  load('/openrpc/ucp.json', 'mcp/ucp.openrpc.json', 'application/json', undefined, undefined, opts.origins?.ucp);
  if (opts.filesDir) {
    for (const file of filesUnder(opts.filesDir)) {
      const type = imageTypeOf(file);
      if (type) load(`${FILES_PATH}/${file}`, file, type, 'public, max-age=86400', opts.filesDir);
    }
  }

  return async function staticRoute(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (path === '/healthz') {
      sendJson(res, 200, { status: 'ok' });
      return true;
    }
    if (path === '/readyz') {
      const ok = await opts.ready().catch(() => false);
      sendJson(res, ok ? 200 : 503, { status: ok ? 'ready' : 'unavailable' });
      return true;
    }
    if (path === '/') {
      // The service's front door is its API reference.
      res.writeHead(302, { location: '/docs', 'content-length': 0, ...SECURITY_HEADERS });
      res.end();
      return true;
    }
    const found = assets.get(path)?.();
    if (!found) return false;
    if (req.headers['if-none-match'] === found.headers.etag) {
      res.writeHead(304, { etag: found.headers.etag, 'cache-control': found.cache, ...SECURITY_HEADERS });
      res.end();
      return true;
    }
    res.writeHead(200, {
      'content-type': found.type,
      'content-length': found.body.length,
      'cache-control': found.cache,
      ...found.headers,
      ...SECURITY_HEADERS,
    });
    res.end(req.method === 'HEAD' ? undefined : found.body);
    return true;
  };
}

/** What every static answer carries, as the hosted pages do: no sniffing, no framing, no referrer to other sites. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...SECURITY_HEADERS,
  });
  res.end(text);
}
