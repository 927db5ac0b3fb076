// test-store: none (the HTTP adapter around a core with a stand-in handler and negotiator; no store)
// The UCP surface through the server's own HTTP adapter (src/http/app.ts) on a real port, around the operation core
// built from the real contract: the answer is the bare UCP document; request bodies are open (unknown fields reach
// the handler untouched) while a known field of the wrong type is 400 `validation_error` naming it; every refusal
// is UCP's `{code, content}` with the catalogue's status (`UCP_*` codes by their protocol code), except
// capabilities_incompatible, a 200 error response; the UCP-Agent header reaches the core. Each answer is checked
// against the contract on the way back. The checkout handlers themselves come later: a stand-in answers the
// contract's own example checkout, with what it was given beside it (the checkout is an open object).
import { createServer, type Server } from 'node:http';
import pino from 'pino';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../../src/http/app.js';
import { RateLimiter } from '../../src/http/kit/rate-limit.js';
import type { AgentCaller } from '../../src/kernel/caller.js';
import { systemClock } from '../../src/kernel/clock.js';
import { AppError } from '../../src/kernel/errors.js';
import { loadOperationTable } from '../../src/operations/contract.js';
import { createOperationCore } from '../../src/operations/core.js';
import type { AgentRequest } from '../../src/operations/guard.js';
import type { Services } from '../../src/services.js';
import { conformanceLog } from '../harness/conformance.js';
import { loadBundled } from '../harness/contract.js';

const AGENT = 'profile="https://agent.example/profiles/shopper.json"';
const base = '/ucp/test/biz_7sKq2LmN9xYt';
const example = Object.values<{ value: any }>(
  loadBundled('ucp', 'deref').paths['/ucp/{mode}/{business_id}/checkout-sessions'].post.responses['201'].content[
    'application/json'
  ].examples,
)[0].value;

let server: Server;
let url: string;
const asked: AgentRequest[] = [];
const log = conformanceLog();

/** The negotiation's refusals, chosen by the profile URL; any other profile is admitted. */
async function negotiate(req: AgentRequest): Promise<AgentCaller> {
  asked.push(req);
  if (!req.header) throw new AppError('UCP_INVALID_PROFILE_URL', 'UCP-Agent header missing');
  if (req.header.includes('unreachable'))
    throw new AppError('UCP_PROFILE_UNREACHABLE', 'The agent profile answered 404');
  if (req.header.includes('incompatible'))
    throw new AppError('UCP_CAPABILITIES_INCOMPATIBLE', 'No mutual checkout version', {
      data: {
        ucp: { version: '2026-04-08', status: 'error', capabilities: {} },
        messages: [
          {
            type: 'error',
            code: 'capabilities_incompatible',
            content: 'No mutual checkout version',
            severity: 'unrecoverable',
          },
        ],
      },
    });
  const profile_url = /profile="([^"]+)"/.exec(req.header)![1];
  return {
    business_id: req.business_id,
    livemode: req.mode === 'live',
    profile_url,
    version: '2026-04-08',
    capabilities: { 'dev.ucp.shopping.checkout': { version: '2026-04-08' } },
    webhook_url: null,
    legacy: false,
  };
}

