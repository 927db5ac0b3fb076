// `npm run bench:http`: in one invocation, the same load (autocannon, same connections and duration) against
//   1. bare node:http answering the product list's exact bytes (the ceiling for this machine),
//   2. the Prism mock of the contract,
//   3. this server (npm start on a fresh embedded store with the demo business),
// for GET products (limit 20) and GET one product. Prints req/s, p50 and p99 latency and the ratios.
// Goal (issue 4): the product list at ≥ 50 % of bare node:http and ≥ 10× the Prism mock.
//
//   npm run bench:http -- --duration 10 --connections 32 [--rounds 3] [--no-cache] [--only server] [--route list|one]
//                         [--profile DIR] [--store process] [--api 3]
//
// It also prints the CPU each request cost each process (all its threads, read from /proc over the measured run), and
// this server's as a multiple of the bare node:http server's in the same round. `--store process` runs the
// production path (issue 33): the store in its own process (scripts/db.ts, as a replica set member would be) reached
// through MONGODB_URI, one API process, or `--api N` of them behind the cluster front (scripts/lib/cluster.ts), with
// the job worker; a proxy in front of the store (scripts/lib/store-proxy.ts) counts the API processes' store round
// trips per request. The CPU of the front (N > 1) is this process's, not counted.
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
import { startCluster, type Cluster } from './lib/cluster.js';
import { freePort } from './lib/free-port.js';
import { threadCpu } from './lib/proc.js';

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/** A run's result with the CPU it cost each measured process, in µs per request, and the store round trips per request. */
interface Measured extends CannonResult {
  cpu: { name: string; api: boolean; us: number }[];
  trips?: number;
}

/** A process whose CPU a target's requests cost; `api`: one of this server's API processes. */
interface Measure {
  name: string;
  pid: () => number | undefined;
  api: boolean;
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
const storeMode = strArg('store') ?? 'embedded';
const apiCount = arg('api', 1);
if (storeMode !== 'embedded' && storeMode !== 'process') throw new Error('--store: embedded or process');
if (!Number.isInteger(apiCount) || apiCount < 1 || (apiCount > 1 && storeMode !== 'process'))
  throw new Error('--api: 1 or more, with --store process');
if (profileDir && storeMode === 'process') throw new Error('--profile: with the embedded store only');

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

async function load(
  url: string,
  headers: Record<string, string>,
  warmUp: boolean,
  measure: Measure[],
  trips?: () => Promise<number>,
): Promise<Measured> {
  // A short warm-up so JIT and caches are in the same state for every target.
  if (warmUp) await autocannon({ url, headers, connections, duration: 1 });
  const pids = measure.map((m) => m.pid());
  const before = pids.map((pid) => (pid ? threadCpu(pid) : new Map<number, number>()));
  const trips0 = await trips?.();
  const r = await autocannon({ url, headers, connections, duration });
  const after = pids.map((pid) => (pid ? threadCpu(pid) : new Map<number, number>()));
  const trips1 = await trips?.();
  const n = Math.max(1, r.requests.total);
  const cpu = measure.map((m, i) => ({
    name: m.name,
    api: m.api,
    us: ([...after[i]].reduce((sum, [tid, ms]) => sum + ms - (before[i].get(tid) ?? 0), 0) * 1000) / n,
  }));
  return { ...r, cpu, ...(trips0 !== undefined ? { trips: (trips1! - trips0) / n } : {}) };
}

const load1 = () => loadavg()[0].toFixed(2);

const tsx = join(root, 'node_modules', '.bin', 'tsx');
const dataDir = await mkdtemp(join(tmpdir(), 'bench-http-'));
const children: ChildProcess[] = [];
let cluster: Cluster | undefined;
let proxy: { child: ChildProcess; control: string } | undefined;

/** This server on the embedded store in its own process (`npm start`), seeded: its URL and what to measure. */
async function embeddedServer(): Promise<{ app: string; credentialsDir: string; measure: Measure[] }> {
  const appPort = await freePort();
  // Node itself (not the tsx wrapper, which would start it as a child): its process id is the server's.
  const child = await spawnUntil(
    process.execPath,
    [
      '--import',
      'tsx',
      ...(profileDir ? ['--cpu-prof', '--cpu-prof-interval', '250', '--cpu-prof-dir', profileDir] : []),
      'src/main.ts',
    ],
    // Pretty: the banner is the ready signal, and as a JSON line it is an info line, silent at warn.
    // One client IP drives all the load, so the per-IP limit (100/s) would answer most requests 429: off here.
    {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'pretty',
      RATE_LIMITS: 'off',
      ...cacheEnv,
    },
    /listening on/,
  );
  children.push(child);
  return {
    app: `http://127.0.0.1:${appPort}`,
    credentialsDir: dataDir,
    measure: [{ name: 'server', pid: () => child.pid, api: true }],
  };
}

/** The production path: the store in its own process, the API process(es) on MONGODB_URI through the counting proxy. */
async function processServers(): Promise<{ app: string; credentialsDir: string; measure: Measure[] }> {
  cluster = await startCluster({
    api: apiCount,
    dataDir,
    env: { RATE_LIMITS: 'off', LOG_LEVEL: 'warn', ...cacheEnv },
    apiStoreUri: async (storeUri) => {
      const { hostname, port } = new URL(storeUri);
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(root, 'scripts', 'lib', 'store-proxy.ts'), '--target', `${hostname}:${port}`],
        { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const ready = await new Promise<{ port: number; control: string }>((resolve, reject) => {
        child.stdout!.once('data', (d: Buffer) => resolve(JSON.parse(d.toString().split('\n')[0])));
        child.once('exit', (code) => reject(new Error(`the store proxy exited with ${code}`)));
      });
      proxy = { child, control: ready.control };
      return `mongodb://127.0.0.1:${ready.port}/?directConnection=true`;
    },
  });
  const c = cluster;
  return {
    app: apiCount === 1 ? c.api[0].url : c.url,
    // The worker seeds the demo business and writes its credentials in its own DATA_DIR (or the cluster's shared one).
    credentialsDir: (c.workers[0] as { dataDir?: string }).dataDir ?? dataDir,
    measure: [
      ...c.api.map((p) => ({ name: p.name, pid: () => p.pid, api: true })),
      { name: 'store', pid: () => c.store.pid, api: false },
      { name: 'worker', pid: () => c.workers[0].pid, api: false },
      { name: 'proxy', pid: () => proxy?.child.pid, api: false },
    ],
  };
}

/** Store commands counted by the proxy so far. */
const proxyCommands = async () => Number((await (await fetch(`${proxy!.control}/stats`)).json()).commands);

try {
  const server = storeMode === 'process' ? await processServers() : await embeddedServer();
  const demo = JSON.parse(await readFile(join(server.credentialsDir, 'demo-credentials.json'), 'utf8')) as {
    publishable_key: string;
  };
  const app = server.app;
  const headers = { 'x-api-key': demo.publishable_key, 'x-session-id': 'sess_' + 'b'.repeat(32) };
  const list = await (await fetch(`${app}/api/v1/catalogue/products?limit=20`, { headers })).text();
  const productId = (JSON.parse(list) as { data: { items: { id: string }[] } }).data.items[0].id;
  const one = await (await fetch(`${app}/api/v1/catalogue/products/${productId}`, { headers })).text();

  const targets: { name: string; base: string; measure: Measure[]; trips?: () => Promise<number> }[] = [
    { name: 'this server', base: app, measure: server.measure, ...(proxy ? { trips: proxyCommands } : {}) },
  ];
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
    const bare = await spawnUntil(process.execPath, ['-e', bareSrc], { LIST: list, ONE: one }, /bare ready/);
    children.push(bare);

    // The Prism mock (its CPU is not measured: Prism runs in processes of its own beside the front).
    const mockPort = await freePort();
    children.push(
      await spawnUntil(
        tsx,
        ['scripts/mock.ts', '--port', String(mockPort)],
        { RATE_LIMITS: 'off' },
        /Prism mock of every surface/,
      ),
    );
    targets.unshift(
      {
        name: 'bare node:http',
        base: `http://127.0.0.1:${barePort}`,
        measure: [{ name: 'bare', pid: () => bare.pid, api: true }],
      },
      { name: 'Prism mock', base: `http://127.0.0.1:${mockPort}`, measure: [] },
    );
  }

