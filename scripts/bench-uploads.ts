// `npm run bench:uploads`: uploads and the file host over the real HTTP path (issue 14).
//   1. A 50 MB customer upload: init, PUT of 50 MB (streamed by the client, never held whole), confirm; then a GET
//      of the file from the file host. Throughput of each, and the server's peak RSS growth during each (Linux:
//      the process's high-water mark VmHWM is reset before each step through /proc/<pid>/clear_refs, then read
//      after it, against VmRSS before it). Goal: under 32 MB of growth.
//   2. Small-file GETs per second (a 2 KB image asset) from the file host, against a bare node:http server in the
//      same process streaming the same file from disk with a fixed Content-Type: `--connections` keep-alive clients
//      for `--seconds` each, the two interleaved twice. Goal: the file host at 50 % of bare or more.
//
//   npm run bench:uploads -- [--mb 50] [--seconds 5] [--connections 16]
//
// The server runs in a child process (this script with --serve) on a fresh embedded store in a temporary DATA_DIR,
// rate limits off, logging silent, real clock, the job worker off. BENCH_PROF=DIR writes its V8 CPU profile there.
import { fork, type ChildProcess } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from './lib/free-port.js';
import { memory, resetPeak } from './lib/proc.js';

const { values: opts } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    mb: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
  },
  strict: true,
});

interface Ready {
  url: string;
  bareUrl: string;
  key: string;
  smallUrl: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The server side (child process): the service, and a bare node:http server serving the small asset's blob file.

async function serve(): Promise<void> {
  const pino = (await import('pino')).default;
  const { loadConfig } = await import('../src/kernel/config.js');
  const { startServer } = await import('../src/server.js');
  const { createBusiness } = await import('../src/flows/create-business.js');
  const { uploadAsset } = await import('../src/flows/uploads.js');
  const { publicUrl } = await import('../src/modules/uploads/present.js');

  const dataDir = await mkdtemp(join(tmpdir(), 'bench-uploads-'));
  // A real port up front: the upload and file URLs the service hands out name it.
  const config = loadConfig({
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WORKER: 'false',
    RATE_LIMITS: 'off',
  });
  const server = await startServer({ config, logger: pino({ level: 'silent' }) });
  const { business, credentials } = await createBusiness(
    { client: server.services.store.client, db: server.services.db, now: () => server.services.clock.now() },
    { name: 'Bench Uploads', timezone: 'Africa/Accra' },
  );
  const small = Buffer.alloc(2048, 7);
  small.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]); // a PNG signature, for looks
  const asset = await uploadAsset(
    server.services,
    { business_id: business._id, livemode: true },
    { folder: 'bench', filename: 'dot.png', contentType: 'image/png', bytes: small },
  );
  const blobFile = join(dataDir, 'blobs', ...asset.blob_key.split('/'));
  const bare = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': small.length });
    createReadStream(blobFile).pipe(res);
    void req;
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const stop = async () => {
    bare.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  const ready: Ready = {
    url: server.url,
    bareUrl: `http://127.0.0.1:${(bare.address() as { port: number }).port}/dot.png`,
    key: credentials.publishable_key,
    smallUrl: publicUrl(asset, server.services.config.cdnUrl),
  };
  process.send!({ op: 'ready', ready });
}

// ---------------------------------------------------------------------------------------------------------------
// The load side.

const kb = (n: number) => Math.round(n / 1024);

async function json(url: string, init: RequestInit): Promise<any> {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** `size` bytes produced in 64 KB chunks, so the client never holds the body either. */
function body(size: number): Readable {
  const chunk = Buffer.alloc(65_536, 0xab);
  let left = size;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const n = Math.min(left, chunk.length);
      left -= n;
      this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    },
  });
}

async function largeFile(ready: Ready, pid: number, mb: number) {
  const size = mb * 1024 * 1024;
  const headers = {
    'x-api-key': ready.key,
    'x-session-id': `sess_${'b'.repeat(32)}`,
    'content-type': 'application/json',
  };
  const init = await json(`${ready.url}/api/v1/uploads/init`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ filename: 'big.bin', content_type: 'application/octet-stream', size_bytes: size }),
  });
  const before = memory(pid);
  resetPeak(pid);
  let t0 = performance.now();
  const put = await new Promise<number>((resolve, reject) => {
    const req = request(
      init.data.upload_url,
      { method: 'PUT', headers: { 'content-type': 'application/octet-stream', 'content-length': size } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    body(size).pipe(req);
  });
  const putMs = performance.now() - t0;
  const afterPut = memory(pid);
  if (put !== 204) throw new Error(`PUT: ${put}`);
  const confirmed = await json(`${ready.url}/api/v1/uploads/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ upload_id: init.data.upload_id }),
  });

  const beforeGet = memory(pid);
  resetPeak(pid);
  t0 = performance.now();
  let received = 0;
  await new Promise<void>((resolve, reject) => {
    request(confirmed.data.url, (res) => {
      res.on('data', (c: Buffer) => (received += c.length));
      res.on('end', resolve);
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
  const getMs = performance.now() - t0;
  const afterGet = memory(pid);
  if (received !== size) throw new Error(`GET: ${received} of ${size} bytes`);
  return [
    {
      step: `PUT ${mb} MB`,
      ms: putMs.toFixed(0),
      'MB/s': (mb / (putMs / 1000)).toFixed(0),
      'peak RSS growth MB': ((afterPut.hwm - before.rss) / 1048576).toFixed(1),
    },
    {
      step: `GET ${mb} MB`,
      ms: getMs.toFixed(0),
      'MB/s': (mb / (getMs / 1000)).toFixed(0),
      'peak RSS growth MB': ((afterGet.hwm - beforeGet.rss) / 1048576).toFixed(1),
    },
  ];
}

/** GETs of `url` per second by `connections` keep-alive clients for `seconds`. */
async function rate(url: string, connections: number, seconds: number): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let resets = 0;
  const one = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      request(url, { agent }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
        res.resume();
        res.on('end', resolve);
      })
        // A kept-alive socket the server closed as idle just as it was reused: send again on a fresh one.
        .on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNRESET' && resets++ < 100) one().then(resolve, reject);
          else reject(err);
        })
        .end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        await one();
        done++;
      }
    }),
  );
  agent.destroy();
  return done / seconds;
}

async function main(): Promise<void> {
  const mb = Number(opts.mb);
  const seconds = Number(opts.seconds);
  const connections = Number(opts.connections);
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: [
      ...process.execArgv,
      ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROF] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('message', (m: { ready: Ready }) => resolve(m.ready));
      child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
    const pid = child.pid!;
    console.log(`Node ${process.version}; server pid ${pid}, RSS ${kb(memory(pid).rss)} KB at start.\n`);
    console.table(await largeFile(ready, pid, mb));

    const rows: { round: number; 'file host GET/s': string; 'bare node:http GET/s': string; ratio: string }[] = [];
    await rate(ready.smallUrl, connections, 1); // warm-up
    await rate(ready.bareUrl, connections, 1);
    for (let round = 1; round <= 2; round++) {
      const host = await rate(ready.smallUrl, connections, seconds);
      const bare = await rate(ready.bareUrl, connections, seconds);
      rows.push({
        round,
        'file host GET/s': host.toFixed(0),
        'bare node:http GET/s': bare.toFixed(0),
        ratio: (host / bare).toFixed(2),
      });
    }
    console.log(`\nA 2 KB asset, ${connections} keep-alive connections, ${seconds} s per run:`);
    console.table(rows);
  } finally {
    child.disconnect();
  }
}

if (opts.serve) await serve();
else await main();
