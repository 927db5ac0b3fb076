// Requests outside the contract: health checks, the API reference and the bundled specs. Files are read once at
// start (they are build artefacts), so serving them costs no I/O.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { SURFACES } from '../contract/surfaces.js';

export interface StaticRoutesOptions {
  generatedDir: string;
  /** Resolves true when the store answers; /readyz reports 503 until then or when it stops answering. */
  ready: () => Promise<boolean>;
}

interface Asset {
  body: Buffer;
  type: string;
  cache: string;
}

export function createStaticRoutes(opts: StaticRoutesOptions) {
  const assets = new Map<string, Asset>();
  const load = (route: string, file: string, type: string, cache = 'no-cache') =>
    assets.set(route, { body: readFileSync(join(opts.generatedDir, file)), type, cache });

  load('/docs', 'docs/index.html', 'text/html; charset=utf-8');
  load('/docs/', 'docs/index.html', 'text/html; charset=utf-8');
  load('/docs/assets/redoc.standalone.js', 'docs/assets/redoc.standalone.js', 'text/javascript; charset=utf-8', 'public, max-age=86400');
  for (const s of SURFACES) {
    load(`/docs/${s.name}`, `docs/${s.name}.html`, 'text/html; charset=utf-8');
    load(`/openapi/${s.name}.json`, `openapi/${s.name}.json`, 'application/json');
  }
  load('/openrpc.json', 'mcp/openrpc.json', 'application/json');
  load('/mcp/tools.json', 'mcp/tools.json', 'application/json');

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
    const asset = assets.get(path);
    if (!asset) return false;
    res.writeHead(200, { 'content-type': asset.type, 'content-length': asset.body.length, 'cache-control': asset.cache, ...SECURITY_HEADERS });
    res.end(req.method === 'HEAD' ? undefined : asset.body);
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
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store', ...SECURITY_HEADERS });
  res.end(text);
}
