// `npm run bench:mcp`: what the agent endpoint costs over REST (issue 18). The same read operation under the same
// load (autocannon, same connections and duration), called two ways:
//   REST  GET /v1/businesses/{business_id}/projects (or …/whoami) with the business key as bearer;
//   MCP   POST /mcp `tools/call` of platform_list_projects (or platform_whoami), each request a new JSON-RPC id, in
//         both eras of the endpoint: 2025-11-25 in one initialized session, and 2026-07-28 stateless (the protocol
//         version and client capabilities in each request's `_meta`, Mcp-Method and Mcp-Name headers).
// Prints req/s, p50 and p99 of each (its median round), the server's CPU time per request, and MCP against REST.
// Goal: MCP overhead under 2× REST, that is MCP's p99 under twice REST's and its throughput over half of REST's.
// The server's CPU per request is printed beside them because the load generator shares the machine: building a
// POST with a fresh JSON-RPC id costs autocannon itself about twice what a GET does, CPU the server then lacks.
//
//   npm run bench:mcp -- [--duration 8] [--connections 16] [--rounds 3] [--tool platform_list_projects|platform_whoami]
//                        [--projects 20]
//
// The server runs in a child process (this script with --serve) on a fresh embedded store in a temporary DATA_DIR:
// rate limits off (one key drives all the load), logging silent, real clock, the job worker off. The child creates
// a business and a business key holding every scope; this side creates `--projects` projects over REST, checks that
// each tool answers exactly the data its REST operation answers, then measures. Rounds alternate REST and MCP, so
// a burst of other load on a shared machine skews one round of each rather than the whole of one. Exit code 1 when
// any response was not a success (non-2xx, a JSON-RPC error, a tool result with isError).
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
// autocannon ships no types; the slice used here is typed below.
import autocannonModule from 'autocannon';
import { startBenchServer } from './lib/bench-server.js';
import { freePort } from './lib/free-port.js';

interface CannonRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  onResponse?: (status: number, body: string) => void;
}
interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
/** A run, with the server process's CPU time per request served in it (the load generator's own is not in it). */
type Measured = CannonResult & { cpuPerRequest: number };
const autocannon = autocannonModule as unknown as (opts: {
  url: string;
  connections: number;
  duration: number;
  idReplacement?: boolean;
  requests: CannonRequest[];
}) => Promise<CannonResult>;

const { values: opts } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
    tool: { type: 'string' },
    projects: { type: 'string', default: '20' },
  },
  strict: true,
});

const PROTOCOL_VERSION = '2025-11-25';
/** Each tool and the REST path of the same operation (under /v1/businesses/{business_id}). */
const OPERATIONS = {
  platform_list_projects: '/projects',
  platform_whoami: '/whoami',
} as const;
type Tool = keyof typeof OPERATIONS;

interface Ready {
  url: string;
  key: string;
  businessId: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The server side (child process).

async function serve(): Promise<void> {
  const { createBusiness } = await import('../src/flows/create-business.js');
  const { issueApiKey } = await import('../src/modules/keys/api-keys.js');
  const { ALL_SCOPES } = await import('../src/modules/business/model.js');

  const { server } = await startBenchServer('mcp', { PORT: String(await freePort()) });
  const { db, store, clock } = server.services;
  const { business } = await createBusiness(
    { client: store.client, db, now: () => clock.now() },
    { name: 'Bench MCP', timezone: 'Africa/Accra' },
  );
  const { key } = await issueApiKey(db, {
    kind: 'business',
    livemode: true,
    business_id: business._id,
    scopes: [...ALL_SCOPES],
    name: 'bench:mcp',
    now: clock.now(),
  });
  const ready: Ready = { url: server.url, key, businessId: business._id };
  // The server process's CPU time (all its threads: the event loop, the embedded store's worker, GC) on request.
  process.on('message', (m: { op?: string }) => {
    if (m.op === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ cpu: user + system });
    }
  });
  process.send!({ ready });
}

// ---------------------------------------------------------------------------------------------------------------
// The load side.

