// GET /docs/guides: the README's guides as one page (src/modules/docs/guides.ts), where the documentation search
// links a guide's hits to (`#<section>`). Rendered at the first request and kept, like the other docs pages.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GUIDES_PATH, guidesPage } from '../modules/docs/guides.js';

/** The page has no script at all: inline styles only. */
const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

export function docsGuidesRoute(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (path !== GUIDES_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const { html, etag } = guidesPage();
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag, 'cache-control': HEADERS['cache-control'] });
    res.end();
    return true;
  }
  res.writeHead(200, { ...HEADERS, etag, 'content-length': html.length });
  res.end(req.method === 'HEAD' ? undefined : html);
  return true;
}
