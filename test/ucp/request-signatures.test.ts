// Agents' RFC 9421 request signatures on the UCP REST surface, over real HTTP: an agent whose profile (served by a
// loopback host) publishes its signing keys signs checkout creates with the kernel's signer. Covered: a correct
// signature is accepted; a body changed after signing is digest_mismatch (400); a header changed is
// signature_invalid (401), as is a signature leaving out a component UCP requires or dated too long ago; an unknown
// kid is key_not_found (401) until the profile lists the key and the early-refetch window (60 s on the service's
// clock) has passed; a P-521 or RSA key is algorithm_unsupported (400); a business's `require_signatures` refuses
// unsigned requests (401 signature_missing), REST and MCP, and without it unsigned requests are taken. Over MCP a
// tool call is checked with the POST that carries it: signed, it passes; its arguments changed after signing, or
// signed with a key the profile does not list, it is refused as on REST.
import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  contentDigest,
  type EcPrivateJwk,
  generateSigningKey,
  type PublishedJwk,
  signHttpMessage,
} from '../../src/kernel/http-signatures.js';
import { updateBusinessSettings } from '../../src/modules/business/index.js';
import { startHarness, type Harness, type TestBusiness } from '../harness/harness.js';
import { agentProfile, startProfileServer, type ProfileServer } from './profile-server.js';
import { ALL_CHECKOUT, line } from './support/agent.js';
import { seedFlowerShop } from './support/flower-shop.js';
import { endpointOf, meta, rawRpc } from './support/mcp-agent.js';

let h: Harness;
let host: ProfileServer;
let biz: TestBusiness;
let base: string;

const key1 = generateSigningKey('agent-key-1');
const key2 = generateSigningKey('agent-key-2');

test.before(async () => {
  h = await startHarness({ env: { RATE_LIMITS: 'off' } });
  host = await startProfileServer();
  biz = await h.business('UCP signed flowers');
  await seedFlowerShop(h.db, biz.tenant, h.clock.now());
  base = `${h.url}/ucp/test/${biz.tenant.business_id}`;
});
test.after(async () => {
  await host?.close();
  await h?.close();
});

/** A new agent profile path publishing `keys`; its UCP-Agent header value. */
function agentWith(keys: object[], path = `/agents/${randomUUID()}.json`): { path: string; header: string } {
  host.set(path, {
    body: { ...agentProfile(ALL_CHECKOUT), signing_keys: keys },
    headers: { 'cache-control': 'max-age=3600' },
  });
  return { path, header: `profile="${host.origin}${path}"` };
}

const nowSeconds = () => Math.floor(h.clock.now().getTime() / 1000);
const CREATE_COMPONENTS = [
  '@method',
  '@authority',
  '@path',
  'ucp-agent',
  'idempotency-key',
  'content-digest',
  'content-type',
];

interface Signed {
  body: string;
  headers: Record<string, string>;
}

/** A create request for `agent`, signed with `privateJwk` under `keyid` over `components`. */
function signedCreate(
  agent: string,
  privateJwk: EcPrivateJwk,
  opts: { keyid?: string; components?: string[]; created?: number } = {},
): Signed {
  const body = JSON.stringify({ line_items: [line('bouquet_roses')], buyer: { email: 'signed@example.com' } });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'ucp-agent': agent,
    'idempotency-key': randomUUID(),
    'content-digest': contentDigest(body),
  };
  const signature = signHttpMessage(
    { method: 'POST', url: `${base}/checkout-sessions`, headers },
    {
      components: opts.components ?? CREATE_COMPONENTS,
      params: { keyid: opts.keyid ?? privateJwk.kid, created: opts.created ?? nowSeconds() },
      privateJwk,
    },
  );
  return { body, headers: { ...headers, ...signature } };
}

async function create(req: Signed): Promise<{ status: number; json: any }> {
  const res = await h.fetch(`${base}/checkout-sessions`, { method: 'POST', headers: req.headers, body: req.body });
  return { status: res.status, json: await res.json() };
}

function refused(r: { status: number; json: any }, status: number, code: string): string {
  assert.is(r.status, status, JSON.stringify(r.json));
  assert.is(r.json.code, code);
  assert.type(r.json.content, 'string');
  return r.json.content;
}

