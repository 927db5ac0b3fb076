// The webhook sender's connections, against a raw local receiver that counts them: attempts to one receiver reuse
// a kept-alive connection, and one the receiver dropped when the next attempt came on it is made again on a new
// connection instead of failing (the attempt would otherwise wait a minute for its retry).
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { postWebhook } from './http-post.js';

interface Receiver {
  url: string;
  connections: number;
  requests: number;
  close(): Promise<void>;
}

/** Answers 200 to every request; with `dropSecond`, a connection's second request is met by closing it unanswered. */
async function receiver(dropSecond: boolean): Promise<Receiver> {
  const sockets = new Set<Socket>();
  const state = { connections: 0, requests: 0 };
  const server: Server = createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    let seen = 0;
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      // Each test body is one small chunk ending its request: count requests by their ends.
      while (buffered.includes('}')) {
        buffered = buffered.slice(buffered.indexOf('}') + 1);
        seen += 1;
        state.requests += 1;
        if (dropSecond && seen === 2) {
          socket.destroy();
          return;
        }
        socket.write('HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: keep-alive\r\n\r\n');
      }
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    get connections() {
      return state.connections;
    },
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

const post = (url: string, n: number) => postWebhook(url, JSON.stringify({ n }), {}, false);

test('attempts to one receiver reuse a kept-alive connection', async () => {
  const rx = await receiver(false);
  try {
    for (let n = 1; n <= 3; n++) assert.is((await post(rx.url, n)).status, 200);
    assert.is(rx.requests, 3);
    assert.is(rx.connections, 1);
  } finally {
    await rx.close();
  }
});

test('a kept-alive connection the receiver drops is tried once more on a new connection', async () => {
  const rx = await receiver(true);
  try {
    assert.is((await post(rx.url, 1)).status, 200);
    const second = await post(rx.url, 2);
    assert.equal([second.status, second.error], [200, null]);
    // The dropped request and its second try, on a connection of its own.
    assert.equal([rx.requests, rx.connections], [3, 2]);
  } finally {
    await rx.close();
  }
});

test.run();
