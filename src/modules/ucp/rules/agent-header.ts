// The `UCP-Agent` request header: how a UCP agent names its profile on every REST request. It is an RFC 8941
// Dictionary (parsed by `structured-headers`, not by hand: quoting, escapes and parameters have corner cases) whose
// `profile` member must be a quoted String holding an absolute https URL; a Token (`profile=https://x`), a number,
// an inner list or any other bare item is refused, as is a URL with credentials. Parameters on the member and other
// members are tolerated and ignored, except that a `version` parameter (what the 2026-01-11 conformance suite sends,
// `profile="…"; version="2026-01-11"`) is kept for diagnostics: the profile's own `ucp.version` is what negotiates.
// Duplicate members: RFC 8941 keeps the last one.
//
// Outside production (dev and test runs, the local conformance suite) an http URL is accepted when its host is a
// loopback one (`localhost`, 127.0.0.0/8, [::1]); the fetch checks again, on the address it actually connects to.
// Pure: the outcome is the profile URL or a message saying what is wrong, which the caller answers 400
// `invalid_profile_url`.
import { parseDictionary } from 'structured-headers';

export type AgentHeader = { profileUrl: string; version: string | null };

/** The profile URL (and tolerated version) named by `header`, or why it names none. */
export function parseUcpAgentHeader(
  header: string | undefined,
  production: boolean,
): { ok: true; value: AgentHeader } | { ok: false; problem: string } {
  if (header === undefined || header.trim() === '')
    return { ok: false, problem: 'UCP-Agent: header missing; send UCP-Agent: profile="https://…"' };
  let dict: ReturnType<typeof parseDictionary>;
  try {
    dict = parseDictionary(header);
  } catch {
    return { ok: false, problem: 'UCP-Agent: not an RFC 8941 dictionary; send UCP-Agent: profile="https://…"' };
  }
  const member = dict.get('profile');
  if (!member) return { ok: false, problem: 'UCP-Agent: no profile member; send UCP-Agent: profile="https://…"' };
  const [value, params] = member;
  if (typeof value !== 'string')
    return { ok: false, problem: 'UCP-Agent: profile must be a quoted string, as in profile="https://…"' };
  const problem = profileUrlProblem(value, production);
  if (problem) return { ok: false, problem: `UCP-Agent: profile ${problem}` };
  const version = params.get('version');
  return { ok: true, value: { profileUrl: value, version: typeof version === 'string' ? version : null } };
}

/** The longest profile URL accepted (a URL is an identity, cached and logged; nothing legitimate is longer). */
const PROFILE_URL_MAX_LENGTH = 2048;

/** Why `raw` may not be an agent profile URL (a phrase following "profile"), or null when it may. */
export function profileUrlProblem(raw: string, production: boolean): string | null {
  if (raw.length > PROFILE_URL_MAX_LENGTH) return `must be at most ${PROFILE_URL_MAX_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute https URL';
  }
  if (url.username || url.password) return 'must not carry credentials (user:password@)';
  if (url.protocol === 'https:') return url.hostname ? null : 'must name a host';
  if (url.protocol === 'http:' && !production && isLoopbackHost(url.hostname)) return null;
  return production
    ? 'must be an https URL'
    : 'must be an https URL (http only for a loopback host outside production)';
}

/** A loopback host as written in a URL (its name, not where DNS sends it: the fetch checks the address). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}
