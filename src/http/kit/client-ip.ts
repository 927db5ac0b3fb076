// The address a request comes from: what the per-IP rate limits count, what sign-in sessions record, and git's
// REMOTE_ADDR. Behind a TLS terminator the TCP peer is the terminator, so every client would share its address and
// one per-IP budget. TRUST_PROXY names the proxies whose X-Forwarded-For is believed; proxy-addr reads the header
// from the right and stops at the first address that is not a trusted proxy, so a client cannot choose its address
// by sending the header itself. Unset, the header is ignored and the TCP peer is the client.
//
// The trust is compiled once, when the server starts (src/server.ts), not per request: a process serves one
// configuration (two servers in one process, as some tests run, share the last one's).
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

let trust: ((addr: string, hop: number) => boolean) | null = null;

/** The proxies whose X-Forwarded-For is believed (config.trustProxy, already checked); empty trusts none. */
export function trustProxies(proxies: readonly string[]): void {
  trust = proxies.length ? proxyAddr.compile([...proxies]) : null;
}

/** The client's address: the TCP peer, or behind trusted proxies the nearest untrusted X-Forwarded-For hop. */
export function clientIp(req: IncomingMessage): string | undefined {
  return trust ? proxyAddr(req, trust) : req.socket.remoteAddress;
}
