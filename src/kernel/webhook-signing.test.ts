import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, signatureHeaders } from './webhook-signing.js';

const body = JSON.stringify({
  id: 'evt_Ab3',
  type: 'order.created',
  created_at: '2026-11-23T10:00:00.000Z',
  data: { id: 'ord_1' },
});

test('new secrets match the contract pattern and are 32 bytes in standard base64', () => {
  for (let i = 0; i < 50; i++) {
    const s = newWebhookSecret();
    assert.match(s, /^whsec_[A-Za-z0-9+/=_-]{24,128}$/);
    assert.is(Buffer.from(s.slice(6), 'base64').length, 32);
    assert.is(Buffer.from(s.slice(6), 'base64').toString('base64'), s.slice(6));
  }
});

test('the stock Standard Webhooks library verifies webhook-signature, and refuses another secret or body', () => {
  const secret = newWebhookSecret();
  const headers = signatureHeaders(secret, 'evt_Ab3', new Date(), body);
  assert.equal(new Webhook(secret).verify(body, headers), JSON.parse(body));
  assert.throws(() => new Webhook(newWebhookSecret()).verify(body, headers), /No matching signature/);
  assert.throws(() => new Webhook(secret).verify(body.replace('ord_1', 'ord_2'), headers), /No matching signature/);
});

test('X-Service-Signature is the hex HMAC of the raw body keyed with the whole secret string', () => {
  const secret = newWebhookSecret();
  const headers = signatureHeaders(secret, 'evt_Ab3', new Date(), body);
  assert.is(headers['x-service-signature'], createHmac('sha256', secret).update(body).digest('hex'));
  assert.is.not(
    headers['x-service-signature'],
    createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
      .update(body)
      .digest('hex'),
  );
});

test('secrets issued in base64url before still sign in a form the library reads the same way', () => {
  const old = 'whsec_' + Buffer.from('0123456789abcdef0123456789abcdef').toString('base64url');
  const headers = signatureHeaders(old, 'evt_Ab3', new Date(), body);
  const asStandard = 'whsec_' + Buffer.from(old.slice(6), 'base64url').toString('base64');
  assert.ok(new Webhook(asStandard).verify(body, headers));
});

test.run();
