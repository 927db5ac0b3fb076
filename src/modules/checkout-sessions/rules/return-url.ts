// Return URLs: where the hosted pay page and checkout page send the customer afterwards (`metadata.success_url` /
// `metadata.cancel_url` of a storefront checkout, `success_url` / `cancel_url` of a checkout session). Pure: a
// violation is a message `field: why`, answered 400 VALIDATION_ERROR; the pages use the same rule before they
// redirect, so a URL stored before the rule existed is never followed.
//
// The rule: an absolute http(s) URL (https only in production mode), at most 2048 characters, written as an RFC 3986
// URI (printable ASCII; anything else percent-encoded), naming a host, without credentials (`user:pass@`). Hosts
// are not restricted: any host the caller gives is accepted (a per-business allowlist of return hosts is planned).

export const RETURN_URL_MAX_LENGTH = 2048;

/** The characters of an RFC 3986 URI: unreserved, reserved, and `%` followed by two hex digits. */
const URI_CHARS = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})+$/;
/** scheme `://` authority, then the rest (path, query, fragment). */
const HTTP_URL = /^(https?):\/\/([^/?#]*)(.*)$/is;

/** Why `value` may not be a return URL, as `field: why`, or null when it may. */
export function returnUrlViolation(field: string, value: unknown, production: boolean): string | null {
  const kind = production ? 'an absolute https URL' : 'an absolute http(s) URL';
  if (typeof value !== 'string' || value === '') return `${field}: must be ${kind}`;
  if (value.length > RETURN_URL_MAX_LENGTH) return `${field}: must be at most ${RETURN_URL_MAX_LENGTH} characters`;
  const m = HTTP_URL.exec(value);
  if (!m) return `${field}: must be ${kind}`;
  if (!URI_CHARS.test(value)) return `${field}: must be a URI of printable ASCII characters (percent-encode spaces and others)`;
  const [, scheme, authority, rest] = m;
  if (production && scheme.toLowerCase() !== 'https') return `${field}: must use https in production mode`;
  if (authority.includes('@')) return `${field}: must not contain credentials (user:password@)`;
  if (authority === '') return `${field}: must name a host`;
  if (/[[\]]/.test(rest)) return `${field}: must be a URI of printable ASCII characters (percent-encode spaces and others)`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${field}: must be ${kind}`;
  }
  if (!url.hostname || url.username || url.password) return `${field}: must be ${kind}`;
  return null;
}

/** True when the pages may redirect to `value` (the same rule; anything else shows the outcome page instead). */
export function isAllowedReturnUrl(value: unknown, production: boolean): value is string {
  return returnUrlViolation('url', value, production) === null;
}