  const routes = [
    { name: 'GET products (limit 20)', key: 'list', path: '/api/v1/catalogue/products?limit=20' },
    { name: 'GET one product', key: 'one', path: `/api/v1/catalogue/products/${productId}` },
  ].filter((r) => !onlyRoute || r.key === onlyRoute);
  const rows: string[] = [];
  const results: Record<string, Record<string, Measured>> = {};
  const loadBefore = load1();
  /** Per route, per round: this server's API CPU per request as a multiple of the bare server's in that round. */
  const ratios: Record<string, number[]> = {};
  for (const route of routes) {
    const runs: Record<string, Measured[]> = {};
    for (let round = 0; round < rounds; round++) {
      for (const t of targets)
        (runs[t.name] ??= []).push(await load(t.base + route.path, headers, round === 0, t.measure, t.trips));
      const bareUs = runs['bare node:http']?.[round]?.cpu[0]?.us;
      const apiUs = runs['this server'][round].cpu.filter((c) => c.api).reduce((a, c) => a + c.us, 0);
      if (bareUs) (ratios[route.name] ??= []).push(apiUs / bareUs);
    }
    results[route.name] = {};
    for (const t of targets) {
      const sorted = [...runs[t.name]].sort((a, b) => a.requests.average - b.requests.average);
      const r = sorted[Math.floor((sorted.length - 1) / 2)];
      results[route.name][t.name] = r;
      const errors = runs[t.name].reduce((n, x) => n + x.non2xx + x.errors, 0);
      const each = runs[t.name].map((x) => Math.round(x.requests.average)).join(' / ');
      const cpu = r.cpu.length ? r.cpu.map((c) => `${c.name} ${c.us.toFixed(0)}`).join(', ') : 'n/a';
      const trips = r.trips === undefined ? '' : r.trips.toFixed(2);
      rows.push(
        `| ${route.name} | ${t.name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${errors} | ${each} | ${cpu} | ${trips} |`,
      );
    }
  }
  const where =
    storeMode === 'process'
      ? `store in its own process (MONGODB_URI), ${apiCount === 1 ? 'one API process' : `${apiCount} API processes behind the cluster front`}`
      : 'embedded store in the server process';
  console.log(
    `\nautocannon, ${connections} connections, ${duration} s per run, ${rounds} round(s), ${where}, Node ${process.version}; ` +
      `1-min load average ${loadBefore} before, ${load1()} after\n`,
  );
  console.log(
    '| route | target | req/s (median round) | p50 ms | p99 ms | non-2xx/errors | req/s per round | CPU µs per request by process (median round) | store round trips per request |',
  );
  console.log('|---|---|---:|---:|---:|---:|---|---|---:|');
  console.log(rows.join('\n'));
  console.log('');
  for (const [route, xs] of Object.entries(ratios)) {
    console.log(
      `${route}: this server's API CPU per request = ${xs.map((x) => `${x.toFixed(1)}×`).join(' / ')} a bare node:http request's, round by round`,
    );
  }
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
  await cluster?.stop();
  if (proxy) await stop(proxy.child);
  for (const c of children) await stop(c);
  await rm(dataDir, { recursive: true, force: true });
}
