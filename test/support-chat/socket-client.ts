// A support WebSocket client for the tests: it keeps every frame, checks each against the contract's
// SupportSocketServerFrame (violations collect in `frameViolations`, which each file asserts empty), notes when
// each message frame arrived, and lets a test wait for the next frame matching a predicate.
import WebSocket from 'ws';
import { makeAjv } from '../harness/ajv.js';
import { loadBundled } from '../harness/contract.js';

export const SUPPORT_WS_PATH = '/api/v1/support/conversation/ws';

const checkFrame = makeAjv().compile(
  (loadBundled('storefront', 'deref') as any).components.schemas.SupportSocketServerFrame,
);
export const frameViolations: string[] = [];

export interface SocketClient {
  ws: WebSocket;
  frames: any[];
  /** performance.now() at the arrival of each message frame, by message id. */
  arrivals: Map<string, number>;
  /** The next frame not read yet that matches `pred` (default: any), waiting up to `timeoutMs`. */
  next(pred?: (f: any) => boolean, timeoutMs?: number): Promise<any>;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens `url` (ws://…); rejects with `status` set when the server refuses the upgrade. */
export function openSocket(
  url: string,
  opts: { headers?: Record<string, string>; autoPong?: boolean; timeoutMs?: number } = {},
): Promise<SocketClient> {
  const ws = new WebSocket(url, { headers: opts.headers, autoPong: opts.autoPong ?? true });
  const frames: any[] = [];
  const arrivals = new Map<string, number>();
  let waiters: { pred: (f: any) => boolean; resolve: (f: any) => void }[] = [];
  let read = 0;
  ws.on('message', (data, binary) => {
    const at = performance.now();
    if (binary) frameViolations.push('a binary frame');
    const frame = JSON.parse(data.toString());
    if (!checkFrame(frame)) frameViolations.push(`${JSON.stringify(frame)}: ${JSON.stringify(checkFrame.errors)}`);
    if (frame.type === 'message') arrivals.set(frame.message.id, at);
    frames.push(frame);
    waiters = waiters.filter((w) => (w.pred(frame) ? (w.resolve(frame), false) : true));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })),
    );
    ws.once('open', () =>
      resolve({
        ws,
        frames,
        arrivals,
        closed,
        next(pred = () => true, timeoutMs = opts.timeoutMs ?? 3000) {
          // Frames already received and not yet read by a previous next() count first.
          for (; read < frames.length; read++) if (pred(frames[read])) return Promise.resolve(frames[read++]);
          return new Promise((res, rej) => {
            const timer = setTimeout(
              () => rej(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`)),
              timeoutMs,
            );
            waiters.push({ pred, resolve: (f) => (clearTimeout(timer), (read = frames.length), res(f)) });
          });
        },
      }),
    );
  });
}
