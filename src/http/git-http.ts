// PLACEHOLDER (being written): git's smart HTTP protocol for managed repositories.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../kernel/services.js';

export function gitRoutes(_services: Services): (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean> {
  return async () => false;
}
