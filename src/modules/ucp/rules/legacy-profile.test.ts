import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { legacyProfile } from './legacy-profile.js';

test('the 2026-01-11 profile: one service with rest and mcp, capabilities listed, handlers under payment', () => {
  const key = { kid: 'k1', kty: 'EC', crv: 'P-256', x: 'x', y: 'y' };
  const p = legacyProfile({
    endpoint: 'http://api.test/ucp/test/biz_1',
    capabilities: {
      'dev.ucp.shopping.checkout': [
        {
          version: '2026-01-11',
          spec: 'https://ucp.dev/specification/checkout',
          schema: 'https://ucp.dev/schemas/shopping/checkout.json',
        },
      ],
      'dev.ucp.shopping.fulfillment': [
        { version: '2026-01-11', spec: 's', schema: 'c', extends: ['dev.ucp.shopping.checkout'] },
      ],
    },
    payment_handlers: {
      'localhost.sandbox': [{ id: 'mock_payment_handler', version: '2026-04-08', spec: 'http://api.test/docs' }],
    },
    signing_keys: [key],
  }) as any;
  assert.equal(p.ucp.version, '2026-01-11');
  assert.equal(p.ucp.services['dev.ucp.shopping'], {
    version: '2026-01-11',
    spec: 'https://ucp.dev/specification/overview',
    rest: { schema: 'https://ucp.dev/services/shopping/rest.openapi.json', endpoint: 'http://api.test/ucp/test/biz_1' },
    mcp: {
      schema: 'https://ucp.dev/services/shopping/mcp.openrpc.json',
      endpoint: 'http://api.test/ucp/test/biz_1/mcp',
    },
  });
  assert.equal(p.ucp.capabilities, [
    {
      name: 'dev.ucp.shopping.checkout',
      version: '2026-01-11',
      spec: 'https://ucp.dev/specification/checkout',
      schema: 'https://ucp.dev/schemas/shopping/checkout.json',
    },
    {
      name: 'dev.ucp.shopping.fulfillment',
      version: '2026-01-11',
      spec: 's',
      schema: 'c',
      extends: 'dev.ucp.shopping.checkout',
    },
  ]);
  assert.equal(
    p.payment.handlers.map((h: any) => [h.id, h.name, h.version]),
    [['mock_payment_handler', 'localhost.sandbox', '2026-01-11']],
  );
  assert.equal(p.signing_keys, [key]);
});

test.run();
