import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  allCapabilities,
  businessCapabilities,
  type CapabilityRegistry,
  capabilitiesForResponse,
  capabilityOfPath,
  intersectCapabilities,
  negotiateVersion,
  pruneOrphans,
} from './negotiation.js';

const CO = 'dev.ucp.shopping.checkout';
const FUL = 'dev.ucp.shopping.fulfillment';
const DISC = 'dev.ucp.shopping.discount';
const ORD = 'dev.ucp.shopping.order';

test('version: the agent must speak a release this service speaks, exactly', () => {
  assert.is(negotiateVersion('2026-04-08'), '2026-04-08');
  assert.is(negotiateVersion('2026-01-11'), '2026-01-11');
  // Neither an in-between release nor a newer one is processed (2026-04-08 dropped the "older is fine" rule).
  for (const v of ['2026-01-23', '2026-09-01', '2025-12-31', 'draft', '']) assert.is(negotiateVersion(v), null, v);
});

test('intersection keeps what both list, at the highest version both list', () => {
  const business: CapabilityRegistry = {
    [CO]: [{ version: '2026-01-11' }, { version: '2026-04-08' }],
    [ORD]: [{ version: '2026-04-08' }],
    'dev.ucp.shopping.catalog.search': [{ version: '2026-04-08' }],
  };
  const platform: CapabilityRegistry = {
    [CO]: [{ version: '2026-04-08' }, { version: '2026-01-11' }, { version: '2027-01-01' }],
    [ORD]: [{ version: '2026-01-11' }], // no common version: dropped
    'com.example.loyalty': [{ version: '2026-04-08' }], // the business does not offer it
  };
  assert.equal(intersectCapabilities(business, platform), { [CO]: { version: '2026-04-08' } });
});

test('the highest common version, not the highest of either side', () => {
  const business = { [CO]: [{ version: '2026-01-11' }, { version: '2026-01-23' }, { version: '2026-04-08' }] };
  const platform = { [CO]: [{ version: '2026-01-23' }, { version: '2026-01-11' }] };
  assert.equal(intersectCapabilities(business, platform), { [CO]: { version: '2026-01-23' } });
});

test('an extension whose parent did not survive is pruned; one with a surviving parent stays', () => {
  const business: CapabilityRegistry = {
    [CO]: [{ version: '2026-04-08' }],
    [FUL]: [{ version: '2026-04-08', extends: CO }],
    [DISC]: [{ version: '2026-04-08', extends: CO }],
  };
  // The agent lists the extensions but no checkout at a common version: both go.
  const noCheckout = {
    [CO]: [{ version: '2026-01-11' }],
    [FUL]: [{ version: '2026-04-08' }],
    [DISC]: [{ version: '2026-04-08' }],
  };
  assert.equal(intersectCapabilities(business, noCheckout), {});
  const withCheckout = { [CO]: [{ version: '2026-04-08' }], [FUL]: [{ version: '2026-04-08' }] };
  assert.equal(intersectCapabilities(business, withCheckout), {
    [CO]: { version: '2026-04-08' },
    [FUL]: { version: '2026-04-08', extends: CO },
  });
});

test('pruning repeats through chains; a multi-parent extension needs one parent', () => {
  const active = {
    a: { version: '1' }, // not present: its children go
    b: { version: '1', extends: 'gone' },
    c: { version: '1', extends: 'b' },
    d: { version: '1', extends: 'c' },
    e: { version: '1', extends: ['gone', 'a'] },
    f: { version: '1', extends: ['gone', 'also.gone'] },
  };
  assert.equal(pruneOrphans(active), { a: { version: '1' }, e: { version: '1', extends: ['gone', 'a'] } });
});

test("the business's extensions are checkout's, at the version asked", () => {
  for (const v of ['2026-04-08', '2026-01-11'] as const) {
    const caps = businessCapabilities(v);
    const catalog = v === '2026-04-08' ? ['dev.ucp.shopping.catalog.lookup', 'dev.ucp.shopping.catalog.search'] : [];
    assert.equal(Object.keys(caps).sort(), [CO, 'dev.ucp.shopping.buyer_consent', DISC, FUL, ORD, ...catalog].sort());
    assert.equal(caps[FUL], [{ version: v, extends: CO }]);
    assert.equal(caps[ORD], [{ version: v }]);
  }
});

test('the lenient reading activates all of a registry', () => {
  assert.equal(allCapabilities(businessCapabilities('2026-01-11')), {
    [CO]: { version: '2026-01-11' },
    [ORD]: { version: '2026-01-11' },
    [FUL]: { version: '2026-01-11', extends: CO },
    [DISC]: { version: '2026-01-11', extends: CO },
    'dev.ucp.shopping.buyer_consent': { version: '2026-01-11', extends: CO },
  });
});

test('a prototype name in a profile registry is just a name', () => {
  const platform = JSON.parse('{"__proto__":[{"version":"2026-04-08"}],"constructor":[{"version":"x"}]}');
  assert.equal(intersectCapabilities(businessCapabilities('2026-04-08'), platform), {});
});

test("a response lists the operation's capability and its extensions", () => {
  const active = intersectCapabilities(businessCapabilities('2026-04-08'), {
    [CO]: [{ version: '2026-04-08' }],
    [FUL]: [{ version: '2026-04-08' }],
    [ORD]: [{ version: '2026-04-08' }],
  });
  assert.equal(capabilitiesForResponse(active, CO), {
    [CO]: [{ version: '2026-04-08' }],
    [FUL]: [{ version: '2026-04-08' }],
  });
  assert.equal(capabilitiesForResponse(active, ORD), { [ORD]: [{ version: '2026-04-08' }] });
  assert.equal(capabilitiesForResponse(active, 'dev.ucp.shopping.catalog.search'), {});
});

test("an operation's capability from its path", () => {
  const p = (rest: string) => `/ucp/{mode}/{business_id}${rest}`;
  assert.is(capabilityOfPath(p('/checkout-sessions')), CO);
  assert.is(capabilityOfPath(p('/checkout-sessions/{id}/complete')), CO);
  assert.is(capabilityOfPath(p('/orders/{id}')), ORD);
  assert.is(capabilityOfPath(p('/catalog/search')), 'dev.ucp.shopping.catalog.search');
  assert.is(capabilityOfPath(p('/catalog/lookup')), 'dev.ucp.shopping.catalog.lookup');
  assert.is(capabilityOfPath(p('/catalog/product')), 'dev.ucp.shopping.catalog.lookup');
  assert.is(capabilityOfPath(p('/.well-known/ucp')), null);
  assert.is(capabilityOfPath(p('/testing/simulate-shipping/{id}')), null);
});

test.run();
