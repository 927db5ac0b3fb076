// The request id of an HTTP request: the client's X-Request-Id when it is a sensible one, else a new id. Whoever
// answers the request tags its response with the id, so that the access-log line (src/http/access-log.ts) and a 408
// from the body watch (body-timeout.ts) carry the id the answer did.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { newRequestId } from '../../operations/core.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
const TAG = Symbol('requestId');

interface Tagged {
  [TAG]?: string;
}

/** The client's X-Request-Id when it is a sensible one, else a new id. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : newRequestId();
}

/** Remembers the request id chosen for this response. */
export function tagRequestId(res: ServerResponse, requestId: string): void {
  (res as Tagged)[TAG] = requestId;
}

/** The request id tagged on this response, if any. */
export function requestIdTag(res: ServerResponse): string | undefined {
  return (res as Tagged)[TAG];
}
