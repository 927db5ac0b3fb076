// What the shopper endpoint says about itself, the same in both MCP revisions: at initialize (2025-11-25) and in
// `server/discover` and every result's `_meta` (2026-07-28).
export const SHOPPER_INFO = { name: 'storefront-ucp-shopper', title: 'UCP shopping (one business, one mode)' } as const;

export const SHOPPER_INSTRUCTIONS =
  'Universal Commerce Protocol (2026-04-08) shopping tools for one business. Every call names your agent profile in ' +
  'arguments.meta["ucp-agent"].profile. Find products with search_catalog or lookup_catalog, start a checkout with ' +
  'create_checkout, choose fulfillment with update_checkout, pay with complete_checkout (meta["idempotency-key"] ' +
  "required), then read the order with get_order. Check each result's messages before acting on it.";

export const SHOPPER_CAPABILITIES = { tools: { listChanged: false } };