test('a correctly signed create is accepted; so is an unsigned one while signatures are not required', async () => {
  const agent = agentWith([key1.publicJwk]);
  const r = await create(signedCreate(agent.header, key1.privateJwk));
  assert.is(r.status, 201, JSON.stringify(r.json));
  assert.match(r.json.id, /^chk_/);
  const { signature: _s, 'signature-input': _i, ...unsigned } = signedCreate(agent.header, key1.privateJwk).headers;
  const plain = await create({ body: JSON.stringify({ line_items: [line('bouquet_roses')] }), headers: unsigned });
  // The Content-Digest is still checked when sent alone: it was made for another body.
  refused(plain, 400, 'digest_mismatch');
  const { 'content-digest': _d, ...bare } = unsigned;
  const ok = await create({ body: JSON.stringify({ line_items: [line('bouquet_roses')] }), headers: bare });
  assert.is(ok.status, 201);
});

test('a body changed after signing is digest_mismatch (400)', async () => {
  const agent = agentWith([key1.publicJwk]);
  const req = signedCreate(agent.header, key1.privateJwk);
  const r = await create({ ...req, body: req.body.replace('signed@example.com', 'thief@example.com') });
  assert.match(refused(r, 400, 'digest_mismatch'), 'Content-Digest');
});

test('a signed header changed, a required component left out or a stale created: signature_invalid (401)', async () => {
  const agent = agentWith([key1.publicJwk]);
  const req = signedCreate(agent.header, key1.privateJwk);
  const changed = await create({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } });
  assert.match(refused(changed, 401, 'signature_invalid'), 'kid=agent-key-1');
  const partial = signedCreate(agent.header, key1.privateJwk, {
    components: CREATE_COMPONENTS.filter((c) => c !== 'idempotency-key'),
  });
  assert.match(refused(await create(partial), 401, 'signature_invalid'), 'idempotency-key');
  const stale = signedCreate(agent.header, key1.privateJwk, { created: nowSeconds() - 301 });
  assert.match(refused(await create(stale), 401, 'signature_invalid'), 'created');
  const ahead = signedCreate(agent.header, key1.privateJwk, { created: nowSeconds() + 400 });
  refused(await create(ahead), 401, 'signature_invalid');
  const recent = signedCreate(agent.header, key1.privateJwk, { created: nowSeconds() - 200 });
  assert.is((await create(recent)).status, 201);
});

test('an unknown kid is key_not_found until the profile lists it and the 60-s refetch window has passed', async () => {
  const agent = agentWith([key1.publicJwk]);
  assert.is((await create(signedCreate(agent.header, key1.privateJwk))).status, 201);
  assert.is(host.hits(agent.path), 1);
  // The first unknown kid fetches the profile again at once (the agent may have rotated): still not there.
  assert.match(refused(await create(signedCreate(agent.header, key2.privateJwk)), 401, 'key_not_found'), 'agent-key-2');
  assert.is(host.hits(agent.path), 2);
  agentWith([key1.publicJwk, key2.publicJwk], agent.path);
  // Within 60 s of that refetch the cached profile answers: no new fetch.
  refused(await create(signedCreate(agent.header, key2.privateJwk)), 401, 'key_not_found');
  assert.is(host.hits(agent.path), 2);
  h.clock.advance(60_000);
  const r = await create(signedCreate(agent.header, key2.privateJwk));
  assert.is(r.status, 201, JSON.stringify(r.json));
  assert.is(host.hits(agent.path), 3);
});

test('a key on a curve or of a type not verified here is algorithm_unsupported (400)', async () => {
  const p521: PublishedJwk | object = { kid: 'agent-p521', kty: 'EC', crv: 'P-521', x: 'AA', y: 'AA', alg: 'ES512' };
  const rsa = { kid: 'agent-rsa', kty: 'RSA', n: 'AQAB', e: 'AQAB', alg: 'RS256' };
  const agent = agentWith([key1.publicJwk, p521, rsa]);
  for (const keyid of ['agent-p521', 'agent-rsa']) {
    const r = await create(signedCreate(agent.header, key1.privateJwk, { keyid }));
    refused(r, 400, 'algorithm_unsupported');
  }
});

