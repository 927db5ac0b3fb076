// One access-log line per request: method, path (never the query: it can carry bill tokens), status, duration and
// request id, written when the response is done. The HTTP adapter tags each response with its request id
// (kit/request-id.ts); the server calls `started` when a request comes in and `finished` when its response closes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { requestIdTag } from './kit/request-id.js';

/** The message of every access-log entry. */
const ACCESS_MESSAGE = 'request';
const STARTED = Symbol('started');

interface Tagged {
  [STARTED]?: number;
}

export interface AccessLog {
  started(res: ServerResponse): void;
  finished(req: IncomingMessage, res: ServerResponse): void;
}

/** The access log, or undefined when the logger drops info lines anyway (then it costs nothing per request). */
export function accessLog(logger: Logger): AccessLog | undefined {
  if (!logger.isLevelEnabled('info')) return undefined;
  return {
    started(res) {
      (res as Tagged)[STARTED] = performance.now();
    },
    finished(req, res) {
      const t = res as Tagged;
      const ms = Math.round((performance.now() - (t[STARTED] ?? performance.now())) * 10) / 10;
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      const path = q === -1 ? url : url.slice(0, q);
      // A response the client walked away from was never (fully) sent: say so rather than log a status it did not get.
      const status = res.writableFinished ? res.statusCode : 499;
      // A constant message: the fields say it all in JSON, and the pretty form composes its line from them
      // (src/kernel/log.ts), so no string is built per request.
      logger.info({ req_id: requestIdTag(res), method: req.method, path, status, ms }, ACCESS_MESSAGE);
    },
  };
}
