// The site platform's routes outside the contract: managed repositories over git's smart HTTP protocol
// (git-http.ts), the TLS terminator's "may I issue a certificate for this host?" question (tls-ask.ts) and the
// README's guides page the documentation search links to (docs-guides.ts). These are reached only when no operation
// of the contract matches; the business's event stream (event-stream.ts) is an operation of the contract that
// streams, so the server routes it before the contract's router instead (src/server.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../kernel/services.js';
import { docsGuidesRoute } from './docs-guides.js';
import { gitRoutes } from './git-http.js';
import { tlsAskRoute } from './tls-ask.js';

type Route = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean> | boolean;

export function withPlatformRoutes(services: Services, next: Route): Route {
  const git = gitRoutes(services);
  const ask = tlsAskRoute(services);
  return async (req, res, path) =>
    (await git(req, res, path)) ||
    (await ask(req, res, path)) ||
    docsGuidesRoute(req, res, path) ||
    next(req, res, path);
}
