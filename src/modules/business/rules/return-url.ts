// Return URLs: where the hosted pay page and checkout page send the customer afterwards (`metadata.success_url` /
// `metadata.cancel_url` of a storefront checkout, `success_url` / `cancel_url` of a checkout session). Pure: a
// violation is a message `field: why`, answered 400 VALIDATION_ERROR; the pages use the same rule before they
// redirect, so a URL stored before the rule existed is never followed.
//
// The rule: an absolute http(s) URL (https only in production mode), at most 2048 characters, written as an RFC 3986
// URI (printable ASCII; anything else percent-encoded), naming a host, without credentials (`user:pass@`), and,
// when the business lists return hosts (its `return_url_hosts` setting), a host that one of them allows.
//
// Return hosts: empty = any host (what a business gets until it lists some). An entry is a host name, matched
// exactly, or `*.example.com`, matching any host below example.com but not example.com itself. Compared in lower
// case with the host as WHATWG URL parses it (what a browser would go to: percent-decoded, IPv4 normalised);
// the port and the scheme play no part (the scheme has its own rule above). An IPv6 literal matches no entry.
// One list per business, for both modes: a test-mode flow to localhost needs `localhost` listed.

export const RETURN_URL_MAX_LENGTH = 2048;

/** The characters of an RFC 3986 URI: unreserved, reserved, and `%` followed by two hex digits. */
const URI_CHARS = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})+$/;
/** scheme `://` authority, then the rest (path, query, fragment). */
const HTTP_URL = /^(https?):\/\/([^/?#]*)(.*)$/is;

/** Why `value` may not be a return URL, as `field: why`, or null when it may. `hosts`: the business's return hosts. */
export function returnUrlViolation(
  field: string,
  value: unknown,
  production: boolean,
  hosts: readonly string[] = [],
): string | null {
  const kind = production ? 'an absolute https URL' : 'an absolute http(s) URL';
  if (typeof value !== 'string' || value === '') return `${field}: must be ${kind}`;
  if (value.length > RETURN_URL_MAX_LENGTH) return `${field}: must be at most ${RETURN_URL_MAX_LENGTH} characters`;
  const m = HTTP_URL.exec(value);
  if (!m) return `${field}: must be ${kind}`;
  if (!URI_CHARS.test(value))
    return `${field}: must be a URI of printable ASCII characters (percent-encode spaces and others)`;
  const [, scheme, authority, rest] = m;
  if (production && scheme.toLowerCase() !== 'https') return `${field}: must use https in production mode`;
  if (authority.includes('@')) return `${field}: must not contain credentials (user:password@)`;
  if (authority === '') return `${field}: must name a host`;
  if (/[[\]]/.test(rest))
    return `${field}: must be a URI of printable ASCII characters (percent-encode spaces and others)`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${field}: must be ${kind}`;
  }
  if (!url.hostname || url.username || url.password) return `${field}: must be ${kind}`;
  if (!hostAllowed(url.hostname, hosts))
    return `${field}: host ${url.hostname} is not one of the business's return_url_hosts`;
  return null;
}

/** True when the pages may redirect to `value` (the same rule; anything else shows the outcome page instead). */
export function isAllowedReturnUrl(
  value: unknown,
  production: boolean,
  hosts: readonly string[] = [],
): value is string {
  return returnUrlViolation('url', value, production, hosts) === null;
}

/** Whether `hostname` (as URL parses it) is allowed by the return hosts `hosts` (see the header). */
export function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  if (hosts.length === 0) return true;
  const host = hostname.toLowerCase();
  return hosts.some((entry) => {
    if (!entry.startsWith('*.')) return host === entry;
    const suffix = entry.slice(1); // ".example.com"
    return (
      host.endsWith(suffix) &&
      host
        .slice(0, -suffix.length)
        .split('.')
        .every((label) => label !== '')
    );
  });
}

export const RETURN_HOSTS_MAX = 50;
const HOST_MAX_LENGTH = 253;
/** A DNS label: letters (lower case here), digits and hyphens, not at either end, 1 to 63 of them. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Why `hosts` may not be a business's return hosts, as `field[i]: why`, or null when they may. An entry: a host
 * name (letters, digits, hyphens, dots; an IDN in its xn-- form) or `*.` and one with at least two labels; no
 * scheme, port, path or trailing dot; at most 253 characters. Case is free (stored in lower case).
 */
export function returnHostsViolation(field: string, hosts: readonly string[]): string | null {
  if (hosts.length > RETURN_HOSTS_MAX) return `${field}: at most ${RETURN_HOSTS_MAX} hosts`;
  for (const [i, raw] of hosts.entries()) {
    const entry = raw.toLowerCase();
    const wildcard = entry.startsWith('*.');
    const labels = (wildcard ? entry.slice(2) : entry).split('.');
    if (entry.length > HOST_MAX_LENGTH) return `${field}[${i}]: must be at most ${HOST_MAX_LENGTH} characters`;
    if (!labels.every((label) => LABEL.test(label))) {
      return `${field}[${i}]: must be a host name such as shop.example.com or a wildcard such as *.example.com (letters, digits, hyphens and dots; no scheme, port or path)`;
    }
    if (wildcard && labels.length < 2)
      return `${field}[${i}]: a wildcard must name at least two labels after *. (such as *.example.com)`;
  }
  return null;
}

/** Return hosts as stored: lower case, each once, in the order given. */
export const normalizeReturnHosts = (hosts: readonly string[]): string[] => [
  ...new Set(hosts.map((h) => h.toLowerCase())),
];
