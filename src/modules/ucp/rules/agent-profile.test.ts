import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { agentWebhookUrl, readAgentProfile } from './agent-profile.js';

const V = '2026-04-08';
const spec = (s: string) => `https://ucp.dev/${V}/specification/${s}`;
const schema = (s: string) => `https://ucp.dev/${V}/schemas/shopping/${s}.json`;

/** A complete 2026-04-08 platform profile (our own example). */
function currentProfile(webhook = 'https://agent.example/ucp/orders'): any {
  return {
    ucp: {
      version: V,
      services: {
        'dev.ucp.shopping': [
          {
            version: V,
            spec: spec('overview'),
            transport: 'rest',
            schema: `https://ucp.dev/${V}/services/shopping/rest.openapi.json`,
          },
        ],
      },
      capabilities: {
        'dev.ucp.shopping.checkout': [{ version: V, spec: spec('checkout'), schema: schema('checkout') }],
        'dev.ucp.shopping.fulfillment': [
          {
            version: V,
            spec: spec('fulfillment'),
            schema: schema('fulfillment'),
            extends: 'dev.ucp.shopping.checkout',
          },
        ],
        'dev.ucp.shopping.order': [
          { version: V, spec: spec('order'), schema: schema('order'), config: { webhook_url: webhook } },
        ],
      },
      payment_handlers: {},
    },
    signing_keys: [{ kid: 'k1', kty: 'EC', crv: 'P-256', x: 'AA', y: 'BB', use: 'sig', alg: 'ES256' }],
    anything_else: 'ignored',
  };
}

/** The shape of the official 2026-01-11 suite's agent profile (written here from its field names). */
const legacyProfile = {
  ucp: {
    version: '2026-01-11',
    capabilities: [
      {
        name: 'dev.ucp.shopping.order',
        version: '2026-01-11',
        spec: 'https://ucp.dev/specs/shopping/order',
        schema: 'https://ucp.dev/schemas/shopping/order.json',
        config: { webhook_url: 'http://localhost:9999/hooks/order' },
      },
    ],
  },
};

const problemOf = (doc: unknown) => {
  const r = readAgentProfile(doc);
  return r.ok ? 'ok' : `${r.failure}: ${r.problem}`;
};

test('a 2026-04-08 platform profile is read', () => {
  const r = readAgentProfile(currentProfile());
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.is(r.profile.version, V);
  assert.is(r.profile.legacy, false);
  assert.equal(Object.keys(r.profile.capabilities).sort(), [
    'dev.ucp.shopping.checkout',
    'dev.ucp.shopping.fulfillment',
    'dev.ucp.shopping.order',
  ]);
  assert.is(agentWebhookUrl(r.profile.capabilities, V), 'https://agent.example/ucp/orders');
});

test('capabilities may be absent; services and payment handlers may be empty', () => {
  const p = currentProfile();
  delete p.ucp.capabilities;
  p.ucp.services = {};
  assert.is(problemOf(p), 'ok');
});

test('no ucp or no dated version is malformed', () => {
  assert.is(problemOf(null), 'malformed: profile.ucp: is required (an object)');
  assert.is(problemOf([]), 'malformed: profile.ucp: is required (an object)');
  assert.is(problemOf({ ucp: 'x' }), 'malformed: profile.ucp: is required (an object)');
  assert.is(problemOf({ ucp: {} }), 'malformed: profile.ucp.version: must be a date such as 2026-04-08');
  assert.is(
    problemOf({ ucp: { version: 'draft' } }),
    'malformed: profile.ucp.version: must be a date such as 2026-04-08',
  );
});

test('a release this service does not speak is version_unsupported, whatever its shape', () => {
  assert.match(
    problemOf({ ucp: { version: '2026-01-23' } }),
    /^version_unsupported: profile\.ucp\.version: 2026-01-23/,
  );
  assert.match(problemOf({ ucp: { version: '2099-01-01', capabilities: 'x' } }), /^version_unsupported/);
});

test('a 2026-04-08 profile breaking the platform schema is malformed, naming the field', () => {
  const cases: [(p: any) => void, RegExp][] = [
    [(p) => delete p.ucp.services, /profile\.ucp\.services: is required/],
    [(p) => delete p.ucp.payment_handlers, /profile\.ucp\.payment_handlers: is required/],
    [
      (p) => (p.ucp.capabilities = [{ name: 'dev.ucp.shopping.checkout', version: V }]),
      /profile\.ucp\.capabilities: must be object/,
    ],
    [(p) => delete p.ucp.capabilities['dev.ucp.shopping.checkout'][0].spec, /checkout\.0\.spec: is required/],
    [(p) => (p.ucp.capabilities['dev.ucp.shopping.checkout'] = { version: V }), /checkout: must be array/],
    [
      (p) => (p.ucp.capabilities['Not A Name'] = []),
      /profile\.ucp\.capabilities: "Not A Name" is not a reverse-domain name/,
    ],
    [(p) => (p.ucp.services['dev.ucp.shopping'][0].transport = 'grpc'), /transport: must be one of/],
    [(p) => delete p.ucp.services['dev.ucp.shopping'][0].schema, /schema: is required|must match "then" schema/],
    [
      (p) => (p.ucp.payment_handlers = { 'com.example.pay': [{ version: V, spec: spec('x'), schema: schema('x') }] }),
      /\.id: is required/,
    ],
    [(p) => (p.signing_keys = [{ kid: 'k' }]), /signing_keys\.0\.kty: is required/],
    [(p) => (p.ucp.capabilities['dev.ucp.shopping.fulfillment'][0].extends = []), /extends/],
  ];
  for (const [change, expected] of cases) {
    const p = currentProfile();
    change(p);
    const got = problemOf(p);
    assert.match(got, /^malformed: /, String(change));
    assert.match(got, expected, got);
  }
});

test('a 2026-01-11 profile is read leniently: array capabilities, no services or handlers', () => {
  const r = readAgentProfile(legacyProfile);
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.is(r.profile.legacy, true);
  assert.is(r.profile.version, '2026-01-11');
  assert.equal(Object.keys(r.profile.capabilities), ['dev.ucp.shopping.order']);
  assert.is(agentWebhookUrl(r.profile.capabilities, '2026-01-11'), 'http://localhost:9999/hooks/order');
  // No capabilities at all is fine too; a capability without a name is not.
  assert.is(problemOf({ ucp: { version: '2026-01-11' } }), 'ok');
  assert.match(problemOf({ ucp: { version: '2026-01-11', capabilities: [{ version: '2026-01-11' }] } }), /^malformed/);
});

test('the webhook URL: the order entry at the version, else the first; only http(s) URLs', () => {
  const caps = {
    'dev.ucp.shopping.order': [
      { version: '2026-01-11', config: { webhook_url: 'https://old.example/h' } },
      { version: V, config: { webhook_url: 'https://new.example/h' } },
    ],
  };
  assert.is(agentWebhookUrl(caps, V), 'https://new.example/h');
  assert.is(agentWebhookUrl(caps, '2026-01-11'), 'https://old.example/h');
  assert.is(agentWebhookUrl(caps, undefined), 'https://old.example/h');
  assert.is(agentWebhookUrl({}, V), null);
  for (const bad of ['javascript:alert(1)', 'not a url', 42, undefined])
    assert.is(
      agentWebhookUrl({ 'dev.ucp.shopping.order': [{ version: V, config: { webhook_url: bad } as any }] }, V),
      null,
    );
});

test.run();
