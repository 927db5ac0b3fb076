import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash, createPublicKey } from 'node:crypto';
import { createVerifier, httpbis } from 'http-message-signatures';
import {
  contentDigest,
  digestMatches,
  type EcPublicJwk,
  generateSigningKey,
  importJwk,
  publicPart,
  signatureBase,
  signHttpMessage,
  verifyHttpMessage,
} from './http-signatures.js';

// An order event as a business sends it to an agent's webhook URL.
const body = JSON.stringify({ id: 'ord_1', checkout_id: 'chk_1', line_items: [{ id: 'li_1', quantity: 2 }] });
const url = 'https://Agent.Example:443/hooks/ucp/orders?shop=7';
const components = [
  '@method',
  '@authority',
  '@path',
  '@query',
  'ucp-agent',
  'content-digest',
  'content-type',
  'webhook-id',
  'webhook-timestamp',
];

function signedEvent(kid = 'biz-2026-04') {
  const { publicJwk, privateJwk } = generateSigningKey(kid);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'content-digest': contentDigest(body),
    'ucp-agent': 'profile="https://shop.example/.well-known/ucp"',
    'webhook-id': '0f8fad5b-d9cb-469f-a165-70867728950e',
    'webhook-timestamp': '1775865600',
  };
  const message = { method: 'POST', url, headers };
  const sig = signHttpMessage(message, { components, params: { created: 1775865600, keyid: kid }, privateJwk });
  const signed: Record<string, string> = { ...headers, ...sig };
  return { publicJwk, headers: signed };
}

/** The independent verifier (npm http-message-signatures), told the algorithm by the key's curve as UCP says. */
async function independentlyVerified(headers: Record<string, string>, jwk: EcPublicJwk, target = url) {
  const keyLookup = async (params: { keyid?: string }) =>
    params.keyid === jwk.kid
      ? {
          id: jwk.kid,
          algs: ['ecdsa-p256-sha256'],
          verify: createVerifier(createPublicKey({ key: { ...jwk }, format: 'jwk' }), 'ecdsa-p256-sha256'),
        }
      : null;
  return httpbis
    .verifyMessage(
      // Its "now" for `created` is fixed, so the test does not depend on the day it runs.
      { keyLookup, requiredFields: ['@method', '@authority', '@path', 'content-digest'], notAfter: 1775865660 },
      { method: 'POST', url: target, headers },
    )
    .catch(() => false);
}

test('Content-Digest is sha-256 of the raw bytes as an RFC 8941 byte sequence; matching compares the bytes', () => {
  const expected = createHash('sha256').update(body).digest('base64');
  assert.is(contentDigest(body), `sha-256=:${expected}:`);
  assert.ok(digestMatches(contentDigest(body), body));
  assert.ok(digestMatches(`sha-512=:AAAA:, sha-256=:${expected}:`, body), 'other algorithms beside it are ignored');
  assert.not.ok(digestMatches(contentDigest(body), body + ' '), 'one byte more');
  assert.not.ok(digestMatches(`sha-512=:${expected}:`, body), 'no sha-256');
  assert.not.ok(digestMatches('sha-256=not-bytes', body));
  assert.not.ok(digestMatches(undefined, body));
});

test('the signature base follows RFC 9421 §2.5: derived components, fields, @signature-params last', () => {
  const { headers } = signedEvent();
  const base = signatureBase({ method: 'post', url, headers }, components, { created: 1775865600, keyid: 'k1' });
  assert.equal(base.split('\n'), [
    '"@method": POST',
    '"@authority": agent.example',
    '"@path": /hooks/ucp/orders',
    '"@query": ?shop=7',
    '"ucp-agent": profile="https://shop.example/.well-known/ucp"',
    `"content-digest": ${contentDigest(body)}`,
    '"content-type": application/json',
    '"webhook-id": 0f8fad5b-d9cb-469f-a165-70867728950e',
    '"webhook-timestamp": 1775865600',
    '"@signature-params": ("@method" "@authority" "@path" "@query" "ucp-agent" "content-digest" "content-type" "webhook-id" "webhook-timestamp");created=1775865600;keyid="k1"',
  ]);
  const answer = signatureBase(
    { status: 201, headers: { 'content-type': ' application/json ' } },
    ['@status', 'content-type'],
    {
      keyid: 'k1',
    },
  );
  assert.equal(answer.split('\n'), [
    '"@status": 201',
    '"content-type": application/json',
    '"@signature-params": ("@status" "content-type");keyid="k1"',
  ]);
});

test('an ES256 signature is 64 raw bytes (r‖s), labelled sig1, with no alg parameter', () => {
  const { headers } = signedEvent('kid-a');
  assert.match(headers['signature-input'], /^sig1=\("@method" .*\);created=1775865600;keyid="kid-a"$/);
  assert.not.match(headers['signature-input'], /alg=/);
  const m = /^sig1=:([A-Za-z0-9+/=]+):$/.exec(headers.signature);
  assert.ok(m, headers.signature);
  assert.is(Buffer.from(m![1], 'base64').length, 64);
});

