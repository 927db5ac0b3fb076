// The site platform's routes outside the contract: managed repositories over git's smart HTTP protocol
// (src/modules/repos/routes.ts), the TLS terminator's "may I issue a certificate for this host?" question
// (src/modules/domains/routes.ts) and the guides (docs/*.md) the documentation search links to
// (src/modules/docs/routes.ts).
// These are reached only when no operation of the contract matches; the business's event stream
// (src/modules/events/routes.ts) is an operation of the contract that streams, so the server routes it before the
// contract's router instead (src/server.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../services.js';
import { docsGuidesRoute } from '../modules/docs/routes.js';
import { gitRoutes } from '../modules/repos/routes.js';
import { tlsAskRoute } from '../modules/domains/routes.js';

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
