// Issue 32, point 21: a client that hangs up on a deployed site is no server error. A browser that has every byte
// of a file (its Content-Length) and closes the connection at once used to be logged at error level ("serving a
// site failed", ERR_STREAM_PREMATURE_CLOSE) with status 499, although it got the whole 200. Now the answer ends with
// its last byte (status 200 in the access log), and one cut off part-way is an info-level 499, never an error.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort } from '../../scripts/lib/free-port.js';
import { dropTestDatabase, testStoreUri } from '../harness/store-mode.js';
import { publishBuild } from '../../src/flows/deploy/builds.js';
import { loadConfig } from '../../src/kernel/config.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { COLLECTION, sharedCollection } from '../../src/store/index.js';

const FILE_BYTES = 600_000;
let server: RunningServer;
let dataDir: string;
const logs: Record<string, any>[] = [];
/** On MONGODB_URI, this file's own database. */
const storeUri = testStoreUri();

test.before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sfc-hangup-'));
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    WORKER: 'false',
    MONGODB_URI: storeUri ?? '',
  });
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  server = await startServer({ config, logger: pino({ level: 'info' }, sink) });
  // A released site: a project whose production build is published.
  const dir = join(dataDir, 'build-output');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>hi</title>');
  await writeFile(join(dir, 'app.js'), Buffer.alloc(FILE_BYTES, 0x61));
  await publishBuild(server.services, 'bld_hangup0001', dir);
  await sharedCollection(server.services.db, COLLECTION.projects).insertOne({
    _id: 'prj_hangup0001',
    business_id: 'biz_hangup0001',
    host_label: 'hangup',
    production_build_id: 'bld_hangup0001',
  } as never);
});
test.after(async () => {
  await server?.close();
  if (storeUri) await dropTestDatabase(storeUri);
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * GETs `path` on the site and closes the connection the moment `enough(received)` holds: a browser that has the
 * whole body, or one that walks away part-way.
 */
function getAndHangUp(
  path: string,
  requestId: string,
  enough: (head: string, bodyBytes: number) => boolean,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: hangup.sites.localhost:${server.port}\r\nX-Request-Id: ${requestId}\r\n\r\n`,
      );
    });
    let received = Buffer.alloc(0);
    socket.on('data', (d) => {
      received = Buffer.concat([received, d]);
      const split = received.indexOf('\r\n\r\n');
      if (split !== -1 && enough(received.subarray(0, split).toString('latin1'), received.length - split - 4))
        socket.destroy();
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

const accessLine = async (requestId: string) => {
  for (let i = 0; i < 100; i++) {
    const line = logs.find((l) => l.req_id === requestId && l.msg === 'request');
    if (line) return line;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no access line for ${requestId}`);
};

test('a client that closes as soon as it has the whole file: 200 in the access log, nothing at error level', async () => {
  for (let i = 0; i < 20; i++) {
    const id = `req-hangup-full-${i}`;
    await getAndHangUp('/app.js', id, (head, n) => n >= Number(/content-length: (\d+)/i.exec(head)![1]));
    assert.is((await accessLine(id)).status, 200, id);
  }
  assert.equal(
    logs.filter((l) => l.level >= 50),
    [],
  );
});

test('a client that walks away part-way: 499 in the access log, nothing at error level', async () => {
  await getAndHangUp('/app.js', 'req-hangup-part', (_head, n) => n > 1000);
  assert.is((await accessLine('req-hangup-part')).status, 499);
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(
    logs.filter((l) => l.level >= 50),
    [],
  );
});

test.run();
