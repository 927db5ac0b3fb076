// PLACEHOLDER (being written): the TLS terminator's on-demand certificate question.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../kernel/services.js';

export function tlsAskRoute(_services: Services): (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean> {
  return async () => false;
}
