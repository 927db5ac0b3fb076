// The business areas under src/modules and the order between them: each area names the areas it may use (import
// through their front doors, src/modules/<area>/index.ts). The order is a DAG, lowest areas first; an area never
// uses one above it, so no two areas depend on each other. Work that needs two areas both ways is a flow
// (src/flows), which may use every area. scripts/check-layers.ts enforces it (type imports count) and checks that
// the order itself has no cycle; docs/architecture.md draws it.
export const AREAS = {
  // Who the service serves: businesses and their owners, Link accounts, a business's customers.
  business: [],
  link: [],
  customers: ['link'],
  // Selling: the catalogue, bookable services, the cart, orders and what hangs off them.
  events: [],
  catalogue: ['business'],
  scheduling: ['catalogue'],
  shipping: ['business', 'catalogue'],
  'catalogue-import': ['business', 'catalogue', 'scheduling', 'shipping'],
  cart: ['business', 'catalogue', 'scheduling', 'shipping'],
  'checkout-sessions': ['business', 'cart'],
  orders: ['business', 'cart', 'customers', 'events', 'link'],
  // The Universal Commerce Protocol: AI shopping agents buying from a business (docs/ucp.md).
  ucp: ['business', 'catalogue', 'orders', 'webhooks'],
  activity: ['business', 'cart', 'catalogue', 'orders'],
  inventory: ['catalogue', 'events', 'orders'],
  subscriptions: ['catalogue', 'events', 'orders'],
  webhooks: ['events'],
  fx: ['business'],
  uploads: [],
  support: ['uploads'],
  docs: [],
  // The platform: keys, projects and what a project has (a repository, deployments, domains, environment).
  repos: ['business'],
  deployments: [],
  projects: ['deployments', 'repos'],
  domains: ['projects'],
  env: ['deployments', 'projects'],
  keys: ['business', 'projects'],
  // The sandbox's test clocks (docs/test-clocks.md): what they bind to and how they advance is src/flows/test-clocks.
  'test-clocks': [],
} as const satisfies Record<string, readonly string[]>;
