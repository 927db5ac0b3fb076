// DNS lookups for custom-domain verification, through node:dns's Resolver (c-ares) on the configured servers
// (DNS_SERVERS; none: the system's). Each lookup gets a resolver of its own: c-ares caches answers per resolver,
// and a customer who has just fixed a record and retries must see the fix, not our copy of the old answer.
//
// Contract:
//   - txt() answers the name's TXT records (each record's character strings joined, as DNS splits long values
//     into 255-byte strings), or none with the reason the servers gave: NXDOMAIN, NODATA or SERVFAIL. Those are
//     answers about the name, for the caller to report.
//   - servers that cannot be reached, time out or refuse to answer throw DnsUnavailableError (503, retryable).
import { Resolver } from 'node:dns/promises';

export interface TxtLookup {
  records: string[];
  /** Why there are no records: the name does not exist, has no TXT records, or its servers failed. */
  absent?: 'NXDOMAIN' | 'NODATA' | 'SERVFAIL';
}

export interface DnsResolver {
  /** For logs and messages: `DNS 127.0.0.1:5353` or `the system's DNS`. */
  readonly description: string;
  txt(name: string): Promise<TxtLookup>;
}

export class DnsUnavailableError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DnsUnavailableError';
  }
}

export interface DnsResolverOptions {
  /** `ip` or `ip:port` (`[v6]:port`); empty: the system's resolvers. */
  servers: string[];
  timeoutMs: number;
  tries?: number;
}

const ABSENT: Record<string, TxtLookup['absent']> = { ENOTFOUND: 'NXDOMAIN', ENODATA: 'NODATA', ESERVFAIL: 'SERVFAIL' };

export function createDnsResolver(opts: DnsResolverOptions): DnsResolver {
  const description = opts.servers.length ? `DNS ${opts.servers.join(', ')}` : "the system's DNS";
  return {
    description,
    async txt(name) {
      const resolver = new Resolver({ timeout: opts.timeoutMs, tries: opts.tries ?? 2 });
      if (opts.servers.length) resolver.setServers(opts.servers);
      try {
        const records = await resolver.resolveTxt(name);
        return { records: records.map((chunks) => chunks.join('')) };
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        const absent = ABSENT[code];
        if (absent) return { records: [], absent };
        throw new DnsUnavailableError(
          `${description} did not answer for ${name} (${code || (err as Error).message})`,
          code,
        );
      } finally {
        resolver.cancel();
      }
    },
  };
}
