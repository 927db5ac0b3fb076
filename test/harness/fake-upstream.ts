// A stand-in for an outside service, on 127.0.0.1 and an ephemeral port, for the provider tests (and the HTTP tests
// of the operations behind them). The test's handler answers each request (or leaves it hanging, to test
// timeouts); close() also cuts connections still open, so a hanging request cannot keep the test process alive.
//
//   const up = await startFakeUpstream((req, body, res) => { ...; res.writeHead(200).end('{}') });
//   up.url             http://127.0.0.1:<port>
//   await up.close();
//   const err = await rejectsWith(provider.call(), SomeUnavailableError);
//   const err = await abortedInFlight((signal) => provider.call(signal), () => seen.length > 0);
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as assert from 'uvu/assert';

export interface FakeUpstream {
  url: string;
  close(): Promise<void>;
}

/** `handler` gets each request with its whole body as text. */
export async function startFakeUpstream(
  handler: (req: IncomingMessage, body: string, res: ServerResponse) => void,
): Promise<FakeUpstream> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler(req, Buffer.concat(chunks).toString('utf8'), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The error `p` rejects with, which must be a `type`; fails the test when `p` resolves. */
export async function rejectsWith<E extends Error>(
  p: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
): Promise<E> {
  try {
    await p;
  } catch (err) {
    assert.instance(err, type);
    return err as E;
  }
  throw new Error(`expected a ${type.name}, got an answer`);
}

/**
 * What `call` rejects with when the caller gives up mid-exchange: its signal is aborted (reason: an Error "shopper
 * left") once `sent()` says the request reached the fake, so the abort interrupts the exchange rather than
 * preventing it. The fake must leave that request hanging. Fails the test when `call` answers instead.
 */
export async function abortedInFlight(
  call: (signal: AbortSignal) => Promise<unknown>,
  sent: () => boolean,
): Promise<Error> {
  const controller = new AbortController();
  const pending = call(controller.signal);
  while (!sent()) await new Promise((r) => setImmediate(r));
  controller.abort(new Error('shopper left'));
  try {
    await pending;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the call to be aborted, got an answer');
}
