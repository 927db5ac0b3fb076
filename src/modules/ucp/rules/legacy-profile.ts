// The business profile in release 2026-01-11's shape (docs/ucp.md §Agents of release 2026-01-11): what
// `…/.well-known/ucp/2026-01-11` serves for every business, and `…/.well-known/ucp` for a business pinned to that
// release. Pure: discovery gives the endpoint, the capabilities (with the 2026-01-11 pages and schemas), the payment
// handler registry and the signing keys; this lays them out the 2026-01-11 way: one service object with a member per
// transport, capabilities as a list, handlers under `payment.handlers`.
import { LEGACY_VERSION, legacyCapabilityList, legacyHandlers } from './legacy-shapes.js';

/** Where 2026-01-11's documents live (that release's pages and schemas were not under a dated path). */
export const LEGACY_SPEC_ROOT = 'https://ucp.dev';

export interface LegacyProfileInput {
  /** The REST endpoint; the MCP endpoint is `{endpoint}/mcp`. */
  endpoint: string;
  /** name → entries `{version, spec, schema, extends?}` (the current registry form). */
  capabilities: Readonly<Record<string, readonly object[] | undefined>>;
  /** The payment handler registry (name → `[{id, spec, …}]`). */
  payment_handlers: Readonly<Record<string, readonly object[] | undefined>>;
  signing_keys: readonly unknown[];
}

export function legacyProfile(input: LegacyProfileInput): Record<string, unknown> {
  const services = `${LEGACY_SPEC_ROOT}/services/shopping`;
  return {
    ucp: {
      version: LEGACY_VERSION,
      services: {
        'dev.ucp.shopping': {
          version: LEGACY_VERSION,
          spec: `${LEGACY_SPEC_ROOT}/specification/overview`,
          rest: { schema: `${services}/rest.openapi.json`, endpoint: input.endpoint },
          mcp: { schema: `${services}/mcp.openrpc.json`, endpoint: `${input.endpoint}/mcp` },
        },
      },
      capabilities: legacyCapabilityList(input.capabilities),
    },
    payment: { handlers: legacyHandlers(input.payment_handlers) },
    signing_keys: [...input.signing_keys],
  };
}
