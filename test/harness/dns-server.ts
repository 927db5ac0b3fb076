// A DNS server on 127.0.0.1 for the custom-domain tests (the service pointed at it with DNS_SERVERS): TXT answers
// from a zone the test fills, with TTL 0 so that nothing between the service and this server keeps an answer the
// next step changes; NXDOMAIN for a name not in the zone; on demand REFUSED or SERVFAIL for every query.
import dns2 from 'dns2';

const { Packet } = dns2;
/** RFC 1035 response codes (dns2 has them as Packet.RCODE, but its types leave them out). */
const RCODE = { SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;

export interface TestDns {
  /** TXT values by lower-case name. */
  zone: Map<string, string[]>;
  /** `127.0.0.1:<port>`, for DNS_SERVERS. */
  address: string;
  /** How every query is answered from now on: `refuse`, `servfail`, or (null) from the zone. */
  fail(mode: 'refuse' | 'servfail' | null): void;
  close(): Promise<void>;
}

export async function startTestDns(): Promise<TestDns> {
  const zone = new Map<string, string[]>();
  let failing: 'refuse' | 'servfail' | null = null;
  const server = dns2.createServer({
    udp: true,
    handle(request, send) {
      const res = Packet.createResponseFromRequest(request);
      const [q] = request.questions;
      const txt = zone.get(q.name.toLowerCase());
      if (failing) res.header.rcode = failing === 'refuse' ? RCODE.REFUSED : RCODE.SERVFAIL;
      else if (!txt) res.header.rcode = RCODE.NXDOMAIN;
      else if (q.type === Packet.TYPE.TXT) {
        for (const data of txt)
          res.answers.push({ name: q.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 0, data } as never);
      }
      void send(res);
    },
  });
  const { udp } = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    zone,
    address: `127.0.0.1:${udp!.port}`,
    fail: (mode) => {
      failing = mode;
    },
    close: () => server.close(),
  };
}
