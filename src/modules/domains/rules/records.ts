// The DNS side of custom domains, pure: the TXT record that proves ownership, the record that routes the hostname
// here, which hostnames are the platform's own, and what a TXT lookup's answer means for verification (with the
// message a customer reads when it did not verify: what the servers actually said).

const VERIFY_LABEL = '_storefront-verify';
/** `last_error`'s limit in the contract. */
const MAX_ERROR = 500;

export const verificationName = (hostname: string) => `${VERIFY_LABEL}.${hostname}`;

/** The hostname and everything under it, for each of the platform's own hostnames. */
export function isPlatformHostname(hostname: string, own: readonly string[]): boolean {
  return own.some((h) => hostname === h || hostname.endsWith(`.${h}`));
}

/**
 * Second-level labels under which registries sell names (`example.com.gh`, `example.co.uk`): with a two-letter
 * country code after them, three labels are still an apex. A public-suffix list would be exact; this covers the
 * common cases, and a miss only means a CNAME is suggested where a DNS provider's ALIAS/flattening is needed.
 */
const REGISTRY_SECOND_LEVEL = new Set([
  'ac',
  'co',
  'com',
  'edu',
  'gob',
  'gov',
  'go',
  'ltd',
  'ne',
  'net',
  'nic',
  'or',
  'org',
  'plc',
  'sch',
]);

export function isApex(hostname: string): boolean {
  const labels = hostname.split('.');
  if (labels.length === 2) return true;
  return labels.length === 3 && labels[2].length === 2 && REGISTRY_SECOND_LEVEL.has(labels[1]);
}

export interface DnsTargetSettings {
  cnameTarget: string | null;
  aRecord: string | null;
}

export interface DnsTarget {
  type: 'CNAME' | 'A';
  name: string;
  value: string;
}

/**
 * A CNAME cannot sit at a zone apex, so an apex gets the A record when the platform publishes an address; without
 * one the CNAME is still the answer (providers with ALIAS/ANAME or CNAME flattening take it at the apex). Without
 * a CNAME target (a server known by its IPv4 address, as in development) every hostname gets the A record.
 */
export function dnsTarget(hostname: string, t: DnsTargetSettings): DnsTarget {
  if (t.aRecord && (isApex(hostname) || !t.cnameTarget)) return { type: 'A', name: hostname, value: t.aRecord };
  return { type: 'CNAME', name: hostname, value: t.cnameTarget ?? '' };
}

/** What a TXT lookup found: the records, or why there are none. */
export interface TxtSeen {
  records: string[];
  absent?: 'NXDOMAIN' | 'NODATA' | 'SERVFAIL';
}

export type VerificationOutcome = { verified: true } | { verified: false; error: string };

/** Values pasted with their quotes into a DNS provider's form are stored with them; they still prove ownership. */
const unquoted = (v: string) =>
  v
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

export function verificationOutcome(name: string, expected: string, seen: TxtSeen): VerificationOutcome {
  if (seen.records.some((r) => unquoted(r) === expected)) return { verified: true };
  if (seen.absent === 'SERVFAIL') {
    return {
      verified: false,
      error: `TXT record ${name} could not be read: the DNS servers answered SERVFAIL (the domain's own DNS may be misconfigured)`,
    };
  }
  if (!seen.records.length) {
    const why =
      seen.absent === 'NXDOMAIN' ? 'the name does not exist (NXDOMAIN)' : 'the name exists but has no TXT records';
    return { verified: false, error: `TXT record ${name} not found: ${why}` };
  }
  const head = `TXT record ${name} has `;
  const tail = ` but not "${expected}"`;
  // Long values are cut and surplus records counted, to stay within the contract's 500 characters.
  const budget = MAX_ERROR - head.length - tail.length - ', and 999999 more'.length;
  const shown: string[] = [];
  let used = 0;
  for (const r of seen.records) {
    const quoted = JSON.stringify(r.length > 80 ? `${r.slice(0, 77)}...` : r);
    if (used + quoted.length + 2 > budget) break;
    shown.push(quoted);
    used += quoted.length + 2;
  }
  const left = seen.records.length - shown.length;
  if (left) shown.push(`and ${left} more`);
  return { verified: false, error: head + shown.join(', ') + tail };
}
