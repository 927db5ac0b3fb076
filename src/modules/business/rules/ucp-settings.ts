// A business's Universal Commerce Protocol settings (docs/ucp.md): whether UCP agents may buy, which agents, in
// which modes, which protocol version the business speaks first, how strict orders are about addresses, the policy
// links shown to agents and the sandbox payment handler's id. Pure: what is stored is a partial document (absent
// fields take the defaults below, so a business created before UCP existed is buyable at once); a violation is a
// message `field: why`, answered 400 VALIDATION_ERROR.
import { hostAllowed, returnHostsViolation } from './return-url.js';

/** Protocol versions a business may pin as its primary one (older releases it also serves). */
export const UCP_PINNABLE_VERSIONS = ['2026-01-11'] as const;
export type UcpPinnableVersion = (typeof UCP_PINNABLE_VERSIONS)[number];

export const UCP_LINK_KINDS = ['privacy_policy', 'terms_of_service', 'refund_policy', 'shipping_policy'] as const;
export type UcpLinkKind = (typeof UCP_LINK_KINDS)[number];

/** Which agents may buy: every agent, or those whose profile URL's host one of `allow_hosts` admits. */
export type UcpAgentPolicy = 'any' | { allow_hosts: string[] };

/** The settings as every reader sees them: complete, defaults filled in. */
export interface UcpSettings {
  enabled: boolean;
  agents: UcpAgentPolicy;
  modes: { live: boolean; test: boolean };
  /** The business's primary protocol version when it is an older one (null: the current release). */
  version_pin: UcpPinnableVersion | null;
  /** false: UCP orders may lack buyer contact and carry a country-only address (a documented deviation). */
  require_full_address: boolean;
  /** true: an agent's request without an RFC 9421 signature is refused (signed requests are checked either way). */
  require_signatures: boolean;
  links: Record<UcpLinkKind, string | null>;
  /** The id agents use for the sandbox payment handler instance (its `handler_id`). */
  sandbox_handler_id: string;
}

/** A change: every field optional, nested objects merged; `null` clears a link or the pin. */
export interface UcpSettingsChange {
  enabled?: boolean;
  agents?: UcpAgentPolicy;
  modes?: Partial<UcpSettings['modes']>;
  version_pin?: UcpPinnableVersion | null;
  require_full_address?: boolean;
  require_signatures?: boolean;
  links?: Partial<UcpSettings['links']>;
  sandbox_handler_id?: string;
}

/** What is stored on the business document: only what was set. */
export type StoredUcpSettings = Partial<UcpSettings>;

export const UCP_DEFAULTS: UcpSettings = Object.freeze({
  enabled: true,
  agents: 'any',
  modes: Object.freeze({ live: true, test: true }),
  version_pin: null,
  require_full_address: true,
  require_signatures: false,
  links: Object.freeze({ privacy_policy: null, terms_of_service: null, refund_policy: null, shipping_policy: null }),
  sandbox_handler_id: 'sandbox',
}) as UcpSettings;

/** The complete settings of a business (`stored`: its `ucp` field, absent on businesses that never set one). */
export function resolveUcpSettings(stored: StoredUcpSettings | undefined): UcpSettings {
  const s = stored ?? {};
  return {
    enabled: s.enabled ?? UCP_DEFAULTS.enabled,
    agents: s.agents === undefined ? UCP_DEFAULTS.agents : copyAgents(s.agents),
    modes: { ...UCP_DEFAULTS.modes, ...s.modes },
    version_pin: s.version_pin ?? null,
    require_full_address: s.require_full_address ?? UCP_DEFAULTS.require_full_address,
    require_signatures: s.require_signatures ?? UCP_DEFAULTS.require_signatures,
    links: { ...UCP_DEFAULTS.links, ...s.links },
    sandbox_handler_id: s.sandbox_handler_id ?? UCP_DEFAULTS.sandbox_handler_id,
  };
}

const copyAgents = (a: UcpAgentPolicy): UcpAgentPolicy => (a === 'any' ? 'any' : { allow_hosts: [...a.allow_hosts] });

/** The settings after `change` (checked first with ucpSettingsViolation). Allow-hosts are kept in lower case. */
export function applyUcpChange(current: UcpSettings, change: UcpSettingsChange): UcpSettings {
  const agents = change.agents ?? current.agents;
  return {
    enabled: change.enabled ?? current.enabled,
    agents: agents === 'any' ? 'any' : { allow_hosts: [...new Set(agents.allow_hosts.map((h) => h.toLowerCase()))] },
    modes: { ...current.modes, ...change.modes },
    version_pin: change.version_pin === undefined ? current.version_pin : change.version_pin,
    require_full_address: change.require_full_address ?? current.require_full_address,
    require_signatures: change.require_signatures ?? current.require_signatures,
    links: { ...current.links, ...change.links },
    sandbox_handler_id: change.sandbox_handler_id ?? current.sandbox_handler_id,
  };
}

const HANDLER_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const LINK_MAX_LENGTH = 2048;

/**
 * Why `change` may not be applied, as `field: why` (fields named from `ucp.`), or null. The body's shape (types,
 * unknown keys) is the contract's to check; these are the rules the schema cannot say. `production`: links must be
 * https there.
 */
export function ucpSettingsViolation(change: UcpSettingsChange, production: boolean): string | null {
  if (change.agents !== undefined && change.agents !== 'any') {
    const hosts = change.agents.allow_hosts;
    const bad = returnHostsViolation('ucp.agents.allow_hosts', hosts);
    if (bad) return bad;
  }
  if (change.version_pin != null && !UCP_PINNABLE_VERSIONS.includes(change.version_pin))
    return `ucp.version_pin: must be one of ${UCP_PINNABLE_VERSIONS.join(', ')} or null`;
  if (change.sandbox_handler_id !== undefined && !HANDLER_ID.test(change.sandbox_handler_id))
    return 'ucp.sandbox_handler_id: must be 1 to 64 letters, digits, dots, hyphens or underscores, starting with a letter or digit';
  for (const kind of UCP_LINK_KINDS) {
    const link = change.links?.[kind];
    if (link != null) {
      const bad = linkViolation(`ucp.links.${kind}`, link, production);
      if (bad) return bad;
    }
  }
  return null;
}

function linkViolation(field: string, value: string, production: boolean): string | null {
  const kind = production ? 'an absolute https URL' : 'an absolute http(s) URL';
  if (value.length > LINK_MAX_LENGTH) return `${field}: must be at most ${LINK_MAX_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${field}: must be ${kind}`;
  }
  const httpsOnly = url.protocol === 'https:';
  if (!httpsOnly && (production || url.protocol !== 'http:')) return `${field}: must be ${kind}`;
  if (!url.hostname || url.username || url.password) return `${field}: must be ${kind} without credentials`;
  return null;
}

/**
 * Whether the agent policy admits a profile URL's host: `any` admits all; an allowlist admits the hosts its entries
 * match (exact names, or `*.example.com` for the hosts below it), and nothing when it is empty.
 */
export function agentHostAllowed(policy: UcpAgentPolicy, hostname: string): boolean {
  if (policy === 'any') return true;
  return policy.allow_hosts.length > 0 && hostAllowed(hostname, policy.allow_hosts);
}
