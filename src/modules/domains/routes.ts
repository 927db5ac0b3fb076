// The TLS terminator's question before it has a certificate issued on demand: `GET /internal/tls/ask?domain=<host>`
// (Caddy's `on_demand_tls { ask … }`; others have the same hook). 200 allows: an attached custom domain, or a
// project's or deployment's hostname under SITES_DOMAIN; 404 refuses every other name, so nobody can make the
// terminator request certificates for names that merely point here.
//
// Guarded by a shared secret (TLS_ASK_SECRET, sent as `secret` in the ask URL; the terminator keeps the query
// when it adds `domain`), not by the caller's address: the terminator forwards every public request to this
// server over loopback too, so "came from 127.0.0.1" would let anyone through it. Without the secret configured
// the answer is open to all, which tells no more than asking for the site by name would. The access log records
// paths without their query, so the secret does not end up there.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../../services.js';
import { certificateAllowed } from './hosts.js';

const TLS_ASK_PATH = '/internal/tls/ask';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

export function tlsAskRoute(
  services: Services,
): (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean> {
  const secret = services.config.domains.tlsAskSecret;
  const expected = secret ? digest(secret) : null;
  if (!secret && services.config.production) {
    services.logger.warn(
      `TLS_ASK_SECRET is not set: ${TLS_ASK_PATH} answers anyone who asks (set it, and put it in the terminator's ask URL)`,
    );
  }
  return async (req, res, path) => {
    if (path !== TLS_ASK_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const query = new URL(req.url ?? '/', 'http://ask.invalid').searchParams;
    // Compared as digests: equal lengths for timingSafeEqual, and no early exit that times the secret's length.
    if (expected && !timingSafeEqual(digest(query.get('secret') ?? ''), expected)) {
      answer(req, res, 403, { allowed: false, error: 'secret: missing or wrong' });
      return true;
    }
    const domain = query.get('domain')?.trim() ?? '';
    if (!domain || domain.length > 253) {
      answer(req, res, 400, { allowed: false, error: 'domain: a host name is required' });
      return true;
    }
    const allowed = await certificateAllowed(services, domain);
    answer(req, res, allowed ? 200 : 404, { domain: domain.toLowerCase(), allowed });
    return true;
  };
}

function answer(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}
