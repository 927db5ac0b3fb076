// Runs MongoDB's own specification tests (the unified test format of github.com/mongodb/specifications: CRUD,
// transactions, convenient transactions, index and collection management) through the official driver against
// the embedded server, started in this process on a temporary data directory, or against any server by --uri.
// The tests are not part of this repository: point --specs (or MONGO_SPECS_DIR) at a checkout.
//
//   npm run spec-tests -- --specs /tmp/specifications [--suite crud] [--file insertOne] [--test "some words"]
//                         [--report] [--verbose] [--strict] [--no-test-commands] [--server-module path/to/index.ts]
//                         [--uri mongodb://...]
//
// A test this runner cannot run (an operation, entity or assertion it does not implement, a topology or version
// the server is not, fail points the server lacks) is skipped and counted by reason; a test the server answers
// differently fails. Exit status 1 when any test fails, unless --report.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { MongoClient } from 'mongodb';
import { describeError } from './lib/spec-tests/errors.js';
import { loadSuite, SUITES } from './lib/spec-tests/load.js';
import { Report } from './lib/spec-tests/report.js';
import { unmet, type ServerInfo } from './lib/spec-tests/requirements.js';
import { runTest, terminateTransactions, type Outcome, type RunnerEnv } from './lib/spec-tests/run-test.js';
import type { TestFile } from './lib/spec-tests/types.js';

