// `npm run bench:http`: in one invocation, the same load (autocannon, same connections and duration) against
//   1. bare node:http answering the product list's exact bytes (the ceiling for this machine),
//   2. the Prism mock of the contract,
//   3. this server (npm start on a fresh embedded store with the demo business),
// for GET products (limit 20) and GET one product. Prints req/s, p50 and p99 latency and the ratios.
// Goal (issue 4): the product list at ≥ 50 % of bare node:http and ≥ 10× the Prism mock.
//
//   npm run bench:http -- --duration 10 --connections 32 [--rounds 3] [--no-cache] [--only server] [--route list|one]
//                         [--profile DIR]
//
// Every target runs in its own child process, and the load generator (autocannon) runs in this process, so no
// target shares an event loop with the load. Targets take turns: each round runs every target once per route, and
// the table shows each target's median round (so a burst of other load on a shared machine skews one round of
// every target, not the whole measurement of one); the rounds' req/s and the load average are printed too.
// `--only server` skips the reference targets, `--route` runs one of the two routes; `--profile DIR` runs the
// server under `node --cpu-prof` and writes its profile to DIR when the run ends (open it in Chrome DevTools or
// summarise it with scripts/cpu-profile.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
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
const strArg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const only = strArg('only');
const profileDir = strArg('profile');
const onlyRoute = strArg('route');
const rounds = Math.max(1, arg('rounds', 3));


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

async function load(url: string, headers: Record<string, string>, warmUp: boolean): Promise<CannonResult> {
  // A short warm-up so JIT and caches are in the same state for every target.
  if (warmUp) await autocannon({ url, headers, connections, duration: 1 });
  return autocannon({ url, headers, connections, duration });
}

const load1 = () => loadavg()[0].toFixed(2);

const tsx = join(root, 'node_modules', '.bin', 'tsx');
const dataDir = await mkdtemp(join(tmpdir(), 'bench-http-'));
const children: ChildProcess[] = [];
try {
  // This server, seeded.
  const appPort = await freePort();
  children.push(
    // One client IP drives all the load, so the per-IP limit (100/s) would answer most requests 429: off here.
    await spawnUntil(
      profileDir ? process.execPath : tsx,
      profileDir ? ['--import', 'tsx', '--cpu-prof', '--cpu-prof-interval', '250', '--cpu-prof-dir', profileDir, 'src/main.ts'] : ['src/main.ts'],
      // Pretty: the banner is the ready signal, and as a JSON line it is an info line, silent at warn.
      { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOG_FORMAT: 'pretty', RATE_LIMITS: 'off', ...cacheEnv },
      /listening on/,
    ),
  );
  const demo = JSON.parse(await readFile(join(dataDir, 'demo-credentials.json'), 'utf8')) as { publishable_key: string };
  const app = `http://127.0.0.1:${appPort}`;
  const headers = { 'x-api-key': demo.publishable_key, 'x-session-id': 'sess_' + 'b'.repeat(32) };
  const list = await (await fetch(`${app}/api/v1/catalogue/products?limit=20`, { headers })).text();
  const productId = (JSON.parse(list) as { data: { items: { id: string }[] } }).data.items[0].id;
  const one = await (await fetch(`${app}/api/v1/catalogue/products/${productId}`, { headers })).text();

  const targets = [{ name: 'this server', base: app }];
  if (only !== 'server') {
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
    children.push(await spawnUntil(tsx, ['scripts/mock.ts', '--port', String(mockPort)], { RATE_LIMITS: 'off' }, /Prism mock of every surface/));
    targets.unshift(
      { name: 'bare node:http', base: `http://127.0.0.1:${barePort}` },
      { name: 'Prism mock', base: `http://127.0.0.1:${mockPort}` },
    );
  }

  const routes = [
    { name: 'GET products (limit 20)', key: 'list', path: '/api/v1/catalogue/products?limit=20' },
    { name: 'GET one product', key: 'one', path: `/api/v1/catalogue/products/${productId}` },
  ].filter((r) => !onlyRoute || r.key === onlyRoute);
  const rows: string[] = [];
  const results: Record<string, Record<string, CannonResult>> = {};
  const loadBefore = load1();
  for (const route of routes) {
    const runs: Record<string, CannonResult[]> = {};
    for (let round = 0; round < rounds; round++) {
      for (const t of targets) (runs[t.name] ??= []).push(await load(t.base + route.path, headers, round === 0));
    }
    results[route.name] = {};
    for (const t of targets) {
      const sorted = [...runs[t.name]].sort((a, b) => a.requests.average - b.requests.average);
      const r = sorted[Math.floor((sorted.length - 1) / 2)];
      results[route.name][t.name] = r;
      const errors = runs[t.name].reduce((n, x) => n + x.non2xx + x.errors, 0);
      const each = runs[t.name].map((x) => Math.round(x.requests.average)).join(' / ');
      rows.push(`| ${route.name} | ${t.name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${errors} | ${each} |`);
    }
  }
  console.log(
    `\nautocannon, ${connections} connections, ${duration} s per run, ${rounds} round(s), Node ${process.version}; ` +
      `1-min load average ${loadBefore} before, ${load1()} after\n`,
  );
  console.log('| route | target | req/s (median round) | p50 ms | p99 ms | non-2xx/errors | req/s per round |');
  console.log('|---|---|---:|---:|---:|---:|---|');
  console.log(rows.join('\n'));
  console.log('');
  for (const route of routes) {
    const r = results[route.name];
    if (!r['bare node:http']) continue;
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