// Set through the business area (the platform API and CLI are tested with the other settings).
async function requireSignatures(on: boolean): Promise<void> {
  const s = await updateBusinessSettings(
    h.db,
    biz.tenant.business_id,
    { ucp: { require_signatures: on } },
    h.clock.now(),
    false,
  );
  assert.is(s.ucp.require_signatures, on);
}

test('require_signatures on: an unsigned request is 401 signature_missing (REST and MCP); off: accepted', async () => {
  const agent = agentWith([key1.publicJwk]);
  const unsigned = () => {
    const body = JSON.stringify({ line_items: [line('bouquet_roses')] });
    return create({ body, headers: { 'content-type': 'application/json', 'ucp-agent': agent.header } });
  };
  await requireSignatures(true);
  try {
    refused(await unsigned(), 401, 'signature_missing');
    assert.is((await create(signedCreate(agent.header, key1.privateJwk))).status, 201);
    const tool = { name: 'get_order', arguments: { id: 'ord_none', meta: meta(`${host.origin}${agent.path}`) } };
    const mcp = await rawRpc(endpointOf(h.url, biz.tenant.business_id), 'tools/call', tool, { modern: true });
    assert.is(mcp.status, 401, JSON.stringify(mcp.json));
    assert.is(mcp.json.error.code, -32000);
    assert.is(mcp.json.error.data.code, 'signature_missing');
  } finally {
    await requireSignatures(false);
  }
  assert.is((await unsigned()).status, 201);
});

test('MCP: a tool call is checked with the POST that carries it; signed, it passes require_signatures', async () => {
  const agent = agentWith([key1.publicJwk]);
  const endpoint = endpointOf(h.url, biz.tenant.business_id);
  const profile = `${host.origin}${agent.path}`;
  const call = (id: number, lines = 1) =>
    JSON.stringify({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: {
        name: 'create_checkout',
        arguments: { checkout: { line_items: [line('bouquet_roses', lines)] }, meta: meta(profile, randomUUID()) },
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientCapabilities': {},
          'io.modelcontextprotocol/clientInfo': { name: 'signed-agent', version: '0.0.1' },
        },
      },
    });
  const signedPost = (body: string) => {
    const headers: Record<string, string> = {
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': 'tools/call',
      'mcp-name': 'create_checkout',
      'ucp-agent': agent.header,
      'content-digest': contentDigest(body),
    };
    const signature = signHttpMessage(
      { method: 'POST', url: endpoint, headers },
      {
        components: ['@method', '@authority', '@path', 'ucp-agent', 'content-digest', 'content-type'],
        params: { keyid: key1.privateJwk.kid, created: nowSeconds() },
        privateJwk: key1.privateJwk,
      },
    );
    return { ...headers, ...signature };
  };
  const post = async (headers: Record<string, string>, body: string) => {
    const res = await fetch(endpoint, { method: 'POST', headers, body });
    return { status: res.status, json: (await res.json()) as any };
  };
  await requireSignatures(true);
  try {
    const body = call(1);
    const ok = await post(signedPost(body), body);
    assert.is(ok.status, 200, JSON.stringify(ok.json));
    assert.match(ok.json.result.structuredContent.id, /^chk_/);
    // The call's arguments changed after signing: its digest no longer matches (400 digest_mismatch).
    const changed = await post(signedPost(call(2)), call(2, 5));
    assert.is(changed.status, 400, JSON.stringify(changed.json));
    assert.is(changed.json.error.data.code, 'digest_mismatch');
    // Signed by a key the profile does not list: key_not_found (401).
    const other = signedPost(call(3));
    const forged = signHttpMessage(
      { method: 'POST', url: endpoint, headers: other },
      {
        components: ['@method', '@authority', '@path', 'ucp-agent', 'content-digest', 'content-type'],
        params: { keyid: key2.privateJwk.kid, created: nowSeconds() },
        privateJwk: key2.privateJwk,
      },
    );
    const refusedCall = await post({ ...other, ...forged }, call(3));
    assert.is(refusedCall.status, 401, JSON.stringify(refusedCall.json));
    assert.is(refusedCall.json.error.data.code, 'key_not_found');
  } finally {
    await requireSignatures(false);
  }
});

test('every answer conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
