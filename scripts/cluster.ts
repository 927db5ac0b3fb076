// `npm run start:cluster`: the production topology on one machine, to try it: the embedded store on its own
// (scripts/db.ts), one job worker (WORKER=true) and N API processes (WORKER=false), all src/main.ts on that store,
// behind a small round-robin front on one port. Every process shares one DATA_DIR, as they would share settings and
// a volume in production: the secrets generated there (env encryption, signed URLs) and the sites' builds.
//
//   npm run start:cluster -- [--api 3] [--port 8080] [--data-dir ./data-cluster]
//
// The front answers on 127.0.0.1:<port> and hands each request (and each WebSocket upgrade) to the next API
// process that is up; the processes' logs go to <data-dir>/logs/<name>.log. The demo business is seeded by the
// worker, which starts first. Ctrl-C stops the front, then the API processes, the worker and the store, in turn.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer, request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './lib/free-port.js';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    'data-dir': { type: 'string', default: './data-cluster' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log('usage: npm run start:cluster -- [--api 3] [--port 8080] [--data-dir ./data-cluster]');
  process.exit(0);
}
const apiCount = Number(values.api);
const port = Number(values.port);
if (!Number.isInteger(apiCount) || apiCount < 1 || apiCount > 16) throw new Error('--api: 1 to 16 API processes');
const dataDir = resolve(values['data-dir']!);
const front = `http://127.0.0.1:${port}`;
await mkdir(join(dataDir, 'logs'), { recursive: true });

const children: { name: string; proc: ChildProcess }[] = [];

function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const log = createWriteStream(join(dataDir, 'logs', `${name}.log`), { flags: 'a' });
  const proc = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout!.pipe(log);
  proc.stderr!.pipe(log);
  proc.once('exit', (code, signal) => {
    if (!stopping) console.error(`${name} exited (${signal ?? code}); see ${join(dataDir, 'logs', `${name}.log`)}`);
  });
  children.push({ name, proc });
  return proc;
}

async function until(what: string, ready: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${ms / 1000} s (logs in ${join(dataDir, 'logs')})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const accepts = (p: number) => new Promise<boolean>((res) => connect(p, '127.0.0.1').once('connect', function (this: { end(): void }) { this.end(); res(true); }).once('error', () => res(false)));
const readyz = (p: number) => fetch(`http://127.0.0.1:${p}/readyz`).then((r) => r.ok);

// The store, then the worker (it seeds the demo business), then the API processes.
const storePort = await freePort();
start('store', ['scripts/db.ts', '--port', String(storePort), '--data-dir', join(dataDir, 'store')], {});
await until('the store', () => accepts(storePort));
const common = { MONGODB_URI: `mongodb://127.0.0.1:${storePort}/?directConnection=true`, DATA_DIR: dataDir, HOST: '127.0.0.1', BASE_URL: front, LOG_FORMAT: 'json' };
const workerPort = await freePort();
start('worker', ['src/main.ts'], { ...common, PORT: String(workerPort), WORKER: 'true' });
await until('the worker', () => readyz(workerPort));
const apiPorts: number[] = [];
for (let i = 1; i <= apiCount; i++) {
  const p = await freePort();
  apiPorts.push(p);
  start(`api-${i}`, ['src/main.ts'], { ...common, PORT: String(p), WORKER: 'false' });
}
await Promise.all(apiPorts.map((p, i) => until(`api-${i + 1}`, () => readyz(p))));

// The front: round robin over the API processes that answer; a refused connection moves on to the next one.
let next = 0;
const pick = () => apiPorts[next++ % apiPorts.length];
const headersOf = (req: IncomingMessage) => ({ ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' });
const server = createServer((req, res) => {
  const attempt = (tries: number) => {
    const upstream = request({ host: '127.0.0.1', port: pick(), method: req.method, path: req.url, headers: headersOf(req) }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' && tries > 1 && !res.headersSent) attempt(tries - 1);
      else if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('No API process answered\n');
      else res.destroy();
    });
    req.pipe(upstream);
  };
  attempt(apiPorts.length);
});
server.on('upgrade', (req, socket, head) => {
  const upstream = connect(pick(), '127.0.0.1', () => {
    const lines = [`${req.method} ${req.url} HTTP/1.1`, ...Object.entries(headersOf(req)).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}: ${x}`) : [`${k}: ${v}`]))];
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.once('error', () => socket.destroy());
  socket.once('error', () => upstream.destroy());
});
await new Promise<void>((res, rej) => server.once('error', rej).listen(port, '127.0.0.1', () => res()));

console.log(`Storefront Commerce Service, ${apiCount} API process(es) and a worker on one store, behind ${front}`);
console.log(`  store   mongodb://127.0.0.1:${storePort}/?directConnection=true (${join(dataDir, 'store')})`);
console.log(`  API     ports ${apiPorts.join(', ')} (WORKER=false); worker port ${workerPort}`);
console.log(`  logs    ${join(dataDir, 'logs')}; demo credentials in ${join(dataDir, 'demo-credentials.json')}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.close();
  // API processes first (they drain their requests), then the worker, then the store.
  for (const group of [children.filter((c) => c.name.startsWith('api-')), children.filter((c) => c.name === 'worker'), children.filter((c) => c.name === 'store')]) {
    await Promise.all(group.map(({ proc }) => new Promise<void>((res) => (proc.exitCode !== null ? res() : (proc.once('exit', () => res()), proc.kill('SIGTERM'))))));
  }
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
