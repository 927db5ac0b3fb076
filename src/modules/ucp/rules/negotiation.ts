// Capability negotiation between a business and a UCP agent (docs/ucp.md): which protocol version a request is
// processed under, which capabilities are active for it, and whether the operation's own capability is among them.
// Pure; the fetch of the agent's profile and the business's settings are negotiation.ts's.
//
// Versions: the agent's profile names one release (`ucp.version`); it must be one this service speaks (the current
// release, or an older one a business lists under `supported_versions`), else `version_unsupported`. Every business
// speaks all of UCP_VERSIONS; a pin only changes which one its profile declares first.
//
// Intersection, as the 2026-04-08 overview says: keep each business capability the agent lists too; per capability
// the highest version both list (none in common: dropped); then drop every extension none of whose parents
// survived (a string `extends` names one parent, an array needs at least one), again until nothing changes.

/** Dated protocol releases, newest first. The first is the current one. */
export const UCP_VERSIONS = ['2026-04-08', '2026-01-11'] as const;
export type UcpVersion = (typeof UCP_VERSIONS)[number];
export const UCP_CURRENT_VERSION: UcpVersion = UCP_VERSIONS[0];

/** A capability as a profile declares it (one entry of its array); only what negotiation reads. */
export interface CapabilityDecl {
  version: string;
  extends?: string | readonly string[];
  config?: Record<string, unknown>;
}
export type CapabilityRegistry = Readonly<Record<string, readonly CapabilityDecl[]>>;

/** A capability active for a request: the version chosen, and its parents when it is an extension. */
export interface ActiveCapability {
  version: string;
  extends?: string | readonly string[];
}
export type ActiveCapabilities = Record<string, ActiveCapability>;

export const CHECKOUT = 'dev.ucp.shopping.checkout';
export const ORDER = 'dev.ucp.shopping.order';
export const CATALOG_SEARCH = 'dev.ucp.shopping.catalog.search';
export const CATALOG_LOOKUP = 'dev.ucp.shopping.catalog.lookup';

const CHECKOUT_EXTENSIONS = [
  'dev.ucp.shopping.fulfillment',
  'dev.ucp.shopping.discount',
  'dev.ucp.shopping.buyer_consent',
] as const;

/**
 * The capabilities every business offers under a protocol version (what its profile for that version lists and
 * what negotiation intersects with). Discovery builds the profile's entries (spec and schema URLs) from these.
 */
export function businessCapabilities(version: UcpVersion): CapabilityRegistry {
  const registry: Record<string, CapabilityDecl[]> = { [CHECKOUT]: [{ version }], [ORDER]: [{ version }] };
  for (const name of CHECKOUT_EXTENSIONS) registry[name] = [{ version, extends: CHECKOUT }];
  // The catalogue capabilities are new in 2026-04-08 (an older agent has no catalogue operations).
  if (version !== '2026-01-11') for (const name of [CATALOG_SEARCH, CATALOG_LOOKUP]) registry[name] = [{ version }];
  return registry;
}

/** The version a request is processed under: the agent's own when this service speaks it, else null. */
export function negotiateVersion(agentVersion: string): UcpVersion | null {
  return (UCP_VERSIONS as readonly string[]).includes(agentVersion) ? (agentVersion as UcpVersion) : null;
}

/** The capabilities both sides support at a common version, with orphaned extensions pruned. */
export function intersectCapabilities(business: CapabilityRegistry, platform: CapabilityRegistry): ActiveCapabilities {
  const active: ActiveCapabilities = {};
  for (const [name, ours] of Object.entries(business)) {
    if (!Object.hasOwn(platform, name)) continue;
    const theirs = new Set(platform[name].map((c) => c.version));
    let best: CapabilityDecl | undefined;
    for (const c of ours) if (theirs.has(c.version) && (!best || c.version > best.version)) best = c;
    if (best) active[name] = pick(best);
  }
  return pruneOrphans(active);
}

const pick = (c: CapabilityDecl): ActiveCapability =>
  c.extends === undefined ? { version: c.version } : { version: c.version, extends: c.extends };

/** Every capability of `registry` active at the one version listed for it (the lenient 2026-01-11 reading). */
export function allCapabilities(registry: CapabilityRegistry): ActiveCapabilities {
  const active: ActiveCapabilities = {};
  for (const [name, [first]] of Object.entries(registry)) if (first) active[name] = pick(first);
  return active;
}

/** Removes, until none is left, every extension none of whose parents is active (in place; returned). */
export function pruneOrphans(active: ActiveCapabilities): ActiveCapabilities {
  for (let removed = true; removed; ) {
    removed = false;
    for (const [name, cap] of Object.entries(active)) {
      if (cap.extends === undefined) continue;
      const parents = typeof cap.extends === 'string' ? [cap.extends] : cap.extends;
      if (parents.some((p) => Object.hasOwn(active, p))) continue;
      delete active[name];
      removed = true;
    }
  }
  return active;
}

/**
 * What a response's `ucp.capabilities` lists for an operation whose own capability is `root`: the root and the
 * active extensions that extend it (checkout answers carry fulfillment, discount, buyer consent; order answers the
 * order capability alone). Each as `[{version}]`, the registry form of responses.
 */
export function capabilitiesForResponse(
  active: ActiveCapabilities,
  root: string,
): Record<string, { version: string }[]> {
  const out: Record<string, { version: string }[]> = {};
  if (!Object.hasOwn(active, root)) return out;
  out[root] = [{ version: active[root].version }];
  for (const [name, cap] of Object.entries(active)) {
    const parents = cap.extends === undefined ? [] : typeof cap.extends === 'string' ? [cap.extends] : cap.extends;
    if (parents.includes(root)) out[name] = [{ version: cap.version }];
  }
  return out;
}

/**
 * The capability an operation of the UCP surface needs, from its path template after `/ucp/{mode}/{business_id}`
 * (`/checkout-sessions…` checkout, `/orders…` order, `/catalog/search` and `/catalog/lookup|product` the catalogue
 * ones), or null for the ones outside negotiation (discovery, test helpers).
 */
export function capabilityOfPath(template: string): string | null {
  const rest = template.replace(/^\/ucp\/\{[^}]+\}\/\{[^}]+\}/, '');
  if (rest.startsWith('/checkout-sessions')) return CHECKOUT;
  if (rest.startsWith('/orders')) return ORDER;
  if (rest === '/catalog/search') return CATALOG_SEARCH;
  if (rest === '/catalog/lookup' || rest === '/catalog/product') return CATALOG_LOOKUP;
  return null;
}
