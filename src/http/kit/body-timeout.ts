// Request bodies that stop arriving. A request that declares a body (Content-Length, or chunked) and then sends
// nothing more would hold its connection, and whatever waits to read it, for ever. Every request with a body is
// watched until its last byte has arrived:
//   - idle: no byte for `idleMs` while the server is waiting for one → 408. Time the server itself holds the
//     bytes back (a reader that has not started yet, or pauses for its destination) is not the client's: bytes
//     waiting in the request's buffer count as progress. Idle time, not total time, so a large upload on a slow
//     line is never cut while it moves.
//   - total: the whole request not in `totalMs` after its headers (0: no limit) → 408.
// An answer not yet started becomes the 408, in the surface's envelope with Connection: close; then the request
// is destroyed, so whoever reads the body gets an error and stops: an operation never runs on part of a body.
//
// Node's parser reads the socket itself, so the request stream cannot be watched without taking it over: progress
// is the connection's byte count, looked at every idleMs / 2, which cuts a stalled body 1 to 1.5 × idleMs after
// its last byte.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { surfaceForPath } from '../../contract/surfaces.js';
import { AppError } from '../../kernel/errors.js';
import { newRequestId } from '../../operations/core.js';
import { requestIdTag, tagRequestId } from './request-id.js';
import { errorEnvelope } from './envelope.js';

export interface BodyTimeouts {
  idleMs: number;
  /** 0: no limit on the whole request. */
  totalMs: number;
}

interface Watch {
  /** Set by relaxBodyIdle: only the total limit applies. */
  relaxed: boolean;
  timedOut: boolean;
}

const WATCH = Symbol('bodyWatch');
type Watched = IncomingMessage & { [WATCH]?: Watch };

/** Whether the request frames a body (RFC 9112 §6.3): Content-Length other than 0, or Transfer-Encoding. */
export function framesBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return length !== '0';
  return req.headers['transfer-encoding'] !== undefined;
}

/** True once the request was cut for its body (its 408 sent or the connection closed): nothing is left to answer. */
export function bodyTimedOut(req: IncomingMessage): boolean {
  return (req as Watched)[WATCH]?.timedOut === true;
}

/**
 * Lifts the idle limit of an accepted request whose client may pause mid-body for good reason (git packs a push
 * between its ref commands and the pack, which can take minutes on a large repository); the total limit stays.
 */
export function relaxBodyIdle(req: IncomingMessage): void {
  const w = (req as Watched)[WATCH];
  if (w) w.relaxed = true;
}

export function watchBodies(limits: BodyTimeouts): (req: IncomingMessage, res: ServerResponse) => void {
  const step = Math.max(10, Math.floor(limits.idleMs / 2));
  return (req, res) => {
    if (req.complete || !framesBody(req)) return;
    const w: Watch = { relaxed: false, timedOut: false };
    (req as Watched)[WATCH] = w;
    const socket = req.socket;
    const started = performance.now();
    let bytes = socket.bytesRead;
    let lastProgress = started;
    let timer: NodeJS.Timeout | undefined;
    const check = () => {
      timer = undefined;
      if (req.complete || socket.destroyed) return;
      const now = performance.now();
      if (socket.bytesRead !== bytes || req.readableLength > 0) {
        bytes = socket.bytesRead;
        lastProgress = now;
      }
      if (limits.totalMs > 0 && now - started >= limits.totalMs) {
        return expire(req, res, w, `The request did not arrive within ${seconds(limits.totalMs)}; send it again`);
      }
      if (!w.relaxed && now - lastProgress >= limits.idleMs) {
        return expire(
          req,
          res,
          w,
          `The request body stopped arriving (nothing for ${seconds(limits.idleMs)}); send it again`,
        );
      }
      timer = setTimeout(check, step).unref();
    };
    // The watch ends with the body: a pending timer holds the request, its answer and their socket until it fires
    // (idleMs / 2 later), which under load kept every request of the last seconds alive through the young
    // generation's collections (measured: 7,400 requests held at 700 requests/s, docs/benchmarks.md#ucp-checkout).
    const stop = () => {
      if (timer && req.complete) {
        clearTimeout(timer);
        timer = undefined;
      }
    };
    req.once('end', stop);
    res.once('close', stop);
    timer = setTimeout(check, step).unref();
  };
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** The 408 when no answer has started, then the request destroyed (which closes the connection). */
function expire(req: IncomingMessage, res: ServerResponse, w: Watch, message: string): void {
  w.timedOut = true;
  const err = new AppError('BAD_REQUEST', message, { retryable: true });
  if (res.headersSent) {
    req.destroy(err);
    return;
  }
  const path = (req.url ?? '/').split('?')[0];
  let requestId = requestIdTag(res);
  if (!requestId) tagRequestId(res, (requestId = newRequestId()));
  const body = JSON.stringify(errorEnvelope(surfaceForPath(path)?.name, err, 408));
  res.once('finish', () => req.destroy(err));
  res.writeHead(408, {
    'x-request-id': requestId,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
    connection: 'close',
  });
  res.end(body);
}
