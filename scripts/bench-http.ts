// `npm run bench:http`: in one invocation, the same load (autocannon, same connections and duration) against
//   1. bare node:http answering the product list's exact bytes (the ceiling for this machine),
//   2. the Prism mock of the contract,
//   3. this server (npm start on a fresh embedded store with the demo business),
// for GET products (limit 20) and GET one product. Prints req/s, p50 and p99 latency and the ratios.
// Goal (issue 4): the product list at ≥ 50 % of bare node:http and ≥ 10× the Prism mock.
//
//   npm run bench:http -- --duration 10 --connections 32 [--no-cache]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// autocannon ships no types; the slice used here is typed below.
import autocannonModule from 'autocannon';
import { freePort } from './lib/free-port.js';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
const autocannon = autocannonModule as unknown as (opts: Record<string, unknown>) => Promise<CannonResult>;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 8);
// `--no-cache` measures uncached catalogue reads (every request goes to the store).
const cacheEnv: Record<string, string> = process.argv.includes('--no-cache') ? { CATALOGUE_CACHE_MS: '0' } : {};
const connections = arg('connections', 16);


function spawnUntil(cmd: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (ready.test(out)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${out.slice(-2000)}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function load(url: string, headers: Record<string, string>): Promise<CannonResult> {
  // A short warm-up so JIT and caches are in the same state for every target.
  await autocannon({ url, headers, connections, duration: 1 });
  return autocannon({ url, headers, connections, duration });
}

const tsx = join(root, 'node_modules', '.bin', 'tsx');
const dataDir = await mkdtemp(join(tmpdir(), 'bench-http-'));
const children: ChildProcess[] = [];
try {
  // This server, seeded.
  const appPort = await freePort();
  children.push(
    // One client IP drives all the load, so the per-IP limit (100/s) would answer most requests 429: off here.
    await spawnUntil(
      tsx,
      ['src/main.ts'],
      { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMITS: 'off', ...cacheEnv },
      /listening on/,
    ),
  );
  const demo = JSON.parse(await readFile(join(dataDir, 'demo-credentials.json'), 'utf8')) as { publishable_key: string };
  const app = `http://127.0.0.1:${appPort}`;
  const headers = { 'x-api-key': demo.publishable_key, 'x-session-id': 'sess_' + 'b'.repeat(32) };
  const list = await (await fetch(`${app}/api/v1/catalogue/products?limit=20`, { headers })).text();
  const productId = (JSON.parse(list) as { data: { items: { id: string }[] } }).data.items[0].id;
  const one = await (await fetch(`${app}/api/v1/catalogue/products/${productId}`, { headers })).text();

  // Bare node:http answering the same bytes.
  const barePort = await freePort();
  const bareSrc = `
    const http = require('node:http');
    const bodies = { list: Buffer.from(process.env.LIST), one: Buffer.from(process.env.ONE) };
    http.createServer((req, res) => {
      const b = req.url.includes('?') ? bodies.list : bodies.one;
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': b.length });
      res.end(b);
    }).listen(${barePort}, '127.0.0.1', () => console.log('bare ready'));`;
  children.push(await spawnUntil(process.execPath, ['-e', bareSrc], { LIST: list, ONE: one }, /bare ready/));

  // The Prism mock.
  const mockPort = await freePort();
  children.push(await spawnUntil(tsx, ['scripts/mock.ts', '--port', String(mockPort)], {}, /Prism mock of every surface/));

  const targets = [
    { name: 'bare node:http', base: `http://127.0.0.1:${barePort}` },
    { name: 'Prism mock', base: `http://127.0.0.1:${mockPort}` },
    { name: 'this server', base: app },
  ];
  const routes = [
    { name: 'GET products (limit 20)', path: '/api/v1/catalogue/products?limit=20' },
    { name: 'GET one product', path: `/api/v1/catalogue/products/${productId}` },
  ];
  const rows: string[] = [];
  const results: Record<string, Record<string, CannonResult>> = {};
  for (const route of routes) {
    results[route.name] = {};
    for (const t of targets) {
      const r = await load(t.base + route.path, headers);
      results[route.name][t.name] = r;
      rows.push(
        `| ${route.name} | ${t.name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} |`,
      );
    }
  }
  console.log(`\nautocannon, ${connections} connections, ${duration} s per run, Node ${process.version}\n`);
  console.log('| route | target | req/s | p50 ms | p99 ms | non-2xx/errors |');
  console.log('|---|---|---:|---:|---:|---:|');
  console.log(rows.join('\n'));
  console.log('');
  for (const route of routes) {
    const r = results[route.name];
    const ours = r['this server'].requests.average;
    console.log(
      `${route.name}: this server = ${((100 * ours) / r['bare node:http'].requests.average).toFixed(0)} % of bare node:http, ` +
        `${(ours / r['Prism mock'].requests.average).toFixed(1)}× the Prism mock`,
    );
  }
} finally {
  for (const c of children) await stop(c);
  await rm(dataDir, { recursive: true, force: true });
}
