// Which receiver addresses a webhook may reach. Outside dev mode an endpoint must be https and every address its
// host resolves to must be public: loopback, private, link-local (cloud metadata at 169.254.169.254), CGNAT,
// unique-local, multicast and reserved ranges are refused, at registration and again at delivery (the delivery
// connects through `guardedLookup`, so a DNS answer that changed since registration is caught at connect time).
// Dev mode (ARCHITECTURE.md) also takes http and loopback, so a developer can point webhooks at a local receiver,
// and nothing else: private networks and cloud metadata stay out of reach there too.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique-local (includes AWS's fd00:ec2::254 metadata)
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** IPv4 embedded in an IPv6 address (mapped ::ffff:a.b.c.d or NAT64 64:ff9b::/96), checked as IPv4. */
function embeddedV4(address: string): string | undefined {
  const m = /^(?:::ffff:|64:ff9b::)(?:0:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (m) return m[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const hi = parseInt(hex[1], 16);
  const lo = parseInt(hex[2], 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedV4(address);
    if (v4) return !blocked.check(v4, 'ipv4');
    return !blocked.check(address, 'ipv6');
  }
  return false;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return loopback.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedV4(address);
    return v4 ? loopback.check(v4, 'ipv4') : loopback.check(address, 'ipv6');
  }
  return false;
}

/** Whether a receiver may be reached at `address`: public ones, and in dev mode loopback too. */
export const isAllowedAddress = (address: string, production: boolean) =>
  isPublicAddress(address) || (!production && isLoopbackAddress(address));

export class UnsafeAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to a non-public address (${address})`);
    this.name = 'UnsafeAddressError';
  }
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, addrs) => (err ? reject(err) : resolve(addrs))),
  );
}

/** Why `url` may not receive webhooks, or null when it may. Dev mode accepts http and loopback addresses too. */
export async function urlProblem(url: string, production: boolean): Promise<string | null> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'is not a valid URL';
  }
  if (u.username || u.password) return 'must not carry credentials';
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && !production))
    return production ? 'must use https' : 'must use http or https';
  const host = u.hostname.replace(/^\[|\]$/g, '');
  let addrs: LookupAddress[];
  try {
    addrs = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolveAll(host);
  } catch {
    return `host ${host} does not resolve`;
  }
  const bad = addrs.find((a) => !isAllowedAddress(a.address, production));
  if (!bad) return null;
  return `must resolve to a public${production ? '' : ' or loopback'} address (${host} resolves to ${bad.address})`;
}

/** A `lookup` for http.request that refuses answers the mode does not allow, so the address checked is the one
 * connected to. */
export function guardedLookup(production: boolean): LookupFunction {
  return ((
    hostname: string,
    options: object,
    callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addrs) => {
      if (err) return callback(err, '', 0);
      const bad = addrs.find((a) => !isAllowedAddress(a.address, production));
      if (bad) return callback(new UnsafeAddressError(hostname, bad.address), '', 0);
      if ((options as { all?: boolean }).all) return callback(null, addrs);
      callback(null, addrs[0].address, addrs[0].family);
    });
  }) as LookupFunction;
}
