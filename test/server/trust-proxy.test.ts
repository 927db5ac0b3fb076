// TRUST_PROXY, as a deployment behind a TLS terminator runs it: the real src/main.ts in a child process, and this
// file as the "proxy" (every request comes from 127.0.0.1, the clients named by X-Forwarded-For). Trusting loopback,
// two clients behind the proxy have their own per-IP buckets (100 requests a second): one exhausted, the other not,
// and a client that writes its own X-Forwarded-For before the proxy's entry is still counted as itself. Trusting
// nobody (unset), the header is ignored: a client cannot leave its bucket by sending one. A value that names no
// address stops the start (exit 2), naming the variable.
//
// The limits follow the real clock here, so each check is bracketed: client A is refused, then B asks, then A is
// refused again. The windows are fixed and refused requests spend nothing, so A's second refusal proves B's request
// fell in the window A had spent (otherwise the round is repeated).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort } from '../../scripts/lib/free-port.js';
import { tsEntry } from '../../scripts/lib/ts-entry.mjs';

const root = join(import.meta.dirname, '..', '..');

interface Child {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stderr: () => string;
}

function spawnMain(env: Record<string, string>): Omit<Child, 'url'> {
  const child = spawn(process.execPath, tsEntry(join(root, 'src', 'main.ts')), {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      MONGODB_URI: '',
      WORKER: 'false',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => err };
}

const dirs: string[] = [];
const children: Child[] = [];

/**
 * main.ts on its own embedded store, answering /healthz. The port was free when chosen, but another test process may
 * take it before the child binds it: the child then says so and exits, and it starts again on another port (three
 * attempts in all), as test/harness/child-server.ts does.
 */
async function startMain(env: Record<string, string>): Promise<Child> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startMainOnce(env);
    } catch (err) {
      if (attempt >= 3 || !/already in use/.test((err as Error).message)) throw err;
    }
  }
}

async function startMainOnce(env: Record<string, string>): Promise<Child> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sfc-trust-proxy-'));
  dirs.push(dataDir);
  const port = await freePort();
  const s = { ...spawnMain({ ...env, PORT: String(port), DATA_DIR: dataDir }), url: `http://127.0.0.1:${port}` };
  children.push(s);
  let gone = false;
  void s.exited.then(() => (gone = true));
  const until = Date.now() + 60_000;
  for (;;) {
    if (gone) throw new Error(`main.ts exited before answering: ${s.stderr()}`);
    if (
      await fetch(`${s.url}/healthz`).then(
        (r) => (r.body?.cancel(), r.ok),
        () => false,
      )
    )
      return s;
    if (Date.now() > until) throw new Error(`main.ts did not answer within 60 s: ${s.stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test.after(async () => {
  for (const c of children) if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGTERM');
  await Promise.all(children.map((c) => c.exited));
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** A storefront request without a key: it counts against the per-IP bucket only (401 while the bucket lasts). */
async function ask(base: string, forwardedFor?: string, path = '/api/v1/catalogue/categories'): Promise<number> {
  const res = await fetch(`${base}${path}`, {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  await res.body?.cancel();
  return res.status;
}

/** Requests as `a` until one is refused (429); fails if none is within 1,000. */
async function exhaust(base: string, a: string): Promise<void> {
  for (let i = 0; i < 1000; i++) if ((await ask(base, a)) === 429) return;
  assert.unreachable(`${a} was never refused`);
}

/** What `b` is answered right after `a` spent its bucket, in the same window (bracketed by two refusals of `a`). */
async function afterExhausting(base: string, a: string, b: string, path?: string): Promise<number> {
  for (let round = 0; round < 20; round++) {
    await exhaust(base, a);
    const status = await ask(base, b, path);
    if ((await ask(base, a)) === 429) return status;
  }
  throw new Error('the window turned between every refusal of A and the next');
}

const A = '203.0.113.10';
const B = '203.0.113.20';

test('behind a trusted proxy each client has its own per-IP bucket; the right-most untrusted address counts', async () => {
  const [trusting, ignoring] = await Promise.all([startMain({ TRUST_PROXY: 'loopback' }), startMain({})]);

  // Trusted: B is not refused while A's bucket is spent, on an operation and on an unknown path under /api/.
  assert.is(await afterExhausting(trusting.url, A, B), 401, 'B is admitted (and refused only for its missing key)');
  assert.is(await afterExhausting(trusting.url, A, B, '/api/v1/no-such-route'), 404);
  // A client that writes its own X-Forwarded-For is named by the proxy's entry (right-most), not by its own.
  assert.is(await afterExhausting(trusting.url, A, `${B}, ${A}`), 429, 'A claiming to be B is still A');
  // Another loopback proxy in between is trusted too: the client is the first address before it.
  assert.is(await afterExhausting(trusting.url, A, `${A}, 127.0.0.1`), 429);
  assert.is(await afterExhausting(trusting.url, A, `${B}, 127.0.0.1`), 401);

  // Not trusted: the header is ignored, every request is 127.0.0.1's, and B shares A's spent bucket.
  assert.is(await afterExhausting(ignoring.url, A, B), 429, 'X-Forwarded-For does not open another bucket');
});

test('a TRUST_PROXY that names no proxy stops the start with exit 2, naming the variable and the value', async () => {
  const dataDir = join(tmpdir(), `sfc-trust-proxy-never-${process.pid}`);
  const s = spawnMain({
    TRUST_PROXY: 'loopback, 10.0.0.0/33, proxy.example.com',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
  });
  assert.is(await s.exited, 2);
  const lines = s.stderr().trim().split('\n');
  assert.is(lines[0], 'Invalid configuration:');
  assert.equal(lines.slice(1).filter((l) => l.includes('TRUST_PROXY')).length, 2, s.stderr());
  assert.match(s.stderr(), /TRUST_PROXY: "10\.0\.0\.0\/33" must be an IP address, a CIDR range/);
  assert.match(s.stderr(), /TRUST_PROXY: "proxy\.example\.com" must be/);
  assert.not.ok(existsSync(dataDir), 'nothing was written');
});

test.run();
