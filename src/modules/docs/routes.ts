// The docs area's HTTP routes outside the contract: GET /docs/guides, the list of the guides (docs/*.md), and
// /docs/guides/<name>, one guide, where the documentation search links a guide's hits to (`#<section>`). Rendered
// at the first request and kept (guides.ts), like the other docs pages.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { guidePage } from './guides.js';

/** The pages have no script at all: inline styles only. */
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
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const page = guidePage(path);
  if (!page) return false;
  const { html, etag } = page;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag, 'cache-control': HEADERS['cache-control'] });
    res.end();
    return true;
  }
  res.writeHead(200, { ...HEADERS, etag, 'content-length': html.length });
  res.end(req.method === 'HEAD' ? undefined : html);
  return true;
}
