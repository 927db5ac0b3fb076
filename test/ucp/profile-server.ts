// A UCP agent's profile host for tests: an HTTP server on 127.0.0.1 that answers each path with what the test put
// there (a profile with its Cache-Control, a redirect, an oversized or non-JSON body, a 500, an answer that never
// comes) and counts the requests per path, so a test can tell a cached profile from a fetched one.
import { createServer, type Server } from 'node:http';

export interface Route {
  status?: number;
  headers?: Record<string, string>;
  /** A value is sent as JSON; a string as is. */
  body?: unknown;
  /** Never answer (a host that accepted the connection and hangs). */
  hang?: boolean;
  /** Send the body in chunks without a Content-Length. */
  chunked?: boolean;
}

export interface ProfileServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  set(path: string, route: Route): void;
  hits(path: string): number;
  close(): Promise<void>;
}

export async function startProfileServer(): Promise<ProfileServer> {
  const routes = new Map<string, Route>();
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes.get(path);
    if (!route) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    if (route.hang) return;
    const body = typeof route.body === 'string' ? route.body : JSON.stringify(route.body ?? {});
    const headers = { 'content-type': 'application/json', ...route.headers };
    if (route.chunked) {
      res.writeHead(route.status ?? 200, headers);
      for (let i = 0; i < body.length; i += 16 * 1024) res.write(body.slice(i, i + 16 * 1024));
      res.end();
      return;
    }
    res.writeHead(route.status ?? 200, { ...headers, 'content-length': String(Buffer.byteLength(body)) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    set: (path, route) => void routes.set(path, route),
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const V = '2026-04-08';
const spec = (s: string) => `https://ucp.dev/${V}/specification/${s}`;
const schema = (s: string) => `https://ucp.dev/${V}/schemas/shopping/${s}.json`;

/**
 * A 2026-04-08 agent profile (our own example) offering `capabilities` (short names: checkout, fulfillment,
 * discount, buyer_consent, order), the order one with `webhook`.
 */
export function agentProfile(
  capabilities: string[] = ['checkout', 'fulfillment', 'order'],
  webhook = 'https://agent.example/ucp/orders',
): any {
  const registry: Record<string, object[]> = {};
  for (const short of capabilities) {
    const extension = ['fulfillment', 'discount', 'buyer_consent'].includes(short);
    registry[`dev.ucp.shopping.${short}`] = [
      {
        version: V,
        spec: spec(short),
        schema: schema(short),
        ...(extension && { extends: 'dev.ucp.shopping.checkout' }),
        ...(short === 'order' && { config: { webhook_url: webhook } }),
      },
    ];
  }
  return {
    ucp: {
      version: V,
      services: {
        'dev.ucp.shopping': [
          {
            version: V,
            spec: spec('overview'),
            transport: 'rest',
            schema: `https://ucp.dev/${V}/services/shopping/rest.openapi.json`,
          },
        ],
      },
      capabilities: registry,
      payment_handlers: {},
    },
  };
}

/** The shape of the official 2026-01-11 conformance suite's agent profile: only the order capability, as an array. */
export function legacyAgentProfile(webhook: string): any {
  return {
    ucp: {
      version: '2026-01-11',
      capabilities: [
        {
          name: 'dev.ucp.shopping.order',
          version: '2026-01-11',
          spec: 'https://ucp.dev/specs/shopping/order',
          schema: 'https://ucp.dev/schemas/shopping/order.json',
          config: { webhook_url: webhook },
        },
      ],
    },
  };
}
