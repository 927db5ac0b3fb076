// The agent's side of UCP order events, for the tests: wait for one to reach a loopback receiver
// (test/webhooks/receiver.ts), verify it as an agent would (the Content-Digest over the raw body, then the RFC 9421
// signature with the independent verifier, npm http-message-signatures, by keyid from the business's published
// profile), and check its body against our contract's orderEvent webhook (the UcpOrder schema).
import { createHash, createPublicKey } from 'node:crypto';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { createVerifier, httpbis } from 'http-message-signatures';
import { makeAjv } from '../../harness/ajv.js';
import { loadBundled } from '../../harness/contract.js';
import type { Harness } from '../../harness/harness.js';
import type { Received, Receiver } from '../../webhooks/receiver.js';

/** The components every order event's signature must cover (signatures.md; our set adds the webhook headers). */
const REQUIRED = ['@method', '@authority', '@path', 'content-digest', 'content-type', 'ucp-agent', 'webhook-id'];

let validate: ValidateFunction | undefined;

/** What breaks the contract's orderEvent body (UcpOrder) in `body`; empty when it conforms. */
export function orderEventProblems(body: unknown): string[] {
  validate ??= makeAjv().compile(
    loadBundled('ucp', 'deref').webhooks.orderEvent.post.requestBody.content['application/json'].schema,
  );
  if (validate(body)) return [];
  return (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

/** The keys the business publishes in its profile for `mode`. */
export async function publishedKeys(h: Harness, businessId: string, mode = 'test'): Promise<any[]> {
  const res = await h.fetch(`${h.url}/ucp/${mode}/${businessId}/.well-known/ucp`);
  return (await res.json()).signing_keys;
}

/**
 * The first delivery at `path` (after the `skip` earlier ones) that `match` accepts, waiting up to `ms` of real
 * time: events are sent at once after the commit, not on a dispatcher tick, so they arrive in a few milliseconds.
 */
export async function arrival(
  rx: Receiver,
  path: string,
  match: (r: Received) => boolean = () => true,
  ms = 3000,
): Promise<Received> {
  const until = Date.now() + ms;
  for (;;) {
    const got = rx.received.find((r) => r.path === path && match(r));
    if (got) return got;
    if (Date.now() > until) throw new Error(`no order event at ${path} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Why an agent would reject the delivery, or null: digest first, then the signature by keyid. */
export async function eventRejection(rx: Receiver, r: Received, keys: any[], now: Date): Promise<string | null> {
  const digest = `sha-256=:${createHash('sha256').update(r.raw).digest('base64')}:`;
  if (r.headers['content-digest'] !== digest) return `Content-Digest ${r.headers['content-digest']} is not ${digest}`;
  const keyLookup = async ({ keyid }: { keyid?: string }) => {
    const jwk = keys.find((k) => k.kid === keyid);
    if (!jwk) return null;
    const verify = createVerifier(createPublicKey({ key: { ...jwk }, format: 'jwk' }), 'ecdsa-p256-sha256');
    return { id: jwk.kid, algs: ['ecdsa-p256-sha256'], verify };
  };
  const ok = await httpbis
    .verifyMessage(
      { keyLookup, requiredFields: REQUIRED, notAfter: now },
      { method: 'POST', url: rx.url(r.path), headers: r.headers as Record<string, string> },
    )
    .catch((err: Error) => err.message);
  return ok === true ? null : `signature not verified: ${String(ok)}`;
}