async function startChild(): Promise<{ ready: Ready; cpuMicros(): Promise<number>; stop(): Promise<void> }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m: { ready: Ready }) => resolve(m.ready));
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  return {
    ready,
    cpuMicros: () =>
      new Promise<number>((resolve) => {
        child.once('message', (m: { cpu: number }) => resolve(m.cpu));
        child.send({ op: 'cpu' });
      }),
    async stop() {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}

/** One JSON-RPC message to /mcp; the answer's message (from JSON, or the first `data:` of an SSE answer) and headers. */
async function rpc(
  url: string,
  headers: Record<string, string>,
  message: unknown,
): Promise<{ status: number; headers: Headers; body: any }> {
  const res = await fetch(`${url}/mcp`, { method: 'POST', headers, body: JSON.stringify(message) });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('text/event-stream') ? /^data: ?(.*)$/m.exec(text)?.[1] : text;
  return { status: res.status, headers: res.headers, body: json ? JSON.parse(json) : null };
}

/** Initializes an MCP session for `key`; the headers every later request of the session carries. */
async function openSession(url: string, key: string): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${key}`,
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
  };
  const init = await rpc(url, headers, {
    jsonrpc: '2.0',
    id: 0,
    method: 'initialize',
    params: {
      protocolVersion: PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: 'bench-mcp', version: '1.0.0' },
    },
  });
  const sessionId = init.headers.get('mcp-session-id');
  if (init.status !== 200 || !sessionId) throw new Error(`initialize: ${init.status} ${JSON.stringify(init.body)}`);
  const session = { ...headers, 'mcp-session-id': sessionId, 'mcp-protocol-version': PROTOCOL_VERSION };
  const res = await fetch(`${url}/mcp`, {
    method: 'POST',
    headers: session,
    body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
  });
  if (res.status !== 202) throw new Error(`notifications/initialized: ${res.status} ${await res.text()}`);
  return session;
}

const MODERN = '2026-07-28';

/** A tools/call; the 2026-07-28 one carries that revision's per-request `_meta`. */
const toolCall = (tool: Tool, id: unknown, modern = false) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: {
    name: tool,
    arguments: {},
    ...(modern && {
      _meta: {
        'io.modelcontextprotocol/protocolVersion': MODERN,
        'io.modelcontextprotocol/clientCapabilities': {},
        'io.modelcontextprotocol/clientInfo': { name: 'bench-mcp', version: '1.0.0' },
      },
    }),
  },
});

/** The headers of a 2026-07-28 tools/call (no session: the key, the revision, the method and the tool's name). */
const modernHeaders = (key: string, tool: Tool) => ({
  authorization: `Bearer ${key}`,
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': MODERN,
  'mcp-method': 'tools/call',
  'mcp-name': tool,
});

/** A tools/call answer that is no success: a JSON-RPC error, or a tool result with isError. */
const failedCall = (body: string) => body.includes('"error":{') || body.includes('"isError":true');

async function main(): Promise<void> {
  const duration = Number(opts.duration);
  const connections = Number(opts.connections);
  const rounds = Math.max(1, Number(opts.rounds));
  if (opts.tool && !(opts.tool in OPERATIONS)) throw new Error(`--tool: one of ${Object.keys(OPERATIONS).join(', ')}`);
  const tools = (opts.tool ? [opts.tool] : Object.keys(OPERATIONS)) as Tool[];

  const server = await startChild();
  try {
    const { url, key, businessId } = server.ready;
    const restBase = `${url}/v1/businesses/${businessId}`;
    const restHeaders = { authorization: `Bearer ${key}` };
    for (let i = 0; i < Number(opts.projects); i++) {
      const res = await fetch(`${restBase}/projects`, {
        method: 'POST',
        headers: { ...restHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Bench site ${i + 1}` }),
      });
      if (res.status !== 201) throw new Error(`POST /projects: ${res.status} ${await res.text()}`);
    }
    const session = await openSession(url, key);

    // Both ways must do the same work: the tool's structuredContent is the REST answer's data.
    for (const tool of tools) {
      const rest = (await (await fetch(restBase + OPERATIONS[tool], { headers: restHeaders })).json()) as {
        data: unknown;
      };
      for (const modern of [false, true]) {
        const mcp = await rpc(url, modern ? modernHeaders(key, tool) : session, toolCall(tool, 1, modern));
        if (mcp.status !== 200 || mcp.body?.error || mcp.body?.result?.isError)
          throw new Error(`${tool}: ${mcp.status} ${JSON.stringify(mcp.body)}`);
        if (!isDeepStrictEqual(mcp.body.result.structuredContent, rest.data)) {
          throw new Error(
            `${tool} answers other data than GET ${OPERATIONS[tool]}:\n${JSON.stringify(mcp.body.result.structuredContent)}\n${JSON.stringify(rest.data)}`,
          );
        }
      }
    }

    const loadBefore = loadavg()[0].toFixed(2);
    const rows: string[] = [];
    const verdicts: string[] = [];
    let failures = 0;
    for (const tool of tools) {
      let failedCalls = 0;
      const ways = {
        REST: {
          url: restBase + OPERATIONS[tool],
          request: { method: 'GET', headers: restHeaders } as CannonRequest,
          idReplacement: false,
        },
        [`MCP ${PROTOCOL_VERSION}`]: mcpWay(session, false),
        [`MCP ${MODERN}`]: mcpWay(modernHeaders(key, tool), true),
      };
      function mcpWay(headers: Record<string, string>, modern: boolean) {
        const request: CannonRequest = {
          method: 'POST',
          headers,
          // autocannon puts a new id in place of `[<id>]` in every request.
          body: JSON.stringify(toolCall(tool, '[<id>]', modern)),
          onResponse: (status: number, body: string) => {
            if (status === 200 && failedCall(body)) failedCalls++;
          },
        };
        return { url: `${url}/mcp`, request, idReplacement: true };
      }
      const runs: Record<string, Measured[]> = Object.fromEntries(Object.keys(ways).map((w) => [w, []]));
      for (let round = 0; round < rounds; round++) {
        for (const [way, w] of Object.entries(ways)) {
          // A short warm-up in the first round, so JIT and caches are in the same state for both.
          if (round === 0)
            await autocannon({
              url: w.url,
              connections,
              duration: 1,
              idReplacement: w.idReplacement,
              requests: [w.request],
            });
          const before = await server.cpuMicros();
          const result = await autocannon({
            url: w.url,
            connections,
            duration,
            idReplacement: w.idReplacement,
            requests: [w.request],
          });
          const served = result.requests.average * duration;
          runs[way].push({ ...result, cpuPerRequest: ((await server.cpuMicros()) - before) / served });
        }
      }
      const median: Record<string, Measured> = {};
      for (const [way, results] of Object.entries(runs)) {
        const sorted = [...results].sort((a, b) => a.requests.average - b.requests.average);
        median[way] = sorted[Math.floor((sorted.length - 1) / 2)];
        const errors =
          results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0) +
          (way === `MCP ${MODERN}` ? failedCalls : 0);
        failures += errors;
        const operation = way === 'REST' ? `GET …${OPERATIONS[tool]}` : `tools/call ${tool}`;
        const each = results.map((r) => Math.round(r.requests.average)).join(' / ');
        rows.push(
          `| ${operation} | ${way} | ${Math.round(median[way].requests.average)} | ${median[way].latency.p50} | ${median[way].latency.p99} | ${Math.round(median[way].cpuPerRequest)} | ${errors} | ${each} |`,
        );
      }
      for (const era of [PROTOCOL_VERSION, MODERN]) {
        const mcp = median[`MCP ${era}`];
        const throughput = median.REST.requests.average / mcp.requests.average;
        const p99 = mcp.latency.p99 / median.REST.latency.p99;
        const cpu = mcp.cpuPerRequest / median.REST.cpuPerRequest;
        const met = throughput < 2 && p99 < 2 && cpu < 2 ? 'met' : 'NOT met';
        verdicts.push(
          `${tool}, MCP ${era}: REST serves ${throughput.toFixed(2)}× MCP's req/s; MCP's p99 is ${p99.toFixed(2)}× REST's; ` +
            `the server spends ${cpu.toFixed(2)}× REST's CPU on an MCP call (goal under 2× each: ${met})`,
        );
      }
    }

    console.log(
      `\nautocannon, ${connections} connections, ${duration} s per run, ${rounds} round(s), ${opts.projects} projects, Node ${process.version}; ` +
        `1-min load average ${loadBefore} before, ${loadavg()[0].toFixed(2)} after\n`,
    );
    console.log(
      '| operation | over | req/s (median round) | p50 ms | p99 ms | server CPU µs/request | failures | req/s per round |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---|');
    console.log(rows.join('\n'));
    console.log('');
    for (const v of verdicts) console.log(v);
    if (failures > 0) {
      console.log(`\n${failures} response(s) were not a success`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

if (opts.serve) await serve();
else await main();