const { values } = parseArgs({
  options: {
    specs: { type: 'string', default: process.env.MONGO_SPECS_DIR },
    'server-module': { type: 'string', default: new URL('../src/store/embedded/index.ts', import.meta.url).pathname },
    uri: { type: 'string' },
    suite: { type: 'string', multiple: true },
    file: { type: 'string' },
    test: { type: 'string' },
    report: { type: 'boolean', default: false },
    verbose: { type: 'boolean', short: 'v', default: false },
    'no-test-commands': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    'timeout-ms': { type: 'string', default: '60000' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help || !values.specs) {
  console.log(
    'usage: npm run spec-tests -- --specs <checkout of mongodb/specifications> [--suite name]... [--file words] [--test words]',
  );
  console.log(
    '         [--report] [--verbose] [--strict] [--no-test-commands] [--server-module <embedded index.ts>] [--uri <mongodb uri>]',
  );
  console.log(`suites: ${SUITES.map((s) => s.name).join(', ')}`);
  process.exit(values.help ? 0 : 2);
}
const unknownSuite = (values.suite ?? []).find((n) => !SUITES.some((s) => s.name === n));
if (unknownSuite) {
  console.error(`unknown suite ${unknownSuite} (suites: ${SUITES.map((s) => s.name).join(', ')})`);
  process.exit(2);
}

interface Server {
  uri: string;
  close(): Promise<void>;
}

/** The embedded server of `--server-module` (this checkout's by default), with test commands unless told not. */
async function startServer(): Promise<Server> {
  if (values.uri) return { uri: values.uri, close: async () => undefined };
  const mod = (await import(pathToFileURL(resolve(values['server-module']!)).href)) as {
    startEmbeddedMongo(opts: Record<string, unknown>): Promise<{ uri: string; close(): Promise<void> }>;
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'spec-tests-'));
  const srv = await mod.startEmbeddedMongo({
    dataDir,
    port: 0,
    fsync: 'never',
    enableTestCommands: !values['no-test-commands'],
    strict: values.strict,
  });
  return {
    uri: srv.uri,
    close: async () => {
      try {
        await srv.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

async function serverInfo(
  internal: MongoClient,
  uri: string,
): Promise<{ info: ServerInfo; hello: Record<string, unknown> }> {
  const admin = internal.db('admin');
  const build = await admin.command({ buildInfo: 1 });
  const hello = await admin.command({ hello: 1 });
  const topology =
    hello.msg === 'isdbgrid' ? 'sharded' : hello.serviceId ? 'load-balanced' : hello.setName ? 'replicaset' : 'single';
  const version = (build.versionArray as number[]).slice(0, 3);
  const auth = new URL(uri).username !== '';
  return { info: { version, topology, auth, serverless: process.env.SERVERLESS === '1', csfle: false }, hello };
}

/** Client entities see the deployment as the driver would discover it: a replica set member through its set name. */
function entityUri(uri: string, hello: Record<string, unknown>): string {
  const url = new URL(uri);
  if (hello.setName && url.searchParams.get('directConnection') === 'true') {
    url.searchParams.delete('directConnection');
    url.searchParams.set('replicaSet', String(hello.setName));
  }
  return url.toString();
}

/** Why fail points are unavailable (the skip reason of every test that uses one), or null. */
async function failPointsMissing(internal: MongoClient): Promise<string | null> {
  try {
    await internal.db('admin').command({ configureFailPoint: 'failCommand', mode: 'off' });
    return null;
  } catch (err) {
    const e = err as { codeName?: string; code?: number };
    return `uses fail points: the server refuses configureFailPoint (${e.codeName ?? e.code ?? describeError(err)})`;
  }
}

async function supportsKillAllSessions(internal: MongoClient): Promise<boolean> {
  try {
    await terminateTransactions(internal);
    return true;
  } catch {
    return false;
  }
}

function specsCommit(dir: string): string {
  try {
    return execFileSync('git', ['-C', dir, 'log', '-1', '--format=%h %cs'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown commit';
  }
}

function selected(file: TestFile): boolean {
  return !values.file || file.path.toLowerCase().includes(values.file.toLowerCase());
}

async function runFile(file: TestFile, env: RunnerEnv, report: Report): Promise<void> {
  const major = Number(String(file.schemaVersion).split('.')[0]);
  const fileSkip = unmet(file.runOnRequirements, env.server);
  for (const test of file.tests) {
    if (values.test && !test.description.toLowerCase().includes(values.test.toLowerCase())) continue;
    let outcome: Outcome;
    if (major !== 1)
      outcome = { status: 'failed', difference: `schemaVersion ${file.schemaVersion} not supported by the runner` };
    else if (fileSkip) outcome = { status: 'skipped', reason: fileSkip };
    else outcome = await runTest(file, test, env);
    report.add(file.suite, file.path, test.description, outcome);
    if (values.verbose)
      console.log(
        `${outcome.status.padEnd(7)} ${file.path} — ${test.description}${outcome.status === 'failed' ? `\n        ${outcome.difference}` : outcome.status === 'skipped' ? ` (${outcome.reason})` : ''}`,
      );
  }
}

async function main(): Promise<number> {
  const specs = resolve(values.specs!);
  const suites = SUITES.filter((s) => !values.suite || values.suite.includes(s.name));
  const files = suites.flatMap((s) => loadSuite(specs, s)).filter(selected);
  const server = await startServer();
  const internal = new MongoClient(server.uri, { serverSelectionTimeoutMS: 10_000 });
  const report = new Report();
  try {
    await internal.connect();
    const { info, hello } = await serverInfo(internal, server.uri);
    const caps = {
      failPointsMissing: await failPointsMissing(internal),
      killAllSessions: await supportsKillAllSessions(internal),
    };
    console.log(
      `server: ${values.uri ? server.uri : values['server-module']} — MongoDB ${info.version.join('.')}, ${info.topology}; fail points ${caps.failPointsMissing ? 'no' : 'yes'}; open transactions ended by ${caps.killAllSessions ? 'killAllSessions' : 'endSessions of the lsids each test used'}`,
    );
    console.log(`specifications: ${specs} (${specsCommit(specs)}); ${files.length} files`);
    const env: RunnerEnv = {
      internal,
      baseUri: entityUri(server.uri, hello),
      server: info,
      caps,
      timeoutMs: Number(values['timeout-ms']),
    };
    for (const file of files) await runFile(file, env, report);
  } finally {
    await internal.close();
    await server.close();
  }
  report.print((line) => console.log(line));
  return report.totals().failed > 0 && !values.report ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`spec tests could not run: ${describeError(err)}`);
    process.exit(2);
  },
);
