// A loopback HTTP proxy that presents a bearer key for MCP clients that cannot: the conformance suite's client
// sends no headers of its own. Every request is forwarded as it came (method, path, body, Host and Origin included,
// so the suite's DNS-rebinding scenario reaches the server's Origin check) with `Authorization: Bearer <key>` set,
// and every answer streams back as the server writes it (an SSE answer is not held until it ends).
//
//   const proxy = await startLoopbackProxy(h.url, key)   proxy.url on 127.0.0.1, an ephemeral port
//   proxy.seen                                           method, path and status of each request forwarded
//   await proxy.close()
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackProxy {
  url: string;
  /** The requests forwarded so far, with the status the server answered (0 when it never answered). */
  seen: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

// Hop-by-hop headers belong to one connection, not to the message (RFC 9110 §7.6.1): each side sets its own.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];
const endToEnd = (headers: IncomingHttpHeaders) => {
  const out = { ...headers };
  for (const name of HOP_BY_HOP) delete out[name];
  return out;
};

export async function startLoopbackProxy(target: string, bearer: string): Promise<LoopbackProxy> {
  const upstream = new URL(target);
  const seen: LoopbackProxy['seen'] = [];
  const server = createServer((req, res) => {
    const entry = { method: req.method ?? 'GET', path: req.url ?? '/', status: 0 };
    seen.push(entry);
    const out = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...endToEnd(req.headers), authorization: `Bearer ${bearer}` },
      },
      (answer) => {
        entry.status = answer.statusCode ?? 0;
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    // A client that goes away (a reader cancelling an SSE stream) ends the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) out.destroy();
    });
    req.pipe(out);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
