// DNS-rebinding protection for /mcp (MCP transports, "Security Warning"): a browser page may be made to talk to a
// server on the visitor's own machine or network by a name its attacker controls. Two checks close that door:
//   - Origin, sent by every browser on such a request: present and not allowlisted → refused (MCP_ALLOWED_ORIGINS;
//     in dev mode also http://localhost:* and http://127.0.0.1:*). Non-browser clients send no Origin.
//   - Host, in dev mode only (a server on loopback or a private network is what rebinding reaches; a production
//     server answers on its public name, where rebinding gains an attacker nothing): it must name this server
//     (the host of API_URL or BASE_URL) or loopback.
// Parsing origins is kernel work (src/kernel/origins.ts): the configuration checks MCP_ALLOWED_ORIGINS at start.
import { normaliseOrigin } from '../kernel/origins.js';

export interface OriginPolicy {
  /** Exact origins (`scheme://host[:port]`, lower-case, default ports dropped). */
  origins: ReadonlySet<string>;
  /** Dev mode: loopback origins on any port are allowed, and Host is checked. */
  dev: boolean;
  /** Hosts (`host[:port]`, lower-case) the server answers to besides loopback (dev mode's Host check). */
  hosts: ReadonlySet<string>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A Host header value: a name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

export function originPolicy(opts: {
  allowed: readonly string[];
  production: boolean;
  serverUrls: readonly string[];
}): OriginPolicy {
  const hosts = new Set<string>();
  for (const u of opts.serverUrls) hosts.add(new URL(u).host.toLowerCase());
  return { origins: new Set(opts.allowed), dev: !opts.production, hosts };
}

export function originAllowed(origin: string, policy: OriginPolicy): boolean {
  const o = normaliseOrigin(origin);
  if (!o) return false;
  if (policy.origins.has(o)) return true;
  if (!policy.dev) return false;
  const u = new URL(o);
  return u.protocol === 'http:' && (u.hostname === 'localhost' || u.hostname === '127.0.0.1');
}

/** The Host header names this server (always true outside dev mode, see above). */
export function hostAllowed(host: string | undefined, policy: OriginPolicy): boolean {
  if (!policy.dev) return true;
  if (!host) return false;
  const h = host.toLowerCase();
  if (policy.hosts.has(h)) return true;
  if (!HOST.test(h)) return false;
  let name: string;
  try {
    name = new URL(`http://${h}`).hostname;
  } catch {
    return false;
  }
  return LOOPBACK.has(name);
}
