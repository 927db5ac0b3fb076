// The business's UCP settings over the platform API (GET/PATCH /v1/businesses/{id}/settings, the `ucp` part):
// every default filled in for a business that never set one, a change merged field by field (modes and links key by
// key) and kept, each bad value refused naming its field with nothing changed, return_url_hosts left alone, links
// https in production. Every answer is checked against the contract by the harness (scopes: return-hosts.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
});
test.after(async () => {
  await h?.close();
});

const DEFAULTS = {
  enabled: true,
  agents: 'any',
  modes: { live: true, test: true },
  version_pin: null,
  require_full_address: true,
  require_signatures: false,
  links: { privacy_policy: null, terms_of_service: null, refund_policy: null, shipping_policy: null },
  sandbox_handler_id: 'sandbox',
};

async function settings(method: 'GET' | 'PATCH', body?: unknown, key = h.businessKey) {
  const res = await h.fetch(`${h.url}/v1/businesses/${h.demo.business_id}/settings`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as any };
}

test('every business has the defaults until it changes them', async () => {
  const r = await settings('GET');
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.data.ucp, DEFAULTS);
});

test('a change is merged with what is there and kept; other settings are untouched', async () => {
  await settings('PATCH', { return_url_hosts: ['shop.example.com'] });
  let r = await settings('PATCH', {
    ucp: {
      agents: { allow_hosts: ['Agent.Example.com', '*.agents.example.net', 'agent.example.com'] },
      modes: { live: false },
      links: { refund_policy: 'https://shop.example.com/refunds' },
    },
  });
  assert.is(r.status, 200, JSON.stringify(r.json));
  const expected = {
    ...DEFAULTS,
    agents: { allow_hosts: ['agent.example.com', '*.agents.example.net'] },
    modes: { live: false, test: true },
    links: { ...DEFAULTS.links, refund_policy: 'https://shop.example.com/refunds' },
  };
  assert.equal(r.json.data.ucp, expected);
  assert.equal(r.json.data.return_url_hosts, ['shop.example.com']);

  r = await settings('PATCH', {
    ucp: {
      version_pin: '2026-01-11',
      require_full_address: false,
      require_signatures: true,
      sandbox_handler_id: 'mock_payment_handler',
      links: { privacy_policy: 'http://localhost:3000/privacy' },
    },
  });
  assert.is(r.status, 200, JSON.stringify(r.json));
  const after = {
    ...expected,
    version_pin: '2026-01-11',
    require_full_address: false,
    require_signatures: true,
    sandbox_handler_id: 'mock_payment_handler',
    links: { ...expected.links, privacy_policy: 'http://localhost:3000/privacy' },
  };
  assert.equal(r.json.data.ucp, after);
  assert.equal((await settings('GET')).json.data.ucp, after);

  // null clears a link and the pin; "any" lifts the allowlist.
  r = await settings('PATCH', { ucp: { agents: 'any', version_pin: null, links: { refund_policy: null } } });
  assert.equal(r.json.data.ucp.agents, 'any');
  assert.is(r.json.data.ucp.version_pin, null);
  assert.is(r.json.data.ucp.links.refund_policy, null);
  assert.is(r.json.data.ucp.links.privacy_policy, 'http://localhost:3000/privacy');
  assert.equal(r.json.data.return_url_hosts, ['shop.example.com']);
});

test('a bad value is 400 naming its field, and nothing changes', async () => {
  const before = (await settings('GET')).json.data;
  for (const [ucp, message] of [
    [
      { agents: { allow_hosts: ['ok.example', 'https://evil.example'] } },
      /^ucp\.agents\.allow_hosts\[1\]: must be a host name/,
    ],
    [{ agents: { allow_hosts: ['*.com'] } }, /^ucp\.agents\.allow_hosts\[0\]: a wildcard/],
    [
      { links: { terms_of_service: 'ftp://x.example/terms' } },
      /^ucp\.links\.terms_of_service: must be an absolute http\(s\) URL/,
    ],
    [{ links: { terms_of_service: 'not a url' } }, /^ucp\.links\.terms_of_service: must be an absolute http\(s\) URL/],
    [{ version_pin: '2026-01-23' }, /^body\.ucp\.version_pin/],
    [{ sandbox_handler_id: '-bad id' }, /^body\.ucp\.sandbox_handler_id/],
    [{ agents: 'some' }, /^body\.ucp\.agents/],
    [{ modes: { sandbox: true } }, /^body\.ucp\.modes: unknown field "sandbox"/],
    [{ enabled: 'yes' }, /^body\.ucp\.enabled: must be boolean/],
    [{ mystery: 1 }, /^body\.ucp: unknown field "mystery"/],
  ] as const) {
    const r = await settings('PATCH', { ucp: { enabled: false, ...ucp } });
    assert.is(r.status, 400, JSON.stringify(ucp));
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
    assert.match(r.json.error.message, message, r.json.error.message);
  }
  assert.equal((await settings('GET')).json.data, before);
});

test('links must be https in production', async () => {
  const prod = await startHarness({ seed: true, env: { RATE_LIMITS: 'off', NODE_ENV: 'production' } }).catch(
    (err: unknown) => String(err),
  );
  if (typeof prod === 'string') throw new Error(prod);
  try {
    const res = await prod.fetch(`${prod.url}/v1/businesses/${prod.demo.business_id}/settings`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${prod.businessKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ucp: { links: { privacy_policy: 'http://shop.example.com/privacy' } } }),
    });
    const json = (await res.json()) as any;
    assert.is(res.status, 400);
    assert.is(json.error.message, 'ucp.links.privacy_policy: must be an absolute https URL');
  } finally {
    await prod.close();
  }
});

test('every answer kept to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
