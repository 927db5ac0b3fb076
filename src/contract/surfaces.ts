// The HTTP surfaces of the contract: where each one's spec lives, what it is called and which path prefixes the
// single server process (and the one-port Prism mock) routes to it. Order matters only for documentation.
export type SurfaceName = 'storefront' | 'link' | 'platform' | 'ucp';

export interface Surface {
  /** File stem under spec/ and generated/openapi/. */
  name: SurfaceName;
  title: string;
  blurb: string;
  /** Multi-file root, relative to the repository root. */
  root: string;
  /** Request paths this surface answers, matched by prefix. */
  prefixes: string[];
}

export const SURFACES: readonly Surface[] = [
  {
    name: 'storefront',
    title: 'Storefront API',
    blurb:
      'catalogue, cart, checkout, orders, scheduling, subscriptions, activity, FX, places, uploads, support, webhooks',
    root: 'spec/storefront/openapi.yaml',
    prefixes: ['/api/v1/', '/uploads/'],
  },
  {
    name: 'link',
    title: 'Account (Link) API',
    blurb:
      'customer accounts shared across businesses: sign-in, addresses, mobile money, preferences, sessions, orders',
    root: 'spec/link/openapi.yaml',
    prefixes: ['/v1/link/'],
  },
  {
    name: 'platform',
    title: 'Platform API',
    blurb:
      'business assets, hosted checkout sessions, API keys, order administration, projects and the agent tools, webhook payloads',
    root: 'spec/platform/openapi.yaml',
    prefixes: ['/v1/businesses/', '/v1/checkout/', '/v1/whoami', '/v1/test_clocks', '/v1/test_helpers/'],
  },
  {
    name: 'ucp',
    title: 'UCP API',
    blurb:
      'the Universal Commerce Protocol for AI shopping agents: business profile, checkout sessions, orders, catalogue, signed order events',
    root: 'spec/ucp/openapi.yaml',
    prefixes: ['/ucp/'],
  },
];

/** The surface that serves a request path, or undefined for paths outside every surface. */
export function surfaceForPath(path: string): Surface | undefined {
  return SURFACES.find((s) => s.prefixes.some((p) => path.startsWith(p)));
}