test('the independent RFC 9421 verifier accepts our signature; a changed header, target or digest fails it', async () => {
  const { publicJwk, headers } = signedEvent();
  assert.is(await independentlyVerified(headers, publicJwk), true);
  assert.is(await independentlyVerified({ ...headers, 'webhook-id': 'another' }, publicJwk), false);
  assert.is(await independentlyVerified(headers, publicJwk, 'https://agent.example/hooks/other?shop=7'), false);
  // A body changed in transit: its digest, recomputed, no longer matches the signed one.
  const tampered = body.replace('"quantity":2', '"quantity":20');
  assert.not.ok(digestMatches(headers['content-digest'], tampered));
  assert.is(await independentlyVerified({ ...headers, 'content-digest': contentDigest(tampered) }, publicJwk), false);
});

test('our verifier accepts what we sign and names each refusal as UCP does', () => {
  const { publicJwk, headers } = signedEvent('kid-b');
  const keyFor = (kid: string) => (kid === publicJwk.kid ? publicJwk : undefined);
  const message = { method: 'POST', url, headers };
  const ok = verifyHttpMessage(message, { keyFor, required: ['content-digest', '@method'] });
  assert.equal(ok, { ok: true, keyid: 'kid-b', label: 'sig1', components, created: 1775865600 });

  const reason = (m: typeof message, opts: Partial<Parameters<typeof verifyHttpMessage>[1]> = {}) => {
    const r = verifyHttpMessage(m, { keyFor, ...opts });
    return r.ok ? 'ok' : r.reason;
  };
  assert.is(reason({ ...message, headers: { ...headers, 'content-type': 'text/plain' } }), 'signature_invalid');
  assert.is(reason({ ...message, method: 'PUT' }), 'signature_invalid');
  assert.is(reason({ ...message, headers: { ...headers, signature: '' } }), 'signature_missing');
  assert.is(reason(message, { keyFor: () => undefined }), 'key_not_found');
  assert.is(reason(message, { required: ['idempotency-key'] }), 'signature_invalid');
  assert.is(reason(message, { label: 'sig2' }), 'signature_missing');
  const withAlg = { ...headers, 'signature-input': headers['signature-input'] + ';alg="rsa-pss-sha512"' };
  assert.is(reason({ ...message, headers: withAlg }), 'algorithm_unsupported');
  const other = generateSigningKey('kid-b').publicJwk;
  assert.is(reason(message, { keyFor: () => other }), 'signature_invalid', 'another key by the same kid');
  assert.is(reason({ ...message, headers: { ...headers, signature: 'sig1=:AAAA:' } }), 'signature_invalid');
  const { 'ucp-agent': _dropped, ...noAgent } = headers;
  assert.is(reason({ ...message, headers: noAgent }), 'signature_invalid', 'a signed field missing');
});

test('ES384: signed with a P-384 key, 96 raw bytes, verified by the key curve', () => {
  const { publicJwk, privateJwk } = generateSigningKey('k384', 'P-384');
  assert.equal([publicJwk.crv, publicJwk.alg], ['P-384', 'ES384']);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'content-digest': contentDigest(body) };
  const message = { status: 200, headers };
  const sig = signHttpMessage(message, {
    components: ['@status', 'content-digest', 'content-type'],
    params: { keyid: 'k384' },
    privateJwk,
  });
  assert.is(Buffer.from(/:(.+):/.exec(sig.signature)![1], 'base64').length, 96);
  const r = verifyHttpMessage({ ...message, headers: { ...message.headers, ...sig } }, { keyFor: () => publicJwk });
  assert.ok(r.ok);
});

test('JWKs: the public part carries kid, kty, crv, x, y, use and alg and no d; foreign keys are refused', () => {
  const { publicJwk, privateJwk } = generateSigningKey('kid-c');
  assert.equal(Object.keys(publicJwk).sort(), ['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
  assert.equal([publicJwk.kty, publicJwk.crv, publicJwk.alg, publicJwk.use], ['EC', 'P-256', 'ES256', 'sig']);
  assert.equal(publicPart(privateJwk), publicJwk);
  assert.is(importJwk(privateJwk).type, 'private');
  assert.is(importJwk(publicJwk).type, 'public');
  assert.throws(() => importJwk({ kty: 'RSA' }), /kty/);
  assert.throws(() => importJwk({ kty: 'EC', crv: 'secp256k1', x: 'a', y: 'b' }), /crv/);
  assert.throws(() => importJwk({ kty: 'EC', crv: 'P-256' }), /x and y/);
});

test.run();
