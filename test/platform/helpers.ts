// Pieces the deployment tests share: polling background work to its end, and requests that pick a site by Host.
import { request } from 'node:http';
import { eventually } from '../store/helpers.js';
import type { Harness } from '../harness/harness.js';

/** Reads until `done` holds and answers that read; on timeout, throws with the last one (what it was stuck at). */
export async function until<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  let last!: T;
  if (await eventually(async () => done((last = await read())), ms)) return last;
  throw new Error(`timed out waiting for ${what}: ${JSON.stringify(last)}`);
}

export interface SiteResponse {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** `url` (a clone or upload URL naming one server) sent to the server at `base` instead, credentials kept. */
export function via(url: string, base: string): string {
  const u = new URL(url);
  u.host = new URL(base).host;
  return u.toString();
}

/** GET with a Host header, straight to the test server (sites are chosen by Host, which fetch cannot set). */
export function getByHost(h: Harness, host: string, path = '/'): Promise<SiteResponse> {
  return getByHostAt(h.srv.url, host, path);
}

/** GET with a Host header from the server process at `base` (another process on the same store, a cluster's). */
export function getByHostAt(base: string, host: string, path = '/'): Promise<SiteResponse> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
