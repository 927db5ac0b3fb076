// The business areas under src/modules and the order between them: each area names the areas it may use (import
// through their front doors, src/modules/<area>/index.ts). The order is a DAG, lowest areas first; an area never
// uses one above it, so no two areas depend on each other. Work that needs two areas both ways is a flow
// (src/flows), which may use every area. scripts/check-layers.ts enforces it (type imports count) and checks that
// the order itself has no cycle; docs/architecture.md draws it.
export const AREAS = {
  business: [],
  docs: [],
  events: [],
  fx: ['business'],
  keys: ['business'],
  link: ['business', 'events'],
  customers: ['link'],
  catalogue: ['business'],
  scheduling: ['catalogue'],
  'catalogue-import': ['business', 'catalogue', 'scheduling'],
  uploads: ['catalogue'],
  support: ['catalogue', 'uploads'],
  cart: ['business', 'catalogue', 'scheduling'],
  activity: ['business', 'cart', 'catalogue', 'orders'],
  orders: ['cart', 'catalogue', 'customers', 'events'],
  inventory: ['catalogue', 'events', 'orders'],
  subscriptions: ['catalogue', 'events', 'orders'],
  'checkout-sessions': ['business', 'cart'],
  webhooks: ['events', 'orders'],
  repos: ['business', 'catalogue'],
  deployments: ['catalogue'],
  projects: ['catalogue', 'deployments', 'repos'],
  domains: ['catalogue', 'projects'],
  env: ['catalogue', 'deployments', 'projects'],
} as const satisfies Record<string, readonly string[]>;

export type Area = keyof typeof AREAS;