test.before(async () => {
  const logger = pino({ level: 'silent' });
  const core = createOperationCore({
    services: { clock: systemClock, logger } as unknown as Services,
    operations: loadOperationTable(),
    handlers: {
      createUcpCheckout: (ctx) => ({
        status: 201,
        data: { ...example, received: ctx.body, agent: ctx.caller.agent?.profile_url, header: ctx.header('ucp-agent') },
      }),
    },
    keys: { peek: () => null, resolve: async () => null },
    resolveCustomer: async () => null,
    negotiateAgent: negotiate,
    logger,
  });
  const app = createApp({ core, logger, limiter: new RateLimiter(Date.now), now: Date.now, production: false });
  server = createServer((req, res) => void app(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
test.after(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function send(path: string, body: unknown, headers: Record<string, string> = { 'ucp-agent': AGENT }) {
  const res = await log.fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as any, headers: res.headers };
}

const line = (quantity: unknown = 1) => ({ item: { id: 'prod_7sKq2LmN9xYt', extra: 'kept' }, quantity });

test('unknown fields anywhere are accepted and reach the handler; the answer is the bare checkout', async () => {
  const body = {
    id: 'chk_from_the_agent',
    line_items: [line()],
    buyer: { email: 'ama@example.com', fullName: 'Ama Mensah' },
    platform: { name: 'agent' },
    risk_signals: {},
  };
  const r = await send(`${base}/checkout-sessions`, body);
  assert.is(r.status, 201, JSON.stringify(r.json));
  assert.is(r.json.id, example.id, 'no envelope: the checkout is the body');
  assert.not.ok('success' in r.json || 'data' in r.json);
  assert.equal(r.json.received, body);
  // The UCP-Agent header reached the core: the negotiation was asked with it, and the handler sees the agent.
  assert.is(asked.at(-1)!.header, AGENT);
  assert.equal([asked.at(-1)!.business_id, asked.at(-1)!.mode], ['biz_7sKq2LmN9xYt', 'test']);
  assert.is(r.json.agent, 'https://agent.example/profiles/shopper.json');
  assert.is(r.json.header, AGENT);
});

test('a known field of the wrong type, or a required one missing, is 400 validation_error naming it', async () => {
  const cases: [unknown, string][] = [
    [{ line_items: [line('two')] }, 'body.line_items.0.quantity: must be integer'],
    [{ line_items: [line(0)] }, 'body.line_items.0.quantity: must be >= 1'],
    [{ line_items: [line()], buyer: { email: 42 } }, 'body.buyer.email: must be string'],
    [{ line_items: [line()], discounts: { codes: '10OFF' } }, 'body.discounts.codes: must be array'],
    [{ buyer: {} }, 'body.line_items: is required'],
  ];
  for (const [body, content] of cases) {
    const r = await send(`${base}/checkout-sessions`, body);
    assert.is(r.status, 400, JSON.stringify(r.json));
    assert.equal(r.json, { code: 'validation_error', content });
  }
});

test('refusals are {code, content} with their statuses; capabilities_incompatible is a 200 error response', async () => {
  const missing = await send(`${base}/checkout-sessions`, { line_items: [line()] }, {});
  assert.equal(
    [missing.status, missing.json],
    [400, { code: 'invalid_profile_url', content: 'UCP-Agent header missing' }],
  );
  const unreachable = await send(
    `${base}/checkout-sessions`,
    { line_items: [line()] },
    {
      'ucp-agent': 'profile="https://unreachable.example/p.json"',
    },
  );
  assert.equal(
    [unreachable.status, unreachable.json],
    [424, { code: 'profile_unreachable', content: 'The agent profile answered 404' }],
  );
  const incompatible = await send(
    `${base}/checkout-sessions`,
    { line_items: [line()] },
    {
      'ucp-agent': 'profile="https://incompatible.example/p.json"',
    },
  );
  assert.is(incompatible.status, 200);
  assert.equal(incompatible.json.ucp, { version: '2026-04-08', status: 'error', capabilities: {} });
  assert.is(incompatible.json.messages[0].code, 'capabilities_incompatible');

  const notJson = await send(`${base}/checkout-sessions`, '{"line_items": [');
  assert.equal(
    [notJson.status, notJson.json],
    [400, { code: 'bad_request', content: 'Request body is not valid JSON' }],
  );
  const nowhere = await log.fetch(`${url}${base}/nothing-here`);
  assert.equal(
    [nowhere.status, await nowhere.json()],
    [404, { code: 'not_found', content: `No route for GET ${base}/nothing-here` }],
  );
  const wrongMethod = await log.fetch(`${url}${base}/checkout-sessions`);
  assert.is(wrongMethod.status, 405);
  assert.is(wrongMethod.headers.get('allow'), 'POST');
  assert.equal(await wrongMethod.json(), {
    code: 'method_not_allowed',
    content: 'Method not allowed; this path accepts POST',
  });
});

test('every answer conforms to the contract', () => {
  assert.ok(log.checked() >= 10, `only ${log.checked()} answers checked`);
  // The 405 and the unknown path are outside every operation: the checker reports their paths, nothing else.
  const problems = log
    .responseViolations()
    .filter((v) => !(v.status === 404 || v.status === 405))
    .map((v) => `${v.status} ${v.url}: ${JSON.stringify(v.violations)}`);
  assert.equal(problems, []);
});

test.run();
