// One webhook HTTP attempt: POST with a 10 s timeout, no redirects followed (node:http never follows them, and a
// 3xx counts as a failure), and only the status read from the response.
//
// Connections are kept alive and reused per receiver origin (a fresh TCP, and for https TLS, connection per event
// cost more server CPU than the rest of sending it: docs/benchmarks.md#ucp-checkout). A reused connection was made
// to an address the SSRF guard (guardedLookup) admitted when it was opened, so reuse never reaches an address the
// guard would refuse. Idle connections are closed after IDLE_MS, before the usual 5 s of receivers' servers, and
// a reused connection the receiver closed meanwhile (ECONNRESET on it) is tried once more on a new one.
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { performance } from 'node:perf_hooks';
import { guardedLookup, UnsafeAddressError } from './addresses.js';

export const ATTEMPT_TIMEOUT_MS = 10_000;
/** Bytes of the receiver's answer read before the connection is dropped (the body is never used). */
const MAX_RESPONSE_BYTES = 64 * 1024;

export interface AttemptOutcome {
  status: number | null;
  latencyMs: number | null;
  error: string | null;
}

const IDLE_MS = 4_000;
// Per guard (production or not), so a connection one guard admitted is never reused under the other.
const pools = [false, true].map(() => ({ http: keptAlive(HttpAgent), https: keptAlive(HttpsAgent) }));

function keptAlive<A extends HttpAgent>(Kind: new (o: object) => A): A {
  // `timeout` closes a free connection idle that long; requests have their own timer. No cap on connections per
  // receiver (as before the pool): an attempt never waits in a queue while its 10 s timer runs.
  return new Kind({ keepAlive: true, maxFreeSockets: 32, timeout: IDLE_MS, scheduling: 'lifo' });
}

export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  production: boolean,
): Promise<AttemptOutcome> {
  const first = await postOnce(url, body, headers, production, true);
  if (first !== STALE_CONNECTION) return first;
  return (await postOnce(url, body, headers, production, false)) as AttemptOutcome;
}

/** A kept-alive connection the receiver had closed: the attempt is made again on a new connection. */
const STALE_CONNECTION = Symbol('stale connection');

function postOnce(
  url: string,
  body: string,
  headers: Record<string, string>,
  production: boolean,
  reuse: boolean,
): Promise<AttemptOutcome | typeof STALE_CONNECTION> {
  return new Promise((resolve) => {
    const started = performance.now();
    let settled = false;
    const finish = (o: AttemptOutcome | typeof STALE_CONNECTION) => {
      if (!settled) {
        settled = true;
        resolve(o);
      }
    };
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return finish({ status: null, latencyMs: null, error: 'Invalid endpoint URL' });
    }
    const https = u.protocol === 'https:';
    const send = https ? httpsRequest : httpRequest;
    const req = send(u, {
      method: 'POST',
      agent: reuse ? pools[Number(production)][https ? 'https' : 'http'] : false,
      lookup: guardedLookup(production),
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Storefront-Webhooks/1',
      },
    });
    const timer = setTimeout(
      () => req.destroy(new Error(`Connection timed out after ${ATTEMPT_TIMEOUT_MS} ms`)),
      ATTEMPT_TIMEOUT_MS,
    );
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const latencyMs = Math.round(performance.now() - started);
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_RESPONSE_BYTES) res.destroy();
      });
      const done = () => {
        clearTimeout(timer);
        const ok = status >= 200 && status < 300;
        finish({
          status,
          latencyMs,
          error: ok
            ? null
            : `Receiver answered HTTP ${status}${res.statusMessage ? ' ' + res.statusMessage : ''}`.slice(0, 1000),
        });
      };
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (req.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE')) return finish(STALE_CONNECTION);
      const message = err instanceof UnsafeAddressError ? `Refused: ${err.message}` : err.message || String(err);
      finish({ status: null, latencyMs: null, error: message.slice(0, 1000) });
    });
    req.end(body);
  });
}
