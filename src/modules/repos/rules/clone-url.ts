// What connect accepts as a `git` clone URL, and the `owner/name` it suggests. Pure.
//
// Only https:// (http:// where the server allows it, for local servers and tests): the token is sent on every
// fetch and must not cross the network in clear. No user information (the token has its own field and is stored
// sealed; a password in the URL would be stored and shown in clear), no query or fragment (git would send them to
// the server, and they are where secrets hide), and the host on the allow-list when the server has one.
import { FULL_NAME } from '../model.js';

export interface CloneUrlPolicy {
  allowHttp: boolean;
  /** Lower-case host names; null: any host. */
  hosts: string[] | null;
}

export type CloneUrlCheck = { ok: true; url: string; fullName: string | null } | { ok: false; problem: string };

export function checkCloneUrl(raw: string, policy: CloneUrlPolicy): CloneUrlCheck {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return { ok: false, problem: 'must be an absolute URL' };
  }
  if (u.protocol !== 'https:' && !(policy.allowHttp && u.protocol === 'http:')) {
    return { ok: false, problem: policy.allowHttp ? 'must be an https:// or http:// URL' : 'must be an https:// URL' };
  }
  if (u.username || u.password) return { ok: false, problem: 'must not carry credentials; send the token in `token`' };
  if (u.search || u.hash || raw.includes('?') || raw.includes('#'))
    return { ok: false, problem: 'must not have a query or fragment' };
  const host = u.hostname.toLowerCase();
  if (policy.hosts && !policy.hosts.includes(host))
    return { ok: false, problem: `host ${host} is not one this server connects to (${policy.hosts.join(', ')})` };
  const segments = u.pathname.split('/').filter(Boolean);
  if (!segments.length) return { ok: false, problem: 'must name a repository (a path after the host)' };
  return { ok: true, url: u.toString(), fullName: fullNameOf(host, segments) };
}

/** The last two path segments, `.git` dropped (one segment: the host is the owner); null when they do not fit `owner/name`. */
function fullNameOf(host: string, segments: string[]): string | null {
  let decoded: string[];
  try {
    decoded = segments.map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  const name = decoded[decoded.length - 1].replace(/\.git$/, '');
  const owner = decoded.length > 1 ? decoded[decoded.length - 2] : host;
  const full = `${owner}/${name}`;
  return FULL_NAME.test(full) ? full : null;
}
