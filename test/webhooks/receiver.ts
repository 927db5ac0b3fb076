// A webhook receiver for the tests: a plain HTTP server on 127.0.0.1 (dev mode accepts http) that keeps each raw
// body, verifies both signatures on it in constant time, and answers the statuses it is told to, in turn.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: { id: string; type: string; created_at: string; data: Record<string, unknown> };
}

export interface Receiver {
  url(path?: string): string;
  received: Received[];
  /** Statuses to answer for a path, consumed one per request; 200 once empty. */
  answer(path: string, ...statuses: number[]): void;
  close(): Promise<void>;
}

const constantTimeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Both signatures of a delivery, checked on the raw body; returns why it fails, or null. `nowSeconds` drives the
 * replay window (5 minutes), as a receiver would use its own clock. */
export function verifyDelivery(secret: string, r: Received, nowSeconds: number): string | null {
  const hex = createHmac('sha256', secret).update(r.raw).digest('hex');
  if (!constantTimeEqual(String(r.headers['x-service-signature'] ?? ''), hex)) return 'X-Service-Signature mismatch';
  const id = String(r.headers['webhook-id'] ?? '');
  const ts = String(r.headers['webhook-timestamp'] ?? '');
  if (Math.abs(nowSeconds - Number(ts)) > 300) return 'webhook-timestamp outside the replay window';
  // The Standard Webhooks signature is checked with the stock library, as a receiver would: its own reading of the
  // `whsec_` secret, not ours. (Its verify() also checks the timestamp against the real clock, which the tests'
  // service clock is not; sign() is the same computation without that.)
  const expected = new Webhook(secret).sign(id, new Date(Number(ts) * 1000), r.raw).slice(3);
  const offered = String(r.headers['webhook-signature'] ?? '')
    .split(' ')
    .filter((s) => s.startsWith('v1,'))
    .map((s) => s.slice(3));
  if (!offered.some((sig) => constantTimeEqual(sig, expected))) return 'webhook-signature mismatch';
  if (id !== r.body.id) return 'webhook-id is not the event id';
  return null;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const plans = new Map<string, number[]>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, raw, body: JSON.parse(raw) });
      const status = plans.get(path)?.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as { port: number }).port;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answer(path, ...statuses) {
      plans.set(path, statuses);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
