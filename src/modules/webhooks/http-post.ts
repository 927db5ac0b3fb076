// One webhook HTTP attempt: POST with a 10 s timeout, no redirects followed (node:http never follows them, and a
// 3xx counts as a failure), a fresh connection each time, and only the status read from the response.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
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

export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  production: boolean,
): Promise<AttemptOutcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    let settled = false;
    const finish = (o: AttemptOutcome) => {
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
    const send = u.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(u, {
      method: 'POST',
      agent: false,
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
    req.on('error', (err) => {
      clearTimeout(timer);
      const message = err instanceof UnsafeAddressError ? `Refused: ${err.message}` : err.message || String(err);
      finish({ status: null, latencyMs: null, error: message.slice(0, 1000) });
    });
    req.end(body);
  });
}
